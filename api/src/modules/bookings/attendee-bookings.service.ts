import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { BookingSeries } from '@slotwise/shared/contract/recurring.contract';
import type { BookingDetails, SeriesDetails } from '../../db/schema/bookings.schema';
import { bookingLocationDetailsOf } from '../../lib/location-details.util';
import { changePolicyOfDetails, policyAllowsChange } from './change-policy';

const MINUTE = 60_000;

/**
 * Whether the attendee may still move the booking themself: live, ahead, and not inside the
 * event type's minimum notice (docs/product.md#reschedule-page). The host may move it until it starts.
 */
export function attendeeMayReschedule(
  booking: Pick<BookingDetails['booking'], 'status' | 'startTime'>,
  minimumNoticeMinutes: number,
  now = new Date(),
): boolean {
  return (
    booking.status !== 'cancelled' &&
    booking.startTime.getTime() > now.getTime() &&
    booking.startTime.getTime() - now.getTime() >= minimumNoticeMinutes * MINUTE
  );
}

/**
 * What the attendee's pages see of a booking: no other attendees, no answers (docs/product.md#cancel-page).
 */
export function toPublicBooking(details: BookingDetails, now = new Date()): PublicBooking {
  const { booking, eventType, host } = details;
  // docs/product.md#cancel-and-reschedule-policy: when not allowed, the pages explain instead of offering.
  const policy = changePolicyOfDetails(eventType);
  return {
    id: booking.id,
    // A hold awaiting the attendee's e-mail reads as pending, with email_confirmation set.
    status: (booking.status === 'unverified' ? 'pending' : booking.status) as PublicBooking['status'],
    start_time: booking.startTime.toISOString(),
    end_time: booking.endTime.toISOString(),
    timezone: booking.timezone,
    attendee_name: booking.attendeeName,
    cancellation_reason: booking.cancellationReason,
    cancellable: booking.status !== 'cancelled' && booking.startTime.getTime() > now.getTime(),
    reschedulable: attendeeMayReschedule(booking, eventType.minimumNoticeMinutes, now),
    duration: eventType.duration,
    event_type: {
      title: eventType.title,
      duration: eventType.duration,
      location: eventType.location as EventLocation,
      slug: eventType.slug,
      kind: eventType.kind as PublicBooking['event_type']['kind'],
    },
    host: { name: host.name, surname: host.surname, username: host.username, avatar: host.avatar },
    google_meet_link: booking.googleMeetLink,
    // Team bookings (docs/product.md#teams): every host the booking holds.
    hosts: (details.hosts ?? [host]).map((one) => ({
      name: [one.name, one.surname].filter(Boolean).join(' '),
    })),
    location_details: bookingLocationDetailsOf(eventType, booking),
    attendee_phone: booking.attendeePhone,
    meet_link_expected:
      booking.googleMeetLink === null && booking.status === 'confirmed' && eventType.meetAccount === true,
    team_slug: eventType.teamSlug ?? null,
    change_policy: {
      ...policy,
      allowed_now: policyAllowsChange(policy, booking.startTime, now),
      contact_email: host.email,
    },
    ...(details.emailConfirmation ? { email_confirmation: details.emailConfirmation } : {}),
    ...(details.series ? { series: toBookingSeries(details.series, booking.seriesIndex ?? 0) } : {}),
  };
}

/** A booking's series as the pages show it (docs/product.md#recurring-series). */
export function toBookingSeries(details: SeriesDetails, index: number): BookingSeries {
  const { series, occurrences } = details;
  return {
    id: series.id,
    frequency: series.frequency as BookingSeries['frequency'],
    time_zone: series.timeZone,
    count: series.count,
    position: index + 1,
    occurrences: occurrences.map((row) => ({
      position: (row.seriesIndex ?? 0) + 1,
      start_time: row.startTime.toISOString(),
      status: row.status as BookingSeries['occurrences'][number]['status'],
    })),
    skipped: series.skipped,
  };
}
