import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TZDate } from '@date-fns/tz';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { recurringMessages } from '@slotwise/shared/contract/recurring.contract';
import { format } from 'date-fns';
import { sql } from 'drizzle-orm';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { ArrivalBatch } from './arrival-batch';
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

describe('reads shared by attempts arriving together', () => {
  test('an arrival batch reads once for the requests before its read starts, then again', async () => {
    let reads = 0;
    const batch = new ArrivalBatch(async (key: string) => {
      reads += 1;
      return { key, read: reads };
    });
    const [a, b] = await Promise.all([batch.get('type'), batch.get('type')]);
    assert.equal(reads, 1);
    assert.equal(a, b);
    const other = await batch.get('other');
    assert.equal(other.read, 2, 'another key has its own read');
    // Asked once the first read has started: a read of its own, never an older answer.
    let later: Promise<{ read: number }> | null = null;
    const first = new ArrivalBatch(async (key: string) => {
      reads += 1;
      const read = reads;
      later ??= first.get(key);
      return { key, read };
    });
    const earlier = await first.get('type');
    assert.ok(later);
    assert.equal((await (later as unknown as Promise<{ read: number }>)).read, earlier.read + 1);
  });

  test('the attempts that waited for one share one lookup; the next wave looks again', async () => {
    const attempts = new SameTimeAttempts();
    const leader = await attempts.turn('type@1');
    assert.equal(leader.shared, null);
    const waiting = [attempts.turn('type@1'), attempts.turn('type@1'), attempts.turn('type@1')];
    leader.done?.();
    const waited = await Promise.all(waiting);
    let lookups = 0;
    const answers = await Promise.all(
      waited.map((turn) =>
        turn.shared?.once('range', async () => {
          lookups += 1;
          return true;
        }),
      ),
    );
    assert.deepEqual(answers, [true, true, true]);
    assert.equal(lookups, 1);
    // A new leader's waiters do not reuse the earlier wave's answer.
    const next = await attempts.turn('type@1');
    const again = attempts.turn('type@1');
    next.done?.();
    await (await again).shared?.once('range', async () => {
      lookups += 1;
      return false;
    });
    assert.equal(lookups, 2);
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

/** What the transactions of this database wait on (PostgreSQL), once one of them waits for a lock. */
async function lockWaits(): Promise<{ wait_event_type: string; wait_event: string }[]> {
  for (let i = 0; i < 200; i += 1) {
    const result = (await t.app.db.execute(sql`
      SELECT wait_event_type, wait_event FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as unknown as {
      rows: { wait_event_type: string; wait_event: string }[];
    };
    if (result.rows.length > 0) return result.rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return [];
}

/** A booking held open right before its commit until `release()`. */
function heldBooking(booking: NewBooking) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let inside = () => {};
  const reached = new Promise<void>((resolve) => {
    inside = resolve;
  });
  const done = t.app.bookings.create(booking, new Date(), {
    beforeCommit: async () => {
      inside();
      await held;
    },
  });
  return { reached, release, done };
}

describe('reschedules and series take the same host-day turns on PostgreSQL', { skip }, () => {
  test('a reschedule onto a time being booked waits for the turn, then fails at once', async () => {
    const host = await seedHost(t.app);
    const { eventType: first } = await seedEventType(t.app, host.user.id);
    const { eventType: second } = await seedEventType(t.app, host.user.id);
    const day = utcDate(6);
    const moved = await t.app.bookings.create(
      payload(first.id, utcInstant(day, '09:00'), 'moved@example.com'),
    );
    const booking = heldBooking(payload(second.id, utcInstant(day, '11:00'), 'new@example.com'));
    await booking.reached;
    const reschedule = t.app.bookings.reschedule(moved.booking.id, utcInstant(day, '11:00'), 'host').then(
      () => ({ status: 200 }),
      (error) => statusOf(error),
    );
    // Without the turn, the move's row would wait on the new booking's uncommitted row
    // ('transactionid'), where racing writers can wait on each other until deadlock_timeout.
    assert.deepEqual(await lockWaits(), [{ wait_event_type: 'Lock', wait_event: 'advisory' }]);
    booking.release();
    assert.equal((await booking.done).booking.status, 'confirmed');
    assert.deepEqual(await reschedule, { status: 409, message: bookingMessages.slotTaken });
    const [row] = (
      (await t.app.db.execute(
        sql`SELECT start_time FROM bookings WHERE id = ${moved.booking.id}`,
      )) as unknown as { rows: { start_time: Date | string }[] }
    ).rows;
    assert.equal(new Date(row.start_time).toISOString(), utcInstant(day, '09:00'), 'the move did not happen');
  });

  test('a new booking of a time being taken by a reschedule waits for the turn too', async () => {
    const host = await seedHost(t.app);
    const { eventType: first } = await seedEventType(t.app, host.user.id);
    const { eventType: second } = await seedEventType(t.app, host.user.id);
    const day = utcDate(6);
    const moved = await t.app.bookings.create(
      payload(first.id, utcInstant(day, '13:00'), 'moved@example.com'),
    );
    // The reschedule's transaction is held open by a lock the test takes: the new booking's
    // advisory wait shows it queues behind the reschedule's host-day turn.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const originalRescheduled = t.app.bookingNotifications.bookingRescheduled.bind(
      t.app.bookingNotifications,
    );
    let inside = () => {};
    const reached = new Promise<void>((resolve) => {
      inside = resolve;
    });
    t.app.bookingNotifications.bookingRescheduled = async (...args) => {
      inside();
      await held;
      return originalRescheduled(...args);
    };
    try {
      const reschedule = t.app.bookings.reschedule(moved.booking.id, utcInstant(day, '14:00'), 'host');
      await reached;
      const booking = t.app.bookings
        .create(payload(second.id, utcInstant(day, '14:00'), 'new@example.com'))
        .then(
          () => ({ status: 201 }),
          (error) => statusOf(error),
        );
      assert.deepEqual(await lockWaits(), [{ wait_event_type: 'Lock', wait_event: 'advisory' }]);
      release();
      assert.equal((await reschedule).booking.startTime.toISOString(), utcInstant(day, '14:00'));
      assert.deepEqual(await booking, { status: 409, message: bookingMessages.slotTaken });
    } finally {
      t.app.bookingNotifications.bookingRescheduled = originalRescheduled;
      release();
    }
  });

  test('a series and a single booking of one time: exactly one wins, by the turn', async () => {
    const host = await seedHost(t.app);
    const { eventType: recurring } = await seedEventType(t.app, host.user.id, {
      recurring: true,
      recurringFrequency: 'weekly',
      recurringMaxCount: 4,
      bookingWindowDays: 365,
    });
    const { eventType: single } = await seedEventType(t.app, host.user.id);
    // The single booking takes the second meeting's time while the series books.
    const firstDay = utcDate(7);
    const secondDay = utcDate(14);
    const booking = heldBooking(payload(single.id, utcInstant(secondDay, '10:00'), 'single@example.com'));
    await booking.reached;
    const series = t.app.bookings
      .create({
        ...payload(recurring.id, utcInstant(firstDay, '10:00'), 'series@example.com'),
        series: { count: 3, skip: [] },
      })
      .then(
        () => ({ status: 201 }),
        (error) => statusOf(error),
      );
    assert.deepEqual(await lockWaits(), [{ wait_event_type: 'Lock', wait_event: 'advisory' }]);
    booking.release();
    assert.equal((await booking.done).booking.status, 'confirmed');
    // The series checks again once and names the meeting the single booking took.
    const busyAt = format(
      new TZDate(new Date(utcInstant(secondDay, '10:00')).getTime(), 'UTC'),
      "EEEE, MMMM d, yyyy 'at' h:mm a",
    );
    assert.deepEqual(await series, { status: 409, message: recurringMessages.occurrencesBusy(busyAt) });

    // And the other way round: the series holds the turn, the single booking of its third
    // meeting waits for it and fails.
    const thirdDay = utcDate(21);
    const held = heldBooking({
      ...payload(recurring.id, utcInstant(firstDay, '12:00'), 'series2@example.com'),
      series: { count: 3, skip: [] },
    });
    await held.reached;
    const late = t.app.bookings
      .create(payload(single.id, utcInstant(thirdDay, '12:00'), 'late@example.com'))
      .then(
        () => ({ status: 201 }),
        (error) => statusOf(error),
      );
    assert.deepEqual(await lockWaits(), [{ wait_event_type: 'Lock', wait_event: 'advisory' }]);
    held.release();
    assert.equal((await held.done).series?.occurrences.length, 3);
    assert.deepEqual(await late, { status: 409, message: bookingMessages.slotTaken });
  });

  test('racing a reschedule, a series and new bookings at one time: exactly one holds it', async () => {
    const host = await seedHost(t.app);
    const { eventType: recurring } = await seedEventType(t.app, host.user.id, {
      recurring: true,
      recurringFrequency: 'weekly',
      recurringMaxCount: 4,
      bookingWindowDays: 365,
    });
    const types = await Promise.all(
      [1, 2, 3, 4].map(async () => (await seedEventType(t.app, host.user.id)).eventType),
    );
    for (const [round, time] of ['09:00', '11:00', '13:00', '15:00'].entries()) {
      const day = utcDate(30 + round);
      const moved = await t.app.bookings.create(
        payload(types[0].id, utcInstant(utcDate(29), time), `moved.${round}@example.com`),
      );
      const at = utcInstant(day, time);
      const answers = await Promise.all([
        t.app.bookings.reschedule(moved.booking.id, at, 'host').then(
          () => 'won',
          (error) => statusOf(error).status,
        ),
        t.app.bookings
          .create({
            ...payload(recurring.id, at, `series.${round}@example.com`),
            series: { count: 2, skip: [] },
          })
          .then(
            () => 'won',
            (error) => statusOf(error).status,
          ),
        ...types.slice(1).map((type, i) =>
          t.app.bookings.create(payload(type.id, at, `new.${round}.${i}@example.com`)).then(
            () => 'won',
            (error) => statusOf(error).status,
          ),
        ),
      ]);
      assert.equal(answers.filter((answer) => answer === 'won').length, 1, JSON.stringify(answers));
      assert.deepEqual(
        answers.filter((answer) => answer !== 'won'),
        [409, 409, 409, 409],
      );
      const live = (await t.app.db.execute(sql`
        SELECT count(*)::int AS n FROM booking_hosts
        WHERE host_id = ${host.user.id}::uuid AND live AND start_time = ${at}::timestamptz`)) as unknown as {
        rows: { n: number }[];
      };
      assert.equal(live.rows[0].n, 1);
    }
  });
});
