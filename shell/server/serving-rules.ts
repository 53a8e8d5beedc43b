// How the shell's pages, files and /api are served: one list that the Node server
// (shell-server.ts) applies and that nginx-config.test.ts checks the nginx image against.
import { routeForPath, surfaceOf } from '@slotwise/shared/remote/route-table';

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
 * Attendee pages (the route table's 'attendee' surface: booking, team, profile, cancel pages)
 * may be framed by any site: /embed.js puts them in an iframe. Every other page never is.
 */
export function isEmbeddablePage(url: string): boolean {
  const found = routeForPath(url.split(/[?#]/)[0]);
  return found !== null && surfaceOf(found.route) === 'attendee';
}

/** The frame-ancestors an embeddable page's CSP has instead of 'none'. */
export const embeddableFrameAncestors = 'frame-ancestors *';

/** A page's CSP: the app's, with framing opened for the embeddable pages only. */
export function pageCspFor(url: string, csp: string): string {
  return isEmbeddablePage(url) ? csp.replace("frame-ancestors 'none'", embeddableFrameAncestors) : csp;
}

/** A page's security headers: X-Frame-Options DENY except on the embeddable pages. */
export function pageHeadersFor(url: string): Record<string, string> {
  if (!isEmbeddablePage(url)) return { ...pageSecurityHeaders };
  const { 'x-frame-options': _denied, ...headers } = pageSecurityHeaders;
  return headers;
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
