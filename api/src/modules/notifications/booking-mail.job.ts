import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import { afterCommit, type Db, type DbExecutor, databaseOf, inTransaction } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import type { Mailer } from '../../plugins/mail.plugin';
import type { JobHandler } from '../jobs/job-runner';
import { nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { lockMeetState, makeBookingMailsDue, setMeetLinkMailed } from './booking-mail.repository';
import type { Recipient } from './booking-mail.templates';
import type { BookingNotifications } from './booking-notifications.service';

/**
 * Booking mails that may carry a Google Meet link (docs/product.md#locations). Unlike `mail`
 * jobs they are rendered when sent: the confirmation waits a short bound
 * (MEET_LINK_WAIT_SECONDS) for the calendar job to bring the link; when it left without it,
 * the calendar job queues a `meet-link` update (same UID, next SEQUENCE). The booking row lock
 * decides, once, which of the two happens, so no side gets the link twice or never.
 */
export const BOOKING_MAIL_JOB = 'booking-mail';

export type BookingMailKind = 'created' | 'confirmed' | 'meet-link';

interface BookingMailPayload {
  bookingId: string;
  mail: BookingMailKind;
  recipient: Recipient;
  /** The booking as the mail reports it (a later cancel does not turn a confirmation into one). */
  status: BookingStatus;
  sequence: number;
}

/** Queues the mails inside the transaction of the change; they are due at `runAt`. */
export async function enqueueBookingMails(
  tx: DbExecutor,
  booking: Pick<BookingDetails['booking'], 'id' | 'status' | 'sequence'>,
  mail: BookingMailKind,
  recipients: Recipient[],
  runAt: Date,
): Promise<void> {
  // No booking_id column: cancelling or moving the booking must not drop its confirmation.
  await insertJobs(
    tx,
    recipients.map((recipient) => {
      const payload: BookingMailPayload = {
        bookingId: booking.id,
        mail,
        recipient,
        status: booking.status as BookingStatus,
        sequence: booking.sequence,
      };
      return { kind: BOOKING_MAIL_JOB, payload: { ...payload }, runAt };
    }),
  );
  const db = databaseOf(tx);
  afterCommit(tx, () => {
    const wait = runAt.getTime() - Date.now();
    if (wait <= 0) return nudgeJobRunners(db as DbExecutor, [BOOKING_MAIL_JOB]);
    // Only a shortcut: the poll sends it anyway if this process ends first.
    setTimeout(() => nudgeJobRunners(db as DbExecutor, [BOOKING_MAIL_JOB]), wait + 20).unref();
  });
}

/**
 * The calendar job stored a Meet link (inside its transaction, the booking row locked by
 * lockMeetState first): waiting confirmation mails leave now with it; if they already left
 * without it, both sides get the update mail.
 */
export async function meetLinkArrived(tx: DbExecutor, bookingId: string): Promise<void> {
  const state = await lockMeetState(tx, bookingId);
  if (state?.status !== 'confirmed') return;
  if (state.meetLinkMailed === false) {
    await setMeetLinkMailed(tx, bookingId, true, true);
    const booking = { id: bookingId, status: 'confirmed', sequence: state.sequence + 1 };
    await enqueueBookingMails(tx, booking, 'meet-link', ['attendee', 'host'], new Date());
    return;
  }
  if (state.meetLinkMailed === null && (await makeBookingMailsDue(tx, BOOKING_MAIL_JOB, bookingId)) > 0) {
    const db = databaseOf(tx);
    afterCommit(tx, () => nudgeJobRunners(db as DbExecutor, [BOOKING_MAIL_JOB]));
  }
}

export interface BookingMailDeps {
  db: Db;
  mailer: Mailer;
  notifications: BookingNotifications;
  loadDetails: (db: DbExecutor, bookingId: string) => Promise<BookingDetails | null>;
}

/** Renders and sends a booking mail; its job id makes the Message-ID and the outbox file name. */
export function bookingMailHandler(deps: BookingMailDeps): JobHandler {
  return async (job) => {
    const payload = job.payload as unknown as BookingMailPayload;
    const message = await inTransaction(deps.db, async (tx) => {
      const state = await lockMeetState(tx, payload.bookingId);
      const details = state ? await deps.loadDetails(tx, payload.bookingId) : null;
      if (!state || !details) return null; // Deleted meanwhile: nothing to tell.
      let withLink = true;
      if (payload.mail === 'meet-link') {
        if (state.status !== 'confirmed' || !state.googleMeetLink) return null;
      } else if (state.meetLinkMailed === null) {
        // The first confirmation mail decides for both sides.
        withLink = state.googleMeetLink !== null;
        await setMeetLinkMailed(tx, payload.bookingId, withLink);
      } else {
        withLink = state.meetLinkMailed;
      }
      const booking = {
        ...details.booking,
        status: payload.status,
        sequence: payload.sequence,
        googleMeetLink: withLink ? details.booking.googleMeetLink : null,
      };
      return deps.notifications.bookingMailMessage({ ...details, booking }, payload.mail, payload.recipient);
    });
    if (message) await deps.mailer.send(message, { id: job.id, createdAt: job.createdAt });
  };
}
