import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import {
  type MicrosoftErrorCode,
  microsoftBookingEvents,
  microsoftCalendars,
  microsoftConnections,
  microsoftConnectStates,
} from '../../db/schema/microsoft-calendar.schema';
import {
  dropChoicesOfCalendar,
  resolveBookingWriteCalendar,
} from '../calendar-choices/write-calendar-choices.repository';

export type MicrosoftConnectionRow = typeof microsoftConnections.$inferSelect;
export type MicrosoftCalendarRow = typeof microsoftCalendars.$inferSelect;

// ---- connect flows ----------------------------------------------------------------------------

export async function insertConnectState(
  db: DbExecutor,
  row: typeof microsoftConnectStates.$inferInsert,
): Promise<void> {
  // Old flows go as new ones start: the table stays small without a sweeper.
  await db.delete(microsoftConnectStates).where(lt(microsoftConnectStates.expiresAt, sql`now()`));
  await db.insert(microsoftConnectStates).values(row);
}

/** Takes (deletes and returns) a flow: a state works once, whatever follows. */
export async function takeConnectState(db: DbExecutor, stateHash: string) {
  const [row] = await db
    .delete(microsoftConnectStates)
    .where(eq(microsoftConnectStates.stateHash, stateHash))
    .returning();
  return row ?? null;
}

// ---- connections ------------------------------------------------------------------------------

export async function countConnections(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(microsoftConnections)
    .where(eq(microsoftConnections.userId, userId));
  return row?.count ?? 0;
}

/**
 * Stores a connected account (the same Microsoft account connected again keeps its row, its
 * calendars' ticks and the event types' choices) and its calendars as Graph lists them now.
 * A new calendar is checked when it is the account's default one.
 */
export async function upsertConnection(
  db: DbExecutor,
  row: Pick<
    typeof microsoftConnections.$inferInsert,
    'userId' | 'microsoftUserId' | 'email' | 'name' | 'tokensSealed'
  >,
  calendars: { graphId: string; name: string; writable: boolean; isDefault: boolean }[],
): Promise<MicrosoftConnectionRow> {
  const [connection] = await db
    .insert(microsoftConnections)
    .values({ ...row, lastSyncedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [microsoftConnections.userId, microsoftConnections.microsoftUserId],
      set: {
        email: row.email,
        name: row.name,
        tokensSealed: row.tokensSealed,
        lastSyncedAt: sql`now()`,
        lastError: null,
        lastErrorAt: null,
      },
    })
    .returning();
  if (!connection) throw new Error('upsert returned nothing');
  const ids = calendars.map((calendar) => calendar.graphId);
  const gone = await db
    .delete(microsoftCalendars)
    .where(
      and(
        eq(microsoftCalendars.connectionId, connection.id),
        ...(ids.length > 0 ? [notInArray(microsoftCalendars.graphId, ids)] : []),
      ),
    )
    .returning({ id: microsoftCalendars.id });
  // A calendar no longer in the account: the default and the types' choices of it fall back.
  for (const calendar of gone) await dropChoicesOfCalendar(db, 'microsoft', calendar.id);
  for (const calendar of calendars) {
    await db
      .insert(microsoftCalendars)
      .values({ ...calendar, connectionId: connection.id, checked: calendar.isDefault })
      .onConflictDoUpdate({
        target: [microsoftCalendars.connectionId, microsoftCalendars.graphId],
        set: { name: calendar.name, writable: calendar.writable, isDefault: calendar.isDefault },
      });
  }
  return connection;
}

export async function listConnections(db: DbExecutor, userId: string): Promise<MicrosoftConnectionRow[]> {
  return db
    .select()
    .from(microsoftConnections)
    .where(eq(microsoftConnections.userId, userId))
    .orderBy(asc(microsoftConnections.createdAt), asc(microsoftConnections.id));
}

export async function listCalendarsOf(
  db: DbExecutor,
  connectionIds: string[],
): Promise<MicrosoftCalendarRow[]> {
  if (connectionIds.length === 0) return [];
  return db
    .select()
    .from(microsoftCalendars)
    .where(inArray(microsoftCalendars.connectionId, connectionIds))
    .orderBy(
      sql`${microsoftCalendars.isDefault} desc`,
      asc(microsoftCalendars.name),
      asc(microsoftCalendars.id),
    );
}

export async function findConnectionById(db: DbExecutor, id: string): Promise<MicrosoftConnectionRow | null> {
  const [row] = await db.select().from(microsoftConnections).where(eq(microsoftConnections.id, id)).limit(1);
  return row ?? null;
}

