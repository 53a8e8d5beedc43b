import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * A host's days away, first and last inclusive, in the host's time zone
 * (docs/product.md#out-of-office). Migration 0033 also keeps periods of one host apart
 * (out_of_office_no_overlap, an exclusion constraint).
 */
export const outOfOffice = pgTable(
  'out_of_office',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    reason: text('reason').notNull(),
    teammateId: uuid('teammate_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('out_of_office_user_end_idx').on(t.userId, t.endDate),
    index('out_of_office_teammate_idx').on(t.teammateId),
    check('out_of_office_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
export type OutOfOfficeRow = typeof outOfOffice.$inferSelect;
