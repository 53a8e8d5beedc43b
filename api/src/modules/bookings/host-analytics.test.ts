import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedEventType, seedHost } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { countHostAnalytics } from './host-analytics.repository';

// The analytics' one statement (host-analytics.repository.ts) against a plain count of the
// bookings table: bookings a minute either side of every week's start in the host's zone, of
// the span's ends and of `now`, and spread over the span, in zones whose weeks cut UTC days.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('analytics counts in one statement', () => {
  for (const timeZone of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
    test(`equal a plain count of the bookings (${timeZone})`, async () => {
      const host = await seedHost(t.app, { timeZone });
      const { eventType: first } = await seedEventType(t.app, host.user.id, { title: 'Alpha' });
      const { eventType: second } = await seedEventType(t.app, host.user.id, { title: 'Beta' });
      const now = new Date(Date.now() - (Date.now() % 60_000) + 17_000);
      const weeks = 6;
      const at = now.toISOString();
      // A minute either side of each cut and on it, and every 7 hours 13 minutes across the span.
      await t.app.db.execute(sql`
        WITH cuts AS (
          SELECT local_start AT TIME ZONE ${timeZone} AS cut
          FROM generate_series(
            date_trunc('week', ${at}::timestamptz AT TIME ZONE ${timeZone}) - interval '${sql.raw(String(weeks))} weeks',
            date_trunc('week', ${at}::timestamptz AT TIME ZONE ${timeZone}) + interval '${sql.raw(String(weeks + 1))} weeks',
            interval '1 week') AS local_start
          UNION SELECT ${at}::timestamptz
        ), instants AS (
          SELECT DISTINCT date_trunc('minute', cut) + offs * interval '1 minute' AS s
          FROM cuts, generate_series(-1, 1) AS offs
          UNION
          SELECT date_trunc('minute', ${at}::timestamptz) - interval '50 days' + i * interval '433 minutes'
          FROM generate_series(0, 330) AS i
        ), numbered AS (SELECT s, row_number() OVER (ORDER BY s) AS i FROM instants)
        INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
          seat_key, attendee_name, attendee_email, timezone)
        SELECT ${host.user.id}::uuid, CASE WHEN i % 3 = 0 THEN ${second.id}::uuid ELSE ${first.id}::uuid END,
          (ARRAY['confirmed', 'pending', 'cancelled', 'unverified', 'confirmed'])[1 + i % 5],
          s, s + interval '30 seconds', s, s + interval '30 seconds', gen_random_uuid()::text, 'A ' || i,
          'a' || i || '@example.com', 'UTC'
        FROM numbered`);

      const counted = await countHostAnalytics(t.app.db, host.user.id, weeks, now, weeks);
      assert.equal(counted.timeZone, timeZone);
      const expectedWeeks = await rows<{ week_start: string; n: number }>(sql`
        WITH weeks AS (
          SELECT local_start FROM generate_series(
            date_trunc('week', ${at}::timestamptz AT TIME ZONE ${timeZone}) - interval '${sql.raw(String(weeks - 1))} weeks',
            date_trunc('week', ${at}::timestamptz AT TIME ZONE ${timeZone}) + interval '${sql.raw(String(weeks))} weeks',
            interval '1 week') AS local_start
        )
        SELECT to_char(w.local_start, 'YYYY-MM-DD') AS week_start,
          (SELECT count(*)::int FROM bookings b WHERE b.host_id = ${host.user.id}::uuid AND b.status <> 'unverified'
            AND date_trunc('week', b.start_time AT TIME ZONE ${timeZone}) = w.local_start) AS n
        FROM weeks w ORDER BY w.local_start`);
      assert.deepEqual(
        counted.perWeek,
        expectedWeeks.map((row) => ({ weekStart: row.week_start, count: Number(row.n) })),
      );
      assert.ok(
        counted.perWeek.every((week) => week.count > 0),
        'every week has bookings',
      );
      const expectedTypes = await rows<{
        id: string;
        pending: number;
        confirmed: number;
        cancelled: number;
        upcoming: number;
      }>(sql`
        WITH span AS (
          SELECT (date_trunc('week', ${at}::timestamptz AT TIME ZONE ${timeZone}) - interval '${sql.raw(String(weeks - 1))} weeks') AT TIME ZONE ${timeZone} AS f,
            (date_trunc('week', ${at}::timestamptz AT TIME ZONE ${timeZone}) + interval '${sql.raw(String(weeks + 1))} weeks') AT TIME ZONE ${timeZone} AS t
        )
        SELECT b.event_type_id AS id,
          count(*) FILTER (WHERE b.status = 'pending')::int AS pending,
          count(*) FILTER (WHERE b.status = 'confirmed')::int AS confirmed,
          count(*) FILTER (WHERE b.status = 'cancelled')::int AS cancelled,
          count(*) FILTER (WHERE b.status IN ('pending', 'confirmed') AND b.start_time >= ${at}::timestamptz)::int AS upcoming
        FROM bookings b, span WHERE b.host_id = ${host.user.id}::uuid AND b.status <> 'unverified'
          AND b.start_time >= span.f AND b.start_time < span.t
        GROUP BY b.event_type_id ORDER BY count(*) DESC`);
      assert.deepEqual(
        counted.byEventType.map(({ title: _title, ...rest }) => rest),
        expectedTypes.map((row) => ({
          eventTypeId: row.id,
          pending: Number(row.pending),
          confirmed: Number(row.confirmed),
          cancelled: Number(row.cancelled),
          upcoming: Number(row.upcoming),
        })),
      );
      assert.deepEqual(
        counted.byEventType.map((row) => row.title),
        ['Alpha', 'Beta'],
      );
    });
  }
});
