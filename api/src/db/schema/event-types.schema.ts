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
import { availabilities } from './availability.schema';
import { googleAccounts } from './google-calendar.schema';
import { teams } from './teams.schema';
import { users } from './users.schema';

/** A bookable kind of meeting of a host, published at /{username}/{slug} when public. */
export const eventTypes = pgTable(
  'event_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    kind: text('event_type').notNull().default('one_on_one'),
    // RESTRICT: a schedule in use cannot be deleted (docs/product.md#availability); the API answers 409
    // first.
    availabilityId: uuid('availability_id').references(() => availabilities.id, { onDelete: 'restrict' }),
    /** The Google account whose calendar receives the bookings; unlinked when it is disconnected. */
    connectedGoogleAccountId: uuid('connected_google_account_id').references(() => googleAccounts.id, {
      onDelete: 'set null',
    }),
    duration: integer('duration').notNull(),
    /**
     * The durations the attendee may choose from (docs/product.md#several-durations), `duration`
     * being the default among them; empty: only `duration`.
     */
    durations: integer('durations').array().notNull().default(sql`'{}'::integer[]`),
    /** https address opened after booking (docs/product.md#after-booking); null: the confirmation stays. */
    redirectUrl: text('redirect_url'),
    location: text('location').notNull().default('google_meet'),
    /** Location details (docs/product.md#locations): only the ones of the chosen location are kept. */
    locationAddress: text('location_address'),
    locationPhone: text('location_phone'),
    /** 'host': the host's number (location_phone); 'attendee': the booking form asks for one. */
    locationPhoneFrom: text('location_phone_from').notNull().default('host'),
    locationUrl: text('location_url'),
    maxParticipants: integer('max_participants'),
    isPublic: boolean('public').notNull().default(true),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    /** Bookings hold their time until the attendee proves their address (docs/product.md#attendee-e-mail-confirmation). */
    confirmAttendeeEmail: boolean('confirm_attendee_email').notNull().default(false),
    recurring: boolean('recurring').notNull().default(false),
    /** docs/product.md#recurring-series (migration 0032). */
    recurringFrequency: text('recurring_frequency').notNull().default('weekly'),
    recurringMaxCount: integer('recurring_max_count').notNull().default(6),
    reminders: jsonb('reminders').$type<Reminder[]>().notNull().default([]),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(240),
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    /** Booking limits (docs/product.md#booking-limits-and-start-times): null, no limit. */
    limitPerDay: integer('limit_per_day'),
    limitPerWeek: integer('limit_per_week'),
    limitPerMonth: integer('limit_per_month'),
    limitPerYear: integer('limit_per_year'),
    /** Minutes between offered start times; null: the duration, at most 30. */
    slotInterval: integer('slot_interval'),
    /** A fixed booking window (host-local dates, both or none); null: booking_window_days. */
    bookingWindowStart: date('booking_window_start', { mode: 'string' }),
    bookingWindowEnd: date('booking_window_end', { mode: 'string' }),
    /** Round-robin and collective types belong to a team (docs/product.md#teams); null for personal ones. */
    // SET NULL: deleting a team leaves its types and their bookings with their creator.
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** docs/product.md#private-sharing: 'listed', 'secret' or 'single_use'. */
    sharing: text('sharing').notNull().default('listed'),
    /** docs/product.md#cancel-and-reschedule-policy. */
    attendeeChanges: boolean('attendee_changes').notNull().default(true),
    changeCutoffHours: integer('change_cutoff_hours').notNull().default(0),
    cancelReasonRequired: boolean('cancel_reason_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_types_user_slug_unique').on(t.userId, t.slug),
    index('event_types_availability_idx').on(t.availabilityId),
    index('event_types_team_idx').on(t.teamId),
    uniqueIndex('event_types_team_slug_unique').on(t.teamId, t.slug).where(sql`${t.teamId} IS NOT NULL`),
    check('event_types_duration_check', sql`${t.duration} BETWEEN 5 AND 720`),
    check(
      'event_types_durations_check',
      sql`cardinality(${t.durations}) <= 6 AND 5 <= ALL(${t.durations}) AND 720 >= ALL(${t.durations})`,
    ),
    check(
      'event_types_redirect_url_check',
      sql`${t.redirectUrl} IS NULL OR (${t.redirectUrl} LIKE 'https://%' AND length(${t.redirectUrl}) <= 2000)`,
    ),
    check('event_types_buffers_check', sql`${t.bufferBefore} >= 0 AND ${t.bufferAfter} >= 0`),
    check('event_types_location_phone_from_check', sql`${t.locationPhoneFrom} IN ('host', 'attendee')`),
  ],
);

/** The hosts of a team event type: accepted members of its team (docs/product.md#teams). */
export const eventTypeHosts = pgTable(
  'event_type_hosts',
  {
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'event_type_hosts_pk', columns: [t.eventTypeId, t.userId] }),
    index('event_type_hosts_user_idx').on(t.userId),
  ],
);

/** A question the booking form asks (at most 5 per event type). */
export const eventTypeQuestions = pgTable(
  'event_type_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    required: boolean('required').notNull().default(false),
    answerType: text('answer_type').notNull().default('short'),
    active: boolean('active').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** A choice type's options (docs/product.md#questions-and-guests, migration 0031). */
    options: jsonb('options').$type<string[]>().notNull().default([]),
  },
  (t) => [index('event_type_questions_event_type_idx').on(t.eventTypeId, t.sortOrder)],
);
