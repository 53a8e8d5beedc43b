// An attendee page's form posted without JavaScript (attendee-form.post.ts): the shell's server
// refuses what is not this site's, routes the rest to the module, makes only the module's call.
import { randomBytes } from 'node:crypto';
import type { AttendeeFormStep } from '@slotwise/shared/remote/attendee-preview';
import {
  checkFormPost,
  formCookieName,
  formTokenFor,
  formVisitorOf,
  newFormVisitor,
} from './attendee-form.csrf';
import { type FormPostDeps, formFieldsOf, handleAttendeeFormPost, postToApi } from './attendee-form.post';
import { formStepOf } from './attendee-preview.source';

const key = randomBytes(32);
const visitor = newFormVisitor();
const token = formTokenFor(key, visitor);
const cookie = `other=1; ${formCookieName}=${visitor}`;
const call = { path: '/api/public/bookings', body: { event_type_id: 'e1' }, idempotencyKey: 'k-1' };

function deps(first: AttendeeFormStep | null, after: AttendeeFormStep | null = { redirect: '?booked=s1' }) {
  const module = {
    attendeePreviewCalls: jest.fn(async () => ({ calls: ['/api/public/event-types/ada/intro'] })),
    attendeeFormStep: jest.fn(async (_request: unknown) => first),
    attendeeFormAnswer: jest.fn(async (_request: unknown) => after),
  };
  const postApi = jest.fn(async () => ({ status: 201, body: { data: { id: 'b1' } } }));
  const fetchAnswers = jest.fn(async () => ({ '/api/public/event-types/ada/intro': { data: { id: 'e1' } } }));
  const all: FormPostDeps = { module, postApi, fetchAnswers, key, publicUrl: 'https://slotwise.example' };
  return { all, module, postApi };
}

const post = (overrides: Partial<Parameters<typeof handleAttendeeFormPost>[1]> = {}) => ({
  url: '/ada/intro?time=2026-12-01T09%3A00%3A00.000Z&tz=Europe%2FParis',
  host: 'localhost:5173',
  origin: 'http://localhost:5173',
  referer: undefined,
  cookieHeader: cookie,
  body: `_csrf=${encodeURIComponent(token)}&attendee_name=Ada&q_1=a&q_1=b`,
  language: 'fr' as const,
  visitorAddress: '203.0.113.9',
  ...overrides,
});

describe('a post of an attendee page without JavaScript', () => {
  it('makes the call the module names, as the visitor, then does what the answer says', async () => {
    const { all, module, postApi } = deps({ call });
    await expect(handleAttendeeFormPost(all, post())).resolves.toEqual({
      kind: 'redirect',
      location: '/ada/intro?booked=s1',
    });
    expect(module.attendeePreviewCalls).toHaveBeenCalledWith(
      '/ada/intro',
      '?time=2026-12-01T09%3A00%3A00.000Z&tz=Europe%2FParis',
    );
    // The module never sees the token; a repeated name is a list.
    const request = module.attendeeFormStep.mock.calls[0][0] as { fields: unknown; tokenRefused?: boolean };
    expect(request.fields).toEqual({ attendee_name: 'Ada', q_1: ['a', 'b'] });
    expect(request.tokenRefused).toBeUndefined();
    expect(postApi).toHaveBeenCalledWith(call, '203.0.113.9');
    expect(module.attendeeFormAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ call, status: 201, body: { data: { id: 'b1' } }, language: 'fr' }),
    );
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
    ['neither Origin nor Referer', { origin: undefined, referer: undefined }],
    ['a Referer of another site', { origin: undefined, referer: 'https://evil.example/page' }],
    ['a host that only starts like ours', { origin: 'http://localhost:5173.evil.example' }],
  ])('refuses a post from %s, calling nothing', async (_name, overrides) => {
    const { all, module, postApi } = deps({ call });
    await expect(handleAttendeeFormPost(all, post(overrides))).resolves.toMatchObject({
      kind: 'refused',
      status: 403,
    });
    expect(module.attendeeFormStep).not.toHaveBeenCalled();
    expect(postApi).not.toHaveBeenCalled();
  });

  it('takes the configured public origin and a same-site Referer', async () => {
    for (const overrides of [
      { origin: 'https://slotwise.example', host: 'pages:8080' },
      { origin: undefined, referer: 'http://localhost:5173/ada/intro?time=x' },
    ]) {
      const { all, postApi } = deps({ call });
      await expect(handleAttendeeFormPost(all, post(overrides))).resolves.toMatchObject({ kind: 'redirect' });
      expect(postApi).toHaveBeenCalledTimes(1);
    }
  });

  it.each([
    ['no token', { body: 'attendee_name=Ada' }],
    ['a forged token', { body: `_csrf=${formTokenFor(randomBytes(32), visitor)}&attendee_name=Ada` }],
    ['another visitor’s token', { body: `_csrf=${formTokenFor(key, newFormVisitor())}` }],
    ['no cookie', { cookieHeader: undefined }],
    ['a cookie without its token', { cookieHeader: `${formCookieName}=${newFormVisitor()}` }],
  ])('with %s: never the API call, the page says so (the module draws it)', async (_name, overrides) => {
    const { all, module, postApi } = deps({ call });
    // A module that would still name a call is not followed.
    await expect(handleAttendeeFormPost(all, post(overrides))).resolves.toMatchObject({
      kind: 'refused',
      status: 403,
    });
    expect(module.attendeeFormStep).toHaveBeenCalledWith(expect.objectContaining({ tokenRefused: true }));
    expect(postApi).not.toHaveBeenCalled();

    const drawn = deps({ render: { search: '?time=x', status: 403, posted: { formError: 'expired' } } });
    await expect(handleAttendeeFormPost(drawn.all, post(overrides))).resolves.toEqual({
      kind: 'render',
      search: '?time=x',
      status: 403,
      posted: { formError: 'expired' },
    });
  });

  it('makes one API call per post at most, and none for a page the module has no form on', async () => {
    const twice = deps({ call }, { call });
    await expect(handleAttendeeFormPost(twice.all, post())).resolves.toMatchObject({ status: 403 });
    expect(twice.postApi).toHaveBeenCalledTimes(1);
    const none = deps(null);
    await expect(handleAttendeeFormPost(none.all, post())).resolves.toMatchObject({ status: 404 });
    const down = { ...deps({ call }).all, module: null };
    await expect(handleAttendeeFormPost(down, post())).resolves.toMatchObject({ status: 503 });
  });
});

