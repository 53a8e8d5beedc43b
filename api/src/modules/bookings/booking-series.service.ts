import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import {
  type BookingStatus,
  bookingMessages,
  type CancellationPayload,
} from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { recurringMessages } from '@slotwise/shared/contract/recurring.contract';
import {
  busyOccurrencesKey,
  type RecurringFrequency,
  seriesStarts,
} from '@slotwise/shared/contract/series-rule.contract';
import { format } from 'date-fns';
import { inTransaction } from '../../db/database';
import type { BookingDetails, BookingRow } from '../../db/schema/bookings.schema';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import { newJitsiLink } from '../../lib/jitsi-room.util';
import { enqueueBookingCalendarEvents as enqueueCalendarSync } from '../calendars/booking-calendar-events';
import { enqueueCaldavSync } from '../calendars/caldav-sync.job';
import { enqueueMicrosoftSync } from '../calendars/microsoft-sync.job';
import { CALENDAR_SYNC_JOB } from '../google-calendar/calendar-sync.job';
import { cancelBookingJobs, insertJobs, listBookingJobs } from '../jobs/jobs.repository';
import { withChosenDuration } from '../scheduling/chosen-duration';
import type { FreeStart } from '../scheduling/free-times';
import { findEventTypeById, withTeamHosts } from '../scheduling/scheduling.repository';
import { isSeated, isTeamType } from '../scheduling/scheduling.service';
import { enqueueWebhookEvent, enqueueWebhookEvents } from '../webhooks/webhook-events';
import { insertCoHosts } from './booking-hosts.repository';
import { holdBookingLimits, lockBookingLimits } from './booking-limits-guard';
import { lockHostDaysOf } from './booking-race.repository';
import { reminderJobs } from './booking-reminder.job';
import {
  findRecurrence,
  findSeriesBookingId,
  findSeriesDetails,
  insertBookings,
  insertSeries,
  listLiveFollowing,
} from './booking-series.repository';
import { markBookingCancelled } from './bookings.repository';
import {
  type BookingsService,
  type BookingsServiceDeps,
  type CreateOptions,
  checkAttendeePhone,
  isDoubleBooking,
  type NewBooking,
} from './bookings.service';
import { createdEventTypeOf } from './created-event-type';
import { assignHosts } from './team-booking';

const MINUTE = 60_000;
const slotTaken = () => new HttpError(409, { message: bookingMessages.slotTaken });

/** The busy meetings as the 409 names them: in the attendee's zone, in the contract's English. */
function namedDates(starts: Date[], timeZone: string): string {
  return starts
    .map((start) => format(new TZDate(start.getTime(), timeZone), "EEEE, MMMM d, yyyy 'at' h:mm a"))
    .join('; ');
}

/**
 * Series of a recurring type (docs/product.md#recurring-series): every meeting is a booking of
 * its own (so the no-double-booking constraint, reminders, the calendar and the host's list treat
 * it as one), linked by series_id and created together in one transaction; one confirmation
 * mail carries the series' invite (RRULE, EXDATE).
 */
export class BookingSeriesService {
  constructor(
    private readonly bookings: BookingsService,
    private readonly deps: BookingsServiceDeps,
  ) {}

