import { emailVerification, emailVerificationMessages } from '@slotwise/shared/contract/auth.contract';
import type { AppConfig } from '../../config';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import type { UserRow } from '../../db/schema/users.schema';
import { unauthenticated, validationFailed } from '../../lib/http-errors.util';
import { randomToken, sha256 } from '../../lib/tokens.util';
import { emailVerificationMail } from '../notifications/account-mail.templates';
import { enqueueMail, mailSeal } from '../notifications/mail.job';
import { RateLimiter, tooManyRequests, waitText } from '../rate-limits/rate-limiter.service';
import { findUserById, markEmailVerifiedIfCurrent } from '../users/users.repository';
import {
  consumeEmailVerificationToken,
  insertEmailVerificationToken,
  invalidateEmailVerificationTokensOfUser,
} from './auth.repository';

const HOUR = 3600;
const TTL_SECONDS = emailVerification.linkTtlHours * HOUR;

/** The 429 of a resend over the limit (the banner shows its own text, translated). */
export function tooManyVerificationMailsMessage(wait: string): string {
  return `Too many confirmation emails. Please try again in ${wait}.`;
}

/**
 * Confirmation links of account addresses (docs/product.md#verified-e-mail-addresses): a random
 * token, stored hashed with the address it was mailed to, valid 24 hours and once; the mail is
 * a sealed durable job committed with the token.
 */
export class EmailVerification {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    this.limiter = new RateLimiter(db);
  }

  /** Queues a confirmation mail to the account's address, inside the caller's transaction. */
  async enqueue(tx: DbExecutor, user: UserRow): Promise<void> {
    const token = randomToken();
    // In the fragment: the browser never sends it to a server, so no access log holds it; the
    // page posts it to the API in the body.
    const link = `${this.config.publicUrl}/verify-email#token=${encodeURIComponent(token)}`;
    await insertEmailVerificationToken(tx, {
      userId: user.id,
      email: user.email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
    });
    await enqueueMail(
      tx,
      {
        to: user.email,
        ...emailVerificationMail(user.name, link, emailVerification.linkTtlHours, user.language),
      },
      { template: 'email-verification', userId: user.id, seal: mailSeal(this.config.encryptionKey) },
    );
  }

  /**
   * Sends a new link, limited per account and per address in the database (every API process
   * shares the counts). An address already proven gets no mail.
   */
  async resend(userId: string): Promise<'sent' | 'already-verified'> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthenticated();
    if (user.emailVerifiedAt) return 'already-verified';
    const address = user.email.toLowerCase();
    const { refusedForSeconds } = await this.limiter.hit([
      { key: `verify-mail:user:${user.id}:hour`, max: emailVerification.resendPerHour, windowSeconds: HOUR },
      {
        key: `verify-mail:user:${user.id}:day`,
        max: emailVerification.resendPerDay,
        windowSeconds: 24 * HOUR,
      },
      { key: `verify-mail:email:${address}:hour`, max: emailVerification.resendPerHour, windowSeconds: HOUR },
      {
        key: `verify-mail:email:${address}:day`,
        max: emailVerification.resendPerDay,
        windowSeconds: 24 * HOUR,
      },
    ]);
    if (refusedForSeconds !== null) {
      throw tooManyRequests(tooManyVerificationMailsMessage(waitText(refusedForSeconds)), refusedForSeconds);
    }
    await inTransaction(this.db, (tx) => this.enqueue(tx, user));
    return 'sent';
  }

  /**
   * Spends the token and marks the address proven, only if it is still the account's address.
   * Invalid, expired, used or stale links are one 422: they say nothing about the account.
   */
  async verify(token: string): Promise<void> {
    const done = await inTransaction(this.db, async (tx) => {
      const spent = await consumeEmailVerificationToken(tx, sha256(token));
      if (!spent) return false;
      if (!(await markEmailVerifiedIfCurrent(tx, spent.userId, spent.email))) return false;
      await invalidateEmailVerificationTokensOfUser(tx, spent.userId);
      return true;
    });
    if (!done) {
      const message = emailVerificationMessages.tokenInvalid;
      throw validationFailed({ token: [message] }, message);
    }
  }
}
