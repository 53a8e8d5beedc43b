import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  forgotPasswordAnswer,
  passwordMessages,
  resetPasswordDone,
  resetTokenInvalid,
} from '@slotwise/shared/contract/auth.contract';
import { CONFIRMATION_LINK, readOutbox, waitForMail } from '../../testing/outbox.helper';
import { cookieValue, createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

const tokenFromMail = (decoded: string, publicUrl: string) => {
  const match = new RegExp(`${publicUrl.replace(/[.]/g, '\\.')}/reset-password#token=([A-Za-z0-9_%-]+)`).exec(
    decoded,
  );
  assert.ok(match, 'the mail contains the reset link');
  return decodeURIComponent(match[1]);
};

describe('forgot / reset password', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ publicUrl: 'http://slotwise.test:3000' });
  });
  after(async () => {
    await t?.close();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, password_confirmation: password },
    });
  const login = (loginId: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: loginId, password } });

  test('an unknown email gets the same answer and no mail is written', async () => {
    const before = readOutbox(t.config.outboxDir).length;
    const res = await forgot('nobody@example.com');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: forgotPasswordAnswer });
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(readOutbox(t.config.outboxDir).length, before);
  });

  test('a known email gets the same answer and an .eml with a working single-use link', async () => {
    const account = await registerAccount(t.app);
    const res = await forgot(account.payload.email.toUpperCase());
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: forgotPasswordAnswer });

    const mail = await waitForMail(t.config.outboxDir, account.payload.email);
    assert.match(mail.raw, /^Subject: Reset your Slotwise password/m);
    assert.match(mail.raw, /^From: Slotwise <no-reply@localhost>/m);
    const token = tokenFromMail(mail.decoded, t.config.publicUrl);

    // Sessions that existed before the reset.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: account.refreshToken, 'XSRF-TOKEN': account.xsrf },
      headers: { 'x-xsrf-token': account.xsrf },
    });
    assert.equal(session.statusCode, 200);
    const liveRefresh = cookieValue(session, 'refresh_token') as string;
    const liveXsrf = cookieValue(session, 'XSRF-TOKEN') as string;

    for (const password of ['        ', 'aaaaaaaaaa', '1111111111']) {
      const trivial = await reset(token, password);
      assert.equal(trivial.statusCode, 422, JSON.stringify(password));
      assert.deepEqual(trivial.json().errors, { password: [passwordMessages.oneCharacter] });
    }

    const done = await reset(token, 'Brand-New-Pass-7');
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { message: resetPasswordDone });

    assert.equal(
      (await login(account.payload.username, account.payload.password)).statusCode,
      401,
      'old password refused',
    );
    assert.equal(
      (await login(account.payload.username, 'Brand-New-Pass-7')).statusCode,
      200,
      'new password works',
    );

    // All refresh families of the user were revoked.
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: liveRefresh, 'XSRF-TOKEN': liveXsrf },
      headers: { 'x-xsrf-token': liveXsrf },
    });
    assert.equal(revoked.statusCode, 401);

    // Single use.
    const again = await reset(token, 'Another-Pass-8');
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json(), { message: resetTokenInvalid, errors: { token: [resetTokenInvalid] } });
    assert.equal((await login(account.payload.username, 'Another-Pass-8')).statusCode, 401);
  });

  test("a common password, one of a single repeated character or the account's own username is refused and the link stays usable", async () => {
    const account = await registerAccount(t.app);
    await forgot(account.payload.email);
    const mail = await waitForMail(t.config.outboxDir, account.payload.email);
    const token = tokenFromMail(mail.decoded, t.config.publicUrl);

    const common = await reset(token, 'Password123');
    assert.equal(common.statusCode, 422);
    assert.deepEqual(common.json().errors, { password: [passwordMessages.common] });
    const own = await reset(token, account.payload.username);
    assert.equal(own.statusCode, 422);
    assert.deepEqual(own.json().errors, { password: [passwordMessages.matchesIdentifier] });
    const email = await reset(token, account.payload.email.toUpperCase());
    assert.deepEqual(email.json().errors, { password: [passwordMessages.matchesIdentifier] });

    const done = await reset(token, 'Brand-New-Pass-7');
    assert.equal(done.statusCode, 200, done.body);
  });

  test('an unknown token answers 422; validation errors use the field shape', async () => {
    const unknown = await reset('x'.repeat(43), 'Brand-New-Pass-7');
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json(), { message: resetTokenInvalid, errors: { token: [resetTokenInvalid] } });

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), password: 'Brand-New-Pass-7', password_confirmation: 'nope-nope-1' },
    });
    assert.equal(mismatch.statusCode, 422);
    assert.deepEqual(mismatch.json().errors, { password_confirmation: ['Passwords must match'] });

    const badEmail = await forgot('not-an-email');
    assert.equal(badEmail.statusCode, 422);
    assert.ok(badEmail.json().errors.email);
  });

  test('an older link stops working once another one was used', async () => {
    const account = await registerAccount(t.app);
    await forgot(account.payload.email);
    const first = tokenFromMail(
      (await waitForMail(t.config.outboxDir, account.payload.email)).decoded,
      t.config.publicUrl,
    );
    await forgot(account.payload.email);
    let second = first;
    const deadline = Date.now() + 5000;
    while (second === first && Date.now() < deadline) {
      const mails = readOutbox(t.config.outboxDir).filter(
        (m) => m.raw.includes(account.payload.email) && !CONFIRMATION_LINK.test(m.decoded),
      );
      if (mails.length === 2) second = tokenFromMail(mails[1].decoded, t.config.publicUrl);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.notEqual(second, first);
    assert.equal((await reset(second, 'Brand-New-Pass-7')).statusCode, 200);
    assert.equal((await reset(first, 'Other-New-Pass-8')).statusCode, 422);
  });
});

describe('reset links expire', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ passwordResetTtlSeconds: 1 });
  });
  after(async () => {
    await t?.close();
  });

  test('an expired link answers 422 and the password stays', async () => {
    const account = await registerAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.payload.email },
    });
    const mail = await waitForMail(t.config.outboxDir, account.payload.email);
    const token = tokenFromMail(mail.decoded, t.config.publicUrl);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Brand-New-Pass-7', password_confirmation: 'Brand-New-Pass-7' },
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), { message: resetTokenInvalid, errors: { token: [resetTokenInvalid] } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.payload.email, password: account.payload.password },
    });
    assert.equal(login.statusCode, 200);
  });
});
