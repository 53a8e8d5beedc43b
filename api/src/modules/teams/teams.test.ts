import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Team, type TeamMember, teamMessages } from '@slotwise/shared/contract/teams.contract';
import { waitForMail } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('teams', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  type Account = Awaited<ReturnType<typeof registerAccount>>;
  const call = (
    account: Account | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
    });
  const createTeam = async (owner: Account, payload: object = { name: 'Sales' }) => {
    const res = await call(owner, 'POST', '/api/teams', payload);
    assert.equal(res.statusCode, 201, res.body);
    return (res.json() as { data: Team }).data;
  };
  const list = async (account: Account) => {
    const res = await call(account, 'GET', '/api/teams');
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: Team[] }).data;
  };
  const invite = (owner: Account, teamId: string, email: string, role = 'member') =>
    call(owner, 'POST', `/api/teams/${teamId}/members`, { email, role });
  const memberOf = (team: Team, email: string) =>
    team.members.find((member) => member.email === email.toLowerCase()) as TeamMember;

  test('signed out: 401', async () => {
    assert.equal((await call(null, 'GET', '/api/teams')).statusCode, 401);
  });

  test('create, list, update and delete a team', async () => {
    const owner = await registerAccount(t.app, { name: 'Olga', surname: 'Owner' });
    assert.deepEqual(await list(owner), []);
    const team = await createTeam(owner, { name: '  Sales  ', description: 'The sales people' });
    assert.equal(team.name, 'Sales');
    assert.equal(team.description, 'The sales people');
    assert.equal(team.my_role, 'owner');
    assert.equal(team.member_count, 1);
    assert.deepEqual(team.members, [
      {
        id: team.members[0]?.id,
        user_id: owner.user.id,
        name: 'Olga Owner',
        email: owner.payload.email.toLowerCase(),
        role: 'owner',
        avatar: null,
        status: 'active',
      },
    ]);
    assert.deepEqual(
      (await list(owner)).map((row) => row.id),
      [team.id],
    );

    const updated = await call(owner, 'PUT', `/api/teams/${team.id}`, {
      name: 'Sales EU',
      description: null,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal((updated.json() as { data: Team }).data.name, 'Sales EU');
    assert.equal((updated.json() as { data: Team }).data.description, null);

    const removed = await call(owner, 'DELETE', `/api/teams/${team.id}`);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { message: 'Team deleted successfully' });
    assert.deepEqual(await list(owner), []);
    assert.equal((await call(owner, 'GET', `/api/teams/${team.id}`)).statusCode, 404);
  });

  test('validation: 422 for a missing or too long name, too long description, unknown fields', async () => {
    const owner = await registerAccount(t.app);
    const missing = await call(owner, 'POST', '/api/teams', { name: '   ' });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().errors.name, ['Value is required']);
    const long = await call(owner, 'POST', '/api/teams', {
      name: 'x'.repeat(101),
      description: 'y'.repeat(501),
    });
    assert.equal(long.statusCode, 422);
    assert.deepEqual(long.json().errors.name, ['The maximum length allowed is 100']);
    assert.deepEqual(long.json().errors.description, ['The maximum length allowed is 500']);
    const unknown = await call(owner, 'POST', '/api/teams', { name: 'A', color: 'red' });
    assert.equal(unknown.statusCode, 422);
    const team = await createTeam(owner);
    const badInvite = await call(owner, 'POST', `/api/teams/${team.id}/members`, {
      email: 'not-an-email',
      role: 'owner',
    });
    assert.equal(badInvite.statusCode, 422);
    assert.deepEqual(badInvite.json().errors.email, ['Please enter a valid email address']);
    assert.ok(badInvite.json().errors.role);
  });

  test('inviting an existing user (any case) adds them as active and mails a link to the teams page', async () => {
    const owner = await registerAccount(t.app, { name: 'Olga' });
    const other = await registerAccount(t.app, { name: 'Bert', surname: 'Baker' });
    const team = await createTeam(owner, { name: 'Support' });
    const res = await invite(owner, team.id, other.payload.email.toUpperCase(), 'admin');
    assert.equal(res.statusCode, 201, res.body);
    const member = (res.json() as { data: TeamMember }).data;
    assert.equal(member.status, 'active');
    assert.equal(member.user_id, other.user.id);
    assert.equal(member.name, 'Bert Baker');
    assert.equal(member.role, 'admin');
    const mail = await waitForMail(t.config.outboxDir, other.payload.email.toLowerCase());
    assert.match(mail.decoded, /Olga added you to the team "Support"/);
    assert.ok(mail.decoded.includes(`${t.config.publicUrl}/dashboard/teams`));

    const [seen] = await list(other);
    assert.equal(seen?.id, team.id);
    assert.equal(seen?.my_role, 'admin');
    assert.equal(seen?.member_count, 2);

    const again = await invite(owner, team.id, other.payload.email);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: 'This person is already a member of the team' });
    const self = await invite(owner, team.id, owner.payload.email);
    assert.equal(self.statusCode, 409);
  });

  test('an unknown email is invited, mailed a register link, and joins once the account exists', async () => {
    const owner = await registerAccount(t.app);
    const team = await createTeam(owner);
    const email = `New.Person.${process.pid}@Example.com`;
    const res = await invite(owner, team.id, email);
    assert.equal(res.statusCode, 201, res.body);
    const member = (res.json() as { data: TeamMember }).data;
    assert.deepEqual(
      { status: member.status, user_id: member.user_id, name: member.name, email: member.email },
      { status: 'invited', user_id: null, name: null, email: email.toLowerCase() },
    );
    const mail = await waitForMail(t.config.outboxDir, email.toLowerCase());
    assert.ok(mail.decoded.includes(`${t.config.publicUrl}/register`));
    const [pending] = await list(owner);
    assert.equal(pending?.member_count, 1);
    assert.equal(pending?.members.length, 2);

    const newcomer = await registerAccount(t.app, { email, name: 'Nina' });
    const [joined] = await list(newcomer);
    assert.equal(joined?.id, team.id);
    assert.equal(joined?.my_role, 'member');
    assert.equal(joined?.member_count, 2);
    const row = memberOf(joined as Team, email);
    assert.equal(row.status, 'active');
    assert.equal(row.user_id, newcomer.user.id);
    assert.equal(row.name, 'Nina Lovelace');
  });

  test('role changes: owner and admins set admin/member; the owner role is fixed', async () => {
    const owner = await registerAccount(t.app);
    const admin = await registerAccount(t.app);
    const plain = await registerAccount(t.app);
    const team = await createTeam(owner);
    await invite(owner, team.id, admin.payload.email, 'admin');
    await invite(owner, team.id, plain.payload.email, 'member');
    const [current] = await list(owner);
    const plainRow = memberOf(current as Team, plain.payload.email);
    const ownerRow = memberOf(current as Team, owner.payload.email);

    const promoted = await call(admin, 'PATCH', `/api/teams/${team.id}/members/${plainRow.id}`, {
      role: 'admin',
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal((promoted.json() as { data: TeamMember }).data.role, 'admin');

    const toOwner = await call(owner, 'PATCH', `/api/teams/${team.id}/members/${plainRow.id}`, {
      role: 'owner',
    });
    assert.equal(toOwner.statusCode, 422);
    const demoteOwner = await call(admin, 'PATCH', `/api/teams/${team.id}/members/${ownerRow.id}`, {
      role: 'member',
    });
    assert.equal(demoteOwner.statusCode, 422);
    assert.equal(demoteOwner.json().message, teamMessages.ownerRoleFixed);
    const missing = await call(owner, 'PATCH', `/api/teams/${team.id}/members/${MISSING_ID}`, {
      role: 'member',
    });
    assert.equal(missing.statusCode, 404);
    const bad = await call(owner, 'PATCH', `/api/teams/${team.id}/members/nope`, { role: 'member' });
    assert.equal(bad.statusCode, 404);
  });

  test('removal: managers remove members, members may leave, nobody removes the owner', async () => {
    const owner = await registerAccount(t.app);
    const admin = await registerAccount(t.app);
    const first = await registerAccount(t.app);
    const second = await registerAccount(t.app);
    const team = await createTeam(owner);
    await invite(owner, team.id, admin.payload.email, 'admin');
    await invite(owner, team.id, first.payload.email);
    await invite(owner, team.id, second.payload.email);
    const [current] = (await list(owner)) as Team[];
    const row = (account: Account) => memberOf(current as Team, account.payload.email);
    const url = (account: Account) => `/api/teams/${team.id}/members/${row(account).id}`;

    const forbidden = await call(first, 'DELETE', url(second));
    assert.equal(forbidden.statusCode, 403);
    assert.deepEqual(forbidden.json(), { message: 'Only team owners and admins can do this' });

    const ownerRemoval = await call(admin, 'DELETE', url(owner));
    assert.equal(ownerRemoval.statusCode, 422);
    assert.deepEqual(ownerRemoval.json(), { message: 'The team owner cannot be removed' });
    assert.equal((await call(owner, 'DELETE', url(owner))).statusCode, 422);

    assert.equal((await call(admin, 'DELETE', url(second))).statusCode, 200);
    assert.equal((await call(first, 'DELETE', url(first))).statusCode, 200);
    assert.deepEqual(await list(first), []);
    assert.deepEqual(await list(second), []);
    const [after] = await list(owner);
    assert.deepEqual(after?.members.map((member) => member.role).sort(), ['admin', 'owner']);
    assert.equal(after?.member_count, 2);
  });

  test('permissions: a plain member gets 403 on management, an outsider 404', async () => {
    const owner = await registerAccount(t.app);
    const member = await registerAccount(t.app);
    const admin = await registerAccount(t.app);
    const outsider = await registerAccount(t.app);
    const team = await createTeam(owner);
    await invite(owner, team.id, member.payload.email);
    await invite(owner, team.id, admin.payload.email, 'admin');
    const forbidden = { message: teamMessages.forbidden };

    assert.equal((await call(member, 'GET', `/api/teams/${team.id}`)).statusCode, 200);
    const put = await call(member, 'PUT', `/api/teams/${team.id}`, { name: 'Mine' });
    assert.equal(put.statusCode, 403);
    assert.deepEqual(put.json(), forbidden);
    const inv = await invite(member, team.id, 'someone@example.com');
    assert.equal(inv.statusCode, 403);
    assert.deepEqual(inv.json(), forbidden);
    const del = await call(member, 'DELETE', `/api/teams/${team.id}`);
    assert.equal(del.statusCode, 403);
    assert.deepEqual(del.json(), forbidden);
    // Only the owner deletes the team.
    assert.equal((await call(admin, 'DELETE', `/api/teams/${team.id}`)).statusCode, 403);
    assert.equal((await call(admin, 'PUT', `/api/teams/${team.id}`, { name: 'Renamed' })).statusCode, 200);

    for (const [method, url, payload] of [
      ['GET', `/api/teams/${team.id}`, undefined],
      ['PUT', `/api/teams/${team.id}`, { name: 'X' }],
      ['DELETE', `/api/teams/${team.id}`, undefined],
      ['POST', `/api/teams/${team.id}/members`, { email: 'a@example.com', role: 'member' }],
      ['DELETE', `/api/teams/${team.id}/members/${MISSING_ID}`, undefined],
      ['GET', `/api/teams/${MISSING_ID}`, undefined],
      ['GET', '/api/teams/not-a-uuid', undefined],
    ] as const) {
      const res = await call(outsider, method, url, payload);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(res.json(), { message: teamMessages.notFound });
    }
    assert.deepEqual(await list(outsider), []);
  });
});
