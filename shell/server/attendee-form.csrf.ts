// Cross-site forgery of the attendee pages' posts (docs/attendee-pages.md#without-javascript):
// two checks, each enough alone against a browser-driven attack:
// 1. the post's Origin (or, when a browser sends none, its Referer) is this site;
// 2. its token is the HMAC of the visitor's own cookie (a signed double submit): another site can
//    neither read the cookie nor compute the HMAC without the key, which only the page servers
//    hold (FORM_TOKEN_SECRET, the same in every process so any of them checks any page's token).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The visitor's cookie (HttpOnly, SameSite=Lax): random, no meaning but its HMAC. */
export const formCookieName = 'slotwise_form';

const purpose = 'slotwise-attendee-form/v1\n';

/** A new visitor value for the cookie (128 random bits). */
export function newFormVisitor(): string {
  return randomBytes(16).toString('base64url');
}

/** The token the visitor's forms carry: HMAC-SHA256(key, purpose + cookie), base64url. */
export function formTokenFor(key: Buffer, visitor: string): string {
  return createHmac('sha256', key)
    .update(purpose + visitor)
    .digest('base64url');
}

/** The cookie's value in a Cookie header, if well-formed. */
export function formVisitorOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === formCookieName) {
      const value = rest.join('=');
      return /^[\w-]{16,64}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie header of a new visitor value; Secure when the site is served over https. */
export function formCookieHeader(visitor: string, secure: boolean): string {
  return `${formCookieName}=${visitor}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The origin a post says it comes from: Origin, else Referer's origin, else null. */
function postOrigin(origin: string | undefined, referer: string | undefined): string | null {
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return null;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export type FormPostVerdict = 'ok' | 'cross-site' | 'token';

/**
 * Whether a post to an attendee page may be handled: 'cross-site' (refused outright) when it
 * does not come from this site (`host`, the Host the browser asked, or the configured public URL);
 * 'token' when the token is missing or is not the HMAC of the visitor's cookie (an expired or
 * blocked cookie: the page says so, keeping what was typed).
 */
export function checkFormPost({
  origin,
  referer,
  host,
  publicUrl,
  cookieHeader,
  token,
  key,
}: {
  origin: string | undefined;
  referer: string | undefined;
  host: string;
  publicUrl: string | undefined;
  cookieHeader: string | undefined;
  token: string | undefined;
  key: Buffer;
}): FormPostVerdict {
  const from = postOrigin(origin, referer);
  if (!from) return 'cross-site';
  let sameSite = false;
  try {
    sameSite = new URL(from).host === host;
  } catch {
    sameSite = false;
  }
  if (!sameSite && publicUrl) {
    try {
      sameSite = new URL(publicUrl).origin === from;
    } catch {
      sameSite = false;
    }
  }
  if (!sameSite) return 'cross-site';
  const visitor = formVisitorOf(cookieHeader);
  if (!visitor || !token) return 'token';
  const expected = Buffer.from(formTokenFor(key, visitor));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'token';
}

/**
 * The key from FORM_TOKEN_SECRET (at least 32 characters). Without it, a random key for this
 * process: posts work, but only on a single page server (another process would refuse its
 * tokens), which the caller logs.
 */
export function formTokenKeyFromEnv(env: NodeJS.ProcessEnv): { key: Buffer; configured: boolean } {
  const secret = env.FORM_TOKEN_SECRET?.trim();
  if (secret && secret.length >= 32) return { key: Buffer.from(secret, 'utf8'), configured: true };
  return { key: randomBytes(32), configured: false };
}
