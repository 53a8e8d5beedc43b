import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import { roundRobinHosts, roundRobinSettings } from '../../db/schema/round-robin.schema';

/** A host's days away (docs/product.md#out-of-office), inclusive dates in the host's zone. */
export interface AwayPeriod {
  userId: string;
  startDate: string;
  endDate: string;
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

const DAY = 86_400_000;

/**
 * A round-robin type's cap and, when it has one, the starts (epoch ms) of its live bookings
 * assigned to each host that the cap counts for meetings starting in [from, to): the cap
 * periods holding them (a week, or a day, either side in any zone). One statement.
 */
export async function loadCapWithStarts(
  db: DbExecutor,
  eventTypeId: string,
  hostIds: string[],
  from: number,
  to: number,
  ignoreBookingId?: string,
): Promise<{ cap: RoundRobinRules['cap']; starts: { hostId: string; start: number }[] }> {
  const bound = (ms: number) => new Date(ms).toISOString();
  const result =
    (await db.execute(sql`SELECT ${roundRobinSettings.capLimit} AS cap_limit, ${roundRobinSettings.capPeriod} AS cap_period,
      (SELECT string_agg(${bookings.hostId}::text || ',' || (date_part('epoch', ${bookings.startTime}) * 1000)::bigint, ',')
        FROM ${bookings}
        WHERE ${bookings.eventTypeId} = ${eventTypeId}::uuid
          AND ${bookings.hostId} IN (${sql.join(
            hostIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          AND ${bookings.status} <> 'cancelled'
          AND ${bookings.startTime} >= (CASE WHEN ${roundRobinSettings.capPeriod} = 'week'
            THEN ${bound(from - 8 * DAY)} ELSE ${bound(from - 2 * DAY)} END)::timestamptz
          AND ${bookings.startTime} < (CASE WHEN ${roundRobinSettings.capPeriod} = 'week'
            THEN ${bound(to + 8 * DAY)} ELSE ${bound(to + 2 * DAY)} END)::timestamptz
          ${ignoreBookingId ? sql`AND ${bookings.id} <> ${ignoreBookingId}::uuid` : sql``}) AS starts
    FROM ${roundRobinSettings}
    WHERE ${roundRobinSettings.eventTypeId} = ${eventTypeId}::uuid AND ${roundRobinSettings.capLimit} IS NOT NULL`)) as unknown as {
      rows: { cap_limit: number | null; cap_period: string | null; starts: string | null }[];
    };
  const [row] = result.rows;
  if (!row?.cap_limit || !row.cap_period) return { cap: null, starts: [] };
  const starts: { hostId: string; start: number }[] = [];
  const parts = row.starts ? row.starts.split(',') : [];
  for (let i = 0; i + 1 < parts.length; i += 2)
    starts.push({ hostId: parts[i], start: Number(parts[i + 1]) });
  return {
    cap: { limit: Number(row.cap_limit), period: row.cap_period === 'week' ? 'week' : 'day' },
    starts,
  };
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
