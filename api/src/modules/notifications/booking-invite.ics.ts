import { type EventLocation, locationLabels } from '@slotwise/shared/contract/locations.contract';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { shownJitsiLink } from '../../lib/jitsi-room.util';
import type { LocationColumns } from '../../lib/location-details.util';
import { inviteMessages } from './invite-messages';
import { mailLanguage, mailMessages } from './mail-messages';
import { seriesEvents } from './series-invite.ics';

/**
 * Why an invite is sent. Its SEQUENCE is the booking's stored one, raised by each confirm, move
 * and cancel, so calendars apply the latest (same UID throughout).
 */
export type InviteReason = 'created' | 'confirmed' | 'rescheduled' | 'cancelled';

/** The attendee's cancel page: the booking's link secret is the capability (docs/product.md#attendee-link-secrets). */
export function cancelLink(publicUrl: string, linkSecret: string): string {
  return `${publicUrl}/cancel/${linkSecret}`;
}

/** The attendee's reschedule page: the same secret as the cancel page. */
export function rescheduleLink(publicUrl: string, linkSecret: string): string {
  return `${publicUrl}/reschedule/${linkSecret}`;
}

/** The booking's details in the host's dashboard (the Bookings screen opens them from this link). */
export function hostBookingLink(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/dashboard/bookings?booking=${bookingId}`;
}

export function hostDisplayName(host: BookingDetails['host']): string {
  return host.surname ? `${host.name} ${host.surname}` : host.name;
}

/**
 * Where the meeting happens, as the mails, SMS and .ics LOCATION say it: the Meet link once
 * known, the address, the phone number or the meeting URL after the location's name
 * (docs/product.md#locations). `label`: the location's name in the reader's language, `separator`
 * their punctuation (" : " in French).
 */
export function locationLine(
  details: {
    booking: Pick<BookingDetails['booking'], 'googleMeetLink' | 'attendeePhone'> &
      Partial<Pick<BookingDetails['booking'], 'jitsiLink' | 'status'>>;
    eventType: LocationColumns;
  },
  label?: string,
  separator = ': ',
): string {
  const { booking, eventType } = details;
  const location = eventType.location as EventLocation;
  const name = label ?? locationLabels[location] ?? eventType.location;
  if (booking.googleMeetLink) return booking.googleMeetLink;
  // The booking's own Jitsi room (docs/product.md#jitsi-meet); a cancelled one names no room.
  const jitsi = shownJitsiLink(booking, location);
  if (jitsi) return `${name}${separator}${jitsi}`;
  const phone =
    eventType.locationPhoneFrom === 'attendee' ? booking.attendeePhone : (eventType.locationPhone ?? null);
  const detail =
    location === 'in_person'
      ? eventType.locationAddress
      : location === 'phone'
        ? phone
        : location === 'zoom' || location === 'teams'
          ? eventType.locationUrl
          : null;
  return detail ? `${name}${separator}${detail}` : name;
}

/**
 * The iCalendar invite of a booking: METHOD:REQUEST, or METHOD:CANCEL once cancelled. The
 * attendee's copy carries the Reschedule and Cancel links; the host's the booking in their
 * dashboard. SUMMARY, DESCRIPTION and LOCATION are in the recipient's language (`locale`).
 */
export function buildBookingInvite(
  details: BookingDetails,
  publicUrl: string,
  reason: InviteReason,
  /** 'guest' (docs/product.md#questions-and-guests): no links, the attendee's are theirs alone. */
  recipient: 'attendee' | 'host' | 'guest' = 'attendee',
  locale = 'en',
): string {
  const { booking, eventType, host } = details;
  const language = mailLanguage(locale);
  const m = mailMessages[language];
  const t = inviteMessages[language];
  const cancelled = reason === 'cancelled' || booking.status === 'cancelled';
  const forHost = recipient === 'host';
  const forGuest = recipient === 'guest';
  const link = forHost ? hostBookingLink(publicUrl, booking.id) : cancelLink(publicUrl, booking.linkSecret);
  const where = locationLine(details, m.locations[eventType.location as EventLocation], m.labelSeparator);
  // A Jitsi booking's calendar entry opens the room: URL, and the description's first line.
  const join = cancelled ? null : shownJitsiLink(booking, eventType.location);
  const joinLine = join ? `${where}\n` : '';
  const reasonLine = booking.cancellationReason
    ? ` ${m.labels.reason}${m.labelSeparator}${booking.cancellationReason}`
    : '';
  const calendar = ical({
    prodId: { company: 'Slotwise', product: 'Slotwise', language: language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const attendees = [
    { name: booking.attendeeName, email: booking.attendeeEmail },
    ...booking.additionalAttendees,
    // Guests are attendees of the event (docs/product.md#questions-and-guests).
    ...(booking.guests ?? []).map((email) => ({ name: email, email })),
  ];
  const event: ICalEventData = {
    id: `${booking.id}@slotwise`,
    sequence: booking.sequence,
    stamp: new Date(),
    start: booking.startTime,
    end: booking.endTime,
    summary: t.summary(eventType.title, hostDisplayName(host)),
    description: cancelled
      ? `${t.cancelled}${reasonLine}`
      : forHost
        ? `${joinLine}${t.details} ${link}`
        : forGuest
          ? join
          : `${joinLine}${t.toReschedule} ${rescheduleLink(publicUrl, booking.linkSecret)}\n${t.toCancel} ${link}`,
    location: where,
    url: join ?? (forGuest ? null : link),
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : booking.status === 'pending'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    organizer: { name: hostDisplayName(host), email: host.email },
    attendees: attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    })),
  };
  // A meeting of a series speaks for the series (docs/product.md#recurring-series).
  for (const one of details.series ? seriesEvents(details, event, reason) : [event])
    calendar.createEvent(one);
  return calendar.toString();
}
