#!/usr/bin/env node
// A local stand-in for Microsoft: the identity platform's v2.0 endpoints (authorize, token with
// the authorization_code grant checked against PKCE S256, and refresh_token) under
// /{tenant}/oauth2/v2.0/, and the parts of Microsoft Graph v1.0 the API uses (/me, /me/calendars,
// calendarView with @odata.nextLink paging, events create/get/update/delete with a Teams join
// URL). Errors are answered as Graph and the identity platform answer them. Everything is in
// memory and inspectable, so API tests and e2e journeys run the real OAuth and sync code.
// Plain ESM with Node built-ins only.
//
//   node scripts/fake-microsoft.mjs [--port 4011]    prints the environment to give the API
//
//   import { startFakeMicrosoft } from '<repo>/scripts/fake-microsoft.mjs';
//   const fake = await startFakeMicrosoft({ port: 0 });
//   fake.user = { id: 'ms-1', mail: 'ada@contoso.test', displayName: 'Ada' }; // who signs in next
//   const [main, second] = fake.calendarsOf('ms-1');                       // default + 'Work'
//   fake.addEvent(second.id, { start, end, showAs: 'busy' });              // a busy block
//   fake.events, fake.grants, fake.graphRequests                           // what the API did
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const fakeMicrosoftClient = { id: 'slotwise-local-ms-client', secret: 'slotwise-local-ms-secret' };

const token = (prefix) => `${prefix}.${randomBytes(24).toString('base64url')}`;
/** Graph writes dateTimes without an offset, to 7 decimals, in the zone it names beside them. */
const graphDateTime = (ms) =>
  new Date(ms)
    .toISOString()
    .replace('Z', '')
    .replace(/\.(\d{3})$/, '.$10000');

/**
 * @param {{ port?: number, host?: string, clientId?: string, clientSecret?: string,
 *   accessTokenTtlSeconds?: number, maxPageSize?: number }} [options]
 */
