import type { GoogleAccountErrorCode } from '@slotwise/shared/contract/integrations.contract';
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { googleAccounts, googleConnectStates } from '../../db/schema/google-calendar.schema';
import { users } from '../../db/schema/users.schema';

export type GoogleAccountRow = typeof googleAccounts.$inferSelect;
export type NewGoogleAccountRow = typeof googleAccounts.$inferInsert;
export type ConnectStateRow = typeof googleConnectStates.$inferSelect;

// ---- connect states -------------------------------------------------------------------------

export async function insertConnectState(db: DbExecutor, row: ConnectStateRow): Promise<void> {
  // Expired flows are swept here rather than by a timer.
  await db.delete(googleConnectStates).where(lt(googleConnectStates.expiresAt, sql`now()`));
  await db.insert(googleConnectStates).values(row);
}

/** Takes (deletes and returns) a flow: a state works once. */
export async function takeConnectState(db: DbExecutor, stateHash: string): Promise<ConnectStateRow | null> {
  const [row] = await db
    .delete(googleConnectStates)
    .where(eq(googleConnectStates.stateHash, stateHash))
    .returning();
  return row ?? null;
}

// ---- accounts -------------------------------------------------------------------------------

/** The host's accounts, the oldest first. */
export async function listGoogleAccounts(db: DbExecutor, userId: string): Promise<GoogleAccountRow[]> {
  return db
    .select()
    .from(googleAccounts)
    .where(eq(googleAccounts.userId, userId))
    .orderBy(asc(googleAccounts.createdAt), asc(googleAccounts.id));
}

/** listGoogleAccounts of several users in one statement, each user's in the same order. */
export async function listGoogleAccountsOfUsers(
  db: DbExecutor,
  userIds: string[],
): Promise<GoogleAccountRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(googleAccounts)
    .where(inArray(googleAccounts.userId, userIds))
    .orderBy(asc(googleAccounts.createdAt), asc(googleAccounts.id));
}

