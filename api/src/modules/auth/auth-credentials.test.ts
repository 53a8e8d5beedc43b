import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  credentialMessages,
  passwordMessages,
  passwordsMustMatchMessage,
} from '@slotwise/shared/contract/auth.contract';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/auth.schema';
import { users } from '../../db/schema/users.schema';
import { waitForMail } from '../../testing/outbox.helper';
import { cookieValue, createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

// docs/product.md#taking-credentials-back: a password reset or change, and "Sign out everywhere".
describe('reset and change revoke sessions and keys; sign out everywhere', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      publicUrl: 'http://slotwise.test:3000',
      loginRateLimit: { maxPerIdentifier: 3, maxPerIp: 100, windowSeconds: 900 },
    });
  });
  after(async () => {
    await t?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const refresh = (refreshToken: string, xsrf: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refreshToken, 'XSRF-TOKEN': xsrf },
      headers: { 'x-xsrf-token': xsrf },
    });
  const login = (id: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: id, password } });
  const changePassword = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });

  /** An account signed in twice (this device and another), with an API key and a webhook endpoint. */
  async function equippedAccount() {
    const account = await registerAccount(t.app);
    const other = await login(account.payload.username, account.payload.password);
    assert.equal(other.statusCode, 200);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developers/api-keys',
      headers: bearer(account.accessToken),
      payload: { name: 'CI' },
    });
    assert.equal(key.statusCode, 201, key.body);
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/api/developers/webhooks',
      headers: bearer(account.accessToken),
      payload: { url: 'https://hooks.example.com/slotwise', events: ['booking.created'] },
    });
    assert.equal(endpoint.statusCode, 201, endpoint.body);
    return {
      ...account,
      other: {
        accessToken: other.json().access_token as string,
        refreshToken: cookieValue(other, 'refresh_token') as string,
        xsrf: cookieValue(other, 'XSRF-TOKEN') as string,
      },
      apiKey: key.json().data.key as string,
      endpointId: endpoint.json().data.id as string,
    };
  }
  const apiKeyWorks = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/event-types', headers: bearer(key) })).statusCode;
  const endpointOf = async (token: string, id: string) => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/developers/webhooks',
      headers: bearer(token),
    });
    assert.equal(list.statusCode, 200, list.body);
    return (
      list.json().data as { id: string; paused_at: string | null; paused_reason: string | null }[]
    ).find((endpoint) => endpoint.id === id);
  };

  test('changing the password needs the current one, counted like sign-ins, and a valid new one', async () => {
    const account = await registerAccount(t.app);
    const wrong = await changePassword(account.accessToken, {
      current_password: 'not-my-password',
      password: 'Fresh-Password-42',
      password_confirmation: 'Fresh-Password-42',
    });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json(), {
      message: credentialMessages.currentPasswordWrong,
      errors: { current_password: [credentialMessages.currentPasswordWrong] },
    });
    const common = await changePassword(account.accessToken, {
      current_password: account.payload.password,
      password: 'password123',
      password_confirmation: 'password123',
    });
    assert.equal(common.statusCode, 422);
    assert.deepEqual(common.json().errors, { password: [passwordMessages.common] });
    const mismatch = await changePassword(account.accessToken, {
      current_password: account.payload.password,
      password: 'Fresh-Password-42',
      password_confirmation: 'Fresh-Password-43',
    });
    assert.equal(mismatch.statusCode, 422);
    assert.deepEqual(mismatch.json().errors, { password_confirmation: [passwordsMustMatchMessage] });
    // Nothing was changed: the session and the old password still work.
    assert.equal((await me(account.accessToken)).statusCode, 200);
    assert.equal((await login(account.payload.username, account.payload.password)).statusCode, 200);

    // Wrong guesses share the account's sign-in budget (3 here): the 4th is refused unread.
    for (let i = 0; i < 3; i += 1) {
      const guess = await changePassword(account.accessToken, {
        current_password: `guess-${i}`,
        password: 'Fresh-Password-42',
        password_confirmation: 'Fresh-Password-42',
      });
      assert.equal(guess.statusCode, 422, `guess ${i}`);
    }
    const limited = await changePassword(account.accessToken, {
      current_password: account.payload.password,
      password: 'Fresh-Password-42',
      password_confirmation: 'Fresh-Password-42',
    });
    assert.equal(limited.statusCode, 429, limited.body);
    assert.ok(limited.headers['retry-after']);
    assert.equal((await login(account.payload.username, account.payload.password)).statusCode, 429);
  });

  test('changing the password keeps this session, ends the others, revokes keys and pauses webhooks', async () => {
    const account = await equippedAccount();
    assert.equal(await apiKeyWorks(account.apiKey), 200);
    const res = await changePassword(account.accessToken, {
      current_password: account.payload.password,
      password: 'Fresh-Password-42',
      password_confirmation: 'Fresh-Password-42',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(Object.keys(res.json()).sort(), ['access_token', 'message']);
    assert.equal(res.json().message, credentialMessages.passwordChanged);

    // Every token from before is dead at once, access tokens within their lifetime included.
    for (const token of [account.accessToken, account.other.accessToken]) {
      assert.equal((await me(token)).statusCode, 401);
    }
    assert.equal((await refresh(account.refreshToken, account.xsrf)).statusCode, 401);
    assert.equal((await refresh(account.other.refreshToken, account.other.xsrf)).statusCode, 401);
    assert.equal(await apiKeyWorks(account.apiKey), 401);

    // This device goes on: the new token and the new refresh cookie work.
    const token = res.json().access_token as string;
    assert.equal((await me(token)).statusCode, 200);
    const renewed = await refresh(
      cookieValue(res, 'refresh_token') as string,
      cookieValue(res, 'XSRF-TOKEN') as string,
    );
    assert.equal(renewed.statusCode, 200, renewed.body);
    const keys = await t.app.inject({
      method: 'GET',
      url: '/api/developers/api-keys',
      headers: bearer(token),
    });
    assert.deepEqual(keys.json().data, [], 'the revoked key is gone from the list');
    const endpoint = await endpointOf(token, account.endpointId);
    assert.ok(endpoint?.paused_at);
    assert.equal(endpoint?.paused_reason, 'password_changed');

    assert.equal((await login(account.payload.username, account.payload.password)).statusCode, 401);
    assert.equal((await login(account.payload.username, 'Fresh-Password-42')).statusCode, 200);
  });

  test('a password reset ends every session, revokes keys and pauses webhooks', async () => {
    const account = await equippedAccount();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.payload.email },
    });
    assert.equal(forgot.statusCode, 200);
    const mail = await waitForMail(t.config.outboxDir, account.payload.email);
    const link = /reset-password#token=([A-Za-z0-9_%-]+)/.exec(mail.decoded);
    assert.ok(link);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: decodeURIComponent(link[1]),
        password: 'Reset-Password-77',
        password_confirmation: 'Reset-Password-77',
      },
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(cookieValue(done, 'refresh_token'), undefined, 'a reset signs nobody in');

    for (const token of [account.accessToken, account.other.accessToken]) {
      assert.equal((await me(token)).statusCode, 401);
    }
    assert.equal((await refresh(account.refreshToken, account.xsrf)).statusCode, 401);
    assert.equal((await refresh(account.other.refreshToken, account.other.xsrf)).statusCode, 401);
    assert.equal(await apiKeyWorks(account.apiKey), 401);

    const signedIn = await login(account.payload.username, 'Reset-Password-77');
    assert.equal(signedIn.statusCode, 200);
    const endpoint = await endpointOf(signedIn.json().access_token, account.endpointId);
    assert.equal(endpoint?.paused_reason, 'password_changed');
  });

  test('sign out everywhere ends every other session but keeps this one, the keys and the webhooks', async () => {
    const account = await equippedAccount();
    const bystander = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: bearer(account.accessToken),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, credentialMessages.signedOutElsewhere);
    for (const token of [account.accessToken, account.other.accessToken]) {
      assert.equal((await me(token)).statusCode, 401);
    }
    assert.equal((await refresh(account.other.refreshToken, account.other.xsrf)).statusCode, 401);
    const token = res.json().access_token as string;
    assert.equal((await me(token)).statusCode, 200);
    assert.equal(
      (await refresh(cookieValue(res, 'refresh_token') as string, cookieValue(res, 'XSRF-TOKEN') as string))
        .statusCode,
      200,
    );
    assert.equal(await apiKeyWorks(account.apiKey), 200, 'API keys are not sessions');
    assert.equal((await me(bystander.accessToken)).statusCode, 200, 'other accounts are untouched');
    assert.equal((await endpointOf(token, account.endpointId))?.paused_at, null);
    // Unauthenticated, it does nothing.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('a refresh token of an older token version is refused even if it was never revoked', async () => {
    const account = await registerAccount(t.app);
    await t.app.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, account.user.id));
    // Only the version says no: the row is neither used nor revoked.
    const [row] = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account.user.id));
    assert.equal(row?.revokedAt, null);
    assert.equal((await refresh(account.refreshToken, account.xsrf)).statusCode, 401);
    assert.equal((await me(account.accessToken)).statusCode, 401);
  });

  test('an account without a password (Google sign-up) is told how to set one', async () => {
    const account = await registerAccount(t.app);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.user.id));
    const res = await changePassword(account.accessToken, {
      current_password: 'anything',
      password: 'Fresh-Password-42',
      password_confirmation: 'Fresh-Password-42',
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { current_password: [credentialMessages.noPasswordYet] });
    assert.equal((await me(account.accessToken)).statusCode, 200, 'nothing was revoked');
  });
});
