import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { availabilitySlots } from './db/schema/availability.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from './testing/booking-seed.helper';
import { createTestApp, registerAccount, type TestApp } from './testing/test-app.helper';

// Schema-driven fuzz over every route of the OpenAPI document: for each route and each of its
// parameters and body fields, bad values (wrong types, missing fields, NUL bytes, very long
// strings, out-of-range dates and numbers, bad ids, malformed JSON and multipart bodies) sent
// signed out and signed in as a real host whose own resources fill the path ids. No answer may
// be a 5xx, leak a stack trace, be an error without the JSON envelope, or take over 2 s.
// Deterministic: the value sampling is seeded (FUZZ_SEED to try another seed).

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Most bad values per field (sampled with the seed when a field has more). */
const VALUES_PER_FIELD = 10;
/** Signed-out requests to a signed-in route stop at 401/422: a small sample is enough. */
const SIGNED_OUT_SECURED_SAMPLE = 8;
const SIGNED_OUT_PUBLIC_SAMPLE = 40;
const MAX_REQUEST_MS = 2000;
const MAX_REQUESTS = 7000;

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
interface Case {
  route: string;
  method: string;
  what: string;
  request: InjectOptions;
  signedIn: boolean;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const describeValue = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
};

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
const ids: Record<string, string> = {};
let accessToken = '';
/** The host's personal API key: what signs in on /api/v1. */
let apiKey = '';

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0, apiKeyRateLimit: { max: 1_000_000, windowSeconds: 60 } });
  doc = t.app.swagger() as unknown as typeof doc;
  const host = await seedHost(t.app);
  accessToken = host.accessToken;
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/developers/api-keys',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { name: 'fuzz' },
  });
  apiKey = (key.json() as { data: { key: string } }).data.key;
  ids.username = host.user.username;
  ids.availability = host.scheduleId;
  const [slot] = await t.app.db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(eq(availabilitySlots.availabilityId, host.scheduleId));
  ids.slot = slot.id;
  const { eventType, questions } = await seedEventType(t.app, host.user.id, {}, [{ questionText: 'Why?' }]);
  ids.eventType = eventType.id;
  ids.slug = eventType.slug;
  ids.question = questions[0].id;
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventType.id,
      start_time: utcInstant(utcDate(3), '10:00'),
      attendee_name: 'Grace Hopper',
      attendee_email: 'grace@example.com',
      timezone: 'UTC',
      answers: [{ question_id: ids.question, answer: 'Because' }],
    },
  });
  assert.equal(booked.statusCode, 201, booked.body);
  ids.booking = (booked.json() as { data: { id: string } }).data.id;
  const team = await t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { name: 'Fuzzers' },
  });
  assert.equal(team.statusCode, 201, team.body);
  const teamData = (team.json() as { data: { id: string; members: { id: string }[] } }).data;
  ids.team = teamData.id;
  ids.member = teamData.members[0].id;
  const other = await registerAccount(t.app);
  ids.otherEmail = other.payload.email;
});
after(async () => {
  await t?.close();
});

/** The id of the host's own resource that a path parameter names, so handlers get past 404. */
function pathValue(fullRoute: string, name: string): string {
  // /api/v1 reaches the same resources as the app's own routes.
  const route = fullRoute.replace(/^\/api\/v1\//, '/api/');
  if (name === 'username') return ids.username;
  if (name === 'slug') return ids.slug;
  if (name === 'memberId') return ids.member;
  if (name === 'file') return 'missing.png';
  if (route.startsWith('/api/availabilities')) return ids.availability;
  if (route.startsWith('/api/slots')) return ids.slot;
  if (route.startsWith('/api/event-types')) return ids.eventType;
  if (route.startsWith('/api/public/bookings') || route.startsWith('/api/bookings')) return ids.booking;
  if (route.startsWith('/api/teams')) return ids.team;
  return '7b0b6a8e-3c1e-4b8a-9a57-1f0e0d9c8b7a';
}

function flatten(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return flatten(variants.find((v) => v.type !== 'null') ?? variants[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(flatten));
  return schema;
}

/** A valid-looking value for a field, so that one bad field at a time reaches the handlers. */
function sample(schema: JsonSchema | undefined, name: string): unknown {
  const s = flatten(schema);
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  const byName: Record<string, unknown> = {
    event_type_id: ids.eventType,
    availability_id: ids.availability,
    question_id: ids.question,
    email: ids.otherEmail,
    attendee_email: 'ada@example.com',
    timezone: 'UTC',
    time_zone: 'UTC',
    language: 'en',
    password: 'Correct-Horse-9',
    password_confirmation: 'Correct-Horse-9',
    login: ids.username,
    start: utcDate(1),
    end: utcDate(7),
    date: utcDate(20),
  };
  if (name in byName && type !== 'array' && type !== 'object') return byName[name];
  if (type === 'string') {
    if (s.format === 'uuid') return ids.eventType;
    if (s.format === 'date-time') return utcInstant(utcDate(4), '11:00');
    if (s.format === 'email') return 'ada@example.com';
    if (name.endsWith('_time')) return name.startsWith('end') ? '12:00' : '10:00';
    return 'fuzz-value'.slice(0, Math.max(s.maxLength ?? 10, s.minLength ?? 1));
  }
  if (type === 'integer' || type === 'number') return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 30, 30));
  if (type === 'boolean') return true;
  if (type === 'array') return s.minItems ? [sample(s.items, name)] : [];
  if (type === 'object' || s.properties) {
    const value: Record<string, unknown> = {};
    for (const key of s.required ?? []) value[key] = sample(s.properties?.[key], key);
    return value;
  }
  return 'fuzz';
}

