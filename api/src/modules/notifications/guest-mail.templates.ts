import type { BookingDetails } from '../../db/schema/bookings.schema';
import { hostDisplayName } from './booking-invite.ics';
import { facts, formatWhen, type MailContent, reasonFact, render } from './booking-mail.templates';
import { guestMailMessages } from './guest-mail-messages';
import { mailLanguage, mailMessages } from './mail-messages';

/** What a guest is told (docs/product.md#questions-and-guests). */
export type GuestChange = 'created' | 'confirmed' | 'rejected' | 'rescheduled' | 'cancelled';

/**
 * A mail to one of the booking's guests, in the attendee's language and zone: the facts the
 * attendee sees (never the host-only answers), no cancel or reschedule link (the attendee's
 * capability), and who to ask instead.
 */
export function guestMail(
  details: BookingDetails,
  change: GuestChange,
  locale: string,
  context: { previous?: { startTime: Date; endTime: Date }; cancelledBy?: 'attendee' | 'host' } = {},
): MailContent {
  const language = mailLanguage(locale);
  const { booking, eventType, host } = details;
  const m = mailMessages[language];
  const g = guestMailMessages[language];
  const hostName = hostDisplayName(host);
  const list = facts(details, 'attendee', locale);
  const ask = g.askAttendee(booking.attendeeName);
  const when = formatWhen(booking.startTime, booking.endTime, booking.timezone, locale);
  if (change === 'cancelled' || change === 'rejected') {
    const cancelled = change === 'cancelled';
    const who = context.cancelledBy === 'attendee' ? booking.attendeeName : hostName;
    return render(m, (cancelled ? m.subjects.cancelled : m.subjects.declined)(eventType.title, when.date), {
      greeting: g.greeting,
      lead: cancelled ? m.leads.cancelledBy(who) : g.leads.rejected(hostName),
      facts: [...list, ...reasonFact(details, m)],
      closing: [m.closings.removedFromCalendar],
    });
  }
  if (change === 'rescheduled') {
    const previous = context.previous;
    const before = previous
      ? formatWhen(previous.startTime, previous.endTime, booking.timezone, locale)
      : null;
    return render(m, m.subjects.rescheduled(eventType.title, hostName), {
      greeting: g.greeting,
      lead: g.leads.rescheduled,
      facts: before ? [...list, [m.labels.previously, `${before.date}, ${before.time}`]] : list,
      closing: [m.closings.updatedInviteAttached, ask],
    });
  }
  const pending = booking.status === 'pending';
  const subject = pending ? m.subjects.pending : m.subjects.confirmed;
  return render(m, subject(eventType.title, hostName), {
    greeting: g.greeting,
    lead:
      change === 'confirmed'
        ? g.leads.confirmed(hostName)
        : pending
          ? g.leads.invitedPending(booking.attendeeName)
          : g.leads.invited(booking.attendeeName),
    facts: list,
    closing: [change === 'confirmed' ? m.closings.updatedInviteAttached : m.closings.inviteAttached, ask],
  });
}
