import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type Team,
  type TeamInvitation,
  type TeamMember,
  teamLimits,
  teamMessages,
} from '@slotwise/shared/contract/teams.contract';
import { eq, sql } from 'drizzle-orm';
import { teamMembers } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

// Invitations with proof (docs/product.md#team-invitations): the takeover of issue #23 — a stranger
// registers the invited address and accepts the invitation as admin — is refused at every step.

type Account = Awaited<ReturnType<typeof registerAccount>>;
const LINK = /\/dashboard\/teams\?invitation=([A-Za-z0-9_-]{43})/;

describe('team invitations with proof', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ teamInvitationLimit: { perTeam: 4, perInviter: 6 } });
  });
  after(async () => {
    await t?.close();
  });

  const call = (account: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${account.accessToken}` } });
  const createTeam = async (owner: Account, name = 'Sales') => {
    const res = await call(owner, 'POST', '/api/teams', { name });
    assert.equal(res.statusCode, 201, res.body);
    return (res.json() as { data: Team }).data;
  };
  const invite = (owner: Account, teamId: string, email: string, role = 'member') =>
    call(owner, 'POST', `/api/teams/${teamId}/members`, { email, role });
  const pendingOf = async (account: Account) => {
    const res = await call(account, 'GET', '/api/teams/invitations');
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: TeamInvitation[] }).data;
  };
  const teamsOf = async (account: Account) =>
    ((await call(account, 'GET', '/api/teams')).json() as { data: Team[] }).data;
  /** The secrets of every invitation mail to `email`, oldest first. */
  const secretsMailedTo = async (email: string) => {
    return readOutbox(t.config.outboxDir)
      .filter((mail) => mail.raw.toLowerCase().includes(`to: ${email.toLowerCase()}`))
      .map((mail) => LINK.exec(mail.decoded)?.[1])
      .filter((secret): secret is string => Boolean(secret));
  };
  const latestSecret = async (email: string, count = 1) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const secrets = await secretsMailedTo(email);
      if (secrets.length >= count) return secrets[secrets.length - 1] as string;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no invitation mail #${count} to ${email}`);
  };
  const link = (account: Account, action: '' | '/accept' | '/decline', token: string) =>
    call(account, 'POST', `/api/teams/invitations/link${action}`, { token });
  const expire = (memberId: string) =>
    t.app.db
      .update(teamMembers)
      .set({
        inviteSentAt: sql`now() - interval '8 days'`,
        inviteExpiresAt: sql`now() - interval '1 day'`,
      })
      .where(eq(teamMembers.id, memberId));

  test('the invitation takeover is refused at every step; the link and a verified address accept', async () => {
    const owner = await registerAccount(t.app, { name: 'Olga', surname: 'Owner' });
    const team = await createTeam(owner, 'Payroll');
    const invitedEmail = `real.invitee.${process.pid}@example.com`;
    const invited = await invite(owner, team.id, invitedEmail, 'admin');
    assert.equal(invited.statusCode, 201, invited.body);
    const invitationId = (invited.json() as { data: TeamMember }).data.id;
    const secret = await latestSecret(invitedEmail);

    // The secret is stored only as its hash.
    const [stored] = await t.app.db.select().from(teamMembers).where(eq(teamMembers.id, invitationId));
    assert.ok(stored?.inviteTokenHash);
    assert.notEqual(stored.inviteTokenHash, secret);
    assert.match(stored.inviteTokenHash, /^[0-9a-f]{64}$/);

    // A stranger registers the invited address (never verified).
    const stranger = await registerAccount(t.app, { email: invitedEmail, verified: false });
    assert.deepEqual(await pendingOf(stranger), [], 'not in the list');
    for (const action of ['accept', 'decline']) {
      const res = await call(stranger, 'POST', `/api/teams/invitations/${invitationId}/${action}`);
      assert.equal(res.statusCode, 403, `${action} by id: ${res.body}`);
      assert.deepEqual(res.json(), { message: teamMessages.verifyToAccept });
    }
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [wrong, invitationId, '']) {
      const res = await link(stranger, '/accept', token);
      assert.ok([404, 422].includes(res.statusCode), `token ${token}: ${res.statusCode}`);
    }
    assert.deepEqual(await teamsOf(stranger), []);
    // The secret never travels in an API URL: a query string is not accepted as one.
    const inQuery = await call(stranger, 'POST', `/api/teams/invitations/link/accept?token=${secret}`, {});
    assert.equal(inQuery.statusCode, 422);
    assert.deepEqual(await teamsOf(stranger), []);

    // An unverified account under another address cannot use even the link: 403, nothing spent.
    const unproven = await registerAccount(t.app, { verified: false });
    const refusedLink = await link(unproven, '/accept', secret);
    assert.equal(refusedLink.statusCode, 403, refusedLink.body);
    assert.deepEqual(refusedLink.json(), { message: teamMessages.verifyToAcceptForOthers });
    assert.deepEqual(await teamsOf(unproven), []);

    // The real invitee (a verified account under another address, with the mail) sees what the
    // link offers and accepts.
    const realInvitee = await registerAccount(t.app, { name: 'Rita' });
    const preview = await link(realInvitee, '', secret);
    assert.equal(preview.statusCode, 200, preview.body);
    assert.deepEqual(
      (({ id, team_name, role, invited_by, email }) => ({ id, team_name, role, invited_by, email }))(
        (preview.json() as { data: TeamInvitation }).data,
      ),
      {
        id: invitationId,
        team_name: 'Payroll',
        role: 'admin',
        invited_by: 'Olga Owner',
        email: invitedEmail,
      },
    );
    const accepted = await link(realInvitee, '/accept', secret);
    assert.equal(accepted.statusCode, 200, accepted.body);
    const joined = (accepted.json() as { data: Team }).data;
    assert.equal(joined.my_role, 'admin');
    const row = joined.members.find((member) => member.user_id === realInvitee.user.id);
    // The member is shown under the account that accepted.
    assert.equal(row?.email, realInvitee.user.email.toLowerCase());
    assert.equal(row?.status, 'active');

    // Single use: the secret is spent, for everyone.
    for (const account of [realInvitee, stranger, owner]) {
      for (const action of ['', '/accept', '/decline'] as const) {
        const res = await link(account, action, secret);
        assert.equal(res.statusCode, 404, `${action}: ${res.body}`);
        assert.deepEqual(res.json(), { message: teamMessages.invitationNotFound });
      }
    }
    assert.deepEqual(await teamsOf(stranger), []);
  });

  test('an unverified account with the invited address accepts with the link, which confirms the address', async () => {
    const owner = await registerAccount(t.app);
    const team = await createTeam(owner);
    const email = `fresh.${Date.now()}@example.com`;
    assert.equal((await invite(owner, team.id, email)).statusCode, 201);
    const secret = await latestSecret(email);
    const invitee = await registerAccount(t.app, { email, verified: false });
    assert.deepEqual(await pendingOf(invitee), [], 'unverified: no list');
    const accepted = await link(invitee, '/accept', secret);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((accepted.json() as { data: Team }).data.my_role, 'member');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, invitee.user.id));
    assert.ok(row.emailVerifiedAt, 'the link proved the address');
  });

  test('a verified account with the invited address accepts without the link; others cannot', async () => {
    const owner = await registerAccount(t.app);
    const team = await createTeam(owner);
    const invitee = await registerAccount(t.app, { name: 'Vera' });
    const outsider = await registerAccount(t.app);
    assert.equal((await invite(owner, team.id, invitee.user.email)).statusCode, 201);
    const [invitation] = await pendingOf(invitee);
    assert.ok(invitation);
    assert.equal(invitation.email, invitee.user.email.toLowerCase());
    assert.deepEqual(await pendingOf(outsider), []);
    assert.equal(
      (await call(outsider, 'POST', `/api/teams/invitations/${invitation.id}/accept`)).statusCode,
      404,
    );
    const accepted = await call(invitee, 'POST', `/api/teams/invitations/${invitation.id}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    // The mail's secret was spent with it.
    const secret = await latestSecret(invitee.user.email);
    assert.equal((await link(outsider, '/accept', secret)).statusCode, 404);
    assert.deepEqual(
      (await teamsOf(outsider)).map((row) => row.id),
      [],
    );
  });

  test('expired after 7 days: hidden from the invitee, refused, shown expired to the owner; a resend renews it', async () => {
    const owner = await registerAccount(t.app);
    const team = await createTeam(owner);
    const invitee = await registerAccount(t.app);
    const email = invitee.user.email;
    const sent = await invite(owner, team.id, email);
    const member = (sent.json() as { data: TeamMember }).data;
    const firstSecret = await latestSecret(email);
    await expire(member.id);

    assert.deepEqual(await pendingOf(invitee), []);
    const byId = await call(invitee, 'POST', `/api/teams/invitations/${member.id}/accept`);
    assert.equal(byId.statusCode, 410, byId.body);
    assert.deepEqual(byId.json(), { message: teamMessages.invitationExpired });
    for (const action of ['', '/accept', '/decline'] as const) {
      const res = await link(invitee, action, firstSecret);
      assert.equal(res.statusCode, 410, `${action}: ${res.body}`);
      assert.deepEqual(res.json(), { message: teamMessages.invitationExpired });
    }
    assert.deepEqual(await teamsOf(invitee), []);
    const seen = (await teamsOf(owner))[0]?.members.find((row) => row.id === member.id);
    assert.equal(seen?.status, 'expired');

    // The owner resends: a new secret, 7 new days; the old secret is dead.
    const resent = await call(owner, 'POST', `/api/teams/${team.id}/members/${member.id}/resend`);
    assert.equal(resent.statusCode, 200, resent.body);
    const renewed = (resent.json() as { data: TeamMember }).data;
    assert.equal(renewed.status, 'invited');
    assert.ok(Date.parse(renewed.invitation_expires_at as string) > Date.now() + 6 * 24 * 3600_000);
    const secondSecret = await latestSecret(email, 2);
    assert.notEqual(secondSecret, firstSecret);
    assert.equal((await link(invitee, '/accept', firstSecret)).statusCode, 404);
    assert.equal((await pendingOf(invitee)).length, 1);

    // At most once a day per address, by either way of sending.
    const again = await call(owner, 'POST', `/api/teams/${team.id}/members/${member.id}/resend`);
    assert.equal(again.statusCode, 429, again.body);
    assert.deepEqual(again.json(), { message: teamMessages.resendTooSoon });
    assert.ok(Number(again.headers['retry-after']) > 23 * 3600);
    assert.equal((await invite(owner, team.id, email)).statusCode, 429);
    assert.equal((await secretsMailedTo(email)).length, 2, 'no third mail');

    // The link declines as well.
    const declined = await link(invitee, '/decline', secondSecret);
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual(declined.json(), { message: teamMessages.invitationDeclined });
    assert.deepEqual(await pendingOf(invitee), []);

    // A member is not resent anything; a plain member cannot resend.
    const ownerRow = (await teamsOf(owner))[0]?.members[0] as TeamMember;
    const toMember = await call(owner, 'POST', `/api/teams/${team.id}/members/${ownerRow.id}/resend`);
    assert.equal(toMember.statusCode, 409);
  });

  test('invitations per team and per inviter in 24 hours are limited in the database', async () => {
    const owner = await registerAccount(t.app);
    const [first, second] = [await createTeam(owner, 'One'), await createTeam(owner, 'Two')];
    const emails = Array.from({ length: 8 }, (_, i) => `limit.${i}.${process.pid}@example.com`);
    // perTeam 4: the fifth to one team is refused and not counted.
    for (const email of emails.slice(0, 4)) {
      assert.equal((await invite(owner, first.id, email)).statusCode, 201);
    }
    const teamFull = await invite(owner, first.id, emails[4] as string);
    assert.equal(teamFull.statusCode, 429, teamFull.body);
    assert.deepEqual(teamFull.json(), { message: teamMessages.tooManyTeamInvitations });
    assert.ok(Number(teamFull.headers['retry-after']) > 0);
    // A refused invitation (already a member) does not use the budget either.
    assert.equal((await invite(owner, second.id, owner.user.email)).statusCode, 409);
    // perInviter 6: two more to the other team, then the inviter is out.
    for (const email of emails.slice(4, 6)) {
      assert.equal((await invite(owner, second.id, email)).statusCode, 201);
    }
    const inviterFull = await invite(owner, second.id, emails[6] as string);
    assert.equal(inviterFull.statusCode, 429, inviterFull.body);
    assert.deepEqual(inviterFull.json(), { message: teamMessages.tooManyInviterInvitations });
    const members = (await teamsOf(owner)).flatMap((team) => team.members);
    assert.equal(members.filter((member) => member.status === 'invited').length, 6);
  });

  test('teams per account are capped; team names refuse control characters', async () => {
    const owner = await registerAccount(t.app);
    for (const name of ['Line\nbreak', 'Tab\there', 'Bell\u0007', 'Evil\u202Eeman']) {
      const res = await call(owner, 'POST', '/api/teams', { name });
      assert.equal(res.statusCode, 422, name);
      assert.deepEqual(res.json().errors.name, [teamMessages.nameControlCharacters]);
    }
    const team = await createTeam(owner, 'Fine name – with ümlauts 团队');
    const renamed = await call(owner, 'PUT', `/api/teams/${team.id}`, { name: 'Bad\rname' });
    assert.equal(renamed.statusCode, 422);
    assert.deepEqual(renamed.json().errors.name, [teamMessages.nameControlCharacters]);

    // The cap counts owned teams, whatever their names, across concurrent creations.
    const creations = await Promise.all(
      Array.from({ length: teamLimits.maxOwnedTeams + 2 }, (_, i) =>
        call(owner, 'POST', '/api/teams', { name: `Team ${i}` }),
      ),
    );
    const created = creations.filter((res) => res.statusCode === 201).length;
    assert.equal(created, teamLimits.maxOwnedTeams - 1);
    const refused = creations.find((res) => res.statusCode !== 201);
    assert.equal(refused?.statusCode, 422);
    assert.deepEqual(refused?.json(), { message: teamMessages.maxOwnedTeams });
    // Being a member of others' teams does not count.
    const other = await registerAccount(t.app);
    assert.equal((await call(other, 'POST', '/api/teams', { name: 'Theirs' })).statusCode, 201);
  });
});
