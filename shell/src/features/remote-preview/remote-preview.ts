import { type RemoteName, remoteNames } from '@slotwise/shared/remote/remote-module';
import type { RuntimeConfig } from '@slotwise/shared/remote/runtime-config';
import { previewQueryParam, previewStorageKey } from './remote-preview-check';

/** Remote name -> manifest URL of the build this browser tab loads instead of the configured one. */
export type RemotePreviews = Partial<Record<RemoteName, string>>;

export type PreviewRequest = { ok: true; remote: RemoteName; entry: string } | { ok: false; message: string };

const usage =
  'This preview URL is not valid: use ?preview-remote=<remote>@<manifest URL>, for example mf_marketing@http://localhost:4555/mf-manifest.json.';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/**
 * Reads one `preview-remote` value. Loading a remote runs its code with the user's session, so
 * only origins on the configured allowlist (`previewOrigins`) are accepted.
 */
export function parsePreviewRequest(value: string, allowedOrigins: readonly string[]): PreviewRequest {
  const at = value.indexOf('@');
  if (at <= 0) return { ok: false, message: usage };
  const remote = value.slice(0, at).trim();
  const rawUrl = value.slice(at + 1).trim();
  if (!isRemoteName(remote)) {
    // Echo only what looks like a remote name: the message must not carry arbitrary text.
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(remote)) return { ok: false, message: usage };
    return {
      ok: false,
      message: `There is no remote named ${remote}: use one of ${remoteNames.join(', ')}.`,
    };
  }
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, message: usage };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: usage };
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== null));
  if (!allowed.has(url.origin)) {
    return {
      ok: false,
      message: `This preview URL is not allowed: ${url.origin} is not on the preview allowlist.`,
    };
  }
  // An origin alone means its manifest at the usual place.
  if (url.pathname === '/') url.pathname = '/mf-manifest.json';
  return { ok: true, remote, entry: url.href };
}

/** The previews stored for this tab that the current allowlist still accepts. */
export function readStoredPreviews(
  storage: Storage | undefined,
  allowedOrigins: readonly string[],
): RemotePreviews {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(previewStorageKey) ?? '{}');
  } catch {
    return {};
  }
  const previews: RemotePreviews = {};
  if (!stored || typeof stored !== 'object') return previews;
  for (const [remote, entry] of Object.entries(stored)) {
    if (typeof entry !== 'string') continue;
    const request = parsePreviewRequest(`${remote}@${entry}`, allowedOrigins);
    if (request.ok) previews[request.remote] = request.entry;
  }
  return previews;
}

export function storePreviews(storage: Storage | undefined, previews: RemotePreviews): void {
  try {
    if (Object.keys(previews).length === 0) storage?.removeItem(previewStorageKey);
    else storage?.setItem(previewStorageKey, JSON.stringify(previews));
  } catch {
    // Storage refused (private mode, quota): the preview then lasts for this page only.
  }
}

/** Forgets the preview of one remote; the next page load uses the configured build again. */
export function resetPreview(
  storage: Storage | undefined,
  remote: RemoteName,
  allowedOrigins: readonly string[],
): void {
  const previews = readStoredPreviews(storage, allowedOrigins);
  delete previews[remote];
  storePreviews(storage, previews);
}

export interface RemotePreviewState {
  /** Where to load each remote from: the configured manifests with this tab's previews applied. */
  remotes: Record<RemoteName, string>;
  previews: RemotePreviews;
  /** Why a requested preview was refused, for the banner. */
  refusals: string[];
}

/**
 * Runs once at start, before any remote is registered: takes `preview-remote` from the address
 * (stored for this tab, then removed from the address bar), and returns the remote locations
 * with the tab's previews applied.
 */
export function startRemotePreview(
  config: Pick<RuntimeConfig, 'remotes' | 'previewOrigins'>,
  browser: { location: Location; history: History; storage: Storage | undefined },
): RemotePreviewState {
  const allowed = config.previewOrigins ?? [];
  const previews = readStoredPreviews(browser.storage, allowed);
  const refusals: string[] = [];
  const url = new URL(browser.location.href);
  const requested = url.searchParams.getAll(previewQueryParam);
  if (requested.length > 0) {
    for (const value of requested) {
      const request = parsePreviewRequest(value, allowed);
      if (request.ok) previews[request.remote] = request.entry;
      else refusals.push(request.message);
    }
    storePreviews(browser.storage, previews);
    url.searchParams.delete(previewQueryParam);
    browser.history.replaceState(browser.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { remotes: { ...config.remotes, ...previews }, previews, refusals };
}
