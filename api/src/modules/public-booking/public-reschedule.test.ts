import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type Booking,
  bookingMessages,
  type FreeTimes,
  type PublicBooking,
} from '@slotwise/shared/contract/bookings.contract';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { mimeParts, seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { type OutboxMail, readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { listBookingJobs } from '../jobs/jobs.repository';

// The attendee's reschedule (docs/product.md#reschedule-page) and who cancelled or moved a booking.

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

let emailCounter = 0;
const uniqueEmail = (name: string) => `${name}.${process.pid}.${++emailCounter}@example.com`;

type Host = Awaited<ReturnType<typeof newHost>>;

async function newHost() {
  const account = await seedHost(t.app);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.accessToken}` },
      ...(payload === undefined ? {} : { payload }),
    });
  return { ...account, call };
}

async function book(
  eventTypeId: string,
  start: string,
  extra: { additional_attendees?: { name: string; email: string }[] } = {},
): Promise<{ id: string; link: string; email: string }> {
  const email = uniqueEmail('attendee');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Grace Hopper',
      attendee_email: email,
      timezone: 'Europe/Paris',
      language: 'de',
      ...extra,
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  const { id, link_secret: link } = response.json().data as { id: string; link_secret: string };
  return { id, link, email };
}

const reschedule = (id: string, start_time: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/bookings/${id}/reschedule`, payload: { start_time } });

