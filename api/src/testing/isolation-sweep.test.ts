import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { caldavCalendars, caldavConnections } from '../db/schema/caldav.schema';
import { googleCalendars } from '../db/schema/google-calendar-list.schema';
import { microsoftCalendars, microsoftConnections } from '../db/schema/microsoft-calendar.schema';
import { upsertGoogleAccount } from '../modules/google-calendar/google-calendar.repository';
import { pngWithText } from '../modules/settings/avatar-image.fixtures';
import { insertDelivery } from '../modules/webhooks/webhooks.repository';
import { createTestApp, registerAccount, type TestApp } from './test-app.helper';

/*
 * Isolation sweep: a second host (B) against every resource and action of a first host (A).
 * Driven by the OpenAPI document: every operation must be classified below, so a new route
 * fails this test until someone says how it is isolated ("add this route to the isolation
 * sweep"). Routes that name a resource (path ids, or ids in the body) must answer B exactly as
 * they answer an id that does not exist (404 for path ids); collections B reads must not contain
 * anything of A's; and afterwards everything A sees is unchanged.
 */

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A signed-up host, with a personal API key for /api/v1. */
type Account = Awaited<ReturnType<typeof registerAccount>> & { apiKey: string };

/** What A owns, by the names the route map uses. */
interface Owned {
  scheduleId: string;
  slotId: string;
  eventTypeIds: string[];
  bookings: { confirmed: string; pending: string; cancelled: string };
  freeTime: string;
  teamId: string;
  ownerMemberId: string;
  pendingMemberId: string;
  googleAccountId: string;
  apiKeyId: string;
  sessionId: string;
  webhookId: string;
  deliveryId: string;
  exportId: string;
  singleUseLinkId: string;
  outOfOfficeId: string;
  caldavConnectionId: string;
  caldavCalendarId: string;
  microsoftConnectionId: string;
  microsoftCalendarId: string;
  googleCalendarId: string;
}

