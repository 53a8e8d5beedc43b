// The attendee pages' first paint (docs/architecture.md, "Two surfaces"): for /{username}/{slug},
// /{username} and /cancel/{id}, the remote that owns the page (mf-bookings) publishes, beside its
// manifest, a Node module of its own build that draws the page with its own components
// (`server/attendee-preview.json` names the current `server/attendee-preview.<hash>.mjs`).
// This server fetches that module (the index is kept a few seconds, a module is imported once per
// hash), asks the API the calls the module names, and sends the module's HTML and CSS as
// #server-preview with those answers handed to the page, so the page neither waits for its code
// to paint nor asks again. The shell draws none of it: releasing the remote alone changes it.
// Anything missing, slow or broken gives the plain page, which the browser renders as before.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@slotwise/shared/i18n/languages';
import {
  type AttendeePreview,
  type AttendeePreviewIndex,
  type AttendeePreviewModule,
  attendeePreviewContractVersion,
  attendeePreviewIndexFile,
} from '@slotwise/shared/remote/attendee-preview';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { routeForPath, routeTable, surfaceOf } from '@slotwise/shared/remote/route-table';
import { type PreloadHint, preloadLinksHtml, type RemoteStylesheet } from './attendee-preload';
import { escapeHtml } from './escape-html';
import { withoutShellScripts } from './prerendered-pages';

/**
 * The remote owning an attendee page at this path (path and query), or null for any other path
 * and for a tab previewing a remote build (`?preview-remote=`: it gets the full app and the
 * previewed files, neither this server's drawing nor its preload hints).
 */
