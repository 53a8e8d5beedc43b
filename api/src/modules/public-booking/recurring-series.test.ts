import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TZDate } from '@date-fns/tz';
import type { Booking, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { recurringMessages } from '@slotwise/shared/contract/recurring.contract';
import { busyOccurrencesKey, seriesStarts } from '@slotwise/shared/contract/series-rule.contract';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { mimeParts, seedEventType, seedHost } from '../../testing/booking-seed.helper';
import { readOutbox, waitForMail } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { listBookingJobs } from '../jobs/jobs.repository';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const BERLIN = 'Europe/Berlin';
const DAY = 86_400_000;

/** The first Berlin date, at least 3 weeks ahead, whose noon offset differs from the next day's. */
function nextDstChange(): Date {
  for (let day = 21; day < 400; day += 1) {
    const at = new Date(Date.now() + day * DAY);
    const a = new TZDate(at.getTime(), BERLIN);
    const b = new TZDate(at.getTime() + DAY, BERLIN);
    if (a.getTimezoneOffset() !== b.getTimezoneOffset()) return at;
  }
  throw new Error('no daylight-saving change within 400 days');
}

/** 10:00 in Berlin on the date `weeksBefore` weeks before the next change. */
function berlinTenBefore(weeksBefore: number): Date {
  const change = new TZDate(nextDstChange().getTime() - weeksBefore * 7 * DAY, BERLIN);
  return new Date(
    new TZDate(change.getFullYear(), change.getMonth(), change.getDate(), 10, 0, BERLIN).getTime(),
  );
}

function book(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/public/bookings', payload });
}

function seriesPayload(eventTypeId: string, start: Date, extra: Record<string, unknown> = {}) {
  return {
    event_type_id: eventTypeId,
    start_time: start.toISOString(),
    attendee_name: 'Ada Lovelace',
    attendee_email: 'ada.series@example.com',
    timezone: 'UTC',
    series: { count: 6 },
    ...extra,
  };
}

/** iCalendar lines, with folded continuation lines joined back. */
function unfold(ics: string): string[] {
  // Mail bodies may come back with bare line feeds once decoded.
  return ics
    .replace(/\r/g, '')
    .replace(/\n[ \t]/g, '')
    .split('\n');
}

function icsOf(raw: string): string {
  const part = mimeParts(raw).find((one) => /Content-Type: text\/calendar/i.test(one.headers));
  assert.ok(part, 'an .ics attachment');
  return part.body;
}

async function recurringType(hostId: string, values: Record<string, unknown> = {}) {
  const { eventType } = await seedEventType(t.app, hostId, {
    recurring: true,
    recurringFrequency: 'weekly',
    recurringMaxCount: 12,
    bookingWindowDays: 365,
    reminders: [{ time: '1h', method: 'email' }],
    ...values,
  });
  return eventType;
}

async function seriesRows(seriesId: string) {
  const rows = await t.app.db.select().from(bookings).where(eq(bookings.seriesId, seriesId));
  return rows.sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
}

describe('recurring series (docs/product.md#recurring-series)', () => {
  test('a weekly series of 6 across a daylight-saving change keeps 10:00 in the host zone', async () => {
    const host = await seedHost(t.app, { timeZone: BERLIN });
    const eventType = await recurringType(host.user.id);
    const first = berlinTenBefore(3);
    const created = await book(seriesPayload(eventType.id, first));
    assert.equal(created.statusCode, 201, created.body);
    const data = created.json().data as PublicBooking;
    assert.ok(data.series);
    assert.equal(data.series.count, 6);
    assert.equal(data.series.position, 1);
    const rows = await seriesRows(data.series.id);
    assert.equal(rows.length, 6);
    for (const row of rows) {
      const local = new TZDate(row.startTime.getTime(), BERLIN);
      assert.equal(`${local.getHours()}:${local.getMinutes()}`, '10:0', row.startTime.toISOString());
      assert.equal(local.getDay(), new TZDate(first.getTime(), BERLIN).getDay());
    }
    // The UTC hour moves with the change (09:00Z in winter, 08:00Z in summer, or back).
    const utcHours = new Set(rows.map((row) => row.startTime.getUTCHours()));
    assert.equal(utcHours.size, 2, [...utcHours].join(','));
    // Reminders go per meeting.
    for (const row of rows) {
      const jobs = await listBookingJobs(t.app.db, row.id);
      assert.equal(jobs.filter((job) => job.kind === 'booking-reminder').length, 1, row.id);
    }
  });

  test('one busy meeting refuses the series and names it; asked, the others are booked', async () => {
    const host = await seedHost(t.app, { timeZone: BERLIN });
    const eventType = await recurringType(host.user.id);
    const { eventType: single } = await seedEventType(t.app, host.user.id, { bookingWindowDays: 365 });
    const first = berlinTenBefore(3);
    const starts = seriesStarts(first, 'weekly', 6, BERLIN);
    const busyStart = starts[2];
    const blocker = await book({
      event_type_id: single.id,
      start_time: busyStart.toISOString(),
      attendee_name: 'Someone',
      attendee_email: 'someone@example.com',
      timezone: 'UTC',
    });
    assert.equal(blocker.statusCode, 201, blocker.body);

    const attendee = 'busy.series@example.com';
    const refused = await book(seriesPayload(eventType.id, first, { attendee_email: attendee }));
    assert.equal(refused.statusCode, 409, refused.body);
    const body = refused.json() as { message: string; errors: Record<string, string[]> };
    assert.deepEqual(body.errors[busyOccurrencesKey], [busyStart.toISOString()]);
    const named = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(busyStart);
    assert.ok(body.message.includes(named), `${body.message} names ${named}`);
    // Nothing of the series was created.
    const mine = await t.app.db.select().from(bookings).where(eq(bookings.attendeeEmail, attendee));
    assert.equal(mine.length, 0);

    const booked = await book(
      seriesPayload(eventType.id, first, {
        attendee_email: attendee,
        series: { count: 6, skip: [busyStart.toISOString()] },
      }),
    );
    assert.equal(booked.statusCode, 201, booked.body);
    const data = booked.json().data as PublicBooking;
    assert.deepEqual(data.series?.skipped, [busyStart.toISOString()]);
    const rows = await seriesRows(data.series?.id as string);
    assert.deepEqual(
      rows.map((row) => row.seriesIndex),
      [0, 1, 3, 4, 5],
    );

    // One confirmation to the attendee, its invite the series: RRULE, EXDATE of the skipped date.
    const mail = await waitForMail(t.config.outboxDir, attendee);
    const lines = unfold(icsOf(mail.raw));
    assert.ok(lines.includes('RRULE:FREQ=WEEKLY;COUNT=6'), lines.join('\n'));
    const skippedLocal = new TZDate(busyStart.getTime(), BERLIN);
    const stamp = `${skippedLocal.getFullYear()}${String(skippedLocal.getMonth() + 1).padStart(2, '0')}${String(skippedLocal.getDate()).padStart(2, '0')}T100000`;
    assert.ok(lines.includes(`EXDATE;TZID=${BERLIN}:${stamp}`), lines.join('\n'));
    assert.ok(lines.some((line) => /^DTSTART;TZID=Europe\/Berlin:\d{8}T100000$/.test(line)));
    assert.equal(lines.filter((line) => line === 'BEGIN:VEVENT').length, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const toAttendee = readOutbox(t.config.outboxDir).filter((one) =>
      new RegExp(`^To: .*${attendee}`, 'im').test(one.raw),
    );
    assert.equal(toAttendee.length, 1, 'one mail for the whole series');
    assert.match(toAttendee[0].decoded, /Every \w+day, 5 times, from/);

    // The attendee's invite.ics is the series too.
    const invite = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${data.link_secret}/invite.ics`,
    });
    assert.equal(invite.statusCode, 200);
    assert.ok(unfold(invite.body).includes('RRULE:FREQ=WEEKLY;COUNT=6'));
  });

  test('cancelling this and the following leaves the earlier meetings; one mail cancels each', async () => {
    const host = await seedHost(t.app, { timeZone: BERLIN });
    const eventType = await recurringType(host.user.id);
    const attendee = 'cancel.series@example.com';
    const created = await book(seriesPayload(eventType.id, berlinTenBefore(3), { attendee_email: attendee }));
    assert.equal(created.statusCode, 201, created.body);
    const data = created.json().data as PublicBooking;
    await waitForMail(t.config.outboxDir, attendee);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${data.link_secret}/cancel`,
      payload: { series_scope: 'this_and_following', series_position: 4, cancellation_reason: 'Moving' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const rows = await seriesRows(data.series?.id as string);
    assert.deepEqual(
      rows.map((row) => row.status),
      ['confirmed', 'confirmed', 'confirmed', 'cancelled', 'cancelled', 'cancelled'],
    );
    for (const row of rows.slice(3)) {
      const jobs = await listBookingJobs(t.app.db, row.id);
      assert.equal(
        jobs.filter((job) => job.kind === 'booking-reminder' && job.status === 'pending').length,
        0,
      );
    }
    const mail = await waitForMail(t.config.outboxDir, attendee, 5000, /METHOD:CANCEL/);
    const lines = unfold(icsOf(mail.raw));
    assert.equal(
      lines.filter((line) => line.startsWith('RECURRENCE-ID;TZID=Europe/Berlin:')).length,
      3,
      lines.join('\n'),
    );
    assert.equal(lines.filter((line) => line === 'STATUS:CANCELLED').length, 3);
    assert.match(mail.decoded, /This meeting and the 2 after it are cancelled/);

    // Again: nothing live is left from there.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${data.link_secret}/cancel`,
      payload: { series_scope: 'this_and_following', series_position: 5 },
    });
    assert.equal(again.statusCode, 409);

    // The series invite now leaves the cancelled meetings out.
    const invite = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${data.link_secret}/invite.ics`,
    });
    assert.equal(unfold(invite.body).filter((line) => line.startsWith('EXDATE;')).length, 3);

    // The host's list marks each meeting with its place in the series.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?per_page=20',
      headers: { authorization: `Bearer ${host.accessToken}` },
    });
    assert.equal(list.statusCode, 200, list.body);
    const marks = (list.json().data as Booking[])
      .map((booking) => booking.series)
      .filter(Boolean)
      .map((series) => `${series?.position} of ${series?.count}`)
      .sort();
    assert.deepEqual(marks, ['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
  });

  test('the host cancels one meeting: only it, with a CANCEL of that occurrence', async () => {
    const host = await seedHost(t.app, { timeZone: BERLIN });
    const eventType = await recurringType(host.user.id, { recurringFrequency: 'biweekly' });
    const attendee = 'one.series@example.com';
    const created = await book(
      seriesPayload(eventType.id, berlinTenBefore(5), { attendee_email: attendee, series: { count: 3 } }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const rows = await seriesRows(created.json().data.series.id);
    assert.equal(rows[1].startTime.getTime() - rows[0].startTime.getTime() >= 13 * DAY, true);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${rows[1].id}/cancel`,
      headers: { authorization: `Bearer ${host.accessToken}` },
      payload: { series_scope: 'this' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const after = await seriesRows(rows[0].seriesId as string);
    assert.deepEqual(
      after.map((row) => row.status),
      ['confirmed', 'cancelled', 'confirmed'],
    );
    const mail = await waitForMail(t.config.outboxDir, attendee, 5000, /METHOD:CANCEL/);
    const lines = unfold(icsOf(mail.raw));
    assert.equal(lines.filter((line) => line.startsWith('RECURRENCE-ID;')).length, 1);
    assert.ok(lines.includes(`UID:${rows[0].seriesId}@slotwise`));
  });

  test('moving one meeting sends an override of that occurrence; the others stay', async () => {
    const host = await seedHost(t.app, { timeZone: BERLIN });
    const eventType = await recurringType(host.user.id);
    const attendee = 'move.series@example.com';
    const created = await book(
      seriesPayload(eventType.id, berlinTenBefore(3), { attendee_email: attendee, series: { count: 3 } }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const rows = await seriesRows(created.json().data.series.id);
    const moved = new Date(rows[1].startTime.getTime() + 2 * 3_600_000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${rows[1].id}/reschedule`,
      headers: { authorization: `Bearer ${host.accessToken}` },
      payload: { start_time: moved.toISOString() },
    });
    assert.equal(response.statusCode, 200, response.body);
    const mail = await waitForMail(t.config.outboxDir, attendee, 5000, /RECURRENCE-ID/);
    const lines = unfold(icsOf(mail.raw));
    const original = new TZDate(rows[1].startTime.getTime(), BERLIN);
    const day = `${original.getFullYear()}${String(original.getMonth() + 1).padStart(2, '0')}${String(original.getDate()).padStart(2, '0')}`;
    assert.ok(lines.includes(`RECURRENCE-ID;TZID=${BERLIN}:${day}T100000`), lines.join('\n'));
    assert.ok(lines.includes(`DTSTART;TZID=${BERLIN}:${day}T120000`), lines.join('\n'));
    assert.equal(
      lines.some((line) => line.startsWith('RRULE:')),
      false,
    );
    const after = await seriesRows(rows[0].seriesId as string);
    assert.deepEqual(
      after.map((row) => row.startTime.getTime()),
      [rows[0].startTime.getTime(), moved.getTime(), rows[2].startTime.getTime()],
    );
    // The series invite keeps the rule and adds the moved meeting as an override.
    const invite = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${created.json().data.link_secret}/invite.ics`,
    });
    const inviteLines = unfold(invite.body);
    assert.ok(inviteLines.includes('RRULE:FREQ=WEEKLY;COUNT=3'));
    assert.equal(inviteLines.filter((line) => line.startsWith('RECURRENCE-ID;')).length, 1);
  });

  test('booking limits count each meeting: one a week fits a weekly series, one a month refuses it whole', async () => {
    const host = await seedHost(t.app, { timeZone: BERLIN });
    const weekly = await recurringType(host.user.id, { limitPerWeek: 1 });
    const fits = await book(
      seriesPayload(weekly.id, berlinTenBefore(5), {
        attendee_email: 'limits.a@example.com',
        series: { count: 3 },
      }),
    );
    assert.equal(fits.statusCode, 201, fits.body);

    // Four weekly meetings always put two in one calendar month.
    const monthly = await recurringType(host.user.id, { limitPerMonth: 1, slug: 'monthly-limit' });
    const refused = await book(
      // Two hours later: the weekly series holds 10:00 of the same host.
      seriesPayload(monthly.id, new Date(berlinTenBefore(5).getTime() + 2 * 3_600_000), {
        attendee_email: 'limits.b@example.com',
        series: { count: 4 },
      }),
    );
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, /month/);
    const made = await t.app.db.select().from(bookings).where(eq(bookings.eventTypeId, monthly.id));
    assert.equal(made.length, 0, 'nothing of the series is kept');
  });

  test('refuses what a series may not be', async () => {
    const host = await seedHost(t.app, { timeZone: BERLIN });
    const eventType = await recurringType(host.user.id, { recurringMaxCount: 4 });
    const { eventType: plain } = await seedEventType(t.app, host.user.id, { bookingWindowDays: 365 });
    const first = berlinTenBefore(3);
    const notRecurring = await book(seriesPayload(plain.id, first));
    assert.equal(notRecurring.statusCode, 422);
    assert.deepEqual(notRecurring.json().errors.series, [recurringMessages.notRecurring]);
    const tooMany = await book(seriesPayload(eventType.id, first, { series: { count: 5 } }));
    assert.equal(tooMany.statusCode, 422);
    const overMax = await book(seriesPayload(eventType.id, first, { series: { count: 25 } }));
    assert.equal(overMax.statusCode, 422);
    const strange = await book(
      seriesPayload(eventType.id, first, {
        series: { count: 3, skip: [new Date(first.getTime() + DAY).toISOString()] },
      }),
    );
    assert.equal(strange.statusCode, 422);
    assert.deepEqual(strange.json().errors['series.skip'], [recurringMessages.skipNotInSeries]);
    const firstSkipped = await book(
      seriesPayload(eventType.id, first, { series: { count: 3, skip: [first.toISOString()] } }),
    );
    assert.equal(firstSkipped.statusCode, 422);
    // A single booking's link cannot reach into a series.
    const single = await book({ ...seriesPayload(plain.id, first), series: undefined });
    assert.equal(single.statusCode, 201, single.body);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${single.json().data.link_secret}/cancel`,
      payload: { series_scope: 'this_and_following' },
    });
    assert.equal(cancel.statusCode, 422);
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.eventTypeId, eventType.id));
    assert.equal(rows.length, 0);
  });

  test('monthly rules: the nth weekday (last in a fifth week) and the date (months without it left out)', () => {
    const tz = 'America/New_York';
    const third = seriesStarts(
      new Date(new TZDate(2027, 0, 19, 15, 0, tz).getTime()),
      'monthly_weekday',
      3,
      tz,
    );
    assert.deepEqual(
      third.map((start) => new TZDate(start.getTime(), tz).getDate()),
      [19, 16, 16],
    );
    const last = seriesStarts(
      new Date(new TZDate(2027, 0, 29, 15, 0, tz).getTime()),
      'monthly_weekday',
      3,
      tz,
    );
    assert.deepEqual(
      last.map((start) => new TZDate(start.getTime(), tz).getDate()),
      [29, 26, 26],
    );
    const dated = seriesStarts(new Date(new TZDate(2027, 0, 31, 15, 0, tz).getTime()), 'monthly_date', 3, tz);
    assert.deepEqual(
      dated.map((start) => new TZDate(start.getTime(), tz).getMonth()),
      [0, 2, 4],
    );
    // 15:00 New York both before and after the March change.
    assert.deepEqual(
      dated.map((start) => new TZDate(start.getTime(), tz).getHours()),
      [15, 15, 15],
    );
  });
});
