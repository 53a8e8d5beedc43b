import type { BookingAssignment } from '@slotwise/shared/contract/round-robin.contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookingAssignments } from '../../db/schema/round-robin.schema';

/** Keeps (or replaces, on a reassignment) why a round-robin booking went to its host. */
export async function saveBookingAssignment(
  db: DbExecutor,
  bookingId: string,
  assignment: BookingAssignment,
): Promise<void> {
  const values = {
    reason: assignment.reason,
    weight: assignment.weight,
    priority: assignment.priority,
    recentBookings: assignment.recent_bookings,
    candidates: assignment.candidates,
  };
  await db
    .insert(bookingAssignments)
    .values({ bookingId, ...values })
    .onConflictDoUpdate({ target: bookingAssignments.bookingId, set: values });
}

/** The assignments of the given bookings, by booking id (bookings without one are absent). */
export async function listBookingAssignments(
  db: DbExecutor,
  bookingIds: string[],
): Promise<Map<string, BookingAssignment>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bookingAssignments)
    .where(
      bookingIds.length === 1
        ? eq(bookingAssignments.bookingId, bookingIds[0])
        : inArray(bookingAssignments.bookingId, bookingIds),
    );
  return new Map(
    rows.map((row) => [
      row.bookingId,
      {
        reason: row.reason as BookingAssignment['reason'],
        weight: row.weight,
        priority: row.priority,
        recent_bookings: row.recentBookings,
        candidates: row.candidates,
      },
    ]),
  );
}
