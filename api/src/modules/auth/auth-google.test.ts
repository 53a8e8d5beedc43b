import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { users } from '../../db/schema/users.schema';
import { CONFIRMATION_LINK, readOutbox, waitForMail } from '../../testing/outbox.helper';
import {
  cookieValue,
  createTestApp,
  registerAccount,
  setCookie,
  type TestApp,
} from '../../testing/test-app.helper';
import { listSchedulesWithSlots } from '../availability/availability.repository';
import {
  GOOGLE_CANCELLED,
  GOOGLE_NOT_CONFIGURED,
  GOOGLE_SESSION_EXPIRED,
  GOOGLE_VERIFICATION_FAILED,
} from './google-sign-in.service';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK_SCREEN = `${PUBLIC_URL}/auth/google/callback`;

interface Identity {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

describe('Google sign-in against a local OpenID provider', () => {
  let t: TestApp;
  let provider: OAuth2Server;
  let identity: Identity;
  let tamperNonce = false;

  before(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // The provider signs whatever identity the current test chose.
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, identity);
      if (tamperNonce && token.payload.nonce) token.payload.nonce = 'not-the-nonce';
    });
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      google: {
        clientId: 'slotwise-test-client',
        clientSecret: 'test-secret',
        issuer: provider.issuer.url as string,
      },
    });
  });
  after(async () => {
    await t?.close();
    await provider?.stop();
  });

  /** Runs the browser's part: our redirect, the provider's authorize step, back to our callback. */
  async function signIn(options: { timeZone?: string; dropFlowCookie?: boolean } = {}) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/redirect${options.timeZone ? `?time_zone=${encodeURIComponent(options.timeZone)}` : ''}`,
    });
    assert.equal(start.statusCode, 302, start.body);
    const authorizeUrl = new URL(String(start.headers.location));
    assert.equal(authorizeUrl.origin, new URL(provider.issuer.url as string).origin);
    const params = authorizeUrl.searchParams;
    assert.equal(params.get('client_id'), 'slotwise-test-client');
    assert.equal(params.get('redirect_uri'), `${PUBLIC_URL}/api/auth/google/callback`);
    assert.equal(params.get('response_type'), 'code');
    assert.equal(params.get('scope'), 'openid email profile');
    assert.equal(params.get('code_challenge_method'), 'S256');
    assert.ok(params.get('code_challenge') && params.get('state') && params.get('nonce'));
    const flowCookie = setCookie(start, 'google_oauth_flow');
    assert.ok(flowCookie?.value);
    assert.equal(flowCookie.httpOnly, true);
    assert.equal(flowCookie.maxAge, 600);
    assert.ok(!flowCookie.value.includes(params.get('state') as string), 'the flow cookie is encrypted');

    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    assert.equal(authorize.status, 302);
    const back = new URL(String(authorize.headers.get('location')));
    assert.equal(back.pathname, '/api/auth/google/callback');

    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback${back.search}`,
      cookies: options.dropFlowCookie ? {} : { google_oauth_flow: flowCookie.value },
    });
    assert.equal(callback.statusCode, 302);
    const screen = new URL(String(callback.headers.location));
    assert.equal(`${screen.origin}${screen.pathname}`, CALLBACK_SCREEN);
    assert.equal(screen.searchParams.get('token'), null, 'no token ever travels in a URL');
    return { callback, screen, token: () => sessionToken(callback) };
  }

  /** What the callback screen does: POST /refresh with the cookies the callback set, and the XSRF pair. */
  async function sessionToken(callback: Awaited<ReturnType<typeof t.app.inject>>): Promise<string> {
    const refreshToken = cookieValue(callback, 'refresh_token');
    const xsrf = cookieValue(callback, 'XSRF-TOKEN');
    assert.ok(refreshToken && xsrf, 'the callback set the session cookies');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refreshToken, 'XSRF-TOKEN': xsrf },
      headers: { 'x-xsrf-token': xsrf },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().access_token;
  }

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  test('a new Google user gets an account, a default schedule, cookies and a token', async () => {
    identity = {
      sub: 'google-sub-new-1',
      email: 'Margaret.Hamilton@example.com',
      email_verified: true,
      given_name: 'Margaret',
      family_name: 'Hamilton',
      picture: 'https://example.com/mh.png',
    };
    const { callback, screen, token: session } = await signIn({ timeZone: 'America/Chicago' });
    assert.equal(screen.search, '', 'the callback screen gets no query at all');
    const refreshCookie = setCookie(callback, 'refresh_token');
    assert.equal(refreshCookie?.httpOnly, true);
    assert.equal(refreshCookie?.path, '/api/auth');
    assert.ok(cookieValue(callback, 'XSRF-TOKEN'));
    assert.equal(setCookie(callback, 'google_oauth_flow')?.value, '', 'the flow cookie is cleared');
    const token = await session();

    const res = await me(token);
    assert.equal(res.statusCode, 200);
    const user = res.json();
    assert.equal(user.email, 'Margaret.Hamilton@example.com');
    assert.equal(user.name, 'Margaret');
    assert.equal(user.surname, 'Hamilton');
    assert.equal(user.username, 'margaret-hamilton');
    assert.equal(user.avatar, 'https://example.com/mh.png');
    assert.equal(user.time_zone, 'America/Chicago');
    assert.equal(user.email_verified, true, 'Google said email_verified');
    const [schedule] = await listSchedulesWithSlots(t.app.db, user.id);
    assert.equal(schedule.name, 'Working hours');
    assert.equal(schedule.timeZone, 'America/Chicago');
    assert.equal(schedule.slots.length, 5);

    // Signing in again finds the same account by its Google subject.
    const again = await signIn();
    assert.equal((await me(await again.token())).json().id, user.id);
  });

  test('an existing account with the same verified email is linked, not duplicated', async () => {
    const account = await registerAccount(t.app, { email: 'katherine@example.com', username: 'kjohnson' });
    identity = {
      sub: 'google-sub-existing',
      email: 'Katherine@Example.com',
      email_verified: true,
      given_name: 'K',
    };
    const { token } = await signIn();
    const user = (await me(await token())).json();
    assert.equal(user.id, account.user.id);
    assert.equal(user.username, 'kjohnson');

    // The password still works, and the link persists (new email at Google: same account).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'kjohnson', password: account.payload.password },
    });
    assert.equal(login.statusCode, 200);
    identity = { ...identity, email: 'katherine.new@example.com' };
    const again = await signIn();
    assert.equal((await me(await again.token())).json().id, account.user.id);
  });

  test('derived usernames avoid taken and reserved names', async () => {
    await registerAccount(t.app, { username: 'alan' });
    identity = { sub: 'google-sub-alan', email: 'alan@example.com', email_verified: true };
    const first = await signIn();
    assert.equal((await me(await first.token())).json().username, 'alan2');

    identity = { sub: 'google-sub-reserved', email: 'dashboard@example.com', email_verified: true };
    const reserved = await signIn();
    assert.equal((await me(await reserved.token())).json().username, 'dashboard2');
  });

  test('Google sign-up with email_verified=false makes an unverified account that confirms by mail', async () => {
    identity = { sub: 'google-sub-unverified', email: 'eve@example.com', email_verified: false };
    const token = await (await signIn()).token();
    const user = (await me(token)).json();
    assert.equal(user.email_verified, false);
    const mail = await waitForMail(t.config.outboxDir, 'eve@example.com', 5000, CONFIRMATION_LINK);
    assert.match(mail.decoded, /\/verify-email#token=/);
    // It may not create keys until then.
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developers/api-keys',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'x' },
    });
    assert.equal(key.statusCode, 403);

    // Google proving the address later (same subject) verifies it.
    identity = { ...identity, email_verified: true };
    const again = await signIn();
    assert.equal((await me(await again.token())).json().email_verified, true);
  });

  test('Google sign-in to an unverified password account with the same address is refused; nothing is linked', async () => {
    const squatter = await registerAccount(t.app, { verified: false, email: 'grace@example.com' });
    identity = { sub: 'google-sub-grace', email: 'Grace@example.com', email_verified: true };
    const { screen, callback } = await signIn();
    assert.equal(screen.searchParams.get('error'), 'unverified_account');
    assert.equal(cookieValue(callback, 'refresh_token'), undefined);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, squatter.user.id));
    assert.equal(row.googleSubject, null, 'the Google identity is not linked');
    assert.equal(row.emailVerifiedAt, null, 'nor is the address counted as proven');

    // Once the address is proven (the link, or a completed password reset), Google links.
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, squatter.user.id));
    const linked = await signIn();
    assert.equal((await me(await linked.token())).json().id, squatter.user.id);
  });

  test('an address Google did not verify never links to an existing account', async () => {
    const account = await registerAccount(t.app, { email: 'hedy@example.com' });
    identity = { sub: 'google-sub-hedy', email: 'hedy@example.com', email_verified: false };
    const { screen, callback } = await signIn();
    assert.equal(screen.searchParams.get('error'), 'no_verified_email');
    assert.equal(cookieValue(callback, 'refresh_token'), undefined);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.user.id));
    assert.equal(row.googleSubject, null);
  });

  test("a password reset by the address's owner drops a Google identity that never proved it", async () => {
    identity = { sub: 'google-sub-intruder', email: 'joan@example.com', email_verified: false };
    const accountId = (await me(await (await signIn()).token())).json().id as string;
    // The real owner of joan@example.com asks for a reset and completes it.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'joan@example.com' },
    });
    const deadline = Date.now() + 5000;
    let link: RegExpExecArray | null = null;
    while (!link && Date.now() < deadline) {
      link =
        readOutbox(t.config.outboxDir)
          .filter((mail) => mail.raw.includes('To: joan@example.com'))
          .map((mail) => /reset-password#token=([A-Za-z0-9_%-]+)/.exec(mail.decoded))
          .find(Boolean) ?? null;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(link, 'the reset mail');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: decodeURIComponent(link[1]),
        password: 'Owner-Pass-2024',
        password_confirmation: 'Owner-Pass-2024',
      },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, accountId));
    assert.equal(row.googleSubject, null, 'the unproven Google identity is unlinked');
    assert.ok(row.emailVerifiedAt);
    const intruder = await signIn();
    assert.equal(intruder.screen.searchParams.get('error'), 'no_verified_email');
    assert.equal(
      cookieValue(intruder.callback, 'refresh_token'),
      undefined,
      'the intruder cannot sign in any more',
    );
  });

  test('a missing flow cookie (expired or another browser) is refused', async () => {
    identity = { sub: 'google-sub-x', email: 'x@example.com', email_verified: true };
    const { screen } = await signIn({ dropFlowCookie: true });
    assert.equal(screen.searchParams.get('error'), GOOGLE_SESSION_EXPIRED);
  });

  test('an ID token with the wrong nonce is refused', async () => {
    identity = { sub: 'google-sub-nonce', email: 'nonce@example.com', email_verified: true };
    tamperNonce = true;
    try {
      const { screen } = await signIn();
      assert.equal(screen.searchParams.get('error'), GOOGLE_VERIFICATION_FAILED);
    } finally {
      tamperNonce = false;
    }
  });

  test('a tampered state is refused', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
    const flow = cookieValue(start, 'google_oauth_flow') as string;
    const authorizeUrl = new URL(String(start.headers.location));
    authorizeUrl.searchParams.set('state', 'attacker-state');
    const back = new URL(String((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback${back.search}`,
      cookies: { google_oauth_flow: flow },
    });
    assert.equal(new URL(String(res.headers.location)).searchParams.get('error'), GOOGLE_VERIFICATION_FAILED);
  });

  test("another browser's code and state (login CSRF) sign no one in", async () => {
    identity = { sub: 'google-sub-attacker', email: 'mallory@example.com', email_verified: true };
    // The attacker runs the flow in their own browser up to the provider's redirect back...
    const attackerStart = await t.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
    const attackerUrl = new URL(String(attackerStart.headers.location));
    const back = new URL(String((await fetch(attackerUrl, { redirect: 'manual' })).headers.get('location')));
    // ...and makes the victim's browser open that callback: the victim's own flow cookie (or none)
    // is bound to another state, so nothing is signed in and no session cookie is set.
    const victimStart = await t.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
    const victimFlow = cookieValue(victimStart, 'google_oauth_flow') as string;
    const jars: Record<string, string>[] = [{ google_oauth_flow: victimFlow }, {}];
    for (const cookies of jars) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback${back.search}`,
        cookies,
      });
      assert.equal(res.statusCode, 302);
      const error = new URL(String(res.headers.location)).searchParams.get('error');
      assert.ok(error === GOOGLE_VERIFICATION_FAILED || error === GOOGLE_SESSION_EXPIRED, String(error));
      assert.equal(cookieValue(res, 'refresh_token'), undefined);
    }
  });

  test('a token in the URL is ignored: the callback and the screen sign no one in with it', async () => {
    const victim = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?token=${encodeURIComponent(victim.accessToken)}`,
    });
    assert.equal(res.statusCode, 302);
    const screen = new URL(String(res.headers.location));
    assert.equal(screen.searchParams.get('token'), null);
    assert.equal(screen.searchParams.get('error'), GOOGLE_SESSION_EXPIRED);
    assert.equal(cookieValue(res, 'refresh_token'), undefined, 'no session cookie for the visitor');
  });

  test('the provider reporting an error never puts its text in the URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=server_error&error_description=${encodeURIComponent('Call +1 555 0100 to unlock your account')}&state=x`,
    });
    const location = String(res.headers.location);
    assert.equal(location, `${CALLBACK_SCREEN}?error=failed`);
  });

  test('the provider reporting access_denied leads to a clear error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?error=access_denied&state=x',
    });
    assert.equal(res.statusCode, 302);
    assert.equal(
      String(res.headers.location),
      `${CALLBACK_SCREEN}?error=${encodeURIComponent(GOOGLE_CANCELLED).replace(/%20/g, '+')}`,
    );
  });
});

describe('Google sign-in not configured', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL });
  });
  after(async () => {
    await t?.close();
  });

  test('/google/redirect sends the browser to the callback screen with a clear error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
    assert.equal(res.statusCode, 302);
    const location = new URL(String(res.headers.location));
    assert.equal(`${location.origin}${location.pathname}`, CALLBACK_SCREEN);
    assert.equal(location.searchParams.get('error'), GOOGLE_NOT_CONFIGURED);
    assert.equal(GOOGLE_NOT_CONFIGURED, 'not_configured');

    const callback = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    assert.equal(callback.statusCode, 302);
    assert.equal(new URL(String(callback.headers.location)).searchParams.get('error'), GOOGLE_NOT_CONFIGURED);
  });

  test('an unreachable issuer leads to a clear error, not a crash', async () => {
    const down = await createTestApp({
      publicUrl: PUBLIC_URL,
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:9' },
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
      assert.equal(res.statusCode, 302);
      assert.equal(new URL(String(res.headers.location)).searchParams.get('error'), 'unavailable');
    } finally {
      await down.close();
    }
  });
});
