import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { accountMessages } from '@slotwise/shared/contract/account-security.contract';
import { adminMessages } from '@slotwise/shared/contract/instance.contract';
import { eq } from 'drizzle-orm';
import { instanceInvitations } from '../../db/schema/instance.schema';
import { users } from '../../db/schema/users.schema';
import { waitForMail } from '../../testing/outbox.helper';
import {
  cookieValue,
  createTestApp,
  newAccount,
  registerAccount,
  type TestApp,
} from '../../testing/test-app.helper';

// docs/product.md#instance-administration
describe('instance administration', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAccount>>;
  before(async () => {
    t = await createTestApp({ adminEmails: ['boss@example.com'] });
    // The first account of the instance is its administrator.
    admin = await registerAccount(t.app);
  });
  after(async () => {
    await t?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setMode = (mode: string) =>
    send('PUT', '/api/admin/settings', admin.accessToken, { signup_mode: mode });
  const security = async (token: string) => (await get('/api/auth/account-security', token)).json();

  test('the first account is an administrator; the next ones are not, and get 403 on every admin route', async () => {
    assert.equal((await security(admin.accessToken)).admin, true);
    const other = await registerAccount(t.app);
    assert.equal((await security(other.accessToken)).admin, false);
    const calls = [
      get('/api/admin/accounts', other.accessToken),
      get('/api/admin/settings', other.accessToken),
      get('/api/admin/audit-log', other.accessToken),
      send('PUT', '/api/admin/settings', other.accessToken, { signup_mode: 'closed' }),
      send('POST', `/api/admin/accounts/${admin.user.id}/disable`, other.accessToken),
      send('POST', '/api/admin/test-mail', other.accessToken),
      send('POST', '/api/admin/invitations', other.accessToken, { email: 'x@example.com' }),
    ];
    for (const res of await Promise.all(calls)) {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(res.json().message, adminMessages.forbidden);
    }
    assert.equal((await get('/api/admin/accounts', 'nope')).statusCode, 401);
  });

  test('ADMIN_EMAILS makes an account an administrator only once its address is proven', async () => {
    const unproven = await registerAccount(t.app, { email: 'boss@example.com', verified: false });
    assert.equal((await security(unproven.accessToken)).admin, false);
    assert.equal((await get('/api/admin/accounts', unproven.accessToken)).statusCode, 403);
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unproven.user.id));
    assert.equal((await security(unproven.accessToken)).admin, true);
  });

  test('accounts are listed and searched with created, last sign-in, verified, 2FA', async () => {
    const someone = await registerAccount(t.app, { name: 'Grace', surname: 'Hopper' });
    const res = await get(`/api/admin/accounts?search=${encodeURIComponent('grace hop')}`, admin.accessToken);
    assert.equal(res.statusCode, 200, res.body);
    const found = res.json().data;
    assert.equal(found.length, 1);
    assert.equal(found[0].id, someone.user.id);
    assert.equal(found[0].email_verified, true);
    assert.equal(found[0].two_factor_enabled, false);
    assert.equal(found[0].disabled, false);
    assert.ok(found[0].last_sign_in_at, 'registering signed in');
    // A LIKE wildcard is searched for as itself.
    assert.equal((await get('/api/admin/accounts?search=%25', admin.accessToken)).json().data.length, 0);
  });

  test('disabling an account stops its sessions and API keys at once (401) and refuses its sign-in; enabling brings sign-in back', async () => {
    const host = await registerAccount(t.app);
    const key = await send('POST', '/api/developers/api-keys', host.accessToken, { name: 'CI' });
    assert.equal(key.statusCode, 201, key.body);
    const apiKey = key.json().data.key as string;
    const v1 = () => get('/api/v1/event-types', apiKey);
    assert.equal((await v1()).statusCode, 200);
    const disable = await send('POST', `/api/admin/accounts/${host.user.id}/disable`, admin.accessToken);
    assert.equal(disable.statusCode, 200, disable.body);
    assert.equal((await v1()).statusCode, 401, 'its API key');
    assert.equal((await get('/api/auth/me', host.accessToken)).statusCode, 401, 'its access token');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: host.refreshToken, 'XSRF-TOKEN': host.xsrf },
      headers: { 'x-xsrf-token': host.xsrf },
    });
    assert.equal(refresh.statusCode, 401, 'its refresh token');
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: host.payload.username, password: host.payload.password },
      });
    const refused = await login();
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, accountMessages.disabled);
    assert.equal(cookieValue(refused, 'refresh_token'), undefined);
    // A wrong password still says only "Invalid credentials".
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: host.payload.username, password: 'wrong-password-1' },
    });
    assert.equal(wrong.statusCode, 401);
    const enable = await send('POST', `/api/admin/accounts/${host.user.id}/enable`, admin.accessToken);
    assert.equal(enable.statusCode, 200);
    assert.equal((await login()).statusCode, 200);
    assert.equal((await v1()).statusCode, 200, 'its keys work again once enabled');
    // An administrator cannot lock themselves out.
    const self = await send('POST', `/api/admin/accounts/${admin.user.id}/disable`, admin.accessToken);
    assert.equal(self.statusCode, 422);
    const missing = await send(
      'POST',
      '/api/admin/accounts/00000000-0000-4000-8000-000000000000/disable',
      admin.accessToken,
    );
    assert.equal(missing.statusCode, 404);
  });

  test('sign-up closed answers 403 with a clear message; GET /api/instance says so; open again works', async () => {
    assert.equal((await setMode('closed')).statusCode, 200);
    const info = await t.app.inject({ method: 'GET', url: '/api/instance' });
    assert.deepEqual(info.json(), { data: { signup_mode: 'closed' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, accountMessages.signupClosed);
    // Existing accounts still sign in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: admin.payload.username, password: admin.payload.password },
    });
    assert.equal(login.statusCode, 200);
    await setMode('open');
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() })).statusCode,
      201,
    );
  });

  test("invitation only: an administrator's invitation link lets its address sign up once; nothing else does", async () => {
    await setMode('invitation');
    try {
      const plain = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() });
      assert.equal(plain.statusCode, 403);
      assert.equal(plain.json().message, accountMessages.signupInvitationOnly);
      const invitee = newAccount();
      const sent = await send('POST', '/api/admin/invitations', admin.accessToken, { email: invitee.email });
      assert.equal(sent.statusCode, 200, sent.body);
      const mail = await waitForMail(t.config.outboxDir, invitee.email, 5000, /register\?invitation=/);
      const token = decodeURIComponent(/invitation=([A-Za-z0-9_%-]+)/.exec(mail.decoded)?.[1] ?? '');
      assert.ok(token.length > 20);
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...invitee, invitation: 'x'.repeat(43) },
      });
      assert.equal(forged.statusCode, 403);
      assert.equal(forged.json().message, accountMessages.invitationInvalid);
      // The link is for its address only.
      const otherAddress = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...newAccount(), invitation: token },
      });
      assert.equal(otherAddress.statusCode, 403);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...invitee, invitation: token },
      });
      assert.equal(ok.statusCode, 201, ok.body);
      const [invitation] = await t.app.db
        .select()
        .from(instanceInvitations)
        .where(eq(instanceInvitations.email, invitee.email));
      assert.ok(invitation?.usedAt, 'used once');
    } finally {
      await setMode('open');
    }
  });

  test('the test mail goes to the administrator through the queue; every action is in the audit log', async () => {
    const res = await send('POST', '/api/admin/test-mail', admin.accessToken);
    assert.equal(res.statusCode, 200);
    await waitForMail(t.config.outboxDir, admin.payload.email, 5000, /test mail/i);
    const settings = (await get('/api/admin/settings', admin.accessToken)).json();
    assert.deepEqual(settings.mail.transport, 'outbox');
    assert.equal(settings.signup_mode_default, 'open');
    const log = (await get('/api/admin/audit-log', admin.accessToken)).json().data;
    const actions = log.map((entry: { action: string }) => entry.action);
    for (const action of [
      'mail.test',
      'account.disabled',
      'account.enabled',
      'settings.signup_mode',
      'invitation.sent',
    ]) {
      assert.ok(actions.includes(action), action);
    }
    assert.equal(log[0].action, 'mail.test', 'newest first');
    assert.match(log[0].actor, new RegExp(admin.payload.username));
  });
});

describe('SIGNUP_MODE sets the default', () => {
  test('closed by SIGNUP_MODE until an administrator opens it; the first account may always be made', async () => {
    const t = await createTestApp({ signupMode: 'closed' });
    try {
      const info = await t.app.inject({ method: 'GET', url: '/api/instance' });
      assert.deepEqual(info.json(), { data: { signup_mode: 'closed' } });
      const first = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() });
      assert.equal(first.statusCode, 201, first.body);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, accountMessages.signupClosed);
    } finally {
      await t.close();
    }
  });
});
