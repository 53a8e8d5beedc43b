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
  /** The page draws a form that posts (the shell then gives the render a token: AttendeeFormContext). */
  form?: boolean;
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
  /**
   * Present when the page's code can hydrate this markup (`hydrateRoot`, its first render equal
   * to it: docs/attendee-pages.md#hydration): what that render needs beside the API's answers
   * (the server's clock, the drawn forms' hidden fields), JSON the remote alone reads. The shell
   * hands it to the page in `#prefetched-api` (`hydrate`); absent, the page's code replaces the
   * markup (createRoot).
   */
  hydration?: Record<string, unknown>;
}

/** What the module exports (the form's exports are optional: a module without them takes no posts). */
export interface AttendeePreviewModule extends Partial<AttendeeFormModule> {
  contractVersion: typeof attendeePreviewContractVersion;
  /**
   * The calls to make for this path, or null: not a page this module draws. Given the address's
   * query (the shell always gives it, '' for none), also what the query chose (the booking page's
   * free times of the month, the booking just made).
   */
  attendeePreviewCalls(pathname: string, search?: string): AttendeePreviewCalls | null;
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
    /** A page whose form posts without JavaScript: its token, and what a post left (AttendeeFormStep). */
    form?: AttendeeFormContext;
  }): Promise<AttendeePreview | null>;
}

/**
 * Without JavaScript (docs/attendee-pages.md#without-javascript) an attendee page's forms post to
 * the page's own address. The shell's server only routes: it checks the post comes from this site
 * (Origin and the token of `formTokenField`), asks the module what to do with the fields, makes
 * the API call the module names (the shell holds the visitor's address and the API's origin),
 * and gives the module the answer. The module's optional exports below; a module without them
 * gets no posts (405).
 */
export const formTokenField = '_csrf';

/** The posted fields by name; a name posted several times is a list. */
export type AttendeeFormFields = Record<string, string | string[]>;

/** The API call the module names: always a POST of JSON to the API's public routes. */
export interface AttendeeFormCall {
  path: string;
  body: unknown;
  /** Sent as the Idempotency-Key header (a hidden field of the form). */
  idempotencyKey?: string;
}

/**
 * What comes of a post: an API call to make (then `attendeeFormAnswer`), an address to send the
 * visitor to (303), or the page drawn again with `search` and the module's own `posted` state
 * (the values kept, the errors), answered with `status`.
 */
export type AttendeeFormStep =
  | { call: AttendeeFormCall }
  | { redirect: string }
  | { render: { search: string; status: number; posted: unknown } };

export interface AttendeeFormRequest {
  pathname: string;
  search?: string;
  language: Language;
  fields: AttendeeFormFields;
  /** The answers of the page's calls (attendeePreviewCalls), as for a render. */
  answers: Readonly<Record<string, unknown>>;
  /** The shell refused the form's token (expired or missing cookie): the module says so, keeping the values. */
  tokenRefused?: boolean;
}

/** After the call: the post's request with the call and the API's answer (`body`: its JSON, or null). */
export type AttendeeFormAnswerRequest = AttendeeFormRequest & {
  call: AttendeeFormCall;
  status: number;
  body: unknown;
};

export interface AttendeeFormModule {
  /** The first step of a post to this path, or null: no form here (404). */
  attendeeFormStep(request: AttendeeFormRequest): Promise<AttendeeFormStep | null>;
  /** The step after the API answered the call (`status`, its JSON `body` or null); never another call. */
  attendeeFormAnswer(request: AttendeeFormAnswerRequest): Promise<AttendeeFormStep | null>;
}

/** What a render of a page with a form gets beside the request (renderAttendeePreview's `form`). */
export interface AttendeeFormContext {
  /** The visitor's token for `formTokenField`. */
  token: string;
  /** The module's `posted` state of a render step. */
  posted?: unknown;
}
