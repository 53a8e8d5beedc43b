// API answers a page's HTML already carries or already asked for. No HTTP library here: the
// attendee pages (which use these) run without axios.

declare global {
  interface Window {
    /** Free-times calls started by the booking page's inline script (shell/server/attendee-preview.ts). */
    __slotwisePrefetched?: Record<string, Promise<unknown>>;
  }
}

/**
 * The answers of the `#prefetched-api` block (the shell's server fetched them) and of
 * `window.__slotwisePrefetched` (an inline script started them before the bundles), by URL
 * (path and query exactly as requested).
 */
export function readPrefetchedResponses(
  doc: Document = document,
  win: Window = window,
): Map<string, Promise<unknown>> {
  const found = new Map<string, Promise<unknown>>();
  const block = doc.getElementById('prefetched-api')?.textContent;
  if (block) {
    try {
      const { responses } = JSON.parse(block) as { responses?: Record<string, unknown> };
      for (const [url, body] of Object.entries(responses ?? {})) found.set(url, Promise.resolve(body));
    } catch {
      // A broken block only means the page asks the API itself.
    }
  }
  for (const [url, body] of Object.entries(win.__slotwisePrefetched ?? {})) found.set(url, body);
  return found;
}

let pending: Map<string, Promise<unknown>> | undefined;

/**
 * The prefetched answer of a GET of `url`, once (a later GET asks the API), or undefined. It
 * resolves to null when the prefetch failed: the caller then asks the API.
 */
export function takePrefetchedResponse(url: string): Promise<unknown> | undefined {
  if (typeof document === 'undefined') return undefined;
  pending ??= readPrefetchedResponses();
  const answer = pending.get(url);
  if (answer === undefined) return undefined;
  pending.delete(url);
  return answer.catch(() => null);
}

/** Forgets what was read (tests). */
export function resetPrefetchedResponses(): void {
  pending = undefined;
}
