import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import {
  type CaldavErrorCode,
  caldavBookingEvents,
  caldavCalendars,
  caldavConnections,
} from '../../db/schema/caldav.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { users } from '../../db/schema/users.schema';
import {
  findEventTypeCalendar,
  resolveBookingWriteCalendar,
  setEventTypeCalendar,
} from '../calendar-choices/write-calendar-choices.repository';

export type CaldavConnectionRow = typeof caldavConnections.$inferSelect;
export type CaldavCalendarRow = typeof caldavCalendars.$inferSelect;

export async function insertConnection(
  db: DbExecutor,
  row: typeof caldavConnections.$inferInsert,
  calendars: { url: string; displayName: string; color: string | null; writable: boolean }[],
): Promise<CaldavConnectionRow> {
  const [connection] = await db.insert(caldavConnections).values(row).returning();
  if (!connection) throw new Error('insert returned nothing');
  if (calendars.length > 0) {
    await db
      .insert(caldavCalendars)
      .values(calendars.map((calendar) => ({ ...calendar, connectionId: connection.id })))
      .onConflictDoNothing();
  }
  return connection;
}

/** The host's connections, the oldest first. */
export async function listConnections(db: DbExecutor, userId: string): Promise<CaldavConnectionRow[]> {
  return db
    .select()
    .from(caldavConnections)
    .where(eq(caldavConnections.userId, userId))
    .orderBy(asc(caldavConnections.createdAt), asc(caldavConnections.id));
}

export async function countConnections(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(caldavConnections)
    .where(eq(caldavConnections.userId, userId));
  return row?.count ?? 0;
}

export async function listCalendarsOf(db: DbExecutor, connectionIds: string[]): Promise<CaldavCalendarRow[]> {
  if (connectionIds.length === 0) return [];
  return db
    .select()
    .from(caldavCalendars)
    .where(inArray(caldavCalendars.connectionId, connectionIds))
    .orderBy(asc(caldavCalendars.displayName), asc(caldavCalendars.id));
}

/** Deletes one of the host's connections (its calendars and written-event rows go with it). */
export async function deleteConnection(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(caldavConnections)
    .where(and(eq(caldavConnections.id, id), eq(caldavConnections.userId, userId)))
    .returning({ id: caldavConnections.id });
  return rows.length > 0;
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
    .update(caldavCalendars)
    .set({ checked })
    .where(
      and(
        eq(caldavCalendars.id, calendarId),
        eq(caldavCalendars.connectionId, connectionId),
        inArray(
          caldavCalendars.connectionId,
          db
            .select({ id: caldavConnections.id })
            .from(caldavConnections)
            .where(eq(caldavConnections.userId, userId)),
        ),
      ),
    )
    .returning({ id: caldavCalendars.id });
  return rows.length > 0;
}

export async function recordConnectionState(
  db: DbExecutor,
  id: string,
  state: { ok: true } | { ok: false; error: CaldavErrorCode },
): Promise<void> {
  await db
    .update(caldavConnections)
    .set(
      state.ok
        ? { lastSyncedAt: sql`now()`, lastError: null, lastErrorAt: null }
        : { lastError: state.error, lastErrorAt: sql`now()` },
    )
    .where(eq(caldavConnections.id, id));
}

/** The host's checked calendars with their connection, for busy times. */
export async function listCheckedCalendars(
  db: DbExecutor,
  userId: string,
): Promise<{ calendar: CaldavCalendarRow; connection: CaldavConnectionRow }[]> {
  return db
    .select({ calendar: caldavCalendars, connection: caldavConnections })
    .from(caldavCalendars)
    .innerJoin(caldavConnections, eq(caldavConnections.id, caldavCalendars.connectionId))
    .where(and(eq(caldavConnections.userId, userId), eq(caldavCalendars.checked, true)));
}

/** listCheckedCalendars of several hosts in one statement (a team type's free times). */
export async function listCheckedCalendarsOfUsers(
  db: DbExecutor,
  userIds: string[],
): Promise<{ calendar: CaldavCalendarRow; connection: CaldavConnectionRow }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ calendar: caldavCalendars, connection: caldavConnections })
    .from(caldavCalendars)
    .innerJoin(caldavConnections, eq(caldavConnections.id, caldavCalendars.connectionId))
    .where(and(inArray(caldavConnections.userId, userIds), eq(caldavCalendars.checked, true)));
}

/** The time zone busy times of all-day events are read in. */
export async function findHostZone(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}

/** Which of these booking ids are bookings of the host (their events are Slotwise's own). */
export async function ownBookingIds(db: DbExecutor, hostId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.hostId, hostId), inArray(bookings.id, ids)));
  return new Set(rows.map((row) => row.id));
}