  /**
   * Books `request.count` meetings from payload.start_time, the dates in `request.skip` left
   * out. Every other meeting must be free: otherwise 409 naming the busy ones (their starts in
   * errors.busy_occurrences), so the attendee books the others or picks another start.
   */
  async create(
    payload: NewBooking,
    request: { count: number; skip: string[] },
    now = new Date(),
    options: CreateOptions & { recheck?: boolean } = {},
  ): Promise<BookingDetails> {
    const { db } = this.deps;
    const found = await findEventTypeById(db, payload.event_type_id);
    if (!found?.isPublic) throw new HttpError(404, { message: eventTypeMessages.notFound });
    const recurrence = await findRecurrence(db, found.id);
    // A single-use type books one meeting through its link; a type that confirms the attendee's
    // e-mail holds one booking: neither books series (docs/product.md#recurring-series).
    if (found.sharing === 'single_use') throw new HttpError(404, { message: eventTypeMessages.notFound });
    if (!recurrence?.recurring || isSeated(found) || found.confirmAttendeeEmail) {
      throw validationFailed({ series: [recurringMessages.notRecurring] });
    }
    if (request.count > recurrence.maxCount) {
      throw validationFailed({ 'series.count': [recurringMessages.countOverMax] });
    }
    // The chosen one of the type's durations (docs/product.md#several-durations).
    const eventType = withChosenDuration(await withTeamHosts(db, found), payload.duration);
    const { answers, guests } = await this.bookings.checkAnswers(eventType, payload);
    if (guests.length > 0) throw validationFailed({ guests: [recurringMessages.noGuests] });
    const attendeePhone = checkAttendeePhone(
      eventType,
      payload.attendee_phone,
      this.deps.smsAllowedCountries,
    );
    if (payload.additional_attendees.length > 0) {
      throw validationFailed({ additional_attendees: [bookingMessages.additionalAttendeesNotAllowed] });
    }

    // The host's zone keeps the meetings' local time across daylight-saving changes.
    const timeZone = eventType.host.timeZone;
    const frequency = recurrence.frequency as RecurringFrequency;
    const starts = seriesStarts(new Date(payload.start_time), frequency, request.count, timeZone);
    const skipped = new Set<number>();
    for (const iso of request.skip) {
      const index = starts.findIndex((start) => start.getTime() === new Date(iso).getTime());
      if (index === 0) throw validationFailed({ 'series.skip': [recurringMessages.firstNotSkipped] });
      if (index < 0) throw validationFailed({ 'series.skip': [recurringMessages.skipNotInSeries] });
      skipped.add(index);
    }
    const checks = await this.deps.scheduling.checkSeriesStarts(eventType, starts, now, { rereadBusy: true });
    const first = checks[0]?.free;
    if (!first) {
      if (checks[0]?.calendarBusy) throw new HttpError(409, { message: bookingMessages.slotNoLongerFree });
      throw checks[0]?.taken ? slotTaken() : new HttpError(409, { message: bookingMessages.slotUnavailable });
    }
    // Round robin: one host for the whole series, among those free at every meeting.
    let freeHosts = first.hosts;
    const busy: number[] = [];
    checks.forEach((check, index) => {
      if (index === 0 || skipped.has(index)) return;
      const hosts = check.free?.hosts;
      const together = freeHosts && hosts ? freeHosts.filter((one) => hosts.includes(one)) : freeHosts;
      if (!check.free || (together && together.length === 0)) busy.push(index);
      else freeHosts = together;
    });
    if (busy.length > 0) {
      const busyStarts = busy.map((index) => starts[index]);
      throw new HttpError(409, {
        message: recurringMessages.occurrencesBusy(namedDates(busyStarts, payload.timezone)),
        errors: { [busyOccurrencesKey]: busyStarts.map((start) => start.toISOString()) },
      });
    }
    const free: FreeStart & { hosts?: number[] } = { ...first, ...(freeHosts ? { hosts: freeHosts } : {}) };
    const { host, hosts } = await assignHosts(db, eventType, free, now);
    const booked = starts
      .map((start, index) => ({ start, index }))
      .filter(({ index }) => !skipped.has(index));
    const status: BookingStatus = eventType.requiresConfirmation ? 'pending' : 'confirmed';

    let details: BookingDetails;
    try {
      details = await inTransaction(db, async (tx) => {
        const series = await insertSeries(tx, {
          eventTypeId: eventType.id,
          frequency,
          timeZone,
          firstStart: starts[0],
          count: request.count,
          skipped: [...skipped].sort((a, b) => a - b).map((index) => starts[index].toISOString()),
        });
        // One Jitsi room for the whole series, as a standing meeting has: the series' invite
        // (one UID, RRULE) gives one location (docs/product.md#jitsi-meet).
        const jitsiLink = eventType.location === 'jitsi' ? newJitsiLink(this.deps.jitsiBaseUrl) : null;
        const values = booked.map(({ start, index }) => {
          const id = randomUUID();
          const end = new Date(start.getTime() + eventType.duration * MINUTE);
          return {
            id,
            hostId: host.id,
            eventTypeId: eventType.id,
            status,
            startTime: start,
            endTime: end,
            blockedStart: new Date(start.getTime() - eventType.bufferBefore * MINUTE),
            blockedEnd: new Date(end.getTime() + eventType.bufferAfter * MINUTE),
            seatKey: id,
            seats: 1,
            attendeeName: payload.attendee_name,
            attendeeEmail: payload.attendee_email,
            additionalAttendees: [],
            answers,
            timezone: payload.timezone,
            language: payload.language ?? 'en',
            attendeePhone,
            seriesId: series.id,
            seriesIndex: index,
            jitsiLink,
          };
        });
        // The limits' locks, then every meeting's host-day turn, in the order a new booking
        // takes them (docs/database.md#the-booking-race): a series and a booking of one host
        // and day take turns and never wait on each other's rows.
        const team = isTeamType(eventType);
        await lockBookingLimits(tx, eventType, hosts ?? [host], { team });
        await lockHostDaysOf(
          tx,
          (hosts ?? [host]).map((one) => one.id),
          values,
        );
        // One statement for the meetings (the constraint checks each row), one for their jobs.
        const rows = await insertBookings(tx, values);
        const [firstRow, ...laterRows] = rows;
        if (hosts) {
          const hostIds = hosts.map((one) => one.id);
          for (const row of rows) await insertCoHosts(tx, row, hostIds);
        }
        // Reminders go per meeting; each meeting is its own calendar event (with its Meet link),
        // in the calendar the first one goes to.
        await insertJobs(
          tx,
          rows.flatMap((row) => reminderJobs(row, eventType.reminders, now)),
        );
        const awaitMeet = await enqueueCalendarSync(tx, firstRow.id, 'upsert');
        const synced = (await listBookingJobs(tx, firstRow.id)).some((job) => job.kind === CALENDAR_SYNC_JOB);
        if (synced) {
          await insertJobs(
            tx,
            laterRows.map((row) => ({
              kind: CALENDAR_SYNC_JOB,
              payload: { action: 'upsert', bookingId: row.id },
              runAt: new Date(),
              bookingId: row.id,
            })),
          );
        }
        // CalDAV writes every meeting as its own event too (docs/calendars.md#what-is-written).
        for (const row of laterRows) await enqueueCaldavSync(tx, row.id, 'upsert');
        // So does Microsoft (docs/calendars.md#microsoft-365-and-outlookcom).
        for (const row of laterRows) await enqueueMicrosoftSync(tx, row.id, 'upsert');
        // Booking limits count each meeting (docs/product.md#booking-limits-and-start-times): with
        // every meeting inserted, each is checked against the others and the host's other bookings.
        for (const row of rows) {
          await holdBookingLimits(tx, eventType, row.startTime, hosts ?? [host], {
            joinsExisting: false,
            team,
            ignoreBookingId: row.id,
          });
        }
        const created: BookingDetails = {
          booking: rows[0],
          eventType: await createdEventTypeOf(tx, eventType, Boolean(hosts), awaitMeet),
          host,
          ...(hosts ? { hosts } : {}),
          series: { series, occurrences: rows },
        };
        // One confirmation per side for the whole series: the first meeting's, whose invite is the series'.
        await this.deps.notifications.bookingCreated(tx, created, awaitMeet);
        await this.deps.notifications.teamHostsCopies?.(tx, created, 'created');
        await enqueueWebhookEvents(
          tx,
          'booking.created',
          rows.map((row) => ({ ...created, booking: row })),
        );
        await options.beforeCommit?.(tx, created);
        return created;
      });
    } catch (error) {
      // A booking committed meanwhile: check again once, so the answer names the meeting it took.
      if (isDoubleBooking(error) && !options.recheck) {
        return this.create(payload, request, now, { ...options, recheck: true });
      }
      if (isDoubleBooking(error)) throw slotTaken();
      throw error;
    }
    for (const one of hosts ?? [host]) this.deps.onHostBookingsChanged?.(one.id);
    return details;
  }

