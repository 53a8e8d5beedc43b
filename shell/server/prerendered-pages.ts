// Prerendered public pages (docs/front-end.md#prerendered-pages): a remote draws its public
// pages to HTML at its build (shared/src/federation/prerender-pages.ts, dist/prerendered/<page>.json beside its
// manifest); this server fetches the page of the current release of the remote that owns the
// path and sends it inside the shell's HTML, with its title, description and canonical link.
// The app's JavaScript is not sent with it: a small inline script (browser/app-loader.browser.js)
// loads it on the visitor's first interaction (or at once for a signed-in host), and the app then
// takes over the page (shell/src/app/server-preview.ts). Nothing here is shell-specific markup:
// releasing the remote alone changes these pages.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Language, resolveLanguage } from '@slotwise/shared/i18n/languages';
import {
  type PrerenderedPage,
  prerenderedFileOf,
  prerenderedHostPlaceholder,
} from '@slotwise/shared/remote/prerendered-page';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { routeForPath, surfaceOf } from '@slotwise/shared/remote/route-table';
import { escapeHtml } from './escape-html';
import { appLoaderScript } from './inline-scripts.csp';

/** The remote and route-table path a request path could have a prerendered page for, or null. */
export function prerenderableRouteOf(url: string): { remote: RemoteName; path: string } | null {
  const pathname = url.split(/[?#]/)[0];
  const visit = routeForPath(pathname);
  if (!visit || surfaceOf(visit.route) !== 'app' || visit.route.access === 'auth') return null;
  // Pages with parameters depend on their link: never prerendered.
  if (visit.route.path.includes(':')) return null;
  return { remote: visit.route.remote, path: visit.route.path };
}

/**
 * The language a visitor's page is drawn in: the first language of Accept-Language the product
 * offers, as the app resolves it from the browser's languages (docs/product.md#language), so
 * that the app takes over in the language of the prerendered page. Tags keep their order
 * (browsers send them best first).
 */
export function visitorLanguage(acceptLanguage: string | undefined): Language {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim())
    .filter((tag) => tag && tag !== '*');
  return resolveLanguage({ browser: tags });
}

interface CacheEntry {
  at: number;
  page: Promise<PrerenderedPage | null>;
}

/**
 * Reads the remotes' prerendered pages from wherever their manifests are published, kept for
 * `ttlMs` (a release shows within that time), misses and failures included: a remote that is
 * down or has no page for a path just gets the plain shell page.
 */
export function createPrerenderedPageSource(
  remotes: Record<RemoteName, string>,
  {
    ttlMs = 5_000,
    timeoutMs = 1_500,
    fetchImpl = fetch,
  }: { ttlMs?: number; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
) {
  const cache = new Map<string, CacheEntry>();
  async function load(url: string): Promise<PrerenderedPage | null> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const page = (await response.json()) as PrerenderedPage;
      return typeof page?.html === 'string' && typeof page.title === 'string' ? page : null;
    } catch {
      return null;
    }
  }
  /** The page in `language`; null when the remote has none (e.g. a build drawing English only). */
  return function pageFor(
    remote: RemoteName,
    path: string,
    language: Language = 'en',
  ): Promise<PrerenderedPage | null> {
    const manifest = remotes[remote];
    if (!manifest) return Promise.resolve(null);
    const url = new URL(prerenderedFileOf(path, language), manifest).href;
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < ttlMs) return cached.page;
    const page = load(url);
    cache.set(url, { at: Date.now(), page });
    return page;
  };
}

/** Shown in place of the app's root until the app shows the page itself. */
const prerenderedCss = '#server-preview~#root{display:none}';

/**
 * Holds the first paint until the parser has reached #root, that is the whole page before it.
 * A page is 70-150 KB of markup; on a busy machine Chromium paints while it parses, and a
 * vertically centred layout then moves as the rest arrives (a layout shift of 0.02-0.09 on
 * `/` and `/login`). Browsers without `rel=expect` ignore the link.
 */
export const paintWholePageHtml = '<link rel="expect" href="#root" blocking="render">';

/**
 * The shell's HTML without its `defer` scripts and script preloads, and those files, for a page
 * whose inline loader asks for them later (here on the first interaction; attendee-preview.page.ts
 * after the first paint).
 */
export function withoutShellScripts(indexHtml: string): {
  html: string;
  scripts: string[];
  preload: string[];
} {
  const scripts: string[] = [];
  const preload: string[] = [];
  const html = indexHtml
    .replace(/<script defer src="([^"]+)"><\/script>/g, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link href="([^"]+)" rel="preload" as="script">/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  return { html, scripts, preload };
}

/**
 * The shell's HTML with a prerendered page: its head (title, description, canonical link), its
 * markup before #root, and the app's scripts held back for the loader script.
 */
export function prerenderedPageHtml(
  indexHtml: string,
  page: PrerenderedPage,
  { publicUrl, host }: { publicUrl: string; host: string },
): string {
  const shell = withoutShellScripts(indexHtml);
  const { scripts, preload } = shell;
  let html = shell.html;
  const canonical = `${publicUrl.replace(/\/+$/, '')}${page.path === '/' ? '/' : page.path}`;
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<style>${prerenderedCss}</style>`,
    paintWholePageHtml,
    `<script id="app-scripts" type="application/json">${JSON.stringify({ scripts, preload }).replace(/</g, '\\u003c')}</script>`,
    `<script>${appLoaderScript}</script>`,
  ].join('');
  const markup = page.html.split(prerenderedHostPlaceholder).join(escapeHtml(host));
  html = html
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language ?? 'en'}"`)
    .replace(/<meta name="description"[^>]*>/, '')
    // Replacer functions: a `$&` in a page's texts must stay text, not a replacement pattern.
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(
      '<div id="root"></div>',
      () => `<div id="server-preview" data-prerendered="">${markup}</div><div id="root"></div>`,
    );
  return html;
}

const compressedCache = new Map<string, Buffer>();

/**
 * A prerendered page is 70-150 KB of markup and inline styles, about 10-15 KB compressed: sent
 * brotli or gzip when the browser takes it (the last few bodies are kept, a page differs only
 * by release and host).
 */
export function compressedPage(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return { body: html };
  const key = `${encoding}:${html}`;
  let body = compressedCache.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 });
    if (compressedCache.size >= 40) compressedCache.delete(compressedCache.keys().next().value as string);
    compressedCache.set(key, body);
  }
  return { body, encoding };
}
