import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Booking, bookingMessages, type FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { roundRobinMessages } from '@slotwise/shared/contract/round-robin.contract';
import { seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { type SpawnedServer, startServer } from '../../testing/spawned-server.helper';
import {
  bookingPayload,
  callAs,
  type SeededHost,
  seedTeam,
  seedTeamType,
} from '../../testing/team-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

let address: string | null = null;
/** The test app on a loopback port (once per file: fetch goes through real sockets, as in production). */
async function listening(): Promise<string> {
  address ??= await t.app.listen({ host: '127.0.0.1', port: 0 });
  return address;
}

const call = (
  account: SeededHost | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => callAs(t.app, account, method, url, body);

/** Which of the hosts holds the booking, and the booking as that host sees it. */
async function holderOf(hosts: SeededHost[], id: string): Promise<{ host: SeededHost; booking: Booking }> {
  for (const host of hosts) {
    const res = await call(host, 'GET', `/api/bookings/${id}`);
    if (res.statusCode === 200) return { host, booking: res.json() as Booking };
  }
  throw new Error(`no host holds ${id}`);
}

/** 30 bookings of distinct times on one day, all sent at once to the given base URLs in turn. */
async function race(urls: string[], eventTypeId: string, day: string) {
  return Promise.all(
    Array.from({ length: 30 }, (_, i) => {
      const start = utcInstant(
        day,
        `${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      );
      return fetch(`${urls[i % urls.length]}/api/public/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...bookingPayload(eventTypeId, start, i),
          attendee_email: `racer${i}@example.com`,
        }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { message?: string; data?: { id: string } },
      }));
    }),
  );
}

async function capTeam(limit: number, period: 'day' | 'week') {
  const a = await seedHost(t.app);
  const b = await seedHost(t.app);
  const team = await seedTeam(t.app, a, [b]);
  const eventType = await seedTeamType(t.app, a, team, 'round_robin', {
    duration: 15,
    round_robin: { hosts: [], cap: { limit, period } },
  });
  return { a, b, team, eventType };
}

