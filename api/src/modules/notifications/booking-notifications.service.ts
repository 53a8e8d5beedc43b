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
import { type DeferredBookingMail, hostSnapshot, type SnapshotMail } from './deferred-booking-mail';
import { type GuestChange, guestMail } from './guest-mail.templates';
import { enqueueDeferredBookingMails, enqueueSnapshotMails } from './mail.job';
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
    const mails = recipients.includes('attendee')
      ? this.guestMails(details, 'cancelled', { cancelledBy })
      : [];
    for (const recipient of recipients) {
      mails.push({
        template: `booking-cancelled:${recipient}`,
        details,
        mail: { mail: 'cancelled', recipient, cancelledBy, language: languageOf(details, recipient) },
      });
    }
    await enqueueSnapshotMails(tx, mails);
  }

  /** The host confirmed: the attendee gets the confirmed invite (REQUEST, higher SEQUENCE). */
  async bookingConfirmed(tx: DbExecutor, details: BookingDetails, awaitMeet = false): Promise<void> {
    const mails = this.guestMails(details, 'confirmed');
    if (awaitMeet) {
      await enqueueSnapshotMails(tx, mails);
      await enqueueBookingMails(tx, details.booking, 'confirmed', ['attendee'], this.meetDeadline());
      return;
    }
    mails.push({ template: 'booking-confirmed', details, mail: { mail: 'confirmed' } });
    await enqueueSnapshotMails(tx, mails);
  }

  /** The host rejected a pending booking: the attendee's tentative entry is cancelled. */
  async bookingRejected(tx: DbExecutor, details: BookingDetails): Promise<void> {
    const mails = this.guestMails(details, 'rejected');
    mails.push({ template: 'booking-rejected', details, mail: { mail: 'rejected' } });
    await enqueueSnapshotMails(tx, mails);
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
    const mails = this.guestMails(details, 'rescheduled', { previous });
    const recipients: Recipient[] =
      rescheduledBy === 'attendee' && hostCopy ? ['attendee', 'host'] : ['attendee'];
    for (const recipient of recipients) {
      const language = languageOf(details, recipient);
      mails.push({
        // The host's move keeps its template name (one mail, as before).
        template: rescheduledBy === 'attendee' ? `booking-rescheduled:${recipient}` : 'booking-rescheduled',
        details,
        mail: { mail: 'rescheduled', recipient, previous, rescheduledBy, language, inviteLanguage: language },
      });
    }
    await enqueueSnapshotMails(tx, mails);
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
    await enqueueSnapshotMails(
      tx,
      others.map((host) => ({
        template: `booking-${change}:host`,
        details: { ...details, host },
        mail: { mail: 'cancelled', recipient: 'host', cancelledBy, language: hostLocale(host) },
      })),
    );
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
    await enqueueSnapshotMails(
      tx,
      others.map((host) => ({
        template: 'booking-rescheduled:host',
        details: { ...details, host },
        mail: {
          mail: 'rescheduled',
          recipient: 'host',
          previous,
          rescheduledBy: 'attendee',
          language: mailLanguage(host.language),
        },
      })),
    );
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
    await enqueueSnapshotMails(
      tx,
      copies.map(({ host, change: kind }) => ({
        template: `booking-${kind}:host`,
        details: { ...details, host },
        mail: {
          mail: 'team-change',
          change: kind,
          actor,
          newHost: details.host,
          language: hostLocale(host),
          ...(options.previous ? { previous: options.previous } : {}),
          ...(options.byAttendee !== undefined ? { byAttendee: options.byAttendee } : {}),
        },
      })),
    );
  }

  /**
   * A snapshot mail (SnapshotMail) rendered when its job runs, from the booking its row keeps:
   * the same templates and invite the change's transaction used to render.
   */
  snapshotMailMessage(details: BookingDetails, spec: SnapshotMail): MailMessage {
    const { publicUrl } = this.config;
    switch (spec.mail) {
      case 'cancelled':
        return this.message(
          details,
          spec.recipient,
          bookingCancelledMail(details, spec.recipient, spec.cancelledBy, spec.language),
          buildBookingInvite(details, publicUrl, 'cancelled', spec.recipient, spec.language),
          'CANCEL',
        );
      case 'confirmed': {
        const language = languageOf(details, 'attendee');
        return this.message(
          details,
          'attendee',
          bookingConfirmedMail(details, publicUrl, language),
          buildBookingInvite(details, publicUrl, 'confirmed', 'attendee', language),
          'REQUEST',
        );
      }
      case 'rejected': {
        const language = languageOf(details, 'attendee');
        return this.message(
          details,
          'attendee',
          bookingRejectedMail(details, language),
          buildBookingInvite(details, publicUrl, 'cancelled', 'attendee', language),
          'CANCEL',
        );
      }
      case 'rescheduled':
        return this.message(
          details,
          spec.recipient,
          bookingRescheduledMail(
            details,
            spec.previous,
            publicUrl,
            spec.language,
            spec.recipient,
            spec.rescheduledBy,
          ),
          buildBookingInvite(details, publicUrl, 'rescheduled', spec.recipient, spec.inviteLanguage),
          'REQUEST',
        );
      case 'team-change': {
        const removed = spec.change === 'rejected' || spec.change === 'reassignedAway';
        return this.message(
          details,
          'host',
          teamHostChangeMail(
            details,
            spec.change,
            {
              actor: spec.actor,
              previous: spec.previous,
              newHost: spec.newHost,
              byAttendee: spec.byAttendee,
            },
            publicUrl,
            spec.language,
          ),
          buildBookingInvite(
            details,
            publicUrl,
            removed ? 'cancelled' : spec.change === 'confirmed' ? 'confirmed' : 'rescheduled',
            'host',
            spec.language,
          ),
          removed ? 'CANCEL' : 'REQUEST',
        );
      }
      case 'guest': {
        const locale = details.booking.language;
        const reason = spec.change === 'rejected' ? 'cancelled' : spec.change;
        const invite = buildBookingInvite(details, publicUrl, reason, 'guest', locale);
        const content = guestMail(details, spec.change, locale, {
          previous: spec.previous,
          cancelledBy: spec.cancelledBy,
        });
        const message = this.message(
          details,
          'attendee',
          content,
          invite,
          reason === 'cancelled' ? 'CANCEL' : 'REQUEST',
        );
        return { ...message, to: spec.to };
      }
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
   * language, with an invite that carries no attendee link: their snapshot rows, for the
   * change's other mails to queue with them. A Meet link Google creates later is not in them
   * (the attendee's and host's mails wait for it).
   */
  private guestMails(
    details: BookingDetails,
    change: GuestChange,
    context: { previous?: { startTime: Date; endTime: Date }; cancelledBy?: Recipient } = {},
  ): { template: string; details: BookingDetails; mail: SnapshotMail }[] {
    return (details.booking.guests ?? []).map((to) => ({
      template: `booking-${change}:guest`,
      details,
      mail: { mail: 'guest' as const, change, to, ...context },
    }));
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
}
