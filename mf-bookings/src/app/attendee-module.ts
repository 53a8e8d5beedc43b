import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { type AttendeeModule, attendeeContractVersion } from '@slotwise/shared/remote/attendee-module';
import { CancelBookingPage } from '../features/public-booking/cancel-booking-page';
import { startEmbedBridge } from '../features/public-booking/embed-bridge';
import styles from '../features/public-booking/public-booking.module.css';
import { PublicBookingPage } from '../features/public-booking/public-booking-page';
import { PublicProfilePage } from '../features/public-booking/public-profile-page';
import { RescheduleBookingPage } from '../features/public-booking/reschedule-booking-page';
import { TeamPage } from '../features/public-booking/team-page';
import { attendeeCatalogue } from './attendee-catalogue';

/**
 * mf-bookings' './attendee' module: the pages an attendee opens from a link, rendered by the
 * shell alone (no store, router or UI library around them) or inside the app. Everything it
 * imports must stay light: the booking page's JS budget is 200 KB compressed.
 */
const attendeeModule: AttendeeModule = {
  name: 'mf_bookings',
  contractVersion: attendeeContractVersion,
  routes: [
    { path: '/cancel/:bookingId', Component: CancelBookingPage },
    { path: '/team/:teamSlug', Component: TeamPage },
    { path: '/team/:teamSlug/:slug', Component: PublicBookingPage },
    { path: '/reschedule/:bookingId', Component: RescheduleBookingPage },
    { path: '/:username/:slug', Component: PublicBookingPage },
    { path: '/:username', Component: PublicProfilePage },
  ],
  // The common catalogue names the meeting's location.
  catalogues: [attendeeCatalogue, commonCatalogue],
};

// Inside another site's iframe (/embed.js): sized to the page, posting its events.
startEmbedBridge(styles.page);

export default attendeeModule;
