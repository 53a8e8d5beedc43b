import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** A weekly schedule of a host (docs/product.md#availability). */
export const availabilities = pgTable(
  'availabilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** IANA zone the slots and overrides are expressed in. */
    timeZone: text('time_zone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availabilities_user_id_idx').on(t.userId),
    // At most one default schedule per user.
    uniqueIndex('availabilities_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** A weekly interval: ISO day of week (1 = Monday .. 7 = Sunday), local wall-clock times. */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    availabilityId: uuid('availability_id')
      .notNull()
      .references(() => availabilities.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_slots_availability_day_idx').on(t.availabilityId, t.dayOfWeek),
    check('availability_slots_day_of_week_check', sql`${t.dayOfWeek} BETWEEN 1 AND 7`),
    check('availability_slots_time_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** A date with its own interval, or (unavailable) a day off. */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    availabilityId: uuid('availability_id')
      .notNull()
      .references(() => availabilities.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    unavailable: boolean('unavailable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_overrides_availability_date_idx').on(t.availabilityId, t.date),
    check(
      'availability_overrides_shape_check',
      sql`(${t.unavailable} AND ${t.startTime} IS NULL AND ${t.endTime} IS NULL)
        OR (NOT ${t.unavailable} AND ${t.startTime} IS NOT NULL AND ${t.endTime} IS NOT NULL AND ${t.endTime} > ${t.startTime})`,
    ),
  ],
);
