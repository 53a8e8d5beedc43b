import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  type BookingDetails,
  type BookingRow,
  bookings,
  type NewBookingRow,
} from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

export async function insertBooking(db: DbExecutor, values: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row;
}

/**
 * Serialises the seats of one group time until the transaction ends: the exclusion constraint
 * lets bookings sharing a seat_key overlap, so counting seats needs its own lock.
 */
export async function lockSeatKey(db: DbExecutor, seatKey: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${seatKey}))`);
}

export async function countLiveSeats(db: DbExecutor, seatKey: string): Promise<number> {
  const [row] = await db
    .select({ seats: sql<string | number | null>`sum(${bookings.seats})` })
    .from(bookings)
    .where(and(eq(bookings.seatKey, seatKey), ne(bookings.status, 'cancelled')));
  return Number(row?.seats ?? 0);
}

export async function findBookingDetails(db: DbExecutor, id: string): Promise<BookingDetails | null> {
  const [row] = await db
    .select({
      booking: bookings,
      eventType: {
        id: eventTypes.id,
        title: eventTypes.title,
        slug: eventTypes.slug,
        // The booking's own length (docs/product.md#several-durations), not the type's default.
        duration: sql<number>`(extract(epoch from ${bookings.endTime} - ${bookings.startTime}) / 60)::int`,
        location: eventTypes.location,
        kind: eventTypes.kind,
        reminders: eventTypes.reminders,
        locationAddress: eventTypes.locationAddress,
        locationPhone: eventTypes.locationPhone,
        locationPhoneFrom: eventTypes.locationPhoneFrom,
        locationUrl: eventTypes.locationUrl,
        // The Meet link comes from the linked account, else the host's primary one.
        meetAccount: sql<boolean>`(${eventTypes.location} = 'google_meet' AND (${eventTypes.connectedGoogleAccountId} IS NOT NULL OR EXISTS (SELECT 1 FROM ${googleAccounts} WHERE ${googleAccounts.userId} = ${bookings.hostId} AND ${googleAccounts.isPrimary})))`,
        minimumNoticeMinutes: eventTypes.minimumNoticeMinutes,
        attendeeChanges: eventTypes.attendeeChanges,
        changeCutoffHours: eventTypes.changeCutoffHours,
        cancelReasonRequired: eventTypes.cancelReasonRequired,
        // Team types link to /team/{teamSlug}/{slug} (docs/product.md#teams).
        teamSlug: sql<
          string | null
        >`(SELECT ${teams.slug} FROM ${teams} WHERE ${teams.id} = ${eventTypes.teamId} AND ${eventTypes.kind} IN ('round_robin', 'collective'))`,
      },
      host: {
        id: users.id,
        name: users.name,
        surname: users.surname,
        username: users.username,
        email: users.email,
        avatar: users.avatar,
        timeZone: users.timeZone,
        language: users.language,
        locale: users.locale,
      },
    })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The booking an attendee's cancel or reschedule link opens (docs/product.md#attendee-link-secrets):
 * the one with that secret, or, for a link mailed before migration 0021 (`byId`), the booking of
 * that id if it was made before then and has not ended.
 */
export async function findBookingIdByLink(
  db: DbExecutor,
  link: { secret: string } | { byId: string },
  now: Date,
): Promise<string | null> {
  const where =
    'secret' in link
      ? eq(bookings.linkSecret, link.secret)
      : and(eq(bookings.id, link.byId), eq(bookings.idLinkAllowed, true), gt(bookings.endTime, now));
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(where).limit(1);
  return row?.id ?? null;
}

/** A team's slug (links of team bookings), null when there is none. */
export async function findTeamSlug(db: DbExecutor, teamId: string | null): Promise<string | null> {
  if (!teamId) return null;
  const [row] = await db.select({ slug: teams.slug }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row?.slug ?? null;
}

/** Cancels a live booking; null when it was already cancelled (or does not exist). */
export async function markBookingCancelled(
  db: DbExecutor,
  id: string,
  reason: string | null,
  cancelledBy: 'host' | 'attendee',
): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancellationReason: reason,
      cancelledAt: sql`now()`,
      cancelledBy,
      sequence: sql`${bookings.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, id), ne(bookings.status, 'cancelled')))
    .returning();
  return row ?? null;
}
