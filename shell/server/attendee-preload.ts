// Preload hints for the attendee pages (docs/attendee-pages.md#preload-hints): the page's remote
// manifest, its remoteEntry.js and the chunks of its './attendee' expose, as named by the
// remote's current mf-manifest.json, so that the browser fetches them with the shell's own
// files instead of one after the other once the shell's runtime has started (~1.3 s later on a
// throttled phone). The remote stays the one that decides what loads: a new release of it
// changes these hints within `ttlMs`; a remote that is down or slow gets no hints, never a
// late page. The same manifest names the expose's CSS file, read here too: its URL marks the
// drawn pages' inline copy of it (attendee-preview.page.ts), so that it is not downloaded again.
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { escapeHtml } from './escape-html';

/** The parts of mf-manifest.json (Module Federation 2) read here. */
interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** One `<link>` to add to the page's head. */
export interface PreloadHint {
  href: string;
  /** The manifest is read with fetch() (CORS, no credentials); the scripts by `<script src>`. */
  as: 'fetch' | 'script';
}

/**
 * What the shell's runtime will load for the remote's `expose` ('./attendee'), in its order:
 * the manifest, remoteEntry.js, then the expose's own chunks. Relative paths resolve as the
 * runtime resolves them: against the manifest's folder when publicPath is 'auto'.
 */
export function preloadHintsOf(
  manifestUrl: string,
  manifest: RemoteManifest,
  expose = './attendee',
): PreloadHint[] {
  const meta = manifest.metaData;
  const entryName = meta?.remoteEntry?.name;
  if (!entryName) return [];
  const base = publicPathOf(manifestUrl, manifest);
  const entryPath = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : '';
  const chunks = manifest.exposes?.find((item) => item.path === expose)?.assets?.js?.sync ?? [];
  return [
    { href: manifestUrl, as: 'fetch' },
    { href: new URL(`${entryPath}${entryName}`, base).href, as: 'script' },
    ...chunks.map((chunk) => ({ href: new URL(chunk, base).href, as: 'script' as const })),
  ];
}

/** Where the remote's files are, as the runtime resolves it: the manifest's folder for 'auto'. */
function publicPathOf(manifestUrl: string, manifest: RemoteManifest): URL {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(!publicPath || publicPath === 'auto' ? manifestUrl : publicPath, manifestUrl);
}

/**
 * The absolute URL of the expose's stylesheet (its CSS files that load with it), exactly as the
 * runtime loads it; null when it has none, or several (the drawn page's one inline copy stands
 * for one file).
 */
export function stylesheetOf(
  manifestUrl: string,
  manifest: RemoteManifest,
  expose = './attendee',
): string | null {
  const files = manifest.exposes?.find((item) => item.path === expose)?.assets?.css?.sync ?? [];
  return files.length === 1 ? new URL(files[0], publicPathOf(manifestUrl, manifest)).href : null;
}

/** The hints as `<link>` elements. Scripts carry no crossorigin, like the scripts they become. */
export function preloadLinksHtml(hints: PreloadHint[]): string {
  return hints
    .map((hint) =>
      hint.as === 'fetch'
        ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(hint.href)}">`
        : `<link rel="preload" as="script" href="${escapeHtml(hint.href)}">`,
    )
    .join('');
}

/** A remote's CSS file: the URL the browser loads it from, and what it holds. */
export interface RemoteStylesheet {
  url: string;
  css: string;
}

interface CacheEntry {
  at: number;
  hints: PreloadHint[];
  stylesheet: RemoteStylesheet | null;
}

/**
 * The hints for each remote's attendee pages, from its manifest, kept `ttlMs`. The page never
 * waits for a manifest: the first request after start (or after `ttlMs`) starts the fetch and
 * gets what is cached (nothing the first time), so a remote that is down or slow costs the page
 * nothing; misses and failures are kept too, so it is not asked on every page.
 */
export function createAttendeePreloadSource(
  remotes: Partial<Record<RemoteName, string>>,
  {
    ttlMs = 5_000,
    timeoutMs = 1_500,
    fetchImpl = fetch,
    now = Date.now,
    fetchFrom = remotes,
  }: {
    ttlMs?: number;
    timeoutMs?: number;
    fetchImpl?: typeof fetch;
    now?: () => number;
    /**
     * Where this server reads each manifest when the browser's URL is not reachable from it
     * (serverRemotesFromEnv); the hints stay the browser's URLs.
     */
    fetchFrom?: Partial<Record<RemoteName, string>>;
  } = {},
) {
  const cache = new Map<RemoteName, CacheEntry>();
  const loading = new Map<RemoteName, Promise<void>>();

  /** The CSS file named by the manifest, read where this server reaches it (kept while named). */
  async function stylesheetIn(remote: RemoteName, manifestUrl: string, manifest: RemoteManifest) {
    const url = stylesheetOf(manifestUrl, manifest);
    const reachable = stylesheetOf(fetchFrom[remote] ?? manifestUrl, manifest);
    if (!url || !reachable) return null;
    const known = cache.get(remote)?.stylesheet;
    if (known?.url === url) return known;
    const response = await fetchImpl(reachable, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? { url, css: await response.text() } : null;
  }

  async function load(remote: RemoteName, manifestUrl: string): Promise<void> {
    let entry: Omit<CacheEntry, 'at'> = { hints: [], stylesheet: null };
    try {
      const response = await fetchImpl(fetchFrom[remote] ?? manifestUrl, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        const manifest = (await response.json()) as RemoteManifest;
        entry = { hints: preloadHintsOf(manifestUrl, manifest), stylesheet: null };
        entry.stylesheet = await stylesheetIn(remote, manifestUrl, manifest).catch(() => null);
      }
    } catch {
      // No hints, no stylesheet.
    }
    cache.set(remote, { at: now(), ...entry });
  }

  /** Starts (or refreshes) the hints of `remote`; resolves when that fetch is over. */
  function refresh(remote: RemoteName): Promise<void> {
    const manifestUrl = remotes[remote];
    if (!manifestUrl) return Promise.resolve();
    const running = loading.get(remote);
    if (running) return running;
    const next = load(remote, manifestUrl).finally(() => loading.delete(remote));
    loading.set(remote, next);
    return next;
  }

  /** What is cached for `remote` (possibly stale by up to `ttlMs`); never waits. */
  function cached(remote: RemoteName): CacheEntry | undefined {
    const entry = cache.get(remote);
    if (!entry || now() - entry.at >= ttlMs) void refresh(remote);
    return entry;
  }

  return {
    refresh,
    /** The cached hints of `remote`; never waits. */
    hintsFor: (remote: RemoteName): PreloadHint[] => cached(remote)?.hints ?? [],
    /** The cached CSS file of `remote`'s attendee pages (stylesheetOf); never waits. */
    stylesheetFor: (remote: RemoteName): RemoteStylesheet | null => cached(remote)?.stylesheet ?? null,
  };
}