const upperIds = () =>
  Object.values(ids)
    .filter((v) => /^[0-9a-f-]{36}$/.test(v))
    .map((v) => v.toUpperCase());

type Bad = { label: string; value: unknown };
/** Bad JSON values for a body field: `always` sent, `rest` sampled. */
function badJsonValues(schema: JsonSchema | undefined, name: string): { always: Bad[]; rest: Bad[] } {
  const s = flatten(schema);
  const always = [
    { label: 'NUL inside', value: 'a\u0000b' },
    { label: 'wrong type', value: s.type === 'string' ? 12345 : 'not-a-number' },
    { label: 'too long', value: 'x'.repeat(70_000) },
  ];
  const dates = [
    { label: 'far future instant', value: '9999-12-31T23:00:00Z' },
    { label: 'year one instant', value: '0001-01-01T00:00:00Z' },
    { label: 'far future date', value: '9999-12-31' },
    { label: 'year one date', value: '0001-01-01' },
  ];
  const badIds = [
    { label: 'upper-case id', value: upperIds()[0] },
    { label: 'not a uuid', value: 'not-a-uuid' },
  ];
  // Values a field's own format makes likely to slip through are always sent.
  if (s.format === 'date-time' || s.format === 'date' || /date|time|start|end/.test(name))
    always.push(...dates.splice(0));
  if (s.format === 'uuid') always.push(...badIds.splice(0));
  const rest = [
    ...dates,
    ...badIds,
    { label: 'only NUL', value: '\u0000' },
    { label: 'null', value: null },
    { label: 'object', value: { nested: '\u0000' } },
    { label: 'array', value: ['\u0000'] },
    { label: 'boolean', value: false },
    { label: 'huge number', value: 1e308 },
    { label: 'negative', value: -1 },
    { label: 'beyond safe integer', value: 2 ** 63 },
    { label: 'fraction', value: 0.5 },
    { label: 'NaN string', value: 'NaN' },
    { label: 'bad time', value: '99:99' },
    { label: 'end of day', value: '24:00' },
    { label: 'unicode', value: '\ud800' },
  ];
  return { always, rest };
}

const badQueryValues = (): string[] => [
  '\u0000',
  'a\u0000b',
  '',
  'x'.repeat(5000),
  '9999-12-31',
  '0001-01-01',
  '9999-12-31T23:00:00Z',
  '0001-01-01T00:00:00Z',
  '1e308',
  '-1',
  'NaN',
  '99999999999999999999999',
  upperIds()[0] ?? 'A',
  'not-a-uuid',
];

const badPathValues = (valid: string): string[] => [
  valid.toUpperCase(),
  'not-a-uuid',
  '\u0000',
  `${valid}\u0000`,
  'x'.repeat(2000),
  '9999-12-31',
  '-1',
  '1e308',
  '..%2F..%2Fpackage.json',
  `${valid} `,
];

