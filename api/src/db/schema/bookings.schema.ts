import type { Attendee, BookingActor, BookingAnswer } from '@slotwise/shared/contract/bookings.contract';
import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventTypes } from './event-types.schema';
import { users } from './users.schema';

/**
 * A recurring series an attendee booked (docs/product.md#recurring-series): the rule its meetings
 * follow, computed in `time_zone` (the host's), for the invite's RRULE and EXDATEs. The meetings
 * are bookings with its id.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    timeZone: text('time_zone').notNull(),
    firstStart: timestamp('first_start', { withTimezone: true }).notNull(),
    /** Occurrences in the rule (RRULE COUNT), skipped ones included. */
    count: integer('count').notNull(),
    /** Starts (ISO instants) left out at booking: the invite's EXDATEs. */
    skipped: jsonb('skipped').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_series_count_check', sql`${t.count} BETWEEN 2 AND 24`),
    check(
      'booking_series_frequency_check',
      sql`${t.frequency} IN ('weekly', 'biweekly', 'monthly_weekday', 'monthly_date')`,
    ),
  ],
);
export type BookingSeriesRow = typeof bookingSeries.$inferSelect;

/**
 * A booked time. host_id is the assigned (or only) host; every host the booking holds has a
 * booking_hosts row, where the no-double-booking guarantee lives.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    blockedStart: timestamp('blocked_start', { withTimezone: true }).notNull(),
    blockedEnd: timestamp('blocked_end', { withTimezone: true }).notNull(),
    /** Bookings sharing a key are seats of one time slot; one-on-one bookings use their own id. */
    seatKey: text('seat_key').notNull(),
    /** Seats this booking takes: the attendee plus additional attendees. */
    seats: integer('seats').notNull().default(1),
    attendeeName: text('attendee_name').notNull(),
    attendeeEmail: text('attendee_email').notNull(),
    /** Given on the booking form when the event type needs it (phone location or SMS reminder). */
    attendeePhone: text('attendee_phone'),
    additionalAttendees: jsonb('additional_attendees').$type<Attendee[]>().notNull().default([]),
    answers: jsonb('answers').$type<BookingAnswer[]>().notNull().default([]),
    /** Guests' addresses (docs/product.md#questions-and-guests, migration 0031). */
    guests: jsonb('guests').$type<string[]>().notNull().default([]),
    timezone: text('timezone').notNull(),
    language: text('language').notNull().default('en'),
    googleMeetLink: text('google_meet_link'),
    googleCalendarEventId: text('google_calendar_event_id'),
    /**
     * The Jitsi Meet join link of a `jitsi` booking (docs/product.md#jitsi-meet, migration 0038):
     * an unguessable room made with the booking, kept when it moves; hidden once cancelled.
     */
    jitsiLink: text('jitsi_link'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Whether the confirmation mails carried the Meet link: null while not built yet, false when
     * they left without it (an update mail follows once the calendar job has it).
     */
    meetLinkMailed: boolean('meet_link_mailed'),
    /** Who cancelled: 'host' or 'attendee' (null while live, and for bookings cancelled before 0011). */
    cancelledBy: text('cancelled_by').$type<BookingActor>(),
    /** The cancellation was the host's rejection of a pending booking (shown as Rejected). */
    rejected: boolean('rejected').notNull().default(false),
    /** Who last moved the booking to another time, and when. */
    rescheduledBy: text('rescheduled_by').$type<BookingActor>(),
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    /** iCalendar SEQUENCE of the last invite sent: each confirm, move or cancel raises it. */
    sequence: integer('sequence').notNull().default(0),
    /**
     * The attendee's cancel and reschedule links' capability (docs/product.md#attendee-link-secrets):
     * random, set by the database (migration 0021), never sent to anyone but the attendee.
     */
    linkSecret: text('link_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Made before 0021: links carrying the booking's id still open it until it ends. */
    idLinkAllowed: boolean('id_link_allowed').notNull().default(false),
    /** A meeting of a recurring series (docs/product.md#recurring-series, migration 0032). */
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    /** Its position in the series' rule, 0-based (skipped dates keep theirs). */
    seriesIndex: smallint('series_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_link_secret_idx').on(t.linkSecret),
    index('bookings_host_start_idx').on(t.hostId, t.startTime),
    index('bookings_event_type_start_idx').on(t.eventTypeId, t.startTime),
    index('bookings_seat_key_idx').on(t.seatKey),
    index('bookings_series_idx').on(t.seriesId, t.seriesIndex).where(sql`${t.seriesId} IS NOT NULL`),
    // The bookings search (migration 0025): pg_trgm GIN indexes serve ILIKE '%text%'.
    index('bookings_attendee_name_trgm_idx').using('gin', sql`${t.attendeeName} gin_trgm_ops`),
    index('bookings_attendee_email_trgm_idx').using('gin', sql`${t.attendeeEmail} gin_trgm_ops`),
    // 'unverified': a hold awaiting the attendee's e-mail (docs/product.md#attendee-e-mail-confirmation).
    check('bookings_status_check', sql`${t.status} IN ('pending', 'confirmed', 'cancelled', 'unverified')`),
    check('bookings_cancelled_by_check', sql`${t.cancelledBy} IN ('host', 'attendee')`),
    check('bookings_rescheduled_by_check', sql`${t.rescheduledBy} IN ('host', 'attendee')`),
    check('bookings_time_order_check', sql`${t.endTime} > ${t.startTime}`),
    check(
      'bookings_blocked_covers_check',
      sql`${t.blockedStart} <= ${t.startTime} AND ${t.blockedEnd} >= ${t.endTime}`,
    ),
  ],
);

