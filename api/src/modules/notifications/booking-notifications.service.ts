import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { DbExecutor } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import type { Mailer, MailIdentity, MailMessage } from '../../plugins/mail.plugin';
import { buildBookingInvite } from './booking-invite.ics';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingCreatedMail,
  bookingRejectedMail,
  bookingReminderMail,
  bookingRescheduledMail,
  type MailContent,
  type Recipient,
} from './booking-mail.templates';
import { enqueueMail } from './mail.job';
import { mailLanguage } from './mail-messages';

// The mail plugin hands the message to nodemailer as it is; booking mails add attachments.
declare module '../../plugins/mail.plugin' {
  interface MailMessage {
    attachments?: {
      filename: string;
      content: string;
      contentType: string;
      contentTransferEncoding?: 'quoted-printable' | 'base64' | '7bit';
    }[];
  }
}

/**
 * Each side reads its mails in its own language (docs/product.md#language): the attendee in the browser
 * language stored with the booking, the host in the account's language setting.
 */
function languageOf(details: BookingDetails, recipient: Recipient) {
  return mailLanguage(recipient === 'attendee' ? details.booking.language : details.host.language);
}

/** Booking e-mails (docs/product.md#e-mails-and-reminders): each with its .ics invite and the cancel link. */
export class BookingNotifications {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: Pick<AppConfig, 'publicUrl' | 'outboxDir'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /*
   * Each mail below is queued as a durable job (enqueueMail) inside the transaction `tx` of the
   * change it reports: call these before that transaction commits.
   */

  /** To the attendee (confirmed or pending) and the host (new, or needs confirmation). */
  async bookingCreated(tx: DbExecutor, details: BookingDetails): Promise<void> {
    for (const recipient of ['attendee', 'host'] as const) {
      const invite = buildBookingInvite(details, this.config.publicUrl, 'created', recipient);
      await this.enqueue(
        tx,
        `booking-created:${recipient}`,
        details,
        recipient,
        bookingCreatedMail(details, recipient, this.config.publicUrl, languageOf(details, recipient)),
        invite,
        'REQUEST',
      );
    }
  }

  async bookingCancelled(tx: DbExecutor, details: BookingDetails, cancelledBy: Recipient): Promise<void> {
    for (const recipient of ['attendee', 'host'] as const) {
      const invite = buildBookingInvite(details, this.config.publicUrl, 'cancelled', recipient);
      await this.enqueue(
        tx,
        `booking-cancelled:${recipient}`,
        details,
        recipient,
        bookingCancelledMail(details, recipient, cancelledBy, languageOf(details, recipient)),
        invite,
        'CANCEL',
      );
    }
  }

  /** The host confirmed: the attendee gets the confirmed invite (REQUEST, higher SEQUENCE). */
  async bookingConfirmed(tx: DbExecutor, details: BookingDetails): Promise<void> {
    const invite = buildBookingInvite(details, this.config.publicUrl, 'confirmed');
    await this.enqueue(
      tx,
      'booking-confirmed',
      details,
      'attendee',
      bookingConfirmedMail(details, this.config.publicUrl, languageOf(details, 'attendee')),
      invite,
      'REQUEST',
    );
  }

  /** The host rejected a pending booking: the attendee's tentative entry is cancelled. */
  async bookingRejected(tx: DbExecutor, details: BookingDetails): Promise<void> {
    const invite = buildBookingInvite(details, this.config.publicUrl, 'cancelled');
    await this.enqueue(
      tx,
      'booking-rejected',
      details,
      'attendee',
      bookingRejectedMail(details, languageOf(details, 'attendee')),
      invite,
      'CANCEL',
    );
  }

  /**
   * The booking moved: the same UID with the new time and a higher SEQUENCE, to the attendee and,
   * when the attendee moved it, to the host as well (who is told who moved it).
   */
  async bookingRescheduled(
    tx: DbExecutor,
    details: BookingDetails,
    previous: { startTime: Date; endTime: Date },
    rescheduledBy: Recipient = 'host',
  ): Promise<void> {
    const recipients: Recipient[] = rescheduledBy === 'attendee' ? ['attendee', 'host'] : ['attendee'];
    for (const recipient of recipients) {
      const invite = buildBookingInvite(details, this.config.publicUrl, 'rescheduled', recipient);
      await this.enqueue(
        tx,
        // The host's move keeps its template name (one mail, as before).
        rescheduledBy === 'attendee' ? `booking-rescheduled:${recipient}` : 'booking-rescheduled',
        details,
        recipient,
        bookingRescheduledMail(
          details,
          previous,
          this.config.publicUrl,
          languageOf(details, recipient),
          recipient,
          rescheduledBy,
        ),
        invite,
        'REQUEST',
      );
    }
  }

  /**
   * Rejects when the mail cannot be sent, so that the job retries. `identity` (the reminder's
   * job) keeps a resend recognisable and the outbox file single.
   */
  async reminder(details: BookingDetails, reminder: Reminder, identity?: MailIdentity): Promise<void> {
    const content = bookingReminderMail(details, this.config.publicUrl, languageOf(details, 'attendee'));
    if (reminder.method === 'email') {
      await this.mailer.send({ to: details.booking.attendeeEmail, ...content }, identity);
      return;
    }
    await this.writeSms(details, content, identity);
  }

  /**
   * No SMS provider is configured and the booking form collects no phone number, so an SMS
   * reminder is written to the outbox, shaped like an e-mail and marked SMS
   * (docs/product.md#e-mails-and-reminders).
   */
  private async writeSms(
    details: BookingDetails,
    content: MailContent,
    identity?: MailIdentity,
  ): Promise<void> {
    const { booking } = details;
    const name = `${(identity?.createdAt ?? new Date()).toISOString().replace(/[:.]/g, '-')}-sms-${identity?.id ?? booking.id}.eml`;
    const file = path.join(this.config.outboxDir, name);
    const message = [
      'X-Slotwise-Channel: SMS',
      `To: SMS <no phone number collected> (attendee ${booking.attendeeEmail})`,
      `Subject: [SMS] ${content.subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      content.text,
      '',
    ].join('\n');
    await mkdir(this.config.outboxDir, { recursive: true });
    // Aside, then renamed: a rerun of the same job replaces the file.
    const temp = path.join(this.config.outboxDir, `.${name}.${process.pid}.tmp`);
    await writeFile(temp, message);
    await rename(temp, file);
    this.log.info({ bookingId: booking.id, file }, 'SMS reminder written to outbox');
  }

  private async enqueue(
    tx: DbExecutor,
    template: string,
    details: BookingDetails,
    recipient: Recipient,
    content: MailContent,
    invite: string,
    method: 'REQUEST' | 'CANCEL',
  ): Promise<void> {
    const message: MailMessage = {
      to: recipient === 'attendee' ? details.booking.attendeeEmail : details.host.email,
      ...content,
      attachments: [
        {
          filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
          content: invite,
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          contentTransferEncoding: 'quoted-printable',
        },
      ],
    };
    await enqueueMail(tx, message, { bookingId: details.booking.id, template });
  }
}
