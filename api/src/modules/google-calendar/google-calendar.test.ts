import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { integrationMessages } from '@slotwise/shared/contract/integrations.contract';
import { eq, sql } from 'drizzle-orm';
import { type FakeGoogle, type FakeGoogleUser, startFakeGoogle } from '../../../../scripts/fake-google.mjs';
import { inTransaction } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { HttpError } from '../../lib/http-errors.util';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, registerAccount, setCookie, type TestApp } from '../../testing/test-app.helper';
import { makeJobDue } from '../jobs/jobs.repository';
import { CALENDAR_SYNC_JOB, calendarEventIdOf, enqueueCalendarSync } from './calendar-sync.job';
import { GoogleAccountsService } from './google-accounts.service';
import { GoogleOAuthClient } from './google-oauth.client';

const PUBLIC_URL = 'http://localhost:3000';
const SETTINGS = `${PUBLIC_URL}/dashboard/settings`;
const CALLBACK_PATH = '/api/integrations/google-calendar/callback';

type Host = Awaited<ReturnType<typeof registerAccount>>;

let googleUsers = 0;
function googleUser(name: string): FakeGoogleUser {
  googleUsers += 1;
  return {
    sub: `google-sub-${googleUsers}`,
    email: `${name.toLowerCase()}.${googleUsers}@gmail.test`,
    email_verified: true,
    name,
    picture: `https://example.test/${name}.png`,
  };
}

