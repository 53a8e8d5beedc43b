import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingActionMessages, bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { developerMessages } from '@slotwise/shared/contract/developers.contract';
import { eq, sql } from 'drizzle-orm';
import { apiKeys } from '../../db/schema/developer-access.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

let t: TestApp;
const day = utcDate(4);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0, apiKeyRateLimit: { max: 1000, windowSeconds: 60 } });
});
after(async () => t?.close());

async function createKey(token: string, payload: Record<string, unknown> = { name: 'CI' }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/developers/api-keys',
    headers: bearer(token),
    payload,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data as { id: string; key: string; prefix: string };
}

async function book(eventTypeId: string, time: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: utcInstant(day, time),
      attendee_name: 'Ada',
      attendee_email: 'ada@example.com',
      timezone: 'UTC',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.id as string;
}

describe('API keys', () => {
  test('lifecycle: shown once, stored hashed, listed with prefix and last use, revoked -> 401', async () => {
    const host = await seedHost(t.app);
    const created = await createKey(host.accessToken, { name: 'Zapier' });
    assert.match(created.key, /^sw_live_[A-Za-z0-9_-]{32}$/);
    assert.ok(created.key.startsWith(created.prefix));
    assert.equal(created.prefix.length, 'sw_live_'.length + 6);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    assert.ok(row && row.keyHash !== created.key && !JSON.stringify(row).includes(created.key));

    const used = await t.app.inject({
      method: 'GET',
      url: '/api/v1/event-types',
      headers: bearer(created.key),
    });
    assert.equal(used.statusCode, 200, used.body);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/developers/api-keys',
      headers: bearer(host.accessToken),
    });
    const [listed] = list.json().data;
    assert.equal(listed.key, undefined, 'the key is never shown again');
    assert.equal(listed.name, 'Zapier');
    assert.equal(listed.prefix, created.prefix);
    assert.ok(listed.last_used_at, 'last use recorded');

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/developers/api-keys/${created.id}`,
      headers: bearer(host.accessToken),
    });
    assert.equal(revoked.statusCode, 204);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/event-types',
      headers: bearer(created.key),
    });
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(refused.json(), { message: 'Unauthenticated.' });
    const relist = await t.app.inject({
      method: 'GET',
      url: '/api/developers/api-keys',
      headers: bearer(host.accessToken),
    });
    assert.deepEqual(relist.json().data, []);
  });

  test('an expired key is refused; an expiry in the past cannot be set', async () => {
    const host = await seedHost(t.app);
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/developers/api-keys',
      headers: bearer(host.accessToken),
      payload: { name: 'Old', expires_at: '2020-01-01T00:00:00Z' },
    });
    assert.equal(past.statusCode, 422);
    assert.deepEqual(past.json().errors, { expires_at: [developerMessages.expiryInPast] });
    const created = await createKey(host.accessToken, {
      name: 'Soon',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/availabilities',
      headers: bearer(created.key),
    });
    assert.equal(ok.statusCode, 200, ok.body);
    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, created.id));
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/v1/availabilities',
      headers: bearer(created.key),
    });
    assert.equal(expired.statusCode, 401);
  });

  test('scope: a key cannot manage keys, webhooks or the account; a session token cannot use /api/v1', async () => {
    const host = await seedHost(t.app);
    const { key } = await createKey(host.accessToken);
    for (const [method, url, payload] of [
      ['GET', '/api/developers/api-keys'],
      ['POST', '/api/developers/api-keys', { name: 'escalate' }],
      ['GET', '/api/developers/webhooks'],
      ['POST', '/api/developers/webhooks', { url: 'https://example.com/h', events: ['booking.created'] }],
      ['GET', '/api/settings'],
      ['POST', '/api/settings', { name: 'Mallory' }],
      ['GET', '/api/auth/me'],
      ['GET', '/api/bookings'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(key), payload });
      assert.equal(response.statusCode, 401, `${method} ${url}: ${response.body}`);
    }
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings',
      headers: bearer(host.accessToken),
    });
    assert.equal(session.statusCode, 401);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/bookings' });
    assert.equal(none.statusCode, 401);
  });

  test('/api/v1 bookings: list, read, free times, reschedule and cancel with the app’s rules and messages', async () => {
    const host = await seedHost(t.app);
    const other = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const { eventType: theirType } = await seedEventType(t.app, other.user.id);
    const id = await book(eventType.id, '10:00');
    const theirs = await book(theirType.id, '10:00');
    const { key } = await createKey(host.accessToken);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(key), payload });

    const list = await call('GET', '/bookings');
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json().data.map((booking: { id: string }) => booking.id),
      [id],
    );
    assert.equal((await call('GET', `/bookings/${id}`)).json().id, id);
    const foreign = await call('GET', `/bookings/${theirs}`);
    assert.equal(foreign.statusCode, 404);
    assert.equal(
      foreign.json().message,
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/${theirs}`,
          headers: bearer(host.accessToken),
        })
      ).json().message,
    );

    const types = await call('GET', '/event-types');
    assert.deepEqual(
      types.json().data.map((type: { id: string }) => type.id),
      [eventType.id],
    );
    const free = await call(
      'GET',
      `/event-types/${eventType.id}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    );
    assert.equal(free.statusCode, 200, free.body);
    assert.equal(
      (await call('GET', `/event-types/${theirType.id}/free-times?start=${day}&end=${day}&time_zone=UTC`))
        .statusCode,
      404,
    );
    const moveTimes = await call('GET', `/bookings/${id}/free-times?start=${day}&end=${day}&time_zone=UTC`);
    assert.equal(moveTimes.statusCode, 200, moveTimes.body);

    const same = await call('POST', `/bookings/${id}/reschedule`, { start_time: utcInstant(day, '10:00') });
    assert.equal(same.statusCode, 409);
    assert.equal(same.json().message, bookingActionMessages.sameTime);
    const moved = await call('POST', `/bookings/${id}/reschedule`, { start_time: utcInstant(day, '14:00') });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().start_time, utcInstant(day, '14:00'));

    const cancelled = await call('POST', `/bookings/${id}/cancel`, { cancellation_reason: 'API' });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().status, 'cancelled');
    const again = await call('POST', `/bookings/${id}/cancel`, {});
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, bookingMessages.alreadyCancelled);
  });
});

describe('API key rate limit', () => {
  let limited: TestApp;
  before(async () => {
    limited = await createTestApp({ jobPollSeconds: 0, apiKeyRateLimit: { max: 3, windowSeconds: 60 } });
  });
  after(async () => limited?.close());

  test('is counted per key: the 4th call in the window gets 429 with Retry-After', async () => {
    const host = await seedHost(limited.app);
    const create = async () => {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/developers/api-keys',
        headers: bearer(host.accessToken),
        payload: { name: 'k' },
      });
      return response.json().data.key as string;
    };
    const [first, second] = [await create(), await create()];
    const get = (key: string) =>
      limited.app.inject({ method: 'GET', url: '/api/v1/event-types', headers: bearer(key) });
    for (let i = 0; i < 3; i += 1) assert.equal((await get(first)).statusCode, 200);
    const refused = await get(first);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.match(refused.json().message, /^Too many requests\. Please try again in/);
    assert.equal((await get(second)).statusCode, 200, 'another key has its own limit');
  });
});
