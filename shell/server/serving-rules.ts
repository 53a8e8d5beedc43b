// How the shell's pages, files and /api are served: one list that the Node server
// (shell-server.ts) applies and that nginx-config.test.ts checks the nginx image against.

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
