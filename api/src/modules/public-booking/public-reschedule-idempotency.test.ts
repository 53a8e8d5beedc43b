import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { idempotencyMessages, type PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { and, eq, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { MAIL_JOB } from '../notifications/mail.job';

// docs/product.md#idempotent-bookings: the attendee's reschedule takes an Idempotency-Key as
// booking creation does (the no-JavaScript reschedule form sends one).

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const day = utcDate(3);
let counter = 0;

async function newBooking(time = '09:00') {
  const host = await seedHost(t.app);
  const { eventType } = await seedEventType(t.app, host.user.id);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventType.id,
      start_time: utcInstant(day, time),
      attendee_name: 'Grace Hopper',
      attendee_email: `grace.${process.pid}.${++counter}@example.com`,
      timezone: 'UTC',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  const { id, link_secret: link } = response.json().data as { id: string; link_secret: string };
  return { id, link };
}

function reschedule(link: string, time: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${link}/reschedule`,
    payload: { start_time: utcInstant(day, time) },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function startOf(id: string) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
  return { start: row.startTime.toISOString(), movedAt: row.rescheduledAt?.toISOString() ?? null };
}

/** The reschedule mails queued for the booking (each a durable job). */
async function rescheduleMails(id: string) {
  const rows = await t.app.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, MAIL_JOB),
        sql`${jobs.payload}->>'bookingId' = ${id}`,
        sql`${jobs.payload}->>'template' like 'booking-rescheduled%'`,
      ),
    );
  return rows.length;
}

describe('POST /api/public/bookings/{id}/reschedule with an Idempotency-Key', () => {
  test('a replay with the same key and body answers the first answer: moved once, mailed once', async () => {
    const booked = await newBooking();
    const key = randomUUID();
    const first = await reschedule(booked.link, '11:00', key);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    assert.equal((first.json().data as PublicBooking).start_time, utcInstant(day, '11:00'));
    const moved = await startOf(booked.id);
    const mails = await rescheduleMails(booked.id);
    assert.ok(mails >= 1, 'the move is mailed');

    for (let i = 0; i < 2; i += 1) {
      const replay = await reschedule(booked.link, '11:00', key);
      assert.equal(replay.statusCode, 200, replay.body);
      assert.equal(replay.body, first.body, 'byte for byte the first answer');
      assert.equal(replay.headers['idempotent-replayed'], 'true');
    }
    assert.deepEqual(await startOf(booked.id), moved, 'not moved again');
    assert.equal(await rescheduleMails(booked.id), mails, 'no second mail');

    // Moved elsewhere since: a late replay still answers the first answer and moves nothing back.
    const plain = await reschedule(booked.link, '13:00');
    assert.equal(plain.statusCode, 200, plain.body);
    const late = await reschedule(booked.link, '11:00', key);
    assert.equal(late.body, first.body);
    assert.equal((await startOf(booked.id)).start, utcInstant(day, '13:00'));
  });

  test('the same key with another body: 422, as booking creation answers; nothing moved', async () => {
    const booked = await newBooking();
    const key = randomUUID();
    assert.equal((await reschedule(booked.link, '11:00', key)).statusCode, 200);
    const other = await reschedule(booked.link, '14:00', key);
    assert.equal(other.statusCode, 422, other.body);
    assert.deepEqual(other.json(), {
      message: idempotencyMessages.keyReused,
      errors: { 'idempotency-key': [idempotencyMessages.keyReused] },
    });
    assert.equal((await startOf(booked.id)).start, utcInstant(day, '11:00'));
  });

  test("keys are per booking: another booking's move with the same key is its own", async () => {
    const mine = await newBooking();
    const theirs = await newBooking();
    const key = `shared-${randomUUID()}`;
    const a = await reschedule(mine.link, '11:00', key);
    const b = await reschedule(theirs.link, '12:00', key);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal(b.headers['idempotent-replayed'], undefined);
    assert.equal((b.json().data as PublicBooking).id, theirs.id);
    assert.equal((await startOf(mine.id)).start, utcInstant(day, '11:00'));
    assert.equal((await startOf(theirs.id)).start, utcInstant(day, '12:00'));
  });

  test("a refusal is the key's answer too; a malformed key is refused before anything runs", async () => {
    const booked = await newBooking('09:00');
    await newBooking('10:00');
    const key = randomUUID();
    const same = await reschedule(booked.link, '09:00', key);
    assert.equal(same.statusCode, 409, same.body);
    const again = await reschedule(booked.link, '09:00', key);
    assert.equal(again.body, same.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    const bad = await reschedule(booked.link, '11:00', 'with space');
    assert.equal(bad.statusCode, 422, bad.body);
    assert.equal((await startOf(booked.id)).start, utcInstant(day, '09:00'));
  });
});
