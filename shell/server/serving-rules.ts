// How the shell's pages, files and /api are served: one list that the Node server
// (shell-server.ts) applies and that nginx-config.test.ts checks the nginx image against.
import { reservedUsernames } from '@slotwise/shared/contract/auth.contract';
import { inactiveEventType } from '@slotwise/shared/contract/public-profile.contract';
import { routeForPath, routeRedirects, surfaceOf } from '@slotwise/shared/remote/route-table';

/** Content-hashed files under /static/ never change. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Entry points (index.html, config.json, manifests) are revalidated on every load. */
export const revalidateCache = 'no-cache';

export function cacheControlFor(path: string): string {
  return /\/static\//.test(path) ? immutableCache : revalidateCache;
}

/** Sent with every file. */
export const fileHeaders = { 'x-content-type-options': 'nosniff' } as const;

/** Sent with the app's HTML page, beside its Content-Security-Policy and `no-cache`. */
export const pageSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * Framing (docs/product.md#framing-and-the-embed): only a real attendee page may be framed by
 * another site (/embed.js puts it in an iframe). "Real" is proven by the API: the page's own
 * first call (below) answered that the host, team, event type or booking exists. So an alias
 * (/settings), a reserved name (/login/x, /api) or a made-up /{name}/{slug} gets the app's
 * headers, as does any page while the API cannot say (fail closed).
 *
 * This is the call that proves a path, or null for a path that is never framed; it is the one
 * the page itself (and its server-drawn first view) makes, so proving it adds no request.
 */
export function embedProofOf(url: string): string | null {
  const pathname = url.split(/[?#]/)[0];
  const found = routeForPath(pathname);
  if (!found || surfaceOf(found.route) !== 'attendee') return null;
  const bare = `/${pathname.split('/').filter(Boolean).join('/')}`.toLowerCase();
  if (Object.hasOwn(routeRedirects, bare)) return null;
  const { params } = found;
  if (params.username !== undefined && reservedUsernames.has(params.username.toLowerCase())) return null;
  const e = encodeURIComponent;
  switch (found.route.path) {
    case '/:username/:slug':
      return `/api/public/event-types/${e(params.username)}/${e(params.slug)}`;
    case '/:username':
      return `/api/public/users/${e(params.username)}`;
    case '/team/:teamSlug':
      return `/api/public/teams/${e(params.teamSlug)}`;
    case '/team/:teamSlug/:slug':
      return `/api/public/teams/${e(params.teamSlug)}/${e(params.slug)}`;
    case '/cancel/:bookingId':
    case '/reschedule/:bookingId':
      return `/api/public/bookings/${e(params.bookingId)}`;
    case '/booking/:linkSecret':
      // A single-use link (docs/product.md#private-sharing): reading it does not use it up.
      return `/api/public/links/${e(params.linkSecret)}`;
    case '/confirm-booking':
      // Opened from a mail; it spends the link's token, so no other site may frame it
      // (docs/product.md#attendee-e-mail-confirmation).
      return null;
    default:
      // A new attendee route is framed only once it says how it is proven.
      return null;
  }
}

/**
 * Whether the proof's answer shows a real page: found, or (a booking link's event type) found
 * but inactive, which the page explains itself (public-profile.contract.ts's inactiveEventType).
 * `answer` is the 2xx body, `refusal` the 4xx body; both undefined when the API did not answer.
 */
export function provesPage(answer: unknown, refusal: unknown): boolean {
  if (answer !== undefined) return true;
  return (
    typeof refusal === 'object' &&
    refusal !== null &&
    (refusal as { error?: unknown }).error === inactiveEventType.error
  );
}

/** The frame-ancestors an embeddable page's CSP has instead of 'none'. */
export const embeddableFrameAncestors = 'frame-ancestors *';

/** A page's CSP: the app's, with framing opened only for a page proven embeddable. */
export function pageCspFor(csp: string, embeddable: boolean): string {
  return embeddable ? csp.replace("frame-ancestors 'none'", embeddableFrameAncestors) : csp;
}

/** A page's security headers: X-Frame-Options DENY except on a page proven embeddable. */
export function pageHeadersFor(embeddable: boolean): Record<string, string> {
  if (!embeddable) return { ...pageSecurityHeaders };
  const { 'x-frame-options': _denied, ...headers } = pageSecurityHeaders;
  return headers;
}

/**
 * Pages of one booking (the attendee's cancel and reschedule links) are never stored by the
 * browser or a cache: their address is the booking's capability and the drawn page holds the
 * attendee's booking. Every other page is revalidated on each load.
 */
export function pageCacheControlFor(url: string): string {
  const found = routeForPath(url.split(/[?#]/)[0]);
  const path = found?.route.path;
  // A booking page's confirmation after a post without JavaScript carries the booking's link secret.
  const confirmation = /[?&]booked=/.test(url.split('#')[0]);
  return path === '/cancel/:bookingId' ||
    path === '/reschedule/:bookingId' ||
    path === '/booking/:linkSecret' ||
    confirmation
    ? 'no-store'
    : revalidateCache;
}

/**
 * The X-Robots-Tag of a page: a single-use link's page always, and a page drawn for a secret
 * type (its preview says so), are kept out of search engines (docs/product.md#private-sharing).
 */
export function robotsTagFor(url: string, preview?: { robots?: 'noindex' } | null): string | null {
  if (preview?.robots === 'noindex') return 'noindex';
  return routeForPath(url.split(/[?#]/)[0])?.route.path === '/booking/:linkSecret' ? 'noindex' : null;
}

/** Proxied to the API, so the refresh and XSRF cookies stay first-party. */
export const apiPrefix = '/api';

/**
 * The X-Forwarded-For the API receives: the TCP peer's address, replacing whatever the client
 * sent (the API's proxy trust then sees an address no client can forge). nginx:
 * `proxy_set_header X-Forwarded-For $remote_addr;`.
 */
export function forwardedForOf(peerAddress: string | undefined): string {
  return peerAddress ?? '';
}

/**
 * Which proxies in front of this server are trusted to say the visitor's address
 * (X-Forwarded-For), for the attendee forms' posts: TRUST_PROXY as the API reads it ('true',
 * 'false', or addresses/ranges such as 'loopback' or '10.0.0.0/8'); unset: none, the TCP peer is
 * the visitor.
 */
export function trustProxyFromEnv(raw: string | undefined): boolean | string {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
