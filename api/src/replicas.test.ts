import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { pngWithText } from './modules/settings/avatar-image.fixtures';
import { seedEventType, seedHost, utcDate, utcInstant } from './testing/booking-seed.helper';
import { type SpawnedServer, startServer } from './testing/spawned-server.helper';
import { createTestApp, registerAccount, type TestApp } from './testing/test-app.helper';

// Two real API processes on one PostgreSQL database, as docker/compose.yaml runs them. The
// test app only creates the database and seeds rows; it serves no request of the scenarios.
const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process, there are no replicas';

describe('two API replicas on one PostgreSQL', { skip }, () => {
  let t: TestApp;
  let a: SpawnedServer;
  let b: SpawnedServer;
  const dataDirs: string[] = [];

  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
    const env = () => {
      // Each replica its own data folder, as on separate machines: nothing may go through it.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-replica-'));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: t.config.databaseUrl as string,
        DATA_DIR: dataDir,
        JWT_SECRET: t.config.jwtSecret,
        ENCRYPTION_KEY: t.config.encryptionKey,
        // Far longer than the test: only the invalidation can make B drop its answer in time.
        FREE_TIMES_CACHE_SECONDS: '60',
      };
    };
    [a, b] = await Promise.all([startServer(env()), startServer(env())]);
  });

  after(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      server.child.kill('SIGINT');
      const code = await Promise.race([
        server.exited,
        new Promise((r) => setTimeout(() => r('timeout'), 15_000)),
      ]);
      if (code === 'timeout') server.kill();
    }
    await t?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  test('a booking on A drops the cached free times on B within 500 ms', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const day = utcDate(3);
    const taken = utcInstant(day, '10:00');
    const freeTimesUrl = `${b.url}/api/public/event-types/${host.user.username}/${eventType.slug}/free-times?start=${day}&end=${day}&time_zone=UTC`;
    const starts = async () => {
      const response = await fetch(freeTimesUrl);
      assert.equal(response.status, 200);
      const body = (await response.json()) as { data: FreeTimes };
      return body.data.days.flatMap((d) => d.times.map((time) => time.start));
    };
    assert.ok((await starts()).includes(taken), 'the time is free before the booking');

    const booked = await fetch(`${a.url}/api/public/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event_type_id: eventType.id,
        start_time: taken,
        attendee_name: 'Grace Hopper',
        attendee_email: 'grace@example.com',
        timezone: 'UTC',
      }),
    });
    assert.equal(booked.status, 201, await booked.clone().text());
    const bookedAt = Date.now();
    for (;;) {
      if (!(await starts()).includes(taken)) break;
      assert.ok(Date.now() - bookedAt < 2000, 'B still serves the booked time 2 s later');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const elapsed = Date.now() - bookedAt;
    assert.ok(elapsed < 500, `B dropped the booked time after ${elapsed} ms`);
  });

  test('an avatar uploaded on A is served by B (same bytes, type, ETag) and deleted through B', async () => {
    const account = await registerAccount(t.app);
    const auth = { authorization: `Bearer ${account.accessToken}` };
    const boundary = '----slotwise-replicas';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pngWithText(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await fetch(`${a.url}/api/avatar`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: payload,
    });
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    const { avatar } = (await uploaded.json()) as { avatar: string };

    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${avatar}`), fetch(`${b.url}${avatar}`)]);
    assert.equal(fromB.status, 200);
    assert.equal(fromB.headers.get('content-type'), 'image/png');
    assert.match(String(fromB.headers.get('cache-control')), /immutable/);
    assert.equal(fromB.headers.get('etag'), fromA.headers.get('etag'));
    assert.deepEqual(Buffer.from(await fromB.arrayBuffer()), Buffer.from(await fromA.arrayBuffer()));
    const revalidated = await fetch(`${b.url}${avatar}`, {
      headers: { 'if-none-match': String(fromA.headers.get('etag')) },
    });
    assert.equal(revalidated.status, 304);

    const removed = await fetch(`${b.url}/api/avatar`, { method: 'DELETE', headers: auth });
    assert.equal(removed.status, 204);
    assert.equal((await fetch(`${a.url}${avatar}`)).status, 404);
  });
});
