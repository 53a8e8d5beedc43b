import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../plugins/auth.plugin';
import {
  cookieValue,
  createTestApp,
  registerAccount,
  setCookie,
  type TestApp,
} from '../../testing/test-app.helper';

describe('access token, /me, refresh rotation, XSRF, logout', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  const me = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  /** `header` null sends no X-XSRF-TOKEN; by default it echoes the cookie like the front end. */
  const refresh = (
    refreshToken: string | undefined,
    xsrf: string | undefined,
    header: string | null | undefined = xsrf,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: {
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
        ...(xsrf ? { 'XSRF-TOKEN': xsrf } : {}),
      },
      headers: header ? { 'x-xsrf-token': header } : {},
    });
  const logout = (
    refreshToken: string | undefined,
    xsrf: string | undefined,
    header: string | null | undefined = xsrf,
    authorization?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: {
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
        ...(xsrf ? { 'XSRF-TOKEN': xsrf } : {}),
      },
      headers: { ...(header ? { 'x-xsrf-token': header } : {}), ...(authorization ? { authorization } : {}) },
    });
  // Tokens name a session (docs/product.md#sessions): a signed-in account's own, unless told.
  let sid = '00000000-0000-4000-8000-000000000000';
  const sessionOf = (accessToken: string) =>
    JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid as string;
  const sign = (sub: string, exp: number, secret = t.config.jwtSecret, ver: unknown = 0, session = sid) =>
    new SignJWT({ ver, sid: session })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(exp - 900)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  test('GET /me returns the user with a bearer token', async () => {
    const account = await registerAccount(t.app, { surname: null });
    const res = await me(account.accessToken);
    assert.equal(res.statusCode, 200);
    const user = res.json();
    assert.deepEqual(Object.keys(user).sort(), [
      'avatar',
      'created_at',
      'email',
      'email_verified',
      'id',
      'language',
      'name',
      'surname',
      'time_zone',
      'username',
    ]);
    assert.equal(user.username, account.payload.username);
    assert.equal(user.surname, null);
    assert.equal(user.time_zone, 'Europe/Paris');
    assert.equal(user.language, 'en');
    assert.equal(user.email_verified, true, 'registerAccount confirmed it');
    assert.ok(!Number.isNaN(Date.parse(user.created_at)));
  });

  test('GET /me without, with a malformed, forged or expired token answers 401 Unauthenticated.', async () => {
    const account = await registerAccount(t.app);
    sid = sessionOf(account.accessToken);
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      missing: await me(),
      malformed: await me('not-a-jwt'),
      forged: await me(await sign(account.user.id, now + 600, 'another-secret-another-secret-another')),
      expired: await me(await sign(account.user.id, now - 5)),
      unknownUser: await me(await sign('00000000-0000-4000-8000-000000000000', now + 600)),
    };
    for (const [name, res] of Object.entries(cases)) {
      assert.equal(res.statusCode, 401, name);
      assert.deepEqual(res.json(), { message: 'Unauthenticated.' }, name);
    }
    // The same signing with a future expiry is accepted: the 401s above come from the checks.
    assert.equal((await me(await sign(account.user.id, now + 600))).statusCode, 200);
  });

  test('a token without exp, sub, version or session, of another version or session, or of a user that no longer exists, opens no route', async () => {
    const account = await registerAccount(t.app);
    sid = sessionOf(account.accessToken);
    const other = await registerAccount(t.app);
    const now = Math.floor(Date.now() / 1000);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const base = (claims: Record<string, unknown> = { ver: 0, sid }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now);
    const tokens = {
      noExp: await base().setSubject(account.user.id).sign(key),
      noSub: await base()
        .setExpirationTime(now + 600)
        .sign(key),
      notUuidSub: await base()
        .setSubject('admin')
        .setExpirationTime(now + 600)
        .sign(key),
      noVersion: await base({ sid })
        .setSubject(account.user.id)
        .setExpirationTime(now + 600)
        .sign(key),
      noSession: await base({ ver: 0 })
        .setSubject(account.user.id)
        .setExpirationTime(now + 600)
        .sign(key),
      unknownSession: await sign(account.user.id, now + 600, t.config.jwtSecret, 0, randomUUID()),
      // A real session, of another account: a token names its own account's sessions only.
      othersSession: await sign(
        account.user.id,
        now + 600,
        t.config.jwtSecret,
        0,
        sessionOf(other.accessToken),
      ),
      textVersion: await sign(account.user.id, now + 600, t.config.jwtSecret, '0'),
      otherVersion: await sign(account.user.id, now + 600, t.config.jwtSecret, 1),
      unknownUser: await sign('00000000-0000-4000-8000-000000000000', now + 600),
    };
    // Routes that do not load the user themselves: the check is the auth plugin's.
    for (const url of ['/api/event-types', '/api/availabilities', '/api/bookings']) {
      for (const [name, token] of Object.entries(tokens)) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        assert.equal(res.statusCode, 401, `${url} ${name}`);
        assert.deepEqual(res.json(), { message: 'Unauthenticated.' });
      }
    }
    const valid = await sign(account.user.id, now + 600);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/event-types',
      headers: { authorization: `Bearer ${valid}` },
    });
    assert.equal(ok.statusCode, 200);
  });

  test('access tokens expire after ACCESS_TOKEN_TTL', async () => {
    const short = await createTestApp({ accessTokenTtlSeconds: 1 });
    try {
      const account = await registerAccount(short.app);
      // The expiry is a whole second (floor(now) + TTL): a token signed late in a second lives
      // only the rest of it. Sign in just after a second starts, so the first call falls within
      // the TTL even on a busy machine.
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
      const signedIn = await short.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: account.payload.username, password: account.payload.password },
      });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      const call = () =>
        short.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${signedIn.json().access_token}` },
        });
      assert.equal((await call()).statusCode, 200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const res = await call();
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), { message: 'Unauthenticated.' });
    } finally {
      await short.close();
    }
  });

  test('POST /refresh rotates the refresh token and returns a working access token', async () => {
    const account = await registerAccount(t.app);
    const first = await refresh(account.refreshToken, account.xsrf);
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json();
    assert.deepEqual(Object.keys(body), ['access_token']);
    assert.equal((await me(body.access_token)).statusCode, 200);
    const rotated = cookieValue(first, 'refresh_token');
    assert.ok(rotated && rotated !== account.refreshToken, 'a new refresh token is issued');
    const newXsrf = cookieValue(first, 'XSRF-TOKEN');
    assert.ok(newXsrf);

    const second = await refresh(rotated, newXsrf);
    assert.equal(second.statusCode, 200);
    assert.notEqual(cookieValue(second, 'refresh_token'), rotated);
  });

  test('reusing a spent refresh token answers 401 and revokes the whole family', async () => {
    const account = await registerAccount(t.app);
    const rotated = await refresh(account.refreshToken, account.xsrf);
    assert.equal(rotated.statusCode, 200);
    const current = cookieValue(rotated, 'refresh_token') as string;

    // The old token is presented again (stolen copy): refused...
    const reuse = await refresh(account.refreshToken, account.xsrf);
    assert.equal(reuse.statusCode, 401);
    assert.deepEqual(reuse.json(), { message: 'Unauthenticated.' });
    assert.equal(setCookie(reuse, 'refresh_token')?.value, '', 'the cookie is cleared');
    // ...and the legitimate latest token of the family is dead too.
    const after = await refresh(current, account.xsrf);
    assert.equal(after.statusCode, 401);

    // Other sessions of the same user (other families) keep working.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.payload.username, password: account.payload.password },
    });
    const otherRefresh = await refresh(cookieValue(other, 'refresh_token'), cookieValue(other, 'XSRF-TOKEN'));
    assert.equal(otherRefresh.statusCode, 200);
  });

  test('two tabs refreshing with the same token at once both keep the session (grace window)', async () => {
    const graced = await createTestApp({ refreshReuseGraceSeconds: 10 });
    try {
      const account = await registerAccount(graced.app);
      const call = (token: string) =>
        graced.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          cookies: { refresh_token: token, 'XSRF-TOKEN': account.xsrf },
          headers: { 'x-xsrf-token': account.xsrf },
        });
      const [a, b] = await Promise.all([call(account.refreshToken), call(account.refreshToken)]);
      assert.equal(a.statusCode, 200, a.body);
      assert.equal(b.statusCode, 200, b.body);
      // Both successors stay usable: the family was not revoked.
      assert.equal((await call(cookieValue(a, 'refresh_token') as string)).statusCode, 200);
      assert.equal((await call(cookieValue(b, 'refresh_token') as string)).statusCode, 200);
    } finally {
      await graced.close();
    }
  });

  test('refresh without a cookie or with an unknown token answers 401', async () => {
    const account = await registerAccount(t.app);
    assert.equal((await refresh(undefined, account.xsrf)).statusCode, 401);
    assert.equal((await refresh('made-up-token', account.xsrf)).statusCode, 401);
  });

  test('refresh and logout without a matching X-XSRF-TOKEN header answer 403', async () => {
    const account = await registerAccount(t.app);
    const expected = { message: 'Invalid or missing XSRF token' };
    for (const res of [
      await refresh(account.refreshToken, account.xsrf, null),
      await refresh(account.refreshToken, account.xsrf, 'wrong-value'),
      await refresh(account.refreshToken, undefined, account.xsrf),
      await logout(account.refreshToken, account.xsrf, null),
      await logout(account.refreshToken, undefined, account.xsrf),
    ]) {
      assert.equal(res.statusCode, 403);
      assert.deepEqual(res.json(), expected);
    }
    // Nothing was spent or revoked by the refused calls.
    assert.equal((await refresh(account.refreshToken, account.xsrf)).statusCode, 200);
  });

  test('logout revokes the refresh family, clears the cookies, works with an expired access token', async () => {
    const account = await registerAccount(t.app);
    const rotated = await refresh(account.refreshToken, account.xsrf);
    const current = cookieValue(rotated, 'refresh_token') as string;
    const xsrf = cookieValue(rotated, 'XSRF-TOKEN') as string;
    const expired = await sign(account.user.id, Math.floor(Date.now() / 1000) - 60);

    const res = await logout(current, xsrf, xsrf, `Bearer ${expired}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: 'Logged out' });
    const clearedRefresh = setCookie(res, 'refresh_token');
    assert.equal(clearedRefresh?.value, '');
    assert.equal(clearedRefresh?.path, '/api/auth');
    assert.equal(setCookie(res, 'XSRF-TOKEN')?.value, '');

    assert.equal((await refresh(current, xsrf)).statusCode, 401, 'the refresh token is revoked');
  });

  test('logout without a session still answers 200', async () => {
    const res = await logout(undefined, 'x'.repeat(32));
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: 'Logged out' });
  });
});
