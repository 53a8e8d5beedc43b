// Helpers of the scheduling benchmarks (free-times, booking-race): start the API as a child
// process on a fresh database, seed a host with an event type and bookings, stop it again.
// Not a benchmark module itself (bench.mjs loads only *.bench.mjs).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../build-server.mjs';
import { postgresInstalled, startPostgresCluster } from '../postgres-cluster.mjs';
import { serverNodeArgs } from '../server-builds.mjs';
import { allocatePorts } from '../stack/free-ports.mjs';
import { repoRoot } from '../start.mjs';

const apiDir = join(repoRoot, 'api');

/** The API built once per bench run from the current sources (a second or so). */
/** @type {Promise<string> | null} */
let built = null;

/**
 * Starts the built API as production runs it (`node --enable-source-maps dist/server.js`) and
 * waits for /api/health.
 * @param {{ dataDir: string, databaseUrl?: string, env?: Record<string, string> }} options
 */
export async function startApi({ dataDir, databaseUrl, env = {} }) {
  built ??= buildServer('api');
  await built;
  const [port] = await allocatePorts(1);
  const child = spawn(process.execPath, serverNodeArgs('api', 'server'), {
    cwd: apiDir,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: '0',
      // The benches book hundreds of times from one address: measure the work, not the limits.
      PUBLIC_BOOKING_RATE_LIMIT_PER_IP: '1000000',
      PUBLIC_BOOKING_RATE_LIMIT_PER_EVENT_TYPE: '1000000',
      SHUTDOWN_GRACE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not start within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** For the benches that read the process's CPU time. */
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A database to run on: PGlite in a temporary data folder, or a throwaway PostgreSQL cluster.
 * `sql(text, params)` runs seeding statements while the API is stopped (PGlite: one process).
 * @param {'pglite' | 'postgres'} kind
 */
export async function createDatabase(kind) {
  const dataDir = await mkdtemp(join(tmpdir(), `slotwise-bench-${kind}-`));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      async sql(statements) {
        const { PGlite } = await import('@electric-sql/pglite');
        const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { btree_gist, pg_trgm } });
        try {
          const results = [];
          for (const [text, params] of statements) results.push((await db.query(text, params)).rows);
          return results;
        } finally {
          await db.close();
        }
      },
      async drop() {
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const cluster = await startPostgresCluster();
  const pg = (await import('pg')).default;
  return {
    kind,
    dataDir,
    databaseUrl: cluster.url,
    async sql(statements) {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const results = [];
        for (const [text, params] of statements) results.push((await client.query(text, params)).rows);
        return results;
      } finally {
        await client.end();
      }
    },
    async drop() {
      cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** @returns {('pglite' | 'postgres')[]} */
export function databaseKinds() {
  return postgresInstalled() ? ['pglite', 'postgres'] : ['pglite'];
}

/** 'YYYY-MM-DD' of today + `days` (UTC). */
export function utcDate(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Registers a host through the API (which also migrates a fresh database), then, with the API
 * stopped, gives it an every-day 00:00-24:00 UTC schedule, a 30-minute event type and
 * `bookings` confirmed bookings spread over the 30 days from tomorrow.
 */
export async function seedHost(database, { bookings = 0 } = {}) {
  const api = await startApi({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  let user;
  try {
    const response = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        surname: null,
        username: 'bench_host',
        email: 'bench.host@example.com',
        password: 'Correct-Horse-9',
        password_confirmation: 'Correct-Horse-9',
        avatar: null,
        time_zone: 'UTC',
      }),
    });
    if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
    user = (await response.json()).user;
  } finally {
    await api.stop();
  }
  const from = `${utcDate(1)}T00:00:00Z`;
  const [, , [eventType]] = await database.sql([
    [
      `DELETE FROM availability_slots WHERE availability_id IN (SELECT id FROM availabilities WHERE user_id = $1)`,
      [user.id],
    ],
    [
      `INSERT INTO availability_slots (availability_id, day_of_week, start_time, end_time)
       SELECT a.id, d, '00:00', '24:00' FROM availabilities a, generate_series(1, 7) d WHERE a.user_id = $1`,
      [user.id],
    ],
    [
      `INSERT INTO event_types (user_id, title, slug, duration, minimum_notice_minutes, booking_window_days)
       VALUES ($1, 'Bench call', 'bench', 30, 0, 60) RETURNING id`,
      [user.id],
    ],
  ]);
  if (bookings > 0) {
    // 1,440 half hours in 30 days: take 7 of every 10 until `bookings` are placed.
    await database.sql([
      [
        `INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
           seat_key, attendee_name, attendee_email, timezone)
         SELECT $1, $2, 'confirmed', s, s + interval '30 minutes', s, s + interval '30 minutes',
           gen_random_uuid()::text, 'Booked', 'booked@example.com', 'UTC'
         FROM (SELECT $3::timestamptz + i * interval '30 minutes' AS s
               FROM generate_series(0, 1439) i WHERE i % 10 < 7 LIMIT $4) slots`,
        [user.id, eventType.id, from, bookings],
      ],
      ['ANALYZE', []],
    ]);
  }
  return { username: user.username, slug: 'bench', eventTypeId: eventType.id };
}

/** Connections of the load tool in the API benches. */
export const LOAD_CONNECTIONS = 10;

/**
 * One autocannon run; resolves with its 2xx count, duration and every response time (ms). The
 * load tool stops without waiting for its last requests: as many more of the same, answered,
 * let the server finish those, so that the next run does not pay for them.
 */
export async function loadRoute(url, seconds) {
  const result = await new Promise((resolve, reject) => {
    const times = [];
    // As a browser asks: the answer compressed (the API's compression plugin), its cost counted.
    const headers = { 'accept-encoding': 'br, gzip' };
    const instance = autocannon(
      { url, connections: LOAD_CONNECTIONS, duration: seconds, headers },
      (error, summary) => {
        if (error) return reject(error);
        if (summary.non2xx > 0 || summary.errors > 0) {
          return reject(new Error(`${url}: ${summary.non2xx} non-2xx answers, ${summary.errors} errors`));
        }
        resolve({ ok: summary['2xx'], seconds: summary.duration, times });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, async () => (await fetch(url)).arrayBuffer()));
  return result;
}
