import {
  type Booking,
  type BookingAnalytics,
  type BookingStats,
  type BookingStatus,
  type BookingsPage,
  bookingActionMessages,
  bookingMessages,
  type bookingsQuerySchema,
  type CancellationPayload,
  type FreeTimes,
  type FreeTimesQuery,
  queryDateRange,
} from '@slotwise/shared/contract/bookings.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/database';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import { bookingLocationDetailsOf } from '../../lib/location-details.util';
// Every provider's calendar event (Google, CalDAV), under the name the calls below have always used.
import { enqueueBookingCalendarEvents as enqueueCalendarSync } from '../calendars/booking-calendar-events';
import { cancelBookingJobs } from '../jobs/jobs.repository';
import type { BookingNotifications } from '../notifications/booking-notifications.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { enqueueWebhookEvent } from '../webhooks/webhook-events';
import { listBookingAssignments } from './booking-assignments.repository';
import { isBookingHost } from './booking-hosts.repository';
import { findBookingDetails } from './bookings.repository';
import type { BookingsService } from './bookings.service';
import { countHostAnalytics } from './host-analytics.repository';
import {
  countHostBookingStats,
  deleteBooking,
  deleteFinishedBooking,
  findHostBooking,
  type HostBookingRow,
  listHostBookings,
  transitionBooking,
} from './host-bookings.repository';
import { withBookingHosts } from './team-booking';

export type BookingsQuery = z.output<typeof bookingsQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new HttpError(404, { message: bookingMessages.notFound });
const conflict = (message: string) => new HttpError(409, { message });

/** A list row as the contract's Booking (docs/product.md#booking-fields). */
export function toBooking(row: HostBookingRow): Booking {
  return {
    id: row.id,
    status: row.status as BookingStatus,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    created_at: row.createdAt.toISOString(),
    attendee_name: row.attendeeName,
    attendee_email: row.attendeeEmail,
    additional_attendees: row.additionalAttendees,
    guests: row.guests,
    timezone: row.timezone,
    answers: row.answers,
    google_meet_link: row.googleMeetLink,
    google_calendar_event_id: row.googleCalendarEventId,
    cancellation_reason: row.cancellationReason,
    attendee_phone: row.attendeePhone,
    cancelled_by: row.cancelledBy,
    rejected: row.rejected,
    rescheduled_by: row.rescheduledBy,
    rescheduled_at: row.rescheduledAt?.toISOString() ?? null,
    duration: row.eventTypeDuration,
    event_type: {
      id: row.eventTypeId,
      title: row.eventTypeTitle,
      duration: row.eventTypeDuration,
      location: row.eventTypeLocation as EventLocation,
      location_details: bookingLocationDetailsOf(
        {
          location: row.eventTypeLocation,
          locationAddress: row.eventTypeLocationAddress,
          locationPhone: row.eventTypeLocationPhone,
          locationPhoneFrom: row.eventTypeLocationPhoneFrom,
          locationUrl: row.eventTypeLocationUrl,
        },
        row,
      ),
      // Only team bookings carry it (personal ones keep their shape).
      ...(row.eventTypeTeamName ? { team_name: row.eventTypeTeamName } : {}),
    },
    // Only meetings of a series carry it (the others keep their shape).
    ...(row.seriesId && row.seriesCount !== null
      ? { series: { id: row.seriesId, position: (row.seriesIndex ?? 0) + 1, count: Number(row.seriesCount) } }
      : {}),
  };
}

export interface HostBookingsServiceDeps {
  db: Db;
  scheduling: SchedulingService;
  notifications: BookingNotifications;
  /** The public side's service: the host's cancel reuses its rules, jobs and e-mails. */
  bookings: BookingsService;
  /** Called after any change of a host's bookings (drops cached free times). */
  onHostBookingsChanged?: (hostId: string) => void;
}

/**
 * The signed-in host's bookings (issue #5): list, figures, and the status actions. Every call
 * is scoped to the host: another host's booking (or a malformed id) is simply not found.
 */
export class HostBookingsService {
  constructor(private readonly deps: HostBookingsServiceDeps) {}

