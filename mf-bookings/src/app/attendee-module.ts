import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import {
  type AttendeeModule,
  type AttendeePageProps,
  attendeeContractVersion,
} from '@slotwise/shared/remote/attendee-module';
import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';
import { withAttendeeData } from '../features/public-booking/attendee-data-provider';
import { startEmbedBridge } from '../features/public-booking/embed-bridge';
import styles from '../features/public-booking/public-booking.module.css';
import { PublicBookingPage, preloadBookingParts } from '../features/public-booking/public-booking-page';
import { attendeeCatalogue } from './attendee-catalogue';

/**
 * A page whose code loads when it is first shown: the booking page's JS budget (150 KB
 * compressed until its calendar is usable) leaves no room for the other pages' code. The server
 * draws their first view (attendee-preview.tsx imports them directly), which stays on screen
 * while their chunk loads (docs/attendee-pages.md#two-surfaces).
 */
function pageLoadedWhenShown(load: () => Promise<ComponentType<AttendeePageProps>>) {
  let loaded: ComponentType<AttendeePageProps> | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  const Page = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<AttendeePageProps> };
  });
  function PageLoadedWhenShown(props: AttendeePageProps) {
    // Once loaded (the shell preloads it), the page itself, outside any Suspense boundary: it
    // hydrates the server's markup in the root's first commit (React hydrates a boundary's
    // content in a later pass, after the held input was replayed). Chosen once: another type
    // would remount it.
    const [Component] = useState(() => loaded);
    return Component
      ? createElement(Component, props)
      : createElement(Suspense, { fallback: null }, createElement(Page, props));
  }
  return Object.assign(PageLoadedWhenShown, { preload });
}

const CancelBookingPage = pageLoadedWhenShown(() =>
  import(/* webpackChunkName: "attendee-cancel" */ '../features/public-booking/cancel-booking-page').then(
    (page) => page.CancelBookingPage,
  ),
);
const TeamPage = pageLoadedWhenShown(() =>
  import('../features/public-booking/team-page').then((page) => page.TeamPage),
);
const RescheduleBookingPage = pageLoadedWhenShown(() =>
  import(
    /* webpackChunkName: "attendee-reschedule" */ '../features/public-booking/reschedule-booking-page'
  ).then((page) => page.RescheduleBookingPage),
);
const ConfirmBookingPage = pageLoadedWhenShown(() =>
  import('../features/public-booking/confirm-booking-page').then((page) => page.ConfirmBookingPage),
);
const PublicProfilePage = pageLoadedWhenShown(() =>
  import('../features/public-booking/public-profile-page').then((page) => page.PublicProfilePage),
);

const pages: {
  path: string;
  Component: ComponentType<AttendeePageProps> & { preload?: () => Promise<void> };
  /** Awaited before the first render (default: the page's own, when it loads when shown). */
  preload?: () => Promise<void>;
}[] = [
  { path: '/cancel/:bookingId', Component: CancelBookingPage },
  { path: '/team/:teamSlug', Component: TeamPage },
  { path: '/team/:teamSlug/:slug', Component: PublicBookingPage, preload: preloadBookingParts },
  { path: '/reschedule/:bookingId', Component: RescheduleBookingPage },
  { path: '/booking/:linkSecret', Component: PublicBookingPage, preload: preloadBookingParts },
  { path: '/confirm-booking', Component: ConfirmBookingPage },
  { path: '/:username/:slug', Component: PublicBookingPage, preload: preloadBookingParts },
  { path: '/:username', Component: PublicProfilePage },
];

/**
 * mf-bookings' './attendee' module: the pages an attendee opens from a link, rendered by the
 * shell alone (no store, router or UI library around them) or inside the app. Everything it
 * imports must stay light: only the booking page's code is in it, the other pages load when shown.
 * Each page is mounted in its data provider here, the one place the shell mounts them through.
 */
const attendeeModule: AttendeeModule = {
  name: 'mf_bookings',
  contractVersion: attendeeContractVersion,
  routes: pages.map(({ path, Component, preload = Component.preload }) => ({
    path,
    Component: withAttendeeData(Component),
    // The booking page's form and confirmation, when the address shows them (hydrated at once).
    ...(preload ? { preload } : {}),
  })),
  // The common catalogue names the meeting's location.
  catalogues: [attendeeCatalogue, commonCatalogue],
};

// Inside another site's iframe (/embed.js): sized to the page, posting its events.
startEmbedBridge(styles.page);

export default attendeeModule;
