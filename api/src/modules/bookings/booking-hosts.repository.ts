import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { type BookingHost, type BookingRow, bookingHosts } from '../../db/schema/bookings.schema';
import { users } from '../../db/schema/users.schema';

/**
 * The other hosts a collective booking holds (docs/product.md#teams). The booking's own host_id
 * row comes from the insert trigger of migration 0012; these rows share the booking's blocked
 * range and seat key, so the exclusion constraint refuses the booking when any host is taken.
 */
export async function insertCoHosts(db: DbExecutor, booking: BookingRow, hostIds: string[]): Promise<void> {
  const others = hostIds.filter((id) => id !== booking.hostId);
  if (others.length === 0) return;
  await db.insert(bookingHosts).values(
    others.map((hostId) => ({
      bookingId: booking.id,
      hostId,
      blockedStart: booking.blockedStart,
      blockedEnd: booking.blockedEnd,
      seatKey: booking.seatKey,
      live: booking.status === 'pending' || booking.status === 'confirmed',
      startTime: booking.startTime,
      status: booking.status,
      eventTypeId: booking.eventTypeId,
    })),
  );
}

/** Every host of a booking, its own host first, then by user id. */
export async function listBookingHostUsers(
  db: DbExecutor,
  bookingId: string,
  hostId: string,
): Promise<BookingHost[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      email: users.email,
      avatar: users.avatar,
      timeZone: users.timeZone,
      language: users.language,
      locale: users.locale,
    })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.hostId))
    .where(and(eq(bookingHosts.bookingId, bookingId), ne(bookingHosts.hostId, hostId)))
    .orderBy(asc(users.id));
  return rows;
}

/** Whether the user is one of the hosts a booking holds. */
export async function isBookingHost(db: DbExecutor, bookingId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookingHosts.hostId })
    .from(bookingHosts)
    .where(and(eq(bookingHosts.bookingId, bookingId), eq(bookingHosts.hostId, userId)))
    .limit(1);
  return rows.length > 0;
}
