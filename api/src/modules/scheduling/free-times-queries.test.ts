import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { type SeededHost, seedTeam, seedTeamType } from '../../testing/team-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// What one uncached free-times request costs the database (issue #30, docs/database.md): a
// fixed, small number of statements, whatever the number of hosts; a team's hosts' bookings
// and calendars' busy time are read for all of them at once, not one round trip per host. Every
// statement is counted as the pool (PostgreSQL) or PGlite receives it.

interface Captured {
  text: string;
  values: unknown[];
}

const HOSTS = 5;

describe('the statements of one uncached free-times request', () => {
  let t: TestApp;
  let hosts: SeededHost[];
  let personalSlug: string;
  let team: { id: string; slug: string };
  let collective: { slug: string };
  let roundRobin: { slug: string };
  const captured: Captured[] = [];
  let capturing = false;
  const date = utcDate(3);

  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0, freeTimesCacheSeconds: 0 });
    hosts = [];
    for (let i = 0; i < HOSTS; i += 1) hosts.push(await seedHost(t.app));
    const { eventType } = await seedEventType(t.app, hosts[0].user.id, { duration: 30 });
    personalSlug = eventType.slug;
    team = await seedTeam(t.app, hosts[0], hosts.slice(1));
    collective = await seedTeamType(t.app, hosts[0], team, 'collective', { duration: 30 });
    roundRobin = await seedTeamType(t.app, hosts[0], team, 'round_robin', { duration: 30 });

    // Hosts 1 and 2 have a Google account whose busy answer is cached and fresh (so Google is
    // never asked): host 1 is busy 10:00-11:00, host 2 12:00-13:00 of `date`.
    for (const [index, busyFrom] of [
      [1, '10:00'],
      [2, '12:00'],
    ] as const) {
      const { rows } = (await t.app.db.execute(sql`
        INSERT INTO google_accounts (user_id, google_subject, email, scopes, access_token_sealed, is_primary)
        VALUES (${hosts[index].user.id}::uuid, ${`subject-${index}`}, ${`host${index}@example.com`}, '[]'::jsonb, 'unused', true)
        RETURNING id`)) as unknown as { rows: { id: string }[] };
      const start = Date.parse(utcInstant(date, busyFrom));
      await t.app.db.execute(sql`
        INSERT INTO calendar_busy_cache (host_id, source, window_from, window_to, busy, fetched_at)
        VALUES (${hosts[index].user.id}::uuid, ${`google:${rows[0].id}`}, '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z',
          ${JSON.stringify([[start, start + 3_600_000]])}::jsonb, now())`);
    }

    // Every statement the database receives, however the handle sends it.
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const [first, second] = args;
      if (capturing) {
        if (typeof first === 'string') captured.push({ text: first, values: (second as unknown[]) ?? [] });
        else if (first && typeof first === 'object' && 'text' in first) {
          const config = first as { text: string; values?: unknown[] };
          captured.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
        }
      }
      return query(...args);
    };
  });

  after(async () => {
    await t?.close();
  });

  async function freeTimes(url: string): Promise<{ times: string[]; statements: Captured[] }> {
    captured.length = 0;
    capturing = true;
    const response = await t.app.inject({ method: 'GET', url });
    capturing = false;
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json() as { data: FreeTimes };
    return {
      times: data.days.flatMap((day) => day.times.map((time) => time.start)),
      statements: [...captured],
    };
  }

  const query = `start=${date}&end=${date}&time_zone=UTC`;

  test('a personal type: the type, then one statement for schedule, bookings, days away and calendars', async () => {
    const { times, statements } = await freeTimes(
      `/api/public/event-types/${hosts[0].user.username}/${personalSlug}/free-times?${query}`,
    );
    assert.equal(times.length, 16);
    assert.equal(statements.length, 2, statements.map((s) => s.text).join('\n\n'));
  });

  test('a collective type of five hosts, two with calendars: the same few statements, none per host', async () => {
    const { times, statements } = await freeTimes(
      `/api/public/teams/${team.slug}/${collective.slug}/free-times?${query}`,
    );
    // Both calendars' busy hours are gone (each hour holds two half-hour starts).
    assert.equal(times.length, 16 - 4);
    assert.ok(!times.includes(utcInstant(date, '10:00')));
    assert.ok(!times.includes(utcInstant(date, '12:30')));
    assert.ok(times.includes(utcInstant(date, '11:00')));
    // The type with its team and hosts; every host's schedule and bookings; Google accounts and
    // their calendar lists, CalDAV and Microsoft calendars (each one statement for all hosts);
    // the cached busy answers of both hosts.
    assert.ok(statements.length <= 7, statements.map((s) => s.text).join('\n\n'));
    const perHost = statements.filter(({ values }) =>
      hosts.some((host) => values.length > 0 && values.every((value) => value === host.user.id)),
    );
    assert.deepEqual(perHost, [], 'no statement reads one host only');
    assert.equal(
      statements.filter(({ text }) => /\bcalendar_busy_cache\b/.test(text)).length,
      1,
      'the cached busy answers of both hosts in one statement',
    );
  });

  test('a round-robin type of five hosts: any host free, in as few statements', async () => {
    const { times, statements } = await freeTimes(
      `/api/public/teams/${team.slug}/${roundRobin.slug}/free-times?${query}`,
    );
    assert.equal(times.length, 16);
    // The collective's statements and the round robin's cap (none set: no more).
    assert.ok(statements.length <= 8, statements.map((s) => s.text).join('\n\n'));
  });

  test('without calendars a team type is two statements', async () => {
    await t.app.db.execute(sql`DELETE FROM google_accounts`);
    const { times, statements } = await freeTimes(
      `/api/public/teams/${team.slug}/${collective.slug}/free-times?${query}`,
    );
    assert.equal(times.length, 16);
    assert.equal(statements.length, 2, statements.map((s) => s.text).join('\n\n'));
  });
});