describe('Google Calendar integration against the local fake Google', () => {
  let t: TestApp;
  let fake: FakeGoogle;

  before(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      jobPollSeconds: 0,
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
  const list = (host: Host) =>
    t.app.inject({ method: 'GET', url: '/api/integrations/google-calendar', headers: auth(host) });

  /** The browser's part of connecting: our connect call, Google's consent, back to our callback. */
  async function connect(host: Host, options: { keepCookie?: boolean } = {}) {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/google-calendar/connect',
      headers: auth(host),
    });
    assert.equal(start.statusCode, 200, start.body);
    const authorizeUrl = new URL(start.json().redirect_url as string);
    const flowCookie = setCookie(start, 'google_calendar_flow');
    assert.ok(flowCookie?.value);
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    assert.equal(consent.status, 302);
    const back = new URL(String(consent.headers.get('location')));
    assert.equal(back.pathname, CALLBACK_PATH);
    const callbackUrl = `${CALLBACK_PATH}${back.search}`;
    const callback = await t.app.inject({
      method: 'GET',
      url: callbackUrl,
      cookies: options.keepCookie === false ? {} : { google_calendar_flow: flowCookie.value },
    });
    assert.equal(callback.statusCode, 302, callback.body);
    const landing = new URL(String(callback.headers.location));
    return { authorizeUrl, landing, callbackUrl, flowCookie: flowCookie.value };
  }

  async function connectedAccount(host: Host, user: FakeGoogleUser) {
    fake.user = user;
    const { landing } = await connect(host);
    assert.equal(landing.searchParams.get('success'), 'calendar_connected', landing.href);
    const accounts = (await list(host)).json().accounts as {
      id: string;
      email: string;
      is_primary: boolean;
    }[];
    const account = accounts.find((candidate) => candidate.email === user.email);
    assert.ok(account);
    return account;
  }

  async function book(eventTypeId: string, start: string, email = 'attendee@example.com') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventTypeId,
        start_time: start,
        attendee_name: 'Alan Turing',
        attendee_email: email,
        timezone: 'UTC',
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data.id as string;
  }

  const bookingRow = async (id: string) =>
    (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const syncJobs = async () => t.app.db.select().from(jobs).where(eq(jobs.kind, CALENDAR_SYNC_JOB));

  test('connect: Google consent with calendar scopes, PKCE and state, then the account is stored with sealed tokens', async () => {
    const host = await registerAccount(t.app);
    const user = googleUser('Grace');
    fake.user = user;
    const { authorizeUrl, landing, callbackUrl, flowCookie } = await connect(host);

    const params = authorizeUrl.searchParams;
    assert.equal(`${authorizeUrl.origin}${authorizeUrl.pathname}`, `${fake.issuer}/o/oauth2/v2/auth`);
    assert.equal(params.get('client_id'), fake.clientId);
    assert.equal(params.get('redirect_uri'), `${PUBLIC_URL}${CALLBACK_PATH}`);
    assert.equal(params.get('access_type'), 'offline');
    assert.equal(params.get('prompt'), 'consent');
    assert.equal(params.get('code_challenge_method'), 'S256');
    assert.ok(params.get('code_challenge') && params.get('state') && params.get('nonce'));
    const scope = (params.get('scope') ?? '').split(' ');
    for (const wanted of ['openid', 'email', 'https://www.googleapis.com/auth/calendar.events']) {
      assert.ok(scope.includes(wanted), wanted);
    }

    assert.equal(`${landing.origin}${landing.pathname}`, SETTINGS);
    assert.equal(landing.searchParams.get('tab'), 'integrations');
    assert.equal(landing.searchParams.get('success'), 'calendar_connected');
    assert.equal(landing.searchParams.get('message'), integrationMessages.connected);

    const response = await list(host);
    assert.equal(response.statusCode, 200);
    const { accounts } = response.json();
    assert.deepEqual(accounts, [
      {
        id: accounts[0].id,
        name: 'Grace',
        email: user.email,
        avatar: user.picture,
        is_primary: true,
        scopes: { calendar: true, calendar_events: true, profile: true, email: true, meet: true },
        // Connecting read the calendar list (docs/calendars.md#connection-state).
        last_synced_at: accounts[0].last_synced_at,
        last_error: null,
        last_error_at: null,
      },
    ]);
    assert.ok(accounts[0].last_synced_at);
    assert.doesNotMatch(response.body, /ya29|refresh|token/i, 'no token in the list');

    // The raw row holds the tokens only sealed: neither the fake's access token nor its refresh token.
    const raw = await t.app.db.execute(sql`SELECT * FROM google_accounts WHERE email = ${user.email}`);
    const rows = (raw as unknown as { rows: Record<string, unknown>[] }).rows;
    assert.equal(rows.length, 1);
    const stored = JSON.stringify(rows[0]);
    assert.doesNotMatch(stored, /ya29\.|1\/\/refresh/);
    assert.ok(rows[0].access_token_sealed && rows[0].refresh_token_sealed);

    // The state works once: replaying the callback is refused and stores nothing new.
    const replay = await t.app.inject({
      method: 'GET',
      url: callbackUrl,
      cookies: { google_calendar_flow: flowCookie },
    });
    assert.equal(
      new URL(String(replay.headers.location)).searchParams.get('error'),
      integrationMessages.connectFailed,
    );
    assert.equal((await list(host)).json().accounts.length, 1);

    // Connecting the same Google account again updates it (still one account, still primary).
    fake.user = { ...user, name: 'Grace Hopper' };
    await connect(host);
    const again = (await list(host)).json().accounts;
    assert.equal(again.length, 1);
    assert.equal(again[0].name, 'Grace Hopper');
    assert.equal(again[0].is_primary, true);
  });

  test('connect refuses a callback from another browser, a denied consent and an unauthenticated start', async () => {
    const host = await registerAccount(t.app);
    fake.user = googleUser('Mallory');
    const foreign = await connect(host, { keepCookie: false });
    assert.equal(foreign.landing.searchParams.get('error'), integrationMessages.connectFailed);
    assert.equal(foreign.landing.searchParams.get('success'), null);

    fake.denyNext = 'access_denied';
    const denied = await connect(host);
    assert.equal(`${denied.landing.origin}${denied.landing.pathname}`, SETTINGS);
    assert.equal(denied.landing.searchParams.get('tab'), 'integrations');
    assert.equal(denied.landing.searchParams.get('error'), integrationMessages.accessDenied);
    assert.equal((await list(host)).json().accounts.length, 0);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/integrations/google-calendar/connect' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('without Google configuration connecting answers 503 with a clear message', async () => {
    const unconfigured = { clientId: null, clientSecret: null, issuer: 'https://accounts.google.com' };
    const service = new GoogleAccountsService({
      db: t.app.db,
      config: { ...t.config, google: unconfigured },
      oauth: new GoogleOAuthClient(unconfigured, `${PUBLIC_URL}${CALLBACK_PATH}`),
      log: t.app.log,
    });
    const host = await registerAccount(t.app);
    await assert.rejects(service.connect(host.user.id), (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.statusCode, 503);
      assert.equal(error.message, integrationMessages.notConfigured);
      return true;
    });
    assert.deepEqual(await service.list(host.user.id), []);
  });

  test('set-primary keeps exactly one primary; another host and bad ids get 404', async () => {
    const host = await registerAccount(t.app);
    const first = await connectedAccount(host, googleUser('First'));
    const second = await connectedAccount(host, googleUser('Second'));
    assert.equal(first.is_primary, true);
    assert.equal(second.is_primary, false);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/google-calendar/${second.id}/set-primary`,
      headers: auth(host),
    });
    assert.equal(response.statusCode, 200, response.body);
    const primaries = (response.json().accounts as { id: string; is_primary: boolean }[]).filter(
      (a) => a.is_primary,
    );
    assert.deepEqual(
      primaries.map((a) => a.id),
      [second.id],
    );

    const other = await registerAccount(t.app);
    for (const [method, url] of [
      ['POST', `/api/integrations/google-calendar/${first.id}/set-primary`],
      ['DELETE', `/api/integrations/google-calendar/${first.id}`],
      ['POST', '/api/integrations/google-calendar/not-a-uuid/set-primary'],
      ['DELETE', '/api/integrations/google-calendar/not-a-uuid'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: auth(other) });
      assert.equal(refused.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(refused.json(), { message: integrationMessages.notFound });
    }
    assert.equal((await list(host)).json().accounts.length, 2, "the other host's calls changed nothing");
  });

  test("event types accept only their host's accounts and embed the linked account", async () => {
    const host = await seedHost(t.app);
    const account = await connectedAccount(host, googleUser('Linked'));
    const other = await seedHost(t.app);
    const foreign = await connectedAccount(other, googleUser('Foreign'));
    const payload = { title: 'Demo', slug: 'demo', location: 'google_meet', minimum_notice_minutes: 0 };

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/event-types',
      headers: auth(host),
      payload: { ...payload, connected_google_account_id: foreign.id },
    });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.deepEqual(refused.json().errors, { connected_google_account_id: ['Google account not found'] });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/event-types',
      headers: auth(host),
      payload: { ...payload, connected_google_account_id: account.id },
    });
    assert.equal(created.statusCode, 201, created.body);
    const eventType = created.json().data;
    assert.equal(eventType.connected_google_account_id, account.id);
    assert.equal(eventType.connected_google_account.email, account.email);
    assert.equal(eventType.connected_google_account.is_primary, true);
    assert.ok(!('access_token_sealed' in eventType.connected_google_account));
    const listed = await t.app.inject({ method: 'GET', url: '/api/event-types', headers: auth(host) });
    assert.equal(listed.json().data[0].connected_google_account.id, account.id);
  });

  test('a confirmed booking gets a calendar event with a Meet link; cancelling deletes it', async () => {
    const host = await seedHost(t.app);
    const user = googleUser('Host');
    const account = await connectedAccount(host, user);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Design review',
      location: 'google_meet',
      connectedGoogleAccountId: account.id,
    });
    const start = utcInstant(utcDate(3), '10:00');
    const id = await book(eventType.id, start);
    assert.equal((await syncJobs()).filter((job) => job.bookingId === id).length, 1);

    // The commit already woke the runner; this shares or follows that run.
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    const [event] = fake.eventsOf(user.email);
    assert.ok(event, 'the event is in the host calendar');
    assert.equal(event.id, calendarEventIdOf(id));
    assert.equal(event.summary, 'Design review with Alan Turing');
    assert.equal(event.start.dateTime, start);
    assert.deepEqual(
      event.attendees?.map((attendee) => attendee.email),
      ['attendee@example.com'],
    );
    // The attendee's cancel link, with its secret (docs/product.md#attendee-link-secrets).
    assert.match(
      event.description ?? '',
      new RegExp(`${PUBLIC_URL}/cancel/${(await bookingRow(id)).linkSecret}`),
    );
    assert.match(event.hangoutLink ?? '', /^https:\/\/meet\.google\.com\//);

    const stored = await bookingRow(id);
    assert.equal(stored.googleCalendarEventId, event.id);
    assert.equal(stored.googleMeetLink, event.hangoutLink);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${stored.linkSecret}` });
    assert.equal(page.json().data.google_meet_link, event.hangoutLink);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${(await bookingRow(id)).linkSecret}/cancel`,
      payload: {},
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    await t.app.jobs.runDue();
    assert.deepEqual(fake.eventsOf(user.email), [], 'the event is deleted');
    const cancelled = await bookingRow(id);
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(cancelled.googleCalendarEventId, null);

    // A booking of an event type linked to no account queues nothing.
    const { eventType: unlinked } = await seedEventType(t.app, host.user.id, { location: 'zoom' });
    const plain = await book(unlinked.id, utcInstant(utcDate(3), '14:00'));
    assert.equal((await syncJobs()).filter((job) => job.bookingId === plain).length, 0);
  });

  test("the host's hooks: a moved booking moves its event; a booking deleted after its delete was queued loses its event", async () => {
    const host = await seedHost(t.app);
    const user = googleUser('Mover');
    const account = await connectedAccount(host, user);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      location: 'google_meet',
      connectedGoogleAccountId: account.id,
    });
    const id = await book(eventType.id, utcInstant(utcDate(8), '10:00'));
    await t.app.jobs.runDue();
    const [created] = fake.eventsOf(user.email);
    assert.ok(created?.hangoutLink);

    // What the host's reschedule does: move the row, queue an upsert in the same transaction.
    const start = new Date(utcInstant(utcDate(8), '15:00'));
    const end = new Date(start.getTime() + 30 * 60_000);
    await inTransaction(t.app.db, async (tx) => {
      await tx
        .update(bookings)
        .set({ startTime: start, endTime: end, blockedStart: start, blockedEnd: end })
        .where(eq(bookings.id, id));
      await enqueueCalendarSync(tx, id, 'upsert');
    });
    await t.app.jobs.runDue();
    const moved = fake.eventsOf(user.email);
    assert.equal(moved.length, 1, 'patched, not duplicated');
    assert.equal(moved[0].start.dateTime, start.toISOString());
    assert.equal(moved[0].hangoutLink, created.hangoutLink, 'the Meet link stays');
    assert.equal((await bookingRow(id)).googleMeetLink, created.hangoutLink);

    // What cancel-and-delete does: queue the delete, then remove the row in the same transaction.
    await inTransaction(t.app.db, async (tx) => {
      await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
      await enqueueCalendarSync(tx, id, 'delete');
      await tx.delete(bookings).where(eq(bookings.id, id));
    });
    await t.app.jobs.runDue();
    assert.deepEqual(fake.eventsOf(user.email), [], 'the event goes with the booking');
  });

  /** A team of `owner` and `others` (accepted) and a team type of `kind` they all host. */
  async function teamType(owner: Host, others: Host[], kind: 'round_robin' | 'collective') {
    const call = (who: Host, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: auth(who) });
    const team = (await call(owner, '/api/teams', { name: `Calendar team ${kind}` })).json().data as {
      id: string;
    };
    for (const other of others) {
      const invited = await call(owner, `/api/teams/${team.id}/members`, { email: other.user.email });
      const accepted = await call(other, `/api/teams/invitations/${invited.json().data.id}/accept`);
      assert.equal(accepted.statusCode, 200, accepted.body);
    }
    const created = await call(owner, '/api/event-types', {
      title: `Team sync ${kind}`,
      slug: `team-sync-${kind.replace('_', '-')}`,
      event_type: kind,
      team_id: team.id,
      location: 'google_meet',
      minimum_notice_minutes: 0,
    });
    assert.equal(created.statusCode, 201, created.body);
    return created.json().data as { id: string };
  }

  const reschedule = (host: Host, id: string, start: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/reschedule`,
      headers: auth(host),
      payload: { start_time: start },
    });

  test("collective: one event in the first host's primary calendar inviting the other host; patched on reschedule, deleted on cancel", async () => {
    const a = await seedHost(t.app);
    const b = await seedHost(t.app);
    const userA = googleUser('Ada');
    const userB = googleUser('Bob');
    await connectedAccount(a, userA);
    await connectedAccount(b, userB);
    const eventType = await teamType(a, [b], 'collective');
    const start = utcInstant(utcDate(6), '10:00');
    const id = await book(eventType.id, start, 'team-attendee@example.com');
    await t.app.jobs.runDue();
    await t.app.jobs.idle();

    const row = await bookingRow(id);
    const [first, second] = row.hostId === a.user.id ? [userA, userB] : [userB, userA];
    const [event] = fake.eventsOf(first.email);
    assert.ok(event, "the event is in the booking host's primary calendar");
    assert.equal(fake.eventsOf(second.email).length, 0, 'one event, not one per host');
    assert.equal(event.id, calendarEventIdOf(id));
    const secondHost = row.hostId === a.user.id ? b : a;
    assert.deepEqual(
      event.attendees?.map((attendee) => attendee.email),
      ['team-attendee@example.com', secondHost.user.email],
    );
    assert.match(event.hangoutLink ?? '', /^https:\/\/meet\.google\.com\//);
    assert.equal(row.googleMeetLink, event.hangoutLink);

    // The other host reschedules: the same event is patched.
    const later = utcInstant(utcDate(6), '14:00');
    const moved = await reschedule(secondHost, id, later);
    assert.equal(moved.statusCode, 200, moved.body);
    await t.app.jobs.runDue();
    const patched = fake.eventsOf(first.email);
    assert.equal(patched.length, 1);
    assert.equal(patched[0].start.dateTime, later);
    assert.equal(patched[0].hangoutLink, event.hangoutLink);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${(await bookingRow(id)).linkSecret}/cancel`,
      payload: {},
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    await t.app.jobs.runDue();
    assert.deepEqual(fake.eventsOf(first.email), [], 'the event is deleted');
    assert.equal((await bookingRow(id)).googleCalendarEventId, null);
  });

  test("round robin: the event is in the assigned host's calendar; a reassigning reschedule moves it to the new host's", async () => {
    const morning = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '12:00',
    }));
    const afternoon = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '13:00',
      endTime: '17:00',
    }));
    const a = await seedHost(t.app, { slots: morning });
    const b = await seedHost(t.app, { slots: afternoon });
    const userA = googleUser('Morning');
    const userB = googleUser('Afternoon');
    await connectedAccount(a, userA);
    await connectedAccount(b, userB);
    const eventType = await teamType(a, [b], 'round_robin');
    const id = await book(eventType.id, utcInstant(utcDate(7), '10:00'));
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    assert.equal((await bookingRow(id)).hostId, a.user.id, 'only the morning host is free at 10:00');
    const [event] = fake.eventsOf(userA.email);
    assert.ok(event);
    assert.deepEqual(
      event.attendees?.map((attendee) => attendee.email),
      ['attendee@example.com'],
    );
    assert.equal(fake.eventsOf(userB.email).length, 0);

    // Only the afternoon host is free at 14:00: the booking and its event move to them.
    const later = utcInstant(utcDate(7), '14:00');
    const moved = await reschedule(a, id, later);
    assert.equal(moved.statusCode, 200, moved.body);
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
    const row = await bookingRow(id);
    assert.equal(row.hostId, b.user.id);
    assert.deepEqual(fake.eventsOf(userA.email), [], "gone from the previous host's calendar");
    const [movedEvent] = fake.eventsOf(userB.email);
    assert.ok(movedEvent, "created in the new host's calendar");
    assert.equal(movedEvent.start.dateTime, later);
    assert.equal(row.googleCalendarEventId, movedEvent.id);
    assert.equal(row.googleMeetLink, movedEvent.hangoutLink);

    const again = await reschedule(b, id, utcInstant(utcDate(7), '15:00'));
    assert.equal(again.statusCode, 200, again.body);
    await t.app.jobs.runDue();
    assert.equal(
      fake.eventsOf(userB.email)[0]?.start.dateTime,
      utcInstant(utcDate(7), '15:00'),
      'kept host: patched',
    );
    assert.equal(fake.eventsOf(userB.email).length, 1);
  });

  test("Google's failures are retried and never lose the booking", async () => {
    const host = await seedHost(t.app);
    const user = googleUser('Flaky');
    const account = await connectedAccount(host, user);
    const { eventType } = await seedEventType(t.app, host.user.id, { connectedGoogleAccountId: account.id });
    fake.failNext(1, 500, '/events');
    const id = await book(eventType.id, utcInstant(utcDate(4), '11:00'));

    await t.app.jobs.runDue();
    const [job] = (await syncJobs()).filter((row) => row.bookingId === id);
    assert.equal(job.status, 'pending', 'the job waits for a retry');
    assert.equal(job.attempts, 1);
    assert.match(job.lastError ?? '', /500/);
    assert.equal((await bookingRow(id)).status, 'confirmed', 'the booking is kept');
    assert.equal(fake.eventsOf(user.email).length, 0);

    await makeJobDue(t.app.db, job.id);
    await t.app.jobs.runDue();
    assert.equal(fake.eventsOf(user.email).length, 1);
    assert.equal((await bookingRow(id)).googleCalendarEventId, calendarEventIdOf(id));
    const [done] = (await syncJobs()).filter((row) => row.bookingId === id);
    assert.equal(done.status, 'done');
  });

  test('expired access tokens are refreshed with the refresh token', async () => {
    const host = await seedHost(t.app);
    const user = googleUser('Sleepy');
    const account = await connectedAccount(host, user);
    const { eventType } = await seedEventType(t.app, host.user.id, { connectedGoogleAccountId: account.id });
    const sealedBefore = (
      await t.app.db.select().from(googleAccounts).where(eq(googleAccounts.id, account.id))
    )[0];

    // Expired by our clock: refreshed before use.
    fake.expireAccessTokens();
    await t.app.db
      .update(googleAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(googleAccounts.id, account.id));
    const refreshesBefore = fake.grants.filter((grant) => grant === 'refresh_token').length;
    await book(eventType.id, utcInstant(utcDate(5), '09:00'));
    await t.app.jobs.runDue();
    assert.equal(fake.eventsOf(user.email).length, 1);
    assert.equal(fake.grants.filter((grant) => grant === 'refresh_token').length, refreshesBefore + 1);
    const sealedAfter = (
      await t.app.db.select().from(googleAccounts).where(eq(googleAccounts.id, account.id))
    )[0];
    assert.notEqual(sealedAfter.accessTokenSealed, sealedBefore.accessTokenSealed);
    assert.ok((sealedAfter.tokenExpiresAt?.getTime() ?? 0) > Date.now());

    // Expired early at Google (our clock says valid): the 401 triggers one refresh and a retry.
    fake.expireAccessTokens();
    await book(eventType.id, utcInstant(utcDate(5), '10:00'));
    await t.app.jobs.runDue();
    assert.equal(fake.eventsOf(user.email).length, 2);
    assert.equal(fake.grants.filter((grant) => grant === 'refresh_token').length, refreshesBefore + 2);
  });

  test("the primary account's busy times remove free times; a failing free/busy with no recent answer offers nothing", async () => {
    const host = await seedHost(t.app);
    const user = googleUser('Busy');
    await connectedAccount(host, user);
    const { eventType } = await seedEventType(t.app, host.user.id, { slug: 'busy-check', duration: 30 });
    const date = utcDate(6);
    fake.addBusy(user.email, utcInstant(date, '10:00'), utcInstant(date, '11:00'));
    const freeStarts = async (day: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/event-types/${host.user.username}/busy-check/free-times?start=${day}&end=${day}&time_zone=UTC`,
      });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json().data.days[0].times as { start: string }[]).map((time) => time.start);
    };
    const starts = await freeStarts(date);
    assert.ok(starts.includes(utcInstant(date, '09:30')));
    assert.ok(!starts.includes(utcInstant(date, '10:00')), '10:00 is busy in Google');
    assert.ok(!starts.includes(utcInstant(date, '10:30')), '10:30 is busy in Google');
    assert.ok(starts.includes(utcInstant(date, '11:00')));
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventType.id,
        start_time: utcInstant(date, '10:00'),
        attendee_name: 'Late',
        attendee_email: 'late@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(taken.statusCode, 409, 'a busy time cannot be booked either');

    // Google failing with no answer of the last 10 minutes: its time is unknown, nothing is
    // offered (docs/calendars.md#failure-behaviour; calendar-busy-cache.service.test.ts shows
    // the times coming back).
    const otherDate = utcDate(7);
    fake.addBusy(user.email, utcInstant(otherDate, '10:00'), utcInstant(otherDate, '11:00'));
    fake.failNext(1, 503, '/freeBusy');
    assert.deepEqual(await freeStarts(otherDate), []);
  });

  test('disconnect revokes at Google, unlinks event types and passes primary to the oldest account', async () => {
    const host = await seedHost(t.app);
    const first = await connectedAccount(host, googleUser('Old'));
    const second = await connectedAccount(host, googleUser('Young'));
    const { eventType } = await seedEventType(t.app, host.user.id, { connectedGoogleAccountId: first.id });
    const revokedBefore = fake.revoked.length;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/google-calendar/${first.id}`,
      headers: auth(host),
    });
    assert.equal(response.statusCode, 204, response.body);
    assert.equal(fake.revoked.length, revokedBefore + 1, 'the grant is revoked at Google');
    assert.match(fake.revoked.at(-1) ?? '', /^1\/\/refresh/);

    const accounts = (await list(host)).json().accounts;
    assert.deepEqual(
      accounts.map((a: { id: string; is_primary: boolean }) => [a.id, a.is_primary]),
      [[second.id, true]],
    );
    const [linked] = await t.app.db.select().from(eventTypes).where(eq(eventTypes.id, eventType.id));
    assert.equal(linked.connectedGoogleAccountId, null);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/integrations/google-calendar/${first.id}`,
      headers: auth(host),
    });
    assert.equal(again.statusCode, 404);
  });
});
