import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type Booking,
  type BookingAnalytics,
  type BookingStats,
  type BookingsPage,
  bookingActionMessages,
  bookingMessages,
  type FreeTimes,
} from '@slotwise/shared/contract/bookings.contract';
import { dateRangeMessage } from '@slotwise/shared/contract/calendar-range.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { asc, eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { bookings } from '../../db/schema/bookings.schema';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { googleCalendars } from '../../db/schema/google-calendar-list.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { mimeParts, seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { type OutboxMail, readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { CALENDAR_SYNC_JOB } from '../google-calendar/calendar-sync.job';
import { listBookingJobs } from '../jobs/jobs.repository';
import { BookingNotifications } from '../notifications/booking-notifications.service';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { SchedulingService } from '../scheduling/scheduling.service';
import { insertBooking } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { containsPattern } from './host-bookings.repository';
import { HostBookingsService } from './host-bookings.service';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const BOOKING_KEYS = [
  'additional_attendees',
  'answers',
  'attendee_email',
  'attendee_name',
  'attendee_phone',
  'cancellation_reason',
  'cancelled_by',
  'created_at',
  'duration',
  'end_time',
  'event_type',
  'google_calendar_event_id',
  'google_meet_link',
  'guests',
  'id',
  'rejected',
  'rescheduled_at',
  'rescheduled_by',
  'start_time',
  'status',
  'timezone',
];

let t: TestApp;
before(async () => {
  // benchRoutes: the bare yardstick route of the bookings-list benchmark is checked here too.
  t = await createTestApp({ jobPollSeconds: 0, benchRoutes: true });
});
after(async () => {
  await t?.close();
});

let emailCounter = 0;
function uniqueEmail(name: string): string {
  emailCounter += 1;
  return `${name}.${process.pid}.${emailCounter}@example.com`;
}

type Host = Awaited<ReturnType<typeof newHost>>;

/** A host (every day 09:00-17:00 UTC) with a call() that carries their token. */
async function newHost(options: { timeZone?: string } = {}) {
  const account = await seedHost(t.app, options);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.accessToken}` },
      ...(payload === undefined ? {} : { payload }),
    });
  return { ...account, call };
}

/** Books through the public booking call, as an attendee would. */
async function book(
  eventTypeId: string,
  start: string,
  attendee: { name?: string; email?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = attendee.email ?? uniqueEmail('attendee');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: attendee.name ?? 'Grace Hopper',
      attendee_email: email,
      timezone: 'Europe/Paris',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  return { id: response.json().data.id as string, email };
}

/** A booking that already took place (the public call cannot make one). */
async function pastBooking(host: Host, eventTypeId: string, status: 'pending' | 'confirmed' | 'cancelled') {
  const start = new Date(Date.now() - 2 * 86_400_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  return insertBooking(t.app.db, {
    hostId: host.user.id,
    eventTypeId,
    status,
    startTime: start,
    endTime: end,
    blockedStart: start,
    blockedEnd: end,
    seatKey: `past-${Math.random()}`,
    attendeeName: 'Past Attendee',
    attendeeEmail: uniqueEmail('past'),
    timezone: 'UTC',
  });
}

/** Waits for a mail to `to` whose subject matches (mail goes out in the background). */
async function mailTo(to: string, subject: RegExp): Promise<OutboxMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = readOutbox(t.config.outboxDir).find(
      (m) => m.raw.includes(`To: ${to}`) && subject.test(/^Subject: (.*)$/m.exec(m.decoded)?.[1] ?? ''),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The unfolded iCalendar lines of a mail's attachment. */
function inviteLines(mail: OutboxMail): string[] {
  const part = mimeParts(mail.raw).find((p) => /Content-Type: text\/calendar/i.test(p.headers));
  assert.ok(part, 'the mail carries an .ics part');
  return part.body.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

async function freeStartsOfPublicPage(host: Host, slug: string, date: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${date}&end=${date}&time_zone=UTC`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().data as FreeTimes).days.flatMap((d) => d.times.map((time) => time.start));
}

