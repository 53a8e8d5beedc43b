// API answers a page's HTML already carries or already asked for. No HTTP library here: the
// attendee pages (which use these) run without axios.

declare global {
  interface Window {
    /** Free-times calls started by the booking page's inline script (shell/server/browser/free-times-prefetch.browser.js). */
    __slotwisePrefetched?: Record<string, Promise<unknown>>;
    /** Those of them already answered, by URL (the same script). */
    __slotwisePrefetchedAnswers?: Record<string, unknown>;
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
  for (const [url, body] of Object.entries(blockAnswers(doc))) found.set(url, Promise.resolve(body));
  for (const [url, body] of Object.entries(win.__slotwisePrefetched ?? {})) found.set(url, body);
  return found;
}

/** The `#prefetched-api` block's answers by URL ({} when there is none or it is broken). */
function blockAnswers(doc: Document): Record<string, unknown> {
  const block = doc.getElementById('prefetched-api')?.textContent;
  if (!block) return {};
  try {
    const { responses } = JSON.parse(block) as { responses?: Record<string, unknown> };
    return responses && typeof responses === 'object' ? responses : {};
  } catch {
    // A broken block only means the page asks the API itself.
    return {};
  }
}

/**
 * The `#prefetched-api` block's `hydrate`: the page's server module drew markup the page's code
 * can hydrate (docs/attendee-pages.md#hydration), in `language`, with the state its first render
 * needs (the remote checks it). Null when there is none or the block is broken.
 */
export function prefetchedHydration(): { language: string; state: unknown } | null {
  try {
    const { hydrate } = JSON.parse(document.getElementById('prefetched-api')?.textContent ?? '{}');
    return typeof hydrate?.language === 'string' ? hydrate : null;
  } catch {
    return null;
  }
}

let pending: Map<string, Promise<unknown>> | undefined;
let shownAnswers: Record<string, unknown> | undefined;

/**
 * The answers known at once (no promise): those the page's HTML carries and those its inline
 * script has already received. A page can render with them in its first render instead of a
 * loading view. Empty once `forgetPrefetchedAnswers` has been called: they are the answers of the
 * moment the page was served, for its first view only.
 */
export function prefetchedAnswers(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  shownAnswers ??= { ...blockAnswers(document), ...window.__slotwisePrefetchedAnswers };
  return shownAnswers;
}

/** The first view has shown them: later views (and their GETs) ask the API. */
export function forgetPrefetchedAnswers(): void {
  if (typeof document === 'undefined') return;
  pending ??= readPrefetchedResponses();
  for (const url of Object.keys(prefetchedAnswers())) pending.delete(url);
  shownAnswers = {};
}

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
  shownAnswers = undefined;
}
