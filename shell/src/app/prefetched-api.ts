import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

type Prefetched = Record<string, unknown>;

declare global {
  interface Window {
    /** Free-times calls started by the booking page's inline script (scripts/booking-preview.mjs). */
    __slotwisePrefetched?: Record<string, Promise<unknown>>;
  }
}

/**
 * API answers the page's HTML already carries (the shell's server fetched them) or already
 * asked for (an inline script started them before the bundles): GET requests with exactly
 * these URLs are answered from them, once, instead of asking the API again.
 */
export function readPrefetchedResponses(
  doc: Document = document,
  win: Window = window,
): Map<string, Promise<unknown>> {
  const found = new Map<string, Promise<unknown>>();
  const block = doc.getElementById('prefetched-api')?.textContent;
  if (block) {
    try {
      const { responses } = JSON.parse(block) as { responses?: Prefetched };
      for (const [url, body] of Object.entries(responses ?? {})) found.set(url, Promise.resolve(body));
    } catch {
      // A broken block only means the app asks the API itself.
    }
  }
  for (const [url, body] of Object.entries(win.__slotwisePrefetched ?? {})) found.set(url, body);
  return found;
}

/** Answers matching GETs of `client` from `prefetched` (null answers fall through to the API). */
export function answerFromPrefetched(client: AxiosInstance, prefetched: Map<string, Promise<unknown>>): void {
  if (prefetched.size === 0) return;
  client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') return config;
    const url = client.getUri(config);
    const pending = prefetched.get(url);
    if (!pending) return config;
    prefetched.delete(url);
    const data = await pending.catch(() => null);
    if (data === null || data === undefined) return config;
    config.adapter = async (adapterConfig): Promise<AxiosResponse> => ({
      data,
      status: 200,
      statusText: 'OK',
      headers: {},
      config: adapterConfig,
    });
    return config;
  });
}
