import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingLimitMessages } from '@slotwise/shared/contract/booking-limits.contract';
import { bookingMessages, type FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { sql } from 'drizzle-orm';
import { seedEventType, seedHost } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// docs/product.md#booking-limits-and-start-times: limits per type and per host, the slot
// interval and the fixed booking window, through the public routes (free times, booking,
// rescheduling) and the host's routes; a 50-way race; day and week edges across a DST change.
// Dates lie in 2031 inside a fixed booking window, so the tests do not depend on today.

let t: TestApp;
before(async () => {
  // No free-times cache: the rows below change between reads.
  t = await createTestApp({ jobPollSeconds: 0, freeTimesCacheSeconds: 0 });
});
after(async () => {
  await t?.close();
});

type Host = Awaited<ReturnType<typeof seedHost>>;
const allDay = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '00:00',
  endTime: '24:00',
}));
const marchWindow = { bookingWindowStart: '2031-03-01', bookingWindowEnd: '2031-04-30' };

async function starts(
  host: Host,
  slug: string,
  from: string,
  to = from,
  zone = 'UTC',
): Promise<Map<string, string[]>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${from}&end=${to}&time_zone=${zone}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  const { data } = response.json() as { data: FreeTimes };
  return new Map(data.days.map((day) => [day.date, day.times.map((time) => time.start)]));
}

function book(eventTypeId: string, start: string, email = 'grace@example.com') {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Grace Hopper',
      attendee_email: email,
      timezone: 'UTC',
    },
  });
}

