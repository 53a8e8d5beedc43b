import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { radicaleInstalled, startRadicale } from '../../../../scripts/testing/radicale.mjs';
import { caldavBookingEvents, caldavCalendars, caldavConnections } from '../../db/schema/caldav.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { CaldavCalendarProvider } from './caldav-calendar.provider';
import type { CaldavConnections } from './caldav-connections.service';

type Radicale = Awaited<ReturnType<typeof startRadicale>>;
type Host = Awaited<ReturnType<typeof seedHost>>;

// In CI the set-up installs Radicale (scripts/test.mjs): there, a missing one is a failure.
const skip =
  !radicaleInstalled() && process.env.CI !== 'true'
    ? 'Radicale is not installed (apt-get install radicale)'
    : false;

const PASSWORD = 'correct horse battery';

/** One iCalendar object of VEVENTs (CRLF lines, as servers store them). */
function ics(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//caldav//EN',
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
const stamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00Z`;
function vevent(uid: string, date: string, from: string, to: string, extra: string[] = []): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(date, from)}`,
    `DTEND:${stamp(date, to)}`,
    ...extra,
    'END:VEVENT',
  ];
}

describe('CalDAV connections against a real Radicale', { skip }, () => {
  let t: TestApp;
  let radicale: Radicale;
  let hanging: Server;
  let users = 0;

  before(async () => {
    radicale = await startRadicale(
      Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`host${index + 1}`, PASSWORD])),
    );
    // A server that accepts the connection and never answers.
    hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      jobPollSeconds: 0,
      // Loopback is allowed for the tests only, through the webhooks' allow-list.
      webhookAllowedNetworks: ['127.0.0.1/32'],
      caldavTimeoutMs: 1500,
      googleBusyCacheSeconds: 0,
      freeTimesCacheSeconds: 0,
    });
  });
  after(async () => {
    await t?.close();
    radicale?.stop();
    hanging?.closeAllConnections();
    hanging?.close();
  });

  const auth = (host: Host) => ({ authorization: `Bearer ${host.accessToken}` });

  /** A host with a Radicale user of their own and a "Work" calendar in it. */
  async function hostWithCalendar(options: { timeZone?: string } = {}) {
    users += 1;
    const user = `host${users}`;
    const calendarUrl = await radicale.createCalendar(user, 'work', 'Work');
    const host = await seedHost(t.app, options);
    return { host, user, calendarUrl };
  }

  const connect = (host: Host, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/integrations/caldav', headers: auth(host), payload: body });

  async function connected(host: Host, user: string) {
    const response = await connect(host, {
      provider: 'caldav',
      server_url: radicale.url,
      username: user,
      password: PASSWORD,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data as {
      id: string;
      last_synced_at: string | null;
      last_error: string | null;
      calendars: { id: string; display_name: string; checked: boolean; writable: boolean }[];
    };
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

  test('connect: discovery finds the calendars; the password is stored sealed, never shown', async () => {
    const { host, user } = await hostWithCalendar();
    const connection = await connected(host, user);
    assert.deepEqual(
      connection.calendars.map((calendar) => [calendar.display_name, calendar.checked]),
      [['Work', true]],
      'every calendar of the account counts by default',
    );
    assert.ok(connection.last_synced_at);
    assert.equal(connection.last_error, null);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/caldav',
      headers: auth(host),
    });
    assert.equal(listed.statusCode, 200);
    assert.ok(!listed.body.includes(PASSWORD), 'the password is never answered');
    const [row] = await t.app.db
      .select()
      .from(caldavConnections)
      .where(eq(caldavConnections.id, connection.id));
    assert.ok(!row.passwordSealed.includes(PASSWORD));
    assert.notEqual(row.passwordSealed, Buffer.from(PASSWORD).toString('base64url'));

    // Another host sees none of it and cannot touch it.
    const other = await seedHost(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/caldav',
      headers: auth(other),
    });
    assert.deepEqual(theirs.json().data, []);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/caldav/${connection.id}`,
      headers: auth(other),
    });
    assert.equal(steal.statusCode, 404);
    const untick = await t.app.inject({
      method: 'PATCH',
      url: `/api/integrations/caldav/${connection.id}/calendars/${connection.calendars[0].id}`,
      headers: auth(other),
      payload: { checked: false },
    });
    assert.equal(untick.statusCode, 404);
  });

  test('a wrong password is a 422 that says so; nothing is stored', async () => {
    const { host, user } = await hostWithCalendar();
    const response = await connect(host, {
      provider: 'caldav',
      server_url: radicale.url,
      username: user,
      password: 'not the password',
    });
    assert.equal(response.statusCode, 422, response.body);
    assert.equal(response.json().error, 'wrong_password');
    assert.match(response.json().message, /refused this username or password/);
    assert.ok(response.json().errors.password);
    const rows = await t.app.db
      .select()
      .from(caldavConnections)
      .where(eq(caldavConnections.userId, host.user.id));
    assert.equal(rows.length, 0);
  });

  test('the outbound guard: private addresses and names resolving to them are refused, a hanging server times out', async () => {
    const { host, user } = await hostWithCalendar();
    const attempt = (server_url: string) =>
      connect(host, { provider: 'caldav', server_url, username: user, password: PASSWORD });
    for (const url of [
      'https://10.0.0.1/',
      'https://169.254.169.254/',
      'https://[::1]/',
      'https://192.168.1.1/',
    ]) {
      const response = await attempt(url);
      assert.equal(response.statusCode, 422, `${url}: ${response.body}`);
      assert.equal(response.json().error, 'refused', url);
    }
    // Loopback outside the test allow-list (127.0.0.1/32) is refused like any private address.
    const outside = await attempt(`https://127.0.0.2:${(hanging.address() as AddressInfo).port}/`);
    assert.equal(outside.statusCode, 422, outside.body);
    assert.equal(outside.json().error, 'refused');
    // (A host NAME is resolved and each address checked by the same guard: webhook-guards.test.ts.)
    // Plain http to a private address outside the allow-list: not even attempted.
    const plain = await attempt('http://10.1.2.3/');
    assert.equal(plain.statusCode, 422);
    assert.ok(plain.json().errors.server_url);
    const notUrl = await attempt('https://exa mple/');
    assert.equal(notUrl.statusCode, 422);

    const started = Date.now();
    const hangs = await attempt(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`);
    assert.equal(hangs.statusCode, 422, hangs.body);
    assert.equal(hangs.json().error, 'timeout');
    assert.ok(Date.now() - started < 10_000, 'cut off by the timeout');
  });

  test('busy time: opaque and tentative block, transparent and cancelled do not, one malformed object breaks nothing', async () => {
    const { host, user, calendarUrl } = await hostWithCalendar();
    await connected(host, user);
    await seedEventType(t.app, host.user.id, { slug: 'busy', duration: 30 });
    const date = utcDate(5);
    await radicale.putEvent(user, calendarUrl, 'meeting.ics', ics(vevent('meeting', date, '10:00', '11:00')));
    await radicale.putEvent(
      user,
      calendarUrl,
      'maybe.ics',
      ics(vevent('maybe', date, '12:00', '12:30', ['STATUS:TENTATIVE'])),
    );
    await radicale.putEvent(
      user,
      calendarUrl,
      'free.ics',
      ics(vevent('free', date, '13:00', '14:00', ['TRANSP:TRANSPARENT'])),
    );
    await radicale.putEvent(
      user,
      calendarUrl,
      'off.ics',
      ics(vevent('off', date, '15:00', '16:00', ['STATUS:CANCELLED'])),
    );
    const starts = await freeStarts(host, 'busy', date);
    assert.ok(starts.includes(utcInstant(date, '09:30')));
    assert.ok(!starts.includes(utcInstant(date, '10:00')), 'busy meeting');
    assert.ok(!starts.includes(utcInstant(date, '10:30')), 'busy meeting');
    assert.ok(starts.includes(utcInstant(date, '11:00')));
    assert.ok(!starts.includes(utcInstant(date, '12:00')), 'tentative counts as busy');
    assert.ok(starts.includes(utcInstant(date, '13:00')), 'transparent (free) does not');
    assert.ok(starts.includes(utcInstant(date, '15:00')), 'cancelled does not');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: (await seedEventType(t.app, host.user.id, { slug: 'busy-2', duration: 30 })).eventType
          .id,
        start_time: utcInstant(date, '10:00'),
        attendee_name: 'Late',
        attendee_email: 'late@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(taken.statusCode, 409, 'a busy time cannot be booked either');
  });

  test('one malformed iCalendar object (as a lenient server may hand it out) is skipped, the others count', async () => {
    // Radicale validates what it stores, so the server's answer is replaced here: the provider
    // gets a broken object beside a good one from its client.
    const { host, user } = await hostWithCalendar();
    await connected(host, user);
    const date = utcDate(6);
    const good = ics(vevent('good', date, '10:00', '11:00'));
    const broken = ics(vevent('broken', date, '12:00', '13:00', ['RRULE:FREQ=SOMETIMES;COUNT=x']));
    const garbage = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n';
    const warnings: unknown[] = [];
    const provider = new CaldavCalendarProvider({
      db: t.app.db,
      connections: {
        withClient: (
          _connection: unknown,
          work: (client: unknown, credentials: unknown) => Promise<unknown>,
        ) => work({ objectsIn: async () => [garbage, broken, good] }, {}),
      } as unknown as CaldavConnections,
      log: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger,
    });
    const busy = await provider.busyTimes(
      host.user.id,
      new Date(`${date}T00:00:00Z`),
      new Date(`${date}T23:59:00Z`),
    );
    assert.deepEqual(
      busy.map((range) => [range.start.toISOString(), range.end.toISOString()]),
      [[utcInstant(date, '10:00'), utcInstant(date, '11:00')]],
    );
    assert.equal(warnings.length, 2, 'each broken object is logged, alone');
  });

  test("all-day events block the host's whole day in their zone; recurring events expand with EXDATE and a moved exception", async () => {
    const { host, user, calendarUrl } = await hostWithCalendar({ timeZone: 'Pacific/Auckland' });
    await connected(host, user);
    await seedEventType(t.app, host.user.id, { slug: 'days', duration: 60 });
    const day = utcDate(9);
    const next = utcDate(10);
    await radicale.putEvent(
      user,
      calendarUrl,
      'holiday.ics',
      ics([
        'BEGIN:VEVENT',
        'UID:holiday',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${next.replaceAll('-', '')}`,
        'END:VEVENT',
      ]),
    );
    // The host's day (Auckland) is busy; the UTC hours of the following Auckland day are not.
    const ofDay = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/days/free-times?start=${day}&end=${next}&time_zone=Pacific/Auckland`,
    });
    assert.equal(ofDay.statusCode, 200, ofDay.body);
    const days = ofDay.json().data.days as { date: string; times: unknown[] }[];
    assert.equal(
      days.find((entry) => entry.date === day)?.times.length ?? 0,
      0,
      'the all-day event blocks the day',
    );
    assert.ok((days.find((entry) => entry.date === next)?.times.length ?? 0) > 0, 'the next day is free');

    // Daily at 10:00 UTC for 4 days, the 2nd excluded, the 3rd moved to 15:00.
    const other = await hostWithCalendar();
    await connected(other.host, other.user);
    await seedEventType(t.app, other.host.user.id, { slug: 'series', duration: 60 });
    const d = [11, 12, 13, 14].map(utcDate);
    await radicale.putEvent(
      other.user,
      other.calendarUrl,
      'series.ics',
      ics(
        vevent('series', d[0], '10:00', '11:00', [
          'RRULE:FREQ=DAILY;COUNT=4',
          `EXDATE:${stamp(d[1], '10:00')}`,
        ]),
        [
          'BEGIN:VEVENT',
          'UID:series',
          'DTSTAMP:20260101T000000Z',
          `RECURRENCE-ID:${stamp(d[2], '10:00')}`,
          `DTSTART:${stamp(d[2], '15:00')}`,
          `DTEND:${stamp(d[2], '16:00')}`,
          'END:VEVENT',
        ],
      ),
    );
    const at = async (index: number, time: string) =>
      (await freeStarts(other.host, 'series', d[index])).includes(utcInstant(d[index], time));
    assert.equal(await at(0, '10:00'), false, 'first occurrence busy');
    assert.equal(await at(1, '10:00'), true, 'EXDATE: free');
    assert.equal(await at(2, '10:00'), true, 'moved away from 10:00');
    assert.equal(await at(2, '15:00'), false, 'moved to 15:00');
    assert.equal(await at(3, '10:00'), false, 'last occurrence busy');
  });

  test('an unticked calendar does not count; disconnect stops its busy time and removes its data', async () => {
    const { host, user, calendarUrl } = await hostWithCalendar();
    const connection = await connected(host, user);
    await seedEventType(t.app, host.user.id, { slug: 'tick', duration: 60 });
    const date = utcDate(15);
    await radicale.putEvent(user, calendarUrl, 'x.ics', ics(vevent('x', date, '10:00', '11:00')));
    assert.ok(!(await freeStarts(host, 'tick', date)).includes(utcInstant(date, '10:00')));
    const untick = await t.app.inject({
      method: 'PATCH',
      url: `/api/integrations/caldav/${connection.id}/calendars/${connection.calendars[0].id}`,
      headers: auth(host),
      payload: { checked: false },
    });
    assert.equal(untick.statusCode, 200, untick.body);
    assert.equal(untick.json().data.calendars[0].checked, false);
    assert.ok((await freeStarts(host, 'tick', date)).includes(utcInstant(date, '10:00')), 'unticked: free');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/integrations/caldav/${connection.id}/calendars/${connection.calendars[0].id}`,
      headers: auth(host),
      payload: { checked: true },
    });
    assert.ok(
      !(await freeStarts(host, 'tick', date)).includes(utcInstant(date, '10:00')),
      'ticked again: busy',
    );

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/caldav/${connection.id}`,
      headers: auth(host),
    });
    assert.equal(gone.statusCode, 204);
    assert.ok(
      (await freeStarts(host, 'tick', date)).includes(utcInstant(date, '10:00')),
      'disconnected: free',
    );
    const calendars = await t.app.db
      .select()
      .from(caldavCalendars)
      .where(eq(caldavCalendars.connectionId, connection.id));
    assert.equal(calendars.length, 0);
  });

  test("a booking is written to the type's chosen calendar as a VEVENT with the invite's UID; cancel removes it; disconnect stops writing", async () => {
    const { host, user, calendarUrl } = await hostWithCalendar();
    const connection = await connected(host, user);
    const { eventType } = await seedEventType(t.app, host.user.id, { slug: 'written', duration: 30 });
    const choose = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/caldav/event-types/${eventType.id}/calendar`,
      headers: auth(host),
      payload: { calendar_id: connection.calendars[0].id },
    });
    assert.equal(choose.statusCode, 200, choose.body);
    // Another host's event type cannot be pointed at this calendar, nor this type at theirs.
    const other = await seedHost(t.app);
    const { eventType: theirs } = await seedEventType(t.app, other.user.id, { slug: 'theirs' });
    const cross = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/caldav/event-types/${theirs.id}/calendar`,
      headers: auth(host),
      payload: { calendar_id: connection.calendars[0].id },
    });
    assert.equal(cross.statusCode, 404);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/caldav/event-types/${theirs.id}/calendar`,
      headers: auth(other),
      payload: { calendar_id: connection.calendars[0].id },
    });
    assert.equal(foreign.statusCode, 404);

    const date = utcDate(17);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventType.id,
        start_time: utcInstant(date, '10:00'),
        attendee_name: 'Ada Lovelace',
        attendee_email: 'ada@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(booked.statusCode, 201, booked.body);
    const bookingId = booked.json().data.id as string;
    await t.app.jobs.runDue();
    const objects = await radicale.listObjects(user, calendarUrl);
    const written = objects.find((object) => object.ics.includes(`UID:${bookingId}@slotwise`));
    assert.ok(written, `the VEVENT is in Radicale: ${JSON.stringify(objects)}`);
    assert.match(written.ics, new RegExp(`DTSTART:${stamp(date, '10:00')}`));
    assert.match(written.ics, /ada@example.com/);
    assert.doesNotMatch(written.ics, /^METHOD:/m, 'a stored object carries no METHOD');
    // Its own event does not block the free times a second time (a seat-less type: the booking does).
    assert.ok((await freeStarts(host, 'written', date)).includes(utcInstant(date, '11:00')));

    // Rescheduled by the host: the same object moves.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/reschedule`,
      headers: auth(host),
      payload: { start_time: utcInstant(date, '14:00') },
    });
    assert.ok(moved.statusCode < 300, moved.body);
    await t.app.jobs.runDue();
    const afterMove = (await radicale.listObjects(user, calendarUrl)).filter((object) =>
      object.ics.includes(`UID:${bookingId}@slotwise`),
    );
    assert.equal(afterMove.length, 1, 'moved, not copied');
    assert.equal(afterMove[0].href, written.href);
    assert.match(afterMove[0].ics, new RegExp(`DTSTART:${stamp(date, '14:00')}`));

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: auth(host),
      payload: { cancellation_reason: 'ill' },
    });
    assert.ok(cancel.statusCode < 300, cancel.body);
    await t.app.jobs.runDue();
    const after = await radicale.listObjects(user, calendarUrl);
    assert.ok(!after.some((object) => object.ics.includes(`UID:${bookingId}@slotwise`)), 'cancel removed it');
    const rows = await t.app.db
      .select()
      .from(caldavBookingEvents)
      .where(eq(caldavBookingEvents.bookingId, bookingId));
    assert.equal(rows.length, 0);

    // Disconnected: a new booking writes nothing there.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/caldav/${connection.id}`,
      headers: auth(host),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventType.id,
        start_time: utcInstant(date, '13:00'),
        attendee_name: 'Ada Lovelace',
        attendee_email: 'ada@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(again.statusCode, 201, again.body);
    await t.app.jobs.runDue();
    const last = await radicale.listObjects(user, calendarUrl);
    assert.ok(!last.some((object) => object.ics.includes(`UID:${again.json().data.id}@slotwise`)));
  });
});
