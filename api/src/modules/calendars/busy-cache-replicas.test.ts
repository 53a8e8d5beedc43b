import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { type FakeGoogle, startFakeGoogle } from '../../../../scripts/fake-google.mjs';
import { apiDir } from '../../config';
import { createTestDatabase, newAccount } from '../../testing/test-app.helper';

// Two API processes on one PostgreSQL share one busy cache (docs/calendars.md#caching): what one
// asked Google, the other reads without asking; an invalidation in one is seen by the other.
const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): replicas share one database server, PGlite is in-process';

const PUBLIC_URL = 'http://localhost:3000';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an API process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within the deadline`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('one busy cache for two API processes on one PostgreSQL', { skip, timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let fake: FakeGoogle;
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-busy-replicas-'));

  before(async () => {
    database = await createTestDatabase();
    fake = await startFakeGoogle();
    const secrets = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          ...secrets,
          ...fake.env(),
          DATABASE_URL: database?.url,
          API_PORT: String(port),
          API_HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL,
          LOG_LEVEL: 'silent',
          JOB_POLL_SECONDS: '0',
          // Fresh for the whole test: a second call to Google can only come from a miss.
          GOOGLE_BUSY_CACHE_SECONDS: '600',
          FREE_TIMES_CACHE_SECONDS: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      urls.push(`http://127.0.0.1:${port}`);
      // The first one migrates the database alone.
      await waitForHealth(urls[i], child, Date.now() + 120_000);
    }
  });

  after(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }),
    );
    await fake?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const freeBusyCalls = () => fake.calendarRequests.filter((request) => request.path === '/freeBusy').length;

  test('process A fills the cache, process B reads it without asking Google; a booking in B is seen by A', async () => {
    const [a, b] = urls;
    const account = newAccount({ time_zone: 'UTC' });
    const registered = await fetch(`${a}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    assert.equal(registered.status, 201, await registered.clone().text());
    const { user, access_token: token } = (await registered.json()) as {
      user: { id: string; username: string };
      access_token: string;
    };
    assert.ok(token, 'the registration answers an access token');
    const auth = { authorization: `Bearer ${token}` };

    // Connect Google through process A (the real OAuth flow against the fake).
    fake.user = { sub: 'replica-1', email: 'replica@gmail.test', email_verified: true, name: 'R' };
    const connect = await fetch(`${a}/api/integrations/google-calendar/connect`, { headers: auth });
    assert.equal(connect.status, 200);
    const flow = /google_calendar_flow=([^;]+)/.exec(connect.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(flow);
    const consent = await fetch(((await connect.json()) as { redirect_url: string }).redirect_url, {
      redirect: 'manual',
    });
    const back = new URL(String(consent.headers.get('location')));
    const callback = await fetch(`${a}${back.pathname}${back.search}`, {
      headers: { cookie: `google_calendar_flow=${flow}` },
      redirect: 'manual',
    });
    assert.equal(
      new URL(String(callback.headers.get('location'))).searchParams.get('success'),
      'calendar_connected',
    );

    // Every day 09:00-17:00 and a 30-minute type, written directly.
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      await client.query(
        `DELETE FROM availability_slots WHERE availability_id IN (SELECT id FROM availabilities WHERE user_id = $1)`,
        [user.id],
      );
      await client.query(
        `INSERT INTO availability_slots (availability_id, day_of_week, start_time, end_time)
         SELECT a.id, d, '09:00', '17:00' FROM availabilities a, generate_series(1, 7) d WHERE a.user_id = $1`,
        [user.id],
      );
      await client.query(
        `INSERT INTO event_types (user_id, title, slug, duration, minimum_notice_minutes, booking_window_days)
         VALUES ($1, 'Replica call', 'replica', 30, 0, 60)`,
        [user.id],
      );
    } finally {
      await client.end();
    }
    const { rows } = await (async () => {
      const c = new pg.Client({ connectionString: database?.url });
      await c.connect();
      try {
        return await c.query(`SELECT id FROM event_types WHERE user_id = $1`, [user.id]);
      } finally {
        await c.end();
      }
    })();
    const eventTypeId = rows[0].id as string;

    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    fake.addBusy('replica@gmail.test', `${date}T10:00:00Z`, `${date}T11:00:00Z`);
    const freeTimes = async (url: string) => {
      const response = await fetch(
        `${url}/api/public/event-types/${user.username}/replica/free-times?start=${date}&end=${date}&time_zone=UTC`,
      );
      assert.equal(response.status, 200);
      const body = (await response.json()) as { data: { days: { times: { start: string }[] }[] } };
      return body.data.days[0].times.map((time) => time.start);
    };

    const before = freeBusyCalls();
    const fromA = await freeTimes(a);
    assert.equal(freeBusyCalls(), before + 1, 'A asked Google');
    assert.ok(!fromA.includes(`${date}T10:00:00.000Z`), "Google's busy time is applied");
    const fromB = await freeTimes(b);
    assert.equal(freeBusyCalls(), before + 1, "B read A's answer from the database, without asking Google");
    assert.deepEqual(fromB, fromA);

    // A booking through B: B makes the host's answers stale; A asks Google again.
    const booked = await fetch(`${b}/api/public/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event_type_id: eventTypeId,
        start_time: `${date}T13:00:00Z`,
        attendee_name: 'Ada',
        attendee_email: 'ada@example.com',
        timezone: 'UTC',
      }),
    });
    assert.equal(booked.status, 201, await booked.text());
    const afterBooking = freeBusyCalls();
    // The invalidation runs right after the booking's transaction: give it a moment.
    let seen = false;
    for (let i = 0; i < 50 && !seen; i += 1) {
      await freeTimes(a);
      seen = freeBusyCalls() > afterBooking;
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(seen, "A saw B's invalidation and asked Google again");
  });
});
