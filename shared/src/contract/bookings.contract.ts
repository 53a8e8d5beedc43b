import { emailSchema, requiredText, timeZoneSchema } from '@slotwise/shared/contract/auth.contract';
import { emailConfirmationHoldSchema } from '@slotwise/shared/contract/booking-email-confirmation.contract';
import {
  calendarRange,
  dateRangeMessage,
  isoInstantSchema,
} from '@slotwise/shared/contract/calendar-range.contract';
import { chosenDurationSchema } from '@slotwise/shared/contract/durations-redirect.contract';
import {
  answerTypes,
  eventTypeKinds,
  locationDetailsSchema,
} from '@slotwise/shared/contract/event-types.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { eventLocations } from '@slotwise/shared/contract/locations.contract';
import { publicAwaySchema } from '@slotwise/shared/contract/out-of-office.contract';
import {
  bookingChangePolicySchema,
  changePolicyResponseSchema,
} from '@slotwise/shared/contract/private-sharing.contract';
import { questionLimits } from '@slotwise/shared/contract/questions.contract';
import {
  bookingSeriesSchema,
  publicRecurrenceSchema,
  seriesRequestSchema,
  seriesScopes,
} from '@slotwise/shared/contract/recurring.contract';
import { bookingAssignmentSchema } from '@slotwise/shared/contract/round-robin.contract';
import { recurringCountMax } from '@slotwise/shared/contract/series-rule.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Who cancelled or moved a booking (docs/product.md#booking-fields). */
export const bookingActors = ['host', 'attendee'] as const;
export type BookingActor = (typeof bookingActors)[number];

export const bookingMessages = {
  slotTaken: 'That time was just booked. Please pick another.',
  slotUnavailable: 'That time is not available. Please pick another.',
  /** The host's calendar became busy at that time since the page was read (docs/calendars.md). */
  slotNoLongerFree: 'That time is no longer available. Please pick another.',
  answerRequired: 'This question needs an answer',
  unknownQuestion: 'This question is not asked by this event type',
  additionalAttendeesNotAllowed: 'Only group event types take additional attendees',
  tooManyAttendees: 'Not enough seats left for everyone in this booking',
  notFound: 'Booking not found',
  alreadyCancelled: 'This booking has already been cancelled.',
  alreadyPast: 'This booking has already taken place.',
  defaultRejectReason: 'Rejected by host',
  /** Free-times query: end before start, or a range longer than maxFreeTimesRangeDays. */
  rangeOrder: 'The end date must not be before the start date',
  rangeTooLong: 'Ask for at most 42 days at a time',
  /** Any date or date-time a query sends (free times, the bookings list's from/to). */
  dateOutOfRange: dateRangeMessage,
  /** The attendee's reschedule (docs/product.md#reschedule-page) refused. */
  rescheduleCancelled: 'This booking has been cancelled and can no longer be rescheduled.',
  rescheduleTooLate: 'This booking starts too soon to be rescheduled. Please contact the host.',
  rescheduleSameTime: 'The booking is already at that time.',
} as const;

/**
 * The Idempotency-Key header of POST /api/public/bookings (docs/product.md#idempotent-bookings):
 * a retry with the same key and body gets the first answer again, never a second booking.
 */
export const idempotencyMessages = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  keyReused: 'This Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress. Please retry shortly.',
} as const;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, { error: idempotencyMessages.keyInvalid })
    .optional()
    .describe(
      'Any unique value (a UUID) per booking attempt: a retry with the same key and body answers the first answer, for 24 hours',
    ),
});

/** The calendar a query may ask about (bookingMessages.dateOutOfRange), inclusive: the one calendar range. */
export const queryDateRange = {
  first: `${calendarRange.minYear}-01-01`,
  last: `${calendarRange.maxYear}-12-31`,
} as const;

// Response bodies: the API serialises with these schemas (and documents them); the types are theirs.
export const attendeeResponseSchema = z.object({ name: z.string(), email: z.string() });
export type Attendee = z.infer<typeof attendeeResponseSchema>;

