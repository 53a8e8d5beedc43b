import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { twoFactorMessages } from '@slotwise/shared/contract/account-security.contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { users } from '../../db/schema/users.schema';
import { cookieValue, createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

const PERIOD_MS = 30_000;

/** A code of the secret for the step `steps` away from now (as an authenticator app a little off would). */
function codeAt(secret: string, steps: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * PERIOD_MS,
  });
}

/** Waits until the clock is well inside a 30-second step, so "one step away" stays one step away. */
async function awayFromStepEdge(): Promise<void> {
  const into = Date.now() % PERIOD_MS;
  if (into > 2_000 && into < 25_000) return;
  const wait = into <= 2_000 ? 2_100 - into : PERIOD_MS - into + 2_100;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

// docs/product.md#two-factor-sign-in
describe('two-factor sign-in (TOTP and recovery codes)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ twoFactorRateLimit: { max: 5, windowSeconds: 900 } });
  });
  after(async () => {
    await t?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const login = (account: { payload: { username: string; password: string } }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.payload.username, password: account.payload.password },
    });
  const second = (challenge: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code } });

  /** An account with two-factor sign-in on: its secret and its recovery codes. */
  async function withTwoFactor() {
    const account = await registerAccount(t.app);
    const setup = await post('/api/auth/two-factor/setup', account.accessToken);
    assert.equal(setup.statusCode, 200, setup.body);
    const { secret, otpauth_url, qr_svg } = setup.json();
    assert.match(otpauth_url, /^otpauth:\/\/totp\/Slotwise:/);
    assert.ok(otpauth_url.includes(`secret=${secret}`));
    assert.match(qr_svg, /^<svg/);
    await awayFromStepEdge();
    const enabled = await post('/api/auth/two-factor/enable', account.accessToken, {
      code: codeAt(secret, 0),
    });
    assert.equal(enabled.statusCode, 200, enabled.body);
    const codes: string[] = enabled.json().recovery_codes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/);
    return { account, secret, codes };
  }

  async function challengeOf(account: { payload: { username: string; password: string } }): Promise<string> {
    const res = await login(account);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.two_factor_required, true);
    assert.equal(body.access_token, undefined, 'no session before the code');
    assert.equal(cookieValue(res, 'refresh_token'), undefined, 'no refresh cookie before the code');
    return body.challenge;
  }

  test('the secret is stored sealed, never in clear', async () => {
    const { account, secret } = await withTwoFactor();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.user.id));
    assert.ok(row?.totpSecret);
    assert.ok(!row.totpSecret.includes(secret));
    assert.equal(row.totpPendingSecret, null);
  });

  test('a wrong first code does not turn it on; enabling twice is refused', async () => {
    const account = await registerAccount(t.app);
    const { secret } = (await post('/api/auth/two-factor/setup', account.accessToken)).json();
    await awayFromStepEdge();
    const wrong = await post('/api/auth/two-factor/enable', account.accessToken, { code: codeAt(secret, 3) });
    assert.equal(wrong.statusCode, 422);
    assert.equal(wrong.json().message, twoFactorMessages.codeWrong);
    assert.equal((await login(account)).json().access_token !== undefined, true, 'still one step');
    const ok = await post('/api/auth/two-factor/enable', account.accessToken, { code: codeAt(secret, 0) });
    assert.equal(ok.statusCode, 200);
    const again = await post('/api/auth/two-factor/setup', account.accessToken);
    assert.equal(again.statusCode, 409);
  });

  test('sign-in asks for the code: ±1 step of clock skew accepted, ±2 refused, a code works once', async () => {
    const { account, secret } = await withTwoFactor();
    // Forget the step enabling used, so that only the skew decides below.
    await t.app.db.update(users).set({ totpLastStep: null }).where(eq(users.id, account.user.id));
    await awayFromStepEdge();
    const challenge = await challengeOf(account);
    for (const steps of [-2, 2]) {
      const res = await second(challenge, codeAt(secret, steps));
      assert.equal(res.statusCode, 422, `${steps} steps`);
      assert.equal(res.json().message, twoFactorMessages.codeWrong);
    }
    const behind = await second(challenge, codeAt(secret, -1));
    assert.equal(behind.statusCode, 200, behind.body);
    assert.ok(behind.json().access_token);
    assert.ok(cookieValue(behind, 'refresh_token'));
    const ahead = await second(await challengeOf(account), codeAt(secret, 1));
    assert.equal(ahead.statusCode, 200, ahead.body);
    // The same code again (within its window) is a replay.
    const replay = await second(await challengeOf(account), codeAt(secret, 1));
    assert.equal(replay.statusCode, 422);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(ahead.json().access_token),
    });
    assert.equal(me.statusCode, 200);
  });

  test('a recovery code works once, whatever its case and dashes', async () => {
    const { account, codes } = await withTwoFactor();
    const code = codes[0] as string;
    const first = await second(await challengeOf(account), ` ${code.toUpperCase().replace('-', '')} `);
    assert.equal(first.statusCode, 200, first.body);
    const again = await second(await challengeOf(account), code);
    assert.equal(again.statusCode, 422);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/account-security',
      headers: bearer(first.json().access_token),
    });
    assert.equal(status.json().recovery_codes_left, 9);
    assert.equal(status.json().two_factor_enabled, true);
  });

  test('a forged, expired or foreign challenge is refused; a password change ends a waiting challenge', async () => {
    const { account, secret } = await withTwoFactor();
    for (const bad of ['x'.repeat(40), `${(await challengeOf(account)).slice(0, -2)}AA`]) {
      const res = await second(bad, codeAt(secret, 0));
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().message, twoFactorMessages.challengeExpired);
    }
    const waiting = await challengeOf(account);
    await t.app.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, account.user.id));
    const res = await second(waiting, codeAt(secret, 0));
    assert.equal(res.statusCode, 401);
  });

  test('wrong codes are limited per account in the database (429), whatever the challenge', async () => {
    const { account } = await withTwoFactor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await second(await challengeOf(account), '000000')).statusCode);
    }
    assert.deepEqual(statuses.slice(0, 5), [422, 422, 422, 422, 422]);
    assert.equal(statuses[5], 429);
    // Refused even with a right recovery code now: the limit comes first.
  });

  test('disabling needs the password and a code; then sign-in is one step again', async () => {
    const { account, secret, codes } = await withTwoFactor();
    const wrongPassword = await post('/api/auth/two-factor/disable', account.accessToken, {
      password: 'not-the-password',
      code: codes[1],
    });
    assert.equal(wrongPassword.statusCode, 422);
    const wrongCode = await post('/api/auth/two-factor/disable', account.accessToken, {
      password: account.payload.password,
      code: codeAt(secret, 5),
    });
    assert.equal(wrongCode.statusCode, 422);
    const ok = await post('/api/auth/two-factor/disable', account.accessToken, {
      password: account.payload.password,
      code: codes[1],
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const res = await login(account);
    assert.ok(res.json().access_token);
  });

  test('an account without a password (Google only) cannot turn it on; other routes need a session', async () => {
    const account = await registerAccount(t.app);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.user.id));
    const res = await post('/api/auth/two-factor/setup', account.accessToken);
    assert.equal(res.statusCode, 422);
    const bodies: Record<string, Record<string, unknown> | undefined> = {
      '/api/auth/two-factor/setup': undefined,
      '/api/auth/two-factor/enable': { code: '123456' },
      '/api/auth/two-factor/disable': { password: 'x', code: '123456' },
    };
    for (const [url, body] of Object.entries(bodies)) {
      assert.equal((await post(url, null, body)).statusCode, 401, url);
    }
  });
});