function pick<T>(values: T[], count: number, random: () => number): T[] {
  if (values.length <= count) return values;
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

const encode = (value: string) => encodeURIComponent(value);

function buildCases(): Case[] {
  const random = mulberry32(SEED);
  const cases: Case[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query' && p.name !== 'additionalProperties');
      const bodySchema = flatten(op.requestBody?.content?.['application/json']?.schema);
      const hasBody = Boolean(op.requestBody) || ['post', 'put', 'patch'].includes(method);
      const validPath = Object.fromEntries(pathParams.map((p) => [p.name, pathValue(route, p.name)]));
      const validQuery = Object.fromEntries(
        queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema, p.name))]),
      );
      const validBody = op.requestBody ? (sample(bodySchema, '') as Record<string, unknown>) : undefined;

      const url = (path: Record<string, string>, query: Record<string, string>) => {
        const filled = route.replace(/\{(\w+)\}/g, (_m, name: string) => encode(path[name] ?? ''));
        const search = Object.entries(query)
          .map(([k, v]) => `${encode(k)}=${encode(v)}`)
          .join('&');
        return search ? `${filled}?${search}` : filled;
      };
      const json = (body: unknown) => ({
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      const routeCases: Omit<Case, 'signedIn'>[] = [];
      const add = (what: string, request: InjectOptions) =>
        routeCases.push({ route, method: method.toUpperCase(), what, request });
      const base = (): InjectOptions => ({
        method: method.toUpperCase() as InjectOptions['method'],
        url: url(validPath, validQuery),
        ...(validBody !== undefined ? json(validBody) : {}),
      });

      // The unchanged request (never for deletions: the host's resources must stay).
      if (method !== 'delete') add('valid-looking request', base());

      for (const param of pathParams) {
        for (const value of badPathValues(validPath[param.name])) {
          add(`path ${param.name}=${describeValue(value)}`, {
            ...base(),
            url: url({ ...validPath, [param.name]: value }, validQuery),
          });
        }
      }
      for (const param of queryParams) {
        for (const value of pick(badQueryValues(), VALUES_PER_FIELD, random)) {
          add(`query ${param.name}=${describeValue(value)}`, {
            ...base(),
            url: url(validPath, { ...validQuery, [param.name]: value }),
          });
        }
        add(`query ${param.name} repeated`, {
          ...base(),
          url: `${url(validPath, validQuery)}${Object.keys(validQuery).length ? '&' : '?'}${param.name}=a&${param.name}=b`,
        });
      }
      if (validBody && typeof validBody === 'object' && !Array.isArray(validBody)) {
        for (const [field, fieldSchema] of Object.entries(bodySchema.properties ?? {})) {
          const { always, rest } = badJsonValues(fieldSchema, field);
          const chosen = [...always, ...pick(rest, Math.max(VALUES_PER_FIELD - always.length, 4), random)];
          for (const { label, value } of chosen) {
            add(`body ${field} ${label} ${describeValue(value)}`, {
              ...base(),
              ...json({ ...validBody, [field]: value }),
            });
          }
          if (bodySchema.required?.includes(field)) {
            const { [field]: _dropped, ...rest } = validBody;
            add(`body ${field} missing`, { ...base(), ...json(rest) });
          }
          // One level down: the first item of an array of objects.
          const items = flatten(flatten(fieldSchema).items);
          for (const [inner, innerSchema] of Object.entries(items.properties ?? {})) {
            const item = sample(items, field) as Record<string, unknown>;
            const { always, rest } = badJsonValues(innerSchema, inner);
            for (const { label, value } of pick([...always, ...rest], 5, random)) {
              add(`body ${field}[0].${inner} ${label} ${describeValue(value)}`, {
                ...base(),
                ...json({ ...validBody, [field]: [{ ...item, [inner]: value }] }),
              });
            }
          }
        }
        add('body with an unknown NUL key', { ...base(), ...json({ ...validBody, 'k\u0000': 1 }) });
      }
      if (hasBody) {
        const bodies: [string, string | undefined, string][] = [
          ['malformed JSON', 'application/json', '{"a":'],
          ['JSON array', 'application/json', '[]'],
          ['JSON string', 'application/json', '"\\u0000"'],
          ['JSON null', 'application/json', 'null'],
          ['empty JSON', 'application/json', ''],
          ['huge number', 'application/json', '{"x":1e999999}'],
          ['deep JSON', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
          ['text body', 'text/plain', 'hello'],
          ['multipart without boundary', 'multipart/form-data', 'garbage'],
          [
            'malformed multipart',
            'multipart/form-data; boundary=fuzz',
            '--fuzz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\u0000\u0000',
          ],
          ['multipart garbage', 'multipart/form-data; boundary=fuzz', 'not multipart at all'],
        ];
        for (const [what, type, payload] of bodies) {
          add(what, {
            method: method.toUpperCase() as InjectOptions['method'],
            url: url(validPath, validQuery),
            payload,
            headers: type ? { 'content-type': type } : {},
          });
        }
      }

      const secured = Boolean(op.security?.length);
      for (const c of routeCases) cases.push({ ...c, signedIn: true });
      // Public routes answer the same signed out and signed in: a sample keeps the run short.
      const signedOut = pick(
        routeCases,
        secured ? SIGNED_OUT_SECURED_SAMPLE : SIGNED_OUT_PUBLIC_SAMPLE,
        random,
      );
      for (const c of signedOut) cases.push({ ...c, signedIn: false });
    }
  }
  // Deletions and cancellations last, so every other route still finds the host's resources.
  const destructive = (c: Case) => c.method === 'DELETE' || /cancel|reject/.test(c.route);
  return [...cases.filter((c) => !destructive(c)), ...cases.filter(destructive)];
}

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+/;

