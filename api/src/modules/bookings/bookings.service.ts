import { randomUUID } from 'node:crypto';
import { attendeeEmailConfirmationMessages } from '@slotwise/shared/contract/booking-email-confirmation.contract';
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
import { newJitsiLink } from '../../lib/jitsi-room.util';
import { phoneRequired } from '../../lib/location-details.util';
import { parseSmsNumber, smsCountryAllowed } from '../../lib/sms-numbers.util';
import { sha256 } from '../../lib/tokens.util';
// Every provider's calendar event (Google, CalDAV), under the name the calls below have always used.
import {
  enqueueBookingCalendarEvents as enqueueCalendarSync,
  enqueueNewBookingCalendarEvents,
} from '../calendars/booking-calendar-events';
import { cancelBookingJobs, insertJobs } from '../jobs/jobs.repository';
import type { BookingNotifications } from '../notifications/booking-notifications.service';
import { bookingMinutes, withChosenDuration } from '../scheduling/chosen-duration';
import { seatKeyFor } from '../scheduling/free-times';
import { checkRange } from '../scheduling/public-free-times.service';
import {
  type ActiveQuestion,
  type BookableEventType,
  findEventTypeById,
  listActiveQuestions,
  withTeamHosts,
} from '../scheduling/scheduling.repository';
import {
  bookableWindow,
  isSeated,
  isTeamType,
  type SchedulingService,
} from '../scheduling/scheduling.service';
import { enqueueWebhookEvent } from '../webhooks/webhook-events';
import { ArrivalBatch } from './arrival-batch';
import { attendeeMayReschedule } from './attendee-bookings.service';
import {
  claimEmailConfirmation,
  findEmailConfirmation,
  markHoldBooked,
  releaseExpiredHolds,
} from './attendee-email-holds.repository';
import type { AttendeeEmailHolds } from './attendee-email-holds.service';
import { checkBookingAnswers, checkBookingGuests, type GivenAnswer } from './booking-answers';
import { saveBookingAssignment } from './booking-assignments.repository';
import { insertCoHosts } from './booking-hosts.repository';
import { holdBookingLimits, limitReached } from './booking-limits-guard';
import { countHostsBookedOver, lockHostDays } from './booking-race.repository';
import { reminderJobs } from './booking-reminder.job';
import { withSeries } from './booking-series.repository';
import { BookingSeriesService } from './booking-series.service';
import {
  countLiveSeats,
  findBookingDetails,
  findBookingIdByLink,
  insertBooking,
  lockSeatKey,
  markBookingCancelled,
} from './bookings.repository';
import { changePolicyOfDetails, checkAttendeeChange } from './change-policy';
import { createdEventTypeOf } from './created-event-type';
import { transitionBooking } from './host-bookings.repository';
import { SameTimeAttempts, type SharedLookups } from './same-time-attempts';
import { SingleUseLinksService } from './single-use-links.service';
import {
  assignHosts,
  assignmentOf,
  HostCapReached,
  holdHostCap,
  reassignedHost,
  roundRobinCapOf,
  withBookingHosts,
} from './team-booking';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An attendee link's secret as migration 0021 makes them. */
const attendeeLinkSecret = /^[0-9a-f]{64}$/;

export interface NewBooking {
  event_type_id: string;
  start_time: string;
  attendee_name: string;
  attendee_email: string;
  timezone: string;
  answers: GivenAnswer[];
  additional_attendees: { name: string; email: string }[];
  /** docs/product.md#questions-and-guests (absent: none). */
  guests?: string[];
  language?: string;
  attendee_phone?: string;
  /** One of the type's durations (docs/product.md#several-durations); absent: its default. */
  duration?: number;
  /** The single-use link's secret the page was opened by (docs/product.md#private-sharing). */
  single_use_link?: string;
  /** Recurring types: book a series (docs/product.md#recurring-series). */
  series?: { count: number; skip: string[] };
}