interface OwnedRoute {
  /** Path parameters filled with A's ids. */
  params: (a: Owned) => Record<string, string>;
  /** A body a valid request needs (so the answer is about ownership, not validation). */
  body?: (a: Owned) => object;
  query?: (a: Owned) => Record<string, string>;
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const scheduleBody = () => ({
  name: 'Sweep hours',
  time_zone: 'UTC',
  slots: [{ day_of_week: 1, start_time: '09:00', end_time: '10:00' }],
  overrides: [{ date: day(300), unavailable: true }],
});
const eventTypeBody = (a?: Owned) => ({
  title: 'Sweep call',
  slug: `sweep-${randomBytes(3).toString('hex')}`,
  duration: 30,
  ...(a ? { availability_id: a.scheduleId } : {}),
});
const reason = { cancellation_reason: 'sweep' };

/** Routes whose path names one of A's resources: B must get 404, as for an unknown id. */
const ownedRoutes: Record<string, OwnedRoute> = {
  // docs/product.md#sessions: A's session is "not found" for B, and goes on.
  'DELETE /api/auth/sessions/{id}': { params: (a) => ({ id: a.sessionId }) },
  'GET /api/availabilities/{id}': { params: (a) => ({ id: a.scheduleId }) },
  'PUT /api/availabilities/{id}': { params: (a) => ({ id: a.scheduleId }), body: scheduleBody },
  'POST /api/availabilities/{id}/set-default': { params: (a) => ({ id: a.scheduleId }) },
  'DELETE /api/availabilities/{id}': { params: (a) => ({ id: a.scheduleId }) },
  'PUT /api/out-of-office/{id}': {
    params: (a) => ({ id: a.outOfOfficeId }),
    body: () => ({ start_date: day(200), end_date: day(202), reason: 'other' }),
  },
  'DELETE /api/out-of-office/{id}': { params: (a) => ({ id: a.outOfOfficeId }) },
  'PUT /api/slots/{id}': {
    params: (a) => ({ id: a.slotId }),
    body: () => ({ day_of_week: 2, start_time: '11:00', end_time: '12:00' }),
  },
  'DELETE /api/slots/{id}': { params: (a) => ({ id: a.slotId }) },
  'GET /api/event-types/{id}': { params: (a) => ({ id: a.eventTypeIds[0] as string }) },
  'PUT /api/event-types/{id}': {
    params: (a) => ({ id: a.eventTypeIds[0] as string }),
    body: () => eventTypeBody(),
  },
  'DELETE /api/event-types/{id}': { params: (a) => ({ id: a.eventTypeIds[0] as string }) },
  'GET /api/bookings/{id}': { params: (a) => ({ id: a.bookings.confirmed }) },
  'POST /api/bookings/{id}/confirm': { params: (a) => ({ id: a.bookings.pending }) },
  'POST /api/bookings/{id}/reject': { params: (a) => ({ id: a.bookings.pending }), body: () => reason },
  'POST /api/bookings/{id}/cancel': { params: (a) => ({ id: a.bookings.confirmed }), body: () => reason },
  'POST /api/bookings/{id}/cancel-and-delete': {
    params: (a) => ({ id: a.bookings.confirmed }),
    body: () => reason,
  },
  'GET /api/bookings/{id}/free-times': {
    params: (a) => ({ id: a.bookings.confirmed }),
    query: () => ({ start: day(1), end: day(7), time_zone: 'UTC' }),
  },
  'POST /api/bookings/{id}/reschedule': {
    params: (a) => ({ id: a.bookings.confirmed }),
    body: (a) => ({ start_time: a.freeTime }),
  },
  'DELETE /api/bookings/{id}': { params: (a) => ({ id: a.bookings.cancelled }) },
  'GET /api/teams/{id}': { params: (a) => ({ id: a.teamId }) },
  'PUT /api/teams/{id}': { params: (a) => ({ id: a.teamId }), body: () => ({ name: 'Taken over' }) },
  'POST /api/teams/{id}/members': {
    params: (a) => ({ id: a.teamId }),
    body: () => ({ email: `sweep.${randomBytes(3).toString('hex')}@example.com`, role: 'admin' }),
  },
  'PATCH /api/teams/{id}/members/{memberId}': {
    params: (a) => ({ id: a.teamId, memberId: a.pendingMemberId }),
    body: () => ({ role: 'admin' }),
  },
  'DELETE /api/teams/{id}/members/{memberId}': {
    params: (a) => ({ id: a.teamId, memberId: a.ownerMemberId }),
  },
  'DELETE /api/teams/{id}': { params: (a) => ({ id: a.teamId }) },
  // An invitation A's team sent to someone else is not B's to answer.
  'POST /api/teams/invitations/{id}/accept': { params: (a) => ({ id: a.pendingMemberId }) },
  'POST /api/teams/invitations/{id}/decline': { params: (a) => ({ id: a.pendingMemberId }) },
  'POST /api/teams/{id}/members/{memberId}/resend': {
    params: (a) => ({ id: a.teamId, memberId: a.pendingMemberId }),
  },
  'POST /api/integrations/google-calendar/{id}/set-primary': { params: (a) => ({ id: a.googleAccountId }) },
  'DELETE /api/integrations/google-calendar/{id}': { params: (a) => ({ id: a.googleAccountId }) },
  // docs/calendars.md#which-calendars-count: a host's Google calendars and write choices are theirs alone.
  'GET /api/integrations/google-calendar/{id}/calendars': { params: (a) => ({ id: a.googleAccountId }) },
  'PATCH /api/integrations/google-calendar/{id}/calendars/{calendarId}': {
    params: (a) => ({ id: a.googleAccountId, calendarId: a.googleCalendarId }),
    body: () => ({ checked: true }),
  },
  'GET /api/integrations/calendars/event-types/{eventTypeId}': {
    params: (a) => ({ eventTypeId: a.eventTypeIds[0] as string }),
  },
  'PUT /api/integrations/calendars/event-types/{eventTypeId}': {
    params: (a) => ({ eventTypeId: a.eventTypeIds[0] as string }),
    body: (a) => ({
      choice: { provider: 'google', connection_id: a.googleAccountId, calendar_id: a.googleCalendarId },
    }),
  },
  'DELETE /api/developers/api-keys/{id}': { params: (a) => ({ id: a.apiKeyId }) },
  'PUT /api/developers/webhooks/{id}': {
    params: (a) => ({ id: a.webhookId }),
    body: () => ({ url: 'https://example.com/taken-over', events: ['booking.created'], active: false }),
  },
  'DELETE /api/developers/webhooks/{id}': { params: (a) => ({ id: a.webhookId }) },
  'GET /api/developers/webhooks/{id}/deliveries': { params: (a) => ({ id: a.webhookId }) },
  'POST /api/developers/webhooks/{id}/test': { params: (a) => ({ id: a.webhookId }) },
  'POST /api/developers/webhooks/{id}/resume': { params: (a) => ({ id: a.webhookId }) },
  'POST /api/developers/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    params: (a) => ({ id: a.webhookId, deliveryId: a.deliveryId }),
  },
  'GET /api/account/exports/{id}/download': { params: (a) => ({ id: a.exportId }) },
  // docs/product.md#private-sharing: only the type's host (or its team's managers) sees or makes its links.
  'GET /api/single-use-links/{eventTypeId}': {
    params: (a) => ({ eventTypeId: a.eventTypeIds[0] as string }),
  },
  'POST /api/single-use-links/{eventTypeId}': {
    params: (a) => ({ eventTypeId: a.eventTypeIds[0] as string }),
    body: () => ({ label: 'Taken over' }),
  },
  'POST /api/single-use-links/{eventTypeId}/{id}/revoke': {
    params: (a) => ({ eventTypeId: a.eventTypeIds[0] as string, id: a.singleUseLinkId }),
  },
  // docs/calendars.md: a host's CalDAV connections, calendars and write calendar are theirs alone.
  'PATCH /api/integrations/caldav/{id}/calendars/{calendarId}': {
    params: (a) => ({ id: a.caldavConnectionId, calendarId: a.caldavCalendarId }),
    body: () => ({ checked: false }),
  },
  'DELETE /api/integrations/caldav/{id}': { params: (a) => ({ id: a.caldavConnectionId }) },
  'GET /api/integrations/caldav/event-types/{eventTypeId}/calendar': {
    params: (a) => ({ eventTypeId: a.eventTypeIds[0] as string }),
  },
  'PUT /api/integrations/caldav/event-types/{eventTypeId}/calendar': {
    params: (a) => ({ eventTypeId: a.eventTypeIds[0] as string }),
    body: (a) => ({ calendar_id: a.caldavCalendarId }),
  },
  // docs/calendars.md: a host's Microsoft connections and calendars are theirs alone.
  'PATCH /api/integrations/microsoft/{id}/calendars/{calendarId}': {
    params: (a) => ({ id: a.microsoftConnectionId, calendarId: a.microsoftCalendarId }),
    body: () => ({ checked: false }),
  },
  'DELETE /api/integrations/microsoft/{id}': { params: (a) => ({ id: a.microsoftConnectionId }) },
  // /api/v1 is called with the caller's API key (see `call`).
  'GET /api/v1/event-types/{id}': { params: (a) => ({ id: a.eventTypeIds[0] as string }) },
  'GET /api/v1/event-types/{id}/free-times': {
    params: (a) => ({ id: a.eventTypeIds[0] as string }),
    query: () => ({ start: day(1), end: day(7), time_zone: 'UTC' }),
  },
  'GET /api/v1/availabilities/{id}': { params: (a) => ({ id: a.scheduleId }) },
  'GET /api/v1/bookings/{id}': { params: (a) => ({ id: a.bookings.confirmed }) },
  'POST /api/v1/bookings/{id}/cancel': { params: (a) => ({ id: a.bookings.confirmed }), body: () => reason },
  'GET /api/v1/bookings/{id}/free-times': {
    params: (a) => ({ id: a.bookings.confirmed }),
    query: () => ({ start: day(1), end: day(7), time_zone: 'UTC' }),
  },
  'POST /api/v1/bookings/{id}/reschedule': {
    params: (a) => ({ id: a.bookings.confirmed }),
    body: (a) => ({ start_time: a.freeTime }),
  },
};

