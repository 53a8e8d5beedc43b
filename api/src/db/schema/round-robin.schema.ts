import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';
import { eventTypes } from './event-types.schema';
import { users } from './users.schema';

/** A round-robin type's cap of bookings per host per day or week (docs/product.md#fair-round-robin). */
export const roundRobinSettings = pgTable(
  'round_robin_settings',
  {
    eventTypeId: uuid('event_type_id')
      .primaryKey()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    capLimit: integer('cap_limit'),
    capPeriod: text('cap_period'),
  },
  (t) => [
    check(
      'round_robin_settings_cap_check',
      sql`(${t.capLimit} IS NULL AND ${t.capPeriod} IS NULL) OR (${t.capLimit} BETWEEN 1 AND 100 AND ${t.capPeriod} IN ('day', 'week'))`,
    ),
  ],
);

/** A host's weight and priority in a round-robin type; a host without a row takes the defaults. */
export const roundRobinHosts = pgTable(
  'round_robin_hosts',
  {
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull().default(1),
    priority: smallint('priority').notNull().default(2),
  },
  (t) => [
    primaryKey({ name: 'round_robin_hosts_pk', columns: [t.eventTypeId, t.userId] }),
    index('round_robin_hosts_user_idx').on(t.userId),
    check('round_robin_hosts_weight_check', sql`${t.weight} BETWEEN 1 AND 100`),
    check('round_robin_hosts_priority_check', sql`${t.priority} BETWEEN 0 AND 4`),
  ],
);

/** Why a round-robin booking went to its host (the host's details explain it). */
export const bookingAssignments = pgTable(
  'booking_assignments',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    weight: integer('weight').notNull(),
    priority: smallint('priority').notNull(),
    recentBookings: integer('recent_bookings').notNull(),
    candidates: integer('candidates').notNull(),
  },
  (t) => [
    check(
      'booking_assignments_reason_check',
      sql`${t.reason} IN ('only_free', 'priority', 'fewest', 'least_recent', 'order')`,
    ),
  ],
);
