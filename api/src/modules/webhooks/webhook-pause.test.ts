import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { developerMessages, type WebhookDelivery } from '@slotwise/shared/contract/developers.contract';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { makeJobDue } from '../jobs/jobs.repository';
import { WEBHOOK_DELIVERY_JOB } from './webhook-events';

// docs/webhooks.md#paused-endpoints: a password change pauses the account's endpoints; nothing is
// sent while paused, deliveries wait and go out when the owner resumes the endpoint.
describe('webhook endpoints paused by a password change', () => {
  let t: TestApp;
  let receiver: Server;
  let receiverUrl: string;
  const received: string[] = [];
  let answers: number[] = [];
  const day = utcDate(4);

  before(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(body);
        response.statusCode = answers.shift() ?? 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    t = await createTestApp({ jobPollSeconds: 0, webhookAllowedNetworks: ['127.0.0.1/32'] });
  });
  after(async () => {
    await t?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const settle = async () => {
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
  };
  const book = (eventTypeId: string, time: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventTypeId,
        start_time: utcInstant(day, time),
        attendee_name: 'Ada Lovelace',
        attendee_email: 'ada@example.com',
        timezone: 'UTC',
      },
    });
  const deliveries = async (token: string, endpointId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/developers/webhooks/${endpointId}/deliveries`,
      headers: bearer(token),
    });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: WebhookDelivery[] }).data;
  };
  const resume = (token: string, endpointId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/developers/webhooks/${endpointId}/resume`,
      headers: bearer(token),
    });

  test('nothing is sent while paused; resuming sends what waited', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/developers/webhooks',
      headers: bearer(host.accessToken),
      payload: { url: receiverUrl, events: ['booking.created'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const endpointId = created.json().data.id as string;
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(host.accessToken),
      payload: { name: 'Pause team' },
    });
    assert.equal(team.statusCode, 201, team.body);
    const teamEndpoint = await t.app.inject({
      method: 'POST',
      url: '/api/developers/webhooks',
      headers: bearer(host.accessToken),
      payload: { url: receiverUrl, events: ['booking.created'], team_id: team.json().data.id },
    });
    assert.equal(teamEndpoint.statusCode, 201, teamEndpoint.body);

    // Queued before the change: its first attempt failed, its retry is due after the change.
    answers = [500];
    assert.equal((await book(eventType.id, '09:00')).statusCode, 201);
    await settle();
    const [failedOnce] = await deliveries(host.accessToken, endpointId);
    assert.equal(failedOnce?.status, 'retrying');
    const before = received.length;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(host.accessToken),
      payload: {
        current_password: host.payload.password,
        password: 'Paused-Hooks-2024',
        password_confirmation: 'Paused-Hooks-2024',
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const token = changed.json().access_token as string;
    const [retry] = await t.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.status, 'pending')));
    assert.ok(retry, 'the retry waits in the jobs table');
    await makeJobDue(t.app.db, retry.id);
    await settle();
    assert.equal((await book(eventType.id, '10:00')).statusCode, 201);
    await settle();
    assert.equal(received.length, before, 'nothing reached the receiver while paused');
    const held = await deliveries(token, endpointId);
    assert.equal(held.length, 2);
    assert.deepEqual(
      held.map((delivery) => [delivery.status, delivery.attempts]),
      [
        ['pending', 0],
        ['retrying', 1],
      ],
    );

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/developers/webhooks',
      headers: bearer(token),
    });
    const endpoints = list.json().data as {
      id: string;
      paused_reason: string | null;
      team_id: string | null;
    }[];
    assert.equal(endpoints.find((endpoint) => endpoint.id === endpointId)?.paused_reason, 'password_changed');
    assert.equal(
      endpoints.find((endpoint) => endpoint.team_id)?.paused_reason,
      null,
      "a team's endpoint belongs to the team: not paused",
    );

    // Only who manages the endpoint may resume it.
    const stranger = await registerAccount(t.app);
    assert.equal((await resume(stranger.accessToken, endpointId)).statusCode, 404);
    assert.equal((await resume(host.accessToken, endpointId)).statusCode, 401, 'the old session is over');

    const resumed = await resume(token, endpointId);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(resumed.json().data.paused_at, null);
    assert.equal(resumed.json().data.paused_reason, null);
    await settle();
    // Both go out; the job runner promises no order between deliveries.
    const sent = received
      .slice(before)
      .map((body) => JSON.parse(body).data.booking.start_time)
      .sort();
    assert.deepEqual(sent, [utcInstant(day, '09:00'), utcInstant(day, '10:00')]);
    assert.equal(
      new Set(received.slice(before - 1).map((body) => JSON.parse(body).id)).size,
      2,
      'the retry kept its event id',
    );
    assert.ok((await deliveries(token, endpointId)).every((delivery) => delivery.status === 'succeeded'));

    const again = await resume(token, endpointId);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: developerMessages.endpointNotPaused });
    await settle();
    assert.equal(received.length, before + 2, 'resuming twice sends nothing twice');
  });
});
