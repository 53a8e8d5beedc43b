import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import {
  type CalendarProviderKind,
  eventTypeCalendarChoices,
  hostWriteCalendars,
} from '../../db/schema/calendar-choices.schema';

export type { CalendarProviderKind };

/** A calendar bookings are written to: the provider, its connection, that provider's calendar row. */
export interface WriteCalendarChoice {
  provider: CalendarProviderKind;
  connectionId: string;
  calendarId: string;
}

const choiceColumns = (table: typeof hostWriteCalendars | typeof eventTypeCalendarChoices) => ({
  provider: table.provider,
  connectionId: table.connectionId,
  calendarId: table.calendarId,
});

export async function findHostDefaultCalendar(
  db: DbExecutor,
  userId: string,
): Promise<WriteCalendarChoice | null> {
  const [row] = await db
    .select(choiceColumns(hostWriteCalendars))
    .from(hostWriteCalendars)
    .where(eq(hostWriteCalendars.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function setHostDefaultCalendar(
  db: DbExecutor,
  userId: string,
  choice: WriteCalendarChoice | null,
): Promise<void> {
  if (!choice) {
    await db.delete(hostWriteCalendars).where(eq(hostWriteCalendars.userId, userId));
    return;
  }
  await db
    .insert(hostWriteCalendars)
    .values({ userId, ...choice })
    .onConflictDoUpdate({ target: hostWriteCalendars.userId, set: { ...choice } });
}

/** The type's choice with the host whose calendar it is. */
export async function findEventTypeCalendar(
  db: DbExecutor,
  eventTypeId: string,
): Promise<(WriteCalendarChoice & { userId: string }) | null> {
  const [row] = await db
    .select({ ...choiceColumns(eventTypeCalendarChoices), userId: eventTypeCalendarChoices.userId })
    .from(eventTypeCalendarChoices)
    .where(eq(eventTypeCalendarChoices.eventTypeId, eventTypeId))
    .limit(1);
  return row ?? null;
}

export async function setEventTypeCalendar(
  db: DbExecutor,
  eventTypeId: string,
  userId: string,
  choice: WriteCalendarChoice | null,
): Promise<void> {
  if (!choice) {
    await db.delete(eventTypeCalendarChoices).where(eq(eventTypeCalendarChoices.eventTypeId, eventTypeId));
    return;
  }
  await db
    .insert(eventTypeCalendarChoices)
    .values({ eventTypeId, userId, ...choice })
    .onConflictDoUpdate({ target: eventTypeCalendarChoices.eventTypeId, set: { userId, ...choice } });
}

/** A connection went away: the default and the types' choices naming its calendars fall back. */
export async function dropChoicesOfConnection(
  db: DbExecutor,
  provider: CalendarProviderKind,
  connectionId: string,
): Promise<void> {
  await db
    .delete(hostWriteCalendars)
    .where(and(eq(hostWriteCalendars.provider, provider), eq(hostWriteCalendars.connectionId, connectionId)));
  await db
    .delete(eventTypeCalendarChoices)
    .where(
      and(
        eq(eventTypeCalendarChoices.provider, provider),
        eq(eventTypeCalendarChoices.connectionId, connectionId),
      ),
    );
}

/** A calendar went away (no longer in the account's list): the choices naming it fall back. */
export async function dropChoicesOfCalendar(
  db: DbExecutor,
  provider: CalendarProviderKind,
  calendarId: string,
): Promise<void> {
  await db
    .delete(hostWriteCalendars)
    .where(and(eq(hostWriteCalendars.provider, provider), eq(hostWriteCalendars.calendarId, calendarId)));
  await db
    .delete(eventTypeCalendarChoices)
    .where(
      and(
        eq(eventTypeCalendarChoices.provider, provider),
        eq(eventTypeCalendarChoices.calendarId, calendarId),
      ),
    );
}

/**
 * Where a booking's event goes (docs/calendars.md#which-calendars-count): its type's choice when
 * that calendar is the booking host's own, else the host's default; null: neither. A team type's
 * choice of another host's calendar never writes for this host (their own default does).
 * Each provider still checks that the calendar exists, is the host's and is writable.
 */
export async function resolveBookingWriteCalendar(
  db: DbExecutor,
  bookingId: string,
): Promise<{ hostId: string; choice: WriteCalendarChoice | null } | null> {
  const [booking] = await db
    .select({ hostId: bookings.hostId, eventTypeId: bookings.eventTypeId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!booking) return null;
  const typeChoice = booking.eventTypeId ? await findEventTypeCalendar(db, booking.eventTypeId) : null;
  if (typeChoice && typeChoice.userId === booking.hostId) {
    const { userId: _owner, ...choice } = typeChoice;
    return { hostId: booking.hostId, choice };
  }
  return { hostId: booking.hostId, choice: await findHostDefaultCalendar(db, booking.hostId) };
}
