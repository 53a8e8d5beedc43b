import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';

/**
 * Durable background work (every promised e-mail, reminders, Google Calendar sync): rows, not
 * timers, so they survive restarts; claimed with FOR UPDATE SKIP LOCKED and a renewed lease so
 * several API processes never run one at once, and a dead process's jobs are taken over. Each
 * lane (time-critical, mail, deliveries, default) is claimed on its own, so none waits for another.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The lane its kind runs in (laneOf in modules/jobs/job-lanes.ts), set by insertJobs. */
    lane: text('lane').notNull().default('default'),
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
    // Each lane's claim loop reads its due jobs in run_at order from here.
    index('jobs_lane_due_idx').on(t.lane, t.runAt).where(sql`${t.status} = 'pending'`),
    index('jobs_booking_idx').on(t.bookingId),
    check('jobs_status_check', sql`${t.status} IN ('pending', 'done', 'failed', 'cancelled')`),
  ],
);
