import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eventTypeMessages, teamEventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { teamMessages } from '@slotwise/shared/contract/teams.contract';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

type Account = Awaited<ReturnType<typeof registerAccount>>;
let counter = 0;

function call(
  account: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
  });
}

async function teamWith(owner: Account, name = 'Sales Team') {
  const res = await call(owner, 'POST', '/api/teams', { name });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string; slug: string; members: { id: string; user_id: string | null }[] };
}

/** Invites the account into the team with a role and lets it accept. */
async function join(owner: Account, teamId: string, member: Account, role: 'admin' | 'member' = 'member') {
  const invited = await call(owner, 'POST', `/api/teams/${teamId}/members`, {
    email: member.user.email,
    role,
  });
  assert.equal(invited.statusCode, 201, invited.body);
  const id = invited.json().data.id as string;
  const accepted = await call(member, 'POST', `/api/teams/invitations/${id}/accept`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  return id;
}

function typeBody(teamId: string | null, extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Team call ${counter}`,
    slug: `team-call-${counter}`,
    event_type: 'round_robin',
    team_id: teamId,
    ...extra,
  };
}

describe('team slugs', () => {
  test('derived from the name at creation with a suffix on clash; PUT changes it (409 taken, 422 malformed)', async () => {
    const owner = await registerAccount(t.app);
    const first = await teamWith(owner, 'Acme Support!');
    const second = await teamWith(owner, 'Acme support');
    assert.equal(first.slug, 'acme-support');
    assert.equal(second.slug, 'acme-support-2');
    const taken = await call(owner, 'PUT', `/api/teams/${second.id}`, { name: 'Acme', slug: 'acme-support' });
    assert.equal(taken.statusCode, 409, taken.body);
    assert.equal(taken.json().message, teamMessages.slugTaken);
    const malformed = await call(owner, 'PUT', `/api/teams/${second.id}`, {
      name: 'Acme',
      slug: 'Acme Support',
    });
    assert.equal(malformed.statusCode, 422, malformed.body);
    const changed = await call(owner, 'PUT', `/api/teams/${second.id}`, { name: 'Acme', slug: 'acme-two' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.slug, 'acme-two');
    // A member who is not owner or admin cannot change it.
    const member = await registerAccount(t.app);
    await join(owner, second.id, member);
    const denied = await call(member, 'PUT', `/api/teams/${second.id}`, { name: 'Mine', slug: 'mine' });
    assert.equal(denied.statusCode, 403, denied.body);
  });
});

describe('team event types', () => {
  test('owners and admins create, edit and delete; members 403; non-members 404 and see nothing', async () => {
    const owner = await registerAccount(t.app);
    const admin = await registerAccount(t.app);
    const member = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const team = await teamWith(owner);
    await join(owner, team.id, admin, 'admin');
    await join(owner, team.id, member);

    const created = await call(admin, 'POST', '/api/event-types', typeBody(team.id));
    assert.equal(created.statusCode, 201, created.body);
    const type = created.json().data;
    assert.equal(type.team_id, team.id);
    assert.deepEqual(type.team, { id: team.id, name: 'Sales Team', slug: team.slug });
    assert.equal(type.availability_id, null, "each host's own default schedule");
    // Default hosts: every accepted member.
    assert.deepEqual(type.host_ids, [owner.user.id, admin.user.id, member.user.id].sort());

    const denied = await call(member, 'POST', '/api/event-types', typeBody(team.id));
    assert.equal(denied.statusCode, 403, denied.body);
    assert.equal(denied.json().message, teamEventTypeMessages.forbidden);
    const notMember = await call(stranger, 'POST', '/api/event-types', typeBody(team.id));
    assert.equal(notMember.statusCode, 422, notMember.body);
    assert.deepEqual(notMember.json().errors, { team_id: [teamEventTypeMessages.teamNotFound] });

    // Everyone of the team sees it in their list (host or manager); the stranger does not.
    for (const account of [owner, admin, member]) {
      const list = (await call(account, 'GET', '/api/event-types')).json().data as { id: string }[];
      assert.ok(
        list.some((row) => row.id === type.id),
        'listed',
      );
    }
    const strangerList = (await call(stranger, 'GET', '/api/event-types')).json().data as { id: string }[];
    assert.deepEqual(strangerList, []);
    assert.equal((await call(stranger, 'GET', `/api/event-types/${type.id}`)).statusCode, 404);
    assert.equal(
      (await call(stranger, 'PUT', `/api/event-types/${type.id}`, typeBody(team.id))).statusCode,
      404,
    );
    assert.equal((await call(stranger, 'DELETE', `/api/event-types/${type.id}`)).statusCode, 404);

    // The member (a host) reads it but cannot change or delete it.
    assert.equal((await call(member, 'GET', `/api/event-types/${type.id}`)).statusCode, 200);
    assert.equal(
      (await call(member, 'PUT', `/api/event-types/${type.id}`, typeBody(team.id))).statusCode,
      403,
    );
    assert.equal((await call(member, 'DELETE', `/api/event-types/${type.id}`)).statusCode, 403);

    // The owner edits the admin's type: hosts narrowed, team kept when team_id is omitted.
    const { team_id: _omit, ...withoutTeam } = typeBody(team.id, { event_type: 'collective' });
    const edited = await call(owner, 'PUT', `/api/event-types/${type.id}`, {
      ...withoutTeam,
      host_ids: [owner.user.id, member.user.id],
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().data.team_id, team.id);
    assert.deepEqual(edited.json().data.host_ids, [owner.user.id, member.user.id].sort());
    assert.equal(edited.json().data.event_type, 'collective');
    // The admin, no longer a host, still sees it as a manager; deletes it.
    assert.equal((await call(admin, 'GET', `/api/event-types/${type.id}`)).statusCode, 200);
    assert.equal((await call(admin, 'DELETE', `/api/event-types/${type.id}`)).statusCode, 200);
  });

  test('kinds: round robin and collective need a team; one-on-one and group cannot have one', async () => {
    const owner = await registerAccount(t.app);
    const team = await teamWith(owner);
    const teamless = await call(owner, 'POST', '/api/event-types', typeBody(null));
    assert.equal(teamless.statusCode, 422);
    assert.deepEqual(teamless.json().errors, { team_id: [teamEventTypeMessages.teamRequired] });
    const personal = await call(
      owner,
      'POST',
      '/api/event-types',
      typeBody(team.id, { event_type: 'one_on_one' }),
    );
    assert.equal(personal.statusCode, 422);
    assert.deepEqual(personal.json().errors, { event_type: [teamEventTypeMessages.personalOnly] });
    // Collective without max_participants is fine: it holds every host's time, no seats.
    const collective = await call(
      owner,
      'POST',
      '/api/event-types',
      typeBody(team.id, { event_type: 'collective' }),
    );
    assert.equal(collective.statusCode, 201, collective.body);
  });

  test('hosts are accepted members only: pending and declined invitees never; removal drops future hosting', async () => {
    const owner = await registerAccount(t.app);
    const accepted = await registerAccount(t.app);
    const pending = await registerAccount(t.app);
    const declined = await registerAccount(t.app);
    const team = await teamWith(owner);
    await join(owner, team.id, accepted);
    const pendingInvite = await call(owner, 'POST', `/api/teams/${team.id}/members`, {
      email: pending.user.email,
    });
    assert.equal(pendingInvite.statusCode, 201);
    const declinedInvite = await call(owner, 'POST', `/api/teams/${team.id}/members`, {
      email: declined.user.email,
    });
    const declinedRes = await call(
      declined,
      'POST',
      `/api/teams/invitations/${declinedInvite.json().data.id}/decline`,
    );
    assert.ok(declinedRes.statusCode < 300, declinedRes.body);

    const type = (await call(owner, 'POST', '/api/event-types', typeBody(team.id))).json().data;
    assert.deepEqual(
      type.host_ids,
      [owner.user.id, accepted.user.id].sort(),
      'only accepted members by default',
    );
    for (const outsider of [pending, declined]) {
      const res = await call(
        owner,
        'POST',
        '/api/event-types',
        typeBody(team.id, { host_ids: [outsider.user.id] }),
      );
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(res.json().errors, { host_ids: [teamEventTypeMessages.hostNotMember] });
    }
    // The pending invitee accepts: now eligible.
    const accept = await call(
      pending,
      'POST',
      `/api/teams/invitations/${pendingInvite.json().data.id}/accept`,
    );
    assert.equal(accept.statusCode, 200, accept.body);
    const withNew = await call(
      owner,
      'POST',
      '/api/event-types',
      typeBody(team.id, { host_ids: [pending.user.id] }),
    );
    assert.equal(withNew.statusCode, 201, withNew.body);

    // Removing the accepted member removes them from every team type's hosts.
    const members = (await call(owner, 'GET', `/api/teams/${team.id}`)).json().data.members as {
      id: string;
      user_id: string | null;
    }[];
    const memberId = members.find((row) => row.user_id === accepted.user.id)?.id as string;
    assert.equal((await call(owner, 'DELETE', `/api/teams/${team.id}/members/${memberId}`)).statusCode, 200);
    const after = (await call(owner, 'GET', `/api/event-types/${type.id}`)).json().data;
    assert.deepEqual(after.host_ids, [owner.user.id]);
    assert.equal((await call(accepted, 'GET', `/api/event-types/${type.id}`)).statusCode, 404);
  });
});

describe('the Free plan limit of 5 active event types', () => {
  const maxActiveBody = {
    message: eventTypeMessages.maxActive,
    errors: { public: [eventTypeMessages.maxActive] },
  };
  const personal = () => {
    counter += 1;
    return { title: `Personal ${counter}`, slug: `personal-${counter}` };
  };

  test('counts personal types only: team types created, owned or hosted never use a place', async () => {
    const owner = await registerAccount(t.app);
    const member = await registerAccount(t.app);
    const team = await teamWith(owner);
    await join(owner, team.id, member);
    // The owner creates team types first (their row keeps the owner as creator), the member hosts them.
    for (let i = 0; i < 3; i += 1) {
      const res = await call(owner, 'POST', '/api/event-types', typeBody(team.id));
      assert.equal(res.statusCode, 201, res.body);
    }
    for (const account of [owner, member]) {
      for (let i = 0; i < 5; i += 1) {
        const res = await call(account, 'POST', '/api/event-types', personal());
        assert.equal(res.statusCode, 201, res.body);
      }
      const sixth = await call(account, 'POST', '/api/event-types', personal());
      assert.equal(sixth.statusCode, 422, sixth.body);
      assert.deepEqual(sixth.json(), maxActiveBody);
    }
    // With 5 personal types active, team types are still created active and activated.
    const more = await call(owner, 'POST', '/api/event-types', typeBody(team.id));
    assert.equal(more.statusCode, 201, more.body);
    const inactiveBody = typeBody(team.id, { public: false });
    const inactive = await call(owner, 'POST', '/api/event-types', inactiveBody);
    assert.equal(inactive.statusCode, 201, inactive.body);
    const activated = await call(owner, 'PUT', `/api/event-types/${inactive.json().data.id}`, {
      ...inactiveBody,
      public: true,
    });
    assert.equal(activated.statusCode, 200, activated.body);
    assert.equal(activated.json().data.public, true);
    // A team type turned personal (one-on-one, no team) takes a place: refused as the 6th.
    const turned = await call(owner, 'PUT', `/api/event-types/${more.json().data.id}`, {
      title: 'Now mine',
      slug: 'now-mine',
      event_type: 'one_on_one',
      team_id: null,
    });
    assert.equal(turned.statusCode, 422, turned.body);
    assert.deepEqual(turned.json(), maxActiveBody);
    const list = (await call(owner, 'GET', '/api/event-types')).json().data as {
      public: boolean;
      team_id: string | null;
    }[];
    assert.equal(list.filter((row) => row.public && !row.team_id).length, 5);
    assert.equal(list.filter((row) => row.public && row.team_id).length, 5);
  });

  test('8 personal types created at once beside active team types: exactly 5 succeed', async () => {
    const owner = await registerAccount(t.app);
    const team = await teamWith(owner);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(owner, 'POST', '/api/event-types', typeBody(team.id));
      assert.equal(res.statusCode, 201, res.body);
    }
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(owner, 'POST', '/api/event-types', personal())),
    );
    assert.deepEqual(
      results.map((res) => res.statusCode).sort(),
      [201, 201, 201, 201, 201, 422, 422, 422],
      results.map((res) => res.body).join('\n'),
    );
    for (const refused of results.filter((res) => res.statusCode === 422)) {
      assert.deepEqual(refused.json(), maxActiveBody);
    }
  });
});