describe('GET /api/bookings', () => {
  test('needs a signed-in host', async () => {
    for (const url of ['/api/bookings', '/api/bookings/stats', `/api/bookings/${MISSING_ID}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 401, url);
    }
  });

  test('filters by status, search, event type and time; pages with totals; only the host’s own', async () => {
    const host = await newHost();
    const other = await newHost();
    const intro = (await seedEventType(t.app, host.user.id, { title: 'Intro call' })).eventType;
    const review = (
      await seedEventType(t.app, host.user.id, { title: 'Design Review', requiresConfirmation: true })
    ).eventType;
    const otherType = (await seedEventType(t.app, other.user.id, { title: 'Intro call' })).eventType;
    const d3 = utcDate(3);
    const d4 = utcDate(4);
    const a = await book(intro.id, utcInstant(d3, '09:00'), {
      name: 'Alan Turing',
      email: uniqueEmail('alan'),
    });
    const b = await book(intro.id, utcInstant(d3, '10:00'), { name: 'Ada 100% Sure' });
    const c = await book(review.id, utcInstant(d4, '09:00'), { name: 'Barbara_Liskov' });
    const d = await book(review.id, utcInstant(d4, '11:00'), { name: 'Edsger Dijkstra' });
    const past = await pastBooking(host, intro.id, 'confirmed');
    await book(otherType.id, utcInstant(d3, '09:00'), { name: 'Alan Turing' });

    const list = async (query: string) => {
      const response = await host.call('GET', `/api/bookings${query}`);
      assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
      return response.json() as BookingsPage;
    };
    const ids = (page: BookingsPage) => page.data.map((booking) => booking.id);

    const all = await list('');
    assert.deepEqual(ids(all), [a.id, b.id, c.id, d.id, past.id], 'upcoming soonest first, then past');
    assert.deepEqual(
      { total: all.total, current_page: all.current_page, last_page: all.last_page, per_page: all.per_page },
      { total: 5, current_page: 1, last_page: 1, per_page: 15 },
    );
    const first = all.data.find((booking) => booking.id === a.id) as Booking;
    assert.deepEqual(Object.keys(first).sort(), BOOKING_KEYS);
    assert.deepEqual(first.event_type, {
      id: intro.id,
      title: 'Intro call',
      duration: 30,
      location: 'google_meet',
      location_details: { address: null, phone: null, phone_from: 'host', meeting_url: null },
    });
    assert.equal(first.status, 'confirmed');
    assert.equal(first.start_time, utcInstant(d3, '09:00'));
    assert.equal(first.timezone, 'Europe/Paris');
    assert.deepEqual(first.additional_attendees, []);

    assert.deepEqual(ids(await list('?status=pending')), [c.id, d.id]);
    assert.deepEqual(ids(await list(`?event_type_id=${intro.id}`)), [a.id, b.id, past.id]);
    assert.deepEqual(
      ids(await list(`?event_type_id=${otherType.id}`)),
      [],
      "another host's type lists nothing",
    );
    assert.deepEqual(ids(await list('?when=upcoming')), [a.id, b.id, c.id, d.id], 'earliest first');
    assert.deepEqual(ids(await list('?when=past')), [past.id]);
    assert.deepEqual(ids(await list(`?from=${utcInstant(d3, '10:00')}&to=${utcInstant(d4, '10:00')}`)), [
      b.id,
      c.id,
    ]);
    assert.deepEqual(ids(await list('?search=turing')), [a.id], 'attendee name, any case');
    assert.deepEqual(
      ids(await list(`?search=${encodeURIComponent(a.email.toUpperCase())}`)),
      [a.id],
      'email',
    );
    assert.deepEqual(ids(await list('?search=design%20rev')), [c.id, d.id], 'event type title');
    assert.deepEqual(ids(await list('?search=%25')), [b.id], '% is literal');
    assert.deepEqual(ids(await list('?search=_')), [c.id], '_ is literal');
    assert.deepEqual(ids(await list('?search=%20%20')), ids(all), 'blank search is ignored');
    assert.deepEqual(ids(await list('?status=confirmed&search=a&when=upcoming')), [a.id, b.id]);

    const page2 = await list('?per_page=2&page=2');
    assert.deepEqual(ids(page2), [c.id, d.id]);
    assert.deepEqual(
      { total: page2.total, current_page: page2.current_page, last_page: page2.last_page, per_page: 2 },
      { total: 5, current_page: 2, last_page: 3, per_page: 2 },
    );
    const beyond = await list('?per_page=2&page=9');
    assert.deepEqual(
      { data: beyond.data, total: beyond.total, last_page: beyond.last_page },
      {
        data: [],
        total: 5,
        last_page: 3,
      },
    );
    const none = await list('?search=nobody-at-all');
    assert.deepEqual({ total: none.total, last_page: none.last_page }, { total: 0, last_page: 1 });
  });

  test('answers 422 with messages for a bad query', async () => {
    const host = await newHost();
    const cases: [string, Record<string, string[]>][] = [
      ['status=done', { status: ['Choose a valid status'] }],
      ['event_type_id=abc', { event_type_id: ['Event type not found'] }],
      [`search=${'x'.repeat(201)}`, { search: ['The maximum length allowed is 200'] }],
      ['colour=blue', { colour: ['This field is not allowed'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await host.call('GET', `/api/bookings?${query}`);
      assert.equal(response.statusCode, 422, `${query}: ${response.body}`);
      assert.deepEqual(response.json(), { message: 'Validation failed', errors }, query);
    }
    for (const query of ['page=0', 'per_page=0', 'per_page=101', 'page=x', 'when=soon', 'from=yesterday']) {
      const response = await host.call('GET', `/api/bookings?${query}`);
      assert.equal(response.statusCode, 422, query);
      assert.equal(Object.keys(response.json().errors).length, 1, query);
    }
  });

  test('from/to at the ends of the calendar, reversed or spanning it answer at once, never a 5xx (issue #12)', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id)).eventType;
    await book(type.id, utcInstant(utcDate(5), '09:00'));
    const outOfRange = [bookingMessages.dateOutOfRange];
    const cases: [string, number, Record<string, string[]> | null][] = [
      ['from=1970-01-01T00:00:00Z&to=2200-12-31T23:59:59Z', 200, null],
      ['from=2200-12-31T00:00:00Z', 200, null],
      ['to=1970-01-01T00:00:00%2B00:00', 200, null],
      ['from=0000-01-01T00:00:00Z', 422, { from: outOfRange }],
      ['from=0001-01-01T00:00:00Z&to=2200-12-31T23:30:00-05:00', 422, { from: outOfRange, to: outOfRange }],
      ['to=2200-12-31T23:30:00-05:00', 422, { to: outOfRange }],
      ['from=2200-12-31T00:00:00Z&to=1970-01-01T00:00:00Z', 422, { to: [bookingMessages.rangeOrder] }],
    ];
    for (const [query, status, errors] of cases) {
      const started = performance.now();
      const response = await host.call('GET', `/api/bookings?${query}`);
      assert.ok(performance.now() - started < 1000, query);
      assert.equal(response.statusCode, status, `${query}: ${response.body}`);
      if (errors) assert.deepEqual(response.json().errors, errors, query);
    }
    const all = (
      await host.call('GET', '/api/bookings?from=1970-01-01T00:00:00Z&to=2200-12-31T23:59:59Z')
    ).json();
    assert.equal(all.total, 1);
  });

  test('the benchmark’s bare route answers exactly what the real list answers, and only when enabled', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id, { title: 'Bare call' })).eventType;
    for (const time of ['09:00', '10:00', '11:00']) {
      await book(type.id, utcInstant(utcDate(5), time), { name: `Bare ${time}` });
    }
    await pastBooking(host, type.id, 'cancelled');
    for (const query of ['', '?page=2&per_page=2', '?search=bare%2011', '?search=%25']) {
      const real = await host.call('GET', `/api/bookings${query}`);
      const bare = await host.call('GET', `/api/bench/bookings${query}`);
      assert.equal(bare.statusCode, 200, bare.body);
      assert.deepEqual(bare.json(), real.json(), query);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/bench/bookings' })).statusCode, 401);
    const secrets = {
      JWT_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: 'y'.repeat(32),
      DATA_DIR: t.config.dataDir,
    };
    assert.equal(loadConfig(secrets).benchRoutes, false);
    assert.equal(loadConfig({ ...secrets, BENCH_ROUTES: 'true' }).benchRoutes, true);
  });

  test('upcoming soonest first, then past latest first, across pages and with filters (issue #14)', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id, { title: 'Order call' })).eventType;
    const pastAt = async (daysAgo: number, status: 'confirmed' | 'cancelled') => {
      const row = await pastBooking(host, type.id, status);
      const start = new Date(Date.now() - daysAgo * 86_400_000);
      const end = new Date(start.getTime() + 30 * 60_000);
      await t.app.db
        .update(bookings)
        .set({ startTime: start, endTime: end, blockedStart: start, blockedEnd: end })
        .where(eq(bookings.id, row.id));
      return row.id;
    };
    const old = await pastAt(30, 'confirmed');
    const recent = await pastAt(1, 'cancelled');
    const middle = await pastAt(10, 'confirmed');
    const later = (await book(type.id, utcInstant(utcDate(6), '09:00'))).id;
    const soon = (await book(type.id, utcInstant(utcDate(2), '09:00'))).id;
    const expected = [soon, later, recent, middle, old];
    const ids = async (query: string) => {
      const response = await host.call('GET', `/api/bookings${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as BookingsPage).data.map((booking) => booking.id);
    };
    assert.deepEqual(await ids(''), expected);
    const paged = [
      ...(await ids('?per_page=2&page=1')),
      ...(await ids('?per_page=2&page=2')),
      ...(await ids('?per_page=2&page=3')),
    ];
    assert.deepEqual(paged, expected, 'pages continue the same order');
    assert.deepEqual(await ids('?status=confirmed'), [soon, later, middle, old]);
    assert.deepEqual(await ids(`?search=order&event_type_id=${type.id}`), expected);
    assert.deepEqual(await ids('?when=past'), [recent, middle, old]);
    assert.deepEqual(await ids('?when=upcoming'), [soon, later]);
  });

  test('containsPattern escapes the LIKE wildcards and the escape character', () => {
    assert.equal(containsPattern('50%_a\\b'), '%50\\%\\_a\\\\b%');
  });
});

describe('GET /api/bookings/stats and /analytics', () => {
  test('stats count the host’s bookings in the database', async () => {
    const host = await newHost();
    const empty = await host.call('GET', '/api/bookings/stats');
    assert.deepEqual(empty.json(), { data: { total: 0, upcoming: 0, confirmed: 0, pending: 0 } });
    const type = (await seedEventType(t.app, host.user.id)).eventType;
    const pendingType = (await seedEventType(t.app, host.user.id, { requiresConfirmation: true })).eventType;
    await book(type.id, utcInstant(utcDate(3), '09:00'));
    await book(type.id, utcInstant(utcDate(3), '10:00'));
    await book(pendingType.id, utcInstant(utcDate(3), '11:00'));
    await pastBooking(host, type.id, 'confirmed');
    await pastBooking(host, type.id, 'cancelled');
    const other = await newHost();
    await book((await seedEventType(t.app, other.user.id)).eventType.id, utcInstant(utcDate(3), '09:00'));
    const response = await host.call('GET', '/api/bookings/stats');
    assert.equal(response.statusCode, 200, response.body);
    const stats: BookingStats = response.json().data;
    assert.deepEqual(stats, { total: 5, upcoming: 2, confirmed: 3, pending: 1 });
  });

  test('5 upcoming meetings and 1 cancelled count as 6 bookings, 1 in 6 cancelled (issue #14)', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id)).eventType;
    for (const day of [1, 2, 3, 4, 5]) await book(type.id, utcInstant(utcDate(day), '10:00'));
    await pastBooking(host, type.id, 'cancelled');
    const stats: BookingStats = (await host.call('GET', '/api/bookings/stats')).json().data;
    assert.deepEqual(stats, { total: 6, upcoming: 5, confirmed: 5, pending: 0 });
    const response = await host.call('GET', '/api/bookings/analytics');
    assert.equal(response.statusCode, 200, response.body);
    const analytics: BookingAnalytics = response.json().data;
    assert.equal(analytics.total, 6);
    assert.equal(analytics.upcoming, 5);
    assert.deepEqual(analytics.by_status, { pending: 0, confirmed: 5, cancelled: 1 });
    assert.deepEqual(analytics.by_event_type, [{ event_type_id: type.id, title: type.title, count: 6 }]);
    assert.equal(analytics.cancellation_rate, 1 / 6);
    assert.equal(
      analytics.per_week.reduce((sum, week) => sum + week.count, 0),
      6,
      'the weekly bars hold the upcoming weeks too',
    );
  });

  test('analytics buckets by week in the host zone, zero weeks included, oldest first', async () => {
    const host = await newHost({ timeZone: 'America/New_York' });
    const alpha = (await seedEventType(t.app, host.user.id, { title: 'Alpha' })).eventType;
    const beta = (await seedEventType(t.app, host.user.id, { title: 'Beta' })).eventType;
    const other = await newHost({ timeZone: 'America/New_York' });
    const otherType = (await seedEventType(t.app, other.user.id)).eventType;
    const at = async (hostId: string, eventTypeId: string, iso: string, status: string) => {
      const start = new Date(iso);
      const end = new Date(start.getTime() + 30 * 60_000);
      await insertBooking(t.app.db, {
        hostId,
        eventTypeId,
        status,
        startTime: start,
        endTime: end,
        blockedStart: start,
        blockedEnd: end,
        seatKey: `${iso}-${Math.random()}`,
        attendeeName: 'Fixed',
        attendeeEmail: 'fixed@example.com',
        timezone: 'UTC',
      });
    };
    // "Now" is Wednesday 2026-03-18 12:00 UTC; US daylight saving time began on March 8.
    await at(host.user.id, alpha.id, '2026-02-22T15:00:00Z', 'confirmed'); // before the 4 weeks
    await at(host.user.id, alpha.id, '2026-02-24T15:00:00Z', 'confirmed'); // week of Feb 23
    await at(host.user.id, alpha.id, '2026-03-09T03:00:00Z', 'cancelled'); // Sun Mar 8 23:00 EDT: week of Mar 2
    await at(host.user.id, beta.id, '2026-03-16T04:30:00Z', 'pending'); // Mon Mar 16 00:30 EDT
    await at(host.user.id, beta.id, '2026-03-19T15:00:00Z', 'confirmed'); // later this week
    await at(host.user.id, beta.id, '2026-03-23T04:30:00Z', 'confirmed'); // next week
    await at(host.user.id, beta.id, '2026-04-16T15:00:00Z', 'cancelled'); // 4 weeks ahead
    await at(host.user.id, beta.id, '2026-04-21T15:00:00Z', 'confirmed'); // beyond the 4 weeks ahead
    await at(other.user.id, otherType.id, '2026-03-17T15:00:00Z', 'confirmed'); // another host

    const service = new HostBookingsService({
      db: t.app.db,
      scheduling: new SchedulingService(t.app.db),
      notifications: new BookingNotifications(t.app.mailer, t.config, t.app.log, new RateLimiter(t.app.db)),
      bookings: new BookingsService({
        db: t.app.db,
        scheduling: new SchedulingService(t.app.db),
        notifications: new BookingNotifications(t.app.mailer, t.config, t.app.log, new RateLimiter(t.app.db)),
      }),
    });
    const analytics = await service.analytics(host.user.id, 4, new Date('2026-03-18T12:00:00Z'));
    assert.deepEqual(analytics, {
      time_zone: 'America/New_York',
      per_week: [
        { week_start: '2026-02-23', count: 1 },
        { week_start: '2026-03-02', count: 1 },
        { week_start: '2026-03-09', count: 0 },
        { week_start: '2026-03-16', count: 2 },
        // The weeks ahead, up to the last one with a booking.
        { week_start: '2026-03-23', count: 1 },
        { week_start: '2026-03-30', count: 0 },
        { week_start: '2026-04-06', count: 0 },
        { week_start: '2026-04-13', count: 1 },
      ],
      by_status: { pending: 1, confirmed: 3, cancelled: 2 },
      by_event_type: [
        { event_type_id: beta.id, title: 'Beta', count: 4 },
        { event_type_id: alpha.id, title: 'Alpha', count: 2 },
      ],
      cancellation_rate: 2 / 6,
      total: 6,
      upcoming: 2,
    } satisfies BookingAnalytics);

    const response = await host.call('GET', '/api/bookings/analytics');
    assert.equal(response.statusCode, 200, response.body);
    const live: BookingAnalytics = response.json().data;
    assert.equal(live.per_week.length, 12);
    const monday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
    assert.ok(
      live.per_week.every((week) => monday(week.week_start)),
      'weeks start on Monday',
    );
    const last = new Date(`${live.per_week[11].week_start}T00:00:00Z`).getTime();
    const today = new Date(
      new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
    ).getTime();
    assert.ok(today - last >= 0 && today - last < 7 * 86_400_000, 'the last week is the current one');
    for (const query of ['weeks=0', 'weeks=53', 'weeks=x', 'days=3']) {
      assert.equal((await host.call('GET', `/api/bookings/analytics?${query}`)).statusCode, 422, query);
    }
  });
});