export const bookingAnswerResponseSchema = z.object({
  question_id: z.string(),
  question_text: z.string(),
  /** As mails and lists show it; the chosen options joined with ", " for checkboxes. */
  answer: z.string(),
  /** docs/product.md#questions-and-guests (absent on answers stored before 0031). */
  answer_type: z.string().optional(),
  /** The chosen options of a checkboxes question. */
  values: z.array(z.string()).optional(),
});
export type BookingAnswer = z.infer<typeof bookingAnswerResponseSchema>;

/** A booking as its host sees it (docs/product.md#booking-fields). */
export const bookingResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(bookingStatuses),
  start_time: z.string().describe('UTC instant'),
  end_time: z.string().describe('UTC instant'),
  created_at: z.string(),
  attendee_name: z.string(),
  attendee_email: z.string(),
  /** Given on the booking form when the event type asks for it (docs/product.md#locations). */
  attendee_phone: z.string().nullable().optional(),
  additional_attendees: z.array(attendeeResponseSchema),
  /** Invited by the attendee (docs/product.md#questions-and-guests): e-mailed, no seat taken. */
  guests: z.array(z.string()).optional(),
  timezone: z.string().describe("The attendee's time zone"),
  answers: z.array(bookingAnswerResponseSchema),
  google_meet_link: z.string().nullable(),
  google_calendar_event_id: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  cancelled_by: z.enum(bookingActors).nullable().describe('Who cancelled; null while live'),
  /** The host rejected it while pending (status cancelled): listed as Rejected. */
  rejected: z.boolean(),
  rescheduled_by: z.enum(bookingActors).nullable().describe('Who last moved it'),
  rescheduled_at: z.string().nullable(),
  /** The booking's own length in minutes (the attendee's choice; docs/product.md#several-durations). */
  duration: z.int().optional().describe('minutes'),
  event_type: z.object({
    id: z.uuid(),
    title: z.string(),
    duration: z.int().describe('minutes'),
    location: z.enum(eventLocations),
    location_details: locationDetailsSchema.optional(),
    /** Team types: the team's name (docs/product.md#teams); absent for personal types. */
    team_name: z.string().nullable().optional(),
  }),
  /** A meeting of a series: its position and the series' count ("2 of 6"); null otherwise. */
  series: z.object({ id: z.uuid(), position: z.int(), count: z.int() }).nullable().optional(),
  /** Round robin: why the booking went to this host (docs/product.md#fair-round-robin); absent otherwise. */
  assignment: bookingAssignmentSchema.optional(),
});
export type Booking = z.infer<typeof bookingResponseSchema>;

/** GET /api/bookings (docs/product.md#booking-fields): a spec-fixed page, not a data envelope. */
export const bookingsPageSchema = z.object({
  data: z.array(bookingResponseSchema),
  total: z.int(),
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
});
export type BookingsPage = z.infer<typeof bookingsPageSchema>;

// ---- public, unauthenticated: the booking page and the cancel page ----------------------------

