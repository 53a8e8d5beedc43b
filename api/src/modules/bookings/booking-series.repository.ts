import { and, asc, eq, gt, gte, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  type BookingDetails,
  type BookingRow,
  type BookingSeriesRow,
  bookingSeries,
  bookings,
  type NewBookingRow,
  type SeriesDetails,
} from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { findBookingDetails } from './bookings.repository';

/** How an event type repeats (docs/product.md#recurring-series); null when it does not exist. */
export async function findRecurrence(
  db: DbExecutor,
  eventTypeId: string,
): Promise<{ recurring: boolean; frequency: string; maxCount: number } | null> {
  const [row] = await db
    .select({
      recurring: eventTypes.recurring,
      frequency: eventTypes.recurringFrequency,
      maxCount: eventTypes.recurringMaxCount,
    })
    .from(eventTypes)
    .where(eq(eventTypes.id, eventTypeId))
    .limit(1);
  return row ?? null;
}

/** The meetings of a series, in one statement (the triggers of booking_hosts still run per row). */
export async function insertBookings(db: DbExecutor, values: NewBookingRow[]): Promise<BookingRow[]> {
  const rows = await db.insert(bookings).values(values).returning();
  return rows.sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
}

export async function insertSeries(
  db: DbExecutor,
  values: typeof bookingSeries.$inferInsert,
): Promise<BookingSeriesRow> {
  const [row] = await db.insert(bookingSeries).values(values).returning();
  return row;
}

/** A series with its meetings, in the order of the rule. */
export async function findSeriesDetails(db: DbExecutor, seriesId: string): Promise<SeriesDetails | null> {
  const [series] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId)).limit(1);
  if (!series) return null;
  const occurrences = await db
    .select({
      id: bookings.id,
      seriesIndex: bookings.seriesIndex,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      status: bookings.status,
      sequence: bookings.sequence,
    })
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.seriesIndex));
  return { series, occurrences };
}

/** The booking with its series, when it is a meeting of one. */
export async function withSeries(db: DbExecutor, details: BookingDetails): Promise<BookingDetails> {
  const seriesId = details.booking.seriesId;
  if (!seriesId || details.series) return details;
  const series = await findSeriesDetails(db, seriesId);
  return series ? { ...details, series } : details;
}

/** findBookingDetails with the series (the booking mails' reader). */
export async function findBookingDetailsWithSeries(
  db: DbExecutor,
  id: string,
): Promise<BookingDetails | null> {
  const details = await findBookingDetails(db, id);
  return details ? withSeries(db, details) : null;
}

/** The booking of a series at a position of its rule (0-based), if there is one. */
export async function findSeriesBookingId(
  db: DbExecutor,
  seriesId: string,
  index: number,
): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.seriesId, seriesId), eq(bookings.seriesIndex, index)))
    .limit(1);
  return row?.id ?? null;
}

/** Live meetings of a series from a position of its rule on, still ahead: "this and the following". */
export async function listLiveFollowing(
  db: DbExecutor,
  seriesId: string,
  fromIndex: number,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, seriesId),
        gte(bookings.seriesIndex, fromIndex),
        ne(bookings.status, 'cancelled'),
        gt(bookings.startTime, now),
      ),
    )
    .orderBy(asc(bookings.seriesIndex));
  return rows.map((row) => row.id);
}
