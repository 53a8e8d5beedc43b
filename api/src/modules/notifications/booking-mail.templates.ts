import { TZDate } from '@date-fns/tz';
import { patternForLocale } from '@slotwise/shared/contract/date-patterns.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import { format } from 'date-fns';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import {
  cancelLink,
  hostBookingLink,
  hostDisplayName,
  locationLine,
  rescheduleLink,
} from './booking-invite.ics';
import { changePolicyLines } from './change-policy-mail.messages';
import { guestMailMessages } from './guest-mail-messages';
import { locationMailMessages } from './location-mail-messages';
import { type MailMessages, mailLanguage, mailLocale, mailMessages } from './mail-messages';
import { seriesFacts } from './series-mail.templates';
import { teamMailMessages } from './team-mail-messages';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type Recipient = 'attendee' | 'host';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * "Tuesday, June 2, 2026" and "9:00 AM – 9:30 AM (Europe/Berlin)" in the recipient's zone,
 * language and full locale, written as the pages write them (date-patterns.contract.ts): en-GB
 * "Tuesday 2 June 2026", "09:00 – 09:30"; de "Dienstag, 2. Juni 2026"; es-MX keeps 12 hours.
 */
export function formatWhen(
  start: Date,
  end: Date,
  zone: string,
  locale: string = 'en',
): { date: string; time: string } {
  const { language, tag } = mailLocale(locale);
  const { dateLocale } = mailMessages[language];
  const datePattern = patternForLocale('EEEE, MMMM d, yyyy', language, tag);
  const timePattern = patternForLocale('h:mm a', language, tag);
  const from = new TZDate(start, zone);
  const to = new TZDate(end, zone);
  return {
    date: format(from, datePattern, { locale: dateLocale }),
    time: `${format(from, timePattern, { locale: dateLocale })} – ${format(to, timePattern, { locale: dateLocale })} (${zone})`,
  };
}

/** A mail as lines of label/value pairs plus paragraphs: text and HTML parts from one source. */
interface MailBody {
  greeting: string;
  lead: string;
  facts: [string, string][];
  closing: string[];
  links?: { label: string; url: string }[];
}

/** The attendee's two links of a live booking: Reschedule, then Cancel (docs/product.md#reschedule-page). */
function attendeeLinks(m: MailMessages, publicUrl: string, linkSecret: string): MailBody['links'] {
  return [
    { label: m.links.needToReschedule, url: rescheduleLink(publicUrl, linkSecret) },
    { label: m.links.needToCancel, url: cancelLink(publicUrl, linkSecret) },
  ];
}

/** The host's link: the booking in their dashboard, never the attendee's cancel page. */
function hostLinks(m: MailMessages, publicUrl: string, bookingId: string): MailBody['links'] {
  return [{ label: m.links.viewInBookings, url: hostBookingLink(publicUrl, bookingId) }];
}

export function render(m: MailMessages, subject: string, body: MailBody): MailContent {
  const text = [
    body.greeting,
    '',
    body.lead,
    '',
    ...body.facts.map(([label, value]) => `${label}${m.labelSeparator}${value}`),
    '',
    ...body.closing,
    ...(body.links ?? []).map((link) => `${link.label} ${link.url}`),
    '',
    '— Slotwise',
  ].join('\n');
  const rows = body.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(body.greeting)}</p>`,
    `<p>${escapeHtml(body.lead)}</p>`,
    `<table>${rows}</table>`,
    ...body.closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(body.links ?? []).map(
      (link) =>
        `<p>${escapeHtml(link.label)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
    ),
    '<p>— Slotwise</p></body></html>',
  ].join('');
  return { subject, text, html };
}

