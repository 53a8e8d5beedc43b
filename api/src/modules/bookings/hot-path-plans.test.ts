import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BookingsPage } from '@slotwise/shared/contract/bookings.contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedEventType, seedHost, utcDate } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// The hot paths at 100,000 bookings (issue #30, docs/database.md): every statement the bookings
// list, its search, the dashboard figures, the analytics and the free times send is captured
// as the pool receives it, then explained with the same values; none may read bookings or
// booking_hosts with a sequential scan. The plan is what stays flat as data grows; the timing
// is the growth bench's (npm run bench -- --only growth).
const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): the plans of PGlite (one process, in memory) are not the production ones';

const BOOKINGS = 100_000;

interface Captured {
  text: string;
  values: unknown[];
}

describe('hot paths at 100,000 bookings use indexes', { skip }, () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof seedHost>>;
  let slug: string;
  let explainer: pg.Client;
  const captured: Captured[] = [];
  const nested: string[] = [];

  before(async () => {
    // No free-times cache: each request must reach the database.
    t = await createTestApp({ jobPollSeconds: 0, freeTimesCacheSeconds: 0 });
    host = await seedHost(t.app);
    const other = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30, bookingWindowDays: 365 });
    const { eventType: otherType } = await seedEventType(t.app, other.user.id, { duration: 30 });
    slug = eventType.slug;
    // One booking every 30 minutes from about 35 days ago onwards (so a month ahead is busy),
    // 7 in 10 confirmed, 2 pending, 1 cancelled; a second host's few hundred beside them.
    // Seeded in bulk as migration 0025 backfills: triggers off for the insert (one row-level
    // trigger per booking would take most of the test's time), booking_hosts and the day counts
    // filled from the bookings set-wise. The exclusion constraint still checks every row.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
      // The secondary indexes and the exclusion constraint are built once after the insert
      // (from their own definitions), which is several times faster than 100,000 inserts each.
      const { rows: saved } = (await tx.execute(sql`
        SELECT i.indrelid::regclass::text AS tbl, i.indexrelid::regclass::text AS name,
          pg_get_indexdef(i.indexrelid) AS def, c.conname, pg_get_constraintdef(c.oid) AS condef
        FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.contype IN ('x', 'u')
        WHERE i.indrelid IN ('bookings'::regclass, 'booking_hosts'::regclass) AND NOT i.indisprimary`)) as unknown as {
        rows: { tbl: string; name: string; def: string; conname: string | null; condef: string | null }[];
      };
      for (const index of saved) {
        await tx.execute(
          sql.raw(
            index.conname
              ? `ALTER TABLE ${index.tbl} DROP CONSTRAINT "${index.conname}"`
              : `DROP INDEX ${index.name}`,
          ),
        );
      }
      await tx.execute(sql`
        INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
          seat_key, attendee_name, attendee_email, timezone)
        SELECT ${host.user.id}::uuid, ${eventType.id}::uuid,
          CASE WHEN i % 10 < 7 THEN 'confirmed' WHEN i % 10 < 9 THEN 'pending' ELSE 'cancelled' END,
          s, s + interval '30 minutes', s, s + interval '30 minutes',
          gen_random_uuid()::text, 'Attendee ' || i, 'attendee' || i || '@example.com', 'UTC'
        FROM (SELECT i, date_trunc('hour', now()) + (i - 1680) * interval '30 minutes' AS s
              FROM generate_series(0, ${BOOKINGS - 1}) i) slots`);
      await tx.execute(sql`
        INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
          seat_key, attendee_name, attendee_email, timezone)
        SELECT ${other.user.id}::uuid, ${otherType.id}::uuid, 'confirmed',
          s, s + interval '30 minutes', s, s + interval '30 minutes',
          gen_random_uuid()::text, 'Guest ' || i, 'guest' || i || '@example.com', 'UTC'
        FROM (SELECT i, date_trunc('hour', now()) + i * interval '1 hour' AS s FROM generate_series(0, 499) i) slots`);
      await tx.execute(sql`
        INSERT INTO booking_hosts (booking_id, host_id, blocked_start, blocked_end, seat_key, live,
          start_time, status, event_type_id)
        SELECT id, host_id, blocked_start, blocked_end, seat_key, status <> 'cancelled', start_time, status, event_type_id
        FROM bookings`);
      await tx.execute(sql`
        INSERT INTO booking_day_counts (host_id, status, day, event_type_id, n)
        SELECT host_id, status, (start_time AT TIME ZONE 'UTC')::date, event_type_id, count(*)
        FROM booking_hosts GROUP BY 1, 2, 3, 4`);
      await tx.execute(sql`
        INSERT INTO booking_host_totals (host_id, status, event_type_id, n)
        SELECT host_id, status, event_type_id, count(*) FROM booking_hosts GROUP BY 1, 2, 3`);
      for (const index of saved) {
        await tx.execute(
          sql.raw(
            index.conname
              ? `ALTER TABLE ${index.tbl} ADD CONSTRAINT "${index.conname}" ${index.condef}`
              : index.def,
          ),
        );
      }
    });
    await t.app.db.execute(sql`VACUUM ANALYZE`);

    const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    // What Drizzle sends: (text, values), or a config object ({ text, name?, values? }) and values.
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === 'string') captured.push({ text: first, values: (second as unknown[]) ?? [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        captured.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
      }
      return query(...args);
    };
    explainer = new pg.Client({ connectionString: t.config.databaseUrl as string });
    await explainer.connect();
    // The count functions' own statements (plpgsql) do not show in EXPLAIN: auto_explain sends
    // every nested statement's plan to this client as a notice.
    explainer.on('notice', (notice) => nested.push(notice.message ?? ''));
    await explainer.query(`LOAD 'auto_explain'`);
    await explainer.query(
      'SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET auto_explain.log_level = notice',
    );
  });

  after(async () => {
    await explainer?.end();
    await t?.close();
  });

  /** The statements a request sent that read the bookings tables, with their plans. */
  async function plansOf(method: 'GET', url: string) {
    captured.length = 0;
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${host.accessToken}` },
    });
    assert.equal(response.statusCode, 200, response.body);
    const reads = captured.filter(({ text }) => /\b(bookings|booking_hosts|booking_host_\w+)\b/.test(text));
    assert.ok(reads.length > 0, `${url} read no bookings`);
    const plans: string[] = [];
    for (const { text, values } of reads) {
      nested.length = 0;
      // Run once with auto_explain (nested plans), then explained (the statement's own plan).
      await explainer.query(text, values);
      plans.push(...nested);
      const result = await explainer.query(`EXPLAIN ${text}`, values);
      plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return { body: response.json(), plans };
  }

  function assertNoSeqScan(plans: string[]) {
    for (const plan of plans) {
      // booking_day_counts may be read whole here: nearly all its rows are this host's.
      assert.doesNotMatch(plan, /Seq Scan on (bookings|booking_hosts)\b/, plan);
    }
  }

  test('the list, first and tenth page, and its filters', async () => {
    for (const query of [
      'page=1&per_page=15',
      'page=10&per_page=15',
      'when=upcoming&page=1&per_page=15',
      'when=past&page=3&per_page=15',
      'status=pending&page=1&per_page=15',
    ]) {
      const { body, plans } = await plansOf('GET', `/api/bookings?${query}`);
      assert.equal((body as BookingsPage).data.length, 15, query);
      assertNoSeqScan(plans);
    }
    const { body } = await plansOf('GET', '/api/bookings?page=1&per_page=15');
    assert.equal((body as BookingsPage).total, BOOKINGS);
  });

  test('the search goes through the trigram indexes', async () => {
    const { body, plans } = await plansOf('GET', '/api/bookings?search=attendee%2099&page=1&per_page=15');
    // Attendee 99, 990-999, 9900-9999 and 99000-99999: 1,111.
    assert.equal((body as BookingsPage).total, 1111);
    assertNoSeqScan(plans);
    assert.ok(
      plans.some((plan) => /bookings_attendee_(name|email)_trgm_idx/.test(plan)),
      plans.join('\n\n'),
    );
  });

  test('the dashboard figures and the analytics', async () => {
    const stats = await plansOf('GET', '/api/bookings/stats');
    assert.equal((stats.body as { data: { total: number } }).data.total, BOOKINGS);
    assertNoSeqScan(stats.plans);
    // Total, confirmed and pending: the host's few rows of booking_host_totals (migration 0027),
    // not a sum over every day of the history (here the table has 4 rows: read whole).
    assert.ok(
      stats.plans.some((plan) =>
        /Scan( using booking_host_totals_pk)? on booking_host_totals totals/.test(plan),
      ),
      stats.plans.join('\n\n'),
    );
    const analytics = await plansOf('GET', '/api/bookings/analytics?weeks=12');
    assertNoSeqScan(analytics.plans);
    // One statement (host-analytics.repository.ts), planned cheap enough that PostgreSQL does
    // not compile it with JIT (jit_above_cost): that took over a second per request at 100,000.
    assert.ok(analytics.plans.some((plan) => plan.includes('cut_days')));
    for (const plan of analytics.plans) assert.doesNotMatch(plan, /^\s*JIT:/m);
  });

  test('the free times of a month', async () => {
    const start = utcDate(1);
    const end = utcDate(30);
    const { plans } = await plansOf(
      'GET',
      `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${start}&end=${end}&time_zone=UTC`,
    );
    assertNoSeqScan(plans);
  });
});
