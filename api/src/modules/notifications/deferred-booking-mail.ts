import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import type { DbExecutor } from '../../db/database';
import type { BookingDetails, BookingHost } from '../../db/schema/bookings.schema';
import type { MailMessage } from '../../plugins/mail.plugin';
import type { Recipient, TeamHostChange } from './booking-mail.templates';
import type { GuestChange } from './guest-mail.templates';

/**
 * A booking's confirmation mails are queued unrendered (docs/database.md#the-booking-race): the
 * booking's transaction writes one `mail` job row per recipient (enqueueDeferredBookingMails), with what the mail needs to be
 * rendered exactly as it would have been at the commit (status, sequence, whether a Meet link
 * was awaited, the copy's host), and the job renders it when it runs. The rows commit with the
 * booking, so a crash after the commit still sends them; rendering (templates, .ics) no longer
 * holds the booking's locks.
 */
export interface DeferredBookingMail {
  change: 'created';
  recipient: 'attendee' | 'host' | 'guest';
  /** The booking as the mail reports it (a later cancel does not turn it into a cancellation). */
  status: BookingStatus;
  sequence: number;
  /** The mails of a booking whose Meet link was awaited say that it will follow. */
  meetAccount: boolean;
  /** A team copy: the other host it goes to, as it was at the commit. */
  host?: Omit<BookingHost, 'avatar'>;
  /** A guest's mail: their address. */
  to?: string;
}

/** The snapshot of a host a team copy keeps (no avatar: the mails do not show it). */
export function hostSnapshot(host: BookingHost): Omit<BookingHost, 'avatar'> {
  const { avatar: _avatar, ...rest } = host;
  return rest;
}

type Times = { startTime: Date; endTime: Date };

/**
 * A change's mail whose booking is kept in the job row as committed (a cancel, a move, a
 * confirmation, a rejection, their team and guest copies): the job renders it from that
 * snapshot, so it says exactly what it would have said at the commit, even when the booking
 * changed or was deleted since (an account deleted right after cancelling its bookings).
 */
export type SnapshotMail =
  | { mail: 'cancelled'; recipient: Recipient; cancelledBy: Recipient; language: string }
  | { mail: 'confirmed' }
  | { mail: 'rejected' }
  | {
      mail: 'rescheduled';
      recipient: Recipient;
      previous: Times;
      rescheduledBy: Recipient;
      language: string;
      /** The invite's language when it is not the mail's (team copies: English). */
      inviteLanguage?: string;
    }
  | {
      mail: 'team-change';
      change: TeamHostChange;
      actor: BookingHost;
      previous?: Times;
      newHost: BookingHost;
      byAttendee?: boolean;
      language: string;
    }
  | { mail: 'guest'; change: GuestChange; to: string; previous?: Times; cancelledBy?: Recipient };

export interface DeferredMailRenderer {
  /** Reads the booking as its mails show it (the bookings module's query). */
  loadDetails: (db: DbExecutor, bookingId: string) => Promise<BookingDetails | null>;
  render: (details: BookingDetails, mail: DeferredBookingMail) => MailMessage;
  /** Renders a snapshot mail from the booking kept in its row. */
  renderSnapshot: (details: BookingDetails, mail: SnapshotMail) => MailMessage;
}

/**
 * Renders a deferred mail now, from the booking as stored and the facts pinned at its commit.
 * Null when the booking was deleted meanwhile (an account deleted): nothing to tell.
 */
export async function renderDeferredMail(
  db: DbExecutor,
  renderer: DeferredMailRenderer,
  bookingId: string,
  mail: DeferredBookingMail,
): Promise<MailMessage | null> {
  const details = await renderer.loadDetails(db, bookingId);
  if (!details) return null;
  const pinned: BookingDetails = {
    ...details,
    booking: { ...details.booking, status: mail.status, sequence: mail.sequence },
    eventType: { ...details.eventType, meetAccount: mail.meetAccount },
    ...(mail.host ? { host: { ...mail.host, avatar: null } } : {}),
  };
  return renderer.render(pinned, mail);
}
