import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { bookingMessages, idempotencyMessages } from '@slotwise/shared/contract/bookings.contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { bookings } from '../../db/schema/bookings.schema';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// docs/product.md#idempotent-bookings
let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const day = utcDate(3);

function payload(eventTypeId: string, time: string, extra: Record<string, unknown> = {}) {
  return {
    event_type_id: eventTypeId,
    start_time: utcInstant(day, time),
    attendee_name: 'Grace Hopper',
    attendee_email: 'grace@example.com',
    timezone: 'UTC',
    ...extra,
  };
}

function book(body: Record<string, unknown>, key?: string, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function bookingsOf(eventTypeId: string) {
  return t.app.db.select().from(bookings).where(eq(bookings.eventTypeId, eventTypeId));
}

async function newEventType(values: Parameters<typeof seedEventType>[2] = {}) {
  const host = await seedHost(t.app);
  return (await seedEventType(t.app, host.user.id, values)).eventType;
}

describe('POST /api/public/bookings with an Idempotency-Key: idempotent retries', () => {
  test('a retry with the same key and body answers the first answer; one booking exists', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    const first = await book(payload(eventType.id, '10:00'), key);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    for (let i = 0; i < 3; i += 1) {
      const retry = await book(payload(eventType.id, '10:00'), key);
      assert.equal(retry.statusCode, 201, retry.body);
      assert.equal(retry.body, first.body);
      assert.equal(retry.headers['idempotent-replayed'], 'true');
    }
    const rows = await bookingsOf(eventType.id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].id, first.json().data.id);
    // The first answer has the shape of one without a key.
    const plain = await book(payload(eventType.id, '11:00'));
    assert.deepEqual(Object.keys(first.json().data), Object.keys(plain.json().data));
  });

  test('keys in another order and spaces the schema trims make the same request', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    const first = await book(payload(eventType.id, '10:00'), key);
    assert.equal(first.statusCode, 201, first.body);
    const { event_type_id, ...rest } = payload(eventType.id, '10:00', { attendee_name: '  Grace Hopper ' });
    const retry = await book({ ...rest, event_type_id }, key);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.body, first.body);
    assert.equal((await bookingsOf(eventType.id)).length, 1);
  });

  test('concurrent requests with one key book once: the others replay or are told it is in progress', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => book(payload(eventType.id, '10:00'), key)),
    );
    const rows = await bookingsOf(eventType.id);
    assert.equal(rows.length, 1);
    const created = answers.filter((answer) => answer.statusCode === 201);
    assert.ok(created.length >= 1);
    for (const answer of created) assert.equal(answer.json().data.id, rows[0].id);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      assert.equal(answer.statusCode, 409, answer.body);
      assert.deepEqual(answer.json(), { message: idempotencyMessages.inProgress });
      assert.equal(answer.headers['retry-after'], '1');
    }
    // Once the first is done, a retry gets its answer.
    const later = await book(payload(eventType.id, '10:00'), key);
    assert.equal(later.statusCode, 201);
    assert.equal(later.json().data.id, rows[0].id);
  });

  test('the same key with a different body answers 422 and books nothing more', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    assert.equal((await book(payload(eventType.id, '10:00'), key)).statusCode, 201);
    const other = await book(payload(eventType.id, '12:00'), key);
    assert.equal(other.statusCode, 422, other.body);
    assert.deepEqual(other.json(), {
      message: idempotencyMessages.keyReused,
      errors: { 'idempotency-key': [idempotencyMessages.keyReused] },
    });
    assert.equal((await bookingsOf(eventType.id)).length, 1);
  });

  test('a refused first attempt (409: the time was taken) is replayed as it was, even once the time is free', async () => {
    const eventType = await newEventType();
    const taken = await book(payload(eventType.id, '10:00', { attendee_email: 'first@example.com' }));
    assert.equal(taken.statusCode, 201);
    const key = randomUUID();
    const refused = await book(payload(eventType.id, '10:00'), key);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), { message: bookingMessages.slotTaken });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${taken.json().data.link_secret}/cancel`,
      payload: {},
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const retry = await book(payload(eventType.id, '10:00'), key);
    assert.equal(retry.statusCode, 409);
    assert.equal(retry.body, refused.body);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    // A new key is a new attempt.
    assert.equal((await book(payload(eventType.id, '10:00'), randomUUID())).statusCode, 201);
  });

  test('an invalid body is not remembered: the corrected request with the key books', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    const invalid = await book(payload(eventType.id, '10:00', { attendee_email: 'not-an-email' }), key);
    assert.equal(invalid.statusCode, 422);
    const ok = await book(payload(eventType.id, '10:00'), key);
    assert.equal(ok.statusCode, 201, ok.body);
  });

  test('a key is scoped to its event type', async () => {
    const one = await newEventType();
    const two = await newEventType();
    const key = randomUUID();
    assert.equal((await book(payload(one.id, '10:00'), key)).statusCode, 201);
    assert.equal((await book(payload(two.id, '10:00'), key)).statusCode, 201);
    assert.equal((await bookingsOf(one.id)).length, 1);
    assert.equal((await bookingsOf(two.id)).length, 1);
  });

  test('a malformed key answers 422 on the header', async () => {
    const eventType = await newEventType();
    for (const key of ['x'.repeat(256), 'has space', 'é-accent']) {
      const res = await book(payload(eventType.id, '10:00'), key);
      assert.equal(res.statusCode, 422, `${key}: ${res.body}`);
      assert.match(res.body, new RegExp(idempotencyMessages.keyInvalid));
    }
    assert.equal((await bookingsOf(eventType.id)).length, 0);
  });

  test('after 24 hours a key is forgotten (and swept): the same key books again', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    const first = await book(payload(eventType.id, '10:00'), key);
    assert.equal(first.statusCode, 201);
    const scope = `public-booking:${eventType.id}`;
    const [row] = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    assert.equal(row.state, 'done');
    const ttlHours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    assert.ok(Math.abs(ttlHours - 24) < 0.01, `${ttlHours}`);
    await t.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const again = await book(payload(eventType.id, '10:00'), key);
    assert.equal(again.statusCode, 409, again.body); // a new attempt: that time is now taken
    assert.equal(again.headers['idempotent-replayed'], undefined);
  });

  test('a pending key whose request died is taken over after its lease, and only with the same body', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    const body = payload(eventType.id, '10:00');
    // What a request leaves behind when its process dies between claiming and booking.
    const first = await book(body, key);
    assert.equal(first.statusCode, 201);
    await t.app.db.delete(bookings).where(eq(bookings.eventTypeId, eventType.id));
    await t.app.db
      .update(idempotencyKeys)
      .set({ state: 'pending', responseStatus: null, responseBody: null, owner: 'dead-process' })
      .where(eq(idempotencyKeys.key, key));
    const during = await book(body, key);
    assert.equal(during.statusCode, 409);
    assert.deepEqual(during.json(), { message: idempotencyMessages.inProgress });
    await t.app.db
      .update(idempotencyKeys)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    assert.equal((await book(payload(eventType.id, '11:00'), key)).statusCode, 422);
    const taken = await book(body, key);
    assert.equal(taken.statusCode, 201, taken.body);
    assert.equal((await bookingsOf(eventType.id)).length, 1);
  });
});

test('the API document gives the Idempotency-Key header of the booking call', () => {
  const doc = t.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>
    >;
  };
  const parameters = doc.paths['/api/public/bookings'].post.parameters ?? [];
  const header = parameters.find((one) => one.in === 'header' && one.name === 'idempotency-key');
  assert.ok(header, JSON.stringify(parameters));
  assert.notEqual(header.required, true);
});

// Several API processes share one PostgreSQL: the claim is the database's, not a process's.
const skip = process.env.TEST_DATABASE_URL ? false : 'needs PostgreSQL (TEST_DATABASE_URL)';
describe('idempotent retries across two API instances on one database', { skip }, () => {
  let second: FastifyInstance | undefined;
  before(async () => {
    second = await buildApp({ ...t.config });
  });
  after(async () => {
    await second?.close();
  });

  test('concurrent retries spread over both instances book once', async () => {
    const eventType = await newEventType();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(payload(eventType.id, '10:00'), key, i % 2 ? t.app : second)),
    );
    const rows = await bookingsOf(eventType.id);
    assert.equal(rows.length, 1);
    for (const answer of answers) {
      assert.ok(answer.statusCode === 201 || answer.statusCode === 409, answer.body);
      if (answer.statusCode === 201) assert.equal(answer.json().data.id, rows[0].id);
    }
  });
});