export function facts(details: BookingDetails, recipient: Recipient, locale: string): [string, string][] {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const zone = recipient === 'attendee' ? booking.timezone : host.timeZone;
  const when = formatWhen(booking.startTime, booking.endTime, zone, locale);
  const where = locationLine(details, m.locations[eventType.location as EventLocation], m.labelSeparator);
  const list: [string, string][] = [
    [m.labels.what, eventType.title],
    [m.labels.date, when.date],
    [m.labels.time, when.time],
    [m.labels.host, hostDisplayName(host)],
    [m.labels.attendee, `${booking.attendeeName} <${booking.attendeeEmail}>`],
  ];
  // Other attendees' data and the answers are for the host only (docs/product.md#cancel-page).
  if (recipient === 'host') {
    for (const extra of booking.additionalAttendees)
      list.push([m.labels.alsoAttending, `${extra.name} <${extra.email}>`]);
    const guests = booking.guests ?? [];
    if (guests.length > 0) list.push([guestMailMessages[language].labels.guests, guests.join(', ')]);
    for (const answer of booking.answers) list.push([answer.question_text, answer.answer]);
    if (booking.attendeePhone) list.push([locationMailMessages[language].phone, booking.attendeePhone]);
  }
  list.push([m.labels.where, where]);
  list.push(...seriesFacts(details, zone, locale));
  return list;
}

export function reasonFact(details: BookingDetails, m: MailMessages): [string, string][] {
  const reason = details.booking.cancellationReason;
  return reason ? [[m.labels.reason, reason]] : [];
}

export function bookingCreatedMail(
  details: BookingDetails,
  recipient: Recipient,
  publicUrl: string,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const pending = booking.status === 'pending';
  if (recipient === 'attendee') {
    const subject = pending ? m.subjects.pending : m.subjects.confirmed;
    return render(m, subject(eventType.title, hostDisplayName(host)), {
      greeting: m.greeting(booking.attendeeName),
      lead: pending ? m.leads.attendeePending : m.leads.attendeeConfirmed,
      facts: facts(details, 'attendee', locale),
      closing: [m.closings.inviteAttached, ...changePolicyLines(eventType, locale)],
      links: attendeeLinks(m, publicUrl, booking.linkSecret),
    });
  }
  const subject = pending ? m.subjects.needsConfirmation : m.subjects.newBooking;
  return render(m, subject(eventType.title, booking.attendeeName), {
    greeting: m.greeting(host.name),
    lead: pending
      ? m.leads.hostNeedsConfirmation(booking.attendeeName, hostBookingLink(publicUrl, booking.id))
      : m.leads.hostNewBooking(booking.attendeeName),
    facts: facts(details, 'host', locale),
    closing: [m.closings.inviteAttached],
    links: hostLinks(m, publicUrl, booking.id),
  });
}

export function bookingCancelledMail(
  details: BookingDetails,
  recipient: Recipient,
  cancelledBy: Recipient,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const zone = recipient === 'attendee' ? booking.timezone : host.timeZone;
  const when = formatWhen(booking.startTime, booking.endTime, zone, locale);
  const who = cancelledBy === 'attendee' ? booking.attendeeName : hostDisplayName(host);
  return render(m, m.subjects.cancelled(eventType.title, when.date), {
    greeting: m.greeting(recipient === 'attendee' ? booking.attendeeName : host.name),
    lead: m.leads.cancelledBy(who),
    facts: [...facts(details, recipient, locale), ...reasonFact(details, m)],
    closing: [m.closings.removedFromCalendar],
  });
}

export function bookingReminderMail(
  details: BookingDetails,
  publicUrl: string,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  return render(m, m.subjects.reminder(eventType.title, hostDisplayName(host)), {
    greeting: m.greeting(booking.attendeeName),
    lead: m.leads.reminder,
    facts: facts(details, 'attendee', locale),
    closing: changePolicyLines(eventType, locale),
    links: attendeeLinks(m, publicUrl, booking.linkSecret),
  });
}

