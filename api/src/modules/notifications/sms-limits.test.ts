import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { locationMessages } from '@slotwise/shared/contract/locations.contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { findBookingDetails } from '../bookings/bookings.repository';
import { makeJobDue } from '../jobs/jobs.repository';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { BookingNotifications } from './booking-notifications.service';

// docs/product.md#sms-limits

function book(t: TestApp, eventTypeId: string, phone: string, time = '10:00', day = 2) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: utcInstant(utcDate(day), time),
      attendee_name: 'Ada Lovelace',
      attendee_email: 'ada@example.com',
      timezone: 'UTC',
      attendee_phone: phone,
    },
  });
}

/** An event type that texts a reminder 2 hours before. */
async function textedType(t: TestApp, values: Record<string, unknown> = {}) {
  const host = await seedHost(t.app);
  const { eventType } = await seedEventType(t.app, host.user.id, {
    reminders: [{ time: '2h', method: 'sms' }],
    ...values,
  });
  return eventType;
}

/** Runs the reminder jobs of these bookings now. */
async function sendReminders(t: TestApp, bookingIds: string[]) {
  for (const id of bookingIds) {
    for (const job of await t.app.db.select().from(jobs).where(eq(jobs.bookingId, id))) {
      if (job.kind === 'booking-reminder') await makeJobDue(t.app.db, job.id);
    }
  }
  await t.app.jobs.runDue();
  await t.app.jobs.idle();
}

const smsInOutbox = (t: TestApp) =>
  readOutbox(t.config.outboxDir).filter((mail) => mail.file.includes('-sms-'));

describe('SMS_ALLOWED_COUNTRIES: a number SMS cannot go to is refused when booking', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0, smsAllowedCountries: ['FR', 'DE'] });
  });
  after(async () => t?.close());

  test('a number of another country, or without its country code, answers 422 on the phone field', async () => {
    const eventType = await textedType(t);
    const cases: [string, string][] = [
      ['+44 20 7946 0958', locationMessages.smsCountryNotAllowed],
      ['+1 212 555 0100', locationMessages.smsCountryNotAllowed],
      ['06 12 34 56 78', locationMessages.smsCountryCode],
      ['+33 1', locationMessages.phoneInvalid],
      ['+33 0000 0000', locationMessages.phoneInvalid],
    ];
    for (const [phone, message] of cases) {
      const res = await book(t, eventType.id, phone);
      assert.equal(res.statusCode, 422, `${phone}: ${res.body}`);
      assert.deepEqual(res.json().errors, { attendee_phone: [message] }, phone);
    }
    const fr = await book(t, eventType.id, '+33 6 12 34 56 78', '10:00');
    assert.equal(fr.statusCode, 201, fr.body);
    const de = await book(t, eventType.id, '+49 151 23456789', '11:00');
    assert.equal(de.statusCode, 201, de.body);
    await sendReminders(t, [fr.json().data.id, de.json().data.id]);
    assert.deepEqual(
      smsInOutbox(t)
        .map((sms) => /To: (.*)/.exec(sms.raw)?.[1])
        .sort(),
      ['+33 6 12 34 56 78', '+49 151 23456789'],
    );
  });

  test('a number only for a call (no SMS reminder) may be of any country', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      location: 'phone',
      locationPhoneFrom: 'attendee',
      reminders: [{ time: '2h', method: 'email' }],
    });
    const res = await book(t, eventType.id, '+44 20 7946 0958');
    assert.equal(res.statusCode, 201, res.body);
  });

  test('a number allowed when booking but not when the reminder is due is not texted; the job ends', async () => {
    const eventType = await textedType(t);
    const res = await book(t, eventType.id, '+33 6 12 34 56 79', '13:00');
    assert.equal(res.statusCode, 201, res.body);
    const details = await findBookingDetails(t.app.db, res.json().data.id);
    assert.ok(details);
    const before = smsInOutbox(t).length;
    const germanOnly = new BookingNotifications(
      t.app.mailer,
      { ...t.config, smsAllowedCountries: ['DE'] },
      t.app.log,
      new RateLimiter(t.app.db),
    );
    await germanOnly.reminder(details, { time: '2h', method: 'sms' });
    assert.equal(smsInOutbox(t).length, before);
  });
});