/** Routes that name A's resources in their body: B's answer must be the one for a missing id. */
const bodyRefRoutes: Record<string, { body: (a: Owned | null) => object }> = {
  // B's default calendar cannot be one of A's calendars (of any provider).
  'PUT /api/integrations/calendars/default': {
    body: (a) => ({
      choice: {
        provider: 'google',
        connection_id: a?.googleAccountId ?? MISSING_ID,
        calendar_id: a?.googleCalendarId ?? MISSING_ID,
      },
    }),
  },
  'POST /api/slots': {
    body: (a) => ({
      availability_id: a?.scheduleId ?? MISSING_ID,
      day_of_week: 3,
      start_time: '13:00',
      end_time: '14:00',
    }),
  },
  'POST /api/event-types': {
    body: (a) => ({
      ...eventTypeBody(),
      availability_id: a?.scheduleId ?? MISSING_ID,
      connected_google_account_id: a?.googleAccountId ?? MISSING_ID,
    }),
  },
  'POST /api/developers/webhooks': {
    body: (a) => ({
      url: 'https://example.com/hook',
      events: ['booking.created'],
      event_type_ids: [a?.eventTypeIds[0] ?? MISSING_ID],
      active: false,
    }),
  },
};

// Only the mail link's secret opens an invitation (docs/product.md#team-invitations): the id of A's
// invitation is no secret, and answers like any unknown one.
for (const action of ['', '/accept', '/decline']) {
  bodyRefRoutes[`POST /api/teams/invitations/link${action}`] = {
    body: (a) => ({ token: a?.pendingMemberId ?? MISSING_ID }),
  };
}

/** Collections and the caller's own reads: B's answer must hold nothing of A's. */
const listRoutes: Record<string, { queries?: (a: Owned) => Record<string, string>[] }> = {
  'GET /api/auth/me': {},
  'GET /api/auth/account-security': {},
  'GET /api/auth/sessions': {},
  'GET /api/settings': {},
  'GET /api/settings/meeting-limits': {},
  'GET /api/availabilities': {},
  'GET /api/out-of-office': {},
  'GET /api/out-of-office/teammates': {},
  'GET /api/event-types': {},
  'GET /api/bookings': {
    queries: (a): Record<string, string>[] => [
      {},
      { per_page: '100' },
      { event_type_id: a.eventTypeIds[0] as string },
      { when: 'upcoming' },
      { status: 'pending' },
    ],
  },
  'GET /api/bookings/stats': {},
  'GET /api/bookings/analytics': {},
  'GET /api/teams': {},
  'GET /api/teams/invitations': {},
  'GET /api/integrations/google-calendar': {},
  'GET /api/integrations/caldav': {},
  'GET /api/integrations/microsoft': {},
  'GET /api/integrations/calendars/writable': {},
  'GET /api/integrations/calendars/default': {},
  'GET /api/developers/api-keys': {},
  'GET /api/developers/webhooks': {},
  'GET /api/account/exports': {},
  'GET /api/account/deletion': {},
  'GET /api/v1/event-types': {},
  'GET /api/v1/availabilities': {},
  'GET /api/v1/bookings': {
    queries: (a): Record<string, string>[] => [{}, { event_type_id: a.eventTypeIds[0] as string }],
  },
};

