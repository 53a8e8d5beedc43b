#!/usr/bin/env node
// A local stand-in for Google: an OpenID provider (discovery, authorize, token with the
// authorization_code and refresh_token grants, userinfo, JWKS, revoke) and the parts of the
// Calendar API v3 the API uses (calendarList, events insert/get/patch/delete/list in any
// calendar the signed-in user may write, freeBusy over several calendars). Several Google users
// may connect (each token acts as its user). Everything is in memory and inspectable, so API
// tests and e2e journeys run the real OAuth and sync code.
// Plain ESM with Node built-ins only.
//
//   node scripts/fake-google.mjs [--port 4010]     prints the environment to give the API
//
//   import { startFakeGoogle } from '<repo>/scripts/fake-google.mjs';
//   const fake = await startFakeGoogle({ port: 0 });
//   fake.user = { sub: 'g-1', email: 'ada@example.test', name: 'Ada' };  // who "signs in" next
//   fake.addBusy('ada@example.test', start, end);                         // a busy block (primary)
//   fake.addCalendar('ada@example.test', { id: 'team@group.test', summary: 'Team', accessRole: 'reader' });
//   fake.addBusy('team@group.test', start, end);                          // busy in that calendar
//   fake.events, fake.revoked, fake.grants                                // what the API did
import { createHash, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const fakeGoogleClient = { id: 'slotwise-local-client', secret: 'slotwise-local-secret' };

const b64url = (value) => Buffer.from(value).toString('base64url');
const token = (prefix) => `${prefix}.${randomBytes(24).toString('base64url')}`;

/**
 * @param {{ port?: number, host?: string, clientId?: string, clientSecret?: string,
 *   accessTokenTtlSeconds?: number, user?: FakeGoogleUser }} [options]
 */
export async function startFakeGoogle(options = {}) {
  const clientId = options.clientId ?? fakeGoogleClient.id;
  const clientSecret = options.clientSecret ?? fakeGoogleClient.secret;
  const host = options.host ?? '127.0.0.1';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  /** @type {Map<string, any>} */
  const codes = new Map();
  /** @type {Map<string, { user: FakeGoogleUser, scope: string, expiresAt: number, refreshToken: string | null }>} */
  const accessTokens = new Map();
  /** @type {Map<string, { user: FakeGoogleUser, scope: string }>} */
  const refreshTokens = new Map();
  /** @type {Array<{ status: number, match: string | null }>} */
  const failures = [];

  const fake = {
    clientId,
    clientSecret,
    issuer: '',
    calendarApiUrl: '',
    /** The Google user the next authorize step signs in (change it between tests). */
    user: options.user ?? {
      sub: 'fake-google-0001',
      email: 'grace.hopper@example.test',
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://example.test/grace.png',
    },
    /** The scope the next authorize step grants; null grants what was asked. */
    grantedScope: /** @type {string | null} */ (null),
    /** When set, the next authorize step answers this error (e.g. 'access_denied') once. */
    denyNext: /** @type {string | null} */ (null),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    /**
     * Each user's calendarList beyond their primary calendar (whose id is their email, role
     * owner): { id, summary, accessRole: owner|writer|reader|freeBusyReader }.
     */
    calendars: /** @type {Record<string, { id: string, summary: string, accessRole: string }[]>} */ ({}),
    /** Calendar events, each with the calendarId (the primary one's is the owner's email) it lives in. */
    events: /** @type {any[]} */ ([]),
    /** Busy blocks of free/busy by calendar (email), besides the events. */
    busy: /** @type {Record<string, { start: string, end: string }[]>} */ ({}),
    /** Tokens posted to the revocation endpoint. */
    revoked: /** @type {string[]} */ ([]),
    /** Token-endpoint grants served, in order ('authorization_code', 'refresh_token'). */
    grants: /** @type {string[]} */ ([]),
    /** Every Calendar API request: method, path and status. */
    calendarRequests: /** @type {{ method: string, path: string, status: number }[]} */ ([]),
    addBusy(email, start, end) {
      const at = (value) => new Date(value).toISOString();
      const list = this.busy[email] ?? [];
      list.push({ start: at(start), end: at(end) });
      this.busy[email] = list;
    },
    /** The next `count` Calendar API requests (whose path contains `match`, if given) fail with `status`. */
    failNext(count = 1, status = 500, match = null) {
      for (let i = 0; i < count; i += 1) failures.push({ status, match });
    },
    /** Every access token issued so far stops working (as if an hour went by). */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    /** Adds a calendar to a user's calendar list (a shared or secondary calendar). */
    addCalendar(email, calendar) {
      const list = this.calendars[email] ?? [];
      list.push({ accessRole: 'owner', ...calendar });
      this.calendars[email] = list;
    },
    /** The calendar list of a user as Google answers it: the primary one first. */
    calendarListOf(email) {
      return [
        { id: email, summary: email, accessRole: 'owner', primary: true },
        ...(this.calendars[email] ?? []).map((calendar) => ({ ...calendar, primary: false })),
      ];
    },
    eventsOf(calendarId) {
      return this.events.filter((event) => event.calendarId === calendarId);
    },
    reset() {
      this.events.length = 0;
      this.revoked.length = 0;
      this.grants.length = 0;
      this.calendarRequests.length = 0;
      this.busy = {};
      this.calendars = {};
      failures.length = 0;
    },
    /** The environment of an API using this fake. */
    env() {
      return {
        GOOGLE_ISSUER: this.issuer,
        GOOGLE_CLIENT_ID: clientId,
        GOOGLE_CLIENT_SECRET: clientSecret,
        GOOGLE_CALENDAR_API_URL: this.calendarApiUrl,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };

  function signIdToken(claims) {
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const body = b64url(JSON.stringify(claims));
    const signer = createSign('RSA-SHA256');
    signer.update(`${header}.${body}`);
    return `${header}.${body}.${signer.sign(privateKey).toString('base64url')}`;
  }

  function issueAccessToken(user, scope, refreshToken) {
    const accessToken = token('ya29');
    accessTokens.set(accessToken, {
      user,
      scope,
      refreshToken,
      expiresAt: Date.now() + fake.accessTokenTtlSeconds * 1000,
    });
    return accessToken;
  }

  function bearerUser(req) {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const entry = match ? accessTokens.get(match[1]) : undefined;
    return entry && entry.expiresAt > Date.now() ? entry.user : null;
  }

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

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.issuer);
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
      if (url.pathname.startsWith('/calendar/v3/')) {
        return handleCalendar(req, url, raw, send);
      }
      return handleOAuth(req, url, raw, send, res);
    } catch (error) {
      send(500, { error: 'internal', message: String(error) });
    }
  });

  function handleOAuth(req, url, raw, send, res) {
    const { pathname } = url;
    if (pathname === '/.well-known/openid-configuration') {
      return send(200, {
        issuer: fake.issuer,
        authorization_endpoint: `${fake.issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${fake.issuer}/token`,
        userinfo_endpoint: `${fake.issuer}/v1/userinfo`,
        revocation_endpoint: `${fake.issuer}/revoke`,
        jwks_uri: `${fake.issuer}/oauth2/v3/certs`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['plain', 'S256'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
      });
    }
    if (pathname === '/oauth2/v3/certs') return send(200, { keys: [jwk] });
    if (pathname === '/o/oauth2/v2/auth' && req.method === 'GET') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (q.get('client_id') !== clientId || !redirectUri) {
        return send(400, {
          error: 'invalid_request',
          error_description: 'unknown client or no redirect_uri',
        });
      }
      const back = new URL(redirectUri);
      if (q.get('state')) back.searchParams.set('state', q.get('state'));
      if (fake.denyNext) {
        back.searchParams.set('error', fake.denyNext);
        fake.denyNext = null;
      } else {
        const code = token('4/code');
        codes.set(code, {
          redirectUri,
          codeChallenge: q.get('code_challenge'),
          codeChallengeMethod: q.get('code_challenge_method') ?? 'plain',
          nonce: q.get('nonce'),
          scope: fake.grantedScope ?? googleScope(q.get('scope') ?? ''),
          user: { ...fake.user },
          expiresAt: Date.now() + 60_000,
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(raw);
      if (!clientAuthenticated(req, form)) return send(401, { error: 'invalid_client' });
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!entry || entry.expiresAt < Date.now() || entry.redirectUri !== form.get('redirect_uri')) {
          return send(400, { error: 'invalid_grant', error_description: 'Bad code or redirect_uri' });
        }
        if (entry.codeChallenge && !pkceMatches(entry, form.get('code_verifier'))) {
          return send(400, { error: 'invalid_grant', error_description: 'Bad code_verifier' });
        }
        fake.grants.push(grant);
        const refreshToken = token('1//refresh');
        refreshTokens.set(refreshToken, { user: entry.user, scope: entry.scope });
        const now = Math.floor(Date.now() / 1000);
        const { sub, ...profile } = entry.user;
        return send(200, {
          access_token: issueAccessToken(entry.user, entry.scope, refreshToken),
          refresh_token: refreshToken,
          expires_in: fake.accessTokenTtlSeconds,
          token_type: 'Bearer',
          scope: entry.scope,
          id_token: signIdToken({
            iss: fake.issuer,
            aud: clientId,
            azp: clientId,
            sub,
            ...profile,
            ...(entry.nonce ? { nonce: entry.nonce } : {}),
            iat: now,
            exp: now + 3600,
          }),
        });
      }
      if (grant === 'refresh_token') {
        const refreshToken = form.get('refresh_token') ?? '';
        const entry = refreshTokens.get(refreshToken);
        if (!entry)
          return send(400, { error: 'invalid_grant', error_description: 'Token has been revoked.' });
        fake.grants.push(grant);
        return send(200, {
          access_token: issueAccessToken(entry.user, entry.scope, refreshToken),
          expires_in: fake.accessTokenTtlSeconds,
          token_type: 'Bearer',
          scope: entry.scope,
        });
      }
      return send(400, { error: 'unsupported_grant_type' });
    }
    if (pathname === '/v1/userinfo') {
      const user = bearerUser(req);
      return user ? send(200, user) : send(401, { error: 'invalid_token' });
    }
    if (pathname === '/revoke' && req.method === 'POST') {
      const revoked = new URLSearchParams(raw).get('token') ?? url.searchParams.get('token') ?? '';
      fake.revoked.push(revoked);
      // As at Google, revoking either token ends the whole grant.
      const access = accessTokens.get(revoked);
      const refreshToken = access?.refreshToken ?? (refreshTokens.has(revoked) ? revoked : null);
      accessTokens.delete(revoked);
      if (refreshToken) {
        refreshTokens.delete(refreshToken);
        for (const [key, value] of accessTokens)
          if (value.refreshToken === refreshToken) accessTokens.delete(key);
      }
      return access || refreshToken ? send(200, {}) : send(400, { error: 'invalid_token' });
    }
    return send(404, { error: 'not_found' });
  }

  function handleCalendar(req, url, raw, send) {
    const path = url.pathname.slice('/calendar/v3'.length);
    const respond = (status, body) => {
      fake.calendarRequests.push({ method: req.method ?? 'GET', path, status });
      return send(status, body);
    };
    const failure = failures.findIndex((entry) => !entry.match || path.includes(entry.match));
    if (failure >= 0) {
      const [{ status }] = failures.splice(failure, 1);
      return respond(status, { error: { code: status, message: 'Injected failure' } });
    }
    const user = bearerUser(req);
    if (!user) return respond(401, { error: { code: 401, message: 'Invalid Credentials' } });
    const body = raw ? JSON.parse(raw) : {};

    if (path === '/freeBusy' && req.method === 'POST') {
      const from = Date.parse(body.timeMin);
      const to = Date.parse(body.timeMax);
      const calendars = {};
      const visible = new Set(fake.calendarListOf(user.email).map((calendar) => calendar.id));
      for (const item of body.items ?? []) {
        const email = item.id === 'primary' ? user.email : item.id;
        if (!visible.has(email)) {
          // As Google: a calendar the user cannot see answers an error, not busy time.
          calendars[item.id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        const blocks = [
          ...(fake.busy[email] ?? []),
          ...fake.eventsOf(email).map((event) => ({ start: event.start.dateTime, end: event.end.dateTime })),
        ].filter((block) => Date.parse(block.end) > from && Date.parse(block.start) < to);
        calendars[item.id] = { busy: blocks.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)) };
      }
      return respond(200, {
        kind: 'calendar#freeBusy',
        timeMin: body.timeMin,
        timeMax: body.timeMax,
        calendars,
      });
    }

    if (path === '/users/me/calendarList' && req.method === 'GET') {
      const all = fake.calendarListOf(user.email);
      const size = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 250);
      const offset = Number(url.searchParams.get('pageToken') ?? 0) || 0;
      const page = all.slice(offset, offset + size);
      return respond(200, {
        kind: 'calendar#calendarList',
        items: page.map((calendar) => ({
          kind: 'calendar#calendarListEntry',
          id: calendar.id,
          summary: calendar.summary,
          accessRole: calendar.accessRole,
          ...(calendar.primary ? { primary: true } : {}),
        })),
        ...(offset + size < all.length ? { nextPageToken: String(offset + size) } : {}),
      });
    }

    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return respond(404, { error: { code: 404, message: 'Not Found' } });
    const calendarId = decodeURIComponent(match[1]) === 'primary' ? user.email : decodeURIComponent(match[1]);
    const listed = fake.calendarListOf(user.email).find((calendar) => calendar.id === calendarId);
    if (!listed) return respond(404, { error: { code: 404, message: 'Not Found' } });
    const canWrite = listed.accessRole === 'owner' || listed.accessRole === 'writer';
    if (req.method !== 'GET' && !canWrite) {
      return respond(403, {
        error: { code: 403, message: 'You need to have writer access to this calendar.' },
      });
    }
    if (req.method === 'GET' && listed.accessRole === 'freeBusyReader') {
      return respond(403, { error: { code: 403, message: 'Forbidden' } });
    }
    const eventId = match[2] ? decodeURIComponent(match[2]) : null;
    const index = eventId
      ? fake.events.findIndex((e) => e.calendarId === calendarId && e.id === eventId)
      : -1;
    const withConference = url.searchParams.get('conferenceDataVersion') === '1';

    if (!eventId && req.method === 'POST') {
      const id = body.id ?? randomUUID().replaceAll('-', '');
      if (fake.events.some((e) => e.calendarId === calendarId && e.id === id)) {
        return respond(409, { error: { code: 409, message: 'The requested identifier already exists.' } });
      }
      const event = {
        ...body,
        id,
        calendarId,
        status: 'confirmed',
        htmlLink: `${fake.issuer}/calendar/event?eid=${id}`,
        organizer: { email: calendarId, self: true },
      };
      applyConference(event, body, withConference);
      fake.events.push(event);
      return respond(200, event);
    }
    if (!eventId && req.method === 'GET') {
      return respond(200, { kind: 'calendar#events', items: fake.eventsOf(calendarId) });
    }
    if (index < 0) return respond(404, { error: { code: 404, message: 'Not Found' } });
    if (req.method === 'GET') return respond(200, fake.events[index]);
    if (req.method === 'PATCH' || req.method === 'PUT') {
      const event = { ...fake.events[index], ...body, id: fake.events[index].id, calendarId };
      applyConference(event, body, withConference);
      fake.events[index] = event;
      return respond(200, event);
    }
    if (req.method === 'DELETE') {
      fake.events.splice(index, 1);
      fake.calendarRequests.push({ method: 'DELETE', path, status: 204 });
      return send(204, undefined);
    }
    return respond(405, { error: { code: 405, message: 'Method Not Allowed' } });
  }

  await new Promise((resolve) => server.listen(options.port ?? 0, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  fake.issuer = `http://${host}:${address.port}`;
  fake.calendarApiUrl = `${fake.issuer}/calendar/v3`;
  return fake;
}

/** Google answers the userinfo.* names for the short email/profile scopes. */
function googleScope(requested) {
  return requested
    .split(/\s+/)
    .filter(Boolean)
    .map((scope) =>
      scope === 'email' || scope === 'profile' ? `https://www.googleapis.com/auth/userinfo.${scope}` : scope,
    )
    .join(' ');
}

function pkceMatches(entry, verifier) {
  if (!verifier) return false;
  if (entry.codeChallengeMethod === 'S256') {
    return createHash('sha256').update(verifier).digest('base64url') === entry.codeChallenge;
  }
  return verifier === entry.codeChallenge;
}

/** A createRequest for hangoutsMeet (with conferenceDataVersion=1) gets a Meet link, as at Google. */
function applyConference(event, body, withConference) {
  const request = body.conferenceData?.createRequest;
  if (!withConference) {
    if (body.conferenceData) delete event.conferenceData;
    return;
  }
  if (request?.conferenceSolutionKey?.type === 'hangoutsMeet') {
    const code = () =>
      randomBytes(3)
        .toString('hex')
        .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
    const uri = `https://meet.google.com/${code().slice(0, 3)}-${code().slice(0, 4)}-${code().slice(0, 3)}`;
    event.hangoutLink = uri;
    event.conferenceData = {
      createRequest: { ...request, status: { statusCode: 'success' } },
      entryPoints: [{ entryPointType: 'video', uri, label: uri.replace('https://', '') }],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: uri.slice('https://meet.google.com/'.length),
    };
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * @typedef {{ sub: string, email: string, email_verified?: boolean, name?: string,
 *   given_name?: string, family_name?: string, picture?: string }} FakeGoogleUser
 */

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const portIndex = process.argv.indexOf('--port');
  const port = Number(portIndex > 0 ? process.argv[portIndex + 1] : (process.env.FAKE_GOOGLE_PORT ?? 4010));
  const fake = await startFakeGoogle({ port });
  console.log(`Fake Google listening on ${fake.issuer} (signs in ${fake.user.email}). Give the API:`);
  for (const [name, value] of Object.entries(fake.env())) console.log(`${name}=${value}`);
  console.log('Add busy blocks or inspect events by importing startFakeGoogle from a script instead.');
}
