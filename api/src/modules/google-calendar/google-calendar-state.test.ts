import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { GoogleAccountWithState } from '@slotwise/shared/contract/integrations.contract';
import { eq } from 'drizzle-orm';
import { type FakeGoogle, type FakeGoogleUser, startFakeGoogle } from '../../../../scripts/fake-google.mjs';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { SealedBox } from '../../lib/sealed-box.util';
import { seedEventType, seedHost, utcDate } from '../../testing/booking-seed.helper';
import { createTestApp, setCookie, type TestApp } from '../../testing/test-app.helper';
import { googleErrorCodeOf } from './google-account-state';
import { GoogleApiError } from './google-calendar-api.client';
import { GoogleOAuthError } from './google-oauth.client';

type Host = Awaited<ReturnType<typeof seedHost>>;

let googleUsers = 0;
function googleUser(name: string): FakeGoogleUser {
  googleUsers += 1;
  return {
    sub: `gstate-sub-${googleUsers}`,
    email: `${name.toLowerCase()}.${googleUsers}@gmail.test`,
    email_verified: true,
    name,
  };
}

// docs/calendars.md#connection-state
describe("a Google account's state: the last read, or its failure in words", () => {
  let t: TestApp;
  let fake: FakeGoogle;

  before(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp({
      publicUrl: 'http://localhost:3000',
      jobPollSeconds: 0,
      // Every free-times request asks Google, so each one is a read whose outcome is recorded.
      googleBusyCacheSeconds: 0,
      freeTimesCacheSeconds: 0,
      google: {
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        issuer: fake.issuer,
        calendarApiUrl: fake.calendarApiUrl,
      },
    });
  });
  after(async () => {
    await t?.close();
    await fake?.close();
  });

  const auth = (host: Host) => ({ authorization: `Bearer ${host.accessToken}` });

  async function accountsOf(host: Host): Promise<GoogleAccountWithState[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/google-calendar',
      headers: auth(host),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().accounts;
  }

  async function stateOf(host: Host, accountId: string): Promise<GoogleAccountWithState> {
    const account = (await accountsOf(host)).find((candidate) => candidate.id === accountId);
    assert.ok(account, 'the account is listed');
    return account;
  }

  async function connectAccount(host: Host, name: string): Promise<GoogleAccountWithState> {
    const user = googleUser(name);
    fake.user = user;
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/google-calendar/connect',
      headers: auth(host),
    });
    assert.equal(start.statusCode, 200, start.body);
    const flow = setCookie(start, 'google_calendar_flow');
    const consent = await fetch(start.json().redirect_url, { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { google_calendar_flow: flow?.value ?? '' },
    });
    assert.match(String(callback.headers.location), /success=calendar_connected/);
    const account = (await accountsOf(host)).find((candidate) => candidate.email === user.email);
    assert.ok(account);
    return account;
  }

  /** The booking page's free times: a free/busy read of the host's Google accounts. */
  async function readFreeTimes(host: Host, slug: string, day: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  async function readCalendarList(host: Host, accountId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/integrations/google-calendar/${accountId}/calendars`,
      headers: auth(host),
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  const later = (after: string | null, before: string | null) =>
    after !== null && before !== null && new Date(after).getTime() > new Date(before).getTime();

  test("a failed free/busy read is recorded in words on its owner's account only, and a good read clears it", async () => {
    const host = await seedHost(t.app);
    const other = await seedHost(t.app);
    const account = await connectAccount(host, 'Stateful');
    const bystander = await connectAccount(other, 'Bystander');
    // Connecting read the calendar list: the account has been read, nothing failed.
    assert.ok(account.last_synced_at, 'connecting counts as a read');
    assert.equal(account.last_error, null);
    assert.equal(account.last_error_at, null);
    await seedEventType(t.app, host.user.id, { slug: 'state-read', duration: 60 });
    await seedEventType(t.app, other.user.id, { slug: 'state-read', duration: 60 });
    const day = utcDate(9);

    await readFreeTimes(host, 'state-read', day);
    const good = await stateOf(host, account.id);
    assert.equal(good.last_error, null);
    assert.ok(good.last_synced_at);

    fake.failNext(1, 500, '/freeBusy');
    await readFreeTimes(host, 'state-read', day);
    const failed = await stateOf(host, account.id);
    assert.equal(failed.last_error, 'server_error', 'Google answered with an error');
    assert.ok(failed.last_error_at);
    assert.equal(failed.last_synced_at, good.last_synced_at, 'the last good read is kept');

    // Another host sees neither the account nor its state; their own account is untouched.
    const theirs = await accountsOf(other);
    assert.deepEqual(
      theirs.map((candidate) => candidate.id),
      [bystander.id],
    );
    assert.equal(theirs[0].last_error, null);
    // Their good read does not clear the host's failure.
    await readFreeTimes(other, 'state-read', day);
    assert.equal((await stateOf(host, account.id)).last_error, 'server_error');
    // Nor can they read (and so clear or fail) the host's account.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/integrations/google-calendar/${account.id}/calendars`,
      headers: auth(other),
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await stateOf(host, account.id)).last_error, 'server_error');

    await readFreeTimes(host, 'state-read', day);
    const cleared = await stateOf(host, account.id);
    assert.equal(cleared.last_error, null, 'a good read clears the error');
    assert.equal(cleared.last_error_at, null);
    assert.ok(later(cleared.last_synced_at, good.last_synced_at), 'the good read is the new last read');
  });

  test('a refused token reads as consent revoked; a failed calendar-list read is recorded too', async () => {
    const host = await seedHost(t.app);
    const account = await connectAccount(host, 'Revoked');
    await seedEventType(t.app, host.user.id, { slug: 'state-revoked', duration: 60 });
    const day = utcDate(10);

    // Google refuses the token, and the refreshed one too.
    fake.failNext(2, 401, '/freeBusy');
    await readFreeTimes(host, 'state-revoked', day);
    assert.equal((await stateOf(host, account.id)).last_error, 'consent_revoked');
    await readFreeTimes(host, 'state-revoked', day);
    assert.equal((await stateOf(host, account.id)).last_error, null);

    // The calendar list: Google unavailable, the stored list is answered, the failure recorded.
    fake.failNext(1, 503, '/calendarList');
    await readCalendarList(host, account.id);
    assert.equal((await stateOf(host, account.id)).last_error, 'server_error');
    await readCalendarList(host, account.id);
    assert.equal((await stateOf(host, account.id)).last_error, null);

    // The grant revoked at Google: the stored token stops working and the refresh is refused.
    const [row] = await t.app.db.select().from(googleAccounts).where(eq(googleAccounts.id, account.id));
    const token = new SealedBox(t.app.config.encryptionKey, 'google-calendar-tokens').open<string>(
      row.accessTokenSealed,
    );
    assert.ok(token);
    const revoked = await fetch(`${fake.issuer}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    assert.equal(revoked.status, 200);
    const grantsBefore = fake.grants.length;
    const requestsBefore = fake.calendarRequests.length;
    await readFreeTimes(host, 'state-revoked', day);
    assert.deepEqual(
      fake.calendarRequests.slice(requestsBefore).map((request) => [request.path, request.status]),
      [['/freeBusy', 401]],
      'the revoked token was refused, and no refreshed one came to ask again',
    );
    assert.equal(fake.grants.length, grantsBefore, 'Google granted no new token');
    const state = await stateOf(host, account.id);
    assert.equal(state.last_error, 'consent_revoked');
    assert.ok(state.last_synced_at, 'the last good read stays');
  });
});

describe('the word for a failed Google read', () => {
  test('a connection that cannot be made is "unreachable"', async () => {
    // A port nobody listens on: the real fetch failure, not a made-up one.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const error = await fetch(`http://127.0.0.1:${port}/`).then(
      () => null,
      (err: unknown) => err,
    );
    assert.ok(error);
    assert.equal(googleErrorCodeOf(error), 'unreachable');
    // The same failure during a token refresh (wrapped by the OAuth client).
    assert.equal(
      googleErrorCodeOf(new GoogleOAuthError('refused', 'invalid', { cause: error })),
      'unreachable',
    );
    assert.equal(
      googleErrorCodeOf(new GoogleOAuthError('Google is unreachable', 'unavailable')),
      'unreachable',
    );
  });

  test('no answer in time is "timeout"', async () => {
    // A server that accepts and never answers, and the API client's kind of deadline.
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const error = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(50) }).then(
      () => null,
      (err: unknown) => err,
    );
    server.close();
    assert.ok(error);
    assert.equal(googleErrorCodeOf(error), 'timeout');
  });

  test("Google's answers: a refused token is consent_revoked, a rate limit or an outage is server_error", () => {
    assert.equal(googleErrorCodeOf(new GoogleApiError(401, 'answered 401')), 'consent_revoked');
    assert.equal(
      googleErrorCodeOf(new GoogleApiError(403, 'answered 403: {"reason":"insufficientPermissions"}')),
      'consent_revoked',
    );
    assert.equal(
      googleErrorCodeOf(new GoogleApiError(403, 'answered 403: {"reason":"rateLimitExceeded"}')),
      'server_error',
    );
    assert.equal(googleErrorCodeOf(new GoogleApiError(429, 'answered 429')), 'server_error');
    assert.equal(googleErrorCodeOf(new GoogleApiError(503, 'answered 503')), 'server_error');
    assert.equal(
      googleErrorCodeOf(new GoogleOAuthError('No refresh token for this Google account', 'invalid')),
      'consent_revoked',
    );
    // Our own bug is not blamed on the network.
    assert.equal(googleErrorCodeOf(new TypeError('x is not a function')), 'server_error');
  });
});
