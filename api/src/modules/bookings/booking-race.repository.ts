import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookingHosts } from '../../db/schema/bookings.schema';
import { MAX_BLOCKED_MS } from '../scheduling/scheduling.repository';

/**
 * The hosts' live bookings (not holds awaiting the attendee's e-mail) that overlap a blocked
 * range and would keep it from being booked: another seat key. One range scan of
 * booking_hosts_live_blocked_idx per host, bounded below by the longest blocked range. Answers
 * how many of `hostIds` are busy (0 to hostIds.length).
 */
export async function countHostsBookedOver(
  db: DbExecutor,
  hostIds: string[],
  blockedStart: Date,
  blockedEnd: Date,
  seatKey: string,
): Promise<number> {
  const result = (await db.execute(sql`
    SELECT count(DISTINCT ${bookingHosts.hostId}) AS busy FROM ${bookingHosts}
    WHERE ${bookingHosts.hostId} = ANY(${`{${hostIds.join(',')}}`}::uuid[]) AND ${bookingHosts.live}
      AND ${bookingHosts.blockedStart} > ${new Date(blockedStart.getTime() - MAX_BLOCKED_MS).toISOString()}::timestamptz
      AND ${bookingHosts.blockedStart} < ${blockedEnd.toISOString()}::timestamptz
      AND ${bookingHosts.blockedEnd} > ${blockedStart.toISOString()}::timestamptz
      AND ${bookingHosts.seatKey} <> ${seatKey}
      AND ${bookingHosts.status} IN ('confirmed', 'pending')`)) as unknown as {
    rows: { busy: number | string }[];
  };
  return Number(result.rows[0]?.busy ?? 0);
}

/**
 * Inside the booking's transaction, right before its row: one transaction-level advisory lock
 * per host and UTC day the blocked range touches, in one order. Two bookings that could overlap
 * share a host and a day, so they insert one after the other. Without it, the exclusion
 * constraint lets many racing inserts each find the others' uncommitted rows and wait on them;
 * PostgreSQL breaks those cycles only after deadlock_timeout (1 s by default), once per
 * cycle. With it, a loser inserts after the winner has committed and fails at once.
 */
export async function lockHostDays(
  tx: DbExecutor,
  hostIds: string[],
  blockedStart: Date,
  blockedEnd: Date,
): Promise<void> {
  await lockHostDaysOf(tx, hostIds, [{ blockedStart, blockedEnd }]);
}

/**
 * lockHostDays for several blocked ranges at once (a series' meetings, a moved booking): every
 * host-day key of all of them in one statement, in the same order as lockHostDays, so a series,
 * a reschedule and a new booking of one host and day take turns and never wait on each other's
 * rows (no deadlock_timeout).
 */
export async function lockHostDaysOf(
  tx: DbExecutor,
  hostIds: string[],
  ranges: { blockedStart: Date; blockedEnd: Date }[],
): Promise<void> {
  const keys = new Set<string>();
  const DAY = 86_400_000;
  for (const hostId of hostIds) {
    for (const { blockedStart, blockedEnd } of ranges) {
      for (let day = Math.floor(blockedStart.getTime() / DAY); day * DAY < blockedEnd.getTime(); day += 1) {
        keys.add(`${hostId}:${day}`);
      }
    }
  }
  if (keys.size === 0) return;
  // Class 30 keeps these apart from the other advisory locks; sorted by the lock key itself.
  await tx.execute(sql`
    SELECT count(pg_advisory_xact_lock(30, k)) FROM (
      SELECT DISTINCT hashtext(key) AS k FROM unnest(${`{${[...keys].join(',')}}`}::text[]) AS key ORDER BY k
    ) AS keys`);
}
