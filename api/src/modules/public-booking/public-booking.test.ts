import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bookingMessages,
  type FreeTimes,
  type PublicBooking,
} from '@slotwise/shared/contract/bookings.contract';
import { dateRangeMessage } from '@slotwise/shared/contract/calendar-range.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { nulCharacterMessage } from '@slotwise/shared/contract/validation-messages.contract';
import { mimeParts, seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox, waitForMail } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { insertBooking } from '../bookings/bookings.repository';
import { listBookingJobs, makeJobDue } from '../jobs/jobs.repository';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const day = utcDate(3);

async function freeTimes(username: string, slug: string, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/public/event-types/${username}/${slug}/free-times?${query}`,
  });
}

async function freeStarts(username: string, slug: string, date = day, zone = 'UTC'): Promise<string[]> {
  const response = await freeTimes(username, slug, `start=${date}&end=${date}&time_zone=${zone}`);
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json() as { data: FreeTimes };
  return body.data.days.flatMap((d) => d.times.map((time) => time.start));
}

/** iCalendar lines, with folded continuation lines joined back. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
}

function book(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/public/bookings', payload });
}

function bookingPayload(eventTypeId: string, start: string, extra: Record<string, unknown> = {}) {
  return {
    event_type_id: eventTypeId,
    start_time: start,
    attendee_name: 'Grace Hopper',
    attendee_email: 'grace@example.com',
    timezone: 'UTC',
    ...extra,
  };
}

describe('GET /api/public/event-types/{username}/{slug}/free-times', () => {
  test('lists every requested day with its free times in the requested zone', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 60 });
    const response = await freeTimes(
      host.user.username,
      eventType.slug,
      `start=${day}&end=${utcDate(4)}&time_zone=Asia/Kolkata`,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json() as { data: FreeTimes };
    assert.equal(body.data.time_zone, 'Asia/Kolkata');
    assert.deepEqual(
      body.data.days.map((d) => d.date),
      [day, utcDate(4)],
    );
    // 09:00-17:00 UTC is 14:30-22:30 in Kolkata: the whole day falls on the same local date.
    const first = body.data.days[0].times;
    assert.equal(first.length, 15);
    assert.deepEqual(first[0], { start: utcInstant(day, '09:00'), seats_left: 1 });
    assert.deepEqual(first[14], { start: utcInstant(day, '16:00'), seats_left: 1 });
  });

  test('answers 422 for a bad range and 404 for unknown or inactive event types', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const inactive = await seedEventType(t.app, host.user.id, { isPublic: false });
    const cases: [string, string, number, Record<string, string[]> | null][] = [
      [
        eventType.slug,
        `start=${day}&end=${utcDate(3 + 42)}&time_zone=UTC`,
        422,
        { end: [bookingMessages.rangeTooLong] },
      ],
      [
        eventType.slug,
        `start=${utcDate(4)}&end=${day}&time_zone=UTC`,
        422,
        { end: [bookingMessages.rangeOrder] },
      ],
      [
        eventType.slug,
        'start=2026-02-30&end=2026-03-01&time_zone=UTC',
        422,
        { start: ['Use the YYYY-MM-DD format'] },
      ],
      [eventType.slug, `start=${day}&end=${day}&time_zone=Mars/Olympus`, 422, null],
      [eventType.slug, `start=${day}&end=${day}`, 422, null],
      ['no-such-slug', `start=${day}&end=${day}&time_zone=UTC`, 404, null],
      [inactive.eventType.slug, `start=${day}&end=${day}&time_zone=UTC`, 404, null],
    ];
    for (const [slug, query, status, errors] of cases) {
      const response = await freeTimes(host.user.username, slug, query);
      assert.equal(response.statusCode, status, `${slug}?${query}: ${response.body}`);
      if (errors) assert.deepEqual(response.json().errors, errors);
      if (status === 404) assert.equal(response.json().message, eventTypeMessages.notFound);
    }
    const accepted = await freeTimes(
      host.user.username,
      eventType.slug,
      `start=${day}&end=${utcDate(3 + 41)}&time_zone=UTC`,
    );
    assert.equal(accepted.statusCode, 200);
    const unknownUser = await freeTimes(
      'nobody-here',
      eventType.slug,
      `start=${day}&end=${day}&time_zone=UTC`,
    );
    assert.equal(unknownUser.statusCode, 404);
  });
});

describe('free times: every date a client sends is bounded before any work (issue #12)', () => {
  /** One request, which must answer in well under a second (an unbounded loop took minutes). */
  async function timed<R extends { statusCode: number; body: string }>(run: () => Promise<R>): Promise<R> {
    const started = performance.now();
    const response = await run();
    const ms = performance.now() - started;
    assert.ok(ms < 1000, `answered in ${Math.round(ms)} ms`);
    assert.ok(response.statusCode < 500, response.body);
    return response;
  }

  test('far-future, ancient, reversed and huge ranges answer at once: empty days or 422', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const outOfRange = [bookingMessages.dateOutOfRange];
    const empty: [string, string, string[]][] = [
      // The last day of the calendar, in zones whose day ends past year 2200 in UTC.
      ['2200-12-31', '2200-12-31', ['UTC', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'America/New_York']],
      ['2200-11-20', '2200-12-31', ['America/Adak']],
      // Past and beyond the booking window: listed, never computed.
      ['1970-01-01', '1970-02-11', ['UTC']],
      [utcDate(62), utcDate(62 + 41), ['Asia/Tokyo']],
    ];
    for (const [start, end, zones] of empty) {
      for (const zone of zones) {
        const query = `start=${start}&end=${end}&time_zone=${zone}`;
        const response = await timed(() => freeTimes(host.user.username, eventType.slug, query));
        assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
        const { days } = (response.json() as { data: FreeTimes }).data;
        assert.equal(days[0].date, start, query);
        assert.equal(days[days.length - 1].date, end, query);
        assert.ok(
          days.every((d) => d.times.length === 0),
          query,
        );
      }
    }
    const refused: [string, Record<string, string[]>][] = [
      ['start=0001-01-01&end=0001-01-01', { start: outOfRange, end: outOfRange }],
      ['start=1969-12-31&end=1970-01-01', { start: outOfRange }],
      ['start=2200-12-31&end=0001-01-01', { end: outOfRange }],
      [
        'start=0000-01-01&end=0000-01-02',
        { start: ['Use the YYYY-MM-DD format'], end: ['Use the YYYY-MM-DD format'] },
      ],
      ['start=2200-12-31&end=2026-01-01', { end: [bookingMessages.rangeOrder] }],
      ['start=1970-01-01&end=2200-12-31', { end: [bookingMessages.rangeTooLong] }],
      [`start=${day}&end=2200-12-31`, { end: [bookingMessages.rangeTooLong] }],
    ];
    for (const [query, errors] of refused) {
      const response = await timed(() =>
        freeTimes(host.user.username, eventType.slug, `${query}&time_zone=UTC`),
      );
      assert.deepEqual([response.statusCode, response.json().errors], [422, errors], query);
    }
    for (const query of ['start=2201-01-01&end=2201-01-01', 'start=%2B02201-01-01&end=2200-12-31']) {
      const response = await timed(() =>
        freeTimes(host.user.username, eventType.slug, `${query}&time_zone=UTC`),
      );
      assert.equal(response.statusCode, 422, query);
    }
    // The bounds change nothing inside the window.
    assert.equal((await freeStarts(host.user.username, eventType.slug)).length, 16);
  });

  test('overrides on the first and last days of the calendar are saved and change nothing else', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/availabilities/${host.scheduleId}`,
      headers: { authorization: `Bearer ${host.accessToken}` },
      payload: {
        name: 'Working hours',
        time_zone: 'UTC',
        overrides: [
          { date: '1970-01-01', unavailable: true },
          { date: '2200-12-31', intervals: [{ start_time: '00:00', end_time: '24:00' }] },
        ],
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const response = await timed(() =>
      freeTimes(host.user.username, eventType.slug, 'start=2200-12-31&end=2200-12-31&time_zone=Asia/Tokyo'),
    );
    assert.deepEqual(response.json().data.days, [{ date: '2200-12-31', times: [] }]);
    assert.equal((await freeStarts(host.user.username, eventType.slug)).length, 16);
  });

  test('booking a time at the ends of the calendar is refused as unavailable, never a 5xx', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    for (const start of ['2200-12-31T23:30:00Z', '1970-01-01T09:00:00Z']) {
      const response = await timed(() => book(bookingPayload(eventType.id, start)));
      assert.deepEqual(
        [response.statusCode, response.json().message],
        [409, bookingMessages.slotUnavailable],
        start,
      );
    }
  });
});

