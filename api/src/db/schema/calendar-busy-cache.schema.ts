import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * Busy answers of the calendar providers, shared by every API process (docs/calendars.md#caching):
 * one row per host, source (`<provider>:<connection id>`) and window of whole UTC days.
 * `busy` is the last answer ([startMs, endMs] pairs, null before the first); `stale` marks it
 * unfit as a fresh answer (a booking of the host) while it may still stand in for a provider
 * that cannot be reached; `version` is bumped by every invalidation, so a fetch that started
 * before one never stores its answer; `fetching_until` is the lease of the process asking the
 * provider now (the others wait for its answer instead of asking too).
 */
export const calendarBusyCache = pgTable(
  'calendar_busy_cache',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
    busy: jsonb('busy').$type<[number, number][]>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    stale: boolean('stale').notNull().default(false),
    version: integer('version').notNull().default(0),
    fetchingUntil: timestamp('fetching_until', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.source, t.windowFrom, t.windowTo] })],
);
