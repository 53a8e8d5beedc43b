import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { seedHost } from './booking-seed.helper';

export type SeededHost = Awaited<ReturnType<typeof seedHost>>;

let counter = 0;

/** An authenticated (or anonymous) request through app.inject. */
export function callAs(
  app: FastifyInstance,
  account: SeededHost | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
  });
}

/** A team of the owner with the others as accepted members. */
export async function seedTeam(app: FastifyInstance, owner: SeededHost, others: SeededHost[]) {
  counter += 1;
  const created = await callAs(app, owner, 'POST', '/api/teams', { name: `Seeded team ${counter}` });
  assert.equal(created.statusCode, 201, created.body);
  const team = created.json().data as { id: string; slug: string };
  for (const other of others) {
    const invited = await callAs(app, owner, 'POST', `/api/teams/${team.id}/members`, {
      email: other.user.email,
    });
    const accepted = await callAs(
      app,
      other,
      'POST',
      `/api/teams/invitations/${invited.json().data.id}/accept`,
    );
    assert.equal(accepted.statusCode, 200, accepted.body);
  }
  return team;
}

/** A team type of the team (every member hosts it unless `extra.host_ids` says otherwise). */
export async function seedTeamType(
  app: FastifyInstance,
  owner: SeededHost,
  team: { id: string; slug: string },
  kind: 'round_robin' | 'collective',
  extra: Record<string, unknown> = {},
) {
  counter += 1;
  const res = await callAs(app, owner, 'POST', '/api/event-types', {
    title: `Seeded team type ${counter}`,
    slug: `seeded-team-type-${counter}`,
    event_type: kind,
    team_id: team.id,
    minimum_notice_minutes: 0,
    ...extra,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string; slug: string; host_ids: string[] };
}

export function bookingPayload(eventTypeId: string, start: string, i = 0) {
  return {
    event_type_id: eventTypeId,
    start_time: start,
    attendee_name: `Attendee ${i}`,
    attendee_email: `attendee${i}@example.com`,
    timezone: 'UTC',
  };
}
