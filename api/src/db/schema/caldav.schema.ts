import type { CaldavErrorCode } from '@slotwise/shared/contract/calendars.contract';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';
import { users } from './users.schema';

export type { CaldavErrorCode };

/**
 * A CalDAV account a host connected (iCloud, Fastmail, Nextcloud, any server). The password (an
 * app-specific one for iCloud) is sealed with AES-256-GCM (ENCRYPTION_KEY) like the Google tokens.
 */
export const caldavConnections = pgTable(
  'caldav_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'apple' | 'caldav'>().notNull(),
    /** What the host typed; every request to it passes the outbound guard. */
    serverUrl: text('server_url').notNull(),
    /** The calendar-home-set found by discovery. */
    homeUrl: text('home_url').notNull(),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error').$type<CaldavErrorCode>(),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('caldav_connections_user_idx').on(t.userId)],
);

/** A calendar of a connection; `checked`: its busy time blocks the host's free times. */
export const caldavCalendars = pgTable(
  'caldav_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => caldavConnections.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    displayName: text('display_name').notNull(),
    color: text('color'),
    checked: boolean('checked').notNull().default(true),
    writable: boolean('writable').notNull().default(true),
  },
  (t) => [uniqueIndex('caldav_calendars_connection_url_unique').on(t.connectionId, t.url)],
);

/** Where a booking's VEVENT was written, so a move or cancel finds it. */
export const caldavBookingEvents = pgTable(
  'caldav_booking_events',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => caldavCalendars.id, { onDelete: 'cascade' }),
    href: text('href').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.calendarId] })],
);