describe('a post of the reschedule page without JavaScript', () => {
  const move = {
    path: '/api/public/bookings/secret-1/reschedule',
    body: { start_time: '2026-12-01T09:00:00.000Z' },
  };
  const reschedulePost = (overrides: Partial<Parameters<typeof handleAttendeeFormPost>[1]> = {}) =>
    post({
      url: '/reschedule/secret-1?time=2026-12-01T09%3A00%3A00.000Z&tz=Europe%2FParis',
      body: `_csrf=${encodeURIComponent(token)}&start_time=2026-12-01T09%3A00%3A00.000Z&tz=Europe%2FParis`,
      ...overrides,
    });

  it('moves the booking once, as the visitor, then sends them to the outcome by GET', async () => {
    const { all, module, postApi } = deps({ call: move }, { redirect: '?moved=1&tz=Europe%2FParis' });
    await expect(handleAttendeeFormPost(all, reschedulePost())).resolves.toEqual({
      kind: 'redirect',
      location: '/reschedule/secret-1?moved=1&tz=Europe%2FParis',
    });
    expect(module.attendeePreviewCalls).toHaveBeenCalledWith(
      '/reschedule/secret-1',
      '?time=2026-12-01T09%3A00%3A00.000Z&tz=Europe%2FParis',
    );
    expect(postApi).toHaveBeenCalledTimes(1);
    expect(postApi).toHaveBeenCalledWith(move, '203.0.113.9');
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a Referer of another site', { origin: undefined, referer: 'https://evil.example/reschedule/secret-1' }],
  ])(
    'refuses a cross-site post from %s before the module or the API hears of it',
    async (_name, overrides) => {
      const { all, module, postApi } = deps({ call: move });
      await expect(handleAttendeeFormPost(all, reschedulePost(overrides))).resolves.toMatchObject({
        kind: 'refused',
        status: 403,
      });
      expect(module.attendeePreviewCalls).not.toHaveBeenCalled();
      expect(postApi).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['no token', { body: 'start_time=2026-12-01T09%3A00%3A00.000Z' }],
    ['a wrong token', { body: `_csrf=${'A'.repeat(43)}&start_time=2026-12-01T09%3A00%3A00.000Z` }],
    // A token lifted from another visitor's page, replayed with the attacker's own cookie.
    ['a replayed token of another visitor', { cookieHeader: `${formCookieName}=${newFormVisitor()}` }],
  ])('with %s: the booking is not moved', async (_name, overrides) => {
    const { all, module, postApi } = deps({ call: move });
    await expect(handleAttendeeFormPost(all, reschedulePost(overrides))).resolves.toMatchObject({
      kind: 'refused',
      status: 403,
    });
    expect(module.attendeeFormStep).toHaveBeenCalledWith(expect.objectContaining({ tokenRefused: true }));
    expect(postApi).not.toHaveBeenCalled();
  });

  it('the same post twice makes one call each, and the module’s answer decides (moved already: the outcome)', async () => {
    const { all, postApi } = deps({ call: move }, { redirect: '?moved=1' });
    for (let n = 0; n < 2; n += 1)
      await expect(handleAttendeeFormPost(all, reschedulePost())).resolves.toEqual({
        kind: 'redirect',
        location: '/reschedule/secret-1?moved=1',
      });
    expect(postApi).toHaveBeenCalledTimes(2);
  });
});

