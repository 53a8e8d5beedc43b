import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';
import { googleAccounts } from './google-calendar.schema';

/**
 * A calendar of a connected Google account, as its calendarList said (docs/calendars.md).
 * `checked`: its busy time blocks the host's free times (the account's primary one by default).
 */
export const googleCalendars = pgTable(
  'google_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => googleAccounts.id, { onDelete: 'cascade' }),
    /** Google's calendar id (an email address for the primary one). */
    googleId: text('google_id').notNull(),
    summary: text('summary').notNull(),
    /** owner and writer may write; reader and freeBusyReader only read. */
    accessRole: text('access_role').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    checked: boolean('checked').notNull().default(false),
  },
  (t) => [uniqueIndex('google_calendars_account_google_id_unique').on(t.accountId, t.googleId)],
);

/** Where a booking's Google event was written, so a move or cancel finds it (no row: 'primary'). */
export const googleBookingCalendars = pgTable('google_booking_calendars', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  googleCalendarId: text('google_calendar_id').notNull(),
});
