import { isCalendarDate } from '@slotwise/shared/contract/availability.contract';
import {
  bookingMessages,
  type FreeTimes,
  type FreeTimesQuery,
  maxFreeTimesRangeDays,
  type PublicBooking,
  queryDateRange,
} from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { Db } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import { locationDetailsOf } from '../../lib/location-details.util';
import { findEventTypeByLink } from '../scheduling/scheduling.repository';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { wallClockOfDate } from '../scheduling/zone-offset';

const DAY = 86_400_000;
const MINUTE = 60_000;
const DATE_FORMAT_MESSAGE = 'Use the YYYY-MM-DD format';

/** Errors of one query date: not a real date, or outside the calendar a query may ask about. */
function dateErrors(date: string): string[] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date)) return [DATE_FORMAT_MESSAGE];
  if (date < queryDateRange.first || date > queryDateRange.last) return [bookingMessages.dateOutOfRange];
  return null;
}

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
  return {
    id: booking.id,
    status: booking.status as PublicBooking['status'],
    start_time: booking.startTime.toISOString(),
    end_time: booking.endTime.toISOString(),
    timezone: booking.timezone,
    attendee_name: booking.attendeeName,
    cancellation_reason: booking.cancellationReason,
    cancellable: booking.status !== 'cancelled' && booking.startTime.getTime() > now.getTime(),
    reschedulable: attendeeMayReschedule(booking, eventType.minimumNoticeMinutes, now),
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
    location_details: locationDetailsOf(eventType),
    attendee_phone: booking.attendeePhone,
    meet_link_expected:
      booking.googleMeetLink === null && booking.status === 'confirmed' && eventType.meetAccount === true,
    team_slug: eventType.teamSlug ?? null,
  };
}

/** The booking page's free times of an active event type. */
export class PublicFreeTimesService {
  constructor(
    private readonly db: Db,
    private readonly scheduling: SchedulingService,
  ) {}

  /** Checks the query, finds the active event type: the host id (for caching) and the answer. */
  async freeTimes(
    username: string,
    slug: string,
    query: FreeTimesQuery,
    now = new Date(),
  ): Promise<{ hostId: string; freeTimes: FreeTimes }> {
    checkRange(query);
    const eventType = await findEventTypeByLink(this.db, username, slug);
    if (!eventType?.isPublic) throw new HttpError(404, { message: eventTypeMessages.notFound });
    const freeTimes = await this.scheduling.freeTimes(
      eventType,
      { startDate: query.start, endDate: query.end, timeZone: query.time_zone },
      now,
    );
    return { hostId: eventType.host.id, freeTimes };
  }
}

/**
 * The requested dates: real, within the query calendar, in order, at most 42 days. Checked
 * before any work; days before the minimum notice or beyond the booking window are then
 * answered empty without being computed (SchedulingService.freeTimes).
 */
export function checkRange(query: FreeTimesQuery): void {
  const errors: Record<string, string[]> = {};
  const startErrors = dateErrors(query.start);
  const endErrors = dateErrors(query.end);
  if (startErrors) errors.start = startErrors;
  if (endErrors) errors.end = endErrors;
  if (Object.keys(errors).length === 0) {
    const days = (wallClockOfDate(query.end) - wallClockOfDate(query.start)) / DAY + 1;
    if (days < 1) errors.end = [bookingMessages.rangeOrder];
    else if (days > maxFreeTimesRangeDays) errors.end = [bookingMessages.rangeTooLong];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
