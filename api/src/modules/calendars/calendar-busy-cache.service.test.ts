import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { calendarBusyCache } from '../../db/schema/calendar-busy-cache.schema';
import { seedHost } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { BUSY_FALLBACK_MS, CalendarBusyCache } from './calendar-busy-cache.service';
import type { BusyTimeRange, CalendarProvider } from './calendar-provider';

const MINUTE = 60_000;
const DAY = 86_400_000;
const quiet = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A provider with one connection whose answers the test scripts (and counts). */
function scripted(kind: CalendarProvider['kind'] = 'google') {
  const state = {
    calls: 0,
    busy: [] as BusyTimeRange[],
    /** 'ok' answers `busy`; 'fail' rejects; 'hang' never answers. */
    mode: 'ok' as 'ok' | 'fail' | 'hang',
    delayMs: 0,
  };
  const provider: CalendarProvider = {
    kind,
    listCalendars: async () => [],
    busyTimes: async () => [],
    busyConnections: async () => [
      {
        id: 'conn-1',
        busyTimes: async () => {
          state.calls += 1;
          if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
          if (state.mode === 'fail') throw new Error('provider unreachable');
          if (state.mode === 'hang') return new Promise<BusyTimeRange[]>(() => {});
          return state.busy;
        },
      },
    ],
  };
  return { provider, state };
}

