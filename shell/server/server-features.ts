// What this server offers (the API's GET /api/config), for prerendered pages: drawn at their
// remote's build, they show a server-dependent option (Google sign-in) only when <html> says
// it is offered (docs/front-end.md#prerendered-pages).
import {
  offeredFeatureNames,
  type ServerFeatures,
  serverFeaturesAttribute,
  serverFeaturesUrl,
} from '@slotwise/shared/contract/server-features.contract';

interface CacheEntry {
  at: number;
  ttlMs: number;
  names: Promise<string[]>;
}

/**
 * The names of the features the API offers, asked at most once per `ttlMs`; an API that is
 * down, slow or answers nonsense offers nothing (the option then shows once the app knows),
 * and is asked again after `failureTtlMs` (an API starting after the shell is soon seen).
 */
export function createServerFeaturesSource(
  apiOrigin: string,
  {
    ttlMs = 5_000,
    failureTtlMs = 1_000,
    timeoutMs = 1_000,
    fetchImpl = fetch,
  }: { ttlMs?: number; failureTtlMs?: number; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
) {
  let cached: CacheEntry | undefined;
  async function load(): Promise<string[] | null> {
    try {
      const response = await fetchImpl(new URL(serverFeaturesUrl, apiOrigin), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: Partial<ServerFeatures> } | null;
      const data = body?.data;
      if (!data || typeof data !== 'object') return null;
      return offeredFeatureNames({
        google_sign_in: data.google_sign_in === true,
        google_calendar: data.google_calendar === true,
      });
    } catch {
      return null;
    }
  }
  return function offeredFeatures(): Promise<string[]> {
    if (cached && Date.now() - cached.at < cached.ttlMs) return cached.names;
    const entry: CacheEntry = { at: Date.now(), ttlMs, names: Promise.resolve([]) };
    entry.names = load().then((names) => {
      if (names) return names;
      entry.ttlMs = failureTtlMs;
      return [];
    });
    cached = entry;
    return entry.names;
  };
}

/** The shell's HTML with <html data-server-features="..."> listing `names`. */
export function withServerFeatures(html: string, names: string[]): string {
  if (names.length === 0) return html;
  const value = names.filter((name) => /^[a-z_]+$/.test(name)).join(' ');
  return html.replace(/<html\b/, () => `<html ${serverFeaturesAttribute}="${value}"`);
}
