import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { describeUserAgent, ipPrefix } from '../../lib/client-info.util';
import { cookieValue, createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('client info of a session', () => {
  test('the address is cut to its network, never kept whole', () => {
    assert.equal(ipPrefix('203.0.113.77'), '203.0.113.0/24');
    assert.equal(ipPrefix('::ffff:198.51.100.9'), '198.51.100.0/24');
    assert.equal(ipPrefix('2001:db8:abcd:12::1'), '2001:db8:abcd::/48');
    assert.equal(ipPrefix('2001:db8::1'), '2001:db8:0::/48');
    assert.equal(ipPrefix('::1'), '0:0:0::/48');
    assert.equal(ipPrefix('not an address'), null);
  });

  test('browser and system from the User-Agent', () => {
    assert.deepEqual(describeUserAgent(FIREFOX_WINDOWS), { browser: 'Firefox 128', system: 'Windows 10' });
    assert.equal(describeUserAgent(SAFARI_IPHONE).browser, 'Safari 17');
    assert.match(describeUserAgent(SAFARI_IPHONE).system ?? '', /^iOS 17/);
    assert.deepEqual(describeUserAgent(null), { browser: null, system: null });
  });
});

// docs/product.md#sessions
describe('sessions: listed, ended one by one or all but this one, at once', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (
    account: { payload: { username: string; password: string } },
    userAgent: string,
    ip: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
      payload: { login: account.payload.username, password: account.payload.password },
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refreshToken, 'XSRF-TOKEN': 'x'.repeat(20) },
      headers: { 'x-xsrf-token': 'x'.repeat(20) },
    });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const list = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });

  async function twoDevices() {
    const account = await registerAccount(t.app);
    const laptop = await login(account, FIREFOX_WINDOWS, '203.0.113.77');
    const phone = await login(account, SAFARI_IPHONE, '2001:db8:abcd:12::1');
    assert.equal(laptop.statusCode, 200);
    assert.equal(phone.statusCode, 200);
    const device = (res: typeof laptop) => ({
      accessToken: res.json().access_token as string,
      refreshToken: cookieValue(res, 'refresh_token') as string,
    });
    return { account, laptop: device(laptop), phone: device(phone) };
  }

  test('the list shows each sign-in with browser, system, network, first and last seen, and which is this one', async () => {
    const { laptop } = await twoDevices();
    const res = await list(laptop.accessToken);
    assert.equal(res.statusCode, 200, res.body);
    const { sessions, api_keys } = res.json();
    // Registering signed in too (a device without a User-Agent).
    assert.equal(sessions.length, 3);
    const mine = sessions.find((s: { current: boolean }) => s.current);
    assert.equal(mine.browser, 'Firefox 128');
    assert.equal(mine.system, 'Windows 10');
    assert.equal(mine.ip_prefix, '203.0.113.0/24');
    assert.ok(Date.parse(mine.created_at) <= Date.parse(mine.last_seen_at));
    const phone = sessions.find((s: { browser: string | null }) => s.browser === 'Safari 17');
    assert.equal(phone.ip_prefix, '2001:db8:abcd::/48');
    assert.equal(phone.current, false);
    assert.ok(!res.body.includes('203.0.113.77'), 'the full address is never kept');
    assert.deepEqual(api_keys, []);
  });

  test('ending a session refuses its refresh and its access token at once; the others go on', async () => {
    const { laptop, phone } = await twoDevices();
    const sessions = (await list(laptop.accessToken)).json().sessions;
    const phoneSession = sessions.find((s: { browser: string | null }) => s.browser === 'Safari 17');
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession.id}`,
      headers: bearer(laptop.accessToken),
    });
    assert.equal(end.statusCode, 200, end.body);
    assert.equal((await refresh(phone.refreshToken)).statusCode, 401);
    assert.equal((await me(phone.accessToken)).statusCode, 401, 'its access token, within its lifetime');
    assert.equal((await me(laptop.accessToken)).statusCode, 200);
    const rotated = await refresh(laptop.refreshToken);
    assert.equal(rotated.statusCode, 200);
    // The ended one is no longer listed; a refresh moved last seen of this one.
    const after = (await list(rotated.json().access_token)).json().sessions;
    assert.ok(!after.some((s: { id: string }) => s.id === phoneSession.id));
  });

  test("another account's session cannot be ended (404) and goes on", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const target = (await list(theirs.phone.accessToken))
      .json()
      .sessions.find((s: { current: boolean }) => s.current);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${target.id}`,
      headers: bearer(mine.laptop.accessToken),
    });
    assert.equal(res.statusCode, 404);
    assert.equal((await me(theirs.phone.accessToken)).statusCode, 200);
    assert.equal((await refresh(theirs.phone.refreshToken)).statusCode, 200);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-a-uuid',
      headers: bearer(mine.laptop.accessToken),
    });
    assert.equal(malformed.statusCode, 422);
  });

  test('"end all but this one" ends every other session at once; this one goes on with the same tokens', async () => {
    const { account, laptop, phone } = await twoDevices();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: bearer(laptop.accessToken),
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await me(phone.accessToken)).statusCode, 401);
    assert.equal((await refresh(phone.refreshToken)).statusCode, 401);
    assert.equal((await me(account.accessToken)).statusCode, 401, 'the registration session too');
    assert.equal((await me(laptop.accessToken)).statusCode, 200);
    assert.equal((await refresh(laptop.refreshToken)).statusCode, 200);
    assert.equal((await list(laptop.accessToken)).json().sessions.length, 1);
  });

  test('logout ends the session in the list; an API key shows its last use', async () => {
    const { account, laptop, phone } = await twoDevices();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refresh_token: phone.refreshToken, 'XSRF-TOKEN': 'x'.repeat(20) },
      headers: { 'x-xsrf-token': 'x'.repeat(20) },
    });
    assert.equal(out.statusCode, 200);
    assert.equal((await me(phone.accessToken)).statusCode, 401, 'logout ends its access token too');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developers/api-keys',
      headers: bearer(account.accessToken),
      payload: { name: 'CI' },
    });
    assert.equal(key.statusCode, 201, key.body);
    const before = (await list(laptop.accessToken)).json().api_keys;
    assert.equal(before[0].last_used_at, null);
    const used = await t.app.inject({
      method: 'GET',
      url: '/api/v1/event-types',
      headers: bearer(key.json().data.key),
    });
    assert.equal(used.statusCode, 200, used.body);
    const afterUse = (await list(laptop.accessToken)).json();
    assert.ok(afterUse.api_keys[0].last_used_at);
    assert.equal(afterUse.sessions.length, 2);
  });
});
