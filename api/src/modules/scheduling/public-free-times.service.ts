import { isCalendarDate } from '@slotwise/shared/contract/availability.contract';
import {
  bookingMessages,
  type FreeTimesQuery,
  maxFreeTimesRangeDays,
  queryDateRange,
} from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import type { Db } from '../../db/database';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import { withChosenDuration } from './chosen-duration';
import type { FreeStartsByDate } from './free-times';
import { findEventTypeByLink } from './scheduling.repository';
import type { SchedulingService } from './scheduling.service';
import { wallClockOfDate } from './zone-offset';

const DAY = 86_400_000;
const DATE_FORMAT_MESSAGE = 'Use the YYYY-MM-DD format';

/** Errors of one query date: not a real date, or outside the calendar a query may ask about. */
function dateErrors(date: string): string[] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date)) return [DATE_FORMAT_MESSAGE];
  if (date < queryDateRange.first || date > queryDateRange.last) return [bookingMessages.dateOutOfRange];
  return null;
}

/** The booking page's free times of an active event type. */
export class PublicFreeTimesService {
  /** `reads`: a checked standby or the primary, per request (docs/database.md#reads-and-standbys). */
  constructor(
    private readonly reads: () => Db,
    private readonly scheduling: SchedulingService,
  ) {}

  /**
   * Checks the query, finds the active event type: the host id (for caching) and the answer's
   * starts (written out by freeStartsJson).
   */
  async freeTimes(
    username: string,
    slug: string,
    query: FreeTimesQuery,
    now = new Date(),
  ): Promise<{ hostId: string; freeTimes: FreeStartsByDate }> {
    checkRange(query);
    const db = this.reads();
    const found = await findEventTypeByLink(db, username, slug);
    // A single-use type's times are asked through its link (docs/product.md#private-sharing).
    if (!found?.isPublic || found.sharing === 'single_use') {
      throw new HttpError(404, { message: eventTypeMessages.notFound });
    }
    const eventType = withChosenDuration(found, query.duration);
    const freeTimes = await this.scheduling.freeStartsByDate(
      eventType,
      { startDate: query.start, endDate: query.end, timeZone: query.time_zone },
      now,
      { reads: db },
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
