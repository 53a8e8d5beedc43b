import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { WebhookDelivery } from '@slotwise/shared/contract/developers.contract';
import { developerMessages } from '@slotwise/shared/contract/developers.contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { webhookDeliveries } from '../../db/schema/developer-access.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { insertJobs, makeJobDue } from '../jobs/jobs.repository';
import { WEBHOOK_RETRY } from './webhook-delivery.job';
import { WEBHOOK_DELIVERY_JOB } from './webhook-events';
import { AddressRefusedError, WebhookHttpClient } from './webhook-http.client';
import { insertDelivery } from './webhooks.repository';

/** A loopback receiver (allowed by WEBHOOK_ALLOWED_NETWORKS in these tests) answering `status()`. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let answers: number[] = [];

let t: TestApp; // allowlists loopback
let strict: TestApp; // no allowlist: the production default
const day = utcDate(3);

function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

before(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ jobPollSeconds: 0, webhookAllowedNetworks: ['127.0.0.1/32'] });
  strict = await createTestApp({ jobPollSeconds: 0 });
});

after(async () => {
  await t?.close();
  await strict?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** Runs every due job and waits for runs a commit's nudge started meanwhile. */
async function settle(app: TestApp) {
  await app.app.jobs.runDue();
  await app.app.jobs.idle();
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function createEndpoint(app: TestApp, token: string, payload: Record<string, unknown>) {
  return app.app.inject({ method: 'POST', url: '/api/developers/webhooks', headers: auth(token), payload });
}

async function deliveries(app: TestApp, token: string, endpointId: string): Promise<WebhookDelivery[]> {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/developers/webhooks/${endpointId}/deliveries`,
    headers: auth(token),
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: WebhookDelivery[] }).data;
}

function book(app: TestApp, eventTypeId: string, time: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: utcInstant(day, time),
      attendee_name: 'Grace Hopper',
      attendee_email: 'grace@example.com',
      timezone: 'UTC',
    },
  });
}

describe('SSRF guard', () => {
  test('refuses loopback, private, link-local, metadata and unique-local addresses when saved', async () => {
    const host = await seedHost(strict.app);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://0.0.0.0/hook',
    ]) {
      const response = await createEndpoint(strict, host.accessToken, { url, events: ['booking.created'] });
      assert.equal(response.statusCode, 422, `${url}: ${response.body}`);
      assert.deepEqual(response.json().errors, { url: [developerMessages.urlPrivate] }, url);
    }
    // Plain http only towards an allowlisted network.
    const http = await createEndpoint(strict, host.accessToken, {
      url: 'http://example.com/hook',
      events: ['booking.created'],
    });
    assert.equal(http.statusCode, 422);
    assert.deepEqual(http.json().errors, { url: [developerMessages.urlInvalid] });
  });

  test('a host name resolving to loopback is refused at delivery time, without a request', async () => {
    const host = await seedHost(strict.app);
    const created = await createEndpoint(strict, host.accessToken, {
      url: `https://localhost:${(receiver.address() as AddressInfo).port}/hook`,
      events: ['booking.created'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const endpointId = created.json().data.id as string;
    const before = received.length;
    const sent = await strict.app.inject({
      method: 'POST',
      url: `/api/developers/webhooks/${endpointId}/test`,
      headers: auth(host.accessToken),
    });
    assert.equal(sent.statusCode, 202, sent.body);
    await settle(strict);
    const [delivery] = await deliveries(strict, host.accessToken, endpointId);
    assert.equal(delivery?.status, 'failed');
    assert.match(delivery?.error ?? '', /localhost resolves to .*loopback/);
    assert.equal(received.length, before, 'nothing reached the receiver');
  });

  test('checks every resolved address and connects to the checked one', async () => {
    const fake = (addresses: string[]) => async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    for (const addresses of [
      ['10.0.0.5'],
      ['93.184.216.34', '169.254.169.254'],
      ['::ffff:10.0.0.1'],
      ['fe80::1'],
    ]) {
      const client = new WebhookHttpClient({ resolve: fake(addresses) });
      await assert.rejects(
        client.post('https://hooks.example/x', '{}', {}),
        AddressRefusedError,
        addresses.join(),
      );
    }
    // An allowlisted address is reached under a name only the pinned lookup knows.
    const pinned = new WebhookHttpClient({ allowedNetworks: ['127.0.0.1/32'], resolve: fake(['127.0.0.1']) });
    const port = (receiver.address() as AddressInfo).port;
    const result = await pinned.post(`http://receiver.invalid:${port}/pinned`, '{"a":1}', {});
    assert.equal(result.status, 200);
    assert.equal(received.at(-1)?.body, '{"a":1}');
  });

  test('redirects are not followed', async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const client = new WebhookHttpClient({ allowedNetworks: ['127.0.0.1/32'] });
      const result = await client.post(
        `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`,
        '{}',
        {},
      );
      assert.equal(result.status, 302);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });
});