export async function startFakeMicrosoft(options = {}) {
  const clientId = options.clientId ?? fakeMicrosoftClient.id;
  const clientSecret = options.clientSecret ?? fakeMicrosoftClient.secret;
  const host = options.host ?? '127.0.0.1';

  /** @type {Map<string, any>} */
  const codes = new Map();
  /** @type {Map<string, { userId: string, expiresAt: number }>} */
  const accessTokens = new Map();
  /** @type {Map<string, { userId: string, scope: string }>} */
  const refreshTokens = new Map();
  /** @type {Array<{ status: number, match: string | null, hang: boolean }>} */
  const failures = [];
  /** Users already seen, by id, each with their calendars (made when they first sign in). */
  /** @type {Map<string, { user: any, calendars: any[] }>} */
  const accounts = new Map();

  function accountOf(user) {
    let account = accounts.get(user.id);
    if (!account) {
      account = {
        user: { ...user },
        calendars: [
          {
            id: `AAMk-${user.id}-calendar`,
            name: 'Calendar',
            color: 'auto',
            canEdit: true,
            isDefaultCalendar: true,
            owner: { name: user.displayName, address: user.mail },
          },
          {
            id: `AAMk-${user.id}-work`,
            name: 'Work',
            color: 'lightBlue',
            canEdit: true,
            isDefaultCalendar: false,
            owner: { name: user.displayName, address: user.mail },
          },
          {
            id: `AAMk-${user.id}-holidays`,
            name: 'United States holidays',
            color: 'lightGreen',
            canEdit: false,
            isDefaultCalendar: false,
            owner: { name: 'Calendar', address: 'calendar@contoso.test' },
          },
        ],
      };
      accounts.set(user.id, account);
    }
    return account;
  }

  const fake = {
    clientId,
    clientSecret,
    authorityUrl: '',
    graphUrl: '',
    tenant: 'common',
    /** The Microsoft user the next authorize step signs in (change it between tests). */
    user: { id: 'fake-ms-0001', displayName: 'Katherine Johnson', mail: 'katherine@contoso.test' },
    /** When set, the next authorize step answers this error (e.g. 'access_denied') once. */
    denyNext: /** @type {string | null} */ (null),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    /** The most events a calendarView page holds (Graph's own limit is 1000). */
    maxPageSize: options.maxPageSize ?? 250,
    /** Events, each with the calendarId it lives in. */
    events: /** @type {any[]} */ ([]),
    /** Token-endpoint grants served, in order ('authorization_code', 'refresh_token'). */
    grants: /** @type {string[]} */ ([]),
    /** Every Graph request: method, path (with query) and status. */
    graphRequests: /** @type {{ method: string, path: string, status: number }[]} */ ([]),
    /** The calendars of a user (made as at their first sign-in if needed). */
    calendarsOf(userId = fake.user.id) {
      return accountOf(
        userId === fake.user.id ? fake.user : { id: userId, displayName: userId, mail: userId },
      ).calendars;
    },
    /** An event in a calendar (as the host's Outlook would have it). */
    addEvent(
      calendarId,
      { start, end, showAs = 'busy', isAllDay = false, subject = 'Busy', isCancelled = false },
    ) {
      const at = (value) =>
        isAllDay ? `${String(value).slice(0, 10)}T00:00:00.0000000` : graphDateTime(Date.parse(value));
      const event = {
        id: `AAMkEv-${randomUUID()}`,
        calendarId,
        subject,
        showAs,
        isAllDay,
        isCancelled,
        // All-day events are floating days; Graph names the event's own zone beside them.
        start: { dateTime: at(start), timeZone: 'UTC' },
        end: { dateTime: at(end), timeZone: 'UTC' },
      };
      fake.events.push(event);
      return event;
    },
    eventsIn(calendarId) {
      return fake.events.filter((event) => event.calendarId === calendarId);
    },
    /** The next `count` Graph requests (whose path contains `match`, if given) fail with `status`. */
    failNext(count = 1, status = 500, match = null) {
      for (let i = 0; i < count; i += 1) failures.push({ status, match, hang: false });
    },
    /** The next `count` Graph requests (matching, if given) get no answer at all. */
    hangNext(count = 1, match = null) {
      for (let i = 0; i < count; i += 1) failures.push({ status: 0, match, hang: true });
    },
    /** The user took back the app's consent: every token of theirs stops working. */
    revokeConsent(userId = fake.user.id) {
      for (const [key, value] of refreshTokens) if (value.userId === userId) refreshTokens.delete(key);
      for (const [key, value] of accessTokens) if (value.userId === userId) accessTokens.delete(key);
    },
    /** Every access token issued so far stops working (as if an hour went by). */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    reset() {
      fake.events.length = 0;
      fake.grants.length = 0;
      fake.graphRequests.length = 0;
      failures.length = 0;
    },
    /** The environment of an API using this fake. */
    env() {
      return {
        MICROSOFT_CLIENT_ID: clientId,
        MICROSOFT_CLIENT_SECRET: clientSecret,
        MICROSOFT_TENANT: fake.tenant,
        MICROSOFT_AUTHORITY_URL: fake.authorityUrl,
        MICROSOFT_GRAPH_URL: fake.graphUrl,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };

  function issueAccessToken(userId) {
    const accessToken = token('EwB');
    accessTokens.set(accessToken, { userId, expiresAt: Date.now() + fake.accessTokenTtlSeconds * 1000 });
    return accessToken;
  }

  function bearerUserId(req) {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const entry = match ? accessTokens.get(match[1]) : undefined;
    return entry && entry.expiresAt > Date.now() ? entry.userId : null;
  }

  /** The identity platform's error body: error, description with an AADSTS code, error_codes. */
  const identityError = (code, aadsts, description) => ({
    error: code,
    error_description: `AADSTS${aadsts}: ${description}`,
    error_codes: [aadsts],
    timestamp: new Date().toISOString().replace('T', ' ').slice(0, 19),
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.authorityUrl);
    const send = (status, body, headers = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...headers,
      });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    try {
      const raw = await readBody(req);
      if (url.pathname.startsWith('/v1.0/')) return handleGraph(req, url, raw, send);
      return handleIdentity(req, url, raw, send, res);
    } catch (error) {
      send(500, { error: { code: 'generalException', message: String(error) } });
    }
  });

  function clientAuthenticated(req, form) {
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], 'base64')
        .toString('utf8')
        .split(':')
        .map(decodeURIComponent);
      return id === clientId && secret === clientSecret;
    }
    return form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
  }

  function handleIdentity(req, url, raw, send, res) {
    const match = /^\/([^/]+)\/oauth2\/v2\.0\/(authorize|token)$/.exec(url.pathname);
    if (!match) return send(404, identityError('invalid_request', 90002, 'Tenant or endpoint not found.'));
    const endpoint = match[2];
    if (endpoint === 'authorize' && req.method === 'GET') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (q.get('client_id') !== clientId || !redirectUri) {
        return send(
          400,
          identityError('unauthorized_client', 700016, 'Application not found in the directory.'),
        );
      }
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        return send(400, identityError('invalid_request', 50148, 'The code_challenge is required (S256).'));
      }
      const back = new URL(redirectUri);
      if (fake.denyNext) {
        back.searchParams.set('error', fake.denyNext);
        back.searchParams.set(
          'error_description',
          'AADSTS65004: User declined to consent to access the app.',
        );
        fake.denyNext = null;
      } else {
        const code = token('M.C5');
        accountOf(fake.user);
        codes.set(code, {
          redirectUri,
          codeChallenge: q.get('code_challenge'),
          scope: q.get('scope') ?? '',
          userId: fake.user.id,
          expiresAt: Date.now() + 60_000,
        });
        back.searchParams.set('code', code);
      }
      if (q.get('state')) back.searchParams.set('state', q.get('state'));
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (endpoint === 'token' && req.method === 'POST') {
      const form = new URLSearchParams(raw);
      if (!clientAuthenticated(req, form)) {
        return send(401, identityError('invalid_client', 7000215, 'Invalid client secret provided.'));
      }
      const grant = form.get('grant_type');
      const scope = 'https://graph.microsoft.com/Calendars.ReadWrite https://graph.microsoft.com/User.Read';
      if (grant === 'authorization_code') {
        const code = form.get('code') ?? '';
        const entry = codes.get(code);
        codes.delete(code);
        if (!entry || entry.expiresAt < Date.now() || entry.redirectUri !== form.get('redirect_uri')) {
          return send(
            400,
            identityError(
              'invalid_grant',
              70008,
              'The provided authorization code is expired or was already redeemed.',
            ),
          );
        }
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== entry.codeChallenge) {
          return send(
            400,
            identityError(
              'invalid_grant',
              501481,
              'The Code_Verifier does not match the code_challenge supplied in the authorization request.',
            ),
          );
        }
        fake.grants.push(grant);
        const refreshToken = token('M.R3');
        refreshTokens.set(refreshToken, { userId: entry.userId, scope });
        return send(200, {
          token_type: 'Bearer',
          scope,
          expires_in: fake.accessTokenTtlSeconds,
          ext_expires_in: fake.accessTokenTtlSeconds,
          access_token: issueAccessToken(entry.userId),
          refresh_token: refreshToken,
        });
      }
      if (grant === 'refresh_token') {
        const old = form.get('refresh_token') ?? '';
        const entry = refreshTokens.get(old);
        if (!entry) {
          return send(
            400,
            identityError(
              'invalid_grant',
              65001,
              'The user or administrator has not consented to use the application. Send an interactive authorization request for this user and resource.',
            ),
          );
        }
        fake.grants.push(grant);
        // The identity platform hands out a new refresh token with each refresh (the old one
        // stays valid until it expires or consent is revoked).
        const refreshToken = token('M.R3');
        refreshTokens.set(refreshToken, entry);
        return send(200, {
          token_type: 'Bearer',
          scope,
          expires_in: fake.accessTokenTtlSeconds,
          access_token: issueAccessToken(entry.userId),
          refresh_token: refreshToken,
        });
      }
      return send(
        400,
        identityError('unsupported_grant_type', 70003, 'The app requested an unsupported grant type.'),
      );
    }
    return send(405, identityError('invalid_request', 900561, 'The endpoint only accepts POST requests.'));
  }

  function handleGraph(req, url, raw, send) {
    const path = url.pathname.slice('/v1.0'.length);
    const logged = `${path}${url.search}`;
    const graphError = (status, code, message, headers = {}) => {
      fake.graphRequests.push({ method: req.method ?? 'GET', path: logged, status });
      return send(
        status,
        {
          error: {
            code,
            message,
            innerError: { date: new Date().toISOString(), 'request-id': randomUUID() },
          },
        },
        headers,
      );
    };
    const respond = (status, body) => {
      fake.graphRequests.push({ method: req.method ?? 'GET', path: logged, status });
      return send(status, body);
    };
    const failure = failures.findIndex((entry) => !entry.match || logged.includes(entry.match));
    if (failure >= 0) {
      const [{ status, hang }] = failures.splice(failure, 1);
      if (hang) {
        fake.graphRequests.push({ method: req.method ?? 'GET', path: logged, status: 0 });
        return; // No answer: the caller's timeout must end it.
      }
      if (status === 429)
        return graphError(429, 'TooManyRequests', 'Please retry again later.', { 'retry-after': '1' });
      return graphError(
        status,
        status === 503 ? 'serviceNotAvailable' : 'generalException',
        'Injected failure',
      );
    }
    const userId = bearerUserId(req);
    if (!userId) {
      return graphError(401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    }
    const account = accounts.get(userId);
    if (!account) return graphError(404, 'ErrorItemNotFound', 'The mailbox was not found.');
    const body = raw ? JSON.parse(raw) : {};
    const own = (calendarId) => account.calendars.find((calendar) => calendar.id === calendarId);

    if (path === '/me' && req.method === 'GET') {
      return respond(200, {
        '@odata.context': `${fake.graphUrl}/$metadata#users/$entity`,
        id: account.user.id,
        displayName: account.user.displayName,
        mail: account.user.mail,
        userPrincipalName: account.user.mail,
      });
    }
    if (path === '/me/calendars' && req.method === 'GET') {
      return respond(200, {
        '@odata.context': `${fake.graphUrl}/$metadata#me/calendars`,
        value: account.calendars,
      });
    }

    const view = /^\/me\/calendars\/([^/]+)\/calendarView$/.exec(path);
    if (view && req.method === 'GET') {
      const calendarId = decodeURIComponent(view[1]);
      if (!own(calendarId))
        return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const from = Date.parse(`${url.searchParams.get('startDateTime')}`);
      const to = Date.parse(`${url.searchParams.get('endDateTime')}`);
      if (Number.isNaN(from) || Number.isNaN(to)) {
        return graphError(
          400,
          'ErrorInvalidParameter',
          'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
        );
      }
      const wanted = /odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''));
      const top = Number(url.searchParams.get('$top') ?? wanted?.[1] ?? 10);
      const pageSize = Math.max(1, Math.min(top, fake.maxPageSize));
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const utc = (dateTime) => Date.parse(`${dateTime}Z`);
      const matching = fake
        .eventsIn(calendarId)
        .map((event) => ({ event, start: utc(event.start.dateTime), end: utc(event.end.dateTime) }))
        .filter((entry) => entry.end > from && entry.start < to)
        .sort((a, b) => a.start - b.start)
        .map((entry) => entry.event);
      const page = matching.slice(skip, skip + pageSize);
      const next = new URL(url.href);
      next.searchParams.set('$top', String(pageSize));
      next.searchParams.set('$skip', String(skip + pageSize));
      // Graph answers Prefer: outlook.timezone only for the zone it was asked (UTC here).
      return respond(200, {
        '@odata.context': `${fake.graphUrl}/$metadata#me/calendars('${calendarId}')/calendarView`,
        value: page.map(({ calendarId: _c, attendeesOf: _a, ...event }) => event),
        ...(skip + pageSize < matching.length
          ? { '@odata.nextLink': `${fake.graphUrl}${next.pathname.slice('/v1.0'.length)}${next.search}` }
          : {}),
      });
    }

    const create = /^\/me\/calendars\/([^/]+)\/events$/.exec(path);
    if (create && req.method === 'POST') {
      const calendarId = decodeURIComponent(create[1]);
      const calendar = own(calendarId);
      if (!calendar)
        return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (!calendar.canEdit)
        return graphError(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
      if (!body.start?.dateTime || !body.end?.dateTime) {
        return graphError(
          400,
          'ErrorInvalidRequest',
          "Your request can't be completed. The start and end are required.",
        );
      }
      // transactionId: a retried create gives the event the first one made, as at Graph.
      const earlier = body.transactionId
        ? fake.events.find(
            (event) => event.calendarId === calendarId && event.transactionId === body.transactionId,
          )
        : null;
      if (earlier) return respond(201, earlier);
      const event = { ...body, id: `AAMkEv-${randomUUID()}`, calendarId, showAs: body.showAs ?? 'busy' };
      normalise(event, body);
      fake.events.push(event);
      return respond(201, event);
    }

    const one = /^\/me\/(?:calendars\/[^/]+\/)?events\/([^/]+)$/.exec(path);
    if (one) {
      const eventId = decodeURIComponent(one[1]);
      const index = fake.events.findIndex(
        (event) =>
          event.id === eventId && account.calendars.some((calendar) => calendar.id === event.calendarId),
      );
      if (index < 0)
        return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (req.method === 'GET') return respond(200, fake.events[index]);
      if (req.method === 'PATCH') {
        const event = {
          ...fake.events[index],
          ...body,
          id: eventId,
          calendarId: fake.events[index].calendarId,
        };
        normalise(event, body, fake.events[index]);
        fake.events[index] = event;
        return respond(200, event);
      }
      if (req.method === 'DELETE') {
        fake.events.splice(index, 1);
        fake.graphRequests.push({ method: 'DELETE', path: logged, status: 204 });
        return send(204, undefined);
      }
      return graphError(405, 'ErrorInvalidRequest', 'The OData request is not supported.');
    }
    return graphError(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop()}'.`);
  }

  /** As Graph stores an event: UTC times, and a Teams meeting when one was asked for. */
  function normalise(event, body, before = null) {
    for (const side of ['start', 'end']) {
      const value = body[side];
      if (!value) continue;
      const ms = Date.parse(
        /[zZ]|[+-]\d\d:\d\d$/.test(value.dateTime) ? value.dateTime : `${value.dateTime}Z`,
      );
      event[side] = { dateTime: graphDateTime(ms), timeZone: 'UTC' };
    }
    const teams = event.isOnlineMeeting === true && event.onlineMeetingProvider === 'teamsForBusiness';
    if (teams && !before?.onlineMeeting) {
      const id = randomBytes(16).toString('hex');
      event.onlineMeeting = {
        joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${id}%40thread.v2/0`,
      };
    } else if (teams) {
      event.onlineMeeting = before.onlineMeeting;
    } else if (!teams) {
      event.onlineMeeting = null;
    }
  }

  await new Promise((resolve) => server.listen(options.port ?? 0, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  fake.authorityUrl = `http://${host}:${address.port}`;
  fake.graphUrl = `${fake.authorityUrl}/v1.0`;
  return fake;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const portIndex = process.argv.indexOf('--port');
  const port = Number(
    portIndex > 0 ? process.argv[portIndex + 1] : (process.env.FAKE_MICROSOFT_PORT ?? 4011),
  );
  const fake = await startFakeMicrosoft({ port });
  console.log(`Fake Microsoft listening on ${fake.authorityUrl} (signs in ${fake.user.mail}). Give the API:`);
  for (const [name, value] of Object.entries(fake.env())) console.log(`${name}=${value}`);
}
