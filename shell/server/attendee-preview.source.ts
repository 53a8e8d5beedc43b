// The attendee pages' first paint (docs/attendee-pages.md#the-server-render): for /{username}/{slug},
// /{username} and /cancel/{id}, the remote that owns the page (mf-bookings) publishes, beside its
// manifest, a Node module of its own build that draws the page with its own components
// (`server/attendee-preview.json` names the current `server/attendee-preview.<hash>.mjs`).
// This server fetches that module (the index is kept a few seconds, a module is loaded once per
// release), runs it only if this server's configuration trusts it (server-module-trust.ts), in
// a worker of its own (server-module-runner.ts), asks the API the calls the module names
// (attendee-preview.answers.ts), and sends the module's HTML and CSS as #server-preview with
// those answers handed to the page (attendee-preview.page.ts), so the page neither waits for its
// code to paint nor asks again. The shell draws none of it:
// releasing the remote alone (signed by its release key) changes it. Anything missing, slow,
// broken or untrusted gives the plain page, which the browser renders as before.
import { rmSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';
import type { Language } from '@slotwise/shared/i18n/languages';
import {
  type AttendeeFormAnswerRequest,
  type AttendeeFormCall,
  type AttendeeFormContext,
  type AttendeeFormRequest,
  type AttendeeFormStep,
  type AttendeePreview,
  type AttendeePreviewCalls,
  type AttendeePreviewIndex,
  attendeePreviewContractVersion,
  attendeePreviewIndexFile,
  attendeePreviewModuleName,
} from '@slotwise/shared/remote/attendee-preview';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { ServerModuleRunner } from './server-module-runner';
import { type ServerModuleTrust, trustsAnyModule, verifyServerModule } from './server-module-trust';

const moduleFilePattern = /^attendee-preview\.([0-9a-f]{12})\.mjs$/;

/** The module as the pages use it: each call runs in its worker, null if it fails or is late. */
export interface AttendeePreviewRunner {
  attendeePreviewCalls(pathname: string, search?: string): Promise<AttendeePreviewCalls | null>;
  renderAttendeePreview(request: {
    pathname: string;
    /** The address's query ('?duration=60'), when it has one: a page may draw what it chooses. */
    search?: string;
    language: Language;
    answers: Readonly<Record<string, unknown>>;
    form?: AttendeeFormContext;
  }): Promise<AttendeePreview | null>;
  /** A post's first step (docs/attendee-pages.md#without-javascript); null: the module takes none. */
  attendeeFormStep(request: AttendeeFormRequest): Promise<AttendeeFormStep | null>;
  attendeeFormAnswer(request: AttendeeFormAnswerRequest): Promise<AttendeeFormStep | null>;
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
    ...(calls.form === true ? { form: true } : {}),
  };
}

/**
 * A form's step from the worker: an API call only to the API's public routes (the shell makes it
 * with the visitor's address), a redirect only to this site's path or an https address, a render
 * with a query and an HTTP status.
 */
export function formStepOf(value: unknown): AttendeeFormStep | null {
  const step = value as Record<string, unknown> | null;
  if (typeof step !== 'object' || step === null) return null;
  if ('call' in step) {
    const call = step.call as Partial<AttendeeFormCall> | null;
    if (
      !call ||
      !isString(call.path) ||
      !/^\/api\/public\/[\w\-/.]+$/.test(call.path) ||
      call.path.includes('..')
    )
      return null;
    if (
      call.idempotencyKey !== undefined &&
      !(isString(call.idempotencyKey) && /^[\x21-\x7e]{1,255}$/.test(call.idempotencyKey))
    )
      return null;
    return {
      call: {
        path: call.path,
        body: call.body,
        ...(call.idempotencyKey ? { idempotencyKey: call.idempotencyKey } : {}),
      },
    };
  }
  if ('redirect' in step) {
    const to = step.redirect;
    if (!isString(to) || !(/^(\?|\/(?!\/))/.test(to) || to.startsWith('https://'))) return null;
    return { redirect: to };
  }
  if ('render' in step) {
    const render = step.render as { search?: unknown; status?: unknown; posted?: unknown } | null;
    if (!render || !isString(render.search) || typeof render.status !== 'number') return null;
    if (render.status < 200 || render.status > 599) return null;
    return { render: { search: render.search, status: render.status, posted: render.posted } };
  }
  return null;
}

/** A module's render as the shell takes it: its strings checked, its hydration state as small plain JSON. */
export function previewOf(value: unknown): AttendeePreview | null {
  const preview = value as Partial<AttendeePreview> | null;
  if (typeof preview !== 'object' || preview === null) return null;
  const { html, css, title, description } = preview;
  if (!isString(html) || !isString(css) || !optionalString(title) || !optionalString(description))
    return null;
  const hydration = hydrationOf(preview.hydration);
  return {
    html,
    css,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    // A secret type's page stays out of search engines (meta and X-Robots-Tag).
    ...(preview.robots === 'noindex' ? { robots: 'noindex' as const } : {}),
    ...(hydration ? { hydration } : {}),
  };
}

/**
 * At most this much hydration state (JSON characters): a drawn form's entered values come back in
 * it after a post (docs/attendee-pages.md#hydration); more, and the page is replaced, not hydrated.
 */
const hydrationStateLimit = 16_384;

/** The module's hydration state when it is a plain JSON object (it goes into the page as JSON), else none. */
function hydrationOf(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  try {
    const json = JSON.stringify(value);
    return json.length <= hydrationStateLimit ? (JSON.parse(json) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
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
        attendeePreviewCalls: async (pathname, search) =>
          callsOf(await runner.call('calls', search === undefined ? pathname : [pathname, search])),
        renderAttendeePreview: async (request) => previewOf(await runner.call('render', request)),
        attendeeFormStep: async (request) => formStepOf(await runner.call('form-step', request)),
        attendeeFormAnswer: async (request) => formStepOf(await runner.call('form-answer', request)),
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
