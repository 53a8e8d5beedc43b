import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';
import { users } from './users.schema';

/** Why a Microsoft connection last failed, as Settings says it in words. */
export type MicrosoftErrorCode =
  | 'consent_revoked'
  | 'unreachable'
  | 'timeout'
  | 'server_error'
  | 'too_many_events';

/**
 * A Microsoft 365 / Outlook.com account a host connected (docs/calendars.md#microsoft-365-and-outlookcom).
 * The refresh token (and the current access token) are sealed with AES-256-GCM (ENCRYPTION_KEY).
 */
export const microsoftConnections = pgTable(
  'microsoft_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Graph's id of the Microsoft user: connecting the same account again updates this row. */
    microsoftUserId: text('microsoft_user_id').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    tokensSealed: text('tokens_sealed').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error').$type<MicrosoftErrorCode>(),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('microsoft_connections_user_account_unique').on(t.userId, t.microsoftUserId)],
);

/** A calendar of a connection; `checked`: its busy time blocks the host's free times. */
export const microsoftCalendars = pgTable(
  'microsoft_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => microsoftConnections.id, { onDelete: 'cascade' }),
    graphId: text('graph_id').notNull(),
    name: text('name').notNull(),
    checked: boolean('checked').notNull().default(false),
    writable: boolean('writable').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [uniqueIndex('microsoft_calendars_connection_graph_unique').on(t.connectionId, t.graphId)],
);

/** A connect flow in progress: single use, 10 minutes, shared by every API process. */
export const microsoftConnectStates = pgTable(
  'microsoft_connect_states',
  {
    /** SHA-256 of the `state` parameter: the table never holds a usable state. */
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('microsoft_connect_states_expires_idx').on(t.expiresAt)],
);

/** Where a booking's event was written (Graph's event id), so a move or cancel finds it. */
export const microsoftBookingEvents = pgTable(
  'microsoft_booking_events',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => microsoftCalendars.id, { onDelete: 'cascade' }),
    graphEventId: text('graph_event_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.calendarId] })],
);