/** The row locked, for a token refresh that must happen once for all processes. */
export async function lockConnection(db: DbExecutor, id: string): Promise<MicrosoftConnectionRow | null> {
  const [row] = await db
    .select()
    .from(microsoftConnections)
    .where(eq(microsoftConnections.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateTokens(db: DbExecutor, id: string, tokensSealed: string): Promise<void> {
  await db.update(microsoftConnections).set({ tokensSealed }).where(eq(microsoftConnections.id, id));
}

export async function deleteConnection(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(microsoftConnections)
    .where(and(eq(microsoftConnections.id, id), eq(microsoftConnections.userId, userId)))
    .returning({ id: microsoftConnections.id });
  return rows.length > 0;
}

export async function recordConnectionState(
  db: DbExecutor,
  id: string,
  state: { ok: true } | { ok: false; error: MicrosoftErrorCode },
): Promise<void> {
  await db
    .update(microsoftConnections)
    .set(
      state.ok
        ? { lastSyncedAt: sql`now()`, lastError: null, lastErrorAt: null }
        : { lastError: state.error, lastErrorAt: sql`now()` },
    )
    .where(eq(microsoftConnections.id, id));
}

/** Ticks or unticks one calendar of one of the host's connections; false when not theirs. */
export async function setCalendarChecked(
  db: DbExecutor,
  userId: string,
  connectionId: string,
  calendarId: string,
  checked: boolean,
): Promise<boolean> {
  const rows = await db
    .update(microsoftCalendars)
    .set({ checked })
    .where(
      and(
        eq(microsoftCalendars.id, calendarId),
        eq(microsoftCalendars.connectionId, connectionId),
        inArray(
          microsoftCalendars.connectionId,
          db
            .select({ id: microsoftConnections.id })
            .from(microsoftConnections)
            .where(eq(microsoftConnections.userId, userId)),
        ),
      ),
    )
    .returning({ id: microsoftCalendars.id });
  return rows.length > 0;
}

/** The host's checked calendars with their connection, for busy times. */
export async function listCheckedCalendars(
  db: DbExecutor,
  userId: string,
): Promise<{ calendar: MicrosoftCalendarRow; connection: MicrosoftConnectionRow }[]> {
  return db
    .select({ calendar: microsoftCalendars, connection: microsoftConnections })
    .from(microsoftCalendars)
    .innerJoin(microsoftConnections, eq(microsoftConnections.id, microsoftCalendars.connectionId))
    .where(and(eq(microsoftConnections.userId, userId), eq(microsoftCalendars.checked, true)));
}

/** listCheckedCalendars of several hosts in one statement (a team type's free times). */
export async function listCheckedCalendarsOfUsers(
  db: DbExecutor,
  userIds: string[],
): Promise<{ calendar: MicrosoftCalendarRow; connection: MicrosoftConnectionRow }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ calendar: microsoftCalendars, connection: microsoftConnections })
    .from(microsoftCalendars)
    .innerJoin(microsoftConnections, eq(microsoftConnections.id, microsoftCalendars.connectionId))
    .where(and(inArray(microsoftConnections.userId, userIds), eq(microsoftCalendars.checked, true)));
}

/** Graph ids of the events Slotwise wrote for the host's bookings (the scheduler counts those itself). */
export async function ownGraphEventIds(db: DbExecutor, hostId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: microsoftBookingEvents.graphEventId })
    .from(microsoftBookingEvents)
    .innerJoin(bookings, eq(bookings.id, microsoftBookingEvents.bookingId))
    .where(eq(bookings.hostId, hostId));
  return new Set(rows.map((row) => row.id));
}

// ---- where a booking is written ---------------------------------------------------------------

/**
 * Where a booking's event is written: the calendar calendar-choices resolves for it (the type's
 * choice when it is the booking host's own, else the host's default), when that is a writable
 * Microsoft calendar of the booking host; null otherwise (another provider, or none).
 */
export async function findBookingWriteTarget(
  db: DbExecutor,
  bookingId: string,
): Promise<{
  status: string;
  location: string | null;
  calendar: MicrosoftCalendarRow;
  connection: MicrosoftConnectionRow;
} | null> {
  const resolved = await resolveBookingWriteCalendar(db, bookingId);
  if (resolved?.choice?.provider !== 'microsoft') return null;
  const [row] = await db
    .select({
      status: bookings.status,
      location: eventTypes.location,
      calendar: microsoftCalendars,
      connection: microsoftConnections,
    })
    .from(bookings)
    .leftJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .innerJoin(microsoftCalendars, eq(microsoftCalendars.id, resolved.choice.calendarId))
    .innerJoin(
      microsoftConnections,
      and(
        eq(microsoftConnections.id, microsoftCalendars.connectionId),
        eq(microsoftConnections.userId, bookings.hostId),
      ),
    )
    .where(and(eq(bookings.id, bookingId), eq(microsoftCalendars.writable, true)))
    .limit(1);
  return row ?? null;
}

export async function listBookingEvents(
  db: DbExecutor,
  bookingId: string,
): Promise<{ calendarId: string; connectionId: string; graphEventId: string }[]> {
  return db
    .select({
      calendarId: microsoftBookingEvents.calendarId,
      connectionId: microsoftCalendars.connectionId,
      graphEventId: microsoftBookingEvents.graphEventId,
    })
    .from(microsoftBookingEvents)
    .innerJoin(microsoftCalendars, eq(microsoftCalendars.id, microsoftBookingEvents.calendarId))
    .where(eq(microsoftBookingEvents.bookingId, bookingId));
}

export async function storeBookingEvent(
  db: DbExecutor,
  row: { bookingId: string; calendarId: string; graphEventId: string },
): Promise<void> {
  await db
    .insert(microsoftBookingEvents)
    .values(row)
    .onConflictDoUpdate({
      target: [microsoftBookingEvents.bookingId, microsoftBookingEvents.calendarId],
      set: { graphEventId: row.graphEventId },
    });
}

export async function deleteBookingEvent(
  db: DbExecutor,
  bookingId: string,
  calendarId: string,
): Promise<void> {
  await db
    .delete(microsoftBookingEvents)
    .where(
      and(eq(microsoftBookingEvents.bookingId, bookingId), eq(microsoftBookingEvents.calendarId, calendarId)),
    );
}

/**
 * Stores the Teams join URL in the booking's meeting-link column (the one the Google Meet link
 * uses: mails, the .ics and the pages show it from there). Answers the booking's status.
 */
export async function storeMeetingLink(
  db: DbExecutor,
  bookingId: string,
  link: string,
): Promise<string | null> {
  const [row] = await db
    .update(bookings)
    .set({ googleMeetLink: link, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning({ status: bookings.status });
  return row?.status ?? null;
}

export async function findBookingMeetingLink(db: DbExecutor, bookingId: string): Promise<string | null> {
  const [row] = await db
    .select({ link: bookings.googleMeetLink })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row?.link ?? null;
}