describe('POST /api/public/bookings', () => {
  test('books a free time: confirmed, readable by id, and no longer offered', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { bufferAfter: 15 });
    const start = utcInstant(day, '10:00');
    const response = await book(bookingPayload(eventType.id, start, { timezone: 'Europe/Berlin' }));
    assert.equal(response.statusCode, 201, response.body);
    const booking = (response.json() as { data: PublicBooking }).data;
    assert.equal(booking.status, 'confirmed');
    assert.equal(booking.start_time, start);
    assert.equal(booking.end_time, utcInstant(day, '10:30'));
    assert.equal(booking.timezone, 'Europe/Berlin');
    assert.equal(booking.cancellable, true);
    assert.equal(booking.reschedulable, true);
    assert.deepEqual(booking.event_type, {
      title: 'Intro call',
      duration: 30,
      location: 'google_meet',
      slug: eventType.slug,
      kind: 'one_on_one',
    });
    assert.equal(booking.host.username, host.user.username);
    assert.equal('attendee_email' in booking, false);

    // The attendee's links carry a secret of their own (docs/product.md#attendee-link-secrets),
    // given only with the booking itself.
    const { link_secret: linkSecret, ...shown } = booking;
    assert.match(linkSecret ?? '', /^[0-9a-f]{64}$/);
    const read = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${linkSecret}` });
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers['cache-control'], 'no-store');
    assert.deepEqual(read.json().data, shown);

    // 10:00 is taken, and 10:30 too: its meeting would start inside the 15-minute buffer after.
    const starts = await freeStarts(host.user.username, eventType.slug);
    assert.equal(starts.includes(start), false);
    assert.equal(starts.includes(utcInstant(day, '10:30')), false);
    assert.equal(starts.includes(utcInstant(day, '11:00')), true);
    assert.equal(starts.includes(utcInstant(day, '09:30')), false); // its own buffer after reaches 10:00
    assert.equal(starts.includes(utcInstant(day, '09:00')), true);
  });

  test('is pending when the event type requires confirmation', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { requiresConfirmation: true });
    const response = await book(bookingPayload(eventType.id, utcInstant(day, '11:00')));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().data.status, 'pending');
  });

  test('out-of-range instants and NUL bytes answer 422 (404 in a path), never 500', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    for (const start of ['9999-12-31T23:00:00Z', '0001-01-01T00:00:00Z']) {
      const response = await book(bookingPayload(eventType.id, start));
      assert.equal(response.statusCode, 422, start);
      assert.deepEqual(response.json().errors, { start_time: [dateRangeMessage] }, start);
    }
    const start = utcInstant(day, '12:00');
    for (const field of ['attendee_name', 'attendee_email', 'timezone', 'language']) {
      const response = await book(bookingPayload(eventType.id, start, { [field]: 'Ada\u0000' }));
      assert.equal(response.statusCode, 422, field);
      assert.deepEqual(response.json().errors, { [field]: [nulCharacterMessage] }, field);
    }
    const answer = await book(
      bookingPayload(eventType.id, start, { answers: [{ question_id: eventType.id, answer: '\u0000' }] }),
    );
    assert.deepEqual(answer.json().errors, { 'answers.0.answer': [nulCharacterMessage] });
    for (const url of [
      `/api/public/event-types/${host.user.username}%00/${eventType.slug}`,
      `/api/public/event-types/${host.user.username}/${eventType.slug}%00/free-times?start=${day}&end=${day}&time_zone=UTC`,
      '/api/public/bookings/%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: 'Not found' });
    }
    const query = await freeTimes(
      host.user.username,
      eventType.slug,
      `start=${day}&end=${day}&time_zone=UTC%00`,
    );
    assert.equal(query.statusCode, 422);
    assert.deepEqual(query.json().errors, { time_zone: [nulCharacterMessage] });
  });

  test('refuses invalid payloads, inactive and unknown event types, and times not offered', async () => {
    const host = await seedHost(t.app);
    const { eventType, questions } = await seedEventType(t.app, host.user.id, {}, [
      { questionText: 'What should we talk about?', required: true },
      { questionText: 'Anything else?' },
      { questionText: 'Retired question', required: true, active: false },
    ]);
    const start = utcInstant(day, '12:00');
    const missingName = await book(bookingPayload(eventType.id, start, { attendee_name: '' }));
    assert.equal(missingName.statusCode, 422);
    assert.ok(missingName.json().errors.attendee_name, 'attendee_name error');

    const unanswered = await book(bookingPayload(eventType.id, start));
    assert.equal(unanswered.statusCode, 422);
    assert.deepEqual(unanswered.json().errors, {
      [`answers.${questions[0].id}`]: [bookingMessages.answerRequired],
    });

    const unknownQuestion = '3b241101-e2bb-4255-8caf-4136c566a962';
    const wrongAnswers = await book(
      bookingPayload(eventType.id, start, {
        answers: [
          { question_id: questions[0].id, answer: 'Roadmap' },
          { question_id: unknownQuestion, answer: 'x' },
          { question_id: questions[2].id, answer: 'inactive' },
        ],
        additional_attendees: [{ name: 'Ada', email: 'ada@example.com' }],
      }),
    );
    assert.equal(wrongAnswers.statusCode, 422);
    assert.deepEqual(wrongAnswers.json().errors, {
      additional_attendees: [bookingMessages.additionalAttendeesNotAllowed],
      [`answers.${unknownQuestion}`]: [bookingMessages.unknownQuestion],
      [`answers.${questions[2].id}`]: [bookingMessages.unknownQuestion],
    });

    const inactive = await seedEventType(t.app, host.user.id, { isPublic: false });
    const inactiveResponse = await book(bookingPayload(inactive.eventType.id, start));
    assert.equal(inactiveResponse.statusCode, 404);
    assert.equal(inactiveResponse.json().message, eventTypeMessages.notFound);
    const unknown = await book(bookingPayload('3b241101-e2bb-4255-8caf-4136c566a962', start));
    assert.equal(unknown.statusCode, 404);

    const answered = { answers: [{ question_id: questions[0].id, answer: 'Roadmap' }] };
    for (const notOffered of [
      utcInstant(day, '12:10'), // off the 30-minute grid
      utcInstant(day, '17:00'), // after hours
      utcInstant(utcDate(-1), '10:00'), // past
      utcInstant(utcDate(90), '10:00'), // beyond the 60-day window
    ]) {
      const response = await book(bookingPayload(eventType.id, notOffered, answered));
      assert.equal(response.statusCode, 409, notOffered);
      assert.equal(response.json().message, bookingMessages.slotUnavailable);
    }
    const ok = await book(bookingPayload(eventType.id, start, answered));
    assert.equal(ok.statusCode, 201, ok.body);
    const again = await book(bookingPayload(eventType.id, start, answered));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, bookingMessages.slotTaken);
  });

  test('group types offer seats until full, counting additional attendees', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { kind: 'group', maxParticipants: 4 });
    const start = utcInstant(day, '13:00');
    const first = await book(
      bookingPayload(eventType.id, start, {
        additional_attendees: [
          { name: 'Ada', email: 'ada@example.com' },
          { name: 'Alan', email: 'alan@example.com' },
        ],
      }),
    );
    assert.equal(first.statusCode, 201, first.body);
    const seatsAt = async () => {
      const response = await freeTimes(
        host.user.username,
        eventType.slug,
        `start=${day}&end=${day}&time_zone=UTC`,
      );
      const times = (response.json() as { data: FreeTimes }).data.days[0].times;
      return times.find((time) => time.start === start)?.seats_left ?? 0;
    };
    assert.equal(await seatsAt(), 1);
    const tooMany = await book(
      bookingPayload(eventType.id, start, {
        additional_attendees: [{ name: 'Ada', email: 'ada@example.com' }],
      }),
    );
    assert.equal(tooMany.statusCode, 409);
    assert.equal(tooMany.json().message, bookingMessages.tooManyAttendees);
    const last = await book(bookingPayload(eventType.id, start, { attendee_email: 'last@example.com' }));
    assert.equal(last.statusCode, 201, last.body);
    assert.equal(await seatsAt(), 0);
    const full = await book(bookingPayload(eventType.id, start));
    assert.equal(full.statusCode, 409);
    assert.equal(full.json().message, bookingMessages.slotTaken);
  });
});

describe('cancel, invite and e-mails', () => {
  test('cancel once (reason kept, slot offered again), twice is 409; unknown and malformed ids are 404', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const start = utcInstant(day, '14:00');
    const created = await book(bookingPayload(eventType.id, start));
    const link = created.json().data.link_secret as string;
    assert.equal((await freeStarts(host.user.username, eventType.slug)).includes(start), false);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${link}/cancel`,
      payload: { cancellation_reason: 'Something came up' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().data.status, 'cancelled');
    assert.equal(cancelled.json().data.cancellation_reason, 'Something came up');
    assert.equal(cancelled.json().data.cancellable, false);
    assert.equal((await freeStarts(host.user.username, eventType.slug)).includes(start), true);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${link}/cancel`,
      payload: {},
    });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, bookingMessages.alreadyCancelled);

    for (const url of [
      '/api/public/bookings/not-a-uuid',
      '/api/public/bookings/3b241101-e2bb-4255-8caf-4136c566a962',
      '/api/public/bookings/not-a-uuid/invite.ics',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().message, bookingMessages.notFound);
    }
    const malformedCancel = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings/x/cancel',
      payload: {},
    });
    assert.equal(malformedCancel.statusCode, 404);
  });

  test('a past booking cannot be cancelled', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const start = new Date(Date.now() - 3 * 3_600_000);
    const past = await insertBooking(t.app.db, {
      hostId: host.user.id,
      eventTypeId: eventType.id,
      status: 'confirmed',
      startTime: start,
      endTime: new Date(start.getTime() + 30 * 60_000),
      blockedStart: start,
      blockedEnd: new Date(start.getTime() + 30 * 60_000),
      seatKey: 'past-booking',
      attendeeName: 'Past',
      attendeeEmail: 'past@example.com',
      timezone: 'UTC',
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${past.linkSecret}` });
    assert.equal(read.json().data.cancellable, false);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${past.linkSecret}/cancel`,
      payload: {},
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, bookingMessages.alreadyPast);
  });

  test('invite.ics is a REQUEST, then a CANCEL with a higher SEQUENCE', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const created = await book(bookingPayload(eventType.id, utcInstant(day, '15:00')));
    const id = created.json().data.id as string;
    const link = created.json().data.link_secret as string;
    const invite = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${link}/invite.ics` });
    assert.equal(invite.statusCode, 200);
    assert.match(String(invite.headers['content-type']), /^text\/calendar/);
    assert.match(String(invite.headers['content-disposition']), /^attachment; filename="invite.ics"/);
    const lines = unfold(invite.body);
    assert.equal(lines[0], 'BEGIN:VCALENDAR');
    assert.ok(lines.includes('METHOD:REQUEST'), 'METHOD:REQUEST');
    assert.ok(lines.includes(`UID:${id}@slotwise`), `UID:${id}@slotwise`);
    assert.ok(lines.includes('SEQUENCE:0'), 'SEQUENCE:0');
    assert.ok(
      lines.includes(`DTSTART:${day.replaceAll('-', '')}T150000Z`),
      `DTSTART:${day.replaceAll('-', '')}T150000Z`,
    );
    assert.ok(lines.includes('STATUS:CONFIRMED'), 'STATUS:CONFIRMED');
    assert.ok(
      lines.some((line) => line.startsWith('ORGANIZER;CN=') && line.endsWith(`:mailto:${host.user.email}`)),
      'ORGANIZER',
    );
    assert.ok(
      lines.some((line) => line.startsWith('ATTENDEE;') && line.endsWith(':MAILTO:grace@example.com')),
      'ATTENDEE',
    );

    await t.app.inject({ method: 'POST', url: `/api/public/bookings/${link}/cancel`, payload: {} });
    const cancelled = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${link}/invite.ics` });
    const cancelLines = unfold(cancelled.body);
    assert.ok(cancelLines.includes('METHOD:CANCEL'), 'METHOD:CANCEL');
    assert.ok(cancelLines.includes(`UID:${id}@slotwise`), `UID:${id}@slotwise`);
    assert.ok(cancelLines.includes('SEQUENCE:1'), 'SEQUENCE:1');
    assert.ok(cancelLines.includes('STATUS:CANCELLED'), 'STATUS:CANCELLED');
  });

  test('both sides get e-mails with the invite, the cancel link, times in their zone, and escaped HTML', async () => {
    const host = await seedHost(t.app, { timeZone: 'America/New_York' });
    const { eventType, questions } = await seedEventType(t.app, host.user.id, { title: 'Design <review>' }, [
      { questionText: '<img src=x onerror=alert(1)> Agenda?' },
    ]);
    const start = utcInstant(day, '16:00');
    const attendeeEmail = 'eve.escape@example.com';
    const created = await book(
      bookingPayload(eventType.id, start, {
        attendee_name: '<b>Eve</b>',
        attendee_email: attendeeEmail,
        timezone: 'Asia/Kolkata',
        answers: [{ question_id: questions[0].id, answer: '<script>alert("x")</script>' }],
      }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().data.id as string;
    const link = created.json().data.link_secret as string;
    const cancelUrl = `${t.config.publicUrl}/cancel/${link}`;
    const rescheduleUrl = `${t.config.publicUrl}/reschedule/${link}`;
    const dashboardUrl = `${t.config.publicUrl}/dashboard/bookings?booking=${id}`;

    const toAttendee = await waitForMail(t.config.outboxDir, attendeeEmail);
    const toHost = await waitForMail(t.config.outboxDir, host.user.email);
    assert.match(toAttendee.decoded, /Subject: Confirmed: Design <review>/);
    assert.match(toHost.decoded, /Subject: New booking: Design <review> with <b>Eve<\/b>/);
    const zoned = (zone: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }).format(new Date(start));
    const weekday = (zone: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(new Date(start));
    for (const [mail, zone] of [
      [toAttendee, 'Asia/Kolkata'],
      [toHost, 'America/New_York'],
    ] as const) {
      const parts = mimeParts(mail.raw);
      const text = parts.find((part) => /Content-Type: text\/plain/i.test(part.headers))?.body ?? '';
      const html = parts.find((part) => /Content-Type: text\/html/i.test(part.headers))?.body ?? '';
      const ics = parts.find((part) => /Content-Type: text\/calendar/i.test(part.headers));
      assert.ok(ics, 'an .ics attachment');
      assert.match(ics.headers, /filename="?invite\.ics/);
      assert.match(ics.body, /METHOD:REQUEST/);
      if (zone === 'Asia/Kolkata') {
        // The attendee: Reschedule next to Cancel; the host: their dashboard, not the attendee's pages.
        assert.ok(text.includes(rescheduleUrl), 'reschedule link in the text part');
        assert.ok(html.includes(rescheduleUrl), 'reschedule link in the HTML part');
        assert.ok(text.includes(cancelUrl), 'cancel link in the text part');
        assert.ok(html.includes(cancelUrl), 'cancel link in the HTML part');
        assert.ok(ics.body.replace(/\r?\n[ \t]/g, '').includes(`To reschedule: ${rescheduleUrl}`));
      } else {
        assert.ok(text.includes(dashboardUrl), 'dashboard link in the text part');
        assert.ok(html.includes(dashboardUrl), 'dashboard link in the HTML part');
        assert.equal(text.includes(cancelUrl), false, 'no cancel page link for the host');
        assert.equal(text.includes(rescheduleUrl), false, 'no reschedule page link for the host');
        assert.equal(ics.body.includes('/cancel/'), false, "the host's invite: no cancel page either");
      }
      assert.ok(text.includes(weekday(zone)), `date in ${zone}: ${weekday(zone)}`);
      assert.ok(text.includes(zoned(zone)), `time in ${zone}: ${zoned(zone)}`);
      assert.ok(text.includes('<b>Eve</b>'), 'plain text keeps the name as typed');
      assert.ok(html.includes('&lt;b&gt;Eve&lt;/b&gt;'), '&lt;b&gt;Eve&lt;/b&gt;');
      assert.equal(html.includes('<b>Eve</b>'), false);
      assert.equal(html.includes('<script>'), false);
      assert.equal(html.includes('<img'), false);
    }
    const hostHtml =
      mimeParts(toHost.raw).find((part) => /Content-Type: text\/html/i.test(part.headers))?.body ?? '';
    assert.ok(
      hostHtml.includes('&lt;img src=x onerror=alert(1)&gt; Agenda?'),
      '&lt;img src=x onerror=alert(1)&gt; Agenda?',
    );
    assert.ok(
      hostHtml.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'),
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    // The attendee's mail holds neither the answers nor anyone else's data.
    assert.equal(toAttendee.decoded.includes('Agenda?'), false);

    await t.app.inject({ method: 'POST', url: `/api/public/bookings/${link}/cancel`, payload: {} });
    const cancellationMails = () =>
      readOutbox(t.config.outboxDir).filter((mail) =>
        /Subject: Cancelled: Design <review>/.test(mail.decoded),
      );
    const deadline = Date.now() + 10_000;
    while (cancellationMails().length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancellations = cancellationMails();
    assert.equal(cancellations.length, 2);
    for (const mail of cancellations) assert.match(mail.decoded, /METHOD:CANCEL/);
    assert.deepEqual(
      cancellations.map((mail) => (mail.raw.includes(`To: ${attendeeEmail}`) ? 'attendee' : 'host')).sort(),
      ['attendee', 'host'],
    );
  });
});

describe('reminders', () => {
  test('one job per future reminder; due ones are sent once; cancelling cancels the rest', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      reminders: [
        { time: '24h', method: 'email' },
        { time: '1h', method: 'sms' },
        { time: '48h', method: 'email' },
      ],
    });
    // Tomorrow + 1 day: the 48-hour reminder's time has already passed when booking 2 days ahead at most.
    const date = utcDate(1);
    const created = await book(
      bookingPayload(eventType.id, utcInstant(date, '16:30'), {
        attendee_email: 'remind.me@example.com',
        // An SMS reminder makes the booking form ask for a number (docs/product.md#locations).
        attendee_phone: '+1 555 0142',
      }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().data.id as string;
    const jobs = await listBookingJobs(t.app.db, id);
    const start = new Date(utcInstant(date, '16:30')).getTime();
    assert.deepEqual(
      jobs.map((job) => [job.kind, job.status, job.runAt.getTime()]),
      [
        ['booking-reminder', 'pending', start - 24 * 3_600_000],
        ['booking-reminder', 'pending', start - 3_600_000],
      ].filter(([, , runAt]) => (runAt as number) > Date.now()),
    );
    const emailJob = jobs.find((job) => (job.payload as { method: string }).method === 'email');
    const smsJob = jobs.find((job) => (job.payload as { method: string }).method === 'sms');
    assert.ok(smsJob, 'an SMS reminder job');
    await t.app.jobs.idle(); // the booking's mails went out on their own; only reminders are left
    if (emailJob) await makeJobDue(t.app.db, emailJob.id);
    await makeJobDue(t.app.db, smsJob.id);
    assert.equal(await t.app.jobs.runDue(), jobs.length);
    assert.equal(await t.app.jobs.runDue(), 0);
    const mails = readOutbox(t.config.outboxDir).filter(
      (mail) => mail.decoded.includes('remind.me@example.com') || mail.decoded.includes('To: +1 555 0142'),
    );
    const reminders = mails.filter((mail) => /^(Subject: )?Reminder: Intro call/m.test(mail.decoded));
    assert.equal(reminders.length, jobs.length);
    assert.ok(
      reminders.some((mail) => mail.raw.startsWith('X-Slotwise-Channel: SMS')),
      'an SMS in the outbox',
    );
    assert.deepEqual(
      (await listBookingJobs(t.app.db, id)).map((job) => [job.status, job.attempts]),
      jobs.map(() => ['done', 1]),
    );

    const second = await book(
      bookingPayload(eventType.id, utcInstant(utcDate(5), '10:00'), { attendee_phone: '+1 555 0143' }),
    );
    const secondId = second.json().data.id as string;
    const secondLink = second.json().data.link_secret as string;
    await t.app.inject({ method: 'POST', url: `/api/public/bookings/${secondLink}/cancel`, payload: {} });
    const secondJobs = await listBookingJobs(t.app.db, secondId);
    assert.equal(secondJobs.length, 3);
    assert.ok(
      secondJobs.every((job) => job.status === 'cancelled'),
      'every job cancelled',
    );
  });
});

describe('the race for one time', () => {
  test('100 simultaneous bookings over HTTP: exactly one 201, 99 409 "just booked"', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const start = utcInstant(utcDate(6), '10:00');
    const began = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${address}/api/public/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            bookingPayload(eventType.id, start, { attendee_email: `racer${i}@example.com` }),
          ),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { message?: string },
        })),
      ),
    );
    const elapsed = performance.now() - began;
    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 409);
    assert.equal(
      created.length,
      1,
      JSON.stringify(responses.filter((r) => r.status !== 409 && r.status !== 201)),
    );
    assert.equal(refused.length, 99);
    for (const response of refused) assert.equal(response.body.message, bookingMessages.slotTaken);
    t.app.log.info({ elapsedMs: elapsed }, 'race done');
  });
});
