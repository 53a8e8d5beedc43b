import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';

/**
 * Durable background work (every promised e-mail, reminders, Google Calendar sync): rows, not
 * timers, so they survive restarts; claimed with FOR UPDATE SKIP LOCKED and a renewed lease so
 * several API processes never run one at once, and a dead process's jobs are taken over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    index('jobs_booking_idx').on(t.bookingId),
    check('jobs_status_check', sql`${t.status} IN ('pending', 'done', 'failed', 'cancelled')`),
  ],
);