function asHost(host: Host, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${host.accessToken}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function liveCount(eventTypeId: string): Promise<number> {
  const result = (await t.app.db.execute(
    sql`SELECT count(*)::int AS n FROM bookings WHERE event_type_id = ${eventTypeId}::uuid AND status <> 'cancelled'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

describe('event type settings (contract)', () => {
  test('limits, slot interval and a fixed window are saved and answered; bad values are 422 with the message', async () => {
    const host = await seedHost(t.app);
    const created = await asHost(host, 'POST', '/api/event-types', {
      title: 'Limited',
      slug: 'limited',
      booking_limits: { per_day: 2, per_week: 5, per_month: null, per_year: 100 },
      slot_interval: 15,
      booking_window_range: { start: '2031-03-01', end: '2031-03-31' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const body = created.json() as { data: Record<string, unknown> };
    assert.deepEqual(body.data.booking_limits, { per_day: 2, per_week: 5, per_month: null, per_year: 100 });
    assert.equal(body.data.slot_interval, 15);
    assert.deepEqual(body.data.booking_window_range, { start: '2031-03-01', end: '2031-03-31' });

    const plain = await asHost(host, 'POST', '/api/event-types', { title: 'Plain', slug: 'plain' });
    const plainBody = plain.json() as { data: Record<string, unknown> };
    assert.deepEqual(plainBody.data.booking_limits, {
      per_day: null,
      per_week: null,
      per_month: null,
      per_year: null,
    });
    assert.equal(plainBody.data.slot_interval, null);
    assert.equal(plainBody.data.booking_window_range, null);

    const cases: [Record<string, unknown>, string][] = [
      [{ booking_limits: { per_day: 0 } }, bookingLimitMessages.limit],
      [{ booking_limits: { per_week: 1001 } }, bookingLimitMessages.limit],
      [{ booking_limits: { per_day: 1.5 } }, bookingLimitMessages.limit],
      [{ booking_limits: { per_day: 5, per_week: 3 } }, bookingLimitMessages.limitOrder],
      [{ slot_interval: 7 }, bookingLimitMessages.slotInterval],
      [{ slot_interval: 0 }, bookingLimitMessages.slotInterval],
      [{ slot_interval: 125 }, bookingLimitMessages.slotInterval],
      [
        { booking_window_range: { start: '2031-03-10', end: '2031-03-09' } },
        bookingLimitMessages.windowOrder,
      ],
      [
        { booking_window_range: { start: '2031-01-01', end: '2033-01-05' } },
        bookingLimitMessages.windowTooLong,
      ],
    ];
    for (const [extra, message] of cases) {
      const refused = await asHost(host, 'POST', '/api/event-types', { title: 'Bad', slug: 'bad', ...extra });
      assert.equal(refused.statusCode, 422, JSON.stringify(extra));
      assert.ok(refused.body.includes(message), `${JSON.stringify(extra)}: ${refused.body}`);
    }
  });
});

describe('per event type', () => {
  test('a full day disappears and a booking past the daily limit is refused; a cancellation gives it back', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { ...marchWindow, limitPerDay: 2 });
    const other = await seedEventType(t.app, host.user.id, { ...marchWindow, title: 'Other' });
    assert.equal((await book(eventType.id, '2031-03-04T09:00:00.000Z')).statusCode, 201);
    assert.ok((await starts(host, eventType.slug, '2031-03-04')).get('2031-03-04')?.length);
    const second = await book(eventType.id, '2031-03-04T10:00:00.000Z');
    assert.equal(second.statusCode, 201);
    const after = await starts(host, eventType.slug, '2031-03-03', '2031-03-05');
    assert.deepEqual(after.get('2031-03-04'), []);
    assert.ok(after.get('2031-03-03')?.length && after.get('2031-03-05')?.length);
    // The host's other type is not limited by this one's limit.
    assert.ok((await starts(host, other.eventType.slug, '2031-03-04')).get('2031-03-04')?.length);

    const refused = await book(eventType.id, '2031-03-04T14:00:00.000Z');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, bookingLimitMessages.typeDayFull);

    const link = (second.json() as { data: { link_secret?: string; id: string } }).data;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${link.link_secret ?? link.id}/cancel`,
      payload: {},
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal((await book(eventType.id, '2031-03-04T14:00:00.000Z')).statusCode, 201);
  });

  test('weekly, monthly and yearly limits take out their whole week (Monday first), month and year', async () => {
    const host = await seedHost(t.app);
    const weekly = await seedEventType(t.app, host.user.id, { ...marchWindow, limitPerWeek: 1 });
    // Wednesday 2031-03-05: Monday 3rd to Sunday 9th is full, Monday 10th is not.
    assert.equal((await book(weekly.eventType.id, '2031-03-05T09:00:00.000Z')).statusCode, 201);
    const week = await starts(host, weekly.eventType.slug, '2031-03-02', '2031-03-10');
    for (const date of ['2031-03-03', '2031-03-06', '2031-03-09']) assert.deepEqual(week.get(date), [], date);
    assert.ok(week.get('2031-03-02')?.length && week.get('2031-03-10')?.length);
    const refused = await book(weekly.eventType.id, '2031-03-09T16:00:00.000Z');
    assert.equal(refused.json().message, bookingLimitMessages.typeWeekFull);

    const monthly = await seedEventType(t.app, host.user.id, { ...marchWindow, limitPerMonth: 1 });
    assert.equal((await book(monthly.eventType.id, '2031-03-20T09:00:00.000Z')).statusCode, 201);
    const month = await starts(host, monthly.eventType.slug, '2031-03-25', '2031-04-01');
    assert.deepEqual(month.get('2031-03-31'), []);
    assert.ok(month.get('2031-04-01')?.length);
    assert.equal(
      (await book(monthly.eventType.id, '2031-03-02T09:00:00.000Z')).json().message,
      bookingLimitMessages.typeMonthFull,
    );

    const yearly = await seedEventType(t.app, host.user.id, { ...marchWindow, limitPerYear: 1 });
    assert.equal((await book(yearly.eventType.id, '2031-04-20T09:00:00.000Z')).statusCode, 201);
    assert.deepEqual((await starts(host, yearly.eventType.slug, '2031-03-02')).get('2031-03-02'), []);
    assert.equal(
      (await book(yearly.eventType.id, '2031-03-02T09:00:00.000Z')).json().message,
      bookingLimitMessages.typeYearFull,
    );
  });

  test('a group time counts once: more seats of a held time stay bookable at the limit', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      ...marchWindow,
      kind: 'group',
      maxParticipants: 3,
      limitPerDay: 1,
    });
    assert.equal((await book(eventType.id, '2031-03-11T09:00:00.000Z', 'a@example.com')).statusCode, 201);
    const day = (await starts(host, eventType.slug, '2031-03-11')).get('2031-03-11');
    assert.deepEqual(day, ['2031-03-11T09:00:00.000Z']);
    assert.equal((await book(eventType.id, '2031-03-11T09:00:00.000Z', 'b@example.com')).statusCode, 201);
    assert.equal(
      (await book(eventType.id, '2031-03-11T11:00:00.000Z', 'c@example.com')).json().message,
      bookingLimitMessages.typeDayFull,
    );
  });

  test('moving a booking is held to the limits, the booking itself not counted', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { ...marchWindow, limitPerDay: 1 });
    const first = await book(eventType.id, '2031-03-12T09:00:00.000Z');
    await book(eventType.id, '2031-03-13T09:00:00.000Z', 'other@example.com');
    const link = (first.json() as { data: { link_secret?: string; id: string } }).data;
    const secret = link.link_secret ?? link.id;
    const reschedule = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${secret}/reschedule`,
        payload: { start_time: start },
      });
    // Its own day stays open to it; the full day is refused with the limit's words.
    assert.equal((await reschedule('2031-03-12T11:00:00.000Z')).statusCode, 200);
    const refused = await reschedule('2031-03-13T11:00:00.000Z');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, bookingLimitMessages.typeDayFull);
  });
});

describe('per host, across their types', () => {
  test('GET and PUT /api/settings/meeting-limits: own limits only, checked', async () => {
    const host = await seedHost(t.app);
    assert.deepEqual((await asHost(host, 'GET', '/api/settings/meeting-limits')).json(), {
      max_per_day: null,
      max_per_week: null,
    });
    const saved = await asHost(host, 'PUT', '/api/settings/meeting-limits', {
      max_per_day: 3,
      max_per_week: 10,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), { max_per_day: 3, max_per_week: 10 });
    for (const bad of [{ max_per_day: 0 }, { max_per_day: 5, max_per_week: 2 }, { max_per_day: 'x' }]) {
      const refused = await asHost(host, 'PUT', '/api/settings/meeting-limits', bad);
      assert.equal(refused.statusCode, 422, refused.body);
    }
    const other = await seedHost(t.app);
    assert.deepEqual((await asHost(other, 'GET', '/api/settings/meeting-limits')).json(), {
      max_per_day: null,
      max_per_week: null,
    });
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/settings/meeting-limits', payload: {} });
    assert.equal(anonymous.statusCode, 401);
  });

  test("a host's daily and weekly limits count every type and close the day or week for all of them", async () => {
    const host = await seedHost(t.app);
    const one = await seedEventType(t.app, host.user.id, marchWindow);
    const two = await seedEventType(t.app, host.user.id, { ...marchWindow, title: 'Two' });
    await asHost(host, 'PUT', '/api/settings/meeting-limits', { max_per_day: 1, max_per_week: 2 });
    assert.equal((await book(one.eventType.id, '2031-03-17T09:00:00.000Z')).statusCode, 201);
    assert.deepEqual((await starts(host, two.eventType.slug, '2031-03-17')).get('2031-03-17'), []);
    const refused = await book(two.eventType.id, '2031-03-17T12:00:00.000Z');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, bookingLimitMessages.hostDayFull);
    assert.equal((await book(two.eventType.id, '2031-03-18T12:00:00.000Z')).statusCode, 201);
    const week = await starts(host, one.eventType.slug, '2031-03-19', '2031-03-24');
    assert.deepEqual(week.get('2031-03-23'), []);
    assert.ok(week.get('2031-03-24')?.length);
    assert.equal(
      (await book(one.eventType.id, '2031-03-20T12:00:00.000Z')).json().message,
      bookingLimitMessages.hostWeekFull,
    );
    // Removing the limits opens the days again.
    await asHost(host, 'PUT', '/api/settings/meeting-limits', { max_per_day: null, max_per_week: null });
    assert.ok((await starts(host, two.eventType.slug, '2031-03-17')).get('2031-03-17')?.length);
  });
});

describe('races: 50 attendees for the last place', () => {
  const times = Array.from(
    { length: 50 },
    (_, i) => new Date(Date.parse('2031-03-25T09:00:00Z') + i * 5 * 60_000),
  );

  test('of 50 concurrent bookings of different times for the last place of a day, exactly one wins', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      ...marchWindow,
      duration: 5,
      slotInterval: 5,
      limitPerDay: 3,
    });
    assert.equal((await book(eventType.id, '2031-03-25T16:00:00.000Z', 'early@example.com')).statusCode, 201);
    assert.equal(
      (await book(eventType.id, '2031-03-25T16:30:00.000Z', 'early2@example.com')).statusCode,
      201,
    );
    const answers = await Promise.all(
      times.map((time, i) => book(eventType.id, time.toISOString(), `r${i}@example.com`)),
    );
    const won = answers.filter((answer) => answer.statusCode === 201);
    assert.equal(won.length, 1, answers.map((answer) => answer.statusCode).join(','));
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      assert.equal(answer.statusCode, 409);
      assert.equal(answer.json().message, bookingLimitMessages.typeDayFull);
    }
    assert.equal(await liveCount(eventType.id), 3);
  });

  test("of 50 concurrent bookings across two types for a host's last meeting of the day, exactly one wins", async () => {
    const host = await seedHost(t.app);
    const values = { ...marchWindow, duration: 5, slotInterval: 5 };
    const a = await seedEventType(t.app, host.user.id, values);
    const b = await seedEventType(t.app, host.user.id, { ...values, title: 'B' });
    await asHost(host, 'PUT', '/api/settings/meeting-limits', { max_per_day: 2 });
    assert.equal(
      (await book(a.eventType.id, '2031-03-25T16:00:00.000Z', 'early@example.com')).statusCode,
      201,
    );
    const answers = await Promise.all(
      times.map((time, i) => book((i % 2 ? a : b).eventType.id, time.toISOString(), `h${i}@example.com`)),
    );
    assert.equal(answers.filter((answer) => answer.statusCode === 201).length, 1);
    assert.ok(
      answers
        .filter((answer) => answer.statusCode !== 201)
        .every((answer) => answer.json().message === bookingLimitMessages.hostDayFull),
    );
    assert.equal((await liveCount(a.eventType.id)) + (await liveCount(b.eventType.id)), 2);
  });
});

describe("the host's days across a DST change", () => {
  // New York springs forward on Sunday 2031-03-09 (a 23-hour day); Monday the 10th starts at
  // 04:00Z, not 05:00Z. An offset taken once (EST) would put Monday 00:00 EDT on Sunday.
  test('day and week boundaries are local midnights in the host zone', async () => {
    const host = await seedHost(t.app, { timeZone: 'America/New_York', slots: allDay });
    const daily = await seedEventType(t.app, host.user.id, { ...marchWindow, limitPerDay: 1 });
    assert.equal((await book(daily.eventType.id, '2031-03-10T03:00:00.000Z')).statusCode, 201); // Sun 23:00 EDT
    const days = await starts(host, daily.eventType.slug, '2031-03-08', '2031-03-10', 'America/New_York');
    assert.deepEqual(days.get('2031-03-09'), []);
    assert.equal(days.get('2031-03-10')?.[0], '2031-03-10T04:00:00.000Z');
    assert.ok(days.get('2031-03-08')?.length);
    assert.equal((await book(daily.eventType.id, '2031-03-10T04:00:00.000Z')).statusCode, 201); // Mon 00:00 EDT
    assert.equal(
      (await book(daily.eventType.id, '2031-03-09T05:00:00.000Z')).json().message, // Sun 00:00 EST
      bookingLimitMessages.typeDayFull,
    );

    const other = await seedHost(t.app, { timeZone: 'America/New_York', slots: allDay });
    const weekly = await seedEventType(t.app, other.user.id, { ...marchWindow, limitPerWeek: 1 });
    assert.equal((await book(weekly.eventType.id, '2031-03-10T03:30:00.000Z')).statusCode, 201); // Sun 23:30 EDT
    const week = await starts(other, weekly.eventType.slug, '2031-03-09', '2031-03-10', 'America/New_York');
    assert.deepEqual(week.get('2031-03-09'), []);
    assert.equal(week.get('2031-03-10')?.[0], '2031-03-10T04:00:00.000Z');
    assert.equal((await book(weekly.eventType.id, '2031-03-10T04:00:00.000Z')).statusCode, 201);
  });
});

describe('start times and the booking window', () => {
  test('the slot interval sets the steps; without one they are as before', async () => {
    const host = await seedHost(t.app);
    const stepped = await seedEventType(t.app, host.user.id, {
      ...marchWindow,
      duration: 60,
      slotInterval: 15,
    });
    const plain = await seedEventType(t.app, host.user.id, { ...marchWindow, duration: 60 });
    const steppedStarts = (await starts(host, stepped.eventType.slug, '2031-03-04')).get('2031-03-04') ?? [];
    assert.deepEqual(steppedStarts.slice(0, 3), [
      '2031-03-04T09:00:00.000Z',
      '2031-03-04T09:15:00.000Z',
      '2031-03-04T09:30:00.000Z',
    ]);
    assert.equal(steppedStarts.at(-1), '2031-03-04T16:00:00.000Z');
    const plainStarts = (await starts(host, plain.eventType.slug, '2031-03-04')).get('2031-03-04') ?? [];
    assert.deepEqual(plainStarts.slice(0, 2), ['2031-03-04T09:00:00.000Z', '2031-03-04T09:30:00.000Z']);
    assert.equal((await book(stepped.eventType.id, '2031-03-04T10:45:00.000Z')).statusCode, 201);
    const offStep = await book(stepped.eventType.id, '2031-03-04T13:10:00.000Z', 'x@example.com');
    assert.equal(offStep.statusCode, 409);
    assert.equal(offStep.json().message, bookingMessages.slotUnavailable);
  });

  test("a fixed window offers only its dates, in the host's zone, whatever the rolling days say", async () => {
    const host = await seedHost(t.app, { timeZone: 'Asia/Tokyo', slots: allDay });
    const { eventType } = await seedEventType(t.app, host.user.id, {
      bookingWindowDays: 1,
      bookingWindowStart: '2031-06-10',
      bookingWindowEnd: '2031-06-11',
    });
    const days = await starts(host, eventType.slug, '2031-06-09', '2031-06-12', 'Asia/Tokyo');
    assert.deepEqual(days.get('2031-06-09'), []);
    assert.deepEqual(days.get('2031-06-12'), []);
    // 00:00 Tokyo on the 10th is 15:00Z on the 9th.
    assert.equal(days.get('2031-06-10')?.[0], '2031-06-09T15:00:00.000Z');
    assert.equal(days.get('2031-06-11')?.at(-1), '2031-06-11T14:30:00.000Z');
    const outside = await book(eventType.id, '2031-06-11T15:00:00.000Z');
    assert.equal(outside.json().message, bookingMessages.slotUnavailable);
    assert.equal((await book(eventType.id, '2031-06-09T15:00:00.000Z')).statusCode, 201);
  });
});
