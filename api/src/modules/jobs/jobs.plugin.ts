import fp from 'fastify-plugin';
import { DEFAULT_LEASE_SECONDS, JobRunner } from './job-runner';
import { releaseAllLeases } from './jobs.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner; tests call `jobs.runDue()` instead of waiting for a poll. */
    jobs: JobRunner;
  }
}

const DEFAULT_POLL_SECONDS = 5;

/**
 * Starts the job runner with the app (polling every JOB_POLL_SECONDS, and woken by every commit
 * that queues a mail) and stops it on close.
 */
export default fp(
  async (app) => {
    const runner = new JobRunner(app.db, app.log, {
      leaseSeconds: app.config.jobLeaseSeconds ?? DEFAULT_LEASE_SECONDS,
    });
    // Each domain registers the handlers of its own job kinds (notifications: mails, bookings:
    // reminders, google-calendar: sync), so this module depends on none of them.
    app.decorate('jobs', runner);
    runner.listen();
    const pollSeconds = app.config.jobPollSeconds ?? DEFAULT_POLL_SECONDS;
    if (pollSeconds > 0) {
      app.addHook('onReady', async () => {
        // An embedded database belongs to this process alone: any lease in it was held by a
        // process that is gone (a crash), so its jobs need not wait for the lease to run out.
        if (!app.config.databaseUrl) await releaseAllLeases(app.db);
        runner.start(pollSeconds * 1000);
        runner.nudge(); // what was queued before a restart goes now, not at the first poll
      });
    }
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
