import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { EventTypeStatusCounts } from './host-bookings.repository';

export interface HostAnalyticsCounts {
  timeZone: string;
  /** Every week of the span, oldest first, weeks without bookings 0. */
  perWeek: { weekStart: string; count: number }[];
  /** Event types with bookings in the span, most booked first. */
  byEventType: EventTypeStatusCounts[];
}

/**
 * The analytics' counts in one statement (docs/database.md#issue-30s-goals-measured): the
 * `weeks` weeks ending with the current one and the `weeksAhead` after it, weeks starting
 * Monday in the host's zone. Exact, from the incremental per-day counts (booking_day_counts,
 * migration 0025): a UTC day that lies inside one week and on one side of `now` counts by its
 * day rows; a day that a week's start, the span's end or `now` cuts (at most weeks + 2 of them,
 * none but today's in UTC) is counted in pieces between its cuts by booking_host_type_counts,
 * from the index. Before, each week was two calls of booking_host_count (48 plpgsql calls for
 * 12 weeks), plus two more and a time-zone lookup on their own round trips.
 */
export async function countHostAnalytics(
  db: DbExecutor,
  hostId: string,
  weeks: number,
  now: Date,
  weeksAhead: number,
): Promise<HostAnalyticsCounts> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    WITH zone AS (
      SELECT coalesce((SELECT time_zone FROM users WHERE id = ${hostId}::uuid), 'UTC') AS tz
    ), weeks AS (
      SELECT local_start, local_start AT TIME ZONE zone.tz AS starts,
        (local_start + interval '1 week') AT TIME ZONE zone.tz AS ends
      FROM zone, generate_series(
        date_trunc('week', ${at}::timestamptz AT TIME ZONE zone.tz) - (${weeks - 1} * interval '1 week'),
        date_trunc('week', ${at}::timestamptz AT TIME ZONE zone.tz) + (${weeksAhead} * interval '1 week'),
        interval '1 week'
      ) AS local_start
    ), span AS (
      SELECT min(starts) AS range_start, max(ends) AS range_end FROM weeks
    ), cuts AS (
      SELECT starts AS cut FROM weeks
      UNION SELECT range_end FROM span
      UNION SELECT ${at}::timestamptz
    ), cut_days AS (
      SELECT DISTINCT (cut AT TIME ZONE 'UTC')::date AS day FROM cuts
      WHERE cut <> (date_trunc('day', cut AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
    ), points AS (
      SELECT d.day, greatest(d.day::timestamp AT TIME ZONE 'UTC', span.range_start) AS at FROM cut_days d, span
      UNION SELECT d.day, least((d.day + 1)::timestamp AT TIME ZONE 'UTC', span.range_end) FROM cut_days d, span
      UNION SELECT (c.cut AT TIME ZONE 'UTC')::date, c.cut FROM cuts c, span
        WHERE c.cut > span.range_start AND c.cut < span.range_end
    ), pieces AS (
      -- A cut day in pieces between its cuts: each lies in one week and on one side of now.
      SELECT at AS piece_start, lead(at) OVER (PARTITION BY day ORDER BY at) AS piece_end FROM points
    ), parts AS (
      SELECT date_trunc('week', (c.day::timestamp AT TIME ZONE 'UTC') AT TIME ZONE zone.tz) AS local_start,
        (c.day::timestamp AT TIME ZONE 'UTC') >= ${at}::timestamptz AS ahead,
        c.event_type_id, c.status, c.n::bigint AS n
      FROM booking_day_counts c, span, zone
      WHERE c.host_id = ${hostId}::uuid AND c.n <> 0 AND c.status <> 'unverified'
        AND c.day >= (span.range_start AT TIME ZONE 'UTC')::date
        AND c.day < (span.range_end AT TIME ZONE 'UTC')::date
        AND c.day NOT IN (SELECT day FROM cut_days)
      UNION ALL
      -- Less than a day each: booking_host_type_counts counts them from the index. Being a
      -- function, its estimate does not grow with the host's bookings (a join to booking_hosts
      -- here was planned as costly enough for JIT at 100,000: over a second).
      SELECT date_trunc('week', p.piece_start AT TIME ZONE zone.tz), p.piece_start >= ${at}::timestamptz,
        t.event_type_id, t.status, t.n
      FROM pieces p CROSS JOIN zone
      CROSS JOIN LATERAL booking_host_type_counts(${hostId}::uuid, p.piece_start, p.piece_end) t
      WHERE p.piece_end > p.piece_start AND t.status <> 'unverified' AND t.n <> 0
    ), per_week AS (
      SELECT w.local_start, coalesce(sum(p.n), 0) AS n
      FROM weeks w LEFT JOIN parts p ON p.local_start = w.local_start
      GROUP BY w.local_start
    ), by_type AS (
      SELECT e.id, e.title,
        sum(p.n) FILTER (WHERE p.status = 'pending') AS pending,
        sum(p.n) FILTER (WHERE p.status = 'confirmed') AS confirmed,
        sum(p.n) FILTER (WHERE p.status = 'cancelled') AS cancelled,
        sum(p.n) FILTER (WHERE p.ahead AND p.status IN ('pending', 'confirmed')) AS upcoming,
        sum(p.n) AS total
      FROM parts p JOIN event_types e ON e.id = p.event_type_id
      GROUP BY e.id, e.title
      HAVING sum(p.n) > 0
    )
    SELECT (SELECT tz FROM zone) AS time_zone,
      (SELECT json_agg(json_build_array(to_char(local_start, 'YYYY-MM-DD'), n) ORDER BY local_start) FROM per_week) AS per_week,
      (SELECT json_agg(json_build_array(id, title, coalesce(pending, 0), coalesce(confirmed, 0),
        coalesce(cancelled, 0), coalesce(upcoming, 0)) ORDER BY total DESC, title) FROM by_type) AS by_type`)) as unknown as {
    rows: { time_zone: string; per_week: unknown; by_type: unknown }[];
  };
  const row = result.rows[0];
  // node-postgres parses json; PGlite too, but a driver may hand back text.
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) ?? [];
  const perWeek = parse(row.per_week) as [string, number | string][];
  const byType = parse(row.by_type) as [string, string, number, number, number, number][];
  return {
    timeZone: row.time_zone,
    perWeek: perWeek.map(([weekStart, count]) => ({ weekStart, count: Number(count) })),
    byEventType: byType.map(([eventTypeId, title, pending, confirmed, cancelled, upcoming]) => ({
      eventTypeId,
      title,
      pending: Number(pending),
      confirmed: Number(confirmed),
      cancelled: Number(cancelled),
      upcoming: Number(upcoming),
    })),
  };
}
