import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import {
  developerMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@slotwise/shared/contract/developers.contract';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// Team endpoints (docs/webhooks.md#team-endpoints): owned by a team, managed by its owners and
// admins of the moment, fed by the team's event types; hosts' personal endpoints get the bookings
// they host.

type Host = Awaited<ReturnType<typeof seedHost>>;

let t: TestApp;
let receiver: Server;
let receiverUrl: string;
const day = utcDate(4);
let counter = 0;
/** The bodies the receiver got, by event id (docs/webhooks.md#payload). */
const bodies = new Map<string, WebhookPayload>();

interface WebhookHost {
  id: string;
  name: string;
  username: string;
}
interface WebhookPayload {
  id: string;
  type: string;
  version: number;
  data: {
    booking: {
      id: string;
      host: WebhookHost;
      hosts: WebhookHost[];
      team: { id: string; name: string; slug: string } | null;
    };
  };
}

before(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const parsed = JSON.parse(body) as WebhookPayload;
      bodies.set(parsed.id, parsed);
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

function call(
  account: Host,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
}

async function settle() {
  await t.app.jobs.runDue();
  await t.app.jobs.idle();
}

/** A team of owner + admin + member (each accepted) and a team type of the given kind they host. */
async function team(kind: 'round_robin' | 'collective') {
  counter += 1;
  const [owner, admin, member] = [await seedHost(t.app), await seedHost(t.app), await seedHost(t.app)];
  const created = (await call(owner, 'POST', '/api/teams', { name: `Hook team ${counter}` })).json().data as {
    id: string;
  };
  const memberIds: Record<string, string> = {};
  for (const [who, role] of [
    [admin, 'admin'],
    [member, 'member'],
  ] as const) {
    const invited = await call(owner, 'POST', `/api/teams/${created.id}/members`, {
      email: who.user.email,
      role,
    });
    assert.equal(invited.statusCode, 201, invited.body);
    memberIds[role] = invited.json().data.id;
    const accepted = await call(who, 'POST', `/api/teams/invitations/${memberIds[role]}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
  }
  const type = await call(owner, 'POST', '/api/event-types', {
    title: `Team type ${counter}`,
    slug: `hook-team-type-${counter}`,
    event_type: kind,
    team_id: created.id,
    minimum_notice_minutes: 0,
  });
  assert.equal(type.statusCode, 201, type.body);
  return {
    teamId: created.id,
    owner,
    admin,
    member,
    adminMemberId: memberIds.admin,
    eventTypeId: type.json().data.id as string,
  };
}

function createEndpoint(account: Host, payload: Record<string, unknown>) {
  return call(account, 'POST', '/api/developers/webhooks', {
    url: receiverUrl,
    events: ['booking.created'],
    ...payload,
  });
}

async function deliveries(account: Host, endpointId: string): Promise<WebhookDelivery[]> {
  const response = await call(account, 'GET', `/api/developers/webhooks/${endpointId}/deliveries`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

async function listed(account: Host): Promise<WebhookEndpoint[]> {
  return (await call(account, 'GET', '/api/developers/webhooks')).json().data;
}

function book(eventTypeId: string, time: string) {
  return t.app.inject({
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

describe('team webhook endpoints', () => {
  test('owners and admins register team endpoints; members and outsiders cannot', async () => {
    const { teamId, owner, admin, member, eventTypeId } = await team('round_robin');
    const outsider = await seedHost(t.app);
    const { eventType: personal } = await seedEventType(t.app, owner.user.id);

    const byAdmin = await createEndpoint(admin, { team_id: teamId, event_type_ids: [eventTypeId] });
    assert.equal(byAdmin.statusCode, 201, byAdmin.body);
    const endpoint = byAdmin.json().data;
    assert.equal(endpoint.team_id, teamId);
    assert.match(endpoint.team_name, /^Hook team /);
    assert.match(endpoint.secret, /^whsec_/);
    const byOwner = await createEndpoint(owner, { team_id: teamId });
    assert.equal(byOwner.statusCode, 201, byOwner.body);

    for (const who of [member, outsider]) {
      const refused = await createEndpoint(who, { team_id: teamId });
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().message, developerMessages.teamForbidden);
      assert.deepEqual(await listed(who), [], 'no team endpoint is listed to a member or an outsider');
      const peek = await call(who, 'GET', `/api/developers/webhooks/${endpoint.id}/deliveries`);
      assert.equal(peek.statusCode, 404);
    }
    assert.equal((await createEndpoint(owner, { team_id: 'not-a-uuid' })).statusCode, 403);

    // Every manager of the team sees both, with the team's name; the owner's personal list is apart.
    for (const who of [owner, admin]) {
      const ids = (await listed(who)).filter((one) => one.team_id === teamId).map((one) => one.id);
      assert.deepEqual(ids.sort(), [endpoint.id, byOwner.json().data.id].sort());
    }
    // A team endpoint filters on the team's types only; a personal one on the host's own only.
    const wrongTeamFilter = await createEndpoint(owner, { team_id: teamId, event_type_ids: [personal.id] });
    assert.equal(wrongTeamFilter.statusCode, 422);
    assert.deepEqual(wrongTeamFilter.json().errors, { event_type_ids: [developerMessages.eventTypeUnknown] });
    const personalOnTeamType = await createEndpoint(owner, { event_type_ids: [eventTypeId] });
    assert.equal(personalOnTeamType.statusCode, 422);

    // Another manager edits it; the owner stays the team (team_id on change is ignored).
    const edited = await call(owner, 'PUT', `/api/developers/webhooks/${endpoint.id}`, {
      url: receiverUrl,
      events: ['booking.created', 'booking.cancelled'],
      event_type_ids: [eventTypeId],
      team_id: null,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().data.team_id, teamId);
    assert.deepEqual(edited.json().data.events, ['booking.created', 'booking.cancelled']);
    const test = await call(owner, 'POST', `/api/developers/webhooks/${endpoint.id}/test`);
    assert.equal(test.statusCode, 202, test.body);
    await settle();
    assert.equal((await deliveries(admin, endpoint.id))[0]?.status, 'succeeded');
  });

  test('a team booking goes to the team endpoints and to the personal endpoints of the hosts it holds', async () => {
    const { teamId, owner, admin, member, eventTypeId } = await team('collective');
    const teamHook = (await createEndpoint(admin, { team_id: teamId })).json().data.id as string;
    const personal = new Map<string, string>();
    for (const who of [owner, admin, member]) {
      const created = await createEndpoint(who, {});
      assert.equal(created.statusCode, 201, created.body);
      personal.set(who.user.id, created.json().data.id);
    }
    const outsider = await seedHost(t.app);
    const outsiderHook = (await createEndpoint(outsider, {})).json().data.id as string;
    // A personal type of the owner: only the owner's personal endpoint, never the team's.
    const { eventType: ownType } = await seedEventType(t.app, owner.user.id);

    const booked = await book(eventTypeId, '10:00');
    assert.equal(booked.statusCode, 201, booked.body);
    assert.equal((await book(ownType.id, '14:00')).statusCode, 201);
    await settle();

    const teamDeliveries = await deliveries(owner, teamHook);
    assert.equal(teamDeliveries.length, 1, 'the team endpoint gets the team booking only');
    assert.equal(teamDeliveries[0]?.event_type, 'booking.created');
    const eventId = teamDeliveries[0]?.event_id;
    // Collective: every host holds the booking, so each host's personal endpoint gets it, same id.
    for (const who of [owner, admin, member]) {
      const theirs = await deliveries(who, personal.get(who.user.id) as string);
      const team = theirs.filter((delivery) => delivery.event_id === eventId);
      assert.equal(team.length, 1, `host ${who.user.email} gets the team booking once`);
      assert.equal(team[0]?.status, 'succeeded');
    }
    assert.equal((await deliveries(owner, personal.get(owner.user.id) as string)).length, 2);
    assert.equal((await deliveries(admin, personal.get(admin.user.id) as string)).length, 1);
    assert.equal((await deliveries(outsider, outsiderHook)).length, 0);
  });

  test('a round-robin booking reaches only the assigned host personally; the team endpoint always', async () => {
    const { teamId, owner, admin, member, eventTypeId } = await team('round_robin');
    const teamHook = (await createEndpoint(owner, { team_id: teamId })).json().data.id as string;
    const personal = new Map<string, string>();
    for (const who of [owner, admin, member]) {
      personal.set(who.user.id, (await createEndpoint(who, {})).json().data.id);
    }
    const booked = await book(eventTypeId, '11:00');
    assert.equal(booked.statusCode, 201, booked.body);
    await settle();
    assert.equal((await deliveries(owner, teamHook)).length, 1);
    let hostDeliveries = 0;
    for (const who of [owner, admin, member]) {
      hostDeliveries += (await deliveries(who, personal.get(who.user.id) as string)).length;
    }
    assert.equal(hostDeliveries, 1, 'one host holds a round-robin booking');
  });

  test('a payload names the team and every host: all of a collective booking, the assigned one of a round robin', async () => {
    const hostOf = (who: Host) => ({ id: who.user.id, name: 'Ada Lovelace', username: who.user.username });
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    async function payloadOf(endpointId: string, manager: Host, type: string): Promise<WebhookPayload> {
      const logged = (await deliveries(manager, endpointId)).find((one) => one.event_type === type);
      assert.equal(logged?.status, 'succeeded', `${type} delivered`);
      const body = bodies.get(logged?.event_id as string);
      assert.ok(body, `the receiver got ${type}`);
      return body;
    }

    // Collective: created (hosts given with the booking) and cancelled (hosts read back).
    const collective = await team('collective');
    const teamRow = (await call(collective.owner, 'GET', `/api/teams/${collective.teamId}`)).json().data as {
      name: string;
      slug: string;
    };
    const hook = (
      await createEndpoint(collective.owner, {
        team_id: collective.teamId,
        events: ['booking.created', 'booking.cancelled'],
      })
    ).json().data.id as string;
    const booked = await book(collective.eventTypeId, '15:00');
    assert.equal(booked.statusCode, 201, booked.body);
    await settle();
    const everyHost = [collective.owner, collective.admin, collective.member].map(hostOf);
    const created = await payloadOf(hook, collective.owner, 'booking.created');
    assert.equal(created.version, 1, 'additive fields keep version 1');
    assert.deepEqual(created.data.booking.team, {
      id: collective.teamId,
      name: teamRow.name,
      slug: teamRow.slug,
    });
    assert.equal(created.data.booking.hosts.length, 3);
    assert.deepEqual(created.data.booking.hosts[0], created.data.booking.host, 'its own host first');
    assert.deepEqual([...created.data.booking.hosts].sort(byId), [...everyHost].sort(byId));

    const cancelled = await call(collective.admin, 'POST', `/api/bookings/${booked.json().data.id}/cancel`, {
      cancellation_reason: 'Travelling',
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await settle();
    const cancelledBody = await payloadOf(hook, collective.owner, 'booking.cancelled');
    assert.deepEqual(
      cancelledBody.data.booking.hosts,
      created.data.booking.hosts,
      'the same hosts, read back',
    );
    assert.deepEqual(cancelledBody.data.booking.team, created.data.booking.team);

    // Round robin: `host` is the assigned host and the only one in `hosts`.
    const roundRobin = await team('round_robin');
    const rrHook = (await createEndpoint(roundRobin.admin, { team_id: roundRobin.teamId })).json().data
      .id as string;
    assert.equal((await book(roundRobin.eventTypeId, '16:00')).statusCode, 201);
    await settle();
    const rr = await payloadOf(rrHook, roundRobin.admin, 'booking.created');
    assert.deepEqual(rr.data.booking.hosts, [rr.data.booking.host]);
    assert.ok(
      [roundRobin.owner, roundRobin.admin, roundRobin.member].some(
        (who) => who.user.id === rr.data.booking.host.id,
      ),
    );
    assert.equal(rr.data.booking.team?.id, roundRobin.teamId);

    // A personal type: no team, its host alone.
    const solo = await seedHost(t.app);
    const { eventType: own } = await seedEventType(t.app, solo.user.id, { minimumNoticeMinutes: 0 });
    const soloHook = (await createEndpoint(solo, {})).json().data.id as string;
    assert.equal((await book(own.id, '10:00')).statusCode, 201);
    await settle();
    const personal = await payloadOf(soloHook, solo, 'booking.created');
    assert.equal(personal.data.booking.team, null);
    assert.deepEqual(personal.data.booking.hosts, [hostOf(solo)]);
    assert.deepEqual(personal.data.booking.host, hostOf(solo));
  });

  test('removing the admin role takes away the team endpoints; they keep receiving the team events', async () => {
    const { teamId, owner, admin, adminMemberId, eventTypeId } = await team('round_robin');
    const created = await createEndpoint(admin, { team_id: teamId });
    const endpointId = created.json().data.id as string;

    const demoted = await call(owner, 'PATCH', `/api/teams/${teamId}/members/${adminMemberId}`, {
      role: 'member',
    });
    assert.equal(demoted.statusCode, 200, demoted.body);

    assert.deepEqual(await listed(admin), []);
    assert.equal(
      (await call(admin, 'GET', `/api/developers/webhooks/${endpointId}/deliveries`)).statusCode,
      404,
    );
    assert.equal((await call(admin, 'POST', `/api/developers/webhooks/${endpointId}/test`)).statusCode, 404);
    const put = await call(admin, 'PUT', `/api/developers/webhooks/${endpointId}`, {
      url: receiverUrl,
      events: ['booking.cancelled'],
    });
    assert.equal(put.statusCode, 404);
    assert.equal((await call(admin, 'DELETE', `/api/developers/webhooks/${endpointId}`)).statusCode, 404);
    assert.equal((await createEndpoint(admin, { team_id: teamId })).statusCode, 403);

    // The endpoint is the team's: unchanged, still delivering, still the owner's to manage.
    assert.equal((await book(eventTypeId, '13:00')).statusCode, 201);
    await settle();
    const logged = await deliveries(owner, endpointId);
    assert.equal(logged.length, 1);
    assert.equal(logged[0]?.event_type, 'booking.created');
    assert.equal((await call(owner, 'DELETE', `/api/developers/webhooks/${endpointId}`)).statusCode, 204);
  });

  test('a team has at most 10 endpoints, apart from its managers’ own', async () => {
    const { teamId, owner, admin } = await team('round_robin');
    for (let i = 0; i < 10; i += 1) {
      const who = i % 2 === 0 ? owner : admin;
      assert.equal((await createEndpoint(who, { team_id: teamId, active: false })).statusCode, 201);
    }
    const eleventh = await createEndpoint(admin, { team_id: teamId });
    assert.equal(eleventh.statusCode, 409);
    assert.equal(eleventh.json().message, developerMessages.tooManyTeamEndpoints);
    assert.equal((await createEndpoint(admin, { active: false })).statusCode, 201, 'personal ones still');
  });
});
