import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';
import { loadConfig, migrationsDir } from './config';
import { spawnApiScript, startServer } from './testing/spawned-server.helper';
import { createTestDatabase, newAccount } from './testing/test-app.helper';

// The real server process (src/server.ts) and the release command (src/migrate.ts), spawned
// as in production: on PGlite in a temporary data folder, or on a fresh PostgreSQL database
// when TEST_DATABASE_URL is set.

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Database variables for one spawned process: its own PostgreSQL database or PGlite folder. */
async function databaseEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-server-test-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = await createTestDatabase();
  if (database) cleanups.push(() => database.drop());
  return { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
}

const secrets = { JWT_SECRET: 'j'.repeat(48), ENCRYPTION_KEY: 'e'.repeat(48) };
const journalSize = (
  JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * A registration whose body is held back until `finish()`: the request is in flight (the
 * server is reading it) for as long as the test wants. One connection per request.
 */
function heldRegistration(url: string) {
  const body = JSON.stringify(newAccount());
  const split = Math.floor(body.length / 2);
  let finish: () => void = () => {};
  const status = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/auth/register`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, split));
    finish = () => req.end(body.slice(split));
  });
  status.catch(() => {});
  return { status, finish: () => finish() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process', () => {
  test('SIGTERM: not ready at once, still serving during the grace, in-flight requests finish, exit 0 within the bound', async () => {
    const server = await startServer({
      ...(await databaseEnv()),
      ...secrets,
      SHUTDOWN_GRACE_SECONDS: '1',
      SHUTDOWN_DRAIN_SECONDS: '3',
    });
    cleanups.push(() => server.kill());
    assert.equal((await fetch(`${server.url}/api/ready`)).status, 200);

    const inFlight = Array.from({ length: 5 }, () => heldRegistration(server.url));
    // A request that never completes: the drain bound must cut it.
    const stuck = heldRegistration(server.url);
    await sleep(300);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    let ready = await fetch(`${server.url}/api/ready`);
    while (ready.status === 200 && Date.now() - signalledAt < 1000) {
      ready = await fetch(`${server.url}/api/ready`);
    }
    assert.equal(ready.status, 503);
    assert.deepEqual(await ready.json(), { status: 'shutting down' });
    assert.ok(Date.now() - signalledAt < 500, 'not ready within 500 ms of SIGTERM');
    // During the grace new requests are still served (the load balancer has not noticed yet).
    assert.equal((await fetch(`${server.url}/api/health`)).status, 200);

    // After the grace the server has stopped listening; the held requests are still in flight.
    await sleep(1500 - (Date.now() - signalledAt));
    for (const held of inFlight) held.finish();
    assert.deepEqual(await Promise.all(inFlight.map((held) => held.status)), [201, 201, 201, 201, 201]);

    const code = await Promise.race([server.exited, sleep(10_000).then(() => 'timeout')]);
    const took = Date.now() - signalledAt;
    assert.equal(code, 0, server.output());
    // Grace 1 s + drain bound 3 s: the stuck request was waited for, then cut.
    assert.ok(took >= 3500 && took < 9000, `exited ${took} ms after SIGTERM`);
    await assert.rejects(stuck.status);
  });

  test('in production it refuses generated secrets on a shared database, naming the variables', async () => {
    const refused = spawnApiScript('src/server.ts', {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'slotwise-server-test-')),
      JWT_SECRET: secrets.JWT_SECRET,
    });
    cleanups.push(() => refused.kill());
    assert.equal(await refused.exited, 1);
    assert.match(refused.output(), /ENCRYPTION_KEY must be set in production/);
    assert.doesNotMatch(refused.output(), /JWT_SECRET/);

    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/slotwise' };
    assert.throws(() => loadConfig(env), /JWT_SECRET and ENCRYPTION_KEY must be set in production/);
    assert.equal(loadConfig({ ...env, ...secrets }).jwtSecret, secrets.JWT_SECRET);
  });

  test('the migrate command applies every migration, exits 0, and a second run applies none', async () => {
    const env = await databaseEnv();
    const runs: { applied: number; total: number }[] = [];
    for (let run = 0; run < 2; run += 1) {
      const migrate = spawnApiScript('src/migrate.ts', env);
      cleanups.push(() => migrate.kill());
      assert.equal(await migrate.exited, 0, migrate.output());
      runs.push(JSON.parse(migrate.output().trim().split('\n').at(-1) as string));
    }
    assert.deepEqual(
      runs.map(({ applied, total }) => ({ applied, total })),
      [
        { applied: journalSize, total: journalSize },
        { applied: 0, total: journalSize },
      ],
    );
  });

  test('a replica waiting for the migration lock longer than the plugin timeout still starts', {
    skip: !process.env.TEST_DATABASE_URL && 'the migration lock is a PostgreSQL advisory lock',
  }, async () => {
    const env = await databaseEnv();
    // Another replica migrating: the lock is held on the same database (advisory locks are per database).
    const holder = new pg.Client({ connectionString: env.DATABASE_URL });
    await holder.connect();
    cleanups.push(() => holder.end().catch(() => {}));
    await holder.query('SELECT pg_advisory_lock(727101001)');
    // Released only once the replica is seen waiting for it, and then longer than its plugin
    // timeout (2 s).
    const released = (async () => {
      for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
        const { rows } = await holder.query(
          `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        );
        if (rows[0].waiting > 0) break;
        await sleep(100);
      }
      await sleep(3000);
      await holder.query('SELECT pg_advisory_unlock(727101001)');
      // (Released after the deadline too, so that a broken server cannot hang the test.)
      return Date.now();
    })();
    const server = await startServer({ ...env, ...secrets, API_PLUGIN_TIMEOUT: '2', LOG_LEVEL: 'warn' });
    cleanups.push(() => server.kill());
    assert.ok(Date.now() >= (await released), 'ready only after the lock was released');
    assert.match(server.output(), /waiting for the migration lock held by another replica/);
    assert.equal((await fetch(`${server.url}/api/ready`)).status, 200);
    server.child.kill('SIGINT');
    assert.equal(await server.exited, 0);
  });
});
