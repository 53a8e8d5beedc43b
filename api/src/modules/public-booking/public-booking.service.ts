import {
  bookingMessages,
  type FreeTimes,
  type FreeTimesQuery,
  maxFreeTimesRangeDays,
  type PublicBooking,
} from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { findEventTypeByLink } from '../scheduling/scheduling.repository';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { wallClockOfDate } from '../scheduling/zone-offset';
import type { Db } from '../../db/database';

const DAY = 86_400_000;
const DATE_FORMAT_MESSAGE = 'Use the YYYY-MM-DD format';

function isRealDate(date: string): boolean {
  return new Date(wallClockOfDate(date)).toISOString().slice(0, 10) === date;
}

/** What the attendee's pages see of a booking: no other attendees, no answers (decisions §6). */
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
    event_type: {
      title: eventType.title,
      duration: eventType.duration,
      location: eventType.location as EventLocation,
      slug: eventType.slug,
    },
    host: { name: host.name, surname: host.surname, username: host.username, avatar: host.avatar },
    google_meet_link: booking.googleMeetLink,
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

export function checkRange(query: FreeTimesQuery): void {
  const errors: Record<string, string[]> = {};
  if (!isRealDate(query.start)) errors.start = [DATE_FORMAT_MESSAGE];
  if (!isRealDate(query.end)) errors.end = [DATE_FORMAT_MESSAGE];
  if (Object.keys(errors).length === 0) {
    const days = (wallClockOfDate(query.end) - wallClockOfDate(query.start)) / DAY + 1;
    if (days < 1) errors.end = [bookingMessages.rangeOrder];
    else if (days > maxFreeTimesRangeDays) errors.end = [bookingMessages.rangeTooLong];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
