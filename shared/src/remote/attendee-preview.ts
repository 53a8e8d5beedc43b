/**
 * The server render of the attendee pages' first view (docs/attendee-pages.md#the-server-render):
 * mf-bookings builds, beside its federated container, a Node ES module
 * (`dist/server/attendee-preview.<hash>.mjs`, named by `dist/server/attendee-preview.json`) that
 * draws an attendee page with its own components from the API's answers. The shell's server
 * fetches the release the config points at, asks the API what it names and sends the HTML, so
 * releasing the remote alone changes that first paint.
 */
import type { Language } from '@slotwise/shared/i18n/languages';

/** Bumped on a breaking change; the shell's server ignores a module of another version. */
export const attendeePreviewContractVersion = 1;

/** The module's name: its file's and index's, and what its signature names. */
export const attendeePreviewModuleName = 'attendee-preview';

/** Where the module's file name is, relative to the remote's manifest. */
export const attendeePreviewIndexFile = 'server/attendee-preview.json';

/** `dist/server/attendee-preview.json`: the current module's file (content-hashed) beside it. */
export interface AttendeePreviewIndex {
  /** The module's file name in `server/`, e.g. 'attendee-preview.1a2b3c4d.mjs'. */
  module: string;
  /**
   * The release's Ed25519 signature of the module (`scripts/sign-server-module.mjs`,
   * `@slotwise/shared/remote/server-module-signature`); without it the shell's server runs the
   * module only if its SHA-256 is pinned in the shell's configuration.
   */
  signature?: string;
}

/** The API calls (GET paths, as the page requests them) a page's first view is drawn from. */
export interface AttendeePreviewCalls {
  calls: string[];
  /** The booking page: the event type path its free-times calls start with (prefetched early). */
  freeTimesBase?: string;
}

export interface AttendeePreview {
  /** The page's markup (the remote's components, rendered by react-dom/server). */
  html: string;
  /** The remote's stylesheet of those components (CSS modules, the browser's class names). */
  css: string;
  title?: string;
  description?: string;
  /** 'noindex': a secret or single-use type's page (docs/product.md#private-sharing). */
  robots?: 'noindex';
}

/** What the module exports. */
export interface AttendeePreviewModule {
  contractVersion: typeof attendeePreviewContractVersion;
  /** The calls to make for this path, or null: not a page this module draws. */
  attendeePreviewCalls(pathname: string): AttendeePreviewCalls | null;
  /**
   * The page's first view from the answers of those calls (keyed by path; a missing one or
   * an error answer gives null: the page then decides in the browser, e.g. not found).
   */
  renderAttendeePreview(request: {
    pathname: string;
    /** The address's query ('?duration=60'), when it has one: a page may draw what it chooses. */
    search?: string;
    language: Language;
    answers: Readonly<Record<string, unknown>>;
  }): Promise<AttendeePreview | null>;
}