describe('one booking and its actions', () => {
  test('GET /api/bookings/{id}: the host’s own; another host’s or a malformed id is not found', async () => {
    const host = await newHost();
    const other = await newHost();
    const type = (await seedEventType(t.app, host.user.id)).eventType;
    const { id } = await book(type.id, utcInstant(utcDate(3), '09:00'));
    const own = await host.call('GET', `/api/bookings/${id}`);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal((own.json() as Booking).id, id);
    assert.equal(own.headers['cache-control'], 'no-store');
    const actions: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', ''],
      ['POST', '/confirm'],
      ['POST', '/reject', {}],
      ['POST', '/cancel', {}],
      ['DELETE', ''],
      ['POST', '/cancel-and-delete', {}],
      ['GET', `/free-times?start=${utcDate(3)}&end=${utcDate(3)}&time_zone=UTC`],
      ['POST', '/reschedule', { start_time: utcInstant(utcDate(3), '11:00') }],
    ];
    for (const [method, suffix, payload] of actions) {
      for (const bookingId of [id, 'not-a-uuid', MISSING_ID]) {
        const caller = bookingId === id ? other : host;
        const response = await caller.call(method, `/api/bookings/${bookingId}${suffix}`, payload);
        assert.equal(response.statusCode, 404, `${method} ${bookingId}${suffix}: ${response.body}`);
        assert.deepEqual(response.json(), { message: bookingMessages.notFound });
      }
    }
    const still = await host.call('GET', `/api/bookings/${id}`);
    assert.equal((still.json() as Booking).status, 'confirmed', "another host's calls changed nothing");
  });

  test('confirm: a pending booking becomes confirmed and the attendee gets a REQUEST with a higher SEQUENCE', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id, { requiresConfirmation: true })).eventType;
    const { id, email } = await book(type.id, utcInstant(utcDate(3), '09:00'));
    const response = await host.call('POST', `/api/bookings/${id}/confirm`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as Booking).status, 'confirmed');
    const mail = await mailTo(email, /^Confirmed: /);
    const lines = inviteLines(mail);
    assert.ok(lines.includes('METHOD:REQUEST'), 'METHOD:REQUEST');
    assert.ok(lines.includes(`UID:${id}@slotwise`));
    assert.ok(lines.includes('SEQUENCE:1'), 'SEQUENCE:1');
    assert.ok(lines.includes('STATUS:CONFIRMED'));

    const again = await host.call('POST', `/api/bookings/${id}/confirm`);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: bookingActionMessages.onlyPendingConfirm });
    const past = await pastBooking(host, type.id, 'pending');
    const late = await host.call('POST', `/api/bookings/${past.id}/confirm`);
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), { message: bookingActionMessages.alreadyPast });
    const cancelled = await pastBooking(host, type.id, 'cancelled');
    const dead = await host.call('POST', `/api/bookings/${cancelled.id}/confirm`);
    assert.deepEqual([dead.statusCode, dead.json().message], [409, bookingActionMessages.onlyPendingConfirm]);
  });

  test('reject: cancelled with the default reason, a CANCEL to the attendee, reminders cancelled', async () => {
    const host = await newHost();
    const type = (
      await seedEventType(t.app, host.user.id, {
        requiresConfirmation: true,
        reminders: [{ time: '1h', method: 'email' }],
      })
    ).eventType;
    const { id, email } = await book(type.id, utcInstant(utcDate(3), '09:00'));
    assert.deepEqual(
      (await listBookingJobs(t.app.db, id)).map((job) => job.status),
      ['pending'],
    );
    const response = await host.call('POST', `/api/bookings/${id}/reject`, { cancellation_reason: '   ' });
    assert.equal(response.statusCode, 200, response.body);
    const rejected = response.json() as Booking;
    assert.equal(rejected.status, 'cancelled');
    assert.equal(rejected.cancellation_reason, bookingMessages.defaultRejectReason);
    assert.deepEqual(
      (await listBookingJobs(t.app.db, id)).map((job) => job.status),
      ['cancelled'],
    );
    const mail = await mailTo(email, /^Declined: /);
    assert.match(mail.decoded, /Rejected by host/);
    const lines = inviteLines(mail);
    assert.ok(lines.includes('METHOD:CANCEL'), 'METHOD:CANCEL');
    assert.ok(lines.includes('SEQUENCE:1'), 'SEQUENCE:1');

    const again = await host.call('POST', `/api/bookings/${id}/reject`, {});
    assert.deepEqual(
      [again.statusCode, again.json().message],
      [409, bookingActionMessages.onlyPendingReject],
    );
    const confirmedType = (await seedEventType(t.app, host.user.id)).eventType;
    const confirmed = await book(confirmedType.id, utcInstant(utcDate(3), '10:00'));
    const notPending = await host.call('POST', `/api/bookings/${confirmed.id}/reject`);
    assert.deepEqual(
      [notPending.statusCode, notPending.json().message],
      [409, bookingActionMessages.onlyPendingReject],
    );

    const withReason = await book(type.id, utcInstant(utcDate(3), '11:00'));
    const reasoned = await host.call('POST', `/api/bookings/${withReason.id}/reject`, {
      cancellation_reason: ' Fully booked that day ',
    });
    assert.equal((reasoned.json() as Booking).cancellation_reason, 'Fully booked that day');
    const tooLong = await host.call('POST', `/api/bookings/${withReason.id}/reject`, {
      cancellation_reason: 'x'.repeat(1001),
    });
    assert.equal(tooLong.statusCode, 422);
    assert.deepEqual(tooLong.json().errors, { cancellation_reason: ['The maximum length allowed is 1000'] });
  });

  test('cancel: the time is free again at once, a CANCEL goes out, reminders are cancelled; refusals', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id, { reminders: [{ time: '24h', method: 'email' }] }))
      .eventType;
    const day = utcDate(3);
    const { id, email } = await book(type.id, utcInstant(day, '09:00'));
    // The public page's answer is now cached without 09:00.
    assert.ok(!(await freeStartsOfPublicPage(host, type.slug, day)).includes(utcInstant(day, '09:00')));
    const response = await host.call('POST', `/api/bookings/${id}/cancel`, { cancellation_reason: 'Ill' });
    assert.equal(response.statusCode, 200, response.body);
    const cancelled = response.json() as Booking;
    assert.deepEqual([cancelled.status, cancelled.cancellation_reason], ['cancelled', 'Ill']);
    assert.ok((await freeStartsOfPublicPage(host, type.slug, day)).includes(utcInstant(day, '09:00')));
    assert.deepEqual(
      (await listBookingJobs(t.app.db, id)).map((job) => job.status),
      ['cancelled'],
    );
    const mail = await mailTo(email, /^Cancelled: /);
    assert.match(mail.decoded, /cancelled this booking/);
    const lines = inviteLines(mail);
    assert.ok(lines.includes('METHOD:CANCEL'), 'METHOD:CANCEL');
    assert.ok(lines.includes('SEQUENCE:1'), 'SEQUENCE:1');

    const again = await host.call('POST', `/api/bookings/${id}/cancel`, {});
    assert.deepEqual([again.statusCode, again.json().message], [409, bookingActionMessages.alreadyCancelled]);
    const past = await pastBooking(host, type.id, 'confirmed');
    const late = await host.call('POST', `/api/bookings/${past.id}/cancel`);
    assert.deepEqual([late.statusCode, late.json().message], [409, bookingActionMessages.alreadyPast]);
  });

  test('DELETE: only cancelled or past bookings; cancel-and-delete: both in one step with the e-mail', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id, { reminders: [{ time: '24h', method: 'email' }] }))
      .eventType;
    const live = await book(type.id, utcInstant(utcDate(3), '09:00'));
    const refused = await host.call('DELETE', `/api/bookings/${live.id}`);
    assert.deepEqual(
      [refused.statusCode, refused.json().message],
      [409, bookingActionMessages.deleteLiveBooking],
    );
    assert.equal((await host.call('GET', `/api/bookings/${live.id}`)).statusCode, 200);

    await host.call('POST', `/api/bookings/${live.id}/cancel`, {});
    const deleted = await host.call('DELETE', `/api/bookings/${live.id}`);
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(deleted.body, '');
    assert.equal((await host.call('GET', `/api/bookings/${live.id}`)).statusCode, 404);
    const past = await pastBooking(host, type.id, 'confirmed');
    assert.equal((await host.call('DELETE', `/api/bookings/${past.id}`)).statusCode, 204);

    const doomed = await book(type.id, utcInstant(utcDate(3), '10:00'));
    const both = await host.call('POST', `/api/bookings/${doomed.id}/cancel-and-delete`, {
      cancellation_reason: 'Moving away',
    });
    assert.equal(both.statusCode, 204, both.body);
    assert.equal((await host.call('GET', `/api/bookings/${doomed.id}`)).statusCode, 404);
    assert.deepEqual(await listBookingJobs(t.app.db, doomed.id), [], 'its reminders went with it');
    const mail = await mailTo(doomed.email, /^Cancelled: /);
    assert.match(mail.decoded, /Moving away/);
    assert.ok(inviteLines(mail).includes('METHOD:CANCEL'));
    const stats = (await host.call('GET', '/api/bookings/stats')).json().data as BookingStats;
    assert.equal(stats.total, 0);

    const cancelledPast = await pastBooking(host, type.id, 'cancelled');
    const noCancel = await host.call('POST', `/api/bookings/${cancelledPast.id}/cancel-and-delete`, {});
    assert.deepEqual(
      [noCancel.statusCode, noCancel.json().message],
      [409, bookingActionMessages.alreadyCancelled],
    );
    const pastLive = await pastBooking(host, type.id, 'confirmed');
    const noPast = await host.call('POST', `/api/bookings/${pastLive.id}/cancel-and-delete`);
    assert.deepEqual([noPast.statusCode, noPast.json().message], [409, bookingActionMessages.alreadyPast]);
  });
});