function problem(c: Case, response: LightMyRequestResponse, ms: number): string | null {
  // The one 5xx a client may see: a feature this server is not configured for.
  const notConfigured = response.statusCode === 503 && /not configured/.test(response.body);
  if (response.statusCode >= 500 && !notConfigured)
    return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (ms > MAX_REQUEST_MS) return `took ${Math.round(ms)} ms`;
  if (STACK_TRACE.test(response.body)) return `leaks a stack trace or path: ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 400) {
    if (!String(response.headers['content-type']).startsWith('application/json'))
      return `error ${response.statusCode} is not JSON (${response.headers['content-type']})`;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `error ${response.statusCode} has an unparsable body`;
    }
    if (typeof (body as { message?: unknown })?.message !== 'string')
      return `error ${response.statusCode} lacks the {message} envelope: ${response.body.slice(0, 200)}`;
  }
  if (
    !c.signedIn &&
    c.request.url &&
    response.statusCode < 300 &&
    securedRoutes.has(`${c.method} ${c.route}`)
  )
    return `a signed-in route answered ${response.statusCode} signed out`;
  return null;
}

const securedRoutes = new Set<string>();

describe('OpenAPI fuzz: bad input never answers 5xx', () => {
  test('every route, every field, signed out and signed in', { timeout: 240_000 }, async () => {
    for (const [route, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations))
        if (op.security?.length) securedRoutes.add(`${method.toUpperCase()} ${route}`);
    const cases = buildCases();
    assert.ok(cases.length > 1000, `only ${cases.length} cases`);
    assert.ok(cases.length <= MAX_REQUESTS, `${cases.length} cases: lower VALUES_PER_FIELD`);
    const failures: string[] = [];
    const unauthenticatedWithoutSecurity = new Set<string>();
    const started = performance.now();
    const perRoute = new Map<string, number>();
    for (const c of cases) {
      const headers = { ...(c.request.headers ?? {}) } as Record<string, string>;
      if (c.signedIn)
        headers.authorization = `Bearer ${c.route.startsWith('/api/v1/') ? apiKey : accessToken}`;
      const begin = performance.now();
      const response = await t.app.inject({ ...c.request, headers });
      const ms = performance.now() - begin;
      const found = problem(c, response, ms);
      if (found)
        failures.push(
          `${c.method} ${c.route} [${c.signedIn ? 'signed in' : 'signed out'}] ${c.what}: ${found}`,
        );
      const key = `${c.method} ${c.route}`;
      perRoute.set(key, (perRoute.get(key) ?? 0) + ms);
      if (
        !c.signedIn &&
        response.statusCode === 401 &&
        response.body.includes('Unauthenticated.') &&
        !securedRoutes.has(key)
      )
        unauthenticatedWithoutSecurity.add(`${c.method} ${c.route}`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz: ${cases.length} requests in ${seconds.toFixed(1)} s (seed ${SEED})`);
    const slowest = [...perRoute].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`slowest routes: ${slowest.map(([k, ms]) => `${k} ${Math.round(ms)} ms`).join('; ')}`);
    assert.deepEqual(failures.slice(0, 60), [], `${failures.length} failures (seed ${SEED})`);
    // Every route that asks for a signed-in user says so in the OpenAPI document.
    assert.deepEqual([...unauthenticatedWithoutSecurity], [], 'signed-in routes without `security`');
  });
});