describe('SMS_MAX_PER_NUMBER_PER_DAY: one number gets at most so many SMS in 24 hours', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0, smsMaxPerNumberPerDay: 2 });
  });
  after(async () => t?.close());

  test('further reminders to the number are skipped (however it is written); the bookings stand', async () => {
    const eventType = await textedType(t);
    const ids: string[] = [];
    for (const [phone, time] of [
      ['+33 6 12 34 56 78', '10:00'],
      ['+33612345678', '11:00'],
      ['+33 (0)6 12 34 56 78', '12:00'],
      ['+33.6.12.34.56.78', '13:00'],
    ]) {
      const res = await book(t, eventType.id, phone, time);
      assert.equal(res.statusCode, 201, res.body);
      ids.push(res.json().data.id);
    }
    const other = await book(t, eventType.id, '+49 151 23456789', '14:00');
    assert.equal(other.statusCode, 201, other.body);
    await sendReminders(t, [...ids, other.json().data.id]);
    const sent = smsInOutbox(t).map((sms) => /To: (.*)/.exec(sms.raw)?.[1] ?? '');
    assert.equal(sent.filter((to) => to.replace(/\D/g, '').startsWith('336')).length, 2, sent.join());
    assert.equal(sent.filter((to) => to === '+49 151 23456789').length, 1);
    // The skipped reminders are done, not failing and retried.
    const reminders = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'booking-reminder'));
    assert.deepEqual([...new Set(reminders.map((job) => job.status))], ['done']);
  });
});

describe('an SMS the provider refused is not counted against the number', () => {
  let t: TestApp;
  let answers = [500, 201];
  let calls = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const status = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      jobPollSeconds: 0,
      smsMaxPerNumberPerDay: 1,
      smsAllowedCountries: null,
      sms: { url: `http://127.0.0.1:${port}/sms`, accountSid: null, authToken: null, from: '+15550000000' },
    });
  });
  after(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  test('the retry after a failure still sends; the next reminder to the number is over the limit', async () => {
    answers = [500, 201, 201];
    const eventType = await textedType(t);
    const first = await book(t, eventType.id, '+33 6 12 34 56 78', '10:00');
    assert.equal(first.statusCode, 201, first.body);
    await sendReminders(t, [first.json().data.id]);
    assert.equal(calls, 1);
    const [failed] = await t.app.db.select().from(jobs).where(eq(jobs.bookingId, first.json().data.id));
    assert.notEqual(failed.status, 'done');
    await sendReminders(t, [first.json().data.id]);
    assert.equal(calls, 2);
    const [sent] = await t.app.db.select().from(jobs).where(eq(jobs.bookingId, first.json().data.id));
    assert.equal(sent.status, 'done');

    const second = await book(t, eventType.id, '+33 6 12 34 56 78', '11:00');
    await sendReminders(t, [second.json().data.id]);
    assert.equal(calls, 2);
  });
});

describe('SMS settings', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'y'.repeat(32) };
  const withProvider = { ...base, SMS_URL: 'https://sms.example.com/send', SMS_FROM: '+15550000000' };

  test('without a provider every country is allowed; 5 SMS per number and day', () => {
    const config = loadConfig(base);
    assert.equal(config.smsAllowedCountries, null);
    assert.equal(config.smsMaxPerNumberPerDay, 5);
  });

  test('with a provider the countries must be chosen: a list, or * for all', () => {
    assert.throws(() => loadConfig(withProvider), /SMS_ALLOWED_COUNTRIES must be set with SMS_URL/);
    assert.deepEqual(
      loadConfig({ ...withProvider, SMS_ALLOWED_COUNTRIES: ' gb, IE ,gb' }).smsAllowedCountries,
      ['GB', 'IE'],
    );
    assert.equal(loadConfig({ ...withProvider, SMS_ALLOWED_COUNTRIES: '*' }).smsAllowedCountries, null);
    assert.throws(() => loadConfig({ ...withProvider, SMS_ALLOWED_COUNTRIES: 'GB,XX' }), /"XX"/);
    assert.throws(
      () => loadConfig({ ...base, SMS_MAX_PER_NUMBER_PER_DAY: '0' }),
      /SMS_MAX_PER_NUMBER_PER_DAY/,
    );
    assert.equal(loadConfig({ ...base, SMS_MAX_PER_NUMBER_PER_DAY: '20' }).smsMaxPerNumberPerDay, 20);
  });
});
