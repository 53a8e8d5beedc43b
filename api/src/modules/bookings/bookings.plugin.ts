import fp from 'fastify-plugin';
import { BOOKING_MAIL_JOB, bookingMailHandler } from '../notifications/booking-mail.job';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from './booking-reminder.job';
import { findBookingDetails } from './bookings.repository';
import { BookingsService } from './bookings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking and cancelling (the public pages and the host's actions share it). */
    bookings: BookingsService;
  }
}

/**
 * Builds the bookings service once and sends booking reminders: the jobs inserted with each
 * booking (docs/api.md#jobs).
 */
export default fp(
  async (app) => {
    app.decorate(
      'bookings',
      new BookingsService({
        db: app.db,
        scheduling: app.scheduling,
        notifications: app.bookingNotifications,
        smsAllowedCountries: app.config.smsAllowedCountries,
        onHostBookingsChanged: (hostId) => app.freeTimesCache.invalidateHost(hostId),
      }),
    );
    app.jobs.register(BOOKING_REMINDER_JOB, bookingReminderHandler(app.db, app.bookingNotifications));
    // Booking mails that wait for a Meet link are rendered when sent, from the booking as it is then.
    app.jobs.register(
      BOOKING_MAIL_JOB,
      bookingMailHandler({
        db: app.db,
        mailer: app.mailer,
        notifications: app.bookingNotifications,
        loadDetails: findBookingDetails,
      }),
    );
  },
  { name: 'bookings', dependencies: ['jobs', 'notifications', 'scheduling', 'free-times-cache'] },
);
