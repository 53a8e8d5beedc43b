import { TZDate } from '@date-fns/tz';
import { locationLabels, type EventLocation } from '@slotwise/shared/contract/event-types.contract';
import { format } from 'date-fns';
import type { BookingDetails } from '../bookings/bookings.repository';
import { cancelLink, hostDisplayName } from './booking-invite.ics';

/** Date formats of product-spec §9. */
const DATE_FORMAT = 'EEEE, MMMM d, yyyy';
const TIME_FORMAT = 'h:mm a';

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

/** "Tuesday, June 2, 2026, 9:00 AM – 9:30 AM (Europe/Berlin)" in the recipient's zone. */
export function formatWhen(start: Date, end: Date, zone: string): { date: string; time: string } {
  const from = new TZDate(start, zone);
  const to = new TZDate(end, zone);
  return {
    date: format(from, DATE_FORMAT),
    time: `${format(from, TIME_FORMAT)} – ${format(to, TIME_FORMAT)} (${zone})`,
  };
}

/** A mail as lines of label/value pairs plus paragraphs: text and HTML parts from one source. */
interface MailBody {
  greeting: string;
  lead: string;
  facts: [string, string][];
  closing: string[];
  link?: { label: string; url: string };
}

function render(subject: string, body: MailBody): MailContent {
  const text = [
    body.greeting,
    '',
    body.lead,
    '',
    ...body.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...body.closing,
    ...(body.link ? [`${body.link.label} ${body.link.url}`] : []),
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
    body.link
      ? `<p>${escapeHtml(body.link.label)} <a href="${escapeHtml(body.link.url)}">${escapeHtml(body.link.url)}</a></p>`
      : '',
    '<p>— Slotwise</p></body></html>',
  ].join('');
  return { subject, text, html };
}

function facts(details: BookingDetails, recipient: Recipient): [string, string][] {
  const { booking, eventType, host } = details;
  const zone = recipient === 'attendee' ? booking.timezone : host.timeZone;
  const when = formatWhen(booking.startTime, booking.endTime, zone);
  const where =
    booking.googleMeetLink ?? locationLabels[eventType.location as EventLocation] ?? eventType.location;
  const list: [string, string][] = [
    ['What', eventType.title],
    ['Date', when.date],
    ['Time', when.time],
    ['Host', hostDisplayName(host)],
    ['Attendee', `${booking.attendeeName} <${booking.attendeeEmail}>`],
  ];
  // Other attendees' data and the answers are for the host only (decisions §6).
  if (recipient === 'host') {
    for (const extra of booking.additionalAttendees)
      list.push(['Also attending', `${extra.name} <${extra.email}>`]);
    for (const answer of booking.answers) list.push([answer.question_text, answer.answer]);
  }
  list.push(['Where', where]);
  return list;
}

export function bookingCreatedMail(
  details: BookingDetails,
  recipient: Recipient,
  publicUrl: string,
): MailContent {
  const { booking, eventType, host } = details;
  const pending = booking.status === 'pending';
  const link = { label: 'Need to cancel?', url: cancelLink(publicUrl, booking.id) };
  if (recipient === 'attendee') {
    return render(`${pending ? 'Pending' : 'Confirmed'}: ${eventType.title} with ${hostDisplayName(host)}`, {
      greeting: `Hi ${booking.attendeeName},`,
      lead: pending
        ? 'Your booking is pending: the host must confirm it. You will get another e-mail then.'
        : 'Your booking is confirmed.',
      facts: facts(details, 'attendee'),
      closing: ['The calendar invitation is attached.'],
      link,
    });
  }
  return render(
    `${pending ? 'Needs your confirmation' : 'New booking'}: ${eventType.title} with ${booking.attendeeName}`,
    {
      greeting: `Hi ${host.name},`,
      lead: pending
        ? `${booking.attendeeName} booked a time that needs your confirmation. Confirm or reject it in your bookings: ${publicUrl}/dashboard/bookings`
        : `${booking.attendeeName} booked a time with you.`,
      facts: facts(details, 'host'),
      closing: ['The calendar invitation is attached.'],
      link: { label: 'Cancel it here:', url: link.url },
    },
  );
}

export function bookingCancelledMail(
  details: BookingDetails,
  recipient: Recipient,
  cancelledBy: Recipient,
): MailContent {
  const { booking, eventType, host } = details;
  const zone = recipient === 'attendee' ? booking.timezone : host.timeZone;
  const when = formatWhen(booking.startTime, booking.endTime, zone);
  const who = cancelledBy === 'attendee' ? booking.attendeeName : hostDisplayName(host);
  return render(`Cancelled: ${eventType.title} on ${when.date}`, {
    greeting: `Hi ${recipient === 'attendee' ? booking.attendeeName : host.name},`,
    lead: `${who} cancelled this booking.`,
    facts: [
      ...facts(details, recipient),
      ...(booking.cancellationReason ? [['Reason', booking.cancellationReason] as [string, string]] : []),
    ],
    closing: ['The attached update removes it from your calendar.'],
  });
}

export function bookingReminderMail(details: BookingDetails, publicUrl: string): MailContent {
  const { booking, eventType, host } = details;
  return render(`Reminder: ${eventType.title} with ${hostDisplayName(host)}`, {
    greeting: `Hi ${booking.attendeeName},`,
    lead: 'A reminder of your upcoming booking.',
    facts: facts(details, 'attendee'),
    closing: [],
    link: { label: 'Need to cancel?', url: cancelLink(publicUrl, booking.id) },
  });
}

/** To the attendee: the host confirmed a pending booking. */
export function bookingConfirmedMail(details: BookingDetails, publicUrl: string): MailContent {
  const { booking, eventType, host } = details;
  return render(`Confirmed: ${eventType.title} with ${hostDisplayName(host)}`, {
    greeting: `Hi ${booking.attendeeName},`,
    lead: `${hostDisplayName(host)} confirmed your booking.`,
    facts: facts(details, 'attendee'),
    closing: ['The updated calendar invitation is attached.'],
    link: { label: 'Need to cancel?', url: cancelLink(publicUrl, booking.id) },
  });
}

/** To the attendee: the host declined a pending booking; the time is not booked. */
export function bookingRejectedMail(details: BookingDetails): MailContent {
  const { booking, eventType, host } = details;
  const zone = booking.timezone;
  const when = formatWhen(booking.startTime, booking.endTime, zone);
  return render(`Declined: ${eventType.title} on ${when.date}`, {
    greeting: `Hi ${booking.attendeeName},`,
    lead: `${hostDisplayName(host)} could not accept your booking request.`,
    facts: [
      ...facts(details, 'attendee'),
      ...(booking.cancellationReason ? [['Reason', booking.cancellationReason] as [string, string]] : []),
    ],
    closing: ['The attached update removes it from your calendar.'],
  });
}

/** To the attendee: the host moved the booking; `previous` is where it was. */
export function bookingRescheduledMail(
  details: BookingDetails,
  previous: { startTime: Date; endTime: Date },
  publicUrl: string,
): MailContent {
  const { booking, eventType, host } = details;
  const before = formatWhen(previous.startTime, previous.endTime, booking.timezone);
  return render(`Rescheduled: ${eventType.title} with ${hostDisplayName(host)}`, {
    greeting: `Hi ${booking.attendeeName},`,
    lead: `${hostDisplayName(host)} moved your booking to a new time.`,
    facts: [...facts(details, 'attendee'), ['Previously', `${before.date}, ${before.time}`]],
    closing: ['The updated calendar invitation is attached.'],
    link: { label: 'Need to cancel?', url: cancelLink(publicUrl, booking.id) },
  });
}
