import { randomUUID } from 'node:crypto';
import {
  type BookingActor,
  type BookingAnswer,
  type BookingStatus,
  bookingActionMessages,
  bookingMessages,
  type CancellationPayload,
  type FreeTimes,
  type FreeTimesQuery,
} from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { isPhoneNumber, locationMessages } from '@slotwise/shared/contract/locations.contract';
import type { Db, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/database';
import { pgError } from '../../db/pg-errors.util';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { type FieldErrors, HttpError, validationFailed } from '../../lib/http-errors.util';
import { phoneRequired } from '../../lib/location-details.util';
import { parseSmsNumber, smsCountryAllowed } from '../../lib/sms-numbers.util';
// Every provider's calendar event (Google, CalDAV), under the name the calls below have always used.
import { enqueueBookingCalendarEvents as enqueueCalendarSync } from '../calendars/booking-calendar-events';
import { cancelBookingJobs, insertJobs } from '../jobs/jobs.repository';
import type { BookingNotifications } from '../notifications/booking-notifications.service';
import { seatKeyFor } from '../scheduling/free-times';
import { checkRange } from '../scheduling/public-free-times.service';
import {
  type BookableEventType,
  findEventTypeById,
  listActiveQuestions,
  withTeamHosts,
} from '../scheduling/scheduling.repository';
import { isSeated, type SchedulingService } from '../scheduling/scheduling.service';
import { enqueueWebhookEvent } from '../webhooks/webhook-events';
import { attendeeMayReschedule } from './attendee-bookings.service';
import { insertCoHosts } from './booking-hosts.repository';
import { reminderJobs } from './booking-reminder.job';
import {
  countLiveSeats,
  findBookingDetails,
  findBookingIdByLink,
  findTeamSlug,
  insertBooking,
  lockSeatKey,
  markBookingCancelled,
} from './bookings.repository';
import { transitionBooking } from './host-bookings.repository';
import { assignHosts, reassignedHost, withBookingHosts } from './team-booking';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An attendee link's secret as migration 0021 makes them. */
const attendeeLinkSecret = /^[0-9a-f]{64}$/;

export interface NewBooking {
  event_type_id: string;
  start_time: string;
  attendee_name: string;
  attendee_email: string;
  timezone: string;
  answers: { question_id: string; answer: string }[];
  additional_attendees: { name: string; email: string }[];
  language?: string;
  attendee_phone?: string;
}

export interface BookingsServiceDeps {
  db: Db;
  scheduling: SchedulingService;
  notifications: BookingNotifications;
  /** SMS_ALLOWED_COUNTRIES (docs/product.md#sms-limits): null or absent, every country. */
  smsAllowedCountries?: readonly string[] | null;
  /** Called after a booking of the host is created or cancelled (e.g. to drop cached free times). */
  onHostBookingsChanged?: (hostId: string) => void;
}

export interface CreateOptions {
  /** Round robin: how many other hosts may still be tried after a lost race. */
  attemptsLeft?: number;
  /** Runs last inside the booking's transaction (e.g. storing the idempotent answer with it). */
  beforeCommit?: (tx: DbExecutor, details: BookingDetails) => Promise<void>;
}

const MINUTE = 60_000;
const slotTaken = () => new HttpError(409, { message: bookingMessages.slotTaken });
const conflict = (message: string) => new HttpError(409, { message });

/** 23P01: the exclusion constraint refused an overlap; 40P01: PostgreSQL broke a deadlock between two such inserts. */
function isDoubleBooking(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '23P01' || code === '40P01';
}

/**
 * The attendee's number when the event type asks for one (a call from the attendee's number,
 * or SMS reminders): required and checked; otherwise not kept (docs/product.md#locations). A
 * number for SMS reminders must be of a country SMS may go to (docs/product.md#sms-limits):
 * refused here, while the attendee can still give another, rather than never texted.
 */
function checkAttendeePhone(
  eventType: BookableEventType,
  phone: string | undefined,
  smsAllowedCountries: readonly string[] | null | undefined,
): string | null {
  if (!phoneRequired(eventType)) return null;
  const value = phone?.trim() ?? '';
  const refuse = (message: string) => validationFailed({ attendee_phone: [message] });
  if (value === '') throw refuse(locationMessages.phoneRequired);
  if (!isPhoneNumber(value)) throw refuse(locationMessages.phoneInvalid);
  const texted = eventType.reminders.some((reminder) => reminder.method === 'sms');
  if (texted && smsAllowedCountries && !smsCountryAllowed(value, smsAllowedCountries)) {
    if (!value.startsWith('+')) throw refuse(locationMessages.smsCountryCode);
    if (!parseSmsNumber(value)) throw refuse(locationMessages.phoneInvalid);
    throw refuse(locationMessages.smsCountryNotAllowed);
  }
  return value;
}

/** Creating and cancelling bookings: the public booking page now, the host's dashboard later. */
export class BookingsService {
  constructor(private readonly deps: BookingsServiceDeps) {}

  async findDetails(id: string): Promise<BookingDetails> {
    const details = UUID.test(id) ? await findBookingDetails(this.deps.db, id) : null;
    if (!details) throw new HttpError(404, { message: bookingMessages.notFound });
    return withBookingHosts(this.deps.db, details);
  }

  /**
   * The id of the booking an attendee's link opens: its secret, or (links mailed before the
   * secrets) its id until the booking ends (docs/product.md#attendee-link-secrets). Anything else
   * is the same 404 as an unknown booking, so a guess learns nothing.
   */
  async idOfAttendeeLink(link: string, now = new Date()): Promise<string> {
    const found = UUID.test(link)
      ? await findBookingIdByLink(this.deps.db, { byId: link.toLowerCase() }, now)
      : attendeeLinkSecret.test(link)
        ? await findBookingIdByLink(this.deps.db, { secret: link }, now)
        : null;
    if (!found) throw new HttpError(404, { message: bookingMessages.notFound });
    return found;
  }

  /**
   * Books a free time of an active event type. The start must be one of the free times right
   * now; the database then has the last word (exclusion constraint, seat count under a lock),
   * so of two attendees racing for one time exactly one gets it and the other a 409.
   */
  async create(payload: NewBooking, now = new Date(), options: CreateOptions = {}): Promise<BookingDetails> {
    const { db } = this.deps;
    const found = await findEventTypeById(db, payload.event_type_id);
    if (!found?.isPublic) throw new HttpError(404, { message: eventTypeMessages.notFound });
    // Team types (docs/product.md#teams): the hosts, then who the booking holds (assignHosts).
    const eventType = await withTeamHosts(db, found);

    const answers = await this.checkAnswers(eventType, payload);
    const attendeePhone = checkAttendeePhone(
      eventType,
      payload.attendee_phone,
      this.deps.smsAllowedCountries,
    );
    const seated = isSeated(eventType);
    const start = new Date(payload.start_time);
    const { free, taken } = await this.deps.scheduling.checkStart(eventType, start, now);
    if (!free) throw taken ? slotTaken() : new HttpError(409, { message: bookingMessages.slotUnavailable });
    const seats = 1 + payload.additional_attendees.length;
    if (seats > free.seatsLeft) throw new HttpError(409, { message: bookingMessages.tooManyAttendees });
    const { host, hosts } = await assignHosts(db, eventType, free, now);

    const id = randomUUID();
    const seatKey = seated ? seatKeyFor(eventType.id, start) : id;
    const end = new Date(start.getTime() + eventType.duration * 60_000);
    const status: BookingStatus = eventType.requiresConfirmation ? 'pending' : 'confirmed';
    let details: BookingDetails;
    try {
      details = await inTransaction(db, async (tx) => {
        if (seated) {
          await lockSeatKey(tx, seatKey);
          const taken = await countLiveSeats(tx, seatKey);
          const max = Math.max(1, eventType.maxParticipants ?? 1);
          if (taken >= max) throw slotTaken();
          if (taken + seats > max) throw new HttpError(409, { message: bookingMessages.tooManyAttendees });
        }
        const row = await insertBooking(tx, {
          id,
          hostId: host.id,
          eventTypeId: eventType.id,
          status,
          startTime: start,
          endTime: end,
          blockedStart: new Date(start.getTime() - eventType.bufferBefore * 60_000),
          blockedEnd: new Date(end.getTime() + eventType.bufferAfter * 60_000),
          seatKey,
          seats,
          attendeeName: payload.attendee_name,
          attendeeEmail: payload.attendee_email,
          additionalAttendees: payload.additional_attendees,
          answers,
          timezone: payload.timezone,
          language: payload.language ?? 'en',
          attendeePhone,
        });
        if (hosts)
          await insertCoHosts(
            tx,
            row,
            hosts.map((one) => one.id),
          );
        await insertJobs(tx, reminderJobs(row, eventType.reminders, now));
        const awaitMeet = await enqueueCalendarSync(tx, row.id, 'upsert');
        const created: BookingDetails = {
          booking: row,
          eventType: {
            id: eventType.id,
            title: eventType.title,
            slug: eventType.slug,
            duration: eventType.duration,
            location: eventType.location,
            kind: eventType.kind,
            reminders: eventType.reminders,
            locationAddress: eventType.locationAddress,
            locationPhone: eventType.locationPhone,
            locationPhoneFrom: eventType.locationPhoneFrom,
            locationUrl: eventType.locationUrl,
            meetAccount: awaitMeet,
            minimumNoticeMinutes: eventType.minimumNoticeMinutes,
            teamSlug: hosts ? await findTeamSlug(tx, eventType.teamId) : null,
          },
          host,
          ...(hosts ? { hosts } : {}),
        };
        // The confirmation mails commit with the booking (outbox): no acknowledged booking without them.
        await this.deps.notifications.bookingCreated(tx, created, awaitMeet);
        await this.deps.notifications.teamHostsCopies?.(tx, created, 'created');
        await enqueueWebhookEvent(tx, 'booking.created', created);
        await options.beforeCommit?.(tx, created);
        return created;
      });
    } catch (error) {
      // Round robin: another booking took the assigned host first; check again among the others.
      const retries =
        options.attemptsLeft ?? (eventType.kind === 'round_robin' ? (eventType.hosts?.length ?? 1) - 1 : 0);
      if (isDoubleBooking(error) && retries > 0)
        return this.create(payload, now, { ...options, attemptsLeft: retries - 1 });
      if (isDoubleBooking(error)) throw slotTaken();
      throw error;
    }
    for (const one of hosts ?? [host]) this.deps.onHostBookingsChanged?.(one.id);
    return details;
  }

  /**
   * Cancels a live, future booking: its time is free again, its reminders will not run, and
   * both sides get a METHOD:CANCEL invite.
   */
  async cancel(
    id: string,
    payload: CancellationPayload,
    cancelledBy: 'attendee' | 'host',
    now = new Date(),
  ): Promise<BookingDetails> {
    const details = await this.findDetails(id);
    if (details.booking.status === 'cancelled') {
      throw new HttpError(409, { message: bookingMessages.alreadyCancelled });
    }
    if (details.booking.startTime.getTime() <= now.getTime()) {
      throw new HttpError(409, { message: bookingMessages.alreadyPast });
    }
    const reason = payload.cancellation_reason?.trim() || null;
    const cancelled = await inTransaction(this.deps.db, (tx) =>
      this.cancelInTransaction(tx, details, reason, cancelledBy),
    );
    if (!cancelled) throw new HttpError(409, { message: bookingMessages.alreadyCancelled });
    this.deps.onHostBookingsChanged?.(details.host.id);
    return { ...details, booking: cancelled };
  }

  /**
   * The cancellation itself, inside the caller's transaction: the row, its reminders, the calendar
   * event, the mails and the webhooks. Null when the booking was no longer live. `hostMail: false`
   * spares the host their own copy (an account being deleted, docs/product.md#your-data).
   */
  async cancelInTransaction(
    tx: DbExecutor,
    details: BookingDetails,
    reason: string | null,
    cancelledBy: 'attendee' | 'host',
    options: { hostMail?: boolean } = {},
  ) {
    const row = await markBookingCancelled(tx, details.booking.id, reason, cancelledBy);
    if (row) {
      await cancelBookingJobs(tx, row.id);
      await enqueueCalendarSync(tx, row.id, 'delete');
      await this.deps.notifications.bookingCancelled(
        tx,
        { ...details, booking: row },
        cancelledBy,
        options.hostMail === false ? ['attendee'] : undefined,
      );
      await this.deps.notifications.teamHostsCopies?.(
        tx,
        { ...details, booking: row },
        'cancelled',
        cancelledBy,
      );
      await enqueueWebhookEvent(tx, 'booking.cancelled', { ...details, booking: row });
    }
    return row;
  }

  /** The booking page's free times of the booking's own event type, the booking itself not busy. */
  async freeTimes(id: string, query: FreeTimesQuery, now = new Date()): Promise<FreeTimes> {
    const details = await this.findDetails(id);
    checkRange(query);
    const eventType = await findEventTypeById(this.deps.db, details.eventType.id);
    if (!eventType) throw new HttpError(404, { message: bookingMessages.notFound });
    return this.deps.scheduling.freeTimes(
      eventType,
      { startDate: query.start, endDate: query.end, timeZone: query.time_zone },
      now,
      { ignoreBookingId: details.booking.id },
    );
  }

  /**
   * Moves a live, future booking to another free time of its event type, keeping its id: the
   * reminders are planned again, the calendar event is patched and the updated invite (same UID,
   * higher SEQUENCE) goes out. The host's dashboard and the attendee's reschedule page both come
   * here; the attendee is also held to the minimum notice, and their move of a type that requires
   * confirmation waits for the host again. The exclusion constraint has the last word against a
   * racing booking.
   */
  async reschedule(
    id: string,
    startTime: string,
    rescheduledBy: BookingActor,
    now = new Date(),
    /** The host who moves it (host reschedules): the other hosts of a team booking are told. */
    actorHostId?: string,
  ): Promise<BookingDetails> {
    const { db, scheduling } = this.deps;
    const byAttendee = rescheduledBy === 'attendee';
    const details = await this.findDetails(id);
    const { booking } = details;
    if (booking.status === 'cancelled') {
      throw conflict(
        byAttendee ? bookingMessages.rescheduleCancelled : bookingActionMessages.rescheduleNotLive,
      );
    }
    if (booking.startTime.getTime() <= now.getTime()) throw conflict(bookingMessages.alreadyPast);
    const found = await findEventTypeById(db, details.eventType.id);
    if (!found) throw new HttpError(404, { message: bookingMessages.notFound });
    // Team types re-check every host (docs/product.md#teams).
    const eventType = await withTeamHosts(db, found);
    if (byAttendee && !attendeeMayReschedule(booking, eventType.minimumNoticeMinutes, now)) {
      throw conflict(bookingMessages.rescheduleTooLate);
    }
    const start = new Date(startTime);
    if (start.getTime() === booking.startTime.getTime()) throw conflict(bookingMessages.rescheduleSameTime);
    const { free, taken } = await scheduling.checkStart(eventType, start, now, {
      ignoreBookingId: booking.id,
    });
    if (!free) throw conflict(taken ? bookingMessages.slotTaken : bookingMessages.slotUnavailable);
    if (booking.seats > free.seatsLeft) throw conflict(bookingMessages.tooManyAttendees);
    // Round robin: when the assigned host is not free at the new time, another free host takes it.
    const reassignTo = await reassignedHost(db, eventType, free, booking.hostId, now);

    const seated = isSeated(eventType);
    const seatKey = seated ? seatKeyFor(eventType.id, start) : booking.seatKey;
    const end = new Date(start.getTime() + eventType.duration * MINUTE);
    const status: BookingStatus =
      byAttendee && eventType.requiresConfirmation ? 'pending' : (booking.status as BookingStatus);
    let moved: BookingDetails['booking'] | null;
    try {
      moved = await inTransaction(db, async (tx) => {
        if (seated) {
          await lockSeatKey(tx, seatKey);
          const seatsTaken = await countLiveSeats(tx, seatKey);
          const max = Math.max(1, eventType.maxParticipants ?? 1);
          if (seatsTaken >= max) throw slotTaken();
          if (seatsTaken + booking.seats > max) throw conflict(bookingMessages.tooManyAttendees);
        }
        const row = await transitionBooking(
          tx,
          id,
          details.host.id,
          ['pending', 'confirmed'],
          {
            status,
            startTime: start,
            endTime: end,
            blockedStart: new Date(start.getTime() - eventType.bufferBefore * MINUTE),
            blockedEnd: new Date(end.getTime() + eventType.bufferAfter * MINUTE),
            seatKey,
            rescheduledBy,
            rescheduledAt: now,
            ...(reassignTo ? { hostId: reassignTo.id } : {}),
          },
          now,
        );
        if (row) {
          await cancelBookingJobs(tx, id);
          await insertJobs(tx, reminderJobs(row, eventType.reminders, now));
          await enqueueCalendarSync(tx, id, 'upsert', { previousHostId: booking.hostId });
          // Reassigned (round robin): the mails and the webhook name the new host.
          const after: BookingDetails = reassignTo
            ? { ...details, booking: row, host: reassignTo, hosts: [reassignTo] }
            : { ...details, booking: row };
          const previous = { startTime: booking.startTime, endTime: booking.endTime };
          // A reassignment tells the new and previous hosts itself (teamHostsChange).
          await this.deps.notifications.bookingRescheduled(tx, after, previous, rescheduledBy, !reassignTo);
          if (actorHostId || reassignTo) {
            await this.deps.notifications.teamHostsChange(tx, after, 'rescheduled', {
              actorId: actorHostId ?? details.host.id,
              previous,
              ...(reassignTo ? { previousHost: details.host, byAttendee } : {}),
            });
          } else if (byAttendee) {
            // Collective: every other host of the booking is told too (docs/product.md#teams).
            await this.deps.notifications.teamHostsRescheduled(tx, after, previous);
          }
          await enqueueWebhookEvent(tx, 'booking.rescheduled', after, booking);
        }
        return row;
      });
    } catch (error) {
      if (isDoubleBooking(error)) throw slotTaken();
      throw error;
    }
    if (!moved) {
      throw conflict(
        byAttendee ? bookingMessages.rescheduleCancelled : bookingActionMessages.rescheduleNotLive,
      );
    }
    this.deps.onHostBookingsChanged?.(details.host.id);
    if (reassignTo) {
      this.deps.onHostBookingsChanged?.(reassignTo.id);
      return { ...details, booking: moved, host: reassignTo, hosts: [reassignTo] };
    }
    return { ...details, booking: moved };
  }

  /** Active questions: required ones answered, no answers to questions the type does not ask. */
  private async checkAnswers(eventType: BookableEventType, payload: NewBooking): Promise<BookingAnswer[]> {
    const errors: FieldErrors = {};
    if (payload.additional_attendees.length > 0 && eventType.kind !== 'group') {
      errors.additional_attendees = [bookingMessages.additionalAttendeesNotAllowed];
    }
    const questions = await listActiveQuestions(this.deps.db, eventType.id);
    const given = new Map<string, string>();
    for (const answer of payload.answers) {
      if (!questions.some((question) => question.id === answer.question_id)) {
        errors[`answers.${answer.question_id}`] = [bookingMessages.unknownQuestion];
      } else if (!given.has(answer.question_id)) {
        given.set(answer.question_id, answer.answer);
      }
    }
    const answers: BookingAnswer[] = [];
    for (const question of questions) {
      const answer = given.get(question.id) ?? '';
      if (question.required && answer === '') {
        errors[`answers.${question.id}`] = [bookingMessages.answerRequired];
      }
      if (answer !== '') {
        answers.push({ question_id: question.id, question_text: question.questionText, answer });
      }
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return answers;
  }
}
