import { emailSchema, requiredText, timeZoneSchema } from '@slotwise/shared/contract/auth.contract';
import type { EventTypeKind } from '@slotwise/shared/contract/event-types.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingMessages = {
  slotTaken: 'That time was just booked. Please pick another.',
  slotUnavailable: 'That time is not available. Please pick another.',
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
  dateOutOfRange: 'Choose a date between 1970-01-01 and 9999-12-31',
} as const;

/** The calendar a query may ask about (bookingMessages.dateOutOfRange), inclusive. */
export const queryDateRange = { first: '1970-01-01', last: '9999-12-31' } as const;

export interface Attendee {
  name: string;
  email: string;
}

export interface BookingAnswer {
  question_id: string;
  question_text: string;
  answer: string;
}

/** A booking as its host sees it (product-spec §3). */
export interface Booking {
  id: string;
  status: BookingStatus;
  start_time: string;
  end_time: string;
  created_at: string;
  attendee_name: string;
  attendee_email: string;
  additional_attendees: Attendee[];
  /** The attendee's time zone. */
  timezone: string;
  answers: BookingAnswer[];
  google_meet_link: string | null;
  google_calendar_event_id: string | null;
  cancellation_reason: string | null;
  event_type: { id: string; title: string; duration: number; location: EventLocation };
}

/** GET /api/bookings (product-spec §3 "Bookings list response"). */
export interface BookingsPage {
  data: Booking[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}

// ---- public, unauthenticated: the booking page and the cancel page ----------------------------

export interface PublicHost {
  name: string;
  surname: string | null;
  username: string;
  avatar: string | null;
}

export interface PublicQuestion {
  id: string;
  question_text: string;
  required: boolean;
  answer_type: 'short' | 'long';
  sort_order: number;
}

/** GET /api/public/event-types/{username}/{slug} -> { data: PublicEventType }. */
export interface PublicEventType {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  duration: number;
  location: EventLocation;
  event_type: EventTypeKind;
  /** Seats per time slot for group and collective types; null otherwise. */
  max_participants: number | null;
  requires_confirmation: boolean;
  questions: PublicQuestion[];
  host: PublicHost;
}

/** GET .../free-times?start=YYYY-MM-DD&end=YYYY-MM-DD&time_zone=Area/City (end inclusive). */
export const freeTimesQuerySchema = z.strictObject({
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the YYYY-MM-DD format' }),
  end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the YYYY-MM-DD format' }),
  time_zone: timeZoneSchema,
});
export type FreeTimesQuery = z.infer<typeof freeTimesQuerySchema>;
export const maxFreeTimesRangeDays = 42;

export interface FreeTime {
  /** UTC instant of the start. */
  start: string;
  /** Seats still free at this time (1 for one-on-one). */
  seats_left: number;
}

/** Each requested day (in the requested zone), with its free start times, earliest first. */
export interface FreeTimes {
  time_zone: string;
  days: { date: string; times: FreeTime[] }[];
}

/** POST /api/public/bookings. */
export const createPublicBookingSchema = z.strictObject({
  event_type_id: z.uuid({ error: 'Event type not found' }),
  start_time: z.iso.datetime({ offset: true, error: 'Choose a time' }),
  attendee_name: requiredText().max(120, { error: m.maxLength(120) }),
  attendee_email: emailSchema,
  timezone: timeZoneSchema,
  answers: z
    .array(
      z.strictObject({
        question_id: z.uuid(),
        answer: z
          .string()
          .trim()
          .max(5000, { error: m.maxLength(5000) }),
      }),
    )
    .max(5)
    .default([]),
  additional_attendees: z
    .array(z.strictObject({ name: requiredText().max(120, { error: m.maxLength(120) }), email: emailSchema }))
    .max(50)
    .default([]),
  /** The attendee's browser language, for the e-mails (decisions §12). */
  language: z.string().max(10).optional(),
});
export type CreatePublicBookingPayload = z.input<typeof createPublicBookingSchema>;

/** What the attendee's pages show: no other attendees' data (decisions §6). */
export interface PublicBooking {
  id: string;
  status: BookingStatus;
  start_time: string;
  end_time: string;
  timezone: string;
  attendee_name: string;
  cancellation_reason: string | null;
  /** False once cancelled or past: the cancel page then offers nothing to do. */
  cancellable: boolean;
  event_type: { title: string; duration: number; location: EventLocation; slug: string };
  host: PublicHost;
  google_meet_link: string | null;
}

/** POST /api/public/bookings/{id}/cancel and the host's reject/cancel calls. */
export const cancellationSchema = z.strictObject({
  cancellation_reason: z
    .string()
    .trim()
    .max(1000, { error: m.maxLength(1000) })
    .nullish(),
});
export type CancellationPayload = z.input<typeof cancellationSchema>;

// ---- the host's side: /dashboard, /dashboard/bookings, /dashboard/analytics --------------------

/** Product-spec §9: 15 per page by default in the data layer; 4 on the bookings screen. */
export const defaultBookingsPerPage = 15;
export const bookingsScreenPerPage = 4;
export const maxBookingsPerPage = 100;

/** GET /api/bookings query (product-spec §7). Filters are sent only when set. */
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
  from: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(maxBookingsPerPage).default(defaultBookingsPerPage),
});
export type BookingsQuery = z.input<typeof bookingsQuerySchema>;

/**
 * Host actions (product-spec §7): GET /api/bookings/{id} -> Booking;
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
  sameTime: 'The booking is already at that time.',
} as const;

/** GET /api/bookings/stats -> { data: BookingStats }: counted in the database. */
export interface BookingStats {
  /** Every booking of the host, all time. */
  total: number;
  /** Confirmed, starting now or later. */
  upcoming: number;
  /** Confirmed (active) bookings. */
  confirmed: number;
  /** Pending: awaiting the host's confirmation. */
  pending: number;
}

/**
 * Reschedule (issue #5): GET /api/bookings/{id}/free-times?start&end&time_zone -> { data: FreeTimes }
 * (the booking's own event type, the booking itself not counted as busy), then
 * POST /api/bookings/{id}/reschedule { start_time } -> Booking (same id; the attendee is e-mailed
 * an updated invite).
 */
export const rescheduleSchema = z.strictObject({
  start_time: z.iso.datetime({ offset: true, error: 'Choose a time' }),
});
export type ReschedulePayload = z.input<typeof rescheduleSchema>;

/** GET /api/bookings/analytics?weeks=12 -> { data: BookingAnalytics }, in the host's time zone. */
export const analyticsQuerySchema = z.strictObject({
  weeks: z.coerce.number().int().min(1).max(52).default(12),
});
export interface BookingAnalytics {
  time_zone: string;
  /** Oldest first; each week starts on Monday (YYYY-MM-DD in the host's zone); by start time. */
  per_week: { week_start: string; count: number }[];
  by_status: Record<BookingStatus, number>;
  by_event_type: { event_type_id: string; title: string; count: number }[];
  /** Cancelled / all, 0 when there are none; over the same weeks. */
  cancellation_rate: number;
  total: number;
}
