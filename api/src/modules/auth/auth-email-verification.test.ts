import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  emailVerification,
  emailVerificationMessages,
  resetPasswordDone,
} from '@slotwise/shared/contract/auth.contract';
import { eq, sql } from 'drizzle-orm';
import { emailVerificationTokens } from '../../db/schema/auth.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { users } from '../../db/schema/users.schema';
import { CONFIRMATION_LINK, type OutboxMail, readOutbox, waitForMail } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

const PUBLIC_URL = 'http://slotwise.test:3000';

/** The token of a confirmation link: in the fragment, so no server ever logs it. */
function tokenFromMail(mail: OutboxMail): string {
  const match = /http:\/\/slotwise\.test:3000\/verify-email#token=([A-Za-z0-9_%-]+)/.exec(mail.decoded);
  assert.ok(match, `the mail holds the confirmation link:\n${mail.decoded}`);
  return decodeURIComponent(match[1]);
}

const confirmationMails = (outboxDir: string, to: string) =>
  readOutbox(outboxDir).filter(
    (mail) => mail.raw.includes(`To: ${to}`) && /\/verify-email#token=/.test(mail.decoded),
  );

async function waitForConfirmationMails(outboxDir: string, to: string, count: number): Promise<OutboxMail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = confirmationMails(outboxDir, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} confirmation mails to ${to}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('verified e-mail addresses', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL, jobPollSeconds: 0 });
  });
  after(async () => {
    await t?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { id: string; email_verified: boolean };
  };
  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const resend = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(token) });

  test('sign-up mails a single-use link in the account language; opening it confirms the address', async () => {
    const account = await registerAccount(t.app, { verified: false, language: 'fr' });
    assert.equal(account.user.email_verified, false, 'the sign-up answer says unverified');
    assert.equal((await me(account.accessToken)).email_verified, false);

    const mail = await waitForMail(t.config.outboxDir, account.payload.email, 5000, CONFIRMATION_LINK);
    assert.match(mail.decoded, /^Subject: Confirmez votre adresse e-mail pour Slotwise/m);
    assert.match(mail.decoded, /expire dans 24 heures/);
    const token = tokenFromMail(mail);

    // The job table never shows the link: the message is sealed.
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'template' = 'email-verification'`)
      .limit(1);
    assert.ok(job, 'a durable mail job');
    assert.ok(!JSON.stringify(job.payload).includes(token));
    assert.ok(!JSON.stringify(job.payload).includes(account.payload.email));

    const done = await verify(token);
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { message: emailVerificationMessages.verified });
    assert.equal((await me(account.accessToken)).email_verified, true);

    // Single use.
    const again = await verify(token);
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, emailVerificationMessages.tokenInvalid);
    assert.deepEqual(again.json().errors, { token: [emailVerificationMessages.tokenInvalid] });
  });

  test('an unknown, expired or stale link confirms nothing', async () => {
    assert.equal((await verify('x'.repeat(43))).statusCode, 422, 'unknown token');
    assert.equal((await verify('short')).statusCode, 422, 'malformed token');
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/auth/verify-email?token=${'y'.repeat(43)}`,
      payload: {},
    });
    assert.equal(query.statusCode, 422, 'the token is read from the body only');

    const expired = await registerAccount(t.app, { verified: false });
    const expiredToken = tokenFromMail(
      await waitForMail(t.config.outboxDir, expired.payload.email, 5000, CONFIRMATION_LINK),
    );
    await t.app.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, expired.user.id));
    const late = await verify(expiredToken);
    assert.equal(late.statusCode, 422);
    assert.equal(late.json().message, emailVerificationMessages.tokenInvalid);
    assert.equal((await me(expired.accessToken)).email_verified, false);

    // A link proves the address it was mailed to, not the account's address of today.
    const moved = await registerAccount(t.app, { verified: false });
    const movedToken = tokenFromMail(
      await waitForMail(t.config.outboxDir, moved.payload.email, 5000, CONFIRMATION_LINK),
    );
    await t.app.db
      .update(users)
      .set({ email: `moved.${moved.payload.email}` })
      .where(eq(users.id, moved.user.id));
    assert.equal((await verify(movedToken)).statusCode, 422);
    assert.equal((await me(moved.accessToken)).email_verified, false);
  });

  test('resend: a new working link, limited per account and per address', async () => {
    const account = await registerAccount(t.app, { verified: false });
    await waitForConfirmationMails(t.config.outboxDir, account.payload.email, 1);

    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode,
      401,
      'signed-in only',
    );
    for (let sent = 1; sent <= emailVerification.resendPerHour; sent += 1) {
      const res = await resend(account.accessToken);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: emailVerificationMessages.sent });
    }
    const refused = await resend(account.accessToken);
    assert.equal(refused.statusCode, 429);
    assert.match(
      refused.json().message,
      /^Too many confirmation emails\. Please try again in \d+ minutes?\.$/,
    );
    assert.ok(Number(refused.headers['retry-after']) > 0);

    const mails = await waitForConfirmationMails(
      t.config.outboxDir,
      account.payload.email,
      1 + emailVerification.resendPerHour,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(
      confirmationMails(t.config.outboxDir, account.payload.email).length,
      mails.length,
      'the refused resend sent nothing',
    );
    // Any of the links works; the others stop once the address is proven.
    const tokens = mails.map(tokenFromMail);
    assert.equal((await verify(tokens[1])).statusCode, 200);
    assert.equal((await verify(tokens[2])).statusCode, 422);

    // Proven: no more mail, however often asked.
    const already = await resend(account.accessToken);
    assert.equal(already.statusCode, 200);
    assert.deepEqual(already.json(), { message: emailVerificationMessages.alreadyVerified });

    // The address keeps its count when another account takes it (here: the first one is gone).
    const address = `limit.${account.payload.email}`;
    const first = await registerAccount(t.app, { verified: false, email: address });
    for (let sent = 1; sent <= emailVerification.resendPerHour; sent += 1) {
      assert.equal((await resend(first.accessToken)).statusCode, 200);
    }
    await t.app.db.delete(users).where(eq(users.id, first.user.id));
    const second = await registerAccount(t.app, { verified: false, email: address });
    assert.equal((await resend(second.accessToken)).statusCode, 429);
  });

  test('an unverified account cannot create API keys or webhooks (personal or team)', async () => {
    const account = await registerAccount(t.app, { verified: false });
    const call = (method: 'POST' | 'GET', url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: bearer(account.accessToken), payload: payload as object });

    const key = await call('POST', '/api/developers/api-keys', { name: 'CI' });
    assert.equal(key.statusCode, 403);
    assert.deepEqual(key.json(), { message: emailVerificationMessages.required });
    const hook = await call('POST', '/api/developers/webhooks', {
      url: 'https://hooks.example.com/in',
      events: ['booking.created'],
    });
    assert.equal(hook.statusCode, 403);
    assert.deepEqual(hook.json(), { message: emailVerificationMessages.required });

    const team = await call('POST', '/api/teams', { name: 'Unproven team' });
    assert.equal(team.statusCode, 201, team.body);
    const teamHook = await call('POST', '/api/developers/webhooks', {
      url: 'https://hooks.example.com/team',
      events: ['booking.created'],
      team_id: team.json().data.id,
    });
    assert.equal(teamHook.statusCode, 403);
    assert.deepEqual(teamHook.json(), { message: emailVerificationMessages.required });

    assert.deepEqual((await call('GET', '/api/developers/api-keys')).json().data, [], 'nothing was created');
    assert.deepEqual((await call('GET', '/api/developers/webhooks')).json().data, []);

    // Once the link is opened, the same calls work.
    const token = tokenFromMail(
      await waitForMail(t.config.outboxDir, account.payload.email, 5000, CONFIRMATION_LINK),
    );
    assert.equal((await verify(token)).statusCode, 200);
    assert.equal((await call('POST', '/api/developers/api-keys', { name: 'CI' })).statusCode, 201);
  });

  test('completing a password reset proves the address', async () => {
    const account = await registerAccount(t.app, { verified: false });
    await waitForConfirmationMails(t.config.outboxDir, account.payload.email, 1);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.payload.email },
    });
    const deadline = Date.now() + 5000;
    let resetMail: OutboxMail | undefined;
    while (!resetMail && Date.now() < deadline) {
      resetMail = readOutbox(t.config.outboxDir).find(
        (mail) =>
          mail.raw.includes(`To: ${account.payload.email}`) && /reset-password#token=/.test(mail.decoded),
      );
      if (!resetMail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(resetMail, 'the reset mail');
    const resetToken = decodeURIComponent(
      /reset-password#token=([A-Za-z0-9_%-]+)/.exec(resetMail.decoded)?.[1] ?? '',
    );
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'Brand-New-Pass-7', password_confirmation: 'Brand-New-Pass-7' },
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { message: resetPasswordDone });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.user.id));
    assert.ok(row.emailVerifiedAt, 'verified by the reset');
  });
});