/** To the attendee: the host confirmed a pending booking. */
export function bookingConfirmedMail(
  details: BookingDetails,
  publicUrl: string,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  return render(m, m.subjects.confirmed(eventType.title, hostDisplayName(host)), {
    greeting: m.greeting(booking.attendeeName),
    lead: m.leads.confirmedByHost(hostDisplayName(host)),
    facts: facts(details, 'attendee', locale),
    closing: [m.closings.updatedInviteAttached, ...changePolicyLines(eventType, locale)],
    links: attendeeLinks(m, publicUrl, booking.linkSecret),
  });
}

/** To the attendee: the host declined a pending booking; the time is not booked. */
export function bookingRejectedMail(details: BookingDetails, locale: string = 'en'): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const when = formatWhen(booking.startTime, booking.endTime, booking.timezone, locale);
  return render(m, m.subjects.declined(eventType.title, when.date), {
    greeting: m.greeting(booking.attendeeName),
    lead: m.leads.rejected(hostDisplayName(host)),
    facts: [...facts(details, 'attendee', locale), ...reasonFact(details, m)],
    closing: [m.closings.removedFromCalendar],
  });
}

/**
 * The booking was moved; `previous` is where it was. The attendee always hears of it; when the
 * attendee moved it, the host is told who did (and, for a type that requires confirmation, that
 * the new time waits for them).
 */
export function bookingRescheduledMail(
  details: BookingDetails,
  previous: { startTime: Date; endTime: Date },
  publicUrl: string,
  locale: string = 'en',
  recipient: Recipient = 'attendee',
  rescheduledBy: Recipient = 'host',
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const zone = recipient === 'attendee' ? booking.timezone : host.timeZone;
  const before = formatWhen(previous.startTime, previous.endTime, zone, locale);
  const pending = booking.status === 'pending';
  const factsWithBefore: [string, string][] = [
    ...facts(details, recipient, locale),
    [m.labels.previously, `${before.date}, ${before.time}`],
  ];
  if (recipient === 'host') {
    return render(m, m.subjects.rescheduledByAttendee(eventType.title, booking.attendeeName), {
      greeting: m.greeting(host.name),
      lead: m.leads.attendeeRescheduled(booking.attendeeName),
      facts: factsWithBefore,
      closing: [...(pending ? [m.leads.confirmNewTime] : []), m.closings.updatedInviteAttached],
      links: hostLinks(m, publicUrl, booking.id),
    });
  }
  const lead =
    rescheduledBy === 'attendee'
      ? [m.leads.youRescheduled, ...(pending ? [m.leads.attendeePending] : [])].join(' ')
      : m.leads.rescheduled(hostDisplayName(host));
  return render(m, m.subjects.rescheduled(eventType.title, hostDisplayName(host)), {
    greeting: m.greeting(booking.attendeeName),
    lead,
    facts: factsWithBefore,
    closing: [m.closings.updatedInviteAttached, ...changePolicyLines(eventType, locale)],
    links: attendeeLinks(m, publicUrl, booking.linkSecret),
  });
}

/**
 * To either side: the Meet link Google created after the confirmation mails had left without
 * it (docs/product.md#locations); sent with the same UID and the next SEQUENCE.
 */
export function bookingMeetLinkMail(
  details: BookingDetails,
  recipient: Recipient,
  publicUrl: string,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const l = locationMailMessages[language];
  const other = recipient === 'attendee' ? hostDisplayName(host) : booking.attendeeName;
  return render(m, l.subjects.meetLink(eventType.title, other), {
    greeting: m.greeting(recipient === 'attendee' ? booking.attendeeName : host.name),
    lead: eventType.location === 'teams' ? l.leads.teamsLink : l.leads.meetLink,
    facts: facts(details, recipient, locale),
    closing: [m.closings.updatedInviteAttached],
    links:
      recipient === 'attendee'
        ? attendeeLinks(m, publicUrl, booking.linkSecret)
        : hostLinks(m, publicUrl, booking.id),
  });
}

