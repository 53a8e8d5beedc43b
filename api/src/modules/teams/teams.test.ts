import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type Team,
  type TeamInvitation,
  type TeamMember,
  teamMessages,
} from '@slotwise/shared/contract/teams.contract';
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
  const pendingOf = async (account: Account) => {
    const res = await call(account, 'GET', '/api/teams/invitations');
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: TeamInvitation[] }).data;
  };
  /** Invites the account and has it accept. */
  const join = async (owner: Account, team: Team, account: Account, role = 'member') => {
    assert.equal((await invite(owner, team.id, account.payload.email, role)).statusCode, 201);
    const invitation = (await pendingOf(account)).find((row) => row.team_id === team.id);
    const res = await call(account, 'POST', `/api/teams/invitations/${invitation?.id}/accept`);
    assert.equal(res.statusCode, 200, res.body);
  };

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
        invitation_sent_at: null,
        invitation_expires_at: null,
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

  test('an invitation answers the same for a registered and an unknown email and adds nobody', async () => {
    const owner = await registerAccount(t.app, { name: 'Olga' });
    const other = await registerAccount(t.app, { name: 'Bert', surname: 'Baker', avatar: null });
    const team = await createTeam(owner, { name: 'Support' });
    const unknown = `nobody.${process.pid}@example.com`;
    const known = await invite(owner, team.id, other.payload.email.toUpperCase(), 'admin');
    const stranger = await invite(owner, team.id, unknown, 'admin');
    assert.equal(known.statusCode, 201, known.body);
    assert.equal(stranger.statusCode, known.statusCode);
    const shape = (res: typeof known) => {
      const { id, email, invitation_sent_at, invitation_expires_at, ...rest } = (
        res.json() as { data: TeamMember }
      ).data;
      assert.ok(id && email && invitation_sent_at && invitation_expires_at);
      // Valid 7 days from the send.
      assert.equal(Date.parse(invitation_expires_at) - Date.parse(invitation_sent_at), 7 * 24 * 3600_000);
      return { keys: Object.keys(res.json()), ...rest };
    };
    assert.deepEqual(shape(known), shape(stranger));
    assert.deepEqual(shape(known), {
      keys: ['data'],
      user_id: null,
      name: null,
      role: 'admin',
      avatar: null,
      status: 'invited',
    });
    // Both mails say the same, whoever owns the address; each link has its own secret.
    const mailOf = async (email: string) => {
      const { decoded } = await waitForMail(t.config.outboxDir, email);
      return decoded.slice(decoded.indexOf('Hi,')).trim();
    };
    const linkPattern = /\/dashboard\/teams\?invitation=([A-Za-z0-9_-]{43})/;
    const knownMail = await mailOf(other.payload.email.toLowerCase());
    const unknownMail = await mailOf(unknown);
    assert.match(knownMail, /Olga invited you to the team "Support"/);
    assert.ok(knownMail.includes(`${t.config.publicUrl}/dashboard/teams?invitation=`));
    assert.notEqual(linkPattern.exec(knownMail)?.[1], linkPattern.exec(unknownMail)?.[1]);
    const withoutSecret = (mail: string) => mail.replace(linkPattern, '<secret>');
    assert.equal(withoutSecret(unknownMail), withoutSecret(knownMail));

    // Not a member until they accept: no team, no details.
    assert.deepEqual(await list(other), []);
    const details = await call(other, 'GET', `/api/teams/${team.id}`);
    assert.equal(details.statusCode, 404);
    assert.deepEqual(details.json(), { message: teamMessages.notFound });

    // Owners see the pending people by email only.
    const [seen] = await list(owner);
    assert.equal(seen?.member_count, 1);
    const pending = memberOf(seen as Team, other.payload.email);
    assert.deepEqual(
      { user_id: pending.user_id, name: pending.name, avatar: pending.avatar, status: pending.status },
      { user_id: null, name: null, avatar: null, status: 'invited' },
    );

    // Re-inviting a pending email is a resend: not within a day of the last send (429), and the
    // row keeps its role then.
    const again = await invite(owner, team.id, other.payload.email, 'member');
    assert.equal(again.statusCode, 429, again.body);
    assert.deepEqual(again.json(), { message: teamMessages.resendTooSoon });
    const wait = Number(again.headers['retry-after']);
    assert.ok(wait > 23 * 3600 && wait <= 24 * 3600, `Retry-After ${wait}`);
    const [after] = await list(owner);
    assert.equal(after?.members.length, 3);
    assert.equal(memberOf(after as Team, other.payload.email).role, 'admin');

    const self = await invite(owner, team.id, owner.payload.email);
    assert.equal(self.statusCode, 409);
    assert.deepEqual(self.json(), { message: 'This person is already a member of the team' });
  });

  test('the invitee lists, accepts and declines invitations; nobody else can', async () => {
    const owner = await registerAccount(t.app, { name: 'Olga', surname: 'Owner' });
    const invitee = await registerAccount(t.app, { name: 'Ivy', email: `Ivy.${process.pid}@Example.com` });
    const outsider = await registerAccount(t.app);
    const sales = await createTeam(owner, { name: 'Sales' });
    const support = await createTeam(owner, { name: 'Support' });
    assert.equal(
      (await invite(owner, sales.id, invitee.payload.email.toLowerCase(), 'admin')).statusCode,
      201,
    );
    assert.equal((await invite(owner, support.id, invitee.payload.email)).statusCode, 201);

    const invitations = await pendingOf(invitee);
    assert.deepEqual(
      invitations.map(({ team_id, team_name, role, invited_by }) => ({
        team_id,
        team_name,
        role,
        invited_by,
      })),
      [
        { team_id: sales.id, team_name: 'Sales', role: 'admin', invited_by: 'Olga Owner' },
        { team_id: support.id, team_name: 'Support', role: 'member', invited_by: 'Olga Owner' },
      ],
    );
    const [toSales, toSupport] = invitations as [TeamInvitation, TeamInvitation];
    assert.deepEqual(await pendingOf(outsider), []);
    assert.deepEqual(await pendingOf(owner), []);

    // Someone else (even the team's owner) cannot accept or decline it.
    for (const account of [outsider, owner]) {
      for (const action of ['accept', 'decline']) {
        const res = await call(account, 'POST', `/api/teams/invitations/${toSales.id}/${action}`);
        assert.equal(res.statusCode, 404, `${action}: ${res.body}`);
        assert.deepEqual(res.json(), { message: teamMessages.invitationNotFound });
      }
    }
    for (const id of [MISSING_ID, 'nope']) {
      assert.equal((await call(invitee, 'POST', `/api/teams/invitations/${id}/accept`)).statusCode, 404);
    }

    const accepted = await call(invitee, 'POST', `/api/teams/invitations/${toSales.id}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    const joined = (accepted.json() as { data: Team }).data;
    assert.equal(joined.id, sales.id);
    assert.equal(joined.my_role, 'admin');
    assert.equal(joined.member_count, 2);
    const row = memberOf(joined, invitee.payload.email);
    assert.deepEqual(
      { status: row.status, user_id: row.user_id, name: row.name },
      { status: 'active', user_id: invitee.user.id, name: 'Ivy Lovelace' },
    );
    assert.equal((await call(invitee, 'GET', `/api/teams/${sales.id}`)).statusCode, 200);
    assert.equal(
      (await call(invitee, 'POST', `/api/teams/invitations/${toSales.id}/accept`)).statusCode,
      404,
    );

    const declined = await call(invitee, 'POST', `/api/teams/invitations/${toSupport.id}/decline`);
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual(declined.json(), { message: teamMessages.invitationDeclined });
    assert.deepEqual(await pendingOf(invitee), []);
    assert.deepEqual(
      (await list(invitee)).map((team) => team.id),
      [sales.id],
    );
    const [, supportSeen] = await list(owner);
    assert.equal(supportSeen?.members.length, 1);
    // A declined invitation may be sent again.
    assert.equal((await invite(owner, support.id, invitee.payload.email)).statusCode, 201);
    assert.equal((await pendingOf(invitee)).length, 1);
  });

  test('an email without an account is invited and accepts once the account exists', async () => {
    const owner = await registerAccount(t.app);
    const team = await createTeam(owner);
    const email = `New.Person.${process.pid}@Example.com`;
    assert.equal((await invite(owner, team.id, email)).statusCode, 201);
    const newcomer = await registerAccount(t.app, { email, name: 'Nina' });
    assert.deepEqual(await list(newcomer), []);
    const [invitation] = await pendingOf(newcomer);
    assert.equal(invitation?.team_id, team.id);
    const accepted = await call(newcomer, 'POST', `/api/teams/invitations/${invitation?.id}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    const [joined] = await list(newcomer);
    assert.equal(joined?.id, team.id);
    assert.equal(joined?.my_role, 'member');
    assert.equal(memberOf(joined as Team, email).name, 'Nina Lovelace');
  });

  test('owners and admins revoke a pending invitation; plain members do not see pending people', async () => {
    const owner = await registerAccount(t.app);
    const plain = await registerAccount(t.app);
    const invitee = await registerAccount(t.app);
    const team = await createTeam(owner);
    await join(owner, team, plain);
    await invite(owner, team.id, invitee.payload.email);
    const [mine] = await list(plain);
    assert.deepEqual(
      mine?.members.map((member) => member.status),
      ['active', 'active'],
    );

    const [current] = await list(owner);
    const pending = memberOf(current as Team, invitee.payload.email);
    const url = `/api/teams/${team.id}/members/${pending.id}`;
    assert.equal((await call(plain, 'DELETE', url)).statusCode, 403);
    const revoked = await call(owner, 'DELETE', url);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.deepEqual(await pendingOf(invitee), []);
    const [after] = await list(owner);
    assert.equal(after?.members.length, 2);
  });

  test('role changes: owner and admins set admin/member; the owner role is fixed', async () => {
    const owner = await registerAccount(t.app);
    const admin = await registerAccount(t.app);
    const plain = await registerAccount(t.app);
    const team = await createTeam(owner);
    await join(owner, team, admin, 'admin');
    await join(owner, team, plain, 'member');
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
    await join(owner, team, admin, 'admin');
    await join(owner, team, first);
    await join(owner, team, second);
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
    await join(owner, team, member);
    await join(owner, team, admin, 'admin');
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