const readPublic = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/bookings/${id}` })).json().data as PublicBooking;

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

function inviteLines(mail: OutboxMail): string[] {
  const part = mimeParts(mail.raw).find((p) => /Content-Type: text\/calendar/i.test(p.headers));
  assert.ok(part, 'the mail carries an .ics part');
  return part.body.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

async function pastBooking(host: Host, eventTypeId: string) {
  const start = new Date(Date.now() - 2 * 86_400_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [row] = await t.app.db
    .insert(bookings)
    .values({
      hostId: host.user.id,
      eventTypeId,
      status: 'confirmed',
      startTime: start,
      endTime: end,
      blockedStart: start,
      blockedEnd: end,
      seatKey: `past-${Math.random()}`,
      attendeeName: 'Past Attendee',
      attendeeEmail: uniqueEmail('past'),
      timezone: 'UTC',
    })
    .returning();
  return { ...row, link: row.linkSecret };
}

describe('POST /api/public/bookings/{id}/reschedule', () => {
  test('the id is the capability: same booking, new time, updated invites to both, host told who moved it', async () => {
    const host = await newHost();
    const { eventType } = await seedEventType(t.app, host.user.id, {
      reminders: [{ time: '24h', method: 'email' }],
    });
    const day = utcDate(3);
    const booked = await book(eventType.id, utcInstant(day, '09:00'));
    await book(eventType.id, utcInstant(day, '10:00'));

    assert.equal((await readPublic(booked.link)).reschedulable, true);
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booked.link}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    });
    assert.equal(free.statusCode, 200, free.body);
    const starts = (free.json().data as FreeTimes).days[0].times.map((time) => time.start);
    assert.ok(starts.includes(utcInstant(day, '09:00')), 'its own time counts as free');
    assert.ok(!starts.includes(utcInstant(day, '10:00')), 'other bookings stay busy');

    for (const id of [MISSING_ID, 'not-a-uuid']) {
      assert.equal((await reschedule(id, utcInstant(day, '11:00'))).statusCode, 404, id);
      const times = await t.app.inject({
        method: 'GET',
        url: `/api/public/bookings/${id}/free-times?start=${day}&end=${day}&time_zone=UTC`,
      });
      assert.equal(times.statusCode, 404, id);
    }
    const taken = await reschedule(booked.link, utcInstant(day, '10:00'));
    assert.deepEqual([taken.statusCode, taken.json().message], [409, bookingMessages.slotTaken]);
    const outside = await reschedule(booked.link, utcInstant(day, '20:00'));
    assert.deepEqual([outside.statusCode, outside.json().message], [409, bookingMessages.slotUnavailable]);
    const same = await reschedule(booked.link, utcInstant(day, '09:00'));
    assert.deepEqual([same.statusCode, same.json().message], [409, bookingMessages.rescheduleSameTime]);
    const malformed = await reschedule(booked.link, 'tomorrow');
    assert.equal(malformed.statusCode, 422);

    const target = utcInstant(day, '11:00');
    const moved = await reschedule(booked.link, target);
    assert.equal(moved.statusCode, 200, moved.body);
    const publicView = moved.json().data as PublicBooking;
    assert.deepEqual(
      [publicView.id, publicView.status, publicView.start_time, publicView.end_time],
      [booked.id, 'confirmed', target, utcInstant(day, '11:30')],
    );
    assert.equal('attendee_email' in publicView, false);

    const hostView = (await host.call('GET', `/api/bookings/${booked.id}`)).json() as Booking;
    assert.equal(hostView.rescheduled_by, 'attendee');
    assert.ok(hostView.rescheduled_at, 'when it was moved');
    assert.equal(hostView.start_time, target);

    const jobs = await listBookingJobs(t.app.db, booked.id);
    assert.deepEqual(
      jobs.map((job) => [job.status, job.runAt.toISOString()]),
      [
        ['cancelled', new Date(Date.parse(utcInstant(day, '09:00')) - 86_400_000).toISOString()],
        ['pending', new Date(Date.parse(target) - 86_400_000).toISOString()],
      ],
    );

    // Both sides: the same UID, the next SEQUENCE, the new start; each in their language.
    const toAttendee = await mailTo(booked.email, /^Verschoben: /);
    const toHost = await mailTo(host.user.email, /^Rescheduled: Intro call with Grace Hopper/);
    for (const mail of [toAttendee, toHost]) {
      const lines = inviteLines(mail);
      assert.ok(lines.includes('METHOD:REQUEST'), 'METHOD:REQUEST');
      assert.ok(lines.includes(`UID:${booked.id}@slotwise`), 'same UID');
      assert.ok(lines.includes('SEQUENCE:1'), 'SEQUENCE:1');
      assert.ok(lines.includes(`DTSTART:${day.replaceAll('-', '')}T110000Z`), 'new start');
    }
    assert.match(toHost.decoded, /Grace Hopper moved this booking to a new time\./);
    assert.match(toHost.decoded, /Previously/);
    assert.ok(toHost.decoded.includes(`/dashboard/bookings?booking=${booked.id}`), 'host: dashboard link');
    assert.equal(toHost.decoded.includes(`/cancel/${booked.link}`), false, 'host: no cancel page');
    assert.match(toAttendee.decoded, /Ihre Buchung wurde auf den unten stehenden neuen Termin verschoben/);
    assert.ok(toAttendee.decoded.includes(`/reschedule/${booked.link}`), 'attendee: reschedule link');
    assert.ok(toAttendee.decoded.includes(`/cancel/${booked.link}`), 'attendee: cancel link');

    // The old time is free again on the booking page; the new one is not.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${eventType.slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    });
    const pageStarts = (page.json().data as FreeTimes).days[0].times.map((time) => time.start);
    assert.ok(pageStarts.includes(utcInstant(day, '09:00')));
    assert.ok(!pageStarts.includes(target));
  });

  test('refused, with a clear message, once cancelled, past or inside the minimum notice', async () => {
    const host = await newHost();
    const { eventType } = await seedEventType(t.app, host.user.id);
    const day = utcDate(3);
    const cancelled = await book(eventType.id, utcInstant(day, '09:00'));
    await t.app.inject({ method: 'POST', url: `/api/public/bookings/${cancelled.link}/cancel`, payload: {} });
    assert.equal((await readPublic(cancelled.link)).reschedulable, false);
    const dead = await reschedule(cancelled.link, utcInstant(day, '12:00'));
    assert.deepEqual([dead.statusCode, dead.json().message], [409, bookingMessages.rescheduleCancelled]);

    const past = await pastBooking(host, eventType.id);
    assert.equal((await readPublic(past.link)).reschedulable, false);
    const late = await reschedule(past.link, utcInstant(day, '12:00'));
    assert.deepEqual([late.statusCode, late.json().message], [409, bookingMessages.alreadyPast]);

    // Three days' notice: a booking two-and-a-bit days ahead is inside it for the attendee, not the host.
    const noticed = (await seedEventType(t.app, host.user.id, { minimumNoticeMinutes: 4 * 24 * 60 }))
      .eventType;
    const soon = await book(eventType.id, utcInstant(utcDate(2), '15:00'));
    await t.app.db.update(bookings).set({ eventTypeId: noticed.id }).where(eq(bookings.id, soon.id));
    assert.equal((await readPublic(soon.link)).reschedulable, false);
    const tooLate = await reschedule(soon.link, utcInstant(utcDate(6), '12:00'));
    assert.deepEqual([tooLate.statusCode, tooLate.json().message], [409, bookingMessages.rescheduleTooLate]);
    const byHost = await host.call('POST', `/api/bookings/${soon.id}/reschedule`, {
      start_time: utcInstant(utcDate(6), '12:00'),
    });
    assert.equal(byHost.statusCode, 200, byHost.body);
    assert.equal((byHost.json() as Booking).rescheduled_by, 'host');
  });

  test('group types: the seats the booking takes must fit at the new time', async () => {
    const host = await newHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { kind: 'group', maxParticipants: 3 });
    const day = utcDate(3);
    const pair = await book(eventType.id, utcInstant(day, '09:00'), {
      additional_attendees: [{ name: 'Ada', email: uniqueEmail('ada') }],
    });
    await book(eventType.id, utcInstant(day, '10:00'), {
      additional_attendees: [{ name: 'Alan', email: uniqueEmail('alan') }],
    });
    await book(eventType.id, utcInstant(day, '11:00'));

    const crowded = await reschedule(pair.link, utcInstant(day, '10:00'));
    assert.deepEqual([crowded.statusCode, crowded.json().message], [409, bookingMessages.tooManyAttendees]);
    const fits = await reschedule(pair.link, utcInstant(day, '11:00'));
    assert.equal(fits.statusCode, 200, fits.body);
    const seats = await t.app.db.select().from(bookings).where(eq(bookings.eventTypeId, eventType.id));
    const at11 = seats.filter((row) => row.startTime.toISOString() === utcInstant(day, '11:00'));
    assert.deepEqual(at11.map((row) => row.seats).sort(), [1, 2], 'three seats of three at 11:00');
    const full = await book(eventType.id, utcInstant(day, '12:00'));
    const noSeat = await reschedule(full.link, utcInstant(day, '11:00'));
    assert.deepEqual([noSeat.statusCode, noSeat.json().message], [409, bookingMessages.slotTaken]);
  });

  test('a type that requires confirmation goes back to pending, and the host is asked again', async () => {
    const host = await newHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { requiresConfirmation: true });
    const day = utcDate(3);
    const booked = await book(eventType.id, utcInstant(day, '09:00'));
    const confirmed = await host.call('POST', `/api/bookings/${booked.id}/confirm`);
    assert.equal((confirmed.json() as Booking).status, 'confirmed');

    const moved = await reschedule(booked.link, utcInstant(day, '13:00'));
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((moved.json().data as PublicBooking).status, 'pending');
    const toHost = await mailTo(host.user.email, /^Rescheduled: /);
    assert.match(toHost.decoded, /The new time needs your confirmation/);
    const lines = inviteLines(await mailTo(booked.email, /^Verschoben: /));
    assert.ok(lines.includes('STATUS:TENTATIVE'), 'the attendee holds it tentatively again');
    const again = await host.call('POST', `/api/bookings/${booked.id}/confirm`);
    assert.equal(again.statusCode, 200, again.body);
  });
});

describe('who cancelled', () => {
  test('the attendee, the host, or the host rejecting a pending booking', async () => {
    const host = await newHost();
    const { eventType } = await seedEventType(t.app, host.user.id);
    const pendingType = (await seedEventType(t.app, host.user.id, { requiresConfirmation: true })).eventType;
    const day = utcDate(4);
    const byAttendee = await book(eventType.id, utcInstant(day, '09:00'));
    const byHost = await book(eventType.id, utcInstant(day, '10:00'));
    const rejected = await book(pendingType.id, utcInstant(day, '11:00'));

    const live = (await host.call('GET', `/api/bookings/${byHost.id}`)).json() as Booking;
    assert.deepEqual(
      [live.cancelled_by, live.rejected, live.rescheduled_by, live.rescheduled_at],
      [null, false, null, null],
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${byAttendee.link}/cancel`,
      payload: {},
    });
    await host.call('POST', `/api/bookings/${byHost.id}/cancel`, {});
    await host.call('POST', `/api/bookings/${rejected.id}/reject`, {});
    const seen = async (id: string) => {
      const booking = (await host.call('GET', `/api/bookings/${id}`)).json() as Booking;
      return [booking.status, booking.cancelled_by, booking.rejected];
    };
    assert.deepEqual(await seen(byAttendee.id), ['cancelled', 'attendee', false]);
    assert.deepEqual(await seen(byHost.id), ['cancelled', 'host', false]);
    assert.deepEqual(await seen(rejected.id), ['cancelled', 'host', true]);
    const list = (await host.call('GET', '/api/bookings?status=cancelled')).json().data as Booking[];
    assert.deepEqual(
      list.filter((b) => b.id === rejected.id).map((b) => [b.cancelled_by, b.rejected]),
      [['host', true]],
    );

    // Each cancellation mail says who cancelled.
    await mailTo(host.user.email, /^Cancelled: /);
    const toHost = readOutbox(t.config.outboxDir).filter(
      (m) => m.raw.includes(`To: ${host.user.email}`) && /^Subject: Cancelled: /m.test(m.decoded),
    );
    assert.ok(toHost.some((m) => /Grace Hopper cancelled this booking\./.test(m.decoded)));
    const attendeeMail = await mailTo(byHost.email, /^Abgesagt: /);
    assert.match(attendeeMail.decoded, / hat diese Buchung abgesagt\./);
    assert.equal(
      attendeeMail.decoded.includes('Grace Hopper hat diese'),
      false,
      'the host cancelled, not the attendee',
    );
  });
});
