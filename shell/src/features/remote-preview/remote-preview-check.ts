/** `?preview-remote=mf_marketing@http://localhost:4555/mf-manifest.json` */
export const previewQueryParam = 'preview-remote';
/** Per tab: a preview never outlives the browser session, and never reaches other people. */
export const previewStorageKey = 'slotwise.remote-previews';

/** sessionStorage, or undefined where the browser refuses it. */
export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this start may preview a remote: the address asks for one, or this tab stored one.
 * Otherwise the start skips the preview code (remote-preview.ts), which an attendee page would
 * download for nothing (its JS budget).
 */
export function mayPreviewRemote(location: Location, storage: Storage | undefined): boolean {
  if (new URLSearchParams(location.search).has(previewQueryParam)) return true;
  try {
    return storage?.getItem(previewStorageKey) != null;
  } catch {
    return false;
  }
}
