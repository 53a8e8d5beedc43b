import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/rate-limits.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, newAccount, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { RateLimiter } from './rate-limiter.service';

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('rate limits counted in the database', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      loginRateLimit: { maxPerIdentifier: 5, maxPerIp: 1000, windowSeconds: 900 },
      authRateLimit: { max: 3, windowSeconds: 900 },
      publicBookingRateLimit: { maxPerIp: 2, maxPerEventType: 3, windowSeconds: 3600 },
      trustProxy: 'loopback',
    });
  });
  after(async () => {
    await t?.close();
  });

  test('30 concurrent wrong passwords for one account: exactly 5 reach the password check', async () => {
    const account = await registerAccount(t.app);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { login: account.payload.username, password: 'Wrong-password-1' },
            remoteAddress: `10.30.0.${i + 1}`,
          })
          .then((response) => response.statusCode),
      ),
    );
    // 401 only comes after the password check; every other attempt was refused before it.
    assert.equal(count(statuses, 401), 5, `statuses: ${statuses.join(',')}`);
    assert.equal(count(statuses, 429), 25);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.payload.email, password: account.payload.password },
      remoteAddress: '10.30.1.1',
    });
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().message, 'Too many login attempts. Please try again in 15 minutes.');
    assert.ok(Number(blocked.headers['retry-after']) > 840);
  });

  test('register is limited per address and action; other addresses and actions keep their budget', async () => {
    const register = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount(), remoteAddress });
    const responses = await Promise.all(Array.from({ length: 8 }, () => register('10.31.0.1')));
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(count(statuses, 201), 3, `statuses: ${statuses.join(',')}`);
    assert.equal(count(statuses, 429), 5);
    const limited = responses.find((response) => response.statusCode === 429);
    assert.match(limited?.json().message, /^Too many requests\. Please try again in 15 minutes\.$/);
    assert.ok(Number(limited?.headers['retry-after']) > 840);

    assert.equal((await register('10.31.0.2')).statusCode, 201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'who@example.com' },
      remoteAddress: '10.31.0.1',
    });
    assert.equal(forgot.statusCode, 200);
  });

  test('forgot-password and reset-password are limited per address, also when run concurrently', async () => {
    const forgot = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'who@example.com' },
          remoteAddress: '10.32.0.1',
        }),
      ),
    );
    assert.deepEqual(forgot.map((r) => r.statusCode).sort(), [200, 200, 200, 429, 429, 429]);
    const reset = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: {
            token: 'not-a-real-token',
            password: 'Correct-Horse-9',
            password_confirmation: 'Correct-Horse-9',
          },
          remoteAddress: '10.32.0.1',
        }),
      ),
    );
    const statuses = reset.map((r) => r.statusCode);
    assert.equal(count(statuses, 429), 3, `statuses: ${statuses.join(',')}`);
    assert.equal(count(statuses, 422), 3);
  });

  test('public bookings are limited per address and per event type', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const { eventType: other } = await seedEventType(t.app, host.user.id);
    const day = utcDate(4);
    const book = (eventTypeId: string, time: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: {
          event_type_id: eventTypeId,
          start_time: utcInstant(day, time),
          attendee_name: 'Grace Hopper',
          attendee_email: 'grace@example.com',
          timezone: 'UTC',
        },
        remoteAddress,
      });
    // Per address: 2 (concurrent attempts included).
    const fromOne = await Promise.all([
      book(other.id, '09:00', '10.33.0.1'),
      book(other.id, '10:00', '10.33.0.1'),
      book(other.id, '11:00', '10.33.0.1'),
    ]);
    assert.deepEqual(fromOne.map((r) => r.statusCode).sort(), [201, 201, 429]);
    const limited = fromOne.find((r) => r.statusCode === 429);
    assert.equal(limited?.json().message, 'Too many booking attempts. Please try again in 60 minutes.');
    assert.ok(Number(limited?.headers['retry-after']) > 3500);

    // Per event type: 3 from all addresses together.
    for (const [time, address] of [
      ['12:00', '10.33.1.1'],
      ['13:00', '10.33.1.2'],
      ['14:00', '10.33.1.3'],
    ]) {
      const response = await book(eventType.id, time, address);
      assert.equal(response.statusCode, 201, response.body);
    }
    const fourth = await book(eventType.id, '15:00', '10.33.1.4');
    assert.equal(fourth.statusCode, 429, fourth.body);
    assert.match(fourth.json().message, /^Too many booking attempts\. Please try again in \d+ minutes\.$/);
    // Another event type from a fresh address is not affected (refused attempts did not count).
    assert.equal((await book(other.id, '16:00', '10.33.1.4')).statusCode, 201);
  });

  test('attendee reschedules are limited per address and per booking', async () => {
    const missing = '00000000-0000-4000-8000-00000000beef';
    const move = (id: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${id}/reschedule`,
        payload: { start_time: utcInstant(utcDate(4), '09:00') },
        remoteAddress,
      });
    // Per address: as many as bookings (2 here), counted before the booking is even looked up.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await move(missing, '10.34.0.1')).statusCode);
    assert.deepEqual(statuses, [404, 404, 429]);
    const limited = await move(missing, '10.34.0.1');
    assert.match(
      limited.json().message,
      /^Too many reschedule attempts\. Please try again in \d+ minutes\.$/,
    );
    // Per booking: 10 from all addresses together.
    const perBooking = [];
    for (let i = 0; i < 11; i++)
      perBooking.push((await move(missing.replace('beef', 'cafe'), `10.34.1.${i + 1}`)).statusCode);
    assert.deepEqual(perBooking, [...Array(10).fill(404), 429]);
  });

  test('behind a trusted proxy the forwarded address is the one counted', async () => {
    const register = (remoteAddress: string, forwardedFor?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount(),
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    // From loopback (the shell's proxy) the forwarded address counts: 3 per address.
    for (let i = 0; i < 3; i += 1) assert.equal((await register('127.0.0.1', '10.34.0.1')).statusCode, 201);
    assert.equal((await register('127.0.0.1', '10.34.0.1')).statusCode, 429);
    assert.equal((await register('127.0.0.1', '10.34.0.2')).statusCode, 201);
    // From anyone else the header is ignored: rotating it does not help.
    const direct = [];
    for (let i = 0; i < 4; i += 1) direct.push((await register('10.34.9.9', `10.34.1.${i}`)).statusCode);
    assert.deepEqual(direct, [201, 201, 201, 429]);
  });

  test('attempts arriving together are counted in one statement, each with its own count', async () => {
    const limiter = new RateLimiter(t.app.db);
    const key = `burst:${Date.now()}`;
    let statements = 0;
    const original = t.app.db.insert.bind(t.app.db);
    t.app.db.insert = ((...args: Parameters<typeof original>) => {
      statements += 1;
      return original(...args);
    }) as typeof original;
    let outcomes: Awaited<ReturnType<RateLimiter['hit']>>[];
    try {
      outcomes = await Promise.all(
        Array.from({ length: 25 }, () => limiter.hit([{ key, max: 10, windowSeconds: 60 }])),
      );
    } finally {
      t.app.db.insert = original;
    }
    assert.equal(statements, 1, 'one statement for the burst');
    assert.deepEqual(
      outcomes.map((outcome) => outcome.hits[0].count).sort((a, b) => a - b),
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    assert.equal(outcomes.filter((outcome) => outcome.refusedForSeconds === null).length, 10);
    // The 15 refused took their hits back: the next attempt is the 11th and refused too.
    const [row] = await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    assert.equal(row.count, 10);
    const next = await limiter.hit([{ key, max: 10, windowSeconds: 60 }]);
    assert.equal(next.hits[0].count, 11);
    assert.notEqual(next.refusedForSeconds, null);
  });

  test('expired counters start a new window and are swept from the table', async () => {
    const limiter = new RateLimiter(t.app.db);
    const rule = { key: 'test:sweep', max: 1, windowSeconds: 1 };
    assert.equal((await limiter.hit([rule])).refusedForSeconds, null);
    assert.equal((await limiter.hit([rule])).refusedForSeconds, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // A fresh limiter sweeps on its first hit (then at most once a minute).
    assert.equal(
      (await new RateLimiter(t.app.db).hit([{ ...rule, key: 'test:other' }])).refusedForSeconds,
      null,
    );
    const rows = await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:sweep'));
    assert.equal(rows.length, 0);
    assert.equal((await limiter.hit([rule])).refusedForSeconds, null);
  });
});
