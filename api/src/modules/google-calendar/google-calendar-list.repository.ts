import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { googleBookingCalendars, googleCalendars } from '../../db/schema/google-calendar-list.schema';
import type { GoogleAccountRow } from './google-calendar.repository';

export type GoogleCalendarRow = typeof googleCalendars.$inferSelect;

/** Google's calendarList roles that may add events; reader and freeBusyReader only read. */
export const WRITABLE_ROLES = new Set(['owner', 'writer']);

export interface ListedGoogleCalendar {
  googleId: string;
  summary: string;
  accessRole: string;
  primary: boolean;
}

/** The calendars of these accounts: each account's primary first, then by name. */
export async function listAccountCalendars(
  db: DbExecutor,
  accountIds: string[],
): Promise<GoogleCalendarRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(googleCalendars)
    .where(inArray(googleCalendars.accountId, accountIds))
    .orderBy(asc(googleCalendars.accountId), asc(googleCalendars.summary), asc(googleCalendars.id));
}

/**
 * Stores the account's calendar list as Google answered it: new calendars come unticked except
 * the primary one; known ones keep their tick; calendars no longer listed are removed. Answers
 * the ids of the removed rows (their write choices must fall back).
 */
export async function replaceAccountCalendars(
  db: DbExecutor,
  accountId: string,
  listed: ListedGoogleCalendar[],
): Promise<string[]> {
  for (const calendar of listed) {
    await db
      .insert(googleCalendars)
      .values({
        accountId,
        googleId: calendar.googleId,
        summary: calendar.summary,
        accessRole: calendar.accessRole,
        isPrimary: calendar.primary,
        checked: calendar.primary,
      })
      .onConflictDoUpdate({
        target: [googleCalendars.accountId, googleCalendars.googleId],
        set: { summary: calendar.summary, accessRole: calendar.accessRole, isPrimary: calendar.primary },
      });
  }
  const ids = listed.map((calendar) => calendar.googleId);
  const gone = await db
    .delete(googleCalendars)
    .where(
      ids.length > 0
        ? and(eq(googleCalendars.accountId, accountId), notInArray(googleCalendars.googleId, ids))
        : eq(googleCalendars.accountId, accountId),
    )
    .returning({ id: googleCalendars.id });
  return gone.map((row) => row.id);
}

/** Ticks or unticks one calendar of one of the host's accounts; false when it is not theirs. */
export async function setGoogleCalendarChecked(
  db: DbExecutor,
  userId: string,
  accountId: string,
  calendarId: string,
  checked: boolean,
): Promise<boolean> {
  const rows = await db
    .update(googleCalendars)
    .set({ checked })
    .where(
      and(
        eq(googleCalendars.id, calendarId),
        eq(googleCalendars.accountId, accountId),
        inArray(
          googleCalendars.accountId,
          db.select({ id: googleAccounts.id }).from(googleAccounts).where(eq(googleAccounts.userId, userId)),
        ),
      ),
    )
    .returning({ id: googleCalendars.id });
  return rows.length > 0;
}

/** One calendar of the host's accounts, with its account. */
export async function findHostGoogleCalendar(
  db: DbExecutor,
  hostId: string,
  accountId: string,
  calendarId: string,
): Promise<{ calendar: GoogleCalendarRow; account: GoogleAccountRow } | null> {
  const [row] = await db
    .select({ calendar: googleCalendars, account: googleAccounts })
    .from(googleCalendars)
    .innerJoin(googleAccounts, eq(googleAccounts.id, googleCalendars.accountId))
    .where(
      and(
        eq(googleCalendars.id, calendarId),
        eq(googleCalendars.accountId, accountId),
        eq(googleAccounts.userId, hostId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Where the booking's Google event was written (null: nowhere recorded; legacy: 'primary'). */
export async function findBookingGoogleCalendar(
  db: DbExecutor,
  bookingId: string,
): Promise<{ accountId: string; googleCalendarId: string } | null> {
  const [row] = await db
    .select({
      accountId: googleBookingCalendars.accountId,
      googleCalendarId: googleBookingCalendars.googleCalendarId,
    })
    .from(googleBookingCalendars)
    .where(eq(googleBookingCalendars.bookingId, bookingId))
    .limit(1);
  return row ?? null;
}

export async function storeBookingGoogleCalendar(
  db: DbExecutor,
  bookingId: string,
  place: { accountId: string; googleCalendarId: string } | null,
): Promise<void> {
  if (!place) {
    await db.delete(googleBookingCalendars).where(eq(googleBookingCalendars.bookingId, bookingId));
    return;
  }
  await db
    .insert(googleBookingCalendars)
    .values({ bookingId, ...place })
    .onConflictDoUpdate({ target: googleBookingCalendars.bookingId, set: { ...place } });
}
