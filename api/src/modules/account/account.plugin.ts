import { accountDataMessages } from '@slotwise/shared/contract/account.contract';
import fp from 'fastify-plugin';
import { validationFailed } from '../../lib/http-errors.util';
import { ACCOUNT_PURGE_JOB, AccountDeletionService, type SecondFactor } from './account-deletion.service';
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
    const { twoFactor } = app.auth;
    // With two-factor sign-in on, deleting the account also needs a current code (or a recovery code).
    const secondFactor: SecondFactor = {
      enrolled: (userId) => twoFactor.enrolledFor(userId),
      check: async (userId, code) => {
        if (!(await twoFactor.enrolledFor(userId))) return;
        const required = accountDataMessages.secondFactorRequired;
        if (!code?.trim()) throw validationFailed({ code: [required] }, required);
        if (!(await twoFactor.verifyForAction(userId, code))) {
          const wrong = accountDataMessages.secondFactorWrong;
          throw validationFailed({ code: [wrong] }, wrong);
        }
      },
    };
    const exports = new AccountExportService(app.db);
    const deletion = new AccountDeletionService({
      db: app.db,
      bookings: app.bookings,
      avatars: app.avatarStore,
      loginRateLimit: app.config.loginRateLimit,
      secondFactor,
      log: app.log,
      onHostBookingsChanged: (hostId) => app.freeTimesCache.invalidateHost(hostId),
    });
    app.jobs.register(ACCOUNT_EXPORT_JOB, exports.buildHandler());
    app.jobs.register(ACCOUNT_EXPORT_EXPIRY_JOB, exports.expiryHandler());
    app.jobs.register(ACCOUNT_PURGE_JOB, deletion.purgeHandler(), AccountDeletionService.purgeRetry);
    app.decorate('accountData', { exports, deletion });
  },
  {
    name: 'account-data',
    dependencies: [
      'db',
      'jobs',
      'bookings',
      'google-calendar',
      'free-times-cache',
      'settings',
      'auth-service',
    ],
  },
);