describe('reschedule', () => {
  test('free times leave the booking itself free; the move keeps the id, re-plans reminders and e-mails an update', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id, { reminders: [{ time: '24h', method: 'email' }] }))
      .eventType;
    const day = utcDate(3);
    const booked = await book(type.id, utcInstant(day, '09:00'));
    const blocker = await book(type.id, utcInstant(day, '10:00'));

    const free = await host.call(
      'GET',
      `/api/bookings/${booked.id}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    );
    assert.equal(free.statusCode, 200, free.body);
    const starts = (free.json().data as FreeTimes).days[0].times.map((time) => time.start);
    assert.ok(starts.includes(utcInstant(day, '09:00')), 'its own time counts as free');
    assert.ok(!starts.includes(utcInstant(day, '10:00')), 'other bookings stay busy');
    const badRange = await host.call(
      'GET',
      `/api/bookings/${booked.id}/free-times?start=${utcDate(4)}&end=${day}&time_zone=UTC`,
    );
    assert.deepEqual(
      [badRange.statusCode, badRange.json().errors],
      [422, { end: [bookingMessages.rangeOrder] }],
    );

    // Bounded before any work (issue #12): the last day of the calendar, listed empty; a move there refused.
    const far = await host.call(
      'GET',
      `/api/bookings/${booked.id}/free-times?start=2200-12-31&end=2200-12-31&time_zone=Pacific/Kiritimati`,
    );
    assert.deepEqual([far.statusCode, far.json().data?.days], [200, [{ date: '2200-12-31', times: [] }]]);
    const ancient = await host.call(
      'GET',
      `/api/bookings/${booked.id}/free-times?start=0001-01-01&end=0001-01-01&time_zone=UTC`,
    );
    assert.deepEqual(
      [ancient.statusCode, ancient.json().errors?.start],
      [422, [bookingMessages.dateOutOfRange]],
    );
    const farMove = await host.call('POST', `/api/bookings/${booked.id}/reschedule`, {
      start_time: '2200-12-31T23:30:00Z',
    });
    assert.deepEqual([farMove.statusCode, farMove.json().message], [409, bookingMessages.slotUnavailable]);

    const taken = await host.call('POST', `/api/bookings/${booked.id}/reschedule`, {
      start_time: utcInstant(day, '10:00'),
    });
    assert.deepEqual([taken.statusCode, taken.json().message], [409, bookingMessages.slotTaken]);
    const outside = await host.call('POST', `/api/bookings/${booked.id}/reschedule`, {
      start_time: utcInstant(day, '20:00'),
    });
    assert.deepEqual([outside.statusCode, outside.json().message], [409, bookingMessages.slotUnavailable]);
    const same = await host.call('POST', `/api/bookings/${booked.id}/reschedule`, {
      start_time: utcInstant(day, '09:00'),
    });
    assert.deepEqual([same.statusCode, same.json().message], [409, bookingActionMessages.sameTime]);
    const malformed = await host.call('POST', `/api/bookings/${booked.id}/reschedule`, {
      start_time: 'soon',
    });
    assert.deepEqual(
      [malformed.statusCode, malformed.json().errors],
      [422, { start_time: ['Choose a time'] }],
    );
    for (const start_time of ['9999-12-31T23:00:00Z', '0001-01-01T00:00:00Z', '2201-01-01T00:30:00+01:00']) {
      const outOfRange = await host.call('POST', `/api/bookings/${booked.id}/reschedule`, { start_time });
      assert.deepEqual(
        [outOfRange.statusCode, outOfRange.json().errors],
        [422, { start_time: [dateRangeMessage] }],
        start_time,
      );
    }

    // 09:30 overlaps the booking's own 09:00-09:30? No: it starts as the old one ends; 09:15 would overlap it.
    const target = utcInstant(day, '09:30');
    const moved = await host.call('POST', `/api/bookings/${booked.id}/reschedule`, { start_time: target });
    assert.equal(moved.statusCode, 200, moved.body);
    const body = moved.json() as Booking;
    assert.deepEqual(
      [body.id, body.start_time, body.end_time],
      [booked.id, target, utcInstant(day, '10:00')],
    );
    const publicStarts = await freeStartsOfPublicPage(host, type.slug, day);
    assert.ok(publicStarts.includes(utcInstant(day, '09:00')), 'the old time is free again');
    assert.ok(!publicStarts.includes(target), 'the new time is taken');
    const jobs = await listBookingJobs(t.app.db, booked.id);
    assert.deepEqual(
      jobs.map((job) => [job.status, job.runAt.toISOString()]),
      [
        ['cancelled', new Date(new Date(utcInstant(day, '09:00')).getTime() - 86_400_000).toISOString()],
        ['pending', new Date(new Date(target).getTime() - 86_400_000).toISOString()],
      ],
    );
    const mail = await mailTo(booked.email, /^Rescheduled: /);
    const lines = inviteLines(mail);
    assert.ok(lines.includes('METHOD:REQUEST'), 'METHOD:REQUEST');
    assert.ok(lines.includes(`UID:${booked.id}@slotwise`), 'same UID');
    assert.ok(lines.includes('SEQUENCE:1'), 'SEQUENCE:1');
    assert.ok(lines.includes(`DTSTART:${day.replaceAll('-', '')}T093000Z`), 'new start');
    assert.match(mail.decoded, /Previously/);

    await host.call('POST', `/api/bookings/${blocker.id}/cancel`, {});
    const dead = await host.call('POST', `/api/bookings/${blocker.id}/reschedule`, {
      start_time: utcInstant(day, '12:00'),
    });
    assert.deepEqual([dead.statusCode, dead.json().message], [409, bookingActionMessages.rescheduleNotLive]);
    const past = await pastBooking(host, type.id, 'confirmed');
    const late = await host.call('POST', `/api/bookings/${past.id}/reschedule`, {
      start_time: utcInstant(day, '12:00'),
    });
    assert.deepEqual([late.statusCode, late.json().message], [409, bookingActionMessages.alreadyPast]);
  });
});

describe('Google Calendar sync of a linked event type', () => {
  test('confirm and reschedule queue an upsert; reject and cancel-and-delete queue a delete', async () => {
    const host = await newHost();
    const [account] = await t.app.db
      .insert(googleAccounts)
      .values({
        userId: host.user.id,
        googleSubject: `sub-${host.user.id}`,
        email: 'host@gmail.example',
        scopes: { calendar: true, calendar_events: true, profile: true, email: true, meet: true },
        accessTokenSealed: 'sealed',
      })
      .returning();
    // Its calendar is not checked: this test is about writing, and the account cannot be read
    // (an unreadable calendar counts as busy, docs/calendars.md#failure-behaviour).
    await t.app.db.insert(googleCalendars).values({
      accountId: account.id,
      googleId: 'host@gmail.example',
      summary: 'host@gmail.example',
      accessRole: 'owner',
      isPrimary: true,
      checked: false,
    });
    const type = (
      await seedEventType(t.app, host.user.id, {
        requiresConfirmation: true,
        connectedGoogleAccountId: account.id,
      })
    ).eventType;
    const day = utcDate(3);
    const syncJobs = async () =>
      // In the order they were queued: PostgreSQL returns updated rows in any order otherwise.
      (
        await t.app.db
          .select()
          .from(jobs)
          .where(eq(jobs.kind, CALENDAR_SYNC_JOB))
          .orderBy(asc(jobs.createdAt), asc(jobs.id))
      ).map((job) => ({
        action: job.payload.action,
        bookingId: job.payload.bookingId,
        status: job.status,
      }));
    const confirmed = await book(type.id, utcInstant(day, '09:00'));
    assert.deepEqual(await syncJobs(), [], 'a pending booking has no calendar event yet');
    await host.call('POST', `/api/bookings/${confirmed.id}/confirm`);
    assert.deepEqual(await syncJobs(), [{ action: 'upsert', bookingId: confirmed.id, status: 'pending' }]);
    await host.call('POST', `/api/bookings/${confirmed.id}/reschedule`, {
      start_time: utcInstant(day, '11:00'),
    });
    assert.deepEqual(await syncJobs(), [
      { action: 'upsert', bookingId: confirmed.id, status: 'cancelled' },
      { action: 'upsert', bookingId: confirmed.id, status: 'pending' },
    ]);

    const rejected = await book(type.id, utcInstant(day, '13:00'));
    const deleted = await book(type.id, utcInstant(day, '14:00'));
    await host.call('POST', `/api/bookings/${deleted.id}/confirm`);
    // As if the sync had run: the events exist in Google.
    for (const id of [rejected.id, deleted.id]) {
      await t.app.db
        .update(bookings)
        .set({ googleCalendarEventId: `event-${id}` })
        .where(eq(bookings.id, id));
    }
    await host.call('POST', `/api/bookings/${rejected.id}/reject`);
    await host.call('POST', `/api/bookings/${deleted.id}/cancel-and-delete`);
    const deletes = (await syncJobs()).filter((job) => job.action === 'delete');
    assert.deepEqual(deletes, [
      { action: 'delete', bookingId: rejected.id, status: 'pending' },
      { action: 'delete', bookingId: deleted.id, status: 'pending' },
    ]);
  });
});

describe('DELETE /api/event-types/{id} with bookings', () => {
  test('refuses while live bookings lie ahead; past and cancelled ones go with it', async () => {
    const host = await newHost();
    const type = (await seedEventType(t.app, host.user.id)).eventType;
    const live = await book(type.id, utcInstant(utcDate(3), '09:00'));
    const past = await pastBooking(host, type.id, 'confirmed');
    const refused = await host.call('DELETE', `/api/event-types/${type.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), { message: eventTypeMessages.hasUpcomingBookings });
    assert.equal((await host.call('GET', `/api/bookings/${live.id}`)).statusCode, 200);

    await host.call('POST', `/api/bookings/${live.id}/cancel`, {});
    const deleted = await host.call('DELETE', `/api/event-types/${type.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    const left = await t.app.db.select().from(bookings).where(eq(bookings.eventTypeId, type.id));
    assert.deepEqual(left, []);
    assert.equal((await host.call('GET', `/api/bookings/${past.id}`)).statusCode, 404);
  });
});
