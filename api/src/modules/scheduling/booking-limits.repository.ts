import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { users } from '../../db/schema/users.schema';

/** A host's own limits (across their types) and, when they have any, their meetings by local day. */
export interface HostLimitCounts {
  hostId: string;
  maxPerDay: number | null;
  maxPerWeek: number | null;
  /** Local day number (host's zone) -> live meetings; empty when the host has no limit. */
  days: Map<number, number>;
}

export interface LimitCountsQuery {
  /** Hosts whose own limits apply (their meetings counted in their own zone, users.time_zone). */
  hostIds: string[];
  hostFrom: Date;
  hostTo: Date;
  /** The event type's meetings (every host), by local day of `typeZone`, when it has limits. */
  type?: { id: string; zone: string; from: Date; to: Date };
  /** A booking not to count (one being moved). */
  ignoreBookingId?: string;
}

export interface LimitCounts {
  hosts: HostLimitCounts[];
  typeDays: Map<number, number>;
}

/** 'day,n,day,n' -> Map (day numbers since 1970-01-01). */
export function dayCounts(text: string | null): Map<number, number> {
  const days = new Map<number, number>();
  if (!text) return days;
  const parts = text.split(',');
  for (let i = 0; i + 1 < parts.length; i += 2) days.set(Number(parts[i]), Number(parts[i + 1]));
  return days;
}

/**
 * Live meetings by local day: a group time (its seats share one seat_key) counts once; `seatColumn`
 * null counts rows (every booking its own time). `zone` is an SQL expression (a host's
 * users.time_zone, or a bound zone name).
 */
function byLocalDay(source: SQL, zone: SQL, startColumn: SQL, seatColumn: SQL | null): SQL {
  const n = seatColumn ? sql`count(DISTINCT ${seatColumn})` : sql`count(*)`;
  return sql`(SELECT string_agg(d.day || ',' || d.n, ',') FROM (
      SELECT ((${startColumn} AT TIME ZONE ${zone})::date - date '1970-01-01') AS day, ${n} AS n
      FROM ${source} GROUP BY 1) AS d)`;
}

/**
 * A personal type's counts as two more columns of the free-times statement (one round trip):
 * `limit_type_days`, the type's meetings (from the owner's rows of booking_hosts: index-only
 * unless seated), and `limit_host_days`, the owner's meetings of every type. Null: not asked.
 */
export function personalLimitColumns(query: {
  hostId: string;
  zone: string;
  ignoreBookingId?: string;
  type?: { id: string; seated: boolean; from: Date; to: Date };
  host?: { from: Date; to: Date };
}): SQL {
  const { hostId, zone, ignoreBookingId, type, host } = query;
  const rows = (from: Date, to: Date, eventTypeId?: string) => sql`${bookingHosts}
      WHERE ${bookingHosts.hostId} = ${hostId}::uuid
        ${eventTypeId ? sql`AND ${bookingHosts.eventTypeId} = ${eventTypeId}::uuid` : sql``}
        AND ${bookingHosts.status} IN ('pending', 'confirmed')
        AND ${bookingHosts.startTime} >= ${from.toISOString()}::timestamptz
        AND ${bookingHosts.startTime} < ${to.toISOString()}::timestamptz
        ${ignoreBookingId ? sql`AND ${bookingHosts.bookingId} <> ${ignoreBookingId}::uuid` : sql``}`;
  const typeDays = type
    ? byLocalDay(
        rows(type.from, type.to, type.id),
        sql`${zone}::text`,
        sql`${bookingHosts.startTime}`,
        type.seated ? sql`${bookingHosts.seatKey}` : null,
      )
    : sql`NULL::text`;
  const hostDays = host
    ? byLocalDay(
        rows(host.from, host.to),
        sql`${zone}::text`,
        sql`${bookingHosts.startTime}`,
        sql`${bookingHosts.seatKey}`,
      )
    : sql`NULL::text`;
  return sql`${typeDays} AS limit_type_days, ${hostDays} AS limit_host_days`;
}