  /** `reads`: the handle to read with (a standby that has the host's writes, or the primary). */
  async list(
    hostId: string,
    query: BookingsQuery,
    now = new Date(),
    reads = this.deps.db,
  ): Promise<BookingsPage> {
    checkInstantRange(query.from, query.to);
    const search = query.search?.trim();
    const { rows, total } = await listHostBookings(reads, {
      hostId,
      status: query.status,
      search: search ? search : undefined,
      eventTypeId: query.event_type_id,
      when: query.when,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      now,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return {
      data: await this.withAssignments(rows.map(toBooking)),
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
    };
  }

  async stats(hostId: string, now = new Date(), reads = this.deps.db): Promise<BookingStats> {
    return countHostBookingStats(reads, hostId, now);
  }

  /**
   * The last `weeks` weeks and as many weeks ahead (docs/product.md#analytics): booked meetings
   * still to come count like the past ones, in every figure and in the cancellation rate.
   */
  async analytics(
    hostId: string,
    weeks: number,
    now = new Date(),
    reads = this.deps.db,
  ): Promise<BookingAnalytics> {
    // One statement: the zone, the weeks and the types (host-analytics.repository.ts).
    const { timeZone, perWeek, byEventType } = await countHostAnalytics(reads, hostId, weeks, now, weeks);
    const byStatus: Record<BookingStatus, number> = { pending: 0, confirmed: 0, cancelled: 0 };
    let upcoming = 0;
    for (const row of byEventType) {
      byStatus.pending += row.pending;
      byStatus.confirmed += row.confirmed;
      byStatus.cancelled += row.cancelled;
      upcoming += row.upcoming;
    }
    const total = byStatus.pending + byStatus.confirmed + byStatus.cancelled;
    // The weeks ahead are charted up to the last one with a booking (the current week at least).
    let shown = weeks;
    perWeek.forEach((week, index) => {
      if (index >= weeks && week.count > 0) shown = index + 1;
    });
    return {
      time_zone: timeZone,
      per_week: perWeek.slice(0, shown).map((week) => ({ week_start: week.weekStart, count: week.count })),
      by_status: byStatus,
      by_event_type: byEventType.map((row) => ({
        event_type_id: row.eventTypeId,
        title: row.title,
        count: row.pending + row.confirmed + row.cancelled,
      })),
      cancellation_rate: total === 0 ? 0 : byStatus.cancelled / total,
      total,
      upcoming,
    };
  }

  async get(hostId: string, id: string): Promise<Booking> {
    const [booking] = await this.withAssignments([toBooking(await this.findRow(hostId, id))]);
    return booking;
  }

  /** Round-robin bookings with why they went to their host (docs/product.md#fair-round-robin). */
  private async withAssignments(list: Booking[]): Promise<Booking[]> {
    const assignments = await listBookingAssignments(
      this.deps.db,
      list.map((booking) => booking.id),
    );
    if (assignments.size === 0) return list;
    return list.map((booking) => {
      const assignment = assignments.get(booking.id);
      return assignment ? { ...booking, assignment } : booking;
    });
  }

  /** Pending and still ahead -> confirmed; the attendee gets the confirmed invite. */
  async confirm(hostId: string, id: string, now = new Date()): Promise<Booking> {
    const details = await this.findDetails(hostId, id);
    if (details.booking.status !== 'pending') throw conflict(bookingActionMessages.onlyPendingConfirm);
    if (isPast(details, now)) throw conflict(bookingActionMessages.alreadyPast);
    const row = await inTransaction(this.deps.db, async (tx) => {
      const confirmed = await transitionBooking(tx, id, hostId, ['pending'], { status: 'confirmed' }, now);
      if (confirmed) {
        const awaitMeet = await enqueueCalendarSync(tx, id, 'upsert');
        await this.deps.notifications.bookingConfirmed(tx, { ...details, booking: confirmed }, awaitMeet);
        await this.deps.notifications.teamHostsChange(tx, { ...details, booking: confirmed }, 'confirmed', {
          actorId: hostId,
        });
        await enqueueWebhookEvent(tx, 'booking.confirmed', { ...details, booking: confirmed });
      }
      return confirmed;
    });
    if (!row) throw conflict(bookingActionMessages.onlyPendingConfirm);
    this.changed(hostId);
    return this.get(hostId, id);
  }

  /** Pending and still ahead -> cancelled with a reason ('Rejected by host' when none). */
  async reject(hostId: string, id: string, payload: CancellationPayload, now = new Date()): Promise<Booking> {
    const details = await this.findDetails(hostId, id);
    if (details.booking.status !== 'pending') throw conflict(bookingActionMessages.onlyPendingReject);
    if (isPast(details, now)) throw conflict(bookingActionMessages.alreadyPast);
    const reason = payload.cancellation_reason?.trim() || bookingMessages.defaultRejectReason;
    const row = await inTransaction(this.deps.db, async (tx) => {
      const rejected = await transitionBooking(
        tx,
        id,
        hostId,
        ['pending'],
        {
          status: 'cancelled',
          cancellationReason: reason,
          cancelledAt: now,
          cancelledBy: 'host',
          rejected: true,
        },
        now,
      );
      if (rejected) {
        await cancelBookingJobs(tx, id);
        await enqueueCalendarSync(tx, id, 'delete');
        await this.deps.notifications.bookingRejected(tx, { ...details, booking: rejected });
        await this.deps.notifications.teamHostsChange(tx, { ...details, booking: rejected }, 'rejected', {
          actorId: hostId,
        });
        await enqueueWebhookEvent(tx, 'booking.rejected', { ...details, booking: rejected });
      }
      return rejected;
    });
    if (!row) throw conflict(bookingActionMessages.onlyPendingReject);
    this.changed(hostId);
    return this.get(hostId, id);
  }

  /** Pending or confirmed and still ahead -> cancelled: the public cancel's rules, jobs and e-mails. */
  async cancel(hostId: string, id: string, payload: CancellationPayload, now = new Date()): Promise<Booking> {
    await this.findRow(hostId, id);
    // BookingsService.cancel reports to onHostBookingsChanged itself.
    await this.deps.bookings.cancel(id, payload, 'host', now);
    return this.get(hostId, id);
  }

  /** Only cancelled or past bookings are removed; a live one must be cancelled first (attendee told). */
  async remove(hostId: string, id: string, now = new Date()): Promise<void> {
    await this.findRow(hostId, id);
    const deleted = await deleteFinishedBooking(this.deps.db, id, hostId, now);
    if (!deleted) throw conflict(bookingActionMessages.deleteLiveBooking);
    this.changed(hostId);
  }

  /** Cancels a live, future booking and deletes it in one transaction, with the cancellation e-mails queued in it. */
  async cancelAndDelete(
    hostId: string,
    id: string,
    payload: CancellationPayload,
    now = new Date(),
  ): Promise<void> {
    const details = await this.findDetails(hostId, id);
    if (details.booking.status === 'cancelled') throw conflict(bookingActionMessages.alreadyCancelled);
    if (isPast(details, now)) throw conflict(bookingActionMessages.alreadyPast);
    const reason = payload.cancellation_reason?.trim() || null;
    const cancelled = await inTransaction(this.deps.db, async (tx) => {
      const row = await transitionBooking(
        tx,
        id,
        hostId,
        ['pending', 'confirmed'],
        { status: 'cancelled', cancellationReason: reason, cancelledAt: now, cancelledBy: 'host' },
        now,
      );
      if (row) {
        // Queued before the row goes: the calendar job keeps what it needs (its reminders go with the row).
        await enqueueCalendarSync(tx, id, 'delete');
        // The mails hold their rendered text, so they survive the row.
        await this.deps.notifications.bookingCancelled(tx, { ...details, booking: row }, 'host');
        await enqueueWebhookEvent(tx, 'booking.cancelled', { ...details, booking: row });
        await deleteBooking(tx, id);
      }
      return row;
    });
    if (!cancelled) throw conflict(bookingActionMessages.alreadyCancelled);
    this.changed(hostId);
  }

  /** The booking page's free times of the booking's own event type, the booking itself not busy. */
  async freeTimes(hostId: string, id: string, query: FreeTimesQuery, now = new Date()): Promise<FreeTimes> {
    await this.findDetails(hostId, id);
    return this.deps.bookings.freeTimes(id, query, now);
  }

  /**
   * Moves a live, future booking to another free time of its event type, keeping its id
   * (BookingsService.reschedule, shared with the attendee's reschedule page).
   */
  async reschedule(hostId: string, id: string, startTime: string, now = new Date()): Promise<Booking> {
    await this.findDetails(hostId, id);
    // BookingsService.reschedule reports to onHostBookingsChanged itself.
    const moved = await this.deps.bookings.reschedule(id, startTime, 'host', now, hostId);
    // Reassigned (round robin): the acting host no longer holds it; read it as its new host sees it.
    const holds = moved.host.id === hostId || (moved.hosts ?? []).some((one) => one.id === hostId);
    return this.get(holds ? hostId : moved.host.id, id);
  }

  private async findRow(hostId: string, id: string): Promise<HostBookingRow> {
    const row = UUID.test(id) ? await findHostBooking(this.deps.db, hostId, id) : null;
    if (!row) throw notFound();
    return row;
  }

  private async findDetails(hostId: string, id: string): Promise<BookingDetails> {
    const details = UUID.test(id) ? await findBookingDetails(this.deps.db, id) : null;
    // Every host a team booking holds may act on it (docs/product.md#teams).
    if (
      !details ||
      details.booking.status === 'unverified' ||
      (details.host.id !== hostId && !(await isBookingHost(this.deps.db, id, hostId)))
    ) {
      throw notFound();
    }
    return withBookingHosts(this.deps.db, details);
  }

  private changed(hostId: string): void {
    this.deps.onHostBookingsChanged?.(hostId);
  }
}

// The query calendar (queryDateRange) as instants: from its first day 00:00Z to the end of its last day UTC.
const FIRST_INSTANT = Date.parse(`${queryDateRange.first}T00:00:00Z`);
const END_INSTANT = Date.parse(`${queryDateRange.last}T23:59:59.999Z`);

/**
 * The bookings list's from/to (ISO date-times with any offset): within the query calendar
 * (PostgreSQL refuses year 0 or 10000, which an offset can reach) and in order.
 */
export function checkInstantRange(from: string | undefined, to: string | undefined): void {
  const errors: Record<string, string[]> = {};
  const bounds = { from, to };
  for (const [field, value] of Object.entries(bounds)) {
    if (value === undefined) continue;
    const instant = Date.parse(value);
    if (!(instant >= FIRST_INSTANT && instant <= END_INSTANT))
      errors[field] = [bookingMessages.dateOutOfRange];
  }
  if (
    !errors.from &&
    !errors.to &&
    from !== undefined &&
    to !== undefined &&
    Date.parse(to) < Date.parse(from)
  ) {
    errors.to = [bookingMessages.rangeOrder];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

function isPast(details: BookingDetails, now: Date): boolean {
  return details.booking.startTime.getTime() <= now.getTime();
}
