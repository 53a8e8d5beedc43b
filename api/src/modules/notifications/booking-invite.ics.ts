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

export function hostDisplayName(host: BookingDetails['host']): string {
  return host.surname ? `${host.name} ${host.surname}` : host.name;
}

/** The iCalendar invite of a booking: METHOD:REQUEST, or METHOD:CANCEL once cancelled. */
export function buildBookingInvite(details: BookingDetails, publicUrl: string, reason: InviteReason): string {
  const { booking, eventType, host } = details;
  const cancelled = reason === 'cancelled' || booking.status === 'cancelled';
  const link = cancelLink(publicUrl, booking.id);
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
      : `To cancel: ${link}`,
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
