import {
  attendeeEmailConfirmation,
  type EmailConfirmationHold,
  attendeeEmailConfirmationMessages as messages,
} from '@slotwise/shared/contract/booking-email-confirmation.contract';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import type { Db, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { HttpError } from '../../lib/http-errors.util';
import { randomToken, sha256 } from '../../lib/tokens.util';
import type { JobHandler } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { attendeeConfirmationMail } from '../notifications/attendee-confirmation-mail.templates';
import { enqueueMail, type MailSeal } from '../notifications/mail.job';
import { type RateLimiter, tooManyRequests, waitText } from '../rate-limits/rate-limiter.service';
import {
  findOpenHold,
  insertEmailConfirmation,
  pruneEmailConfirmations,
  releaseExpiredHolds,
  replaceEmailConfirmationToken,
} from './attendee-email-holds.repository';
import { findBookingDetails } from './bookings.repository';

/** Releases a hold once its 15 minutes are over (docs/product.md#attendee-e-mail-confirmation). */
export const BOOKING_HOLD_RELEASE_JOB = 'booking-hold-release';

const MINUTE = 60_000;
const HOUR_SECONDS = 3600;
/** Links of holds long over are forgotten after this. */
const KEEP_LINKS_MS = 7 * 24 * 3600_000;

export interface AttendeeEmailHoldsDeps {
  db: Db;
  publicUrl: string;
  /** The mails carry the link's secret: sealed in the jobs table like sign-in links. */
  seal: MailSeal;
  limiter: RateLimiter;
}

/**
 * The mail side of a hold awaiting the attendee's address
 * (docs/product.md#attendee-e-mail-confirmation): the link (256 random bits, stored as its
 * SHA-256, in the URL's fragment so no server log ever holds it), its durable mail, the release
 * job, and the limits on holds and resends counted in the database.
 */
export class AttendeeEmailHolds {
  constructor(private readonly deps: AttendeeEmailHoldsDeps) {}

  /**
   * Holds per attendee address: one address cannot be made to receive mail after mail, nor a
   * host's calendar be filled with holds under one address.
   */
  async limitHolds(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const { refusedForSeconds } = await this.deps.limiter.hit([
      {
        key: `booking-hold:email:${address}`,
        max: attendeeEmailConfirmation.holdsPerAddressPerHour,
        windowSeconds: HOUR_SECONDS,
      },
    ]);
    if (refusedForSeconds !== null) {
      throw tooManyRequests(messages.tooManyHolds(waitText(refusedForSeconds)), refusedForSeconds);
    }
  }

  /** The hold's link, mail and release job, inside the booking's transaction. */
  async hold(tx: DbExecutor, details: BookingDetails, now: Date): Promise<EmailConfirmationHold> {
    const expiresAt = new Date(now.getTime() + attendeeEmailConfirmation.holdMinutes * MINUTE);
    const token = randomToken();
    await insertEmailConfirmation(tx, { tokenHash: sha256(token), bookingId: details.booking.id, expiresAt });
    await this.mail(tx, details, token);
    // Not tied to the booking row (jobs.booking_id cascades): the job deletes that row.
    await insertJobs(tx, [
      { kind: BOOKING_HOLD_RELEASE_JOB, payload: { bookingId: details.booking.id }, runAt: expiresAt },
    ]);
    return { hold_id: details.booking.id, expires_at: expiresAt.toISOString() };
  }

  /**
   * Mails a new link for a hold still open; the previous link stops working and the hold keeps
   * its expiry (a resend never extends it). At most mailsPerHold mails per hold.
   */
  async resend(holdId: string, now = new Date()): Promise<EmailConfirmationHold> {
    const { db, limiter } = this.deps;
    const details = await findBookingDetails(db, holdId);
    const open = details?.booking.status === 'unverified' ? await findOpenHold(db, holdId, now) : null;
    if (!details || !open) throw new HttpError(404, { message: bookingMessages.notFound });
    const address = details.booking.attendeeEmail.trim().toLowerCase();
    const { refusedForSeconds } = await limiter.hit([
      {
        key: `booking-hold-mail:hold:${holdId}`,
        max: attendeeEmailConfirmation.mailsPerHold - 1,
        windowSeconds: attendeeEmailConfirmation.holdMinutes * 60,
      },
      {
        key: `booking-hold-mail:email:${address}`,
        max: attendeeEmailConfirmation.holdsPerAddressPerHour,
        windowSeconds: HOUR_SECONDS,
      },
    ]);
    if (refusedForSeconds !== null) {
      throw tooManyRequests(messages.tooManyMails(waitText(refusedForSeconds)), refusedForSeconds);
    }
    const token = randomToken();
    const replaced = await inTransaction(db, async (tx) => {
      const row = await replaceEmailConfirmationToken(tx, holdId, sha256(token), now);
      if (row) await this.mail(tx, details, token);
      return row;
    });
    if (!replaced) throw new HttpError(404, { message: bookingMessages.notFound });
    return { hold_id: holdId, expires_at: replaced.expiresAt.toISOString() };
  }

  private async mail(tx: DbExecutor, details: BookingDetails, token: string): Promise<void> {
    // In the fragment: the browser never sends it to a server; the page posts it in a body.
    const link = `${this.deps.publicUrl}${attendeeEmailConfirmation.path}#token=${encodeURIComponent(token)}`;
    await enqueueMail(
      tx,
      {
        to: details.booking.attendeeEmail,
        ...attendeeConfirmationMail(details, link, attendeeEmailConfirmation.holdMinutes),
      },
      { template: 'attendee-email-confirmation', seal: this.deps.seal },
    );
  }
}

/**
 * Releases its hold if still unconfirmed, and forgets links of holds a week over. Runs when the
 * database clock reaches the expiry, so the job's own `now` is at least that (another process's
 * clock may lag); a hold confirmed meanwhile is left alone (releaseExpiredHolds).
 */
export function bookingHoldReleaseHandler(db: Db, onReleased: (hostId: string) => void): JobHandler {
  return async (job) => {
    const bookingId = (job.payload as { bookingId?: string }).bookingId;
    if (!bookingId) return;
    const now = new Date(Math.max(Date.now(), job.runAt.getTime()));
    const released = await inTransaction(db, async (tx) => {
      const hosts = await releaseExpiredHolds(tx, { bookingId }, now);
      await pruneEmailConfirmations(tx, new Date(now.getTime() - KEEP_LINKS_MS));
      return hosts;
    });
    for (const hostId of released) onReleased(hostId);
  };
}