/** Signed-in writes on the caller's own things (no id to aim at A): B runs them, A must not change. */
const selfRoutes: Record<string, { body?: () => object } | 'not called'> = {
  'POST /api/availabilities': { body: scheduleBody },
  // B's own CalDAV account: it names a server and B's credentials, no id of anyone's
  // (discovery needs a server: caldav.test.ts runs it against Radicale).
  'POST /api/integrations/caldav': 'not called',
  // B's own period away (with no teammate: A shares no team with B).
  'POST /api/out-of-office': { body: () => ({ start_date: day(210), end_date: day(211), reason: 'travel' }) },
  'POST /api/teams': { body: () => ({ name: 'B team' }) },
  'POST /api/developers/api-keys': { body: () => ({ name: 'B key' }) },
  'POST /api/settings': {},
  'PUT /api/settings/meeting-limits': { body: () => ({ max_per_day: 1, max_per_week: 2 }) },
  'POST /api/avatar': 'not called', // multipart; B's own upload, no id of anyone's in it
  'DELETE /api/avatar': {},
  // B's wrong current password: refused (422), B's own account only.
  'POST /api/auth/change-password': {
    body: () => ({
      current_password: 'not-b-password',
      password: 'Another-Pass-99',
      password_confirmation: 'Another-Pass-99',
    }),
  },
  // Ends B's own sessions, the sweep's token with them; that it leaves other accounts alone is
  // tested in auth-credentials.test.ts.
  'POST /api/auth/sign-out-everywhere': 'not called',
  // Two-factor sign-in of B's own account (docs/product.md#two-factor-sign-in): a secret for B,
  // B's wrong first code, nothing to turn off.
  'POST /api/auth/two-factor/setup': {},
  'POST /api/auth/two-factor/enable': { body: () => ({ code: '000000' }) },
  'POST /api/auth/two-factor/disable': { body: () => ({ password: 'not-b-password', code: '000000' }) },
  // Ends B's other sessions; B's own token goes on.
  'POST /api/auth/sessions/end-others': {},
  // Mails a new confirmation link to B's own address (or says it is already confirmed).
  'POST /api/auth/resend-verification': {},
  // B's own export of B's own data.
  'POST /api/account/exports': {},
  // B's wrong password: refused (422); B's own account only (account-data.test.ts deletes for real).
  'POST /api/account/delete': { body: () => ({ password: 'not-b-password' }) },
  // Starts B's own OAuth flow (503 here: Google is not configured in tests).
  'GET /api/integrations/google-calendar/connect': 'not called',
  // Starts B's own Microsoft flow (503 here: Microsoft is not configured in tests).
  'GET /api/integrations/microsoft/connect': 'not called',
};

/**
 * Administrators only (docs/product.md#instance-administration): A, the instance's first account,
 * is one; B is not and gets 403 on each, whatever the id.
 */
const adminOnlyRoutes: Record<string, { body?: () => object }> = {
  'GET /api/admin/accounts': {},
  'POST /api/admin/accounts/{id}/disable': {},
  'POST /api/admin/accounts/{id}/enable': {},
  'GET /api/admin/settings': {},
  'PUT /api/admin/settings': { body: () => ({ signup_mode: 'closed' }) },
  'POST /api/admin/test-mail': {},
  'POST /api/admin/invitations': { body: () => ({ email: 'someone@example.com' }) },
  'GET /api/admin/audit-log': {},
};

/** Open routes, isolated otherwise (why, for each). */
const publicRoutes: Record<string, string> = {
  'GET /api/health': 'no data',
  'GET /api/ready': 'no data (readiness of this process)',
  'GET /api/timezones': 'no data',
  'GET /api/config': "no data (the server's configuration)",
  'POST /api/auth/register': 'creates an account',
  'POST /api/auth/login': 'credentials',
  'POST /api/auth/login/two-factor': "the login's signed challenge and the account's code",
  'GET /api/instance': 'no data (the sign-up mode)',
  'POST /api/auth/refresh': 'refresh cookie',
  'POST /api/auth/logout': 'refresh cookie',
  'POST /api/auth/forgot-password': 'same answer for any address',
  'POST /api/auth/reset-password': 'reset token',
  'POST /api/auth/verify-email': "confirmation link's token",
  'GET /api/auth/google/redirect': 'sign-in flow',
  'GET /api/auth/google/callback': 'sign-in flow',
  'GET /api/integrations/google-calendar/callback': 'state bound to the host who started it',
  'GET /api/integrations/microsoft/callback': 'state bound to the host and the browser that started it',
  'GET /api/public/event-types/{username}/{slug}': 'the public booking page',
  'GET /api/public/event-types/{username}/{slug}/free-times': 'the public booking page',
  'GET /api/public/users/{username}': "the host's public page: name, avatar, active event types only",
  'POST /api/public/bookings': 'the public booking page',
  'GET /api/public/bookings/{id}': "the attendee's link: its random secret is the capability",
  'POST /api/public/bookings/{id}/cancel': "the attendee's link",
  'GET /api/public/bookings/{id}/free-times': "the attendee's reschedule link",
  'POST /api/public/bookings/{id}/reschedule': "the attendee's reschedule link",
  'GET /api/public/bookings/{id}/invite.ics': "the attendee's link",
  'GET /api/avatars/{file}': 'avatars are public (booking pages), names are random',
  'GET /api/public/teams/{teamSlug}': 'the public team page',
  'GET /api/public/teams/{teamSlug}/{slug}': 'the public team booking page',
  'GET /api/public/teams/{teamSlug}/{slug}/free-times': 'the public team booking page',
  'GET /api/public/links/{secret}': 'a single-use link: its random secret is the capability',
  'GET /api/public/links/{secret}/free-times': 'a single-use link',
  'POST /api/public/booking-confirmations': "the mailed link's random token is the capability",
  'POST /api/public/booking-confirmations/resend':
    "the hold's id from the booking answer; mails only the hold's own address, limited per hold, address and IP",
};

