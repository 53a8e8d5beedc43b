// The attendee pages' first paint (docs/attendee-pages.md#the-server-render): for /{username}/{slug},
// /{username} and /cancel/{id}, the remote that owns the page (mf-bookings) publishes, beside its
// manifest, a Node module of its own build that draws the page with its own components
// (`server/attendee-preview.json` names the current `server/attendee-preview.<hash>.mjs`).
// This server fetches that module (the index is kept a few seconds, a module is loaded once per
// release), runs it only if this server's configuration trusts it (server-module-trust.ts), in
// a worker of its own (server-module-runner.ts), asks the API the calls the module names, and
// sends the module's HTML and CSS as #server-preview with those answers handed to the page, so
// the page neither waits for its code to paint nor asks again. The shell draws none of it:
// releasing the remote alone (signed by its release key) changes it. Anything missing, slow,
// broken or untrusted gives the plain page, which the browser renders as before.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';
import type { Language } from '@slotwise/shared/i18n/languages';
import {
  type AttendeePreview,
  type AttendeePreviewCalls,
  type AttendeePreviewIndex,
  attendeePreviewContractVersion,
  attendeePreviewIndexFile,
  attendeePreviewModuleName,
} from '@slotwise/shared/remote/attendee-preview';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { routeForPath, routeTable, surfaceOf } from '@slotwise/shared/remote/route-table';
import { type PreloadHint, preloadLinksHtml, type RemoteStylesheet } from './attendee-preload';
import { escapeHtml } from './escape-html';
import { withoutShellScripts } from './prerendered-pages';
import { ServerModuleRunner } from './server-module-runner';
import { type ServerModuleTrust, trustsAnyModule, verifyServerModule } from './server-module-trust';

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