/**
 * The hosts a booking holds (docs/product.md#teams): the booking's host_id, plus every other host
 * of a collective booking. Double booking is impossible by the exclusion constraint of migration
 * 0012 (not expressible here): no two live rows of one host may overlap in
 * [blocked_start, blocked_end) — the meeting widened by its buffers — unless they share a
 * seat_key (the seats of one group time slot). A trigger of that migration inserts the host_id
 * row with each booking and mirrors the booking's range, seat key and status (live) into its rows.
 */
export const bookingHosts = pgTable(
  'booking_hosts',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedStart: timestamp('blocked_start', { withTimezone: true }).notNull(),
    blockedEnd: timestamp('blocked_end', { withTimezone: true }).notNull(),
    seatKey: text('seat_key').notNull(),
    /** Pending or confirmed: the booking holds the host's time. */
    live: boolean('live').notNull(),
    /**
     * The booking's start, status and event type, mirrored by the triggers of migration 0025
     * (whatever a caller passes is overwritten): the host's list and counts read them here.
     */
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    eventTypeId: uuid('event_type_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'booking_hosts_pk', columns: [t.bookingId, t.hostId] }),
    // Migration 0025 (not expressible here): INCLUDE (status, event_type_id).
    index('booking_hosts_host_start_idx').on(t.hostId, t.startTime, t.bookingId),
    // Migration 0025: INCLUDE (status).
    index('booking_hosts_host_type_start_idx').on(t.hostId, t.eventTypeId, t.startTime, t.bookingId),
    // Migrations 0025 and 0043: INCLUDE (blocked_end, seat_key, booking_id, status) WHERE live.
    index('booking_hosts_live_blocked_idx').on(t.hostId, t.blockedStart),
  ],
);

/**
 * Exact counts of the bookings a host holds per UTC day of their start, status and event type,
 * kept by a trigger on booking_hosts (migration 0025); read through the SQL functions
 * booking_host_type_counts and booking_host_count, which add the partial days at a span's ends.
 */
export const bookingDayCounts = pgTable(
  'booking_day_counts',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    day: date('day').notNull(),
    eventTypeId: uuid('event_type_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'booking_day_counts_pk', columns: [t.hostId, t.day, t.status, t.eventTypeId] })],
);

/**
 * Exact totals of the bookings a host holds per status and event type (migration 0027), kept
 * by a trigger on booking_hosts deferred to the commit: the dashboard figures' few rows.
 */
export const bookingHostTotals = pgTable(
  'booking_host_totals',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    eventTypeId: uuid('event_type_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'booking_host_totals_pk', columns: [t.hostId, t.status, t.eventTypeId] })],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** The host as a booking's pages, e-mails, invites and free times need them. */
export interface BookingHost {
  id: string;
  name: string;
  surname: string | null;
  username: string;
  email: string;
  avatar: string | null;
  timeZone: string;
  /** The host's interface language, for the mails to the host (docs/product.md#language). */
  language: string;
  /** Its full locale (en-GB) when known: the mails' date and clock style. */
  locale?: string | null;
}

/** A booking with the event type and host its pages, e-mails and invites describe. */
export interface BookingDetails {
  booking: BookingRow;
  eventType: {
    id: string;
    title: string;
    slug: string;
    duration: number;
    location: string;
    kind: string;
    reminders: Reminder[];
    /** Location details (docs/product.md#locations). */
    locationAddress?: string | null;
    locationPhone?: string | null;
    locationPhoneFrom?: string;
    locationUrl?: string | null;
    /** Google Meet: the host has the Google account the Meet link will come from. */
    meetAccount?: boolean;
    minimumNoticeMinutes: number;
    /** Team types: the team's slug, for links to /team/{teamSlug}/{slug}. */
    teamSlug?: string | null;
    /** docs/product.md#cancel-and-reschedule-policy (absent: changes allowed until the start). */
    attendeeChanges?: boolean;
    changeCutoffHours?: number;
    cancelReasonRequired?: boolean;
  };
  host: BookingHost;
  /**
   * Every host the booking holds, host first (docs/product.md#teams); absent when only `host`
   * (personal types).
   */
  hosts?: BookingHost[];
  /** Set on a booking just made that holds its time until the attendee's e-mail is confirmed. */
  emailConfirmation?: { hold_id: string; expires_at: string };
  /** A meeting of a series: the series and its meetings (docs/product.md#recurring-series). */
  series?: SeriesDetails;
}

/** A series with its meetings, earliest first, as the invites, mails and pages describe it. */
export interface SeriesDetails {
  series: BookingSeriesRow;
  occurrences: Pick<BookingRow, 'id' | 'seriesIndex' | 'startTime' | 'endTime' | 'status' | 'sequence'>[];
  /** Set on a cancellation of several meetings at once: the ids it cancels (one mail, one invite). */
  cancelling?: string[];
}
