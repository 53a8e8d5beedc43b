import fp from 'fastify-plugin';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from './booking-reminder.job';
import { BookingsService } from './bookings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking and cancelling (the public pages and the host's actions share it). */
    bookings: BookingsService;
  }
}

/**
 * Builds the bookings service once and sends booking reminders: the jobs inserted with each
 * booking (docs/architecture.md, Jobs).
 */
export default fp(
  async (app) => {
    app.decorate(
      'bookings',
      new BookingsService({
        db: app.db,
        scheduling: app.scheduling,
        notifications: app.bookingNotifications,
        onHostBookingsChanged: (hostId) => app.freeTimesCache.invalidateHost(hostId),
      }),
    );
    app.jobs.register(BOOKING_REMINDER_JOB, bookingReminderHandler(app.db, app.bookingNotifications));
  },
  { name: 'bookings', dependencies: ['jobs', 'notifications', 'scheduling', 'free-times-cache'] },
);