/**
 * Everything the limits of docs/product.md#booking-limits-and-start-times read, in one statement:
 * each host's limits with their meetings per local day (only when they have a limit), and the
 * event type's meetings per local day.
 */
export async function loadLimitCounts(db: DbExecutor, query: LimitCountsQuery): Promise<LimitCounts> {
  const { hostIds, ignoreBookingId, type } = query;
  const parts: SQL[] = [];
  if (hostIds.length > 0) {
    const held = sql`${bookingHosts} WHERE ${bookingHosts.hostId} = ${users.id} AND ${bookingHosts.live}
        AND ${bookingHosts.startTime} >= ${query.hostFrom.toISOString()}::timestamptz
        AND ${bookingHosts.startTime} < ${query.hostTo.toISOString()}::timestamptz
        ${ignoreBookingId ? sql`AND ${bookingHosts.bookingId} <> ${ignoreBookingId}::uuid` : sql``}`;
    parts.push(sql`SELECT ${users.id}::text AS host_id, ${users.maxMeetingsPerDay} AS max_day,
        ${users.maxMeetingsPerWeek} AS max_week,
        CASE WHEN ${users.maxMeetingsPerDay} IS NULL AND ${users.maxMeetingsPerWeek} IS NULL THEN NULL
          ELSE ${byLocalDay(held, sql`${users.timeZone}`, sql`${bookingHosts.startTime}`, sql`${bookingHosts.seatKey}`)} END AS days
      FROM ${users} WHERE ${users.id} IN (${sql.join(
        hostIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
  if (type) {
    const own = sql`${bookings} WHERE ${bookings.eventTypeId} = ${type.id}::uuid
        AND ${bookings.status} IN ('pending', 'confirmed')
        AND ${bookings.startTime} >= ${type.from.toISOString()}::timestamptz
        AND ${bookings.startTime} < ${type.to.toISOString()}::timestamptz
        ${ignoreBookingId ? sql`AND ${bookings.id} <> ${ignoreBookingId}::uuid` : sql``}`;
    parts.push(sql`SELECT NULL::text AS host_id, NULL::integer AS max_day, NULL::integer AS max_week,
        ${byLocalDay(own, sql`${type.zone}::text`, sql`${bookings.startTime}`, sql`${bookings.seatKey}`)} AS days`);
  }
  if (parts.length === 0) return { hosts: [], typeDays: new Map() };
  const result = (await db.execute(sql.join(parts, sql` UNION ALL `))) as unknown as {
    rows: { host_id: string | null; max_day: number | null; max_week: number | null; days: string | null }[];
  };
  const hosts: HostLimitCounts[] = [];
  let typeDays = new Map<number, number>();
  for (const row of result.rows) {
    if (row.host_id === null) typeDays = dayCounts(row.days);
    else
      hosts.push({
        hostId: row.host_id,
        maxPerDay: row.max_day === null ? null : Number(row.max_day),
        maxPerWeek: row.max_week === null ? null : Number(row.max_week),
        days: dayCounts(row.days),
      });
  }
  return { hosts, typeDays };
}

/** Serialises the bookings that count against these limits until the transaction ends. */
export async function lockLimitKeys(db: DbExecutor, keys: string[]): Promise<void> {
  // Always in one order (type before hosts, then sorted): two bookings never wait on each other
  // in a cycle. The two-key form keeps these apart from the seat locks (one bigint key).
  for (const key of keys) await db.execute(sql`SELECT pg_advisory_xact_lock(26, hashtext(${key}))`);
}

/** The hosts among `hostIds` who set a limit of their own (per day or per week). */
export async function listLimitedHosts(db: DbExecutor, hostIds: string[]): Promise<string[]> {
  if (hostIds.length === 0) return [];
  const result = (await db.execute(
    sql`SELECT ${users.id}::text AS id FROM ${users}
      WHERE ${users.id} IN (${sql.join(
        hostIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) AND (${users.maxMeetingsPerDay} IS NOT NULL OR ${users.maxMeetingsPerWeek} IS NOT NULL)`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
