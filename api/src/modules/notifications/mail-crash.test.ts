import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { utcDate } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestDatabase, newAccount } from '../../testing/test-app.helper';

// kill -9 of the real server while bookings are being made: every booking it acknowledged must
// still get its two confirmation mails, each exactly once, from the restarted server.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BOOKINGS = 40;
const PUBLIC_URL = 'http://localhost:3000';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000; // a first PGlite start on a busy machine is slow
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, base, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not start within 150 s');
    }
    await sleep(100);
  }
}

const servers: Server[] = [];
let dataDir = '';
let database: Awaited<ReturnType<typeof createTestDatabase>> = null;
after(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await Promise.race([server.exited, sleep(15_000)]);
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
  await database?.drop().catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('kill -9 during bookings: every acknowledged booking gets both mails exactly once after restart', {
  timeout: 420_000,
}, async (t) => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-mail-crash-'));
  database = await createTestDatabase();
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    JOB_POLL_SECONDS: '1',
    // Short, so that on PostgreSQL the dead process's claims run out within the wait below
    // (PGlite frees them at start: no other process can hold them).
    JOB_LEASE_SECONDS: '3',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const first = await startServer(env);
  servers.push(first);

  // A host and an event type, through the API.
  const account = newAccount({ time_zone: 'UTC' });
  const registered = await fetch(`${first.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  assert.equal(registered.status, 201, await registered.clone().text());
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const created = await fetch(`${first.base}/api/event-types`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Crash call',
      slug: 'crash-call',
      duration: 15,
      minimum_notice_minutes: 0,
    }),
  });
  assert.equal(created.status, 201, await created.clone().text());
  const eventType = ((await created.json()) as { data: { id: string } }).data;
  const free = await fetch(
    `${first.base}/api/public/event-types/${account.username}/crash-call/free-times?start=${utcDate(1)}&end=${utcDate(14)}&time_zone=UTC`,
  );
  assert.equal(free.status, 200);
  const starts = ((await free.json()) as { data: { days: { times: { start: string }[] }[] } }).data.days
    .flatMap((day) => day.times.map((time) => time.start))
    .slice(0, BOOKINGS);
  assert.equal(starts.length, BOOKINGS);

  // Concurrent bookings at distinct free times; kill -9 right after the first ten acknowledgements.
  const acknowledged: { id: string; link: string; email: string }[] = [];
  let killed = false;
  await Promise.all(
    starts.map(async (start, i) => {
      const email = `crash.${i}@example.com`;
      try {
        const response = await fetch(`${first.base}/api/public/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            event_type_id: eventType.id,
            start_time: start,
            attendee_name: `Crash ${i}`,
            attendee_email: email,
            timezone: 'UTC',
          }),
        });
        if (response.status >= 200 && response.status < 300) {
          const body = (await response.json()) as { data: { id: string; link_secret: string } };
          acknowledged.push({ id: body.data.id, link: body.data.link_secret, email });
          if (acknowledged.length >= 10 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      } catch {
        // The connection died with the process: not acknowledged, nothing promised.
      }
    }),
  );
  if (!killed) first.child.kill('SIGKILL');
  await first.exited;
  assert.ok(acknowledged.length >= 10, `acknowledged ${acknowledged.length}`);

  const outboxAtKill = readOutbox(path.join(dataDir, 'outbox')).length;
  t.diagnostic(
    `${acknowledged.length} of ${BOOKINGS} acknowledged; ${outboxAtKill} of their ${2 * acknowledged.length} mails were out at the kill`,
  );

  const second = await startServer(env);
  servers.push(second);
  const outboxDir = path.join(dataDir, 'outbox');
  const mailsOf = (booking: { id: string; link: string; email: string }) => {
    const about = readOutbox(outboxDir).filter((mail) => mail.decoded.includes(booking.id));
    return {
      attendee: about.filter((mail) => mail.raw.includes(`To: ${booking.email}`)).length,
      host: about.filter((mail) => mail.raw.includes(`To: ${account.email}`)).length,
    };
  };
  const deadline = Date.now() + 30_000;
  let missing = acknowledged;
  while (Date.now() < deadline) {
    missing = acknowledged.filter((booking) => {
      const mails = mailsOf(booking);
      return mails.attendee === 0 || mails.host === 0;
    });
    if (missing.length === 0) break;
    await sleep(250);
  }
  assert.deepEqual(
    missing.map((booking) => booking.email),
    [],
    `${missing.length} of ${acknowledged.length} acknowledged bookings lack a mail`,
  );
  for (const booking of acknowledged) {
    assert.deepEqual(mailsOf(booking), { attendee: 1, host: 1 }, booking.email);
    const page = await fetch(`${second.base}/api/public/bookings/${booking.link}`);
    assert.equal(page.status, 200, `booking ${booking.id} survived`);
  }
});
