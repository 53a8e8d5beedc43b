import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type AccountExport, accountDataMessages } from '@slotwise/shared/contract/account.contract';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import type { Team } from '@slotwise/shared/contract/teams.contract';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { accountExports } from '../../db/schema/account.schema';
import { webhookEndpoints } from '../../db/schema/developer-access.schema';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { users } from '../../db/schema/users.schema';
import { SealedBox } from '../../lib/sealed-box.util';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox, waitForMail } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { jpegWithExif } from '../settings/avatar-image.fixtures';
import { ACCOUNT_DELETED_REASON, ACCOUNT_PURGE_JOB } from './account-deletion.service';

type Account = Awaited<ReturnType<typeof registerAccount>>;

let t: TestApp;
let revokeServer: Server;
const revoked: string[] = [];

before(async () => {
  // Google's revocation endpoint, so the deletion's revoke job is seen reaching "Google".
  revokeServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      revoked.push(new URLSearchParams(body).get('token') ?? '');
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => revokeServer.listen(0, '127.0.0.1', resolve));
  const { port } = revokeServer.address() as AddressInfo;
  t = await createTestApp({
    jobPollSeconds: 0,
    google: { clientId: 'client', clientSecret: 'secret', revokeUrl: `http://127.0.0.1:${port}/revoke` },
  });
});
after(async () => {
  await t?.close();
  await new Promise((resolve) => revokeServer?.close(resolve));
});

const call = (
  account: Account | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
  });

async function book(eventTypeId: string, start: string, email: string, answers: object[] = []) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Grace Hopper',
      attendee_email: email,
      timezone: 'UTC',
      answers,
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { data: PublicBooking }).data;
}

async function createTeam(owner: Account, name: string): Promise<Team> {
  const response = await call(owner, 'POST', '/api/teams', { name });
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { data: Team }).data;
}

async function join(owner: Account, team: Team, member: Account, role = 'member') {
  const invited = await call(owner, 'POST', `/api/teams/${team.id}/members`, {
    email: member.user.email,
    role,
  });
  assert.equal(invited.statusCode, 201, invited.body);
  const pending = (await call(member, 'GET', '/api/teams/invitations')).json() as {
    data: { id: string; team_id: string }[];
  };
  const invitation = pending.data.find((one) => one.team_id === team.id);
  const accepted = await call(member, 'POST', `/api/teams/invitations/${invitation?.id}/accept`);
  assert.equal(accepted.statusCode, 200, accepted.body);
}

/** Runs the jobs until the account's purge job has finished (it waits for the notices first). */
async function runUntilPurged(userId: string) {
  for (let round = 0; round < 10; round += 1) {
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) {
      await t.app.jobs.runDue();
      await t.app.jobs.idle();
      return;
    }
    // The purge waits 30 s between looks: make it due again.
    await t.app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(sql`${jobs.kind} = ${ACCOUNT_PURGE_JOB} AND ${jobs.status} = 'pending'`);
  }
  assert.fail('the account was not purged');
}

/**
 * Every row of every table of the schema whose text mentions one of `needles` (the table list
 * comes from the database itself, so a table added later is covered without changing this test).
 */
async function rowsNaming(needles: string[]): Promise<string[]> {
  const tables = (await t.app.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  assert.ok(tables.rows.length > 15, 'the schema has its tables');
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    for (const needle of needles) {
      const result = (await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} AS r WHERE strpos(lower(r::text), lower(${needle})) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(result.rows[0].n) > 0) found.push(`${table} (${needle})`);
    }
  }
  return found;
}