export async function findGoogleAccount(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<GoogleAccountRow | null> {
  const [row] = await db
    .select()
    .from(googleAccounts)
    .where(and(eq(googleAccounts.id, id), eq(googleAccounts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findGoogleAccountById(db: DbExecutor, id: string): Promise<GoogleAccountRow | null> {
  const [row] = await db.select().from(googleAccounts).where(eq(googleAccounts.id, id)).limit(1);
  return row ?? null;
}

export async function findPrimaryGoogleAccount(
  db: DbExecutor,
  userId: string,
): Promise<GoogleAccountRow | null> {
  const [row] = await db
    .select()
    .from(googleAccounts)
    .where(and(eq(googleAccounts.userId, userId), eq(googleAccounts.isPrimary, true)))
    .limit(1);
  return row ?? null;
}

/** Serialises changes to one host's accounts (primary flag) until the transaction ends. */
export async function lockHostAccounts(db: DbExecutor, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`google_accounts:${userId}`}))`);
}

/**
 * Inserts the account, or refreshes the profile and tokens of the same Google account connected
 * again (keeping its primary flag, and its refresh token when Google sent no new one).
 */
export async function upsertGoogleAccount(
  db: DbExecutor,
  values: NewGoogleAccountRow,
): Promise<GoogleAccountRow> {
  const [row] = await db
    .insert(googleAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [googleAccounts.userId, googleAccounts.googleSubject],
      set: {
        email: values.email,
        name: values.name,
        avatar: values.avatar,
        scopes: values.scopes,
        accessTokenSealed: values.accessTokenSealed,
        refreshTokenSealed: values.refreshTokenSealed
          ? values.refreshTokenSealed
          : sql`${googleAccounts.refreshTokenSealed}`,
        tokenExpiresAt: values.tokenExpiresAt,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

export async function updateGoogleTokens(
  db: DbExecutor,
  id: string,
  tokens: { accessTokenSealed: string; refreshTokenSealed?: string; tokenExpiresAt: Date | null },
): Promise<void> {
  await db
    .update(googleAccounts)
    .set({ ...tokens, updatedAt: sql`now()` })
    .where(eq(googleAccounts.id, id));
}

/**
 * Records how a read of the account went (docs/calendars.md#connection-state): a success sets
 * the time and clears the error; a failure keeps the last success and notes the code and time.
 */
export async function recordGoogleAccountState(
  db: DbExecutor,
  id: string,
  state: { ok: true } | { ok: false; error: GoogleAccountErrorCode },
): Promise<void> {
  await db
    .update(googleAccounts)
    .set(
      state.ok
        ? { lastSyncedAt: sql`now()`, lastError: null, lastErrorAt: null }
        : { lastError: state.error, lastErrorAt: sql`now()` },
    )
    .where(eq(googleAccounts.id, id));
}

/** Makes `id` the host's only primary account (clearing the others first, for the unique index). */
export async function setPrimaryGoogleAccount(db: DbExecutor, userId: string, id: string): Promise<void> {
  await db
    .update(googleAccounts)
    .set({ isPrimary: false, updatedAt: sql`now()` })
    .where(
      and(eq(googleAccounts.userId, userId), ne(googleAccounts.id, id), eq(googleAccounts.isPrimary, true)),
    );
  await db
    .update(googleAccounts)
    .set({ isPrimary: true, updatedAt: sql`now()` })
    .where(and(eq(googleAccounts.userId, userId), eq(googleAccounts.id, id)));
}

export async function deleteGoogleAccount(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<GoogleAccountRow | null> {
  const [row] = await db
    .delete(googleAccounts)
    .where(and(eq(googleAccounts.id, id), eq(googleAccounts.userId, userId)))
    .returning();
  return row ?? null;
}

/** Event types that send their bookings to this account stop doing so. */
export async function unlinkEventTypes(db: DbExecutor, accountId: string): Promise<void> {
  await db
    .update(eventTypes)
    .set({ connectedGoogleAccountId: null, updatedAt: sql`now()` })
    .where(eq(eventTypes.connectedGoogleAccountId, accountId));
}

/** Accounts by id, limited to one host (for embedding in event types). */
export async function listGoogleAccountsByIds(
  db: DbExecutor,
  userId: string,
  ids: string[],
): Promise<GoogleAccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(googleAccounts)
    .where(and(eq(googleAccounts.userId, userId), inArray(googleAccounts.id, ids)));
}

// ---- calendar sync --------------------------------------------------------------------------

/** What a calendar event of a booking is made of, with the account its event type is linked to. */
export async function findSyncTarget(db: DbExecutor, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      eventType: {
        title: eventTypes.title,
        location: eventTypes.location,
        description: eventTypes.description,
        connectedGoogleAccountId: eventTypes.connectedGoogleAccountId,
        kind: eventTypes.kind,
        teamId: eventTypes.teamId,
        locationAddress: eventTypes.locationAddress,
        locationPhone: eventTypes.locationPhone,
        locationPhoneFrom: eventTypes.locationPhoneFrom,
        locationUrl: eventTypes.locationUrl,
      },
      host: {
        name: users.name,
        surname: users.surname,
        email: users.email,
        timeZone: users.timeZone,
        language: users.language,
      },
    })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type SyncTarget = NonNullable<Awaited<ReturnType<typeof findSyncTarget>>>;

/** A team booking's other hosts (booking_hosts besides its host_id): the event's invited hosts. */
export async function listCoHostInvitees(
  db: DbExecutor,
  bookingId: string,
  hostId: string,
): Promise<{ email: string; displayName: string }[]> {
  const rows = await db
    .select({ email: users.email, name: users.name, surname: users.surname })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.hostId))
    .where(and(eq(bookingHosts.bookingId, bookingId), ne(bookingHosts.hostId, hostId)))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    email: row.email,
    displayName: [row.name, row.surname].filter(Boolean).join(' '),
  }));
}

/**
 * Stores the calendar event of a booking and returns the booking's status at that moment: the
 * update waits for a concurrent cancellation's row lock, so a cancelled booking is seen.
 */
export async function storeBookingCalendarEvent(
  db: DbExecutor,
  bookingId: string,
  event: { eventId: string | null; meetLink: string | null },
): Promise<string | null> {
  const [row] = await db
    .update(bookings)
    .set({ googleCalendarEventId: event.eventId, googleMeetLink: event.meetLink, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning({ status: bookings.status });
  return row?.status ?? null;
}

/** A deleted event no longer describes the booking (if the booking still exists). */
export async function clearBookingCalendarEvent(
  db: DbExecutor,
  bookingId: string,
  eventId: string,
): Promise<void> {
  await db
    .update(bookings)
    .set({ googleCalendarEventId: null, googleMeetLink: null, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.googleCalendarEventId, eventId)));
}

/** The host's live bookings already in their Google calendar that overlap [from, to). */
export async function listSyncedBookingTimes(
  db: DbExecutor,
  hostId: string,
  from: Date,
  to: Date,
): Promise<{ start: Date; end: Date }[]> {
  return db
    .select({ start: bookings.startTime, end: bookings.endTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, hostId),
        ne(bookings.status, 'cancelled'),
        isNotNull(bookings.googleCalendarEventId),
        lt(bookings.startTime, to),
        gt(bookings.endTime, from),
      ),
    );
}