/** The module as the pages use it: each call runs in its worker, null if it fails or is late. */
export interface AttendeePreviewRunner {
  attendeePreviewCalls(pathname: string): Promise<AttendeePreviewCalls | null>;
  renderAttendeePreview(request: {
    pathname: string;
    language: Language;
    answers: Readonly<Record<string, unknown>>;
  }): Promise<AttendeePreview | null>;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const optionalString = (value: unknown) => value === undefined || isString(value);

// What comes back from the worker is data, checked like any input before it goes in a page.
function callsOf(value: unknown): AttendeePreviewCalls | null {
  const calls = value as Partial<AttendeePreviewCalls> | null;
  if (typeof calls !== 'object' || calls === null || !Array.isArray(calls.calls)) return null;
  if (!calls.calls.every(isString) || !optionalString(calls.freeTimesBase)) return null;
  return {
    calls: calls.calls,
    ...(calls.freeTimesBase !== undefined ? { freeTimesBase: calls.freeTimesBase } : {}),
  };
}

function previewOf(value: unknown): AttendeePreview | null {
  const preview = value as Partial<AttendeePreview> | null;
  if (typeof preview !== 'object' || preview === null) return null;
  const { html, css, title, description } = preview;
  if (!isString(html) || !isString(css) || !optionalString(title) || !optionalString(description))
    return null;
  return {
    html,
    css,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

/** A module this server runs: its release, private folder and worker. */
export interface LoadedModule {
  url: string;
  sha256: string;
  dir: string;
  file: string;
  runner: ServerModuleRunner;
  preview: AttendeePreviewRunner;
}

type LoadResult =
  | { kind: 'loaded'; module: LoadedModule }
  | { kind: 'unavailable' }
  | { kind: 'refused'; reason: string; sha256?: string };

interface Refusal {
  until: number;
  delayMs: number;
}

interface SourceOptions {
  /** What this server's configuration trusts (server-module-trust.ts). */
  trust: ServerModuleTrust;
  /** How long a remote's index is kept (a release shows within that time). */
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Where each module's private folder is made (mkdtemp). */
  tempDir?: string;
  /** How long a call of the module (a page's render) may take. */
  timeLimitMs?: number;
  /** The worker's memory limits (server-module-runner.ts has the defaults). */
  resourceLimits?: ResourceLimits;
  /** When a refused or broken release is tried again (doubling up to `maxRetryMs`). */
  retryMs?: number;
  maxRetryMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The current server module of each remote, from wherever its manifest is published. A module
 * whose index or file is missing or late, that this server's configuration does not trust (its
 * SHA-256 not pinned, its signature missing or wrong), or that does not load is no module: the
 * page is sent plain. A refused or broken release is logged once and not downloaded again before
 * `retryMs` (then less and less often). A module is written to a private folder (mkdtemp, 0700;
 * the file 0600) and run by a ServerModuleRunner; when the remote publishes another release, the
 * previous one's worker is terminated and its folder deleted.
 */
export function createAttendeePreviewSource(
  remotes: Record<RemoteName, string>,
  {
    trust,
    ttlMs = 5_000,
    timeoutMs = 1_500,
    fetchImpl = fetch,
    tempDir = tmpdir(),
    timeLimitMs = 1_000,
    resourceLimits,
    retryMs = 30_000,
    maxRetryMs = 10 * 60_000,
    log = () => {},
  }: SourceOptions,
) {
  const indexes = new Map<string, { at: number; module: Promise<LoadedModule | null> }>();
  /** The module each remote (by manifest) runs now. */
  const current = new Map<string, LoadedModule>();
  const loading = new Map<string, Promise<LoadResult>>();
  const refused = new Map<string, Refusal>();
  const folders = new Set<string>();
  // The folders go with the process (the workers too).
  const removeFolders = () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', removeFolders);

  async function release(module: LoadedModule) {
    try {
      await module.runner.close();
      await rm(module.dir, { recursive: true, force: true });
      folders.delete(module.dir);
    } catch (error) {
      log('server module could not be released', { url: module.url, error: String(error) });
    }
  }

  async function loadModule(
    url: string,
    nameHash: string,
    signature: string | undefined,
  ): Promise<LoadResult> {
    let code: Buffer;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return { kind: 'unavailable' };
      code = Buffer.from(await response.arrayBuffer());
    } catch {
      return { kind: 'unavailable' };
    }
    // Verified before it touches the disk: untrusted bytes are never written, let alone run.
    const verdict = verifyServerModule(trust, attendeePreviewModuleName, code, signature);
    if (!verdict.trusted) return { kind: 'refused', reason: verdict.reason, sha256: verdict.sha256 };
    if (verdict.sha256.slice(0, 12) !== nameHash) {
      return {
        kind: 'refused',
        reason: 'its content does not match the hash in its name',
        sha256: verdict.sha256,
      };
    }
    const dir = await mkdtemp(join(tempDir, 'slotwise-server-module-'));
    folders.add(dir);
    await chmod(dir, 0o700);
    const file = join(dir, `${attendeePreviewModuleName}.${nameHash}.mjs`);
    await writeFile(file, code, { mode: 0o600, flag: 'wx' });
    const runner = new ServerModuleRunner(file, {
      contractVersion: attendeePreviewContractVersion,
      timeLimitMs,
      resourceLimits,
      onProblem: (message, details) => log(message, { ...details, url }),
    });
    const module: LoadedModule = {
      url,
      sha256: verdict.sha256,
      dir,
      file,
      runner,
      preview: {
        attendeePreviewCalls: async (pathname) => callsOf(await runner.call('calls', pathname)),
        renderAttendeePreview: async (request) => previewOf(await runner.call('render', request)),
      },
    };
    if (!(await runner.ready)) {
      await release(module);
      return { kind: 'refused', reason: 'it does not load as a server module', sha256: verdict.sha256 };
    }
    return { kind: 'loaded', module };
  }

  async function load(manifest: string): Promise<LoadedModule | null> {
    let url: string;
    let nameHash: string;
    let signature: string | undefined;
    try {
      const indexUrl = new URL(attendeePreviewIndexFile, manifest);
      const response = await fetchImpl(indexUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const index = (await response.json()) as Partial<AttendeePreviewIndex> | null;
      const hash = typeof index?.module === 'string' ? moduleFilePattern.exec(index.module)?.[1] : undefined;
      if (!index?.module || !hash) return null;
      url = new URL(index.module, indexUrl).href;
      nameHash = hash;
      signature = typeof index.signature === 'string' ? index.signature : undefined;
    } catch {
      return null;
    }
    const running = current.get(manifest);
    if (running?.url === url && running.runner.usable) return running;
    const key = `${url}\n${signature ?? ''}`;
    const refusal = refused.get(key);
    if (refusal && Date.now() < refusal.until) return null;
    let pending = loading.get(key);
    if (!pending) {
      pending = loadModule(url, nameHash, signature).catch(
        (error: unknown): LoadResult => ({
          kind: 'refused',
          reason: `it could not be set up: ${String(error)}`,
        }),
      );
      loading.set(key, pending);
      void pending.finally(() => loading.delete(key));
    }
    const result = await pending;
    if (result.kind === 'unavailable') return null;
    const previous = current.get(manifest);
    if (result.kind === 'refused') {
      // Logged once per release; tried again later, less and less often (no hammering).
      if (!refusal)
        log('server module refused; the attendee pages are sent plain', {
          url,
          sha256: result.sha256,
          reason: result.reason,
        });
      const delayMs = refusal ? Math.min(refusal.delayMs * 2, maxRetryMs) : retryMs;
      refused.set(key, { until: Date.now() + delayMs, delayMs });
      // The remote publishes another release now (or the one running cannot run any more): the
      // previous one is not drawn any more.
      if (previous && (previous.url !== url || !previous.runner.usable)) {
        current.delete(manifest);
        void release(previous);
      }
      return null;
    }
    refused.delete(key);
    if (previous !== result.module) {
      current.set(manifest, result.module);
      if (previous) void release(previous);
    }
    return result.module;
  }

  function moduleOf(remote: RemoteName): Promise<LoadedModule | null> {
    const manifest = remotes[remote];
    if (!manifest || !trustsAnyModule(trust)) return Promise.resolve(null);
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
  }

  return {
    /** The module drawing this remote's attendee pages now, or null (send the plain page). */
    async previewOf(remote: RemoteName): Promise<AttendeePreviewRunner | null> {
      return (await moduleOf(remote))?.preview ?? null;
    },
    /** The module itself (its folder, file and worker), for tests and diagnostics. */
    moduleOf,
    /** Releases every module (their workers and folders). */
    async close() {
      const modules = [...current.values()];
      current.clear();
      await Promise.all(modules.map(release));
      process.off('exit', removeFolders);
    },
  };
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
 * ended before the paint, which on its unthrottled run all of them would (docs/attendee-pages.md#preload-hints).
 * A hidden tab (no frames) starts after 500 ms.
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
  // simulated LCP (docs/attendee-pages.md#the-server-render).
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