describe('what the worker answers is checked (formStepOf)', () => {
  it('keeps a call only to the API’s public routes and a redirect only here or to https', () => {
    expect(formStepOf({ call })).toEqual({ call });
    expect(formStepOf({ call: { ...call, path: '/api/auth/login' } })).toBeNull();
    expect(formStepOf({ call: { ...call, path: '/api/public/../auth/x' } })).toBeNull();
    expect(formStepOf({ call: { ...call, path: 'http://elsewhere/api/public/x' } })).toBeNull();
    expect(formStepOf({ call: { ...call, idempotencyKey: 'a\nb' } })).toBeNull();
    expect(formStepOf({ redirect: '?booked=x' })).toEqual({ redirect: '?booked=x' });
    expect(formStepOf({ redirect: '/ada/intro?booked=x' })).toEqual({ redirect: '/ada/intro?booked=x' });
    expect(formStepOf({ redirect: 'https://host.example/thanks' })).toEqual({
      redirect: 'https://host.example/thanks',
    });
    expect(formStepOf({ redirect: '//evil.example' })).toBeNull();
    expect(formStepOf({ redirect: 'javascript:alert(1)' })).toBeNull();
    expect(formStepOf({ render: { search: '', status: 42, posted: null } })).toBeNull();
    expect(formStepOf(null)).toBeNull();
  });
});

describe('the form token', () => {
  it('is the HMAC of the visitor’s cookie, checked in constant time', () => {
    expect(formVisitorOf(cookie)).toBe(visitor);
    expect(formVisitorOf(`${formCookieName}=short`)).toBeNull();
    const base = {
      origin: 'http://h',
      referer: undefined,
      host: 'h',
      publicUrl: undefined,
      cookieHeader: cookie,
      key,
    };
    expect(checkFormPost({ ...base, token })).toBe('ok');
    expect(checkFormPost({ ...base, token: formTokenFor(key, newFormVisitor()) })).toBe('token');
    expect(checkFormPost({ ...base, token: token.slice(1) })).toBe('token');
  });
});

describe('the API call (postToApi)', () => {
  it('sends JSON with the Idempotency-Key and the visitor’s address', async () => {
    const fetchImpl = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json(
        { message: 'Too many booking attempts. Please try again in 5 minutes.' },
        { status: 429 },
      ),
    );
    await expect(
      postToApi('http://api', call, '203.0.113.9', { fetchImpl: fetchImpl as typeof fetch }),
    ).resolves.toEqual({
      status: 429,
      body: { message: 'Too many booking attempts. Please try again in 5 minutes.' },
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('http://api/api/public/bookings');
    expect(init?.headers).toMatchObject({ 'idempotency-key': 'k-1', 'x-forwarded-for': '203.0.113.9' });
    expect(JSON.parse(String(init?.body))).toEqual(call.body);
  });

  it('a post whose key is still in progress (a double submit) waits for the first answer', async () => {
    const answers = [
      Response.json({ message: 'in progress' }, { status: 409, headers: { 'retry-after': '1' } }),
      Response.json({ message: 'in progress' }, { status: 409, headers: { 'retry-after': '1' } }),
      Response.json({ data: { id: 'b1' } }, { status: 201 }),
    ];
    const fetchImpl = jest.fn(async () => answers.shift() as Response);
    await expect(
      postToApi('http://api', call, '203.0.113.9', { fetchImpl: fetchImpl as typeof fetch, retryWaitMs: 1 }),
    ).resolves.toEqual({ status: 201, body: { data: { id: 'b1' } } });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('a 409 without Retry-After (taken) or a call without a key is answered at once, and retries are bounded', async () => {
    const taken = jest.fn(async () => Response.json({ message: 'taken' }, { status: 409 }));
    await postToApi('http://api', call, '203.0.113.9', { fetchImpl: taken as typeof fetch, retryWaitMs: 1 });
    expect(taken).toHaveBeenCalledTimes(1);
    const busy = jest.fn(async () =>
      Response.json({ message: 'in progress' }, { status: 409, headers: { 'retry-after': '1' } }),
    );
    const { idempotencyKey: _none, ...keyless } = call;
    await postToApi('http://api', keyless, '203.0.113.9', {
      fetchImpl: busy as typeof fetch,
      retryWaitMs: 1,
    });
    expect(busy).toHaveBeenCalledTimes(1);
    await expect(
      postToApi('http://api', call, '203.0.113.9', { fetchImpl: busy as typeof fetch, retryWaitMs: 1 }),
    ).resolves.toEqual({ status: 409, body: { message: 'in progress' } });
    expect(busy).toHaveBeenCalledTimes(6);
  });

  it('keeps the fields of a urlencoded body', () => {
    expect(formFieldsOf('a=1&b=x%20y&a=2')).toEqual({ a: ['1', '2'], b: 'x y' });
  });
});
