import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BookingStats, BookingsPage } from '@slotwise/shared/contract/bookings.contract';
import { type SQL, sql } from 'drizzle-orm';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// The exact per-day counts of migration 0025 and the per-host totals of migration 0027
// (docs/database.md): after every kind of change a
// booking goes through (booked, confirmed, cancelled, moved across midnight, reassigned, a
// co-host added, deleted, its event type deleted), booking_host_count over any span, with
// edges anywhere in a day, equals counting the bookings themselves. On PGlite and PostgreSQL.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('booking_day_counts', () => {
  let a: Awaited<ReturnType<typeof seedHost>>;
  let b: Awaited<ReturnType<typeof seedHost>>;
  let typeOne: string;
  let typeTwo: string;
  let typeOfB: string;
  const base = Date.parse('2031-03-10T00:00:00Z');

  before(async () => {
    a = await seedHost(t.app);
    b = await seedHost(t.app);
    typeOne = (await seedEventType(t.app, a.user.id)).eventType.id;
    typeTwo = (await seedEventType(t.app, a.user.id, { title: 'Deep dive' })).eventType.id;
    typeOfB = (await seedEventType(t.app, b.user.id)).eventType.id;
    // 120 bookings of A, one every 97 minutes (so they fall at every hour of the UTC day and
    // cross midnights), both types, every status; 30 of B.
    await t.app.db.execute(sql`
      INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
        seat_key, attendee_name, attendee_email, timezone)
      SELECT ${a.user.id}::uuid, CASE WHEN i % 3 = 0 THEN ${typeTwo}::uuid ELSE ${typeOne}::uuid END,
        CASE WHEN i % 5 < 3 THEN 'confirmed' WHEN i % 5 = 3 THEN 'pending' ELSE 'cancelled' END,
        s, s + interval '30 minutes', s, s + interval '30 minutes',
        gen_random_uuid()::text, 'Attendee ' || i, 'a' || i || '@example.com', 'UTC'
      FROM (SELECT i, ${new Date(base).toISOString()}::timestamptz + i * interval '97 minutes' AS s
            FROM generate_series(0, 119) i) slots`);
    await t.app.db.execute(sql`
      INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
        seat_key, attendee_name, attendee_email, timezone)
      SELECT ${b.user.id}::uuid, ${typeOfB}::uuid, 'confirmed',
        s, s + interval '30 minutes', s, s + interval '30 minutes',
        gen_random_uuid()::text, 'Guest ' || i, 'g' || i || '@example.com', 'UTC'
      FROM (SELECT i, ${new Date(base).toISOString()}::timestamptz + interval '13 minutes' + i * interval '211 minutes' AS s
            FROM generate_series(0, 29) i) slots`);
  });

  /** Spans with edges on and off UTC midnight, open ends, empty and inverted ones. */
  function spans(): [string | null, string | null][] {
    const at = (hours: number) => new Date(base + hours * 3_600_000).toISOString();
    const edges = [
      null,
      at(-30),
      at(0),
      at(5.5),
      at(23.99),
      at(24),
      at(47.25),
      at(70),
      at(96),
      at(130.75),
      at(400),
    ];
    const pairs: [string | null, string | null][] = [];
    for (const from of edges) for (const to of edges) pairs.push([from, to]);
    return pairs;
  }

  async function assertExact(label: string) {
    for (const host of [a.user.id, b.user.id]) {
      const counted = await rows<{
        from: string | null;
        to: string | null;
        status: string | null;
        fast: string;
        slow: string;
      }>(sql`
        SELECT span.f AS from, span.t AS to, st.status,
          booking_host_count(${host}::uuid, st.status, NULL, span.f, span.t) AS fast,
          (SELECT count(*) FROM bookings bk
            WHERE bk.id IN (SELECT bh.booking_id FROM booking_hosts bh WHERE bh.host_id = ${host}::uuid)
              AND (st.status IS NULL OR bk.status = st.status)
              AND (span.f IS NULL OR bk.start_time >= span.f) AND (span.t IS NULL OR bk.start_time < span.t)) AS slow
        FROM (SELECT (s->>0)::timestamptz AS f, (s->>1)::timestamptz AS t
              FROM jsonb_array_elements(${JSON.stringify(spans())}::jsonb) s) span
        CROSS JOIN (VALUES (NULL::text), ('pending'), ('confirmed'), ('cancelled')) st(status)`);
      for (const row of counted) {
        assert.equal(Number(row.fast), Number(row.slow), `${label}: ${JSON.stringify(row)}`);
      }
      const byType = await rows<{ event_type_id: string; status: string; n: string }>(sql`
        SELECT event_type_id, status, n FROM booking_host_type_counts(${host}::uuid, NULL, NULL) ORDER BY 1, 2`);
      const direct = await rows<{ event_type_id: string; status: string; n: string }>(sql`
        SELECT bk.event_type_id, bk.status, count(*) AS n FROM bookings bk
        WHERE bk.id IN (SELECT bh.booking_id FROM booking_hosts bh WHERE bh.host_id = ${host}::uuid)
        GROUP BY 1, 2 ORDER BY 1, 2`);
      assert.deepEqual(
        byType.map((row) => [row.event_type_id, row.status, Number(row.n)]),
        direct.map((row) => [row.event_type_id, row.status, Number(row.n)]),
        label,
      );
      // The totals of migration 0027 (the dashboard figures) hold the same numbers.
      const totals = await rows<{ event_type_id: string; status: string; n: string }>(sql`
        SELECT event_type_id, status, n FROM booking_host_totals WHERE host_id = ${host}::uuid AND n <> 0 ORDER BY 1, 2`);
      assert.deepEqual(
        totals.map((row) => [row.event_type_id, row.status, Number(row.n)]),
        direct.map((row) => [row.event_type_id, row.status, Number(row.n)]),
        `${label}: booking_host_totals`,
      );
    }
  }

  test('stay exact through every change a booking goes through', async () => {
    await assertExact('seeded');
    // Confirm the pending, cancel some confirmed.
    await t.app.db.execute(
      sql`UPDATE bookings SET status = 'confirmed' WHERE host_id = ${a.user.id}::uuid AND status = 'pending' AND attendee_name LIKE '%3'`,
    );
    await t.app.db.execute(
      sql`UPDATE bookings SET status = 'cancelled' WHERE host_id = ${a.user.id}::uuid AND attendee_name LIKE '%7'`,
    );
    await assertExact('confirmed and cancelled');
    // Move cancelled bookings across midnight (a cancelled one never overlaps anything).
    await t.app.db.execute(sql`
      UPDATE bookings SET start_time = start_time + interval '17 hours', end_time = end_time + interval '17 hours',
        blocked_start = blocked_start + interval '17 hours', blocked_end = blocked_end + interval '17 hours'
      WHERE host_id = ${a.user.id}::uuid AND status = 'cancelled'`);
    await assertExact('moved');
    // Reassign some of A's cancelled bookings to B (round robin), and add B as a co-host of
    // one of A's cancelled bookings (a collective's second host).
    await t.app.db.execute(
      sql`UPDATE bookings SET host_id = ${b.user.id}::uuid WHERE host_id = ${a.user.id}::uuid AND status = 'cancelled' AND attendee_name LIKE '%1'`,
    );
    const [shared] = await rows<{ id: string }>(sql`
      SELECT id FROM bookings WHERE host_id = ${a.user.id}::uuid AND status = 'cancelled' ORDER BY start_time LIMIT 1`);
    await t.app.db.execute(sql`
      INSERT INTO booking_hosts (booking_id, host_id, blocked_start, blocked_end, seat_key, live, start_time, status, event_type_id)
      SELECT id, ${b.user.id}::uuid, blocked_start, blocked_end, seat_key, false,
        '2000-01-01T00:00:00Z', 'pending', gen_random_uuid()
      FROM bookings WHERE id = ${shared.id}::uuid`);
    // The mirrored columns are the booking's, whatever the insert said.
    const [mirror] = await rows<{ same: boolean }>(sql`
      SELECT bh.start_time = bk.start_time AND bh.status = bk.status AND bh.event_type_id = bk.event_type_id AS same
      FROM booking_hosts bh JOIN bookings bk ON bk.id = bh.booking_id
      WHERE bh.booking_id = ${shared.id}::uuid AND bh.host_id = ${b.user.id}::uuid`);
    assert.equal(mirror.same, true);
    await assertExact('reassigned and co-hosted');
    // Delete some bookings, then a whole event type (its bookings go by cascade).
    await t.app.db.execute(
      sql`DELETE FROM bookings WHERE host_id = ${a.user.id}::uuid AND attendee_name LIKE '%9'`,
    );
    await t.app.db.execute(sql`DELETE FROM event_types WHERE id = ${typeTwo}::uuid`);
    await assertExact('deleted');
    // The totals' trigger runs at commit: a rolled back booking never counts, and a booking
    // made, confirmed, cancelled and deleted in one transaction leaves them as they were.
    await assert.rejects(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
            seat_key, attendee_name, attendee_email, timezone)
          VALUES (${a.user.id}::uuid, ${typeOne}::uuid, 'confirmed', '2035-01-01T10:00:00Z', '2035-01-01T10:30:00Z',
            '2035-01-01T10:00:00Z', '2035-01-01T10:30:00Z', 'rolled-back', 'Rolled', 'rolled@example.com', 'UTC')`);
        throw new Error('roll back');
      }),
      /roll back/,
    );
    await t.app.db.transaction(async (tx) => {
      const [made] = (
        (await tx.execute(sql`
          INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
            seat_key, attendee_name, attendee_email, timezone)
          VALUES (${a.user.id}::uuid, ${typeOne}::uuid, 'pending', '2035-01-02T10:00:00Z', '2035-01-02T10:30:00Z',
            '2035-01-02T10:00:00Z', '2035-01-02T10:30:00Z', 'short-lived', 'Brief', 'brief@example.com', 'UTC')
          RETURNING id`)) as unknown as { rows: { id: string }[] }
      ).rows;
      await tx.execute(sql`UPDATE bookings SET status = 'confirmed' WHERE id = ${made.id}::uuid`);
      await tx.execute(sql`UPDATE bookings SET status = 'cancelled' WHERE id = ${made.id}::uuid`);
      await tx.execute(sql`DELETE FROM bookings WHERE id = ${made.id}::uuid`);
    });
    await assertExact('rolled back and short-lived');
  });

  test('the figures follow bookings made, cancelled and rescheduled through the API', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const headers = { authorization: `Bearer ${host.accessToken}` };
    const day = utcDate(4);
    const book = async (time: string, email: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: {
          event_type_id: eventType.id,
          start_time: utcInstant(day, time),
          attendee_name: 'Ada Lovelace',
          attendee_email: email,
          timezone: 'UTC',
        },
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().data.id as string;
    };
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/bookings/stats', headers })).json()
        .data as BookingStats;
    const [first, second] = [await book('10:00', 'one@example.com'), await book('11:00', 'two@example.com')];
    await book('12:00', 'three@example.com');
    assert.deepEqual(await stats(), { total: 3, upcoming: 3, confirmed: 3, pending: 0 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${first}/cancel`,
      headers,
      payload: {},
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${second}/reschedule`,
      headers,
      payload: { start_time: utcInstant(utcDate(5), '09:00') },
    });
    assert.ok(moved.statusCode < 300, moved.body);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${first}`, headers });
    assert.equal(deleted.statusCode, 204, deleted.body);
    const [direct] = await rows<{ total: string; confirmed: string; pending: string }>(sql`
      SELECT count(*) AS total, count(*) FILTER (WHERE bk.status = 'confirmed') AS confirmed,
        count(*) FILTER (WHERE bk.status = 'pending') AS pending
      FROM bookings bk WHERE bk.id IN (SELECT bh.booking_id FROM booking_hosts bh WHERE bh.host_id = ${host.user.id}::uuid)`);
    const figures = await stats();
    assert.equal(figures.total, Number(direct.total));
    assert.equal(figures.confirmed, Number(direct.confirmed));
    assert.equal(figures.pending, Number(direct.pending));
    assert.equal(figures.total, 2);
  });

  test('the list total and the dashboard figures agree with the bookings', async () => {
    const call = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${a.accessToken}` } });
    const [direct] = await rows<{ total: string; confirmed: string; pending: string; past: string }>(sql`
      SELECT count(*) AS total, count(*) FILTER (WHERE bk.status = 'confirmed') AS confirmed,
        count(*) FILTER (WHERE bk.status = 'pending') AS pending,
        count(*) FILTER (WHERE bk.start_time < now()) AS past
      FROM bookings bk WHERE bk.id IN (SELECT bh.booking_id FROM booking_hosts bh WHERE bh.host_id = ${a.user.id}::uuid)`);
    const list = (await call('/api/bookings?per_page=5')).json() as BookingsPage;
    assert.equal(list.total, Number(direct.total));
    const pending = (await call('/api/bookings?status=pending&per_page=5')).json() as BookingsPage;
    assert.equal(pending.total, Number(direct.pending));
    const stats = (await call('/api/bookings/stats')).json().data as BookingStats;
    assert.equal(stats.total, Number(direct.total));
    assert.equal(stats.confirmed, Number(direct.confirmed));
    assert.equal(stats.pending, Number(direct.pending));
    // All in 2031: none past, every confirmed one upcoming.
    assert.equal(Number(direct.past), 0);
    assert.equal(stats.upcoming, Number(direct.confirmed));
  });
});
