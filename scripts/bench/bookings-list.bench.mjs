// The host's bookings list (GET /api/bookings, first page of 15, and a search) with 10,000
// bookings on PostgreSQL, against a bare route of the same server that runs the same two SQL
// statements straight through pg (GET /api/bench/bookings, served only with BENCH_ROUTES=true):
// requests per second, latency and the ratio. Goal: the real route at >= 70% of the bare one.
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { postgresInstalled } from '../postgres-cluster.mjs';
import { createDatabase, seedHost, startApi } from './scheduling-api.mjs';

export const title =
  'Bookings list (10,000 bookings, PostgreSQL) vs the same SQL through pg, autocannon 10 connections';
export const needsStack = false;

const ROUNDS = 3;
const ROUND_SECONDS = 4;
const BOOKINGS = 10_000;

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    // As a browser asks: compressed answers, their cost counted.
    autocannon(
      { url, headers: { 'accept-encoding': 'br, gzip', ...headers }, connections: 10, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Both routes in turns (warm-up, then ROUNDS x (bare, real)), so a change in the machine's load
 * during the run (it is shared) weighs on both alike; figures are the means over the rounds.
 */
async function measurePair(bareUrl, realUrl, headers) {
  await load(bareUrl, headers, 2);
  await load(realUrl, headers, 2);
  const runs = { bare: [], real: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [key, url] of [
      ['bare', bareUrl],
      ['real', realUrl],
    ]) {
      const result = await load(url, headers, ROUND_SECONDS);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      runs[key].push(result);
    }
  }
  const mean = (results, pick) => results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  const summary = (results) => ({
    rps: mean(results, (result) => result.requests.average),
    p50: Math.round(mean(results, (result) => result.latency.p50)),
    p99: Math.round(mean(results, (result) => result.latency.p99)),
  });
  return { bare: summary(runs.bare), real: summary(runs.real) };
}

/**
 * 10,000 bookings of the bench host, one every 30 minutes from about 104 days ago to 104 days
 * ahead (so `upcoming` and `past` both have thousands), 7 in 10 confirmed, 2 pending, 1
 * cancelled, each attendee with their own name and e-mail.
 */
async function seedBookings(database, eventTypeId) {
  const [[host]] = await database.sql([["SELECT id FROM users WHERE username = 'bench_host'", []]]);
  await database.sql([
    [
      `INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
         seat_key, attendee_name, attendee_email, timezone, answers)
       SELECT $1, $2,
         CASE WHEN i % 10 < 7 THEN 'confirmed' WHEN i % 10 < 9 THEN 'pending' ELSE 'cancelled' END,
         s, s + interval '30 minutes', s, s + interval '30 minutes',
         gen_random_uuid()::text, 'Attendee ' || i, 'attendee' || i || '@example.com', 'Europe/Paris',
         jsonb_build_array(jsonb_build_object('question_id', gen_random_uuid(), 'question_text', 'Topic?', 'answer', 'Planning ' || i))
       FROM (SELECT i, date_trunc('hour', now()) + (i - $3 / 2) * interval '30 minutes' AS s
             FROM generate_series(0, $3 - 1) i) slots`,
      [host.id, eventTypeId, BOOKINGS],
    ],
    // What autovacuum does soon after a bulk insert: statistics and the visibility map (which
    // lets the count read the (host_id, start_time) index alone).
    ['VACUUM ANALYZE bookings', []],
  ]);
}

export async function run() {
  if (!postgresInstalled()) {
    return { columns: ['route', 'req/s'], rows: [], notes: ['PostgreSQL is not installed: skipped.'] };
  }
  const database = await createDatabase('postgres');
  const rows = [];
  const notes = [];
  try {
    const { eventTypeId } = await seedHost(database);
    await seedBookings(database, eventTypeId);
    const api = await startApi({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      env: { BENCH_ROUTES: 'true', ACCESS_TOKEN_TTL: '3600' },
    });
    try {
      const login = await fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'bench_host', password: 'Correct-Horse-9' }),
      });
      if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
      const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
      const cases = [
        ['first page of 15', 'page=1&per_page=15'],
        ['search, 15 a page', 'search=attendee%2099&page=1&per_page=15'],
      ];
      for (const [label, query] of cases) {
        const realUrl = `${api.url}/api/bookings?${query}`;
        const bareUrl = `${api.url}/api/bench/bookings?${query}`;
        // Both routes must give the same answer, or the comparison means nothing.
        const [realBody, bareBody] = await Promise.all(
          [realUrl, bareUrl].map(async (url) => (await fetch(url, { headers })).json()),
        );
        if (!isDeepStrictEqual(realBody, bareBody)) {
          throw new Error(`${label}: the bare route answers differently from GET /api/bookings`);
        }
        const { bare, real } = await measurePair(bareUrl, realUrl, headers);
        const ratio = (100 * real.rps) / bare.rps;
        rows.push([label, 'bare: same SQL through pg', Math.round(bare.rps), bare.p50, bare.p99, '100%']);
        rows.push([
          label,
          'GET /api/bookings',
          Math.round(real.rps),
          real.p50,
          real.p99,
          `${ratio.toFixed(1)}%`,
        ]);
        notes.push(`${label}: ${realBody.total} matching bookings, ${realBody.data.length} on the page.`);
      }
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
  notes.push(
    'Goal: GET /api/bookings >= 70% of the bare route (same process, same sign-in check, same SQL).',
  );
  notes.push(
    `Each figure: mean of ${ROUNDS} runs of ${ROUND_SECONDS} s, taken in turns with the other route after a 2 s warm-up each; latency in ms; API, PostgreSQL and load tool share the machine.`,
  );
  return { columns: ['list', 'route', 'req/s', 'p50 ms', 'p99 ms', 'vs bare'], rows, notes };
}
