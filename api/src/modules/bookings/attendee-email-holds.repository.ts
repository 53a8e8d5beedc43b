import { and, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  type BookingEmailConfirmationRow,
  bookingEmailConfirmations,
} from '../../db/schema/booking-email-confirmations.schema';
import { type BookingRow, bookingHosts, bookings } from '../../db/schema/bookings.schema';

/** docs/product.md#attendee-e-mail-confirmation: a hold's link, stored as its hash. */
export async function insertEmailConfirmation(
  db: DbExecutor,
  values: { tokenHash: string; bookingId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(bookingEmailConfirmations).values(values);
}

/**
 * A new link for a hold still open (a resend): the old token stops working, the expiry stays.
 * Null when the hold is no longer open (confirmed, expired or released).
 */
export async function replaceEmailConfirmationToken(
  db: DbExecutor,
  bookingId: string,
  tokenHash: string,
  now: Date,
): Promise<{ expiresAt: Date } | null> {
  const [row] = await db
    .update(bookingEmailConfirmations)
    .set({ tokenHash })
    .where(
      and(
        eq(bookingEmailConfirmations.bookingId, bookingId),
        isNull(bookingEmailConfirmations.confirmedAt),
        gt(bookingEmailConfirmations.expiresAt, now),
      ),
    )
    .returning({ expiresAt: bookingEmailConfirmations.expiresAt });
  return row ?? null;
}

/**
 * Spends a link: only while its hold is open and before it expires. The row lock it takes is the
 * one releaseExpiredHolds waits for, so a confirmation and a release of one hold never both win.
 */
export async function claimEmailConfirmation(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(bookingEmailConfirmations)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(bookingEmailConfirmations.tokenHash, tokenHash),
        isNull(bookingEmailConfirmations.confirmedAt),
        isNotNull(bookingEmailConfirmations.bookingId),
        gt(bookingEmailConfirmations.expiresAt, now),
      ),
    )
    .returning({ bookingId: bookingEmailConfirmations.bookingId });
  return row?.bookingId ?? null;
}

export async function findEmailConfirmation(
  db: DbExecutor,
  tokenHash: string,
): Promise<BookingEmailConfirmationRow | null> {
  const [row] = await db
    .select()
    .from(bookingEmailConfirmations)
    .where(eq(bookingEmailConfirmations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** The open hold of a booking (for a resend), null once confirmed, expired or released. */
export async function findOpenHold(
  db: DbExecutor,
  bookingId: string,
  now: Date,
): Promise<BookingEmailConfirmationRow | null> {
  const [row] = await db
    .select()
    .from(bookingEmailConfirmations)
    .where(
      and(
        eq(bookingEmailConfirmations.bookingId, bookingId),
        isNull(bookingEmailConfirmations.confirmedAt),
        gt(bookingEmailConfirmations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The held booking becomes a booking: 'confirmed', or 'pending' for the host. */
export async function markHoldBooked(
  db: DbExecutor,
  bookingId: string,
  status: 'pending' | 'confirmed',
): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'unverified')))
    .returning();
  return row ?? null;
}

/**
 * Releases expired holds: their bookings are deleted (the attendee never proved the address, so
 * nothing was booked; booking_hosts follows by cascade and the link's row keeps saying
 * "expired"). Scoped to one booking (its release job) or to hosts (a new booking taking the
 * time over in its own transaction). Answers the released bookings' hosts. The link rows are locked first (FOR UPDATE), in the order
 * claimEmailConfirmation locks them: a hold being confirmed is waited for and then skipped.
 */
export async function releaseExpiredHolds(
  db: DbExecutor,
  scope: { bookingId: string } | { hostIds: string[] },
  now: Date,
): Promise<string[]> {
  const scoped =
    'bookingId' in scope
      ? eq(bookingEmailConfirmations.bookingId, scope.bookingId)
      : sql`${bookingEmailConfirmations.bookingId} IN (SELECT ${bookingHosts.bookingId} FROM ${bookingHosts}
          WHERE ${bookingHosts.hostId} IN (${sql.join(
            scope.hostIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) AND ${bookingHosts.status} = 'unverified')`;
  if ('hostIds' in scope && scope.hostIds.length === 0) return [];
  const expired = await db
    .select({ bookingId: bookingEmailConfirmations.bookingId })
    .from(bookingEmailConfirmations)
    .where(
      and(
        scoped,
        isNull(bookingEmailConfirmations.confirmedAt),
        isNotNull(bookingEmailConfirmations.bookingId),
        lte(bookingEmailConfirmations.expiresAt, now),
      ),
    )
    .orderBy(bookingEmailConfirmations.tokenHash)
    .for('update');
  const ids = expired.map((row) => row.bookingId).filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const deleted = await db
    .delete(bookings)
    .where(
      and(
        sql`${bookings.id} IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
        eq(bookings.status, 'unverified'),
      ),
    )
    .returning({ hostId: bookings.hostId });
  return deleted.map((row) => row.hostId);
}

/** Links of holds long over are forgotten (their "expired" answer is no longer needed). */
export async function pruneEmailConfirmations(db: DbExecutor, before: Date): Promise<void> {
  await db.delete(bookingEmailConfirmations).where(lt(bookingEmailConfirmations.expiresAt, before));
}
