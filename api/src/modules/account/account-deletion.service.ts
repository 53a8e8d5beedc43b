import {
  accountDataMessages,
  type DeletionRequirements,
  type deleteAccountSchema,
} from '@slotwise/shared/contract/account.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { LoginRateLimitConfig } from '../../config';
import { type Db, inTransaction } from '../../db/database';
import { HttpError, unauthenticated, validationFailed } from '../../lib/http-errors.util';
import { verifyPassword } from '../../lib/passwords.util';
import { LoginRateLimiter } from '../auth/login-rate-limit.service';
import { findBookingDetails } from '../bookings/bookings.repository';
import type { BookingsService } from '../bookings/bookings.service';
import { withBookingHosts } from '../bookings/team-booking';
import { googleTokenRevokeJobs } from '../google-calendar/google-token-revoke.job';
import type { JobHandler, JobRetryPolicy } from '../jobs/job-runner';
import { nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import type { AvatarStore } from '../settings/avatar-store';
import { AVATAR_URL_PREFIX } from '../settings/settings.service';
import { findUserById } from '../users/users.repository';
import {
  closeAccount,
  deleteTeams,
  forgetJobPayload,
  handOnTeamEventTypes,
  hasOutstandingWork,
  listGoogleTokens,
  lockAccount,
  makeOwner,
  membershipsOf,
  purgeAccountRows,
  revokeAccess,
  upcomingBookingIds,
} from './account.repository';

export const ACCOUNT_PURGE_JOB = 'account-purge';

/** The reason the attendees read in their cancellation mail. */
export const ACCOUNT_DELETED_REASON = 'The host has closed their account.';

/** How long the purge waits at most for the notices owed (webhook retries last about a day). */
const PURGE_DEADLINE_MS = 24 * 3_600_000;
const PURGE_RETRY_SECONDS = 30;

/**
 * The second factor of a deletion (docs/product.md#your-data), given by account.plugin.ts from
 * two-factor sign-in: `enrolled` says whether the dialog asks for a code; `check` throws 422 with
 * `accountDataMessages.secondFactorRequired` or `secondFactorWrong` on the field `code` when the
 * account has a second factor and the code is missing or wrong.
 */
export interface SecondFactor {
  enrolled(userId: string): Promise<boolean>;
  check(userId: string, code: string | undefined, ip: string): Promise<void>;
}

interface PurgePayload {
  userId?: string;
  /** The address and username the account had: rows keyed by them go too. */
  names?: string[];
  avatar?: string | null;
  /** Epoch ms after which the purge stops waiting for outstanding notices. */
  deadline?: number;
}

export interface AccountDeletionDeps {
  db: Db;
  bookings: BookingsService;
  avatars: AvatarStore;
  loginRateLimit: LoginRateLimitConfig;
  secondFactor: SecondFactor;
  log: FastifyBaseLogger;
  /** Told about hosts whose bookings changed (the free-times cache). */
  onHostBookingsChanged?: (hostId: string) => void;
}

/**
 * "Delete my account" (docs/product.md#your-data). The request closes the account at once in
 * one transaction (nothing signs in again; upcoming bookings cancelled with the usual notices;
 * team ownership handed on); a durable job then removes every row naming it once those notices
 * are out, and revokes its Google grants.
 */
export class AccountDeletionService {
  private readonly loginLimiter: LoginRateLimiter;

  constructor(private readonly deps: AccountDeletionDeps) {
    this.loginLimiter = new LoginRateLimiter(deps.db, deps.loginRateLimit);
  }

  /** What the deletion dialog asks for: the password, or the address of an account without one. */
  async requirements(userId: string): Promise<DeletionRequirements> {
    const user = await findUserById(this.deps.db, userId);
    if (!user || user.deletedAt) throw unauthenticated();
    return {
      confirm_with: user.passwordHash ? 'password' : 'email',
      second_factor: await this.deps.secondFactor.enrolled(userId),
    };
  }

  async request(
    userId: string,
    input: z.output<typeof deleteAccountSchema>,
    ip: string,
    now = new Date(),
  ): Promise<void> {
    const { db } = this.deps;
    const user = await findUserById(db, userId);
    if (!user || user.deletedAt) throw unauthenticated();
    if (user.passwordHash) {
      if (!input.password) {
        throw validationFailed(
          { password: [accountDataMessages.passwordRequired] },
          accountDataMessages.passwordRequired,
        );
      }
      // Wrong guesses share the account's sign-in budget (docs/product.md#sign-in-limits).
      const attempt = await this.loginLimiter.begin(user.username, user.id, ip);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw validationFailed(
          { password: [accountDataMessages.passwordWrong] },
          accountDataMessages.passwordWrong,
        );
      }
      await this.loginLimiter.succeeded(user.id, attempt);
    } else if ((input.email ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
      // Google-only accounts have no password: they type their address (a deliberate act).
      throw validationFailed(
        { email: [accountDataMessages.emailMismatch] },
        accountDataMessages.emailMismatch,
      );
    }
    await this.deps.secondFactor.check(userId, input.code, ip);

    const changedHosts = new Set<string>([userId]);
    await inTransaction(db, async (tx) => {
      const locked = await lockAccount(tx, userId);
      if (!locked || locked.deletedAt) throw unauthenticated();

      // Teams: a sole owner hands on to the earliest admin, is refused when only plain members
      // remain, and takes a team of their own alone with them.
      const blocked: string[] = [];
      const promote: string[] = [];
      const solo: string[] = [];
      for (const membership of await membershipsOf(tx, userId)) {
        if (membership.others.length === 0) solo.push(membership.teamId);
        else if (membership.role === 'owner' && !membership.others.some((one) => one.role === 'owner')) {
          const admin = membership.others.find((one) => one.role === 'admin');
          if (admin) promote.push(admin.id);
          else blocked.push(membership.name);
        }
      }
      if (blocked.length > 0) {
        throw new HttpError(409, { message: accountDataMessages.soleOwner, errors: { teams: blocked } });
      }

      await revokeAccess(tx, userId);
      // Cancelled with the usual path, rendered before the address changes (the invites'
      // ORGANIZER must match the ones the attendees hold).
      for (const id of await upcomingBookingIds(tx, userId, now)) {
        const found = await findBookingDetails(tx, id);
        if (!found) continue;
        const details = await withBookingHosts(tx, found);
        for (const host of details.hosts ?? []) changedHosts.add(host.id);
        await this.deps.bookings.cancelInTransaction(tx, details, ACCOUNT_DELETED_REASON, 'host', {
          hostMail: false,
        });
      }
      for (const memberId of promote) await makeOwner(tx, memberId);
      await handOnTeamEventTypes(tx, userId);
      await deleteTeams(tx, solo);
      await closeAccount(tx, userId);
      const payload: PurgePayload = {
        userId,
        names: [user.email, user.username],
        avatar: user.avatar,
        deadline: now.getTime() + PURGE_DEADLINE_MS,
      };
      await insertJobs(tx, [{ kind: ACCOUNT_PURGE_JOB, payload: { ...payload }, runAt: now }]);
    });
    for (const hostId of changedHosts) this.deps.onHostBookingsChanged?.(hostId);
    nudgeJobRunners(db);
  }

  /** Retried every 30 s while notices are owed, up to the deadline (a day) and a little beyond. */
  static readonly purgeRetry: JobRetryPolicy = {
    maxAttempts: Math.ceil(PURGE_DEADLINE_MS / (PURGE_RETRY_SECONDS * 1000)) + 10,
    delaySeconds: () => PURGE_RETRY_SECONDS,
  };

  /**
   * The purge job: waits until the cancellation mails, calendar deletions and webhooks about the
   * account are out (or the deadline passed), then queues the revocation of its Google grants,
   * deletes its avatar and every row naming it, and forgets whom it was for.
   */
  purgeHandler(): JobHandler {
    const { db } = this.deps;
    return async (job) => {
      const payload = job.payload as PurgePayload;
      if (!payload.userId) return;
      const userId = payload.userId;
      const user = await findUserById(db, userId);
      if (!user) {
        await forgetJobPayload(db, job.id);
        return;
      }
      if (Date.now() < (payload.deadline ?? 0) && (await hasOutstandingWork(db, userId, job.id))) {
        throw new Error('waiting for the notices of the deleted account to go out');
      }
      if (payload.avatar?.startsWith(AVATAR_URL_PREFIX)) {
        await this.deps.avatars.delete(payload.avatar.slice(AVATAR_URL_PREFIX.length));
      }
      await inTransaction(db, async (tx) => {
        const tokens = await listGoogleTokens(tx, userId);
        await purgeAccountRows(tx, { id: userId, names: payload.names ?? [], purgeJobId: job.id });
        // Queued after the purge, which must not take them for rows naming the account.
        await insertJobs(
          tx,
          googleTokenRevokeJobs(
            tokens.map((token) => token.refresh ?? token.access).filter((one): one is string => Boolean(one)),
          ),
        );
        await forgetJobPayload(tx, job.id);
      });
      this.deps.log.info({ jobId: job.id }, 'deleted account purged');
      nudgeJobRunners(db);
    };
  }
}