export const publicHostSchema = z.object({
  name: z.string(),
  surname: z.string().nullable(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type PublicHost = z.infer<typeof publicHostSchema>;

export const publicQuestionSchema = z.object({
  id: z.uuid(),
  question_text: z.string(),
  required: z.boolean(),
  answer_type: z.enum(answerTypes),
  sort_order: z.int(),
  /** The choices of a select, radio or checkboxes question (optional in the type for older fixtures). */
  options: z.array(z.string()).optional(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** GET /api/public/event-types/{username}/{slug} -> { data: PublicEventType }. */
export const publicEventTypeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  duration: z.int(),
  /** Durations the attendee may choose, sorted, `duration` the default (docs/product.md#several-durations). */
  durations: z.array(z.int()).optional(),
  /** https address opened after booking (docs/product.md#after-booking); null: the confirmation stays. */
  redirect_url: z.string().nullable().optional(),
  location: z.enum(eventLocations),
  event_type: z.enum(eventTypeKinds),
  /** Seats per time slot for group and collective types; null otherwise. */
  max_participants: z.int().nullable(),
  requires_confirmation: z.boolean(),
  questions: z.array(publicQuestionSchema),
  host: publicHostSchema,
  /** The meeting URL and the host's number are withheld until booked (docs/product.md#locations). */
  location_details: locationDetailsSchema.optional(),
  /** The booking form asks for a phone number (required): phone call from the attendee, or an SMS reminder. */
  phone_required: z.boolean().optional(),
  /** Google Meet with a Google account of the host: the booking gets a Meet link. */
  meet_link: z.boolean().optional(),
  /** What the attendee may change after booking, stated before booking (docs/product.md#cancel-and-reschedule-policy). */
  change_policy: changePolicyResponseSchema.optional(),
  /** A secret or single-use type: search engines must not index the page (docs/product.md#private-sharing). */
  noindex: z.boolean().optional(),
  /**
   * A fixed booking window (docs/product.md#booking-limits-and-start-times): its first and last
   * dates; the page opens on the first one's month. Null or absent: rolling.
   */
  booking_window_range: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
  /** The attendee confirms their e-mail before the time is booked (docs/product.md#attendee-e-mail-confirmation). */
  confirm_attendee_email: z.boolean().optional(),
  /** Recurring types (docs/product.md#recurring-series): how the series repeats; null otherwise. */
  recurrence: publicRecurrenceSchema.nullable().optional(),
  /** The host is away now or soon (docs/product.md#out-of-office); null or absent otherwise. */
  away: publicAwaySchema.nullish(),
});
export type PublicEventType = z.infer<typeof publicEventTypeSchema>;

/** GET .../free-times?start=YYYY-MM-DD&end=YYYY-MM-DD&time_zone=Area/City (end inclusive). */
export const freeTimesQuerySchema = z.strictObject({
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the YYYY-MM-DD format' }),
  end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the YYYY-MM-DD format' }),
  time_zone: timeZoneSchema,
  /** One of the type's durations (docs/product.md#several-durations); absent: its default. */
  duration: chosenDurationSchema,
});
export type FreeTimesQuery = z.infer<typeof freeTimesQuerySchema>;
export const maxFreeTimesRangeDays = 42;

export const freeTimeSchema = z.object({
  /** UTC instant of the start. */
  start: z.string().describe('UTC instant'),
  /** Seats still free at this time (1 for one-on-one). */
  seats_left: z.int(),
});
export type FreeTime = z.infer<typeof freeTimeSchema>;

/** Each requested day (in the requested zone), with its free start times, earliest first. */
export const freeTimesSchema = z.object({
  time_zone: z.string(),
  days: z.array(z.object({ date: z.string(), times: z.array(freeTimeSchema) })),
});
export type FreeTimes = z.infer<typeof freeTimesSchema>;

/** POST /api/public/bookings. */
export const createPublicBookingSchema = z.strictObject({
  event_type_id: z.uuid({ error: 'Event type not found' }),
  start_time: isoInstantSchema('Choose a time'),
  /** Minutes: one of the type's durations (docs/product.md#several-durations); absent: its default. */
  duration: chosenDurationSchema,
  attendee_name: requiredText().max(limits.attendeeNameMax, { error: m.maxLength(limits.attendeeNameMax) }),
  attendee_email: emailSchema,
  timezone: timeZoneSchema,
  answers: z
    .array(
      z.strictObject({
        question_id: z.uuid(),
        /** A list for a checkboxes question (docs/product.md#questions-and-guests). */
        answer: z.union([
          z
            .string()
            .trim()
            .max(limits.bookingAnswerMax, { error: m.maxLength(limits.bookingAnswerMax) }),
          z.array(z.string().max(questionLimits.optionMax * 2)).max(questionLimits.maxOptions),
        ]),
      }),
    )
    .max(5)
    .default([]),
  /** Guests' e-mail addresses on any type (docs/product.md#questions-and-guests); the API checks them. */
  guests: z.array(z.string().max(320)).max(50).default([]),
  additional_attendees: z
    .array(
      z.strictObject({
        name: requiredText().max(limits.attendeeNameMax, { error: m.maxLength(limits.attendeeNameMax) }),
        email: emailSchema,
      }),
    )
    .max(50)
    .default([]),
  /** The booking page's language in the browser's full locale (fr-FR), for the e-mails (docs/product.md#language). */
  language: z.string().max(35).optional(),
  /** Required when the event type's phone_required is true; ignored otherwise. */
  attendee_phone: z
    .string()
    .trim()
    .max(40, { error: m.maxLength(40) })
    .optional(),
  /** The secret of the single-use link the page was opened by (docs/product.md#private-sharing), in the body, not the URL. */
  single_use_link: z.string().max(64).optional(),
  /** Recurring types: book a series of this many meetings from start_time (docs/product.md#recurring-series). */
  series: seriesRequestSchema.optional(),
});
export type CreatePublicBookingPayload = z.input<typeof createPublicBookingSchema>;

/** What the attendee's pages show: no other attendees' data (docs/product.md#cancel-page). */
export const publicBookingSchema = z.object({
  id: z.uuid(),
  status: z.enum(bookingStatuses),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  attendee_name: z.string(),
  cancellation_reason: z.string().nullable(),
  /** False once cancelled or past: the cancel page then offers nothing to do. */
  cancellable: z.boolean(),
  /** False once cancelled, past or inside the minimum notice: the reschedule page then only explains. */
  reschedulable: z.boolean(),
  /** The booking's own length in minutes (docs/product.md#several-durations). */
  duration: z.int().optional(),
  event_type: z.object({
    title: z.string(),
    duration: z.int(),
    location: z.enum(eventLocations),
    slug: z.string(),
    kind: z.enum(eventTypeKinds),
  }),
  host: publicHostSchema,
  google_meet_link: z.string().nullable(),
  /** Who meets the attendee: the assigned host (round robin), every host (collective), or the host. */
  hosts: z.array(z.object({ name: z.string() })),
  // Always sent; optional in the type only, so older fixtures still type-check.
  location_details: locationDetailsSchema.optional(),
  attendee_phone: z.string().nullable().optional(),
  /** A Meet link is being created: the pages may look again until google_meet_link is set. */
  meet_link_expected: z.boolean().optional(),
  /** Team types: the team's slug; links then go to /team/{team_slug}/{slug}, null for personal types. */
  team_slug: z.string().nullable().optional(),
  /**
   * The secret of the attendee's cancel and reschedule links (docs/product.md#attendee-link-secrets):
   * only in the answer to the booking itself, whose confirmation shows those links; the pages
   * opened by a link already have it in their address.
   */
  link_secret: z.string().optional(),
  /** The event type's cancel and reschedule policy, with the host's address (docs/product.md#cancel-and-reschedule-policy). */
  change_policy: bookingChangePolicySchema.optional(),
  /**
   * The booking waits for the attendee to open the link mailed to them
   * (docs/product.md#attendee-e-mail-confirmation): no link_secret yet, status 'pending'.
   */
  email_confirmation: emailConfirmationHoldSchema.optional(),
  /** The series this booking belongs to (docs/product.md#recurring-series); absent otherwise. */
  series: bookingSeriesSchema.optional(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** POST /api/public/bookings/{id}/cancel and the host's reject/cancel calls. */
export const cancellationSchema = z.strictObject({
  cancellation_reason: z
    .string()
    .trim()
    .max(1000, { error: m.maxLength(1000) })
    .nullish(),
  /** A booking of a series: cancel only it (default) or it and every later one. */
  series_scope: z.enum(seriesScopes).optional(),
  /** The attendee's link opens the whole series: the position (1-based) of the meeting to cancel. */
  series_position: z.int().min(1).max(recurringCountMax).optional(),
});
export type CancellationPayload = z.input<typeof cancellationSchema>;

// ---- the host's side: /dashboard, /dashboard/bookings, /dashboard/analytics --------------------

/** docs/product.md#constants: 15 per page by default in the data layer; 4 on the bookings screen. */
export const defaultBookingsPerPage = 15;
export const bookingsScreenPerPage = 4;
export const maxBookingsPerPage = 100;

/** GET /api/bookings query (docs/product.md#api-calls). Filters are sent only when set. */
export const bookingsQuerySchema = z.strictObject({
  status: z.enum(bookingStatuses, { error: 'Choose a valid status' }).optional(),
  search: z
    .string()
    .trim()
    .max(200, { error: m.maxLength(200) })
    .optional(),
  event_type_id: z.uuid({ error: 'Event type not found' }).optional(),
  /** 'upcoming': start now or later, earliest first (the dashboard list); default: newest start first. */
  when: z.enum(['upcoming', 'past']).optional(),
  /** The calendar view's range: bookings starting at or after `from` and before `to`. */
  from: isoInstantSchema('Use an ISO date-time').optional(),
  to: isoInstantSchema('Use an ISO date-time').optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(maxBookingsPerPage).default(defaultBookingsPerPage),
});
export type BookingsQuery = z.input<typeof bookingsQuerySchema>;

/**
 * Host actions (docs/product.md#api-calls): GET /api/bookings/{id} -> Booking;
 * POST .../confirm -> Booking; POST .../reject and .../cancel with cancellationSchema -> Booking;
 * DELETE /api/bookings/{id} -> 204 (only cancelled or past bookings);
 * POST .../cancel-and-delete with cancellationSchema -> 204.
 * Refused transitions answer 409 with one of these messages.
 */
export const bookingActionMessages = {
  onlyPendingConfirm: 'Only pending bookings can be confirmed.',
  onlyPendingReject: 'Only pending bookings can be rejected.',
  alreadyCancelled: bookingMessages.alreadyCancelled,
  alreadyPast: bookingMessages.alreadyPast,
  deleteLiveBooking: 'Cancel this booking before deleting it.',
  rescheduleNotLive: 'Only pending or confirmed bookings can be rescheduled.',
  sameTime: bookingMessages.rescheduleSameTime,
} as const;

/** GET /api/bookings/stats -> { data: BookingStats }: counted in the database. */
export const bookingStatsSchema = z.object({
  /** Every booking of the host, all time. */
  total: z.int(),
  /** Confirmed, starting now or later. */
  upcoming: z.int(),
  /** Confirmed (active) bookings. */
  confirmed: z.int(),
  /** Pending: awaiting the host's confirmation. */
  pending: z.int(),
});
export type BookingStats = z.infer<typeof bookingStatsSchema>;

/**
 * Reschedule (issue #5): GET /api/bookings/{id}/free-times?start&end&time_zone -> { data: FreeTimes }
 * (the booking's own event type, the booking itself not counted as busy), then
 * POST /api/bookings/{id}/reschedule { start_time } -> Booking (same id; the attendee is e-mailed
 * an updated invite).
 */
export const rescheduleSchema = z.strictObject({
  start_time: isoInstantSchema('Choose a time'),
});
export type ReschedulePayload = z.input<typeof rescheduleSchema>;

// The attendee's reschedule (docs/product.md#reschedule-page), with the booking id as the capability:
// GET /api/public/bookings/{id}/free-times?start&end&time_zone -> { data: FreeTimes } and
// POST /api/public/bookings/{id}/reschedule { start_time } (rescheduleSchema) -> { data: PublicBooking }.

/** GET /api/bookings/analytics?weeks=12 -> { data: BookingAnalytics }, in the host's time zone. */
export const analyticsQuerySchema = z.strictObject({
  weeks: z.coerce.number().int().min(1).max(52).default(12),
});
/**
 * Every figure covers the last `weeks` weeks (the current one included) and as many weeks ahead,
 * so upcoming bookings count too (docs/product.md#analytics).
 */
export const bookingAnalyticsSchema = z.object({
  time_zone: z.string(),
  /**
   * Oldest first; each week starts on Monday (YYYY-MM-DD in the host's zone); by start time. The
   * `weeks` weeks up to the current one, then the weeks ahead up to the last one with a booking.
   */
  per_week: z.array(z.object({ week_start: z.string(), count: z.int() })),
  by_status: z.object({ pending: z.int(), confirmed: z.int(), cancelled: z.int() }),
  by_event_type: z.array(z.object({ event_type_id: z.uuid(), title: z.string(), count: z.int() })),
  /** Cancelled / all, 0 when there are none; over the same weeks. */
  cancellation_rate: z.number(),
  total: z.int(),
  /** Of `total`: pending or confirmed, starting now or later. */
  upcoming: z.int(),
});
export type BookingAnalytics = z.infer<typeof bookingAnalyticsSchema>;