describe('export my data', () => {
  test('a job prepares a zip of the profile, schedules, event types, bookings with answers and teams', async () => {
    const host = await seedHost(t.app);
    const { eventType, questions } = await seedEventType(t.app, host.user.id, { title: 'Export call' }, [
      { questionText: 'What shall we discuss?' },
    ]);
    const booking = await book(eventType.id, utcInstant(utcDate(3), '10:00'), 'export-attendee@example.com', [
      { question_id: questions[0].id, answer: 'The archive' },
    ]);
    await createTeam(host, 'Exporters');

    assert.equal((await call(null, 'POST', '/api/account/exports')).statusCode, 401);
    const asked = await call(host, 'POST', '/api/account/exports');
    assert.equal(asked.statusCode, 202, asked.body);
    const pending = (asked.json() as { data: AccountExport }).data;
    assert.ok(['pending', 'ready'].includes(pending.status));

    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    const listed = (await call(host, 'GET', '/api/account/exports')).json() as { data: AccountExport[] };
    assert.equal(listed.data[0].id, pending.id);
    assert.equal(listed.data[0].status, 'ready');
    const expiresIn = new Date(listed.data[0].expires_at).getTime() - Date.now();
    assert.ok(expiresIn > 23.9 * 3_600_000 && expiresIn <= 24 * 3_600_000, 'offered for 24 hours');

    const download = await call(host, 'GET', `/api/account/exports/${pending.id}/download`);
    assert.equal(download.statusCode, 200, download.body);
    assert.equal(download.headers['content-type'], 'application/zip');
    assert.match(
      String(download.headers['content-disposition']),
      /^attachment; filename="slotwise-export-.*\.zip"$/,
    );
    assert.equal(download.headers['cache-control'], 'no-store');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const names = Object.keys(files);
    const json = JSON.parse(strFromU8(files[names.find((n) => n.endsWith('account.json')) as string]));
    const ics = strFromU8(files[names.find((n) => n.endsWith('bookings.ics')) as string]);

    assert.equal(json.profile.email, host.user.email);
    assert.equal(json.profile.username, host.user.username);
    assert.equal(json.schedules.length, 1);
    assert.equal(json.schedules[0].slots.length, 7);
    assert.deepEqual(
      json.event_types.map((one: { title: string }) => one.title),
      ['Export call'],
    );
    assert.equal(json.event_types[0].questions[0].text, 'What shall we discuss?');
    assert.equal(json.bookings.length, 1);
    assert.equal(json.bookings[0].id, booking.id);
    assert.equal(json.bookings[0].attendee_email, 'export-attendee@example.com');
    assert.deepEqual(json.bookings[0].answers, [
      {
        question_id: questions[0].id,
        question_text: 'What shall we discuss?',
        answer: 'The archive',
        answer_type: 'short',
      },
    ]);
    assert.ok(booking.link_secret, 'the attendee got a link secret');
    assert.equal(JSON.stringify(json).includes(booking.link_secret), false, 'the attendee link stays theirs');
    assert.deepEqual(
      json.teams.map((team: { name: string; role: string }) => [team.name, team.role]),
      [['Exporters', 'owner']],
    );
    assert.match(ics, /BEGIN:VCALENDAR/);
    assert.match(ics, new RegExp(`UID:${booking.id}`));
    assert.match(ics, /SUMMARY:Export call \(Grace Hopper\)/);
    assert.match(ics, /The archive/);
  });

  test('one export is prepared at a time; it cannot be downloaded before it is ready', async () => {
    const owner = await registerAccount(t.app);
    // A pending export without its job yet: as the first request leaves it until the job runs.
    const [row] = await t.app.db
      .insert(accountExports)
      .values({ userId: owner.user.id, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const again = await call(owner, 'POST', '/api/account/exports');
    assert.equal(again.statusCode, 202);
    assert.equal((again.json() as { data: AccountExport }).data.id, row.id);
    const early = await call(owner, 'GET', `/api/account/exports/${row.id}/download`);
    assert.equal(early.statusCode, 409);
    assert.equal((early.json() as { message: string }).message, accountDataMessages.exportNotReady);
  });

  test('another account never sees nor downloads it', async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const asked = (await call(owner, 'POST', '/api/account/exports')).json() as { data: AccountExport };
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    assert.equal(
      (await call(other, 'GET', `/api/account/exports/${asked.data.id}/download`)).statusCode,
      404,
    );
    assert.equal((await call(other, 'GET', '/api/account/exports/not-a-uuid/download')).statusCode, 404);
    assert.deepEqual(
      ((await call(other, 'GET', '/api/account/exports')).json() as { data: unknown[] }).data,
      [],
    );
    assert.equal((await call(null, 'GET', `/api/account/exports/${asked.data.id}/download`)).statusCode, 401);
    assert.equal(
      (await call(owner, 'GET', `/api/account/exports/${asked.data.id}/download`)).statusCode,
      200,
    );
  });

  test('after 24 hours it is gone: refused at once, deleted by its expiry job', async () => {
    const owner = await registerAccount(t.app);
    const asked = (await call(owner, 'POST', '/api/account/exports')).json() as { data: AccountExport };
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    await t.app.db
      .update(accountExports)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountExports.id, asked.data.id));
    const download = await call(owner, 'GET', `/api/account/exports/${asked.data.id}/download`);
    assert.equal(download.statusCode, 404);
    assert.equal((download.json() as { message: string }).message, accountDataMessages.exportNotFound);
    assert.deepEqual(
      ((await call(owner, 'GET', '/api/account/exports')).json() as { data: unknown[] }).data,
      [],
    );
    await t.app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(sql`${jobs.kind} = 'account-export-expiry' AND ${jobs.payload}->>'exportId' = ${asked.data.id}`);
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    const rows = await t.app.db.select().from(accountExports).where(eq(accountExports.id, asked.data.id));
    assert.equal(rows.length, 0);
  });

  test('at most 5 a day', async () => {
    const owner = await registerAccount(t.app);
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await call(owner, 'POST', '/api/account/exports')).statusCode, 202);
      await t.app.jobs.runDue();
      await t.app.jobs.idle();
    }
    const refused = await call(owner, 'POST', '/api/account/exports');
    assert.equal(refused.statusCode, 429);
    assert.equal((refused.json() as { message: string }).message, accountDataMessages.tooManyExports);
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });
});

