import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import { outOfOffice } from '../../db/schema/out-of-office.schema';
import { roundRobinHosts, roundRobinSettings } from '../../db/schema/round-robin.schema';

/** A host's days away (docs/product.md#out-of-office), inclusive dates in the host's zone. */
export interface AwayPeriod {
  userId: string;
  startDate: string;
  endDate: string;
}

/** The away periods of the hosts that touch the dates [fromDate, toDate]. */
export async function listAwayPeriods(
  db: DbExecutor,
  hostIds: string[],
  fromDate: string,
  toDate: string,
): Promise<AwayPeriod[]> {
  if (hostIds.length === 0) return [];
  return db
    .select({ userId: outOfOffice.userId, startDate: outOfOffice.startDate, endDate: outOfOffice.endDate })
    .from(outOfOffice)
    .where(
      and(
        inArray(outOfOffice.userId, hostIds),
        gte(outOfOffice.endDate, fromDate),
        lte(outOfOffice.startDate, toDate),
      ),
    );
}

/** A round-robin type's fairness settings (docs/product.md#fair-round-robin). */
export interface RoundRobinRules {
  cap: { limit: number; period: 'day' | 'week' } | null;
  /** Weight and priority by host id; hosts not listed take the defaults. */
  hosts: Map<string, { weight: number; priority: number }>;
}

export async function loadRoundRobinRules(db: DbExecutor, eventTypeId: string): Promise<RoundRobinRules> {
  const [settings, hosts] = await Promise.all([
    db
      .select({ capLimit: roundRobinSettings.capLimit, capPeriod: roundRobinSettings.capPeriod })
      .from(roundRobinSettings)
      .where(eq(roundRobinSettings.eventTypeId, eventTypeId)),
    db
      .select({
        userId: roundRobinHosts.userId,
        weight: roundRobinHosts.weight,
        priority: roundRobinHosts.priority,
      })
      .from(roundRobinHosts)
      .where(eq(roundRobinHosts.eventTypeId, eventTypeId)),
  ]);
  const [row] = settings;
  return {
    cap:
      row?.capLimit && row.capPeriod
        ? { limit: row.capLimit, period: row.capPeriod === 'week' ? 'week' : 'day' }
        : null,
    hosts: new Map(hosts.map((host) => [host.userId, { weight: host.weight, priority: host.priority }])),
  };
}

/**
 * Starts (epoch ms) of the live bookings of the type assigned to each host in [from, to): what
 * a cap counts. `ignoreBookingId`: a booking being moved does not count.
 */
export async function listCappedStarts(
  db: DbExecutor,
  eventTypeId: string,
  hostIds: string[],
  from: Date,
  to: Date,
  ignoreBookingId?: string,
): Promise<{ hostId: string; start: number }[]> {
  if (hostIds.length === 0) return [];
  const rows = await db
    .select({ hostId: bookings.hostId, start: bookings.startTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventTypeId, eventTypeId),
        inArray(bookings.hostId, hostIds),
        ne(bookings.status, 'cancelled'),
        gte(bookings.startTime, from),
        sql`${bookings.startTime} < ${to.toISOString()}::timestamptz`,
        ignoreBookingId ? ne(bookings.id, ignoreBookingId) : undefined,
      ),
    );
  return rows.map((row) => ({ hostId: row.hostId, start: row.start.getTime() }));
}

/**
 * Serialises the bookings that could fill one host's cap of one type, across every API process
 * (a transaction-scoped advisory lock; PGlite has it too): the count that follows is exact.
 */
export async function lockRoundRobinHost(db: DbExecutor, eventTypeId: string, hostId: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`round-robin-cap:${eventTypeId}:${hostId}`}))`,
  );
}
