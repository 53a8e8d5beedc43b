import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { eventTypes } from './event-types.schema';
import { users } from './users.schema';

/** The provider kinds a write choice may name (docs/calendars.md#which-calendars-count). */
export type CalendarProviderKind = 'google' | 'caldav' | 'microsoft';

/**
 * The host-wide default calendar bookings are added to: a writable calendar of any connection
 * (provider + connection + that provider's calendar row id). Dropped with its connection.
 */
export const hostWriteCalendars = pgTable(
  'host_write_calendars',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CalendarProviderKind>().notNull(),
    connectionId: uuid('connection_id').notNull(),
    calendarId: uuid('calendar_id').notNull(),
  },
  (t) => [index('host_write_calendars_connection_idx').on(t.connectionId)],
);

/**
 * The calendar an event type's bookings are written to, owned by `userId` (the host whose
 * calendar it is): a team type's choice writes only that host's bookings.
 */
export const eventTypeCalendarChoices = pgTable(
  'event_type_calendar_choices',
  {
    eventTypeId: uuid('event_type_id')
      .primaryKey()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CalendarProviderKind>().notNull(),
    connectionId: uuid('connection_id').notNull(),
    calendarId: uuid('calendar_id').notNull(),
  },
  (t) => [index('event_type_calendar_choices_connection_idx').on(t.connectionId)],
);
