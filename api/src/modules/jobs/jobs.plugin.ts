import fp from 'fastify-plugin';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from '../notifications/booking-reminder.job';
import { BookingNotifications } from '../notifications/booking-notifications.service';
import { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner; tests call `jobs.runDue()` instead of waiting for a poll. */
    jobs: JobRunner;
  }
}

const DEFAULT_POLL_SECONDS = 5;

/** Starts the job runner with the app (polling every JOB_POLL_SECONDS) and stops it on close. */
export default fp(
  async (app) => {
    const runner = new JobRunner(app.db, app.log);
    const notifications = new BookingNotifications(app.mailer, app.config, app.log);
    runner.register(BOOKING_REMINDER_JOB, bookingReminderHandler(app.db, notifications));
    app.decorate('jobs', runner);
    const pollSeconds = app.config.jobPollSeconds ?? DEFAULT_POLL_SECONDS;
    if (pollSeconds > 0) app.addHook('onReady', async () => runner.start(pollSeconds * 1000));
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'mail'] },
);
