import type { ApiError } from '@slotwise/shared/api/api-error';
import { takePrefetchedResponse } from '@slotwise/shared/api/prefetched-responses';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';

export interface ApiCallInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One call of the API: the answer's `data`, or the shared ApiError thrown. */
export type CallApi = <T>(path: string, init?: ApiCallInit) => Promise<T>;

/**
 * The attendee pages' calls at `apiBaseUrl` (the runtime config's; '' = this page's origin, which
 * proxies /api), with fetch and JSON both ways: they run without the app's axios client. A GET
 * first takes the answer the page's HTML carries or already asked for (the shell's server and
 * the booking page's inline script, keyed by path and query exactly); a failed prefetch asks the
 * API.
 */
export function attendeeApiCaller(apiBaseUrl: string): CallApi {
  return async function callApi<T>(path: string, init: ApiCallInit = {}): Promise<T> {
    const method = init.method ?? 'GET';
    const prefetched = method === 'GET' ? await takePrefetchedResponse(path) : undefined;
    if (prefetched !== undefined && prefetched !== null) return unwrapData(prefetched as { data: T });
    const base = apiBaseUrl ? apiBaseUrl.replace(/\/+$/, '') : (globalThis.location?.origin ?? '');
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      // No answer: no server message either, so the page shows its own text.
      throw { status: 'NETWORK_ERROR', data: undefined } satisfies ApiError;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a proxy's error page): its status still tells what happened (a 404 is an unknown link).
      throw { status: response.status, data: undefined } satisfies ApiError;
    }
    if (!response.ok) throw { status: response.status, data: body as ApiError['data'] } satisfies ApiError;
    return unwrapData(body as { data: T });
  };
}