export interface BookingsServiceDeps {
  db: Db;
  scheduling: SchedulingService;
  notifications: BookingNotifications;
  /** SMS_ALLOWED_COUNTRIES (docs/product.md#sms-limits): null or absent, every country. */
  smsAllowedCountries?: readonly string[] | null;
  /** Called after a booking of the host is created or cancelled (e.g. to drop cached free times). */
  onHostBookingsChanged?: (hostId: string) => void;
  /** Types that confirm the attendee's e-mail (docs/product.md#attendee-e-mail-confirmation). */
  emailHolds?: AttendeeEmailHolds;
  /** JITSI_BASE_URL, checked at start (docs/product.md#jitsi-meet). Default https://meet.jit.si. */
  jitsiBaseUrl?: string;
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
export function isDoubleBooking(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '23P01' || code === '40P01';
}

/**
 * The attendee's number when the event type asks for one (a call from the attendee's number,
 * or SMS reminders): required and checked; otherwise not kept (docs/product.md#locations). A
 * number for SMS reminders must be of a country SMS may go to (docs/product.md#sms-limits):
 * refused here, while the attendee can still give another, rather than never texted.
 */
export function checkAttendeePhone(
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
  /** Series of recurring types (docs/product.md#recurring-series). */
  readonly series: BookingSeriesService;
  /** docs/database.md#the-booking-race */
  private readonly sameTime = new SameTimeAttempts();
  /** docs/database.md#the-booking-race: reads of the attempts that arrive together, done once. */
  private readonly typeReads = new ArrivalBatch(async (id: string) => {
    if (!UUID.test(id)) return { found: null, questions: [] };
    const [found, questions] = await Promise.all([
      findEventTypeById(this.deps.db, id).then((type) => type && withTeamHosts(this.deps.db, type)),
      listActiveQuestions(this.deps.db, id),
    ]);
    return { found, questions };
  });

  constructor(private readonly deps: BookingsServiceDeps) {
    this.series = new BookingSeriesService(this, deps);
  }

  async findDetails(id: string): Promise<BookingDetails> {
    const details = UUID.test(id) ? await findBookingDetails(this.deps.db, id) : null;
    if (!details) throw new HttpError(404, { message: bookingMessages.notFound });
    return withSeries(this.deps.db, await withBookingHosts(this.deps.db, details));
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
    if (payload.series) return this.series.create(payload, payload.series, now, options);
    // The type, its team's hosts and its questions: one read for the attempts arriving together.
    const { found, questions } = await this.typeReads.get(payload.event_type_id);
    if (!found?.isPublic) throw new HttpError(404, { message: eventTypeMessages.notFound });
    // A single-use type books only through one of its links (docs/product.md#private-sharing).
    if (found.sharing === 'single_use' && !payload.single_use_link) {
      throw new HttpError(404, { message: eventTypeMessages.notFound });
    }
    // Team types (docs/product.md#teams): the hosts, then who the booking holds (assignHosts).
    // The attendee's duration: the end, buffers, free-time check and reminders follow it.
    const eventType = withChosenDuration(found, payload.duration);

    const { answers, guests } = await this.checkAnswers(eventType, payload, questions);
    const attendeePhone = checkAttendeePhone(
      eventType,
      payload.attendee_phone,
      this.deps.smsAllowedCountries,
    );
    // Attempts at one time in this process wait for the one ahead (a retry already has its turn).
    const key = `${eventType.id}@${new Date(payload.start_time).getTime()}`;
    const { done, shared } =
      options.attemptsLeft === undefined ? await this.sameTime.turn(key) : { done: null, shared: null };
    try {
      return await this.book(payload, eventType, { answers, guests, attendeePhone }, now, options, shared);
    } finally {
      done?.();
    }
  }

  /** create() once validated and in its turn: the checks against the time, then the transaction. */
  private async book(
    payload: NewBooking,
    eventType: BookableEventType,
    {
      answers,
      guests,
      attendeePhone,
    }: { answers: BookingAnswer[]; guests: string[]; attendeePhone: string | null },
    now: Date,
    options: CreateOptions,
    shared: SharedLookups | null,
  ): Promise<BookingDetails> {
    const { db } = this.deps;
    const seated = isSeated(eventType);
    const start = new Date(payload.start_time);
    const id = randomUUID();
    const seatKey = seated ? seatKeyFor(eventType.id, start) : id;
    const end = new Date(start.getTime() + eventType.duration * 60_000);
    const blockedStart = new Date(start.getTime() - eventType.bufferBefore * 60_000);
    const blockedEnd = new Date(end.getTime() + eventType.bufferAfter * 60_000);
    // The losers of a race for one time: one index lookup answers them before the free-times
    // computation. The exclusion constraint still decides every race (below).
    // The attempts that waited for one ahead share one lookup (its seat key is the same for a
    // seated type; otherwise each excludes only its own new id, which no row has yet).
    const booked = () => this.alreadyBooked(eventType, start, blockedStart, blockedEnd, seatKey, now);
    const lookup = `${blockedStart.getTime()}-${blockedEnd.getTime()}-${seated ? seatKey : ''}`;
    if (await (shared ? shared.once(lookup, booked) : booked())) throw slotTaken();
    // The calendars' busy time is read again (docs/calendars.md#the-booking-re-reads-busy-time).
    const { free, taken, limit, calendarBusy } = await this.deps.scheduling.checkStart(
      eventType,
      start,
      now,
      {
        rereadBusy: true,
      },
    );
    if (!free && limit) throw limitReached(limit);
    if (!free && calendarBusy) throw new HttpError(409, { message: bookingMessages.slotNoLongerFree });
    if (!free) throw taken ? slotTaken() : new HttpError(409, { message: bookingMessages.slotUnavailable });
    const seats = 1 + payload.additional_attendees.length;
    if (seats > free.seatsLeft) throw new HttpError(409, { message: bookingMessages.tooManyAttendees });
    const { host, hosts, fair } = await assignHosts(db, eventType, free, now);
    // docs/product.md#attendee-e-mail-confirmation: the booking only holds the time until proven.
    const emailHolds = eventType.confirmAttendeeEmail ? this.deps.emailHolds : undefined;
    if (emailHolds) await emailHolds.limitHolds(payload.attendee_email);

    const status: BookingStatus | 'unverified' = emailHolds
      ? 'unverified'
      : eventType.requiresConfirmation
        ? 'pending'
        : 'confirmed';
    let details: BookingDetails;
    try {
      details = await inTransaction(db, async (tx) => {
        let joinsExisting = false;
        // Expired holds of these hosts give their time up in this transaction (free times already skip them).
        await releaseExpiredHolds(tx, { hostIds: (hosts ?? [host]).map((one) => one.id) }, now);
        // Fair round robin: the host's cap holds under races (docs/product.md#fair-round-robin).
        if (fair) await holdHostCap(tx, eventType.id, host, fair.cap, start);
        if (seated) {
          await lockSeatKey(tx, seatKey);
          const taken = await countLiveSeats(tx, seatKey);
          const max = Math.max(1, eventType.maxParticipants ?? 1);
          if (taken >= max) throw slotTaken();
          if (taken + seats > max) throw new HttpError(409, { message: bookingMessages.tooManyAttendees });
          joinsExisting = taken > 0;
        }
        await holdBookingLimits(tx, eventType, start, hosts ?? [host], {
          joinsExisting,
          team: isTeamType(eventType),
        });
        await lockHostDays(
          tx,
          (hosts ?? [host]).map((one) => one.id),
          blockedStart,
          blockedEnd,
        );
        const row = await insertBooking(tx, {
          id,
          hostId: host.id,
          eventTypeId: eventType.id,
          status,
          startTime: start,
          endTime: end,
          blockedStart,
          blockedEnd,
          seatKey,
          seats,
          attendeeName: payload.attendee_name,
          attendeeEmail: payload.attendee_email,
          additionalAttendees: payload.additional_attendees,
          answers,
          guests,
          timezone: payload.timezone,
          language: payload.language ?? 'en',
          attendeePhone,
          // A room of its own, made with the booking (docs/product.md#jitsi-meet).
          jitsiLink: eventType.location === 'jitsi' ? newJitsiLink(this.deps.jitsiBaseUrl) : null,
        });
        // After the row (the link points at it); a second booking through the link waits here, then fails.
        if (payload.single_use_link) {
          await SingleUseLinksService.consume(tx, payload.single_use_link, eventType.id, row.id, now);
        }
        if (hosts)
          await insertCoHosts(
            tx,
            row,
            hosts.map((one) => one.id),
          );
        if (fair) await saveBookingAssignment(tx, row.id, assignmentOf(fair.choice));
        // A hold has no reminders, calendar event, mails or webhooks until it is confirmed.
        if (!emailHolds) await insertJobs(tx, reminderJobs(row, eventType.reminders, now));
        const awaitMeet = emailHolds
          ? false
          : await enqueueNewBookingCalendarEvents(
              tx,
              row,
              (hosts ?? [host]).map((one) => one.id),
              eventType.location,
            );
        const created: BookingDetails = {
          booking: row,
          eventType: await createdEventTypeOf(tx, eventType, Boolean(hosts), awaitMeet),
          host,
          ...(hosts ? { hosts } : {}),
        };
        if (emailHolds) {
          created.emailConfirmation = await emailHolds.hold(tx, created, now);
          await options.beforeCommit?.(tx, created);
          return created;
        }
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
      const lost = isDoubleBooking(error) || error instanceof HostCapReached;
      if (lost && retries > 0) return this.create(payload, now, { ...options, attemptsLeft: retries - 1 });
      if (lost) throw slotTaken();
      throw error;
    }
    for (const one of hosts ?? [host]) this.deps.onHostBookingsChanged?.(one.id);
    return details;
  }

  /**
   * Whether the start is already taken by a live booking of the host (collective: of any host;
   * round robin: of every host), so the answer is the same 409 the full check would give. Only
   * inside the booking window: outside it the full check says the time is not available.
   */
  private async alreadyBooked(
    eventType: BookableEventType,
    start: Date,
    blockedStart: Date,
    blockedEnd: Date,
    seatKey: string,
    now: Date,
  ): Promise<boolean> {
    const at = start.getTime();
    if (!bookableWindow(eventType, at, at + 1, now)) return false;
    const hostIds = (isTeamType(eventType) ? (eventType.hosts ?? []) : [eventType.host]).map((one) => one.id);
    if (hostIds.length === 0) return false;
    const busy = await countHostsBookedOver(this.deps.db, hostIds, blockedStart, blockedEnd, seatKey);
    return eventType.kind === 'round_robin' ? busy === hostIds.length : busy > 0;
  }

  /**
   * The attendee opened the link of a hold (docs/product.md#attendee-e-mail-confirmation): within
   * its 15 minutes the booking is made as any other (confirmed, or pending for a type the host
   * confirms) with its reminders, calendar event, mails and webhooks; otherwise a clear refusal.
   * The link's row lock decides a race with the release: exactly one of them wins.
   */
  async confirmAttendeeEmail(token: string, now = new Date()): Promise<BookingDetails> {
    const { db, notifications } = this.deps;
    const tokenHash = sha256(token);
    const confirmed = await inTransaction(db, async (tx) => {
      const bookingId = await claimEmailConfirmation(tx, tokenHash, now);
      const held = bookingId ? await findBookingDetails(tx, bookingId) : null;
      const eventType = held ? await findEventTypeById(tx, held.eventType.id) : null;
      if (!held || !eventType) return null;
      const row = await markHoldBooked(
        tx,
        held.booking.id,
        eventType.requiresConfirmation ? 'pending' : 'confirmed',
      );
      if (!row) return null;
      await insertJobs(tx, reminderJobs(row, eventType.reminders, now));
      const awaitMeet = await enqueueCalendarSync(tx, row.id, 'upsert');
      const details = await withBookingHosts(tx, {
        ...held,
        booking: row,
        eventType: { ...held.eventType, meetAccount: awaitMeet },
      });
      await notifications.bookingCreated(tx, details, awaitMeet);
      await notifications.teamHostsCopies?.(tx, details, 'created');
      await enqueueWebhookEvent(tx, 'booking.created', details);
      return details;
    });
    if (!confirmed) {
      const link = await findEmailConfirmation(db, tokenHash);
      if (!link) throw new HttpError(404, { message: attendeeEmailConfirmationMessages.invalid });
      if (link.confirmedAt) throw conflict(attendeeEmailConfirmationMessages.used);
      // Expired while its release job has not run yet: released now.
      if (link.bookingId) {
        const released = await inTransaction(db, (tx) =>
          releaseExpiredHolds(tx, { bookingId: link.bookingId as string }, now),
        );
        for (const hostId of released) this.deps.onHostBookingsChanged?.(hostId);
      }
      throw new HttpError(410, { message: attendeeEmailConfirmationMessages.expired });
    }
    for (const one of confirmed.hosts ?? [confirmed.host]) this.deps.onHostBookingsChanged?.(one.id);
    return confirmed;
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
    // A meeting of a series: the one the attendee's link names, and maybe the ones after it.
    const details = await this.series.meetingToCancel(await this.findDetails(id), payload);
    if (payload.series_scope === 'this_and_following')
      return this.series.cancelFollowing(details, payload, cancelledBy, now);
    if (details.booking.status === 'cancelled') {
      throw new HttpError(409, { message: bookingMessages.alreadyCancelled });
    }
    if (details.booking.startTime.getTime() <= now.getTime()) {
      throw new HttpError(409, { message: bookingMessages.alreadyPast });
    }
    if (cancelledBy === 'attendee') {
      const policy = changePolicyOfDetails(details.eventType);
      checkAttendeeChange(policy, 'cancel', details.booking.startTime, now, payload);
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
    const found = await findEventTypeById(this.deps.db, details.eventType.id);
    if (!found) throw new HttpError(404, { message: bookingMessages.notFound });
    // A booking keeps the duration it was booked with (docs/product.md#several-durations).
    const eventType = { ...found, duration: bookingMinutes(details.booking) };
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
    /** Runs inside the move's transaction (an Idempotency-Key's answer commits with the move). */
    options: { beforeCommit?: (tx: DbExecutor, details: BookingDetails) => Promise<void> } = {},
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
    if (byAttendee) {
      checkAttendeeChange(changePolicyOfDetails(details.eventType), 'reschedule', booking.startTime, now);
    }
    const found = await findEventTypeById(db, details.eventType.id);
    if (!found) throw new HttpError(404, { message: bookingMessages.notFound });
    // Team types re-check every host (docs/product.md#teams). The booking keeps its own
    // duration (docs/product.md#several-durations), whatever the type's default is now.
    const eventType = { ...(await withTeamHosts(db, found)), duration: bookingMinutes(booking) };
    if (byAttendee && !attendeeMayReschedule(booking, eventType.minimumNoticeMinutes, now)) {
      throw conflict(bookingMessages.rescheduleTooLate);
    }
    const start = new Date(startTime);
    if (start.getTime() === booking.startTime.getTime()) throw conflict(bookingMessages.rescheduleSameTime);
    const { free, taken, limit, calendarBusy } = await scheduling.checkStart(eventType, start, now, {
      ignoreBookingId: booking.id,
      rereadBusy: true,
    });
    if (!free && limit) throw limitReached(limit);
    if (!free && calendarBusy) throw conflict(bookingMessages.slotNoLongerFree);
    if (!free) throw conflict(taken ? bookingMessages.slotTaken : bookingMessages.slotUnavailable);
    if (booking.seats > free.seatsLeft) throw conflict(bookingMessages.tooManyAttendees);
    // Round robin: when the assigned host is not free at the new time, another free host takes it.
    const reassigned = await reassignedHost(db, eventType, free, booking.hostId, now);
    const reassignTo = reassigned?.host ?? null;
    const cap = await roundRobinCapOf(db, eventType);

    const seated = isSeated(eventType);
    const seatKey = seated ? seatKeyFor(eventType.id, start) : booking.seatKey;
    const end = new Date(start.getTime() + eventType.duration * MINUTE);
    const status: BookingStatus =
      byAttendee && eventType.requiresConfirmation ? 'pending' : (booking.status as BookingStatus);
    let moved: BookingDetails['booking'] | null;
    try {
      moved = await inTransaction(db, async (tx) => {
        let joinsExisting = false;
        const heldHosts = [...(details.hosts ?? [details.host]), ...(reassignTo ? [reassignTo] : [])];
        await releaseExpiredHolds(tx, { hostIds: heldHosts.map((one) => one.id) }, now);
        // Fair round robin: whoever holds the moved booking stays within their cap.
        if (cap) await holdHostCap(tx, eventType.id, reassignTo ?? details.host, cap, start, booking.id);
        if (seated) {
          await lockSeatKey(tx, seatKey);
          const seatsTaken = await countLiveSeats(tx, seatKey);
          const max = Math.max(1, eventType.maxParticipants ?? 1);
          if (seatsTaken >= max) throw slotTaken();
          if (seatsTaken + booking.seats > max) throw conflict(bookingMessages.tooManyAttendees);
          joinsExisting = seatsTaken > 0;
        }
        const heldBy = reassignTo ? [reassignTo] : (details.hosts ?? [details.host]);
        await holdBookingLimits(tx, eventType, start, heldBy, {
          joinsExisting,
          team: isTeamType(eventType),
          ignoreBookingId: booking.id,
        });
        const blockedStart = new Date(start.getTime() - eventType.bufferBefore * MINUTE);
        const blockedEnd = new Date(end.getTime() + eventType.bufferAfter * MINUTE);
        // The same host-day turns as a new booking (docs/database.md#the-booking-race).
        await lockHostDays(
          tx,
          heldBy.map((one) => one.id),
          blockedStart,
          blockedEnd,
        );
        const row = await transitionBooking(
          tx,
          id,
          details.host.id,
          ['pending', 'confirmed'],
          {
            status,
            startTime: start,
            endTime: end,
            blockedStart,
            blockedEnd,
            seatKey,
            rescheduledBy,
            rescheduledAt: now,
            ...(reassignTo ? { hostId: reassignTo.id } : {}),
          },
          now,
        );
        if (row) {
          if (reassigned?.fair) await saveBookingAssignment(tx, id, assignmentOf(reassigned.fair.choice));
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
          await options.beforeCommit?.(tx, after);
        }
        return row;
      });
    } catch (error) {
      if (isDoubleBooking(error) || error instanceof HostCapReached) throw slotTaken();
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

  /** Active questions answered by their type (booking-answers.ts), and the guests checked. */
  async checkAnswers(
    eventType: BookableEventType,
    payload: NewBooking,
    /** The type's active questions, when already read. */
    activeQuestions?: ActiveQuestion[],
  ): Promise<{ answers: BookingAnswer[]; guests: string[] }> {
    const errors: FieldErrors = {};
    if (payload.additional_attendees.length > 0 && eventType.kind !== 'group') {
      errors.additional_attendees = [bookingMessages.additionalAttendeesNotAllowed];
    }
    const questions = activeQuestions ?? (await listActiveQuestions(this.deps.db, eventType.id));
    const answers = checkBookingAnswers(questions, payload.answers, errors);
    const guests = checkBookingGuests(payload.guests ?? [], payload.attendee_email, errors);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return { answers, guests };
  }
}
