import fp from 'fastify-plugin';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { BookingNotifications } from './booking-notifications.service';
import { MAIL_JOB, mailJobHandler, mailSeal } from './mail.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking mails (created, cancelled, moved, reminders), queued as durable jobs. */
    bookingNotifications: BookingNotifications;
  }
}

/** Sends the durable mail jobs (docs/api.md#e-mails) through the app's mailer. */
export default fp(
  async (app) => {
    app.decorate(
      'bookingNotifications',
      new BookingNotifications(app.mailer, app.config, app.log, new RateLimiter(app.db)),
    );
    app.jobs.register(MAIL_JOB, mailJobHandler(app.mailer, mailSeal(app.config.encryptionKey)));
  },
  { name: 'notifications', dependencies: ['jobs', 'mail'] },
);
