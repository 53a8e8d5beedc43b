// A post of an attendee page's form without JavaScript (docs/attendee-pages.md#without-javascript).
// The shell's server only routes: it refuses a post that is not this site's (attendee-form.csrf.ts),
// gives the fields to the page's remote's server module, makes the one API call the module names
// (with the visitor's address, so the API's rate limits count the visitor), gives the module the
// answer, and does what the module says: send the visitor on (303) or draw the page again.
import type { Language } from '@slotwise/shared/i18n/languages';
import {
  type AttendeeFormCall,
  type AttendeeFormFields,
  formTokenField,
} from '@slotwise/shared/remote/attendee-preview';
import { checkFormPost } from './attendee-form.csrf';
import type { AttendeePreviewRunner } from './attendee-preview.source';

export interface FormPostRequest {
  /** The post's address (path and query). */
  url: string;
  host: string;
  origin: string | undefined;
  referer: string | undefined;
  cookieHeader: string | undefined;
  /** The urlencoded body. */
  body: string;
  language: Language;
  /** The visitor's address as this server's proxy trust sees it (request.ip). */
  visitorAddress: string;
}

export interface FormPostDeps {
  module: Pick<
    AttendeePreviewRunner,
    'attendeePreviewCalls' | 'attendeeFormStep' | 'attendeeFormAnswer'
  > | null;
  /** The API's answers to the page's GET calls (attendee-preview.answers.ts). */
  fetchAnswers(calls: string[]): Promise<Record<string, unknown>>;
  /** POSTs the module's call to the API: its status and JSON body (null if none). */
  postApi(call: AttendeeFormCall, visitorAddress: string): Promise<{ status: number; body: unknown }>;
  key: Buffer;
  publicUrl: string | undefined;
}

export type FormPostOutcome =
  | { kind: 'refused'; status: 403 | 404 | 503; message: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'render'; status: number; search: string; posted: unknown };

/** The urlencoded fields; a name sent several times becomes a list. */
export function formFieldsOf(body: string): AttendeeFormFields {
  const fields: AttendeeFormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const known = fields[name];
    fields[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return fields;
}

export async function handleAttendeeFormPost(
  deps: FormPostDeps,
  request: FormPostRequest,
): Promise<FormPostOutcome> {
  const fields = formFieldsOf(request.body);
  const token = fields[formTokenField];
  delete fields[formTokenField];
  const verdict = checkFormPost({
    origin: request.origin,
    referer: request.referer,
    host: request.host,
    publicUrl: deps.publicUrl,
    cookieHeader: request.cookieHeader,
    token: typeof token === 'string' ? token : undefined,
    key: deps.key,
  });
  if (verdict === 'cross-site') {
    return { kind: 'refused', status: 403, message: 'This form can only be sent from this site.' };
  }
  const { module } = deps;
  if (!module) return { kind: 'refused', status: 503, message: 'Please try again in a moment.' };
  const pathname = request.url.split(/[?#]/)[0];
  const search = request.url.split('#')[0].slice(pathname.length);
  const wanted = await module.attendeePreviewCalls(pathname, search);
  if (!wanted) return { kind: 'refused', status: 404, message: 'Not found' };
  const answers = await deps.fetchAnswers(wanted.calls);
  const base = { pathname, search, language: request.language, fields, answers };
  const step = await module.attendeeFormStep({
    ...base,
    ...(verdict === 'token' ? { tokenRefused: true } : {}),
  });
  if (!step) return { kind: 'refused', status: 404, message: 'Not found' };
  const outcome = async (next: typeof step | null, allowCall: boolean): Promise<FormPostOutcome> => {
    if (!next) return { kind: 'refused', status: 503, message: 'Please try again in a moment.' };
    if ('redirect' in next) {
      const to = next.redirect;
      return { kind: 'redirect', location: to.startsWith('?') ? `${pathname}${to}` : to };
    }
    if ('render' in next) return { kind: 'render', ...next.render };
    // Never an API call for a post whose token failed, nor a second call.
    if (!allowCall || verdict !== 'ok') {
      return { kind: 'refused', status: 403, message: 'This form can only be sent from this site.' };
    }
    const answer = await deps.postApi(next.call, request.visitorAddress);
    return outcome(await module.attendeeFormAnswer({ ...base, call: next.call, ...answer }), false);
  };
  return outcome(step, true);
}

/**
 * The API call of a form, made by the shell's server: JSON, the Idempotency-Key of the form's
 * hidden field, and X-Forwarded-For the visitor's address (the API trusts this server as its
 * proxy, as it trusts the /api proxy: TRUST_PROXY), so its rate limits count the visitor.
 */
export async function postToApi(
  apiOrigin: string,
  call: AttendeeFormCall,
  visitorAddress: string,
  {
    fetchImpl = fetch,
    timeoutMs = 10_000,
    retryWaitMs = 500,
  }: { fetchImpl?: typeof fetch; timeoutMs?: number; retryWaitMs?: number } = {},
): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + timeoutMs;
  try {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetchImpl(`${apiOrigin}${call.path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-forwarded-for': visitorAddress,
          ...(call.idempotencyKey ? { 'idempotency-key': call.idempotencyKey } : {}),
        },
        body: JSON.stringify(call.body),
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
      // A double submit: the form's first post still runs under the same key (409 with
      // Retry-After). Its answer, once stored, is this post's too: the same outcome is shown.
      const inProgress =
        call.idempotencyKey && response.status === 409 && response.headers.has('retry-after');
      if (inProgress && attempt < 5 && Date.now() + retryWaitMs < deadline) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, retryWaitMs));
        continue;
      }
      return { status: response.status, body: await response.json().catch(() => null) };
    }
  } catch {
    // No answer: the page says the booking failed, values kept.
    return { status: 502, body: null };
  }
}