describe('the busy cache in the database', () => {
  let t: TestApp;
  let clock = Date.now();

  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
  });
  after(async () => {
    await t?.close();
  });

  const day = Math.floor(Date.now() / DAY) * DAY + 3 * DAY;
  const from = new Date(day);
  const to = new Date(day + DAY);
  const meeting = { start: new Date(day + 10 * 60 * MINUTE), end: new Date(day + 11 * 60 * MINUTE) };

  function cacheOf(
    providers: CalendarProvider[],
    options: Partial<{ freshMs: number; waitMs: number }> = {},
  ) {
    return new CalendarBusyCache({
      db: t.app.db,
      providers,
      log: quiet,
      freshMs: options.freshMs ?? 60_000,
      waitMs: options.waitMs ?? 1000,
      rereadWaitMs: 300,
      now: () => clock,
    });
  }
  const iso = (ranges: BusyTimeRange[]) => ranges.map((r) => [r.start.toISOString(), r.end.toISOString()]);

  test('a miss asks the provider and stores the answer; a hit does not ask; past the fresh time it asks again', async () => {
    clock = Date.now();
    const host = await seedHost(t.app);
    const { provider, state } = scripted();
    state.busy = [meeting];
    const cache = cacheOf([provider]);
    assert.deepEqual(iso(await cache.busySource(host.user.id, from, to)), iso([meeting]));
    assert.equal(state.calls, 1);
    const rows = await t.app.db
      .select()
      .from(calendarBusyCache)
      .where(eq(calendarBusyCache.hostId, host.user.id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].source, 'google:conn-1');
    state.busy = [];
    assert.deepEqual(
      iso(await cache.busySource(host.user.id, from, to)),
      iso([meeting]),
      'fresh: from the row',
    );
    // A narrower window (one meeting's check) is served by the day's row.
    await cache.busySource(host.user.id, new Date(day + 9 * 60 * MINUTE), new Date(day + 12 * 60 * MINUTE));
    assert.equal(state.calls, 1);
    clock += 61_000;
    assert.deepEqual(
      await cache.busySource(host.user.id, from, to),
      [],
      'stale after the fresh time: asked again',
    );
    assert.equal(state.calls, 2);
  });

  test('concurrent misses ask once: within a process, and between two processes (the lease in the row)', async () => {
    clock = Date.now();
    const host = await seedHost(t.app);
    const { provider, state } = scripted();
    state.busy = [meeting];
    state.delayMs = 150;
    const one = cacheOf([provider]);
    const two = cacheOf([provider]);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => one.busySource(host.user.id, from, to)),
      ...Array.from({ length: 5 }, () => two.busySource(host.user.id, from, to)),
    ]);
    assert.equal(state.calls, 1, 'one fetch for ten concurrent misses');
    for (const answer of answers) assert.deepEqual(iso(answer), iso([meeting]));
  });

  test('a booking makes the answers stale; connect, disconnect or a calendar choice deletes them', async () => {
    clock = Date.now();
    const host = await seedHost(t.app);
    const { provider, state } = scripted();
    state.busy = [meeting];
    const cache = cacheOf([provider]);
    const other = cacheOf([provider]);
    await cache.busySource(host.user.id, from, to);
    await other.busySource(host.user.id, from, to);
    assert.equal(state.calls, 1);
    await other.invalidateHost(host.user.id, 'booking');
    await cache.busySource(host.user.id, from, to);
    assert.equal(state.calls, 2, "another process's invalidation is seen here");
    await cache.invalidateHost(host.user.id, 'connections');
    const rows = await t.app.db
      .select()
      .from(calendarBusyCache)
      .where(eq(calendarBusyCache.hostId, host.user.id));
    assert.equal(rows.length, 0, 'answers about other calendars are deleted');
    await other.busySource(host.user.id, from, to);
    assert.equal(state.calls, 3);
  });

  test('an answer fetched before an invalidation is not stored', async () => {
    clock = Date.now();
    const host = await seedHost(t.app);
    const { provider, state } = scripted();
    state.busy = [meeting];
    state.delayMs = 200;
    const cache = cacheOf([provider]);
    const reading = cache.busySource(host.user.id, from, to);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cacheOf([provider]).invalidateHost(host.user.id, 'booking');
    await reading;
    const [row] = await t.app.db
      .select()
      .from(calendarBusyCache)
      .where(eq(calendarBusyCache.hostId, host.user.id));
    assert.equal(row.busy, null, 'the old answer was not kept');
    assert.equal(row.fetchingUntil, null, 'the lease ended');
    state.delayMs = 0;
    await cache.busySource(host.user.id, from, to);
    assert.equal(state.calls, 2);
  });

  test('the 10-minute rule: a provider down is stood in for by its last answer, then its time is unknown (busy)', async () => {
    clock = Date.now();
    const host = await seedHost(t.app);
    const { provider, state } = scripted();
    state.busy = [meeting];
    const cache = cacheOf([provider]);
    await cache.busySource(host.user.id, from, to);
    state.mode = 'fail';
    clock += 9 * MINUTE;
    assert.deepEqual(
      iso(await cache.busySource(host.user.id, from, to)),
      iso([meeting]),
      'last answer, 9 min old',
    );
    // A booking's invalidation keeps the answer fit for the rule.
    await cache.invalidateHost(host.user.id, 'booking');
    assert.deepEqual(iso(await cache.busySource(host.user.id, from, to)), iso([meeting]));
    const [row] = await t.app.db
      .select()
      .from(calendarBusyCache)
      .where(eq(calendarBusyCache.hostId, host.user.id));
    assert.equal(row.lastError, 'provider unreachable', 'the failure is recorded');
    clock += BUSY_FALLBACK_MS - 9 * MINUTE + 1000;
    assert.deepEqual(
      iso(await cache.busySource(host.user.id, from, to)),
      iso([{ start: from, end: to }]),
      'past 10 minutes the whole window counts as busy',
    );
    state.mode = 'ok';
    assert.deepEqual(
      iso(await cache.busySource(host.user.id, from, to)),
      iso([meeting]),
      'back once it answers',
    );
  });

  test('a provider that never answered is unknown at once; a hanging one is cut off by the bounded wait', async () => {
    clock = Date.now();
    const host = await seedHost(t.app);
    const { provider, state } = scripted();
    state.mode = 'hang';
    const cache = cacheOf([provider], { waitMs: 200 });
    const started = Date.now();
    const busy = await cache.busySource(host.user.id, from, to);
    assert.ok(Date.now() - started < 1500, 'not waiting for the provider');
    assert.deepEqual(iso(busy), iso([{ start: from, end: to }]));
    // The booking's re-read waits its own bound, then falls back to the last answer.
    state.mode = 'ok';
    state.busy = [meeting];
    // Another process, later: the hanging fetch's lease is over (this process still waits on it).
    clock += 5 * MINUTE;
    const later = cacheOf([provider], { waitMs: 200 });
    await later.busySource(host.user.id, from, to);
    state.mode = 'hang';
    const rereadStarted = Date.now();
    const reread = await later.busySource(host.user.id, from, to, { reread: true });
    const waited = Date.now() - rereadStarted;
    assert.ok(waited >= 250 && waited < 1500, `the re-read waited its bound (${waited} ms)`);
    assert.deepEqual(iso(reread), iso([meeting]), 'the last answer stands in');
  });

  test('each connection is its own source: one failing does not hide the others', async () => {
    clock = Date.now();
    const host = await seedHost(t.app);
    const good = scripted('google');
    good.state.busy = [meeting];
    const bad = scripted('caldav');
    bad.state.mode = 'fail';
    const cache = cacheOf([good.provider, bad.provider]);
    const busy = await cache.busySource(host.user.id, from, to);
    assert.deepEqual(iso(busy).sort(), iso([meeting, { start: from, end: to }]).sort());
    const rows = await t.app.db
      .select()
      .from(calendarBusyCache)
      .where(eq(calendarBusyCache.hostId, host.user.id));
    assert.deepEqual(rows.map((row) => row.source).sort(), ['caldav:conn-1', 'google:conn-1']);
  });

  test('a host without connections costs no row and no provider call', async () => {
    const host = await seedHost(t.app);
    const cache = cacheOf([
      {
        kind: 'google',
        listCalendars: async () => [],
        busyTimes: async () => [],
        busyConnections: async () => [],
      },
    ]);
    assert.deepEqual(await cache.busySource(host.user.id, from, to), []);
    const rows = await t.app.db
      .select()
      .from(calendarBusyCache)
      .where(eq(calendarBusyCache.hostId, host.user.id));
    assert.equal(rows.length, 0);
  });
});