describe('webhook deliveries', () => {
  test('booking.created reaches the receiver signed; a redelivery carries the same id', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const created = await createEndpoint(t, host.accessToken, {
      url: receiverUrl,
      events: ['booking.created', 'booking.cancelled'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id: endpointId, secret } = created.json().data as { id: string; secret: string };
    assert.match(secret, /^whsec_/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/developers/webhooks',
      headers: auth(host.accessToken),
    });
    assert.equal(list.json().data[0].secret, undefined, 'the secret is shown once');

    const before = received.length;
    const booked = await book(t, eventType.id, '10:00');
    assert.equal(booked.statusCode, 201, booked.body);
    await settle(t);
    const delivery = received[before];
    assert.ok(delivery, 'the receiver got the event');
    const body = JSON.parse(delivery.body);
    assert.equal(body.type, 'booking.created');
    assert.equal(body.version, 1);
    assert.equal(body.data.booking.id, booked.json().data.id);
    assert.equal(body.data.booking.attendee.email, 'grace@example.com');
    assert.equal(delivery.headers['slotwise-webhook-id'], body.id);
    assert.ok(
      verify(secret, String(delivery.headers['slotwise-signature']), delivery.body),
      'signature verifies',
    );
    assert.ok(!verify('whsec_wrong', String(delivery.headers['slotwise-signature']), delivery.body));

    const [logged] = await deliveries(t, host.accessToken, endpointId);
    assert.equal(logged?.status, 'succeeded');
    assert.equal(logged?.response_code, 200);
    assert.equal(typeof logged?.duration_ms, 'number');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/developers/webhooks/${endpointId}/deliveries/${logged?.id}/redeliver`,
      headers: auth(host.accessToken),
    });
    assert.equal(again.statusCode, 202, again.body);
    await settle(t);
    const redelivered = received.at(-1) as Received;
    assert.equal(JSON.parse(redelivered.body).id, body.id);
    assert.equal(redelivered.headers['slotwise-webhook-id'], body.id);
    assert.equal((await deliveries(t, host.accessToken, endpointId)).length, 2);
  });

  test('retries with exponential backoff after 500s, then succeeds', async () => {
    const host = await seedHost(t.app);
    const created = await createEndpoint(t, host.accessToken, {
      url: receiverUrl,
      events: ['booking.created'],
    });
    const endpointId = created.json().data.id as string;
    answers = [500, 500];
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/developers/webhooks/${endpointId}/test`,
      headers: auth(host.accessToken),
    });
    const deliveryId = sent.json().data.id as string;
    const job = async () => {
      const [row] = await t.app.db
        .select({
          id: jobs.id,
          status: jobs.status,
          attempts: jobs.attempts,
          wait: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8`,
        })
        .from(jobs)
        .where(sql`${jobs.payload}->>'deliveryId' = ${deliveryId}`);
      assert.ok(row);
      return row;
    };
    await settle(t);
    let [delivery] = await deliveries(t, host.accessToken, endpointId);
    assert.equal(delivery?.status, 'retrying');
    assert.equal(delivery?.response_code, 500);
    assert.equal(delivery?.attempts, 1);
    let row = await job();
    assert.equal(row.status, 'pending');
    assert.ok(row.wait > 20 && row.wait <= 30, `first retry in ~30 s (${row.wait})`);

    await makeJobDue(t.app.db, row.id);
    await settle(t);
    row = await job();
    assert.ok(row.wait > 50 && row.wait <= 60, `second retry in ~60 s (${row.wait})`);
    [delivery] = await deliveries(t, host.accessToken, endpointId);
    assert.equal(delivery?.attempts, 2);
    assert.ok(delivery?.next_attempt_at);

    await makeJobDue(t.app.db, row.id);
    await settle(t);
    [delivery] = await deliveries(t, host.accessToken, endpointId);
    assert.equal(delivery?.status, 'succeeded');
    assert.equal(delivery?.attempts, 3);
    assert.equal((await job()).status, 'done');
  });

  test('gives up after the 15th failed attempt, about a day after the first', async () => {
    // The schedule: 14 waits of 30 s doubling up to 4 h, about a day in all.
    const waits = Array.from({ length: WEBHOOK_RETRY.maxAttempts - 1 }, (_, i) =>
      WEBHOOK_RETRY.delaySeconds(i + 1),
    );
    assert.deepEqual(waits.slice(0, 3), [30, 60, 120]);
    assert.equal(Math.max(...waits), 4 * 3600);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    assert.ok(total > 20 * 3600 && total < 30 * 3600, `${total / 3600} h between first and last attempt`);

    const host = await seedHost(t.app);
    const created = await createEndpoint(t, host.accessToken, {
      url: receiverUrl,
      events: ['booking.created'],
    });
    const endpointId = created.json().data.id as string;
    answers = [500];
    // Queued without waking the runner, as if 14 attempts had failed already: the next is the last.
    const delivery0 = await insertDelivery(t.app.db, {
      endpointId,
      eventId: '22222222-2222-4222-8222-222222222222',
      eventType: 'webhook.test',
      body: '{"type":"webhook.test"}',
    });
    const deliveryId = delivery0.id;
    await insertJobs(t.app.db, [{ kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId }, runAt: new Date() }]);
    await t.app.db
      .update(jobs)
      .set({ attempts: WEBHOOK_RETRY.maxAttempts - 1 })
      .where(sql`${jobs.payload}->>'deliveryId' = ${deliveryId}`);
    await settle(t);
    const [delivery] = await deliveries(t, host.accessToken, endpointId);
    assert.equal(delivery?.status, 'failed');
    assert.equal(delivery?.response_code, 500);
    assert.equal(delivery?.next_attempt_at, null);
    const [row] = await t.app.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(sql`${jobs.payload}->>'deliveryId' = ${deliveryId}`);
    assert.equal(row?.status, 'failed');
  });

  test('only subscribed events and the event-type filter are delivered; inactive endpoints get none', async () => {
    const host = await seedHost(t.app);
    const { eventType: first } = await seedEventType(t.app, host.user.id);
    const { eventType: second } = await seedEventType(t.app, host.user.id);
    const filtered = await createEndpoint(t, host.accessToken, {
      url: `${receiverUrl}?filtered`,
      events: ['booking.created'],
      event_type_ids: [second.id],
    });
    assert.equal(filtered.statusCode, 201, filtered.body);
    const cancelledOnly = await createEndpoint(t, host.accessToken, {
      url: `${receiverUrl}?cancelled`,
      events: ['booking.cancelled'],
    });
    const inactive = await createEndpoint(t, host.accessToken, {
      url: `${receiverUrl}?inactive`,
      events: ['booking.created'],
      active: false,
    });
    await book(t, first.id, '11:00');
    await book(t, second.id, '12:00');
    await settle(t);
    assert.equal((await deliveries(t, host.accessToken, filtered.json().data.id)).length, 1);
    assert.equal((await deliveries(t, host.accessToken, cancelledOnly.json().data.id)).length, 0);
    assert.equal((await deliveries(t, host.accessToken, inactive.json().data.id)).length, 0);

    // Another host's event type cannot be a filter.
    const other = await seedHost(t.app);
    const { eventType: theirs } = await seedEventType(t.app, other.user.id);
    const refused = await createEndpoint(t, host.accessToken, {
      url: receiverUrl,
      events: ['booking.created'],
      event_type_ids: [theirs.id, 'not-a-uuid'],
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json().errors, { event_type_ids: [developerMessages.eventTypeUnknown] });
  });

  test('keeps the last 50 deliveries of an endpoint', async () => {
    const host = await seedHost(t.app);
    const created = await createEndpoint(t, host.accessToken, {
      url: receiverUrl,
      events: ['booking.created'],
    });
    const endpointId = created.json().data.id as string;
    for (let i = 0; i < 53; i += 1) {
      await insertDelivery(t.app.db, {
        endpointId,
        eventId: '00000000-0000-4000-8000-000000000000',
        eventType: 'webhook.test',
        body: `{"n":${i}}`,
      });
    }
    assert.equal((await deliveries(t, host.accessToken, endpointId)).length, 50);
  });

  test('pruning keeps pending and retrying deliveries: only finished ones beyond the last 50 go', async () => {
    const host = await seedHost(t.app);
    const created = await createEndpoint(t, host.accessToken, {
      url: receiverUrl,
      events: ['booking.created'],
    });
    const endpointId = created.json().data.id as string;
    const insert = (n: number) =>
      insertDelivery(t.app.db, {
        endpointId,
        eventId: '11111111-1111-4111-8111-111111111111',
        eventType: 'webhook.test',
        body: `{"n":${n}}`,
      });
    const statuses = [
      'pending',
      'retrying',
      'succeeded',
      'failed',
      'pending',
      'retrying',
      'succeeded',
      'failed',
    ];
    const old: string[] = [];
    for (const [n, status] of statuses.entries()) {
      const row = await insert(n);
      await t.app.db.update(webhookDeliveries).set({ status }).where(eq(webhookDeliveries.id, row.id));
      old.push(row.id);
    }
    for (let n = 0; n < 50; n += 1) await insert(100 + n);
    const left = await t.app.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, old));
    assert.deepEqual(left.map((row) => row.status).sort(), ['pending', 'pending', 'retrying', 'retrying']);
    const all = await t.app.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    assert.equal(all.length, 54, 'the last 50 and the 4 unfinished older ones');
    assert.equal((await deliveries(t, host.accessToken, endpointId)).length, 50, 'the log shows the last 50');
  });

  test('edit, delete and 404s for ids that are not the caller’s', async () => {
    const host = await seedHost(t.app);
    const other = await seedHost(t.app);
    const created = await createEndpoint(t, host.accessToken, {
      url: receiverUrl,
      events: ['booking.created'],
    });
    const endpointId = created.json().data.id as string;
    const put = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/developers/webhooks/${endpointId}`,
        headers: auth(token),
        payload: { url: receiverUrl, events: ['booking.cancelled'], active: false },
      });
    assert.equal((await put(other.accessToken)).statusCode, 404);
    const updated = await put(host.accessToken);
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json().data.events, ['booking.cancelled']);
    assert.equal(updated.json().data.active, false);
    const empty = await createEndpoint(t, host.accessToken, { url: receiverUrl, events: [] });
    assert.deepEqual(empty.json().errors, { events: [developerMessages.eventsRequired] });
    const del = (token: string, id = endpointId) =>
      t.app.inject({ method: 'DELETE', url: `/api/developers/webhooks/${id}`, headers: auth(token) });
    assert.equal((await del(other.accessToken)).statusCode, 404);
    assert.equal((await del(host.accessToken, 'nope')).statusCode, 404);
    assert.equal((await del(host.accessToken)).statusCode, 204);
    assert.equal((await del(host.accessToken)).statusCode, 404);
    const rows = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'nothing'));
    assert.equal(rows.length, 0);
  });
});