export function attendeeRemoteOf(url: string): RemoteName | null {
  if (/[?&]preview-remote=/.test(url)) return null;
  const visit = routeForPath(url.split(/[?#]/)[0]);
  return visit && surfaceOf(visit.route) === 'attendee' ? visit.route.remote : null;
}

/** The remotes owning attendee pages (their modules are read when the server starts). */
export const attendeeRemotes: readonly RemoteName[] = [
  ...new Set(routeTable.filter((route) => surfaceOf(route) === 'attendee').map((route) => route.remote)),
];

const moduleFilePattern = /^attendee-preview\.([0-9a-f]{12})\.mjs$/;

function isPreviewModule(value: unknown): value is AttendeePreviewModule {
  const candidate = value as Partial<AttendeePreviewModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.contractVersion === attendeePreviewContractVersion &&
    typeof candidate.attendeePreviewCalls === 'function' &&
    typeof candidate.renderAttendeePreview === 'function'
  );
}

interface SourceOptions {
  /** How long a remote's index is kept (a release shows within that time). */
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Where fetched modules are written to be imported (one file per content hash). */
  cacheDir?: string;
}

/**
 * The current server module of each remote, from wherever its manifest is published. A module
 * whose index or file is missing, late, altered (its content must match the hash in its name)
 * or of another contract version is no module: the page is sent plain.
 */
export function createAttendeePreviewSource(
  remotes: Record<RemoteName, string>,
  {
    ttlMs = 5_000,
    timeoutMs = 1_500,
    fetchImpl = fetch,
    cacheDir = join(tmpdir(), `slotwise-server-modules-${process.pid}`),
  }: SourceOptions = {},
) {
  // The written modules go with the process (Node has them in memory once imported).
  process.once('exit', () => rmSync(cacheDir, { recursive: true, force: true }));
  const indexes = new Map<string, { at: number; module: Promise<AttendeePreviewModule | null> }>();
  const modules = new Map<string, Promise<AttendeePreviewModule | null>>();

  async function importModule(url: string, hash: string): Promise<AttendeePreviewModule | null> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const code = Buffer.from(await response.arrayBuffer());
    if (createHash('sha256').update(code).digest('hex').slice(0, 12) !== hash) return null;
    await mkdir(cacheDir, { recursive: true });
    const file = join(cacheDir, `attendee-preview.${hash}.mjs`);
    await writeFile(file, code);
    const loaded: unknown = await import(pathToFileURL(file).href);
    return isPreviewModule(loaded) ? loaded : null;
  }

  async function load(manifest: string): Promise<AttendeePreviewModule | null> {
    try {
      const indexUrl = new URL(attendeePreviewIndexFile, manifest);
      const response = await fetchImpl(indexUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const index = (await response.json()) as Partial<AttendeePreviewIndex> | null;
      const hash = typeof index?.module === 'string' ? moduleFilePattern.exec(index.module)?.[1] : undefined;
      if (!index?.module || !hash) return null;
      const url = new URL(index.module, indexUrl).href;
      let module = modules.get(url);
      if (!module) {
        module = importModule(url, hash).catch(() => null);
        modules.set(url, module);
        // A failed import may be retried with the next index read.
        module.then((loaded) => loaded ?? modules.delete(url));
      }
      return await module;
    } catch {
      return null;
    }
  }

  return function previewModuleOf(remote: RemoteName): Promise<AttendeePreviewModule | null> {
    const manifest = remotes[remote];
    if (!manifest) return Promise.resolve(null);
    const cached = indexes.get(manifest);
    if (cached && Date.now() - cached.at < ttlMs) return cached.module;
    const module = load(manifest);
    const at = Date.now();
    indexes.set(manifest, { at, module });
    // A miss is asked again after a second (a remote starting after this server, or back up).
    module.then((loaded) => {
      if (!loaded && indexes.get(manifest)?.module === module)
        indexes.set(manifest, { at: Math.min(at, Date.now() - ttlMs + 1_000), module });
    });
    return module;
  };
}

/** The promise's value, or null if it takes longer than `ms` (the HTML must not be late). */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The API's answers to the module's calls, keyed by path; a call that fails, errs or is late
 * is left out (the module then draws nothing and the page asks itself). Never waits long: the
 * HTML must not be late.
 */
export async function fetchApiAnswers(
  apiOrigin: string,
  calls: readonly string[],
  {
    timeoutMs = 800,
    fetchImpl = fetch,
    refusals,
  }: {
    timeoutMs?: number;
    fetchImpl?: typeof fetch;
    /** Where the bodies of 4xx answers go, by path (the framing rule reads them: serving-rules.ts). */
    refusals?: Record<string, unknown>;
  } = {},
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    calls.map(async (path) => {
      if (!path.startsWith('/api/')) return;
      try {
        const response = await fetchImpl(`${apiOrigin}${path}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) answers[path] = await response.json();
        else if (refusals && response.status >= 400 && response.status < 500)
          refusals[path] = await response.json().catch(() => null);
      } catch {
        // Left out.
      }
    }),
  );
  return answers;
}

/**
 * Starts, in the browser, the booking page's first free-times call exactly as the page will
 * make it (the 42-day grid, Monday first, of the current month in the visitor's zone), so that
 * its answer is on its way while the bundles download. The page takes it
 * (@slotwise/shared/api/prefetched-responses), as a promise or, once answered, as a plain value
 * its first render can use (`__slotwisePrefetchedAnswers`); if anything differs, the page simply
 * asks itself.
 * It runs once the view has been painted: the browser's first Intl call costs tens of ms on a
 * slow phone, which would otherwise come before the first paint.
 * (Starting the bookings remote's manifest the same way, or with <link rel=preload>, was
 * tried: Playwright then never sees the network go idle, which the journeys and bench need.)
 */
export const freeTimesPrefetchScript = `(function(){try{
var d=document.getElementById('prefetched-api');var base=d&&JSON.parse(d.textContent||'{}').freeTimesBase;if(!base)return;
var r={},a={},started=false;window.__slotwisePrefetched=r;window.__slotwisePrefetchedAnswers=a;function go(){if(started)return;started=true;try{
var zone=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!zone)return;
var p=new Intl.DateTimeFormat('en-CA',{timeZone:zone,year:'numeric',month:'2-digit',day:'2-digit'}).formatToParts(new Date());
var v={};p.forEach(function(x){v[x.type]=x.value});
var first=new Date(Date.UTC(+v.year,+v.month-1,1));var back=(first.getUTCDay()+6)%7;
var start=new Date(first.getTime()-back*864e5);var end=new Date(start.getTime()+41*864e5);
var key=function(t){return t.toISOString().slice(0,10)};
var url=base+'/free-times?start='+key(start)+'&end='+key(end)+'&time_zone='+encodeURIComponent(zone);
r[url]=fetch(url,{headers:{Accept:'application/json'},credentials:'same-origin'}).then(function(res){return res.ok?res.json():null}).then(function(b){if(b)a[url]=b;return b}).catch(function(){return null})}catch(e){}}
requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500);
}catch(e){}})();`;

/** The CSP source that allows exactly the script above. */
export const freeTimesPrefetchScriptHash = `'sha256-${createHash('sha256').update(freeTimesPrefetchScript).digest('base64')}'`;

/**
 * The drawn page is usable before its code: a submit or a button press in it is held (a form
 * without its code would otherwise navigate) and marked on #server-preview, and the page's code
 * replays it when it takes over, with what was typed (shell/src/app/server-preview.ts), as on
 * the prerendered pages (prerendered-pages.ts's loader, whose scripts here load at once).
 */
export const heldInputScript = `(function(){function inPreview(node){var p=document.getElementById('server-preview');return p&&node instanceof Node&&p.contains(node)?p:null}document.addEventListener('submit',function(e){var p=inPreview(e.target);if(!p)return;e.preventDefault();p.setAttribute('data-pending-submit','')},true);document.addEventListener('click',function(e){var p=inPreview(e.target);var b=p&&e.target.closest('button:not([type=submit])');if(!b)return;p.setAttribute('data-pending-click',String([].indexOf.call(p.querySelectorAll('button'),b)))},true)})();`;

/** The CSP source that allows exactly the script above. */
export const heldInputScriptHash = `'sha256-${createHash('sha256').update(heldInputScript).digest('base64')}'`;

/**
 * Download early, run after the paint: the shell's scripts are preloaded from the head, so their
 * bytes come while the drawn view is parsed and painted, and run only once it has been painted
 * (the next frame), in order: run from the head, their evaluation (seconds of CPU on a slow phone)
 * would come before the first paint, as a `defer` script's does. The remote's files and the
 * manifest fetch are asked for then too: Lighthouse's simulated LCP counts every request that
 * ended before the paint, which on its unthrottled run all of them would (docs/architecture.md,
 * "Two surfaces"). A hidden tab (no frames) starts after 500 ms.
 */
export const afterPaintLoaderScript = `(function(){var f=JSON.parse(document.getElementById('app-scripts').textContent),done=false;function run(){if(done)return;done=true;f.preload.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as=h.as;if(h.as==='fetch')l.crossOrigin='anonymous';l.href=h.href;document.head.appendChild(l)});f.scripts.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}function afterPaint(){requestAnimationFrame(function(){setTimeout(run,0)});setTimeout(run,500)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})();`;

/** The CSP source that allows exactly the script above. */
export const afterPaintLoaderScriptHash = `'sha256-${createHash('sha256').update(afterPaintLoaderScript).digest('base64')}'`;

/** The script sources an attendee page with a drawn first view needs beside 'self'. */
export function attendeePreviewScriptSources(freeTimesBase: string | undefined): string {
  const always = `${heldInputScriptHash} ${afterPaintLoaderScriptHash}`;
  return freeTimesBase ? `${always} ${freeTimesPrefetchScriptHash}` : always;
}

/** JSON inside a <script> or <style> element: nothing in it may close the element. */
const inertInElement = (text: string) => text.replace(/</g, '\\u003c');

/**
 * The shell's HTML with an attendee page's first view: the remote's markup as #server-preview
 * (the page's own root stays hidden until the page shows, then takes over what was typed or
 * pressed: shell/src/app/server-preview.ts),
 * its stylesheet inline, its title and description, the language it is drawn in, and the API
 * answers it was drawn from handed to the page (plus the free-times prefetch).
 *
 * The inline stylesheet is the remote's CSS file for those pages (its server build extracts the
 * same rules as its browser build), and says so when it is exactly that file's content (not, for
 * a few seconds, while the module and the manifest of a new release are not both read yet):
 * `data-href` is the file's URL, which is how Rspack's CSS loading runtime, and the shell's
 * federation runtime plugin (shell/src/app/federation-runtime.plugin.ts), recognise a
 * stylesheet the page already has: the page's code does not download it.
 */
export function attendeePreviewHtml(
  indexHtml: string,
  preview: AttendeePreview,
  {
    answers,
    freeTimesBase,
    language,
    preloads = [],
    stylesheet,
  }: {
    answers: Record<string, unknown>;
    freeTimesBase?: string;
    language: Language;
    /** The remote's files to start with the shell's (attendee-preload.ts). */
    preloads?: PreloadHint[];
    /** The remote's CSS file for these pages (attendee-preload.ts, stylesheetOf). */
    stylesheet?: RemoteStylesheet | null;
  },
): string {
  // Everything runs after the paint (afterPaintLoaderScript). A booking page (the one with free
  // times: its calendar's time to usable has a budget) downloads the shell's scripts from the
  // head; the other pages ask for them after the paint too, which keeps them out of Lighthouse's
  // simulated LCP (docs/architecture.md, "Two surfaces").
  const shell = withoutShellScripts(indexHtml);
  const { scripts } = shell;
  const shellHints = (files: string[]) => files.map((href) => ({ href, as: 'script' as const }));
  const early: PreloadHint[] = freeTimesBase ? shellHints([...scripts, ...shell.preload]) : [];
  const preload = freeTimesBase ? preloads : [...shellHints(shell.preload), ...preloads];
  const sameCss = stylesheet && stylesheet.css.trim() === preview.css.trim();
  const cssFile = sameCss ? ` data-href="${escapeHtml(stylesheet.url)}"` : '';
  let html = shell.html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const handoff = JSON.stringify({ responses: answers, ...(freeTimesBase ? { freeTimesBase } : {}) });
  const head = [
    preview.title ? `<title>${escapeHtml(preview.title)}</title>` : '',
    preview.description !== undefined
      ? `<meta name="description" content="${escapeHtml(preview.description)}" />`
      : '',
    `<style${cssFile}>${preview.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    '<style>#server-preview~#root{display:none}</style>',
    `<script id="prefetched-api" type="application/json">${inertInElement(handoff)}</script>`,
    freeTimesBase ? `<script>${freeTimesPrefetchScript}</script>` : '',
    `<script>${heldInputScript}</script>`,
    preloadLinksHtml(early),
    `<script id="app-scripts" type="application/json">${inertInElement(JSON.stringify({ scripts, preload }))}</script>`,
    `<script>${afterPaintLoaderScript}</script>`,
  ].join('');
  if (preview.description !== undefined) html = html.replace(/<meta name="description"[^>]*>/, '');
  if (preview.title) html = html.replace(/<title>[^<]*<\/title>/, '');
  // Replacer functions: a `$&` in the host's texts must stay text, not a replacement pattern.
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="server-preview" data-prerendered="">${preview.html}</div><div id="root"></div>`,
    );
}
