import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { BOOKING_MAIL_JOB, bookingMailHandler } from './booking-mail.job';
import { BookingNotifications } from './booking-notifications.service';
import { MAIL_JOB, mailJobHandler, mailSeal } from './mail.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking mails (created, cancelled, moved, reminders), queued as durable jobs. */
    bookingNotifications: BookingNotifications;
  }
}

export interface NotificationsOptions {
  /**
   * Reads a booking as its mails show it. Handed in by buildApp: the bookings module owns that
   * query and depends on this one, so this one cannot import it.
   */
  loadBookingDetails: (db: DbExecutor, bookingId: string) => Promise<BookingDetails | null>;
}

/**
 * Sends the durable mail jobs (docs/api.md#e-mails) through the app's mailer: the
 * rendered `mail` jobs, and the `booking-mail` jobs rendered when sent, from the booking as it
 * is then (they may wait for a Meet link).
 */
export default fp<NotificationsOptions>(
  async (app, options) => {
    const notifications = new BookingNotifications(app.mailer, app.config, app.log, app.rateLimiter);
    app.decorate('bookingNotifications', notifications);
    app.jobs.register(
      MAIL_JOB,
      mailJobHandler(app.mailer, mailSeal(app.config.encryptionKey), {
        db: app.db,
        renderer: {
          loadDetails: options.loadBookingDetails,
          render: (details, mail) => notifications.deferredMailMessage(details, mail),
          renderSnapshot: (details, mail) => notifications.snapshotMailMessage(details, mail),
        },
      }),
    );
    app.jobs.register(
      BOOKING_MAIL_JOB,
      bookingMailHandler({
        db: app.db,
        mailer: app.mailer,
        notifications,
        loadDetails: options.loadBookingDetails,
      }),
    );
  },
  { name: 'notifications', dependencies: ['jobs', 'mail', 'rate-limits'] },
);
