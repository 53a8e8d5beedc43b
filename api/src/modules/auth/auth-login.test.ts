import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, registerAccount, setCookie, type TestApp } from '../../testing/test-app.helper';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ loginRateLimit: { maxPerIdentifier: 3, maxPerIp: 6, windowSeconds: 900 } });
  });
  after(async () => {
    await t?.close();
  });

  let ip = 0;
  /** Every test gets its own client address, so per-address counters do not leak between tests. */
  const nextIp = () => `10.0.0.${++ip}`;
  const login = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  test('signs in by username and by email, in any case', async () => {
    const account = await registerAccount(t.app, { username: 'Linus_T', email: 'Linus.T@Example.org' });
    const from = nextIp();
    for (const identifier of [
      'linus_t',
      'LINUS_T',
      'linus.t@example.org',
      'LINUS.T@EXAMPLE.ORG',
      '  Linus_T  ',
    ]) {
      const res = await login({ login: identifier, password: account.payload.password }, from);
      assert.equal(res.statusCode, 200, `${identifier}: ${res.body}`);
      const body = res.json();
      assert.equal(body.user.id, account.user.id);
      assert.equal(typeof body.access_token, 'string');
      assert.ok(setCookie(res, 'refresh_token')?.value);
      assert.ok(setCookie(res, 'XSRF-TOKEN')?.value);
    }
  });

  test('a wrong password or an unknown account answers 401 with `error`', async () => {
    const account = await registerAccount(t.app);
    const from = nextIp();
    const wrong = await login({ login: account.payload.username, password: 'Wrong-password-1' }, from);
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.json(), { message: 'Invalid credentials', error: 'Invalid credentials' });
    assert.equal(setCookie(wrong, 'refresh_token'), undefined);

    const unknown = await login({ login: 'nobody-here', password: 'Whatever-123' }, from);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(unknown.json(), { message: 'Invalid credentials', error: 'Invalid credentials' });
  });

  test('failed logins are limited per identifier: 429, even with the right password', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 3; i += 1) {
      // Different addresses: only the identifier counter can trip.
      const res = await login({ login: account.payload.email, password: 'Wrong-password-1' }, nextIp());
      assert.equal(res.statusCode, 401);
    }
    const blocked = await login(
      { login: account.payload.email.toUpperCase(), password: account.payload.password },
      nextIp(),
    );
    assert.equal(blocked.statusCode, 429);
    const body = blocked.json();
    assert.equal(body.message, 'Too many login attempts. Please try again in 15 minutes.');
    assert.equal(body.error, body.message);
    assert.ok(Number(blocked.headers['retry-after']) > 0);

    // Another account is not affected.
    const other = await registerAccount(t.app);
    const ok = await login({ login: other.payload.username, password: other.payload.password }, nextIp());
    assert.equal(ok.statusCode, 200);
  });

  test('failed logins are limited per address', async () => {
    const from = nextIp();
    for (let i = 0; i < 6; i += 1) {
      // Different identifiers: only the address counter can trip.
      const res = await login({ login: `ghost-${i}`, password: 'Wrong-password-1' }, from);
      assert.equal(res.statusCode, 401);
    }
    const account = await registerAccount(t.app);
    const blocked = await login(
      { login: account.payload.username, password: account.payload.password },
      from,
    );
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().error, /^Too many login attempts\. Please try again in \d+ minutes?\.$/);

    const elsewhere = await login(
      { login: account.payload.username, password: account.payload.password },
      nextIp(),
    );
    assert.equal(elsewhere.statusCode, 200);
  });

  test('a successful login clears the identifier failures', async () => {
    const account = await registerAccount(t.app);
    const from = nextIp();
    for (let i = 0; i < 2; i += 1) {
      assert.equal(
        (await login({ login: account.payload.username, password: 'Wrong-password-1' }, from)).statusCode,
        401,
      );
    }
    assert.equal(
      (await login({ login: account.payload.username, password: account.payload.password }, from)).statusCode,
      200,
    );
    for (let i = 0; i < 2; i += 1) {
      assert.equal(
        (await login({ login: account.payload.username, password: 'Wrong-password-1' }, nextIp())).statusCode,
        401,
      );
    }
    assert.equal(
      (await login({ login: account.payload.username, password: account.payload.password }, nextIp()))
        .statusCode,
      200,
    );
  });
});

describe('login limits expire with their window', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      loginRateLimit: { maxPerIdentifier: 2, maxPerIp: 100, windowSeconds: 2 },
      authRateLimit: { max: 2, windowSeconds: 60 },
    });
  });
  after(async () => {
    await t?.close();
  });

  test('after the window the account can sign in again', async () => {
    const account = await registerAccount(t.app);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: account.payload.username, password },
      });
    assert.equal((await login('Wrong-password-1')).statusCode, 401);
    assert.equal((await login('Wrong-password-1')).statusCode, 401);
    const blocked = await login(account.payload.password);
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().message, 'Too many login attempts. Please try again in 1 minute.');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    assert.equal((await login(account.payload.password)).statusCode, 200);
  });

  test('register / forgot-password / reset-password are rate limited per address', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'who@example.com' },
        remoteAddress: '10.9.9.9',
      });
    assert.equal((await forgot()).statusCode, 200);
    assert.equal((await forgot()).statusCode, 200);
    const limited = await forgot();
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/);
    assert.ok(limited.headers['retry-after']);
  });
});