// The team statement's plan at 100,000 bookings (the personal one is in
// bookings/hot-path-plans.test.ts): each host's busy time comes through the booking_hosts
// index, never a sequential scan of the bookings.
const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): the plans of PGlite are not the production ones';

describe('a team type over 100,000 bookings reads busy time through the indexes', { skip }, () => {
  let t: TestApp;
  let team: { id: string; slug: string };
  let collective: { slug: string };
  const captured: Captured[] = [];

  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0, freeTimesCacheSeconds: 0 });
    const hosts: SeededHost[] = [];
    for (let i = 0; i < HOSTS; i += 1) hosts.push(await seedHost(t.app));
    team = await seedTeam(t.app, hosts[0], hosts.slice(1));
    collective = await seedTeamType(t.app, hosts[0], team, 'collective', {
      duration: 30,
      booking_window_days: 365,
    });
    const { eventType } = await seedEventType(t.app, hosts[0].user.id, { duration: 30 });
    // 20,000 bookings a host, one every 30 minutes from about 70 days ago; written in bulk with
    // the triggers off and booking_hosts filled from them (as migration 0025 backfills).
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
          seat_key, attendee_name, attendee_email, timezone)
        SELECT h, ${eventType.id}::uuid, 'confirmed', s, s + interval '30 minutes', s, s + interval '30 minutes',
          gen_random_uuid()::text, 'Attendee', 'attendee@example.com', 'UTC'
        FROM unnest(${`{${hosts.map((host) => host.user.id).join(',')}}`}::uuid[]) h,
          (SELECT date_trunc('hour', now()) + (i - 3360) * interval '30 minutes' AS s
           FROM generate_series(0, ${100_000 / HOSTS - 1}) i) slots`);
      await tx.execute(sql`
        INSERT INTO booking_hosts (booking_id, host_id, blocked_start, blocked_end, seat_key, live,
          start_time, status, event_type_id)
        SELECT id, host_id, blocked_start, blocked_end, seat_key, true, start_time, status, event_type_id
        FROM bookings`);
    });
    await t.app.db.execute(sql`VACUUM ANALYZE`);
    const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === 'string') captured.push({ text: first, values: (second as unknown[]) ?? [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        captured.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
      }
      return query(...args);
    };
  });

  after(async () => {
    await t?.close();
  });

  test('the free times of a month', async () => {
    captured.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/teams/${team.slug}/${collective.slug}/free-times?start=${utcDate(1)}&end=${utcDate(30)}&time_zone=UTC`,
    });
    assert.equal(response.statusCode, 200, response.body);
    const reads = captured.filter(({ text }) => /\b(bookings|booking_hosts)\b/.test(text));
    assert.ok(reads.length > 0, 'the bookings were read');
    const explainer = new pg.Client({ connectionString: t.config.databaseUrl as string });
    await explainer.connect();
    try {
      for (const { text, values } of reads) {
        const plan = (await explainer.query(`EXPLAIN ${text}`, values)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        assert.doesNotMatch(plan, /Seq Scan on (bookings|booking_hosts)\b/, plan);
        assert.match(plan, /booking_hosts/, plan);
      }
      // The scheduling statement is prepared once per connection: after five runs PostgreSQL may
      // keep one generic plan for every value, which must use the indexes too.
      await explainer.query('SET plan_cache_mode = force_generic_plan');
      for (const [index, { text, values }] of reads.entries()) {
        await explainer.query(`PREPARE generic_${index} AS ${text}`);
        const literals = values.map((value) =>
          value === null ? 'NULL' : explainer.escapeLiteral(String(value)),
        );
        const plan = (await explainer.query(`EXPLAIN EXECUTE generic_${index}(${literals.join(', ')})`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        assert.doesNotMatch(plan, /Seq Scan on (bookings|booking_hosts)\b/, plan);
        assert.match(plan, /booking_hosts/, plan);
      }
    } finally {
      await explainer.end();
    }
  });
});
