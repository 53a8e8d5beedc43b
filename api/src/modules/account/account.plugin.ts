import fp from 'fastify-plugin';
import { createAvatarStore } from '../settings/avatar-store';
import { ACCOUNT_PURGE_JOB, AccountDeletionService, noSecondFactorYet } from './account-deletion.service';
import {
  ACCOUNT_EXPORT_EXPIRY_JOB,
  ACCOUNT_EXPORT_JOB,
  AccountExportService,
} from './account-export.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Your data": export and deletion of one's account (docs/product.md#your-data). */
    accountData: { exports: AccountExportService; deletion: AccountDeletionService };
  }
}

/** Builds the account data services once and registers their job kinds. */
export default fp(
  async (app) => {
    const avatars = createAvatarStore(app.config, app.db);
    app.addHook('onClose', async () => avatars.close?.());
    const exports = new AccountExportService(app.db);
    const deletion = new AccountDeletionService({
      db: app.db,
      bookings: app.bookings,
      avatars,
      loginRateLimit: app.config.loginRateLimit,
      // HOOK FOR THE LEAD: the twofa branch's second-factor check goes here.
      secondFactor: noSecondFactorYet,
      log: app.log,
      onHostBookingsChanged: (hostId) => app.freeTimesCache.invalidateHost(hostId),
    });
    app.jobs.register(ACCOUNT_EXPORT_JOB, exports.buildHandler());
    app.jobs.register(ACCOUNT_EXPORT_EXPIRY_JOB, exports.expiryHandler());
    app.jobs.register(ACCOUNT_PURGE_JOB, deletion.purgeHandler(), AccountDeletionService.purgeRetry);
    app.decorate('accountData', { exports, deletion });
  },
  { name: 'account-data', dependencies: ['db', 'jobs', 'bookings', 'google-calendar', 'free-times-cache'] },
);