// ---- the calendar an event type writes to -----------------------------------------------------

/** The host's event type (personal or one they own). */
export async function findOwnEventType(
  db: DbExecutor,
  userId: string,
  eventTypeId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(and(eq(eventTypes.id, eventTypeId), eq(eventTypes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** One of the host's writable calendars. */
export async function findOwnWritableCalendar(
  db: DbExecutor,
  userId: string,
  calendarId: string,
): Promise<CaldavCalendarRow | null> {
  const [row] = await db
    .select({ calendar: caldavCalendars })
    .from(caldavCalendars)
    .innerJoin(caldavConnections, eq(caldavConnections.id, caldavCalendars.connectionId))
    .where(
      and(
        eq(caldavCalendars.id, calendarId),
        eq(caldavConnections.userId, userId),
        eq(caldavCalendars.writable, true),
      ),
    )
    .limit(1);
  return row?.calendar ?? null;
}

/** The type's choice of a CalDAV calendar (in the provider-wide choices, docs/calendars.md). */
export async function setWriteCalendar(
  db: DbExecutor,
  eventTypeId: string,
  userId: string,
  calendar: CaldavCalendarRow | null,
): Promise<void> {
  await setEventTypeCalendar(
    db,
    eventTypeId,
    userId,
    calendar ? { provider: 'caldav', connectionId: calendar.connectionId, calendarId: calendar.id } : null,
  );
}

/** The type's calendar when it is a CalDAV one. */
export async function findWriteCalendarId(db: DbExecutor, eventTypeId: string): Promise<string | null> {
  const choice = await findEventTypeCalendar(db, eventTypeId);
  return choice?.provider === 'caldav' ? choice.calendarId : null;
}

/**
 * Where a booking's event is written: the calendar chosen for it (the type's choice of the
 * host's own calendar, else the host's default) when that is a writable CalDAV calendar of the
 * booking's host (a team type's calendar of another host is not written to for this one).
 */
export async function findBookingWriteTarget(
  db: DbExecutor,
  bookingId: string,
): Promise<{ status: string; calendar: CaldavCalendarRow; connection: CaldavConnectionRow } | null> {
  const resolved = await resolveBookingWriteCalendar(db, bookingId);
  if (resolved?.choice?.provider !== 'caldav') return null;
  const [row] = await db
    .select({ status: bookings.status, calendar: caldavCalendars, connection: caldavConnections })
    .from(bookings)
    .innerJoin(caldavCalendars, eq(caldavCalendars.id, resolved.choice.calendarId))
    .innerJoin(
      caldavConnections,
      and(
        eq(caldavConnections.id, caldavCalendars.connectionId),
        eq(caldavConnections.userId, bookings.hostId),
      ),
    )
    .where(and(eq(bookings.id, bookingId), eq(caldavCalendars.writable, true)))
    .limit(1);
  return row ?? null;
}

/** The calendars a booking's event was written to. */
export async function listBookingEvents(
  db: DbExecutor,
  bookingId: string,
): Promise<{ calendarId: string; connectionId: string; href: string }[]> {
  return db
    .select({
      calendarId: caldavBookingEvents.calendarId,
      connectionId: caldavCalendars.connectionId,
      href: caldavBookingEvents.href,
    })
    .from(caldavBookingEvents)
    .innerJoin(caldavCalendars, eq(caldavCalendars.id, caldavBookingEvents.calendarId))
    .where(eq(caldavBookingEvents.bookingId, bookingId));
}

export async function storeBookingEvent(
  db: DbExecutor,
  row: { bookingId: string; calendarId: string; href: string },
): Promise<void> {
  await db.insert(caldavBookingEvents).values(row).onConflictDoNothing();
}

export async function deleteBookingEvent(
  db: DbExecutor,
  bookingId: string,
  calendarId: string,
): Promise<void> {
  await db
    .delete(caldavBookingEvents)
    .where(and(eq(caldavBookingEvents.bookingId, bookingId), eq(caldavBookingEvents.calendarId, calendarId)));
}

export async function findConnectionById(db: DbExecutor, id: string): Promise<CaldavConnectionRow | null> {
  const [row] = await db.select().from(caldavConnections).where(eq(caldavConnections.id, id)).limit(1);
  return row ?? null;
}

export async function findCalendarById(db: DbExecutor, id: string): Promise<CaldavCalendarRow | null> {
  const [row] = await db.select().from(caldavCalendars).where(eq(caldavCalendars.id, id)).limit(1);
  return row ?? null;
}
