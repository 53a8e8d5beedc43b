import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { sql } from 'drizzle-orm';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import type { NewBooking } from './bookings.service';
import { SameTimeAttempts } from './same-time-attempts';

// The 100-way race of issue #30 (docs/database.md#the-booking-race): the losers are answered by
// one index lookup, attempts at one time wait for the one ahead in the process, and racing
// inserts of one host and day take turns instead of waiting on each other's rows.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

function payload(eventTypeId: string, start: string, email: string): NewBooking {
  return {
    event_type_id: eventTypeId,
    start_time: start,
    attendee_name: 'Ada Lovelace',
    attendee_email: email,
    timezone: 'UTC',
    answers: [],
    additional_attendees: [],
  };
}

function statusOf(error: unknown): { status?: number; message?: string } {
  const e = error as { statusCode?: number; status?: number; body?: { message?: string } };
  return { status: e.statusCode ?? e.status, message: e.body?.message };
}

describe('a time already booked', () => {
  test('is answered 409 "just booked" without the free-times computation', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const start = utcInstant(utcDate(4), '10:00');
    await t.app.bookings.create(payload(eventType.id, start, 'first@example.com'));
    const original = t.app.scheduling.checkStart.bind(t.app.scheduling);
    let checks = 0;
    t.app.scheduling.checkStart = (...args) => {
      checks += 1;
      return original(...args);
    };
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: { ...payload(eventType.id, start, 'second@example.com'), answers: undefined },
      });
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().message, bookingMessages.slotTaken);
      assert.equal(checks, 0, 'the overlap check answered before the free times were computed');
      // A time that overlaps only partly (another type of the host, 15 minutes later) is taken too.
      const { eventType: other } = await seedEventType(t.app, host.user.id, { duration: 15 });
      const overlapping = utcInstant(utcDate(4), '10:15');
      await assert.rejects(
        t.app.bookings.create(payload(other.id, overlapping, 'third@example.com')),
        (error) => {
          assert.deepEqual(statusOf(error), { status: 409, message: bookingMessages.slotTaken });
          return true;
        },
      );
      assert.equal(checks, 0);
      // The next free time still goes through the full check and is booked.
      await t.app.bookings.create(
        payload(eventType.id, utcInstant(utcDate(4), '10:30'), 'fourth@example.com'),
      );
      assert.equal(checks, 1);
    } finally {
      t.app.scheduling.checkStart = original;
    }
  });

  test('a cancelled booking does not count: its time is booked again', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const start = utcInstant(utcDate(4), '11:00');
    const first = await t.app.bookings.create(payload(eventType.id, start, 'first@example.com'));
    await t.app.bookings.cancel(first.booking.id, {}, 'attendee');
    const again = await t.app.bookings.create(payload(eventType.id, start, 'again@example.com'));
    assert.equal(again.booking.status, 'confirmed');
  });
});

describe('attempts at one time in one process', () => {
  test('wait for the one ahead, then go on together; other times do not wait', async () => {
    const attempts = new SameTimeAttempts();
    const first = await attempts.enter('type@1');
    assert.equal(typeof first, 'function');
    const order: string[] = [];
    const second = attempts.enter('type@1').then((done) => order.push(`second ${done === null}`));
    const third = attempts.enter('type@1').then((done) => order.push(`third ${done === null}`));
    const other = await attempts.enter('type@2');
    assert.equal(typeof other, 'function', 'another time has no one ahead');
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(order, [], 'nobody passes while the first is in flight');
    first?.();
    await Promise.all([second, third]);
    assert.deepEqual(order, ['second true', 'third true']);
    // Once it is over, the next attempt leads again.
    const next = await attempts.enter('type@1');
    assert.equal(typeof next, 'function');
    next?.();
    other?.();
  });
});

const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time, so nothing waits';

describe('racing inserts of one host and day on PostgreSQL', { skip }, () => {
  test('the second waits for the host-day lock, not on the first one’s row, and then fails at once', async () => {
    const host = await seedHost(t.app);
    // Two types, so the attempts are not at one time (the in-process turn does not order them).
    const { eventType: long } = await seedEventType(t.app, host.user.id, { duration: 60 });
    const { eventType: short } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const day = utcDate(5);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = () => {};
    const reachedCommit = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const winner = t.app.bookings.create(
      payload(long.id, utcInstant(day, '09:00'), 'win@example.com'),
      new Date(),
      {
        beforeCommit: async () => {
          inside();
          await held;
        },
      },
    );
    await reachedCommit;
    const loser = t.app.bookings.create(payload(short.id, utcInstant(day, '09:30'), 'lose@example.com')).then(
      () => ({ status: 201 }),
      (error) => statusOf(error),
    );
    // The loser's transaction waits on an advisory lock (the host and day), never on a
    // transaction id (the winner's uncommitted row), where racing losers wait on each other.
    let waits: { wait_event_type: string; wait_event: string }[] = [];
    for (let i = 0; i < 200; i += 1) {
      const result = (await t.app.db.execute(sql`
        SELECT wait_event_type, wait_event FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as unknown as {
        rows: { wait_event_type: string; wait_event: string }[];
      };
      waits = result.rows;
      if (waits.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.deepEqual(waits, [{ wait_event_type: 'Lock', wait_event: 'advisory' }]);
    release();
    const won = await winner;
    assert.equal(won.booking.status, 'confirmed');
    assert.deepEqual(await loser, { status: 409, message: bookingMessages.slotTaken });
  });
});
