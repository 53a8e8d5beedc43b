import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FakeMicrosoft } from '../../../../scripts/fake-microsoft.d.mts';
import { startFakeMicrosoft } from '../../../../scripts/fake-microsoft.mjs';
import { bookings } from '../../db/schema/bookings.schema';
import { microsoftConnections, microsoftConnectStates } from '../../db/schema/microsoft-calendar.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { waitForMail } from '../../testing/outbox.helper';
import { createTestApp, setCookie, type TestApp } from '../../testing/test-app.helper';
import type { CalendarProvider } from './calendar-provider';

type Host = Awaited<ReturnType<typeof seedHost>>;
interface Connection {
  id: string;
  email: string;
  last_synced_at: string | null;
  last_error: string | null;
  calendars: { id: string; name: string; checked: boolean; writable: boolean; is_default: boolean }[];
}

const CALLBACK_PATH = '/api/integrations/microsoft/callback';
const TIMEOUT_MS = 4000;

describe('Microsoft 365 / Outlook.com calendars against the local fake', () => {
  let t: TestApp;
  let fake: FakeMicrosoft;
  let provider: CalendarProvider;
  let users = 0;

  before(async () => {
    fake = await startFakeMicrosoft({ port: 0 });
    const env = fake.env();
    t = await createTestApp({
      jobPollSeconds: 0,
      googleBusyCacheSeconds: 0,
      freeTimesCacheSeconds: 0,
      microsoft: {
        clientId: env.MICROSOFT_CLIENT_ID,
        clientSecret: env.MICROSOFT_CLIENT_SECRET,
        tenant: env.MICROSOFT_TENANT,
        authorityUrl: env.MICROSOFT_AUTHORITY_URL,
        graphUrl: env.MICROSOFT_GRAPH_URL,
        timeoutMs: TIMEOUT_MS,
      },
    });
    provider = t.app.calendars.providers.find(
      (candidate) => candidate.kind === 'microsoft',
    ) as CalendarProvider;
    assert.ok(provider, 'the Microsoft provider sits behind the seam');
  });
  after(async () => {
    await t?.close();
    await fake?.close();
  });

  const auth = (host: Host) => ({ authorization: `Bearer ${host.accessToken}` });
  const list = async (host: Host) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/microsoft',
      headers: auth(host),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as Connection[];
  };

  /** Our connect call and Microsoft's consent page (the browser's part), up to the redirect back. */
  async function startFlow(host: Host) {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/microsoft/connect',
      headers: auth(host),
    });
    assert.equal(start.statusCode, 200, start.body);
    const authorizeUrl = new URL(start.json().redirect_url as string);
    const cookie = setCookie(start, 'microsoft_calendar_flow');
    assert.ok(cookie?.value);
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    assert.equal(consent.status, 302, await consent.text());
    const back = new URL(String(consent.headers.get('location')));
    assert.equal(back.pathname, CALLBACK_PATH);
    return { authorizeUrl, back, cookie: cookie.value };
  }

  async function callback(search: string, cookie: string | undefined) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${CALLBACK_PATH}${search}`,
      cookies: cookie ? { microsoft_calendar_flow: cookie } : {},
    });
    assert.equal(response.statusCode, 302, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const landing = new URL(String(response.headers.location));
    assert.ok(!landing.search.includes('code='), 'no code or token in the address the browser keeps');
    return landing.searchParams.get('microsoft');
  }

  /** A new host with a new Microsoft account connected. */
  async function connectedHost(options: { timeZone?: string } = {}) {
    users += 1;
    fake.user = { id: `ms-user-${users}`, displayName: `Host ${users}`, mail: `host${users}@contoso.test` };
    const host = await seedHost(t.app, options);
    const flow = await startFlow(host);
    assert.equal(await callback(flow.back.search, flow.cookie), 'connected');
    const [connection] = await list(host);
    assert.ok(connection);
    const calendars = fake.calendarsOf(fake.user.id);
    return { host, connection, msUser: fake.user.id, calendars };
  }

  async function freeStarts(host: Host, slug: string, day: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data.days[0]?.times ?? []).map(
      (time: { start: string }) => time.start,
    ) as string[];
  }

  test('connect: PKCE S256 and the state; calendars listed with the default one checked; tokens sealed', async () => {
    const { host, connection } = await connectedHost();
    assert.equal(connection.email, `host${users}@contoso.test`);
    assert.ok(connection.last_synced_at);
    assert.equal(connection.last_error, null);
    assert.deepEqual(
      connection.calendars.map((calendar) => [
        calendar.name,
        calendar.checked,
        calendar.writable,
        calendar.is_default,
      ]),
      [
        ['Calendar', true, true, true],
        ['United States holidays', false, false, false],
        ['Work', false, true, false],
      ],
      'the own default calendar is checked; canEdit is what makes a calendar writable',
    );
    const [row] = await t.app.db
      .select()
      .from(microsoftConnections)
      .where(eq(microsoftConnections.id, connection.id));
    assert.ok(!/EwB\.|M\.R3\./.test(row.tokensSealed), 'tokens are stored sealed');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/microsoft',
      headers: auth(host),
    });
    assert.ok(!/EwB\.|M\.R3\.|refresh/i.test(listed.body), 'no token in any answer');
    assert.equal(
      (await t.app.db.select().from(microsoftConnectStates)).filter((state) => state.userId === host.user.id)
        .length,
      0,
      'the flow was taken',
    );

    // The same host connects a second Microsoft account: two connections.
    fake.user = { id: `ms-user-${users}-b`, displayName: 'Second', mail: `second${users}@contoso.test` };
    const flow = await startFlow(host);
    assert.equal(await callback(flow.back.search, flow.cookie), 'connected');
    assert.deepEqual(
      (await list(host)).map((c) => c.email),
      [`host${users}@contoso.test`, `second${users}@contoso.test`],
    );
  });

  test('the PKCE verifier is checked: a code from another flow, or a wrong verifier, is refused', async () => {
    const host = await seedHost(t.app);
    const first = await startFlow(host);
    const second = await startFlow(host);
    // The first flow's code with the second flow's state: the server sends the second flow's
    // verifier, which does not match the first flow's challenge.
    const swapped = new URLSearchParams(second.back.search);
    swapped.set('code', String(first.back.searchParams.get('code')));
    assert.equal(await callback(`?${swapped}`, second.cookie), 'failed');
    assert.deepEqual(await list(host), []);
    // Straight at the fake's token endpoint: a wrong verifier is invalid_grant.
    const third = await startFlow(host);
    const token = await fetch(`${fake.authorityUrl}/common/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: String(third.back.searchParams.get('code')),
        redirect_uri: `${third.back.origin}${CALLBACK_PATH}`,
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        code_verifier: createHash('sha256').update('wrong').digest('base64url').padEnd(43, 'x'),
      }),
    });
    assert.equal(token.status, 400);
    assert.equal(((await token.json()) as { error: string }).error, 'invalid_grant');
    assert.equal(third.authorizeUrl.searchParams.get('code_challenge_method'), 'S256');
  });

  test('the state works once, only in the browser that started it, and not after 10 minutes', async () => {
    const host = await seedHost(t.app);
    const flow = await startFlow(host);
    // Another browser (no flow cookie) cannot finish it, and the state is gone after that try.
    assert.equal(await callback(flow.back.search, undefined), 'failed');
    assert.equal(await callback(flow.back.search, flow.cookie), 'failed', 'replayed state refused');
    const fresh = await startFlow(host);
    assert.equal(await callback(fresh.back.search, fresh.cookie), 'connected');
    assert.equal(await callback(fresh.back.search, fresh.cookie), 'failed', 'a used state is refused');
    const late = await startFlow(host);
    await t.app.db.update(microsoftConnectStates).set({ expiresAt: new Date(Date.now() - 1000) });
    assert.equal(await callback(late.back.search, late.cookie), 'failed', 'expired');
    fake.denyNext = 'access_denied';
    const denied = await startFlow(host);
    assert.equal(await callback(denied.back.search, denied.cookie), 'denied');
    assert.equal((await list(host)).length, 1);
  });

  test('busy rules: busy, tentative, oof and workingElsewhere block; free and cancelled do not; all-day in the host zone', async () => {
    const { host, connection, calendars } = await connectedHost({ timeZone: 'Europe/Paris' });
    const [main, work] = calendars;
    const date = utcDate(5);
    const at = (time: string) => utcInstant(date, time);
    fake.addEvent(main.id, { start: at('08:00'), end: at('08:30'), showAs: 'busy' });
    fake.addEvent(main.id, { start: at('09:00'), end: at('09:30'), showAs: 'tentative' });
    fake.addEvent(main.id, { start: at('10:00'), end: at('10:30'), showAs: 'oof' });
    fake.addEvent(main.id, { start: at('11:00'), end: at('11:30'), showAs: 'workingElsewhere' });
    fake.addEvent(main.id, { start: at('12:00'), end: at('12:30'), showAs: 'free' });
    fake.addEvent(main.id, { start: at('13:00'), end: at('13:30'), showAs: 'busy', isCancelled: true });
    fake.addEvent(work.id, { start: at('14:00'), end: at('14:30'), showAs: 'busy' });
    const from = new Date(`${date}T00:00:00Z`);
    const to = new Date(from.getTime() + 86_400_000);
    const starts = (await provider.busyTimes(host.user.id, from, to)).map((range) =>
      range.start.toISOString(),
    );
    assert.deepEqual(starts.sort(), [at('08:00'), at('09:00'), at('10:00'), at('11:00')]);

    // Ticking "Work" makes its event count.
    const tick = await t.app.inject({
      method: 'PATCH',
      url: `/api/integrations/microsoft/${connection.id}/calendars/${connection.calendars.find((c) => c.name === 'Work')?.id}`,
      headers: auth(host),
      payload: { checked: true },
    });
    assert.equal(tick.statusCode, 200, tick.body);
    const ticked = (await provider.busyTimes(host.user.id, from, to)).map((range) =>
      range.start.toISOString(),
    );
    assert.ok(ticked.includes(at('14:00')));

    // An all-day event is the host's whole day in Paris (23:00 UTC the day before in winter,
    // 22:00 in summer), whatever zone Graph names beside the floating date.
    const day = utcDate(20);
    const next = utcDate(21);
    fake.addEvent(main.id, { start: day, end: next, isAllDay: true, showAs: 'oof' });
    const dayFrom = new Date(`${day}T00:00:00Z`);
    const allDay = (
      await provider.busyTimes(host.user.id, dayFrom, new Date(dayFrom.getTime() + 86_400_000))
    ).find((range) => range.end.getTime() - range.start.getTime() >= 23 * 3_600_000);
    assert.ok(allDay, 'the all-day event blocks');
    const paris = (instant: Date) =>
      instant.toLocaleString('sv-SE', { timeZone: 'Europe/Paris', hour12: false }).slice(0, 16);
    assert.equal(paris(allDay.start), `${day} 00:00`, "from the host's midnight");
    assert.equal(paris(allDay.end), `${next} 00:00`, "to the host's next midnight");

    // Free times: the booking page leaves out the tentative meeting's time (host: 9-17 Paris).
    await seedEventType(t.app, host.user.id, { slug: 'ms-busy', duration: 30 });
    const free = await freeStarts(host, 'ms-busy', date);
    assert.ok(!free.includes(at('09:00')), 'tentative blocks the page');
    assert.ok(free.includes(at('12:00')), 'free does not');
  });

  test('10,000 events in a month are read page by page, bounded in time; past the page limit the rest counts as busy', async () => {
    const { host, calendars } = await connectedHost();
    const from = new Date(`${utcDate(30)}T00:00:00Z`);
    const month = 30 * 86_400_000;
    for (let index = 0; index < 10_000; index += 1) {
      const start = from.getTime() + Math.floor((index * month) / 10_000);
      fake.addEvent(calendars[0].id, { start: new Date(start), end: new Date(start + 60_000) });
    }
    const to = new Date(from.getTime() + month);
    const began = Date.now();
    const ranges = await provider.busyTimes(host.user.id, from, to);
    assert.equal(
      ranges.length,
      10_000,
      `${(await list(host))[0]?.last_error} after ${Date.now() - began} ms`,
    );
    assert.ok(Date.now() - began < TIMEOUT_MS + 500, `read in ${Date.now() - began} ms`);
    const pages = fake.graphRequests.filter((request) => request.path.includes('calendarView')).length;
    assert.ok(pages >= 40, `${pages} pages`);

    // Pages of 10 events: 1000 pages would be needed; the read stops at its limit, and what it
    // could not read blocks (a conflict is never missed), and the host is told.
    fake.maxPageSize = 10;
    try {
      const cut = await provider.busyTimes(host.user.id, from, to);
      const last = cut.at(-1);
      const [state] = await list(host);
      assert.ok(
        last && last.end.getTime() === to.getTime(),
        `the unread rest is busy (${cut.length}, ${state.last_error})`,
      );
      assert.ok(cut.length < 10_000);
      const [connection] = await list(host);
      assert.equal(connection.last_error, 'too_many_events');
    } finally {
      fake.maxPageSize = 250;
    }
  });

  test('a booking is written to the chosen calendar with the attendee and a Teams link, mailed; moved; deleted', async () => {
    const { host, connection, calendars } = await connectedHost();
    const work = connection.calendars.find((calendar) => calendar.name === 'Work');
    const holidays = connection.calendars.find((calendar) => !calendar.writable);
    assert.ok(work && holidays);
    const { eventType } = await seedEventType(t.app, host.user.id, { slug: 'teams-call', location: 'teams' });
    // The generic choice (docs/calendars.md#which-calendars-count) takes Microsoft calendars.
    const choice = (calendarId: string) => ({
      choice: { provider: 'microsoft', connection_id: connection.id, calendar_id: calendarId },
    });
    const readOnly = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/calendars/event-types/${eventType.id}`,
      headers: auth(host),
      payload: choice(holidays.id),
    });
    assert.equal(readOnly.statusCode, 422, 'a calendar without canEdit cannot be chosen');
    const choose = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/calendars/event-types/${eventType.id}`,
      headers: auth(host),
      payload: choice(work.id),
    });
    assert.equal(choose.statusCode, 200, choose.body);
    // "Write bookings to" and "Add bookings to" offer it (writable, from the provider seam), with its account.
    const writable = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/calendars/writable',
      headers: auth(host),
    });
    const offered = writable.json().data as {
      provider: string;
      calendar_id: string;
      name: string;
      account: string;
    }[];
    assert.deepEqual(
      offered
        .filter((calendar) => calendar.provider === 'microsoft')
        .map((calendar) => calendar.calendar_id)
        .sort(),
      connection.calendars
        .filter((calendar) => calendar.writable)
        .map((calendar) => calendar.id)
        .sort(),
    );
    assert.ok(
      offered.some(
        (calendar) => calendar.calendar_id === work.id && calendar.name === 'Work' && calendar.account !== '',
      ),
    );
    assert.ok(!offered.some((calendar) => calendar.calendar_id === holidays.id), 'read-only is not offered');

    const date = utcDate(8);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventType.id,
        start_time: utcInstant(date, '10:00'),
        attendee_name: 'Ada Lovelace',
        attendee_email: 'ada.ms@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(booked.statusCode, 201, booked.body);
    const bookingId = booked.json().data.id as string;
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const workGraphId = calendars.find((calendar) => calendar.name === 'Work')?.id as string;
    const [event] = fake.eventsIn(workGraphId);
    assert.ok(event, 'the event is in the chosen calendar');
    assert.equal(fake.eventsIn(calendars[0].id).length, 0, 'not in the default one');
    assert.equal(event.isOnlineMeeting, true);
    assert.equal(event.onlineMeetingProvider, 'teamsForBusiness');
    assert.deepEqual(
      event.attendees?.map((attendee) => attendee.emailAddress.address),
      ['ada.ms@example.com'],
    );
    assert.match(String(event.start.dateTime), new RegExp(`^${date}T10:00:00`));
    const joinUrl = event.onlineMeeting?.joinUrl as string;
    assert.match(joinUrl, /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    assert.equal(row.googleMeetLink, joinUrl, 'the join URL is stored on the booking');
    const mail = await waitForMail(
      t.config.outboxDir as string,
      'ada.ms@example.com',
      8000,
      /teams\.microsoft\.com/,
    );
    assert.ok(mail.decoded.includes(joinUrl), 'the attendee gets the Teams link');
    // Its own event does not block the free times a second time.
    const free = await freeStarts(host, 'teams-call', date);
    assert.ok(free.includes(utcInstant(date, '10:30')));

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/reschedule`,
      headers: auth(host),
      payload: { start_time: utcInstant(date, '14:00') },
    });
    assert.ok(moved.statusCode < 300, moved.body);
    await t.app.jobs.runDue();
    const afterMove = fake.eventsIn(workGraphId);
    assert.equal(afterMove.length, 1, 'moved, not copied');
    assert.equal(afterMove[0].id, event.id);
    assert.match(String(afterMove[0].start.dateTime), new RegExp(`^${date}T14:00:00`));
    assert.equal(afterMove[0].onlineMeeting?.joinUrl, joinUrl, 'the Teams meeting stays');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: auth(host),
      payload: { cancellation_reason: 'ill' },
    });
    assert.ok(cancel.statusCode < 300, cancel.body);
    await t.app.jobs.runDue();
    assert.equal(fake.eventsIn(workGraphId).length, 0, 'cancel deleted the event');
  });

  test("the host's default Microsoft calendar takes a type's bookings; disconnect drops the choices", async () => {
    const { host, connection, calendars } = await connectedHost();
    const primary = connection.calendars.find((calendar) => calendar.writable && calendar.checked);
    assert.ok(primary, 'the default calendar is writable');
    const { eventType } = await seedEventType(t.app, host.user.id, { slug: 'by-default' });
    const choice = { provider: 'microsoft', connection_id: connection.id, calendar_id: primary.id };
    const setDefault = await t.app.inject({
      method: 'PUT',
      url: '/api/integrations/calendars/default',
      headers: auth(host),
      payload: { choice },
    });
    assert.equal(setDefault.statusCode, 200, setDefault.body);
    const typeChoice = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/calendars/event-types/${eventType.id}`,
      headers: auth(host),
      payload: { choice },
    });
    assert.equal(typeChoice.statusCode, 200, typeChoice.body);
    const { eventType: plain } = await seedEventType(t.app, host.user.id, { slug: 'plain-type' });
    const date = utcDate(9);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: plain.id,
        start_time: utcInstant(date, '09:00'),
        attendee_name: 'Grace Hopper',
        attendee_email: 'grace.ms@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(booked.statusCode, 201, booked.body);
    await t.app.jobs.runDue();
    const graphId = calendars.find((calendar) => calendar.name === primary.name)?.id as string;
    assert.equal(fake.eventsIn(graphId).length, 1, 'a type without a choice writes to the default');
    fake.addEvent(graphId, { start: utcInstant(date, '12:00'), end: utcInstant(date, '13:00') });
    const dayStart = new Date(`${date}T00:00:00Z`);
    const dayEnd = new Date(dayStart.getTime() + 86_400_000);
    assert.equal((await provider.busyTimes(host.user.id, dayStart, dayEnd)).length, 1, 'busy before');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/microsoft/${connection.id}`,
      headers: auth(host),
    });
    assert.equal(removed.statusCode, 204);
    const read = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: auth(host) })).json().data;
    assert.equal(await read('/api/integrations/calendars/default'), null, 'the default falls back');
    assert.equal(
      await read(`/api/integrations/calendars/event-types/${eventType.id}`),
      null,
      'so does the type',
    );
    assert.deepEqual(await read('/api/integrations/calendars/writable'), []);
    assert.deepEqual(await provider.busyTimes(host.user.id, dayStart, dayEnd), [], 'its busy time is gone');
  });

  test('revoked consent: free times keep working, the connection says why, nothing breaks', async () => {
    const { host, msUser, calendars } = await connectedHost();
    await seedEventType(t.app, host.user.id, { slug: 'revoked', duration: 30 });
    const date = utcDate(6);
    fake.addEvent(calendars[0].id, { start: utcInstant(date, '10:00'), end: utcInstant(date, '11:00') });
    assert.ok(!(await freeStarts(host, 'revoked', date)).includes(utcInstant(date, '10:00')));
    // An access token Microsoft stopped taking early (401) is refreshed once and the read retried.
    const refreshes = fake.grants.filter((grant) => grant === 'refresh_token').length;
    fake.expireAccessTokens();
    assert.ok(
      !(await freeStarts(host, 'revoked', date)).includes(utcInstant(date, '10:00')),
      'still blocked',
    );
    assert.equal(fake.grants.filter((grant) => grant === 'refresh_token').length, refreshes + 1);
    assert.equal((await list(host))[0].last_error, null);
    fake.revokeConsent(msUser);
    const free = await freeStarts(host, 'revoked', date);
    assert.ok(free.includes(utcInstant(date, '09:00')), 'the page still answers');
    const [connection] = await list(host);
    assert.equal(connection.last_error, 'consent_revoked');
  });

  test('a Graph server that hangs is cut off at MICROSOFT_TIMEOUT_MS; the connection says "timeout"', async () => {
    const { host } = await connectedHost();
    const from = new Date(`${utcDate(7)}T00:00:00Z`);
    fake.hangNext(1, 'calendarView');
    const began = Date.now();
    const ranges = await provider.busyTimes(host.user.id, from, new Date(from.getTime() + 86_400_000));
    const took = Date.now() - began;
    assert.deepEqual(ranges, []);
    assert.ok(took >= TIMEOUT_MS - 100 && took < TIMEOUT_MS + 1500, `took ${took} ms`);
    const [connection] = await list(host);
    assert.equal(connection.last_error, 'timeout');
  });

  test('another host cannot see, tick, choose or disconnect my connection', async () => {
    const mine = await connectedHost();
    const other = await seedHost(t.app);
    assert.deepEqual(await list(other), []);
    const calendarId = mine.connection.calendars[0].id;
    const tick = await t.app.inject({
      method: 'PATCH',
      url: `/api/integrations/microsoft/${mine.connection.id}/calendars/${calendarId}`,
      headers: auth(other),
      payload: { checked: false },
    });
    assert.equal(tick.statusCode, 404);
    const { eventType } = await seedEventType(t.app, other.user.id, { slug: 'other-type' });
    const choose = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/calendars/event-types/${eventType.id}`,
      headers: auth(other),
      payload: {
        choice: { provider: 'microsoft', connection_id: mine.connection.id, calendar_id: calendarId },
      },
    });
    assert.equal(choose.statusCode, 404, 'my calendar is not theirs to write to');
    const asDefault = await t.app.inject({
      method: 'PUT',
      url: '/api/integrations/calendars/default',
      headers: auth(other),
      payload: {
        choice: { provider: 'microsoft', connection_id: mine.connection.id, calendar_id: calendarId },
      },
    });
    assert.equal(asDefault.statusCode, 404, 'nor their default');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/microsoft/${mine.connection.id}`,
      headers: auth(other),
    });
    assert.equal(remove.statusCode, 404);
    const [still] = await list(mine.host);
    assert.equal(still.calendars[0].checked, true, 'unchanged');
    assert.equal((await provider.listCalendars(other.user.id)).length, 0);

    // My own disconnect removes it.
    const mineRemove = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/microsoft/${mine.connection.id}`,
      headers: auth(mine.host),
    });
    assert.equal(mineRemove.statusCode, 204);
    assert.deepEqual(await list(mine.host), []);
  });
});
