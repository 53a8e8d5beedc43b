import fp from 'fastify-plugin';
import { mailSeal } from '../notifications/mail.job';
import {
  AttendeeEmailHolds,
  BOOKING_HOLD_RELEASE_JOB,
  bookingHoldReleaseHandler,
} from './attendee-email-holds.service';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from './booking-reminder.job';
import { BookingsService } from './bookings.service';
import { HostBookingsService } from './host-bookings.service';
import { SingleUseLinksService } from './single-use-links.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking and cancelling (the public pages and the host's actions share it). */
    bookings: BookingsService;
    /** The host's bookings list and actions (the app's routes and /api/v1). */
    hostBookings: HostBookingsService;
    /** Single-use links of event types (docs/product.md#private-sharing). */
    singleUseLinks: SingleUseLinksService;
    /** Holds awaiting the attendee's e-mail: their links, mails and resends. */
    attendeeEmailHolds: AttendeeEmailHolds;
  }
}

/**
 * Builds the bookings services once and sends booking reminders: the jobs inserted with each
 * booking (docs/api.md#jobs).
 */
export default fp(
  async (app) => {
    const onHostBookingsChanged = (hostId: string) => {
      app.freeTimesCache.invalidateHost(hostId);
      // The calendars' answers are no longer fresh (docs/calendars.md#caching), in every process.
      app.calendars.busyCache
        .invalidateHost(hostId, 'booking')
        .catch((err: unknown) => app.log.error({ err, hostId }, 'busy cache not invalidated'));
      // The host's next lists must show the change, even from a standby (docs/database.md).
      app.noteUserWrite(hostId);
    };
    const emailHolds = new AttendeeEmailHolds({
      db: app.db,
      publicUrl: app.config.publicUrl,
      seal: mailSeal(app.config.encryptionKey),
      limiter: app.rateLimiter,
    });
    app.decorate('attendeeEmailHolds', emailHolds);
    const bookings = new BookingsService({
      db: app.db,
      scheduling: app.scheduling,
      notifications: app.bookingNotifications,
      smsAllowedCountries: app.config.smsAllowedCountries,
      onHostBookingsChanged,
      emailHolds,
      jitsiBaseUrl: app.config.jitsiBaseUrl,
    });
    app.decorate('bookings', bookings);
    app.decorate(
      'hostBookings',
      new HostBookingsService({
        db: app.db,
        scheduling: app.scheduling,
        notifications: app.bookingNotifications,
        bookings,
        onHostBookingsChanged,
      }),
    );
    app.decorate(
      'singleUseLinks',
      new SingleUseLinksService({ db: app.db, publicUrl: app.config.publicUrl, scheduling: app.scheduling }),
    );
    app.jobs.register(BOOKING_REMINDER_JOB, bookingReminderHandler(app.db, app.bookingNotifications));
    app.jobs.register(BOOKING_HOLD_RELEASE_JOB, bookingHoldReleaseHandler(app.db, onHostBookingsChanged));
  },
  {
    name: 'bookings',
    dependencies: [
      'jobs',
      'notifications',
      'scheduling',
      'calendars',
      'free-times-cache',
      'read-your-writes',
      'rate-limits',
    ],
  },
);