describe('delete my account', () => {
  test('asks for the password; a wrong one or none is refused and changes nothing', async () => {
    const account = await registerAccount(t.app);
    const asks = await call(account, 'GET', '/api/account/deletion');
    assert.deepEqual(asks.json(), { data: { confirm_with: 'password', second_factor: false } });
    const none = await call(account, 'POST', '/api/account/delete', {});
    assert.equal(none.statusCode, 422);
    assert.deepEqual((none.json() as { errors: object }).errors, {
      password: [accountDataMessages.passwordRequired],
    });
    const wrong = await call(account, 'POST', '/api/account/delete', { password: 'Not-the-password-1' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual((wrong.json() as { errors: object }).errors, {
      password: [accountDataMessages.passwordWrong],
    });
    assert.equal((await call(account, 'GET', '/api/auth/me')).statusCode, 200);
  });

  test('wrong guesses count against the sign-in limit', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(account, 'POST', '/api/account/delete', { password: `Wrong-password-${i}` });
      assert.equal(wrong.statusCode, 422);
    }
    const limited = await call(account, 'POST', '/api/account/delete', {
      password: account.payload.password,
    });
    assert.equal(limited.statusCode, 429);
    assert.equal((await call(account, 'GET', '/api/auth/me')).statusCode, 200);
  });

  test('an account without a password (Google sign-in) types its e-mail address instead', async () => {
    const account = await registerAccount(t.app);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.user.id));
    const asks = await call(account, 'GET', '/api/account/deletion');
    assert.deepEqual(asks.json(), { data: { confirm_with: 'email', second_factor: false } });
    const wrong = await call(account, 'POST', '/api/account/delete', { email: 'someone.else@example.com' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual((wrong.json() as { errors: object }).errors, {
      email: [accountDataMessages.emailMismatch],
    });
    const right = await call(account, 'POST', '/api/account/delete', {
      email: account.user.email.toUpperCase(),
    });
    assert.equal(right.statusCode, 200, right.body);
    assert.equal((await call(account, 'GET', '/api/auth/me')).statusCode, 401);
  });

  test('the only owner of a team with plain members is refused, saying which team', async () => {
    const owner = await registerAccount(t.app);
    const member = await registerAccount(t.app);
    const team = await createTeam(owner, 'Keepers');
    await join(owner, team, member);
    const refused = await call(owner, 'POST', '/api/account/delete', { password: owner.payload.password });
    assert.equal(refused.statusCode, 409);
    const body = refused.json() as { message: string; errors: Record<string, string[]> };
    assert.equal(body.message, accountDataMessages.soleOwner);
    assert.deepEqual(body.errors.teams, ['Keepers']);
    assert.equal((await call(owner, 'GET', '/api/auth/me')).statusCode, 200);

    // With an admin, ownership passes to them and the team goes on.
    const teams = ((await call(owner, 'GET', '/api/teams')).json() as { data: Team[] }).data;
    const memberId = memberIdOf(teams.find((one) => one.id === team.id) as Team, member.user.email);
    const role = await call(owner, 'PATCH', `/api/teams/${team.id}/members/${memberId}`, { role: 'admin' });
    assert.equal(role.statusCode, 200, role.body);
    const deleted = await call(owner, 'POST', '/api/account/delete', { password: owner.payload.password });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const kept = ((await call(member, 'GET', '/api/teams')).json() as { data: Team[] }).data;
    const after = kept.find((one) => one.id === team.id) as Team;
    assert.equal(after.members.find((one) => one.email === member.user.email)?.role, 'owner');
  });

  test('cancels upcoming bookings with the attendees’ mails, removes everything naming the account, and nothing signs in again', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { title: 'Farewell call' });
    const upcoming = await book(
      eventType.id,
      utcInstant(utcDate(2), '11:00'),
      'leaving-attendee@example.com',
    );
    const second = await book(eventType.id, utcInstant(utcDate(4), '11:00'), 'other-attendee@example.com');
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    // A team of their own, an avatar, an API key, a webhook endpoint, a Google account, an export.
    await createTeam(host, 'Solo act');
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/avatar',
      ...multipart(jpegWithExif()),
      headers: { ...multipart(jpegWithExif()).headers, authorization: `Bearer ${host.accessToken}` },
    });
    assert.equal(avatar.statusCode, 200, avatar.body);
    assert.equal((await call(host, 'POST', '/api/developers/api-keys', { name: 'CI' })).statusCode, 201);
    await t.app.db.insert(webhookEndpoints).values({
      userId: host.user.id,
      url: 'https://hooks.example.com/slotwise',
      events: ['booking.cancelled'],
      sealedSecret: 'sealed',
    });
    const tokens = new SealedBox(t.config.encryptionKey, 'google-calendar-tokens');
    await t.app.db.insert(googleAccounts).values({
      userId: host.user.id,
      googleSubject: 'google-subject-of-host',
      email: 'host.calendar@example.com',
      scopes: { calendar: true, calendar_events: true, profile: true, email: true, meet: true },
      accessTokenSealed: tokens.seal('access-token-of-host'),
      refreshTokenSealed: tokens.seal('refresh-token-of-host'),
      isPrimary: true,
    });
    assert.equal((await call(host, 'POST', '/api/account/exports')).statusCode, 202);
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    // Someone else's rows that only look alike stay: a longer address ending with the host's.
    const [lookalike] = await t.app.db
      .insert(jobs)
      .values({ kind: 'mail', status: 'done', payload: { to: `jo${host.user.email}` }, runAt: new Date() })
      .returning();
    const mailsBefore = readOutbox(t.config.outboxDir).length;

    const deleted = await call(host, 'POST', '/api/account/delete', { password: host.payload.password });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((deleted.json() as { message: string }).message, accountDataMessages.deleted);

    // Nothing of it signs in again, at once.
    assert.equal((await call(host, 'GET', '/api/auth/me')).statusCode, 401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: host.user.email, password: host.payload.password },
    });
    assert.equal(login.statusCode, 401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: host.refreshToken, 'XSRF-TOKEN': host.xsrf },
      headers: { 'x-xsrf-token': host.xsrf },
    });
    assert.equal(refresh.statusCode, 401);
    // The public page is gone and its times are no longer offered.
    const page = await t.app.inject({ method: 'GET', url: `/api/public/users/${host.user.username}` });
    assert.equal(page.statusCode, 404);

    await runUntilPurged(host.user.id);

    // The attendees got the usual cancellation (METHOD:CANCEL with the reason); the host no copy.
    for (const attendee of ['leaving-attendee@example.com', 'other-attendee@example.com']) {
      const mail = await waitForMail(t.config.outboxDir, attendee, 5000, /METHOD:CANCEL/);
      assert.match(mail.decoded, new RegExp(ACCOUNT_DELETED_REASON));
    }
    const newMails = readOutbox(t.config.outboxDir).slice(mailsBefore);
    assert.equal(
      newMails.some((mail) => new RegExp(`^To: .*${host.user.email}`, 'im').test(mail.raw)),
      false,
      'no mail to the deleted account',
    );
    assert.ok(upcoming.id && second.id);
    // The Google grant was revoked at Google.
    assert.ok(revoked.includes('refresh-token-of-host'), `revoked: ${revoked.join(', ')}`);

    const kept = await t.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, lookalike.id));
    assert.equal(kept.length, 1, 'a job of another address stays');
    await t.app.db.delete(jobs).where(eq(jobs.id, lookalike.id));

    // No row of any table names the account: neither its id, nor its address, nor its username.
    assert.deepEqual(await rowsNaming([host.user.id, host.user.email, host.user.username]), []);
  });
});

function memberIdOf(team: Team, email: string): string {
  return team.members.find((one) => one.email === email.toLowerCase())?.id as string;
}

function multipart(bytes: Buffer) {
  const boundary = '----slotwise-account-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