describe('isolation sweep: a second host gets nothing of the first', () => {
  let t: TestApp;
  let a: Account;
  let b: Account;
  let owned: Owned;
  /** Everything of A's that must never show up in B's answers. */
  let markers: string[];

  const call = (
    account: Account | null,
    method: Method,
    url: string,
    options: { payload?: object; query?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...(options.query ? { query: options.query } : {}),
      ...(options.payload ? { payload: options.payload } : {}),
      headers: account
        ? { authorization: `Bearer ${url.startsWith('/api/v1/') ? account.apiKey : account.accessToken}` }
        : {},
    });
  const ok = (res: LightMyRequestResponse, what: string) => {
    assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${what}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : res.json();
  };

  /** What A sees of everything A owns (compared before and after B's sweep). */
  async function snapshotOfA() {
    const read = async (url: string, query?: Record<string, string>) =>
      ok(await call(a, 'GET', url, query ? { query } : {}), `A reads ${url}`);
    return {
      me: await read('/api/auth/me'),
      settings: await read('/api/settings'),
      meetingLimits: await read('/api/settings/meeting-limits'),
      schedules: await read('/api/availabilities'),
      eventTypes: await read('/api/event-types'),
      bookings: await read('/api/bookings', { per_page: '100' }),
      stats: await read('/api/bookings/stats'),
      teams: await read('/api/teams'),
      team: await read(`/api/teams/${owned.teamId}`),
      // A's own read of the calendars records the account's state (docs/calendars.md#connection-state):
      // read it first, and compare the state without the times A's reads move.
      googleCalendars: await read(`/api/integrations/google-calendar/${owned.googleAccountId}/calendars`),
      google: {
        accounts: (
          (await read('/api/integrations/google-calendar')) as { accounts: Record<string, unknown>[] }
        ).accounts.map((account) => ({ ...account, last_synced_at: undefined, last_error_at: undefined })),
      },
      writableCalendars: await read('/api/integrations/calendars/writable'),
      defaultCalendar: await read('/api/integrations/calendars/default'),
      typeCalendar: await read(`/api/integrations/calendars/event-types/${owned.eventTypeIds[0]}`),
      apiKeys: await read('/api/developers/api-keys'),
      webhooks: await read('/api/developers/webhooks'),
      deliveries: await read(`/api/developers/webhooks/${owned.webhookId}/deliveries`),
    };
  }

  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
    const mark = `sweep${randomBytes(4).toString('hex')}`;
    const withKey = async (account: Awaited<ReturnType<typeof registerAccount>>, name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/developers/api-keys',
        headers: { authorization: `Bearer ${account.accessToken}` },
        payload: { name },
      });
      const key = ok(res, 'API key').data as { id: string; key: string };
      return { ...account, apiKey: key.key, apiKeyId: key.id };
    };
    const aWithKey = await withKey(
      await registerAccount(t.app, { name: `A${mark}`, time_zone: 'UTC' }),
      `Key ${mark}`,
    );
    a = aWithKey;
    b = await withKey(await registerAccount(t.app, { name: 'Bea', time_zone: 'UTC' }), 'B key');

    // A schedule with every day open and two overrides.
    const schedule = ok(
      await call(a, 'POST', '/api/availabilities', {
        payload: {
          name: `Hours ${mark}`,
          time_zone: 'UTC',
          slots: [1, 2, 3, 4, 5, 6, 7].map((dow) => ({
            day_of_week: dow,
            start_time: '08:00',
            end_time: '18:00',
          })),
          overrides: [
            { date: day(200), unavailable: true },
            { date: day(201), intervals: [{ start_time: '10:00', end_time: '12:00' }] },
          ],
        },
      }),
      'A creates a schedule',
    ).data as { id: string; slots: { id: string }[]; overrides: unknown[] };
    assert.equal(schedule.overrides.length, 2);

    // A team with a pending invitation to someone else.
    const team = ok(await call(a, 'POST', '/api/teams', { payload: { name: `Team ${mark}` } }), 'team')
      .data as { id: string; members: { id: string }[] };
    const invited = ok(
      await call(a, 'POST', `/api/teams/${team.id}/members`, {
        payload: { email: `invitee.${mark}@example.com`, role: 'member' },
      }),
      'invite',
    ).data as { id: string };

    // An event type of each kind (team kinds in A's team); the first needs no confirmation, the second does.
    const kinds = [
      { event_type: 'one_on_one' },
      { event_type: 'one_on_one', requires_confirmation: true },
      { event_type: 'group', max_participants: 5 },
      { event_type: 'collective', max_participants: 3, team_id: team.id },
      { event_type: 'round_robin', team_id: team.id },
    ];
    const eventTypes: { id: string; slug: string }[] = [];
    for (const [index, kind] of kinds.entries()) {
      const created = ok(
        await call(a, 'POST', '/api/event-types', {
          payload: {
            title: `${mark} ${index}`,
            slug: `${mark}-${index}`,
            availability_id: schedule.id,
            minimum_notice_minutes: 0,
            questions: [{ question_text: `Why ${mark}?` }],
            ...kind,
          },
        }),
        `A creates ${kind.event_type}`,
      ).data as { id: string; slug: string };
      eventTypes.push(created);
    }

    // Bookings through the public page: confirmed, pending (needs confirmation), cancelled.
    const freeTimes = async (slug: string) => {
      const res = await call(null, 'GET', `/api/public/event-types/${a.user.username}/${slug}/free-times`, {
        query: { start: day(2), end: day(9), time_zone: 'UTC' },
      });
      const body = ok(res, 'free times') as { data: { days: { times: { start: string }[] }[] } };
      return body.data.days.flatMap((d) => d.times.map((time) => time.start));
    };
    const times = await freeTimes(eventTypes[0]?.slug as string);
    assert.ok(times.length >= 10, 'A has free times');
    const book = async (eventTypeId: string, start: string) =>
      (
        ok(
          await call(null, 'POST', '/api/public/bookings', {
            payload: {
              event_type_id: eventTypeId,
              start_time: start,
              attendee_name: `Guest ${mark}`,
              attendee_email: `guest.${mark}@example.com`,
              timezone: 'UTC',
            },
          }),
          'public booking',
        ) as { data: { id: string; link_secret: string } }
      ).data;
    const confirmed = (await book(eventTypes[0]?.id as string, times[0] as string)).id;
    const pending = (await book(eventTypes[1]?.id as string, times[2] as string)).id;
    const toCancel = await book(eventTypes[0]?.id as string, times[4] as string);
    const cancelled = toCancel.id;
    ok(
      await call(null, 'POST', `/api/public/bookings/${toCancel.link_secret}/cancel`, { payload: reason }),
      'cancel',
    );

    // A CalDAV account with one calendar, written to the database (no server is called: the
    // routes below only read, change or delete these rows).
    const [caldav] = await t.app.db
      .insert(caldavConnections)
      .values({
        userId: a.user.id,
        provider: 'caldav',
        serverUrl: `https://caldav-${mark}.example.com/`,
        homeUrl: `https://caldav-${mark}.example.com/home/`,
        username: `caldav-${mark}`,
        passwordSealed: 'sealed-password',
      })
      .returning();
    // A Microsoft account with one calendar, written to the database likewise.
    const [microsoft] = await t.app.db
      .insert(microsoftConnections)
      .values({
        userId: a.user.id,
        microsoftUserId: `ms-${mark}`,
        email: `ms-${mark}@contoso.test`,
        tokensSealed: 'sealed-tokens',
      })
      .returning();
    const [microsoftCalendar] = await t.app.db
      .insert(microsoftCalendars)
      .values({
        connectionId: microsoft?.id as string,
        graphId: `cal-${mark}`,
        name: 'Calendar',
        checked: true,
        writable: true,
        isDefault: true,
      })
      .returning();
    const [caldavCalendar] = await t.app.db
      .insert(caldavCalendars)
      .values({
        connectionId: caldav?.id as string,
        url: `https://caldav-${mark}.example.com/home/work/`,
        displayName: `Work ${mark}`,
      })
      .returning();

    // A connected Google account: written through the repository (no OAuth round trip); not
    // primary and linked to nothing, so nothing ever calls Google with its fake tokens.
    const google = await upsertGoogleAccount(t.app.db, {
      userId: a.user.id,
      googleSubject: `sub-${mark}`,
      email: `google.${mark}@example.com`,
      name: `Google ${mark}`,
      avatar: null,
      scopes: { calendar: true, calendar_events: true, profile: true, email: true, meet: false },
      accessTokenSealed: 'sealed-access',
      refreshTokenSealed: 'sealed-refresh',
      tokenExpiresAt: new Date(Date.now() + 3_600_000),
    });
    // One of its calendars, writable and unticked (so free times never ask Google for it).
    const [googleCalendar] = await t.app.db
      .insert(googleCalendars)
      .values({
        accountId: google.id,
        googleId: `team.${mark}@group.example.com`,
        summary: `Team ${mark}`,
        accessRole: 'owner',
        checked: false,
      })
      .returning();

    // An avatar.
    const boundary = '----sweep-boundary';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/avatar',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        pngWithText(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        authorization: `Bearer ${a.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    ok(upload, 'avatar upload');
    const me = ok(await call(a, 'GET', '/api/auth/me'), 'me') as { avatar?: string | null };
    const avatar = JSON.stringify(me).match(/[0-9a-f-]{36}-[A-Za-z0-9_-]+\.png/)?.[0];
    assert.ok(avatar, `A has an avatar: ${JSON.stringify(me)}`);

    // A switched-off webhook endpoint (nothing is sent) with one logged delivery.
    const webhook = ok(
      await call(a, 'POST', '/api/developers/webhooks', {
        payload: { url: `https://example.com/${mark}`, events: ['booking.created'], active: false },
      }),
      'webhook',
    ).data as { id: string };
    // And one of A's team (docs/webhooks.md#team-endpoints): B's lists must not show it either.
    ok(
      await call(a, 'POST', '/api/developers/webhooks', {
        payload: {
          url: `https://example.com/team/${mark}`,
          events: ['booking.created'],
          active: false,
          team_id: team.id,
        },
      }),
      'team webhook',
    );
    const delivery = await insertDelivery(t.app.db, {
      endpointId: webhook.id,
      eventId: '11111111-1111-4111-8111-111111111111',
      eventType: 'webhook.test',
      body: `{"mark":"${mark}"}`,
    });

    // A's period away (docs/product.md#out-of-office).
    const away = ok(
      await call(a, 'POST', '/api/out-of-office', {
        payload: { start_date: day(250), end_date: day(251), reason: 'vacation' },
      }),
      'out of office',
    ).data as { id: string };

    // A's export of A's data, ready to download.
    const exported = ok(await call(a, 'POST', '/api/account/exports'), 'export').data as { id: string };
    await t.app.jobs.runDue();
    await t.app.jobs.idle();

    // A single-use link of A's first type.
    const link = ok(
      await call(a, 'POST', `/api/single-use-links/${eventTypes[0]?.id}`, { payload: { label: 'Ada' } }),
      'single-use link',
    ).data as { id: string };

    owned = {
      singleUseLinkId: link.id,
      exportId: exported.id,
      outOfOfficeId: away.id,
      caldavConnectionId: caldav?.id as string,
      caldavCalendarId: caldavCalendar?.id as string,
      microsoftConnectionId: microsoft?.id as string,
      microsoftCalendarId: microsoftCalendar?.id as string,
      googleCalendarId: googleCalendar?.id as string,
      scheduleId: schedule.id,
      slotId: schedule.slots[0]?.id as string,
      eventTypeIds: eventTypes.map((row) => row.id),
      bookings: { confirmed, pending, cancelled },
      freeTime: times[6] as string,
      teamId: team.id,
      ownerMemberId: team.members[0]?.id as string,
      pendingMemberId: invited.id,
      googleAccountId: google.id,
      apiKeyId: aWithKey.apiKeyId,
      sessionId: JSON.parse(Buffer.from(a.accessToken.split('.')[1] ?? '', 'base64url').toString()).sid,
      webhookId: webhook.id,
      deliveryId: delivery.id,
    };
    markers = [
      mark,
      a.user.id,
      a.user.username,
      a.user.email.toLowerCase(),
      avatar,
      owned.scheduleId,
      owned.slotId,
      ...owned.eventTypeIds,
      confirmed,
      pending,
      cancelled,
      owned.teamId,
      owned.ownerMemberId,
      owned.pendingMemberId,
      owned.googleAccountId,
      owned.apiKeyId,
      owned.sessionId,
      owned.webhookId,
      owned.deliveryId,
      owned.exportId,
    ];
  });

  after(async () => {
    await t?.close();
  });

  test('every operation of the OpenAPI document is classified, and nothing else', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const classified = [
      ...Object.keys(ownedRoutes),
      ...Object.keys(bodyRefRoutes),
      ...Object.keys(listRoutes),
      ...Object.keys(selfRoutes),
      ...Object.keys(publicRoutes),
      ...Object.keys(adminOnlyRoutes),
    ];
    const unknown = operations.filter((operation) => !classified.includes(operation));
    assert.deepEqual(unknown, [], `add this route to the isolation sweep: ${unknown.join(', ')}`);
    const stale = classified.filter((operation) => !operations.includes(operation));
    assert.deepEqual(stale, [], `no longer in the API; remove from the isolation sweep: ${stale.join(', ')}`);
    assert.equal(new Set(classified).size, classified.length, 'a route is classified twice');
    // Every path with an id-like parameter that needs a session is in the owned map.
    for (const operation of operations) {
      if (
        /\{[^}]*(id|Id)\}/.test(operation) &&
        !(operation in publicRoutes) &&
        !(operation in adminOnlyRoutes)
      ) {
        assert.ok(operation in ownedRoutes, `${operation} names a resource: add it to ownedRoutes`);
      }
    }
  });

  test("B gets 404 for every action on A's resources, exactly as for an unknown id, and A is unchanged", async () => {
    const before = await snapshotOfA();
    const fill = (path: string, params: Record<string, string>) =>
      path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const value = params[name];
        assert.ok(value, `no value for {${name}} in ${path}`);
        return value;
      });
    // Reads and harmless writes first, deletions last (each must fail anyway).
    const entries = Object.entries(ownedRoutes).sort(
      ([x], [y]) => Number(x.startsWith('DELETE')) - Number(y.startsWith('DELETE')),
    );
    for (const [operation, route] of entries) {
      const [method, path] = operation.split(' ') as [Method, string];
      const params = route.params(owned);
      const options = {
        ...(route.body ? { payload: route.body(owned) } : {}),
        ...(route.query ? { query: route.query(owned) } : {}),
      };
      const res = await call(b, method, fill(path, params), options);
      assert.equal(res.statusCode, 404, `${operation} as B: ${res.statusCode} ${res.body}`);
      const missing = Object.fromEntries(Object.keys(params).map((name) => [name, MISSING_ID]));
      const unknown = await call(b, method, fill(path, missing), options);
      assert.deepEqual(
        { status: res.statusCode, body: res.json() },
        { status: unknown.statusCode, body: unknown.json() },
        `${operation}: B's answer differs from an unknown id's`,
      );
      for (const marker of markers) {
        assert.ok(!res.body.includes(marker), `${operation} tells B ${marker}`);
      }
    }

    for (const [operation, route] of Object.entries(bodyRefRoutes)) {
      const [method, path] = operation.split(' ') as [Method, string];
      const res = await call(b, method, path, { payload: route.body(owned) });
      const unknown = await call(b, method, path, { payload: route.body(null) });
      assert.ok([404, 422].includes(res.statusCode), `${operation} as B: ${res.statusCode} ${res.body}`);
      assert.deepEqual(
        { status: res.statusCode, body: res.json() },
        { status: unknown.statusCode, body: unknown.json() },
        `${operation}: B's answer differs from an unknown id's`,
      );
    }

    for (const [operation, route] of Object.entries(selfRoutes)) {
      if (route === 'not called') continue;
      const [method, path] = operation.split(' ') as [Method, string];
      const payload =
        operation === 'POST /api/settings'
          ? { name: 'Bea', surname: null, username: b.user.username, time_zone: 'Asia/Tokyo', language: 'de' }
          : route.body?.();
      const res = await call(b, method, path, payload ? { payload } : {});
      assert.ok(
        res.statusCode < 500 && res.statusCode !== 404,
        `${operation} as B: ${res.statusCode} ${res.body}`,
      );
    }

    assert.deepEqual(await snapshotOfA(), before, "A's resources changed");
  });

  test('B, not an administrator, gets 403 on every admin route, for A and for an unknown id', async () => {
    for (const [operation, route] of Object.entries(adminOnlyRoutes)) {
      const [method, path] = operation.split(' ') as [Method, string];
      for (const id of [a.user.id, MISSING_ID]) {
        const res = await call(
          b,
          method,
          path.replace('{id}', id),
          route.body ? { payload: route.body() } : {},
        );
        assert.equal(res.statusCode, 403, `${operation} as B: ${res.statusCode} ${res.body}`);
        for (const marker of markers) assert.ok(!res.body.includes(marker), `${operation} tells B ${marker}`);
      }
      const signedOut = await call(
        null,
        method,
        path.replace('{id}', MISSING_ID),
        route.body ? { payload: route.body() } : {},
      );
      assert.equal(signedOut.statusCode, 401, `${operation} signed out`);
    }
  });

  test("B's collections and own reads hold nothing of A's", async () => {
    for (const [operation, route] of Object.entries(listRoutes)) {
      const [method, path] = operation.split(' ') as [Method, string];
      for (const query of route.queries?.(owned) ?? [{}]) {
        const res = await call(b, method, path, { query });
        const what = `${operation}?${new URLSearchParams(query)}`;
        assert.equal(res.statusCode, 200, `${what}: ${res.body}`);
        for (const marker of markers) assert.ok(!res.body.includes(marker), `${what} tells B ${marker}`);
      }
    }
    // Counts leak too: B has no bookings at all.
    const stats = (await call(b, 'GET', '/api/bookings/stats')).json() as { data: Record<string, number> };
    assert.deepEqual(Object.values(stats.data), [0, 0, 0, 0]);
    const analytics = (await call(b, 'GET', '/api/bookings/analytics')).json() as {
      data: { per_week: { count: number }[]; by_event_type: unknown[] };
    };
    assert.deepEqual(analytics.data.by_event_type, []);
    assert.ok(analytics.data.per_week.every((week) => week.count === 0));
  });

  test('signed out, every owned route answers 401', async () => {
    for (const operation of Object.keys(ownedRoutes)) {
      const [method, path] = operation.split(' ') as [Method, string];
      const res = await call(null, method, path.replace(/\{\w+\}/g, MISSING_ID));
      assert.equal(res.statusCode, 401, `${operation}: ${res.statusCode}`);
    }
  });
});
