import { type EventLocation, locationLabels } from '@slotwise/shared/contract/locations.contract';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { BookingDetails } from '../../db/schema/bookings.schema';

/**
 * Why an invite is sent. Its SEQUENCE is the booking's stored one, raised by each confirm, move
 * and cancel, so calendars apply the latest (same UID throughout).
 */
export type InviteReason = 'created' | 'confirmed' | 'rescheduled' | 'cancelled';

export function cancelLink(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/cancel/${bookingId}`;
}

/** The attendee's reschedule page: the same unguessable-id capability as the cancel page. */
export function rescheduleLink(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/reschedule/${bookingId}`;
}

/** The booking's details in the host's dashboard (the Bookings screen opens them from this link). */
export function hostBookingLink(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/dashboard/bookings?booking=${bookingId}`;
}

export function hostDisplayName(host: BookingDetails['host']): string {
  return host.surname ? `${host.name} ${host.surname}` : host.name;
}

/**
 * The iCalendar invite of a booking: METHOD:REQUEST, or METHOD:CANCEL once cancelled. The
 * attendee's copy carries the Reschedule and Cancel links; the host's the booking in their dashboard.
 */
export function buildBookingInvite(
  details: BookingDetails,
  publicUrl: string,
  reason: InviteReason,
  recipient: 'attendee' | 'host' = 'attendee',
): string {
  const { booking, eventType, host } = details;
  const cancelled = reason === 'cancelled' || booking.status === 'cancelled';
  const forHost = recipient === 'host';
  const link = forHost ? hostBookingLink(publicUrl, booking.id) : cancelLink(publicUrl, booking.id);
  const where =
    booking.googleMeetLink ?? locationLabels[eventType.location as EventLocation] ?? eventType.location;
  const calendar = ical({
    prodId: { company: 'Slotwise', product: 'Slotwise', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const attendees = [
    { name: booking.attendeeName, email: booking.attendeeEmail },
    ...booking.additionalAttendees,
  ];
  calendar.createEvent({
    id: `${booking.id}@slotwise`,
    sequence: booking.sequence,
    stamp: new Date(),
    start: booking.startTime,
    end: booking.endTime,
    summary: `${eventType.title} with ${hostDisplayName(host)}`,
    description: cancelled
      ? `Cancelled.${booking.cancellationReason ? ` Reason: ${booking.cancellationReason}` : ''}`
      : forHost
        ? `Details: ${link}`
        : `To reschedule: ${rescheduleLink(publicUrl, booking.id)}\nTo cancel: ${link}`,
    location: where,
    url: link,
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
  });
  return calendar.toString();
}
