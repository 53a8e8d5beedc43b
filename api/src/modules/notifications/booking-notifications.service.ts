import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { DbExecutor } from '../../db/database';
import type { BookingDetails, BookingHost } from '../../db/schema/bookings.schema';
import { smsCountryAllowed, smsNumberKey } from '../../lib/sms-numbers.util';
import type { Mailer, MailIdentity, MailMessage } from '../../plugins/mail.plugin';
import type { RateLimiter } from '../rate-limits/rate-limiter.service';
import { buildBookingInvite } from './booking-invite.ics';
import { type BookingMailKind, enqueueBookingMails } from './booking-mail.job';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingCreatedMail,
  bookingMeetLinkMail,
  bookingRejectedMail,
  bookingReminderMail,
  bookingReminderSms,
  bookingRescheduledMail,
  type MailContent,
  type Recipient,
  type TeamHostChange,
  teamHostChangeMail,
} from './booking-mail.templates';
import { type DeferredBookingMail, hostSnapshot } from './deferred-booking-mail';
import { type GuestChange, guestMail } from './guest-mail.templates';
import { enqueueDeferredBookingMails, enqueueMail } from './mail.job';
import { mailLanguage } from './mail-messages';
import { SmsSender } from './sms-sender';

/** SMS_MAX_PER_NUMBER_PER_DAY's default (docs/product.md#sms-limits). */
export const DEFAULT_SMS_PER_NUMBER_PER_DAY = 5;

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
 * Each side reads its mails and invites in its own language and full locale
 * (docs/product.md#language): the attendee in the booking page's locale stored with the booking
 * ("fr-FR"), the host in the account's language setting, dated in the locale saved with it ("en-GB").
 */
function languageOf(details: BookingDetails, recipient: Recipient): string {
  return recipient === 'attendee' ? details.booking.language : hostLocale(details.host);
}

function hostLocale(host: BookingHost): string {
  return host.locale && mailLanguage(host.locale) === mailLanguage(host.language)
    ? host.locale
    : host.language;
}

/** Booking e-mails (docs/product.md#e-mails-and-reminders): each with its .ics invite and the cancel link. */
export class BookingNotifications {
  private readonly sms: SmsSender;

  constructor(
    private readonly mailer: Mailer,
    private readonly config: Pick<
      AppConfig,
      | 'publicUrl'
      | 'outboxDir'
      | 'meetLinkWaitSeconds'
      | 'sms'
      | 'smsAllowedCountries'
      | 'smsMaxPerNumberPerDay'
    >,
    private readonly log: FastifyBaseLogger,
    /** The database limiter: the SMS per number and day, counted once for every API process. */
    private readonly limiter: RateLimiter,
  ) {
    this.sms = new SmsSender(config.sms, config.outboxDir, log);
  }

  /** When mails that may carry a Meet link are due: after the calendar job's short bound. */
  private meetDeadline(): Date {
    return new Date(Date.now() + (this.config.meetLinkWaitSeconds ?? 3) * 1000);
  }

  /** A booking mail rendered now (booking-mail jobs): the content and its invite. */
  bookingMailMessage(details: BookingDetails, mail: BookingMailKind, recipient: Recipient): MailMessage {
    const { publicUrl } = this.config;
    const language = languageOf(details, recipient);
    if (mail === 'created') {
      return this.message(
        details,
        recipient,
        bookingCreatedMail(details, recipient, publicUrl, language),
        buildBookingInvite(details, publicUrl, 'created', recipient, language),
        'REQUEST',
      );
    }
    if (mail === 'confirmed') {
      return this.message(
        details,
        'attendee',
        bookingConfirmedMail(details, publicUrl, language),
        buildBookingInvite(details, publicUrl, 'confirmed', 'attendee', language),
        'REQUEST',
      );
    }
    return this.message(
      details,
      recipient,
      bookingMeetLinkMail(details, recipient, publicUrl, language),
      buildBookingInvite(details, publicUrl, 'confirmed', recipient, language),
      'REQUEST',
    );
  }

  /*
   * Each mail below is queued as a durable job (enqueueMail) inside the transaction `tx` of the
   * change it reports: call these before that transaction commits.
   */

  /**
   * To the attendee (confirmed or pending) and the host (new, or needs confirmation), and the
   * guests: queued unrendered, rendered by their jobs (deferred-booking-mail.ts), so the
   * booking's transaction only writes their rows. `awaitMeet`: a Meet link is being created;
   * the attendee's and host's mails wait for it (booking-mail.job.ts).
   */
  async bookingCreated(tx: DbExecutor, details: BookingDetails, awaitMeet = false): Promise<void> {
    const pinned = {
      change: 'created' as const,
      status: details.booking.status as BookingStatus,
      sequence: details.booking.sequence,
      meetAccount: awaitMeet,
    };
    const mails: { template: string; render: DeferredBookingMail }[] = (details.booking.guests ?? []).map(
      (to) => ({ template: 'booking-created:guest', render: { ...pinned, recipient: 'guest' as const, to } }),
    );
    if (awaitMeet) {
      await enqueueBookingMails(tx, details.booking, 'created', ['attendee', 'host'], this.meetDeadline());
    } else {
      for (const recipient of ['attendee', 'host'] as const) {
        mails.push({ template: `booking-created:${recipient}`, render: { ...pinned, recipient } });
      }
    }
    await enqueueDeferredBookingMails(tx, details.booking.id, mails);
  }

  /** A deferred mail (deferred-booking-mail.ts) rendered from the booking as its commit had it. */
  deferredMailMessage(details: BookingDetails, mail: DeferredBookingMail): MailMessage {
    const { publicUrl } = this.config;
    if (mail.recipient === 'guest') {
      const locale = details.booking.language;
      const invite = buildBookingInvite(details, publicUrl, 'created', 'guest', locale);
      const message = this.message(
        details,
        'attendee',
        guestMail(details, 'created', locale),
        invite,
        'REQUEST',
      );
      return { ...message, to: mail.to ?? '' };
    }
    // A team copy goes to its host in their own locale (teamHostsCopies).
    const language = mail.host ? hostLocale(details.host) : languageOf(details, mail.recipient);
    return this.message(
      details,
      mail.recipient,
      bookingCreatedMail(details, mail.recipient, publicUrl, language),
      buildBookingInvite(details, publicUrl, 'created', mail.recipient, language),
      'REQUEST',
    );
  }

  async bookingCancelled(
    tx: DbExecutor,
    details: BookingDetails,
    cancelledBy: Recipient,
    recipients: readonly Recipient[] = ['attendee', 'host'],
  ): Promise<void> {
    if (recipients.includes('attendee')) await this.guestMails(tx, details, 'cancelled', { cancelledBy });
    for (const recipient of recipients) {
      const invite = buildBookingInvite(
        details,
        this.config.publicUrl,
        'cancelled',
        recipient,
        languageOf(details, recipient),
      );
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
  async bookingConfirmed(tx: DbExecutor, details: BookingDetails, awaitMeet = false): Promise<void> {
    await this.guestMails(tx, details, 'confirmed');
    if (awaitMeet) {
      await enqueueBookingMails(tx, details.booking, 'confirmed', ['attendee'], this.meetDeadline());
      return;
    }
    const invite = buildBookingInvite(
      details,
      this.config.publicUrl,
      'confirmed',
      'attendee',
      languageOf(details, 'attendee'),
    );
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
    await this.guestMails(tx, details, 'rejected');
    const invite = buildBookingInvite(
      details,
      this.config.publicUrl,
      'cancelled',
      'attendee',
      languageOf(details, 'attendee'),
    );
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
    /** false: the host is told otherwise (a round-robin booking the attendee's move reassigned). */
    hostCopy = true,
  ): Promise<void> {
    await this.guestMails(tx, details, 'rescheduled', { previous });
    const recipients: Recipient[] =
      rescheduledBy === 'attendee' && hostCopy ? ['attendee', 'host'] : ['attendee'];
    for (const recipient of recipients) {
      const invite = buildBookingInvite(
        details,
        this.config.publicUrl,
        'rescheduled',
        recipient,
        languageOf(details, recipient),
      );
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
   * Team bookings (docs/product.md#teams): the host mail of a created or cancelled booking goes
   * to every other host too, each in their own language (bookingCreated/Cancelled wrote the
   * attendee's and the booking host's).
   */
  async teamHostsCopies(
    tx: DbExecutor,
    details: BookingDetails,
    change: 'created' | 'cancelled',
    cancelledBy: Recipient = 'attendee',
  ): Promise<void> {
    const others = (details.hosts ?? []).filter((one) => one.id !== details.host.id);
    if (change === 'created') {
      // Rendered by their jobs, like the booking's own mails (bookingCreated).
      await enqueueDeferredBookingMails(
        tx,
        details.booking.id,
        others.map((host) => ({
          template: 'booking-created:host',
          render: {
            change: 'created',
            recipient: 'host',
            status: details.booking.status as BookingStatus,
            sequence: details.booking.sequence,
            meetAccount: details.eventType.meetAccount ?? false,
            host: hostSnapshot(host),
          },
        })),
      );
      return;
    }
    for (const host of others) {
      const copy: BookingDetails = { ...details, host };
      const language = hostLocale(host);
      const invite = buildBookingInvite(copy, this.config.publicUrl, change, 'host', language);
      await this.enqueue(
        tx,
        `booking-${change}:host`,
        copy,
        'host',
        bookingCancelledMail(copy, 'host', cancelledBy, language),
        invite,
        'CANCEL',
      );
    }
  }

  /**
   * Team bookings (docs/product.md#teams): the attendee moved a collective booking; every other
   * host gets the host's rescheduled mail too, in their own language (bookingRescheduled wrote
   * the attendee's and the booking host's).
   */
  async teamHostsRescheduled(
    tx: DbExecutor,
    details: BookingDetails,
    previous: { startTime: Date; endTime: Date },
  ): Promise<void> {
    const others = (details.hosts ?? []).filter((one) => one.id !== details.host.id);
    for (const host of others) {
      const copy: BookingDetails = { ...details, host };
      await this.enqueue(
        tx,
        'booking-rescheduled:host',
        copy,
        'host',
        bookingRescheduledMail(
          copy,
          previous,
          this.config.publicUrl,
          mailLanguage(host.language),
          'host',
          'attendee',
        ),
        buildBookingInvite(copy, this.config.publicUrl, 'rescheduled', 'host'),
        'REQUEST',
      );
    }
  }

  /**
   * Team bookings (docs/product.md#team-event-types): when a host confirms, rejects or
   * reschedules, every other host of the booking gets a copy in their own language. A reschedule
   * that reassigned a round-robin booking (`previousHost` given, `details.host` the new host)
   * tells the new host they now host it and the previous host that it moved.
   */
  async teamHostsChange(
    tx: DbExecutor,
    details: BookingDetails,
    change: 'confirmed' | 'rejected' | 'rescheduled',
    options: {
      actorId: string;
      previous?: { startTime: Date; endTime: Date };
      previousHost?: BookingHost;
      /** The attendee moved it (a round-robin reassignment): the new host is told so. */
      byAttendee?: boolean;
    },
  ): Promise<void> {
    const hosts = details.hosts ?? [details.host];
    const { previousHost } = options;
    const known = previousHost ? [...hosts, previousHost] : hosts;
    const actor = known.find((one) => one.id === options.actorId) ?? details.host;
    const copies: { host: BookingHost; change: TeamHostChange }[] =
      previousHost && previousHost.id !== details.host.id
        ? [
            { host: details.host, change: 'assigned' },
            { host: previousHost, change: 'reassignedAway' },
          ]
        : hosts.filter((one) => one.id !== options.actorId).map((host) => ({ host, change }));
    for (const { host, change: kind } of copies) {
      const copy: BookingDetails = { ...details, host };
      const removed = kind === 'rejected' || kind === 'reassignedAway';
      const invite = buildBookingInvite(
        copy,
        this.config.publicUrl,
        removed ? 'cancelled' : kind === 'confirmed' ? 'confirmed' : 'rescheduled',
        'host',
        hostLocale(host),
      );
      await this.enqueue(
        tx,
        `booking-${kind}:host`,
        copy,
        'host',
        teamHostChangeMail(
          copy,
          kind,
          { actor, previous: options.previous, newHost: details.host, byAttendee: options.byAttendee },
          this.config.publicUrl,
          hostLocale(host),
        ),
        invite,
        removed ? 'CANCEL' : 'REQUEST',
      );
    }
  }

  /**
   * Rejects when the mail cannot be sent, so that the job retries. `identity` (the reminder's
   * job) keeps a resend recognisable and the outbox file single.
   */
  async reminder(details: BookingDetails, reminder: Reminder, identity?: MailIdentity): Promise<void> {
    const language = languageOf(details, 'attendee');
    if (reminder.method === 'email') {
      const content = bookingReminderMail(details, this.config.publicUrl, language);
      await this.mailer.send({ to: details.booking.attendeeEmail, ...content }, identity);
      return;
    }
    // SMS only to a number the booking form collected (docs/product.md#locations).
    const phone = details.booking.attendeePhone;
    if (!phone) {
      this.log.info({ bookingId: details.booking.id }, 'SMS reminder skipped: no phone number collected');
      return;
    }
    // docs/product.md#sms-limits: the allowed countries may have changed since the booking.
    if (!smsCountryAllowed(phone, this.config.smsAllowedCountries)) {
      this.log.warn(
        { bookingId: details.booking.id },
        'SMS reminder skipped: the number is not of a country in SMS_ALLOWED_COUNTRIES',
      );
      return;
    }
    const max = this.config.smsMaxPerNumberPerDay ?? DEFAULT_SMS_PER_NUMBER_PER_DAY;
    const { hits, refusedForSeconds } = await this.limiter.hit([
      { key: `sms:number:${smsNumberKey(phone)}`, max, windowSeconds: 24 * 3600 },
    ]);
    if (refusedForSeconds !== null) {
      this.log.warn(
        { bookingId: details.booking.id, max },
        'SMS reminder skipped: this number already got SMS_MAX_PER_NUMBER_PER_DAY SMS in 24 hours',
      );
      return;
    }
    try {
      await this.sms.send(
        { to: phone, body: bookingReminderSms(details, this.config.publicUrl, language) },
        identity ?? { id: `${details.booking.id}-${reminder.time}`, createdAt: new Date() },
      );
    } catch (error) {
      // Not sent: the job's retry counts it again.
      await this.limiter.takeBack(hits);
      throw error;
    }
  }

  /**
   * One durable mail per guest (docs/product.md#questions-and-guests), in the attendee's
   * language, with an invite that carries no attendee link. They are rendered now: a Meet link
   * Google creates later is not in them (the attendee's and host's mails wait for it).
   */
  private async guestMails(
    tx: DbExecutor,
    details: BookingDetails,
    change: GuestChange,
    context: { previous?: { startTime: Date; endTime: Date }; cancelledBy?: Recipient } = {},
  ): Promise<void> {
    const guests = details.booking.guests ?? [];
    if (guests.length === 0) return;
    const locale = details.booking.language;
    const reason = change === 'rejected' ? 'cancelled' : change;
    const method = reason === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const invite = buildBookingInvite(details, this.config.publicUrl, reason, 'guest', locale);
    const content = guestMail(details, change, locale, context);
    for (const to of guests) {
      const message: MailMessage = {
        to,
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
      await enqueueMail(tx, message, { bookingId: details.booking.id, template: `booking-${change}:guest` });
    }
  }

  private message(
    details: BookingDetails,
    recipient: Recipient,
    content: MailContent,
    invite: string,
    method: 'REQUEST' | 'CANCEL',
  ): MailMessage {
    return {
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