  /**
   * The meeting a cancellation is about: the booking itself, or (series_position) the meeting at
   * that position of the same series, which the attendee's link of any of its meetings opens.
   */
  async meetingToCancel(details: BookingDetails, payload: CancellationPayload): Promise<BookingDetails> {
    if (payload.series_position === undefined && payload.series_scope !== 'this_and_following')
      return details;
    const seriesId = details.booking.seriesId;
    if (!seriesId) throw validationFailed({ series_scope: [recurringMessages.notInSeries] });
    if (
      payload.series_position === undefined ||
      payload.series_position - 1 === details.booking.seriesIndex
    ) {
      return details;
    }
    const id = await findSeriesBookingId(this.deps.db, seriesId, payload.series_position - 1);
    if (!id) throw new HttpError(404, { message: recurringMessages.occurrenceNotFound });
    return this.bookings.findDetails(id);
  }

  /**
   * Cancels the meeting and every live one after it, still ahead, in one transaction; the earlier
   * ones stay. Each frees its time, drops its reminders and calendar event and tells the
   * webhooks; each side gets one mail whose invite cancels those meetings (RECURRENCE-ID each).
   */
  async cancelFollowing(
    details: BookingDetails,
    payload: CancellationPayload,
    cancelledBy: 'attendee' | 'host',
    now = new Date(),
  ): Promise<BookingDetails> {
    const { db } = this.deps;
    const seriesId = details.booking.seriesId;
    if (!seriesId) throw validationFailed({ series_scope: [recurringMessages.notInSeries] });
    if (details.booking.status === 'cancelled') {
      throw new HttpError(409, { message: bookingMessages.alreadyCancelled });
    }
    if (details.booking.startTime.getTime() <= now.getTime()) {
      throw new HttpError(409, { message: bookingMessages.alreadyPast });
    }
    const reason = payload.cancellation_reason?.trim() || null;
    const result = await inTransaction(db, async (tx) => {
      const ids = await listLiveFollowing(tx, seriesId, details.booking.seriesIndex ?? 0, now);
      const before = await findSeriesDetails(tx, seriesId);
      const cancelled: BookingRow[] = [];
      for (const id of ids) {
        const row = await markBookingCancelled(tx, id, reason, cancelledBy);
        if (!row) continue;
        await cancelBookingJobs(tx, row.id);
        await enqueueCalendarSync(tx, row.id, 'delete');
        await enqueueWebhookEvent(tx, 'booking.cancelled', { ...details, booking: row });
        cancelled.push(row);
      }
      const [firstRow] = cancelled;
      if (!firstRow || !before) return null;
      const told: BookingDetails = {
        ...details,
        booking: firstRow,
        series: { ...before, cancelling: cancelled.map((row) => row.id) },
      };
      await this.deps.notifications.bookingCancelled(tx, told, cancelledBy);
      await this.deps.notifications.teamHostsCopies?.(tx, told, 'cancelled', cancelledBy);
      return firstRow;
    });
    if (!result) throw new HttpError(409, { message: bookingMessages.alreadyCancelled });
    for (const one of details.hosts ?? [details.host]) this.deps.onHostBookingsChanged?.(one.id);
    return this.bookings.findDetails(result.id);
  }
}