/** The password-reset mail (docs/product.md#e-mails-and-reminders) in the account's language. */
export function passwordResetMail(
  name: string,
  link: string,
  minutes: number,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const m = mailMessages[language];
  const t = m.passwordReset;
  return {
    subject: t.subject,
    text: [m.greeting(name), '', t.intro, t.openLink(minutes), '', link, '', t.ignore].join('\n'),
    html: `<p>${escapeHtml(m.greeting(name))}</p><p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.chooseNewPassword)}</a></p><p>${escapeHtml(t.linkExpiry(minutes))}</p><p>${escapeHtml(t.ignore)}</p>`,
  };
}

/** The SMS reminder: subject, time in the attendee's zone, where, and the cancel link. */
export function bookingReminderSms(
  details: BookingDetails,
  publicUrl: string,
  locale: string = 'en',
): string {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const when = formatWhen(booking.startTime, booking.endTime, booking.timezone, locale);
  return [
    m.subjects.reminder(eventType.title, hostDisplayName(host)),
    `${when.date}, ${when.time}`,
    locationLine(details, m.locations[eventType.location as EventLocation], m.labelSeparator),
    `${m.links.needToCancel} ${cancelLink(publicUrl, booking.linkSecret)}`,
  ].join('\n');
}

export type TeamHostChange = 'confirmed' | 'rejected' | 'rescheduled' | 'assigned' | 'reassignedAway';

/**
 * To another host of a team booking (docs/product.md#team-event-types): `details.host` is the
 * recipient; `actor` confirmed, rejected or rescheduled it; `assigned` tells a round-robin host
 * they now host it, `reassignedAway` the previous host that it went to `newHost`.
 */
export function teamHostChangeMail(
  details: BookingDetails,
  change: TeamHostChange,
  context: {
    actor: BookingDetails['host'];
    previous?: { startTime: Date; endTime: Date };
    newHost?: BookingDetails['host'];
    /** The attendee moved it (`actor` is then the previous host of a reassigned booking). */
    byAttendee?: boolean;
  },
  publicUrl: string,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const team = teamMailMessages[language];
  const attendee = booking.attendeeName;
  const actor = hostDisplayName(context.actor);
  const list = facts(details, 'host', locale);
  if (change === 'reassignedAway' && context.newHost) {
    const newHost = hostDisplayName(context.newHost);
    const index = list.findIndex(([label]) => label === m.labels.host);
    if (index >= 0) list[index] = [m.labels.host, newHost];
  }
  if (context.previous && change !== 'rejected') {
    const before = formatWhen(context.previous.startTime, context.previous.endTime, host.timeZone, locale);
    list.push([m.labels.previously, `${before.date}, ${before.time}`]);
  }
  if (change === 'rejected') {
    const when = formatWhen(booking.startTime, booking.endTime, host.timeZone, locale);
    return render(m, team.subjects.rejected(eventType.title, when.date), {
      greeting: m.greeting(host.name),
      lead: team.leads.rejected(actor, attendee),
      facts: [...list, ...reasonFact(details, m)],
      closing: [m.closings.removedFromCalendar],
    });
  }
  if (change === 'reassignedAway') {
    return render(m, team.subjects.reassignedAway(eventType.title, attendee), {
      greeting: m.greeting(host.name),
      lead: team.leads.reassignedAway(attendee, hostDisplayName(context.newHost ?? context.actor)),
      facts: list,
      closing: [m.closings.removedFromCalendar],
    });
  }
  return render(m, team.subjects[change](eventType.title, attendee), {
    greeting: m.greeting(host.name),
    lead:
      change === 'assigned' && context.byAttendee
        ? team.leads.assignedByAttendee(attendee, actor)
        : team.leads[change](actor, attendee),
    facts: list,
    closing: [m.closings.updatedInviteAttached],
    links: hostLinks(m, publicUrl, booking.id),
  });
}
