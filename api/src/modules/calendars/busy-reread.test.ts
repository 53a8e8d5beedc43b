import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { eq } from 'drizzle-orm';
import { type FakeGoogle, type FakeGoogleUser, startFakeGoogle } from '../../../../scripts/fake-google.mjs';
import { calendarBusyCache } from '../../db/schema/calendar-busy-cache.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, setCookie, type TestApp } from '../../testing/test-app.helper';
import type { BusyTimeRange, CalendarProvider } from './calendar-provider';

// docs/calendars.md#caching and #the-booking-re-reads-busy-time, against the local fake Google:
// the page's busy time comes from the shared cache; the booking asks Google again.
type Host = Awaited<ReturnType<typeof seedHost>>;

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK_PATH = '/api/integrations/google-calendar/callback';

describe('busy time: cached for the page, re-read by the booking', () => {
  let t: TestApp;
  let fake: FakeGoogle;
  let googleUsers = 0;

  before(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      jobPollSeconds: 0,
      // The answers stay fresh for the whole test: only the booking's re-read asks Google again.
      googleBusyCacheSeconds: 600,
      freeTimesCacheSeconds: 0,
      google: {
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        issuer: fake.issuer,
        calendarApiUrl: fake.calendarApiUrl,
      },
    });
  });
  after(async () => {
    await t?.close();
    await fake?.close();
  });

  const auth = (host: Host) => ({ authorization: `Bearer ${host.accessToken}` });

  /** A host with a Google account connected through the real OAuth flow. */
  async function googleHost(): Promise<{ host: Host; user: FakeGoogleUser }> {
    googleUsers += 1;
    const user = {
      sub: `busy-${googleUsers}`,
      email: `busy.${googleUsers}@gmail.test`,
      email_verified: true,
      name: 'B',
    };
    fake.user = user;
    const host = await seedHost(t.app);
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/google-calendar/connect',
      headers: auth(host),
    });
    assert.equal(start.statusCode, 200, start.body);
    const flowCookie = setCookie(start, 'google_calendar_flow');
    const consent = await fetch(new URL(start.json().redirect_url as string), { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    const callback = await t.app.inject({
      method: 'GET',
      url: `${CALLBACK_PATH}${back.search}`,
      cookies: { google_calendar_flow: String(flowCookie?.value) },
    });
    assert.equal(
      new URL(String(callback.headers.location)).searchParams.get('success'),
      'calendar_connected',
    );
    return { host, user };
  }

  const freeBusyCalls = () => fake.calendarRequests.filter((request) => request.path === '/freeBusy').length;

  async function freeStarts(host: Host, slug: string, day: string): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data.days[0]?.times ?? []).map((time: { start: string }) => time.start);
  }

  const book = (eventTypeId: string, start: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventTypeId,
        start_time: start,
        attendee_name: 'Ada',
        attendee_email: 'ada@example.com',
        timezone: 'UTC',
        ...extra,
      },
    });

  const rowsOf = (hostId: string) =>
    t.app.db.select().from(calendarBusyCache).where(eq(calendarBusyCache.hostId, hostId));

  test('the page reads Google once; a time that became busy since is refused by the booking with its own text', async () => {
    const { host, user } = await googleHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const date = utcDate(4);
    const before = freeBusyCalls();
    const starts = await freeStarts(host, eventType.slug, date);
    assert.ok(starts.includes(utcInstant(date, '10:00')), 'free at first');
    assert.equal(freeBusyCalls(), before + 1, 'a miss asks Google');
    await freeStarts(host, eventType.slug, date);
    assert.equal(freeBusyCalls(), before + 1, 'a hit does not');
    assert.equal((await rowsOf(host.user.id)).length, 1, 'the answer is in the database');

    // Someone puts a meeting into the host's calendar after the page was read.
    fake.addBusy(user.email, utcInstant(date, '10:00'), utcInstant(date, '10:30'));
    assert.ok(
      (await freeStarts(host, eventType.slug, date)).includes(utcInstant(date, '10:00')),
      'still cached',
    );
    const refused = await book(eventType.id, utcInstant(date, '10:00'));
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, bookingMessages.slotNoLongerFree);
    assert.equal(refused.json().message, 'That time is no longer available. Please pick another.');
    assert.ok(freeBusyCalls() >= before + 2, 'the booking asked Google again');
    // The re-read refreshed the cache for everyone: the page no longer offers it.
    assert.ok(
      !(await freeStarts(host, eventType.slug, date)).includes(utcInstant(date, '10:00')),
      'the page sees the re-read',
    );

    // A free time books; the booking makes the host's answers stale (the next page asks again).
    const booked = await book(eventType.id, utcInstant(date, '11:00'));
    assert.equal(booked.statusCode, 201, booked.body);
    for (let i = 0; i < 50 && !(await rowsOf(host.user.id)).every((row) => row.stale); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(
      (await rowsOf(host.user.id)).every((row) => row.stale),
      'stale after the booking',
    );
    const calls = freeBusyCalls();
    await freeStarts(host, eventType.slug, date);
    assert.equal(freeBusyCalls(), calls + 1);
  });

  test('a booking taken by someone else still says "just booked"', async () => {
    const { host } = await googleHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const date = utcDate(4);
    assert.equal((await book(eventType.id, utcInstant(date, '12:00'))).statusCode, 201);
    const second = await book(eventType.id, utcInstant(date, '12:00'), { attendee_email: 'bob@example.com' });
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().message, bookingMessages.slotTaken);
  });

  test("the host's reschedule re-reads busy time too", async () => {
    const { host, user } = await googleHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const date = utcDate(5);
    const booked = await book(eventType.id, utcInstant(date, '09:00'));
    assert.equal(booked.statusCode, 201, booked.body);
    await freeStarts(host, eventType.slug, date);
    fake.addBusy(user.email, utcInstant(date, '14:00'), utcInstant(date, '15:00'));
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.json().data.id}/reschedule`,
      headers: auth(host),
      payload: { start_time: utcInstant(date, '14:00') },
    });
    assert.equal(moved.statusCode, 409, moved.body);
    assert.equal(moved.json().message, bookingMessages.slotNoLongerFree);
  });

  test('a series: its first meeting newly busy is refused with the same text', async () => {
    const { host, user } = await googleHost();
    const { eventType } = await seedEventType(t.app, host.user.id, {
      duration: 30,
      recurring: true,
      recurringFrequency: 'weekly',
      recurringMaxCount: 12,
      bookingWindowDays: 365,
    });
    const date = utcDate(6);
    await freeStarts(host, eventType.slug, date);
    fake.addBusy(user.email, utcInstant(date, '10:00'), utcInstant(date, '11:00'));
    const refused = await book(eventType.id, utcInstant(date, '10:00'), { series: { count: 3 } });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, bookingMessages.slotNoLongerFree);
  });

  test('a team type: an assigned host newly busy is re-read (collective refused, round robin takes the other)', async () => {
    const a = await googleHost();
    const b = await googleHost();
    const call = (host: Host, method: 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: auth(host) });
    const team = (await call(a.host, 'POST', '/api/teams', { name: `Busy team ${googleUsers}` })).json().data;
    const invited = await call(a.host, 'POST', `/api/teams/${team.id}/members`, { email: b.host.user.email });
    assert.equal(
      (await call(b.host, 'POST', `/api/teams/invitations/${invited.json().data.id}/accept`, {})).statusCode,
      200,
    );
    const typeOf = async (kind: 'collective' | 'round_robin') => {
      const res = await call(a.host, 'POST', '/api/event-types', {
        title: `Busy ${kind}`,
        slug: `busy-${kind.replace('_', '-')}-${googleUsers}`,
        event_type: kind,
        team_id: team.id,
        minimum_notice_minutes: 0,
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data as { id: string; slug: string };
    };
    const collective = await typeOf('collective');
    const roundRobin = await typeOf('round_robin');
    const date = utcDate(7);
    const teamStarts = async (slug: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/teams/${team.slug}/${slug}/free-times?start=${date}&end=${date}&time_zone=UTC`,
      });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().data.days[0]?.times ?? []).map((time: { start: string }) => time.start) as string[];
    };
    assert.ok((await teamStarts(collective.slug)).includes(utcInstant(date, '10:00')));
    assert.ok((await teamStarts(roundRobin.slug)).includes(utcInstant(date, '10:00')));
    fake.addBusy(b.user.email, utcInstant(date, '10:00'), utcInstant(date, '11:00'));
    const refused = await book(collective.id, utcInstant(date, '10:00'));
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, bookingMessages.slotNoLongerFree);
    const assigned = await book(roundRobin.id, utcInstant(date, '10:00'));
    assert.equal(assigned.statusCode, 201, assigned.body);
    assert.equal(assigned.json().data.host_id ?? a.host.user.id, a.host.user.id, 'the free host takes it');
    fake.addBusy(a.user.email, utcInstant(date, '10:30'), utcInstant(date, '11:00'));
    const none = await book(roundRobin.id, utcInstant(date, '10:30'), { attendee_email: 'carl@example.com' });
    assert.equal(none.statusCode, 409, none.body);
    assert.equal(none.json().message, bookingMessages.slotNoLongerFree);
  });

  test('a provider that hangs: the booking waits about 2 s, then the last answer stands in (or the time is refused)', async () => {
    const { host } = await googleHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const date = utcDate(8);
    const state = { hang: false, calls: 0 };
    const hanging: CalendarProvider = {
      kind: 'microsoft',
      listCalendars: async () => [],
      busyTimes: async () => [],
      busyConnections: async (hostId) =>
        hostId === host.user.id
          ? [
              {
                id: 'hanging',
                busyTimes: () => {
                  state.calls += 1;
                  return state.hang ? new Promise<BusyTimeRange[]>(() => {}) : Promise.resolve([]);
                },
              },
            ]
          : [],
    };
    t.app.calendars.providers.push(hanging);
    try {
      assert.ok((await freeStarts(host, eventType.slug, date)).includes(utcInstant(date, '10:00')));
      state.hang = true;
      const started = Date.now();
      const booked = await book(eventType.id, utcInstant(date, '10:00'));
      const waited = Date.now() - started;
      assert.equal(booked.statusCode, 201, booked.body);
      assert.ok(waited >= 1900 && waited < 6000, `bounded wait (${waited} ms)`);
      // No answer at all within 10 minutes: that calendar is unknown, nothing is offered or booked.
      await t.app.db.delete(calendarBusyCache).where(eq(calendarBusyCache.hostId, host.user.id));
      const unknown = await book(eventType.id, utcInstant(date, '13:00'), {
        attendee_email: 'zoe@example.com',
      });
      assert.equal(unknown.statusCode, 409, unknown.body);
      assert.equal(unknown.json().message, bookingMessages.slotNoLongerFree);
    } finally {
      t.app.calendars.providers.splice(t.app.calendars.providers.indexOf(hanging), 1);
    }
  });

  test('connecting another account and disconnecting delete the cached answers', async () => {
    const { host } = await googleHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    await freeStarts(host, eventType.slug, utcDate(4));
    assert.equal((await rowsOf(host.user.id)).length, 1);
    const accounts = (
      await t.app.inject({ method: 'GET', url: '/api/integrations/google-calendar', headers: auth(host) })
    ).json().accounts as { id: string }[];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/google-calendar/${accounts[0].id}`,
      headers: auth(host),
    });
    assert.ok(removed.statusCode < 300, removed.body);
    for (let i = 0; i < 50 && (await rowsOf(host.user.id)).length > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal((await rowsOf(host.user.id)).length, 0);
  });
});
