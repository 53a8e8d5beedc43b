import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { recurringMessages } from '@slotwise/shared/contract/recurring.contract';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function host() {
  const account = await registerAccount(t.app, { time_zone: 'Europe/Berlin' });
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
  return { account, call };
}

describe('recurring event types (docs/product.md#recurring-series)', () => {
  test('stores the frequency and the most meetings; the booking page learns them with the host zone', async () => {
    const { account, call } = await host();
    const created = await call('POST', '/api/event-types', {
      title: 'Coaching',
      slug: 'coaching',
      recurring: true,
      recurring_frequency: 'monthly_weekday',
      recurring_max_count: 12,
    });
    assert.equal(created.statusCode, 201, created.body);
    const data = created.json().data;
    assert.equal(data.recurring_frequency, 'monthly_weekday');
    assert.equal(data.recurring_max_count, 12);
    const updated = await call('PUT', `/api/event-types/${data.id}`, {
      title: 'Coaching',
      slug: 'coaching',
      recurring: true,
      recurring_frequency: 'biweekly',
      recurring_max_count: 4,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().data.recurring_frequency, 'biweekly');
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${account.user.username}/coaching`,
    });
    assert.equal(lookup.statusCode, 200, lookup.body);
    assert.deepEqual(lookup.json().data.recurrence, {
      frequency: 'biweekly',
      max_count: 4,
      time_zone: 'Europe/Berlin',
    });
  });

  test('refuses counts outside 2 to 24, unknown frequencies and recurring group types', async () => {
    const { call } = await host();
    const base = { title: 'Series', slug: 'series', recurring: true };
    for (const count of [1, 25, 2.5]) {
      const res = await call('POST', '/api/event-types', { ...base, recurring_max_count: count });
      assert.equal(res.statusCode, 422, `${count}: ${res.body}`);
      assert.deepEqual(res.json().errors.recurring_max_count, [recurringMessages.countRange]);
    }
    const daily = await call('POST', '/api/event-types', { ...base, recurring_frequency: 'daily' });
    assert.equal(daily.statusCode, 422);
    const group = await call('POST', '/api/event-types', {
      ...base,
      event_type: 'group',
      max_participants: 5,
    });
    assert.equal(group.statusCode, 422);
    assert.deepEqual(group.json().errors.recurring, [recurringMessages.groupNotRecurring]);
  });
});