describe('fair round robin', () => {
  test('weights, priorities and the cap are saved with the type, for its hosts only', async () => {
    const a = await seedHost(t.app);
    const b = await seedHost(t.app);
    const outsider = await seedHost(t.app);
    const team = await seedTeam(t.app, a, [b]);
    const settings = {
      hosts: [
        { user_id: a.user.id, weight: 3, priority: 4 },
        { user_id: b.user.id, weight: 1, priority: 1 },
      ],
      cap: { limit: 4, period: 'week' },
    };
    const type = await seedTeamType(t.app, a, team, 'round_robin', { round_robin: settings });
    const loaded = (await call(a, 'GET', `/api/event-types/${type.id}`)).json().data as EventType;
    assert.deepEqual(loaded.round_robin, {
      hosts: [...settings.hosts].sort((x, y) => (x.user_id < y.user_id ? -1 : 1)),
      cap: settings.cap,
    });
    // Saving without round_robin keeps them.
    const kept = await call(a, 'PUT', `/api/event-types/${type.id}`, {
      title: 'Renamed',
      slug: type.slug,
      event_type: 'round_robin',
      minimum_notice_minutes: 0,
    });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.deepEqual((kept.json().data as EventType).round_robin?.cap, settings.cap);

    const stranger = await call(a, 'PUT', `/api/event-types/${type.id}`, {
      title: 'Renamed',
      slug: type.slug,
      event_type: 'round_robin',
      round_robin: { hosts: [{ user_id: outsider.user.id, weight: 2, priority: 2 }], cap: null },
    });
    assert.equal(stranger.statusCode, 422);
    assert.deepEqual(stranger.json().errors['round_robin.hosts'], [roundRobinMessages.hostNotListed]);
    const heavy = await call(a, 'PUT', `/api/event-types/${type.id}`, {
      title: 'Renamed',
      slug: type.slug,
      event_type: 'round_robin',
      round_robin: { hosts: [{ user_id: a.user.id, weight: 500, priority: 2 }], cap: null },
    });
    assert.equal(heavy.statusCode, 422);
    const collective = await call(a, 'POST', '/api/event-types', {
      title: 'All of us',
      slug: 'all-of-us-fair',
      event_type: 'collective',
      team_id: team.id,
      round_robin: { hosts: [], cap: { limit: 2, period: 'day' } },
    });
    assert.equal(collective.statusCode, 422);
    assert.deepEqual(collective.json().errors.round_robin, [roundRobinMessages.roundRobinOnly]);
    // A member who is not an owner or admin cannot change them.
    const member = await call(b, 'PUT', `/api/event-types/${type.id}`, {
      title: 'Mine',
      slug: type.slug,
      event_type: 'round_robin',
      round_robin: { hosts: [{ user_id: b.user.id, weight: 100, priority: 4 }], cap: null },
    });
    assert.equal(member.statusCode, 403);
  });

  test("priority first among the free, then weights; the host's details say why", async () => {
    const a = await seedHost(t.app);
    const b = await seedHost(t.app);
    const c = await seedHost(t.app);
    const team = await seedTeam(t.app, a, [b, c]);
    const type = await seedTeamType(t.app, a, team, 'round_robin', {
      round_robin: {
        hosts: [
          { user_id: a.user.id, weight: 1, priority: 1 },
          { user_id: b.user.id, weight: 1, priority: 3 },
          { user_id: c.user.id, weight: 2, priority: 3 },
        ],
        cap: null,
      },
    });
    const day = utcDate(3);
    const holders: string[] = [];
    const reasons: string[] = [];
    for (const [i, time] of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].entries()) {
      const res = await call(
        null,
        'POST',
        '/api/public/bookings',
        bookingPayload(type.id, utcInstant(day, time), i),
      );
      assert.equal(res.statusCode, 201, res.body);
      const { host, booking } = await holderOf([a, b, c], res.json().data.id);
      holders.push(host === a ? 'a' : host === b ? 'b' : 'c');
      assert.ok(booking.assignment, 'a round-robin booking carries its assignment');
      reasons.push(`${booking.assignment.reason}@${booking.assignment.weight}`);
    }
    // a (low priority) never takes one while b or c is free; c (weight 2) takes twice b's share.
    assert.equal(holders.filter((h) => h === 'a').length, 0, holders.join());
    assert.equal(holders.filter((h) => h === 'c').length, 4, holders.join());
    assert.equal(holders.filter((h) => h === 'b').length, 2, holders.join());
    assert.ok(reasons.includes('fewest@2'), reasons.join());

    // With b and c busy at a time (their own bookings), a takes it: the only one free.
    const busyAt = utcInstant(utcDate(4), '10:00');
    for (const [i, host] of [b, c].entries()) {
      const own = await seedTeamType(t.app, a, team, 'round_robin', { host_ids: [host.user.id] });
      const res = await call(null, 'POST', '/api/public/bookings', bookingPayload(own.id, busyAt, 10 + i));
      assert.equal(res.statusCode, 201, res.body);
    }
    const fallback = await call(null, 'POST', '/api/public/bookings', bookingPayload(type.id, busyAt, 20));
    assert.equal(fallback.statusCode, 201, fallback.body);
    const { host, booking } = await holderOf([a, b, c], fallback.json().data.id);
    assert.equal(host, a);
    assert.equal(booking.assignment?.reason, 'only_free');
    // A personal booking has no assignment.
    const list = (await call(b, 'GET', '/api/bookings?per_page=100')).json().data as Booking[];
    assert.ok(list.some((one) => one.assignment?.reason === 'fewest' || one.assignment?.reason === 'order'));
  });

  test("caps hold under a 30-way race; a capped member's times are no longer free", async () => {
    const { a, b, team, eventType } = await capTeam(2, 'day');
    const day = utcDate(5);
    const responses = await race([await listening()], eventType.id, day);
    const created = responses.filter((r) => r.status === 201);
    assert.equal(created.length, 4, JSON.stringify(responses.map((r) => r.status)));
    for (const refused of responses.filter((r) => r.status !== 201)) {
      assert.equal(refused.status, 409);
      assert.equal(refused.body.message, bookingMessages.slotTaken);
    }
    const holders = await Promise.all(
      created.map(async (r) => (await holderOf([a, b], r.body.data?.id ?? '')).host),
    );
    assert.equal(holders.filter((h) => h === a).length, 2);
    assert.equal(holders.filter((h) => h === b).length, 2);
    const free = await call(
      null,
      'GET',
      `/api/public/teams/${team.slug}/${eventType.slug}/free-times?start=${day}&end=${utcDate(6)}&time_zone=UTC`,
    );
    const days = (free.json().data as FreeTimes).days;
    assert.deepEqual(days[0].times, [], 'both members capped for the day');
    assert.ok(days[1].times.length > 0, 'the next day is free');
  });
});

// Several API processes on one PostgreSQL: the lock is the database's, not a process's.
const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process';

describe('fair round robin across API processes', { skip }, () => {
  const servers: SpawnedServer[] = [];
  const dataDirs: string[] = [];

  after(async () => {
    for (const server of servers) {
      server.child.kill('SIGINT');
      const code = await Promise.race([
        server.exited,
        new Promise((r) => setTimeout(() => r('timeout'), 15_000)),
      ]);
      if (code === 'timeout') server.kill();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  test('a weekly cap of 3 holds when 30 bookings race through three processes', async () => {
    const env = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-fair-'));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: t.config.databaseUrl as string,
        DATA_DIR: dataDir,
        JWT_SECRET: t.config.jwtSecret,
        ENCRYPTION_KEY: t.config.encryptionKey,
        PUBLIC_BOOKING_RATE_LIMIT_PER_IP: '1000',
      };
    };
    servers.push(...(await Promise.all([startServer(env()), startServer(env())])));
    const { a, b, eventType } = await capTeam(3, 'week');
    const responses = await race(
      [await listening(), ...servers.map((server) => server.url)],
      eventType.id,
      utcDate(7),
    );
    const created = responses.filter((r) => r.status === 201);
    assert.equal(
      created.length,
      6,
      JSON.stringify(responses.map((r) => `${r.status} ${r.body.message ?? ''}`)),
    );
    assert.ok(responses.every((r) => r.status === 201 || r.status === 409));
    const holders = await Promise.all(
      created.map(async (r) => (await holderOf([a, b], r.body.data?.id ?? '')).host),
    );
    assert.equal(holders.filter((h) => h === a).length, 3);
    assert.equal(holders.filter((h) => h === b).length, 3);
  });
});
