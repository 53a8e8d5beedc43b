import type { MessageCatalogue } from '@slotwise/shared/i18n/i18n';
import { checkExposedModule, type RemoteName } from '@slotwise/shared/remote/remote-module';
import type { ComponentType } from 'react';

/** Bumped on a breaking change of AttendeeModule; the shell refuses other versions. */
export const attendeeContractVersion = 1;

/**
 * What an attendee page gets from the shell. It renders without the app's store, router or UI
 * library (the shell does not load them for an attendee: the booking page has a 150 KB budget),
 * so it receives its route parameters, and shows `NotFound` for an unknown link: the shell then
 * shows its not-found page.
 */
export interface AttendeePageProps {
  params: Readonly<Record<string, string | undefined>>;
  NotFound: ComponentType;
  /** The runtime config's API base URL; '' or absent: the page's own origin (which proxies /api). */
  apiBaseUrl?: string;
  /**
   * The shell hydrates the server's markup of this page (`hydrateRoot`): its first render must
   * equal it, from the state the server module put in `#prefetched-api` (`prefetchedHydration`).
   */
  hydrating?: boolean;
}

export interface AttendeeRoute {
  /** Absolute path pattern, exactly as the shell's route table lists it. */
  path: string;
  Component: ComponentType<AttendeePageProps>;
  /**
   * Loads the page's code when it loads when shown: the shell awaits it before the first render,
   * which then shows the page itself (and can hydrate the server's markup of it) rather than
   * suspending.
   */
  preload?: () => Promise<unknown>;
}

/**
 * What a remote exposes as './attendee': the pages an attendee opens from a link (the public
 * booking and cancel pages), self-contained. The shell mounts them alone on a cold visit and
 * inside the app when a signed-in host navigates to one.
 */
export interface AttendeeModule {
  name: RemoteName;
  contractVersion: typeof attendeeContractVersion;
  routes: readonly AttendeeRoute[];
  /** Loaded in the current language before a page mounts (docs/product.md#language). */
  catalogues?: readonly MessageCatalogue[];
}

/** Run-time check of a loaded './attendee' module, so a wrong remote shows a fallback, not a crash. */
export function assertAttendeeModule(value: unknown, expected: RemoteName): AttendeeModule {
  return checkExposedModule<AttendeeModule>(value, expected, {
    kind: 'attendee ',
    version: attendeeContractVersion,
  });
}
