import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import { and, asc, desc, eq, gt, inArray, lte, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { BookingRow } from '../../db/schema/bookings.schema';
import { bookingHosts, bookingHostTotals, bookingSeries, bookings } from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { teams } from '../../db/schema/teams.schema';

/** What GET /api/bookings filters on; every filter is optional but the host. */
export interface HostBookingsFilter {
  hostId: string;
  status?: BookingStatus;
  /** Matched as a substring (case-insensitive) of attendee name, attendee email, event type title. */
  search?: string;
  eventTypeId?: string;
  /**
   * 'upcoming': start >= now, earliest first; 'past': start < now, newest first; neither: the
   * upcoming ones earliest first, then the past ones newest first.
   */
  when?: 'upcoming' | 'past';
  from?: Date;
  to?: Date;
  now: Date;
  limit: number;
  offset: number;
}

/**
 * One list row, flat: its keys are the SQL columns in order, so the bench's bare route can read
 * the same query's rows as arrays.
 */
export const hostBookingColumns = {
  id: bookings.id,
  status: bookings.status,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  createdAt: bookings.createdAt,
  attendeeName: bookings.attendeeName,
  attendeeEmail: bookings.attendeeEmail,
  additionalAttendees: bookings.additionalAttendees,
  timezone: bookings.timezone,
  answers: bookings.answers,
  googleMeetLink: bookings.googleMeetLink,
  googleCalendarEventId: bookings.googleCalendarEventId,
  cancellationReason: bookings.cancellationReason,
  eventTypeId: eventTypes.id,
  eventTypeTitle: eventTypes.title,
  // The booking's own length (docs/product.md#several-durations), not the type's default.
  eventTypeDuration: sql<number>`(extract(epoch from ${bookings.endTime} - ${bookings.startTime}) / 60)::int`,
  eventTypeLocation: eventTypes.location,
  attendeePhone: bookings.attendeePhone,
  eventTypeLocationAddress: eventTypes.locationAddress,
  eventTypeLocationPhone: eventTypes.locationPhone,
  eventTypeLocationPhoneFrom: eventTypes.locationPhoneFrom,
  eventTypeLocationUrl: eventTypes.locationUrl,
  cancelledBy: bookings.cancelledBy,
  rejected: bookings.rejected,
  rescheduledBy: bookings.rescheduledBy,
  rescheduledAt: bookings.rescheduledAt,
  // Team bookings name their team in the host's lists (docs/product.md#teams).
  eventTypeTeamName: sql<
    string | null
  >`(SELECT ${teams.name} FROM ${teams} WHERE ${teams.id} = ${eventTypes.teamId} AND ${eventTypes.kind} IN ('round_robin', 'collective'))`,
  guests: bookings.guests,
  // A meeting of a series shows "2 of 6" (docs/product.md#recurring-series).
  seriesId: bookings.seriesId,
  seriesIndex: bookings.seriesIndex,
  seriesCount: sql<
    number | null
  >`(SELECT ${bookingSeries.count} FROM ${bookingSeries} WHERE ${bookingSeries.id} = ${bookings.seriesId})`,
  // The Jitsi room (docs/product.md#jitsi-meet).
  jitsiLink: bookings.jitsiLink,
};

export type HostBookingRow = Awaited<ReturnType<ReturnType<typeof hostBookingsPageQuery>['execute']>>[number];

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
async function selectRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** LIKE pattern of a literal substring: \\, % and _ match themselves (backslash is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Which filters a list query has: the SQL text depends on this only, the values are bound. */
export interface HostBookingsShape {
  status: boolean;
  search: boolean;
  /**
   * The search text has no three letters or digits in a row: pg_trgm has no trigram to look
   * up, so the host's own bookings are scanned and filtered instead of every host's index.
   */
  searchScan: boolean;
  eventType: boolean;
  when: 'upcoming' | 'past' | null;
  from: boolean;
  to: boolean;
}

/** The placeholders of the list statements, by name. */
export interface HostBookingsValues {
  hostId: string;
  status?: string;
  /** containsPattern(search). */
  pattern?: string;
  eventTypeId?: string;
  /** ISO instants. */
  now?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export function shapeOf(filter: HostBookingsFilter): HostBookingsShape {
  return {
    status: Boolean(filter.status),
    search: Boolean(filter.search),
    searchScan: Boolean(filter.search) && !/[\p{L}\p{N}]{3}/u.test(filter.search ?? ''),
    eventType: Boolean(filter.eventTypeId),
    when: filter.when ?? null,
    from: Boolean(filter.from),
    to: Boolean(filter.to),
  };
}

const placeholder = (name: keyof HostBookingsValues) => sql.placeholder(name);

/**
 * The bookings that hold the host (docs/product.md#teams): their own, and team bookings they
 * were assigned or, for collective types, take part in (booking_hosts).
 */
function heldBy(hostId: string | Placeholder): SQL {
  return sql`${bookings.id} IN (SELECT ${bookingHosts.bookingId} FROM ${bookingHosts} WHERE ${bookingHosts.hostId} = ${hostId})`;
}

/**
 * One direction of the host's list: the ids of the first `offset + limit` matching bookings in
 * list order, read from booking_hosts' (host_id, start_time, booking_id) index as a range scan
 * (forward for upcoming, backward for past), so a page costs its position, not the host's
 * history. Status and event type are in the index (INCLUDE); a search joins the booking and
 * may instead start from the trigram indexes (the planner picks, docs/database.md).
 */
function scanIds(shape: HostBookingsShape, part: 'upcoming' | 'past'): SQL {
  const conditions = [
    ...hostConditions(shape),
    part === 'upcoming'
      ? sql`bh.start_time >= ${placeholder('now')}::timestamptz`
      : sql`bh.start_time < ${placeholder('now')}::timestamptz`,
  ];
  const direction = part === 'upcoming' ? sql`ASC` : sql`DESC`;
  return sql`SELECT bh.booking_id FROM ${bookingHosts} bh${shape.searchScan ? sql` JOIN ${bookings} b ON b.id = bh.booking_id` : sql``}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY bh.start_time ${direction}, bh.booking_id ${direction}
    LIMIT ${placeholder('limit')}::int + ${placeholder('offset')}::int`;
}

/** The filters on the host's booking_hosts rows `bh` (all but `when`). */
function hostConditions(shape: HostBookingsShape): SQL[] {
  const conditions = [
    sql`bh.host_id = ${placeholder('hostId')}::uuid`,
    // Holds awaiting the attendee's e-mail are not bookings yet (docs/product.md#attendee-e-mail-confirmation).
    sql`bh.status <> 'unverified'`,
  ];
  if (shape.status) conditions.push(sql`bh.status = ${placeholder('status')}`);
  if (shape.eventType) conditions.push(sql`bh.event_type_id = ${placeholder('eventTypeId')}::uuid`);
  if (shape.from) conditions.push(sql`bh.start_time >= ${placeholder('from')}::timestamptz`);
  if (shape.to) conditions.push(sql`bh.start_time < ${placeholder('to')}::timestamptz`);
  if (shape.search) conditions.push(shape.searchScan ? scannedSearch() : indexedSearch());
  return conditions;
}

/**
 * The search through the indexes: the bookings whose attendee name or e-mail contains the text
 * (trigram GIN indexes) or whose event type's title does (the host's bookings of that type by
 * the (host_id, event_type_id) index, read only when a type matches); each part is planned on
 * its own, so an estimate of one never turns the others into a scan.
 */
function indexedSearch(): SQL {
  const pattern = placeholder('pattern');
  return sql`bh.booking_id IN (
      SELECT m.id FROM ${bookings} m WHERE m.attendee_name ILIKE ${pattern}
      UNION ALL SELECT m.id FROM ${bookings} m WHERE m.attendee_email ILIKE ${pattern}
      UNION ALL SELECT t.booking_id FROM ${eventTypes} et
        JOIN ${bookingHosts} t ON t.host_id = ${placeholder('hostId')}::uuid AND t.event_type_id = et.id
        WHERE et.title ILIKE ${pattern})`;
}

/** The search as a filter of the host's own bookings `b` (a text too short for trigrams). */
function scannedSearch(): SQL {
  const pattern = placeholder('pattern');
  return sql`(b.attendee_name ILIKE ${pattern} OR b.attendee_email ILIKE ${pattern}
      OR b.event_type_id IN (SELECT et.id FROM ${eventTypes} et WHERE et.title ILIKE ${pattern}))`;
}

/** The ids a page can hold: one scan with `when`, else the upcoming scan and the past scan. */
function pageIds(shape: HostBookingsShape): SQL {
  if (shape.when) return scanIds(shape, shape.when);
  return sql`(${scanIds(shape, 'upcoming')}) UNION ALL (${scanIds(shape, 'past')})`;
}

/**
 * Without `when`: upcoming bookings first, soonest first, then past ones, latest first
 * (docs/product.md#bookings-screen), so a host never pages through old meetings to find the next.
 * It sorts only the rows pageIds found (at most twice offset + limit).
 */
function upcomingThenPastOrder(): SQL[] {
  const ahead = sql`${bookings.startTime} >= ${placeholder('now')}`;
  return [
    sql`CASE WHEN ${ahead} THEN 0 ELSE 1 END`,
    sql`CASE WHEN ${ahead} THEN ${bookings.startTime} END ASC`,
    desc(bookings.startTime),
    sql`CASE WHEN ${ahead} THEN ${bookings.id} END ASC`,
    desc(bookings.id),
  ];
}

/** The page's rows in list order (upcoming, then past, without `when`), with limit and offset. */
export function hostBookingsPageQuery(db: DbExecutor, shape: HostBookingsShape) {
  const order =
    shape.when === 'upcoming'
      ? [asc(bookings.startTime), asc(bookings.id)]
      : shape.when === 'past'
        ? [desc(bookings.startTime), desc(bookings.id)]
        : upcomingThenPastOrder();
  return db
    .select(hostBookingColumns)
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(sql`${bookings.id} IN (${pageIds(shape)})`)
    .orderBy(...order)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'));
}

/**
 * The number of bookings matching the filter. Without a search: booking_host_count (migration
 * 0025), the exact per-day counts plus the partial days at the span's ends, never a scan of
 * the host's history. A search counts its matches (found through the trigram indexes).
 */
export function hostBookingsCountQuery(db: DbExecutor, shape: HostBookingsShape) {
  if (shape.search) {
    const conditions = hostConditions(shape);
    if (shape.when === 'upcoming') conditions.push(sql`bh.start_time >= ${placeholder('now')}::timestamptz`);
    if (shape.when === 'past') conditions.push(sql`bh.start_time < ${placeholder('now')}::timestamptz`);
    return db
      .select({ total: sql<number | string>`count(*)` })
      .from(
        shape.searchScan
          ? sql`${bookingHosts} bh JOIN ${bookings} b ON b.id = bh.booking_id`
          : sql`${bookingHosts} bh`,
      )
      .where(sql.join(conditions, sql` AND `));
  }
  const from = shape.from ? sql`${placeholder('from')}::timestamptz` : sql`NULL::timestamptz`;
  const to = shape.to ? sql`${placeholder('to')}::timestamptz` : sql`NULL::timestamptz`;
  const now = sql`${placeholder('now')}::timestamptz`;
  // GREATEST and LEAST skip nulls: an open end stays open.
  const lower = shape.when === 'upcoming' ? sql`GREATEST(${from}, ${now})` : from;
  const upper = shape.when === 'past' ? sql`LEAST(${to}, ${now})` : to;
  const status = shape.status ? sql`${placeholder('status')}::text` : sql`NULL::text`;
  const eventType = shape.eventType ? sql`${placeholder('eventTypeId')}::uuid` : sql`NULL::uuid`;
  // Any status: less the holds awaiting the attendee's e-mail, which the list does not show.
  const holds = shape.status
    ? sql`0`
    : sql`booking_host_count(${placeholder('hostId')}::uuid, 'unverified', ${eventType}, ${lower}, ${upper})`;
  return db
    .select({ total: sql<number | string>`counted.total - ${holds}` })
    .from(
      sql`booking_host_count(${placeholder('hostId')}::uuid, ${status}, ${eventType}, ${lower}, ${upper}) AS counted(total)`,
    );
}

/** A stable name per shape, for prepared statements. */
export function shapeName(shape: HostBookingsShape): string {
  const flag = (on: boolean, letter: string) => (on ? letter : '');
  return `${flag(shape.status, 's')}${flag(shape.search, 'q')}${flag(shape.searchScan, 'k')}${flag(shape.eventType, 'e')}${shape.when ?? ''}${flag(shape.from, 'f')}${flag(shape.to, 't')}`;
}

function preparedQueries(db: DbExecutor, shape: HostBookingsShape) {
  const name = shapeName(shape);
  return {
    page: hostBookingsPageQuery(db, shape).prepare(`host_bookings_page_${name}`),
    count: hostBookingsCountQuery(db, shape).prepare(`host_bookings_count_${name}`),
  };
}

// The list is the dashboard's hot call: its statements are built once per shape (and, on
// PostgreSQL, prepared once per connection) instead of being composed again for every request.
const preparedByDb = new WeakMap<object, Map<string, ReturnType<typeof preparedQueries>>>();

export function valuesOf(filter: HostBookingsFilter): HostBookingsValues {
  return {
    hostId: filter.hostId,
    status: filter.status,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    eventTypeId: filter.eventTypeId,
    now: filter.now.toISOString(),
    from: filter.from?.toISOString(),
    to: filter.to?.toISOString(),
    limit: filter.limit,
    offset: filter.offset,
  };
}

export async function listHostBookings(
  db: DbExecutor,
  filter: HostBookingsFilter,
): Promise<{ rows: HostBookingRow[]; total: number }> {
  const shape = shapeOf(filter);
  let byShape = preparedByDb.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedByDb.set(db, byShape);
  }
  const name = shapeName(shape);
  let prepared = byShape.get(name);
  if (!prepared) {
    prepared = preparedQueries(db, shape);
    byShape.set(name, prepared);
  }
  const values = valuesOf(filter) as unknown as Record<string, unknown>;
  // Two statements at once: on PostgreSQL they run on two pooled connections in parallel.
  const [rows, [counted]] = await Promise.all([
    prepared.page.execute(values),
    prepared.count.execute(values),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findHostBooking(
  db: DbExecutor,
  hostId: string,
  id: string,
): Promise<HostBookingRow | null> {
  const [row] = await db
    .select(hostBookingColumns)
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(and(eq(bookings.id, id), heldBy(hostId), ne(bookings.status, 'unverified')))
    .limit(1);
  return row ?? null;
}

export interface HostBookingStats {
  total: number;
  upcoming: number;
  confirmed: number;
  pending: number;
}

/**
 * The dashboard's four figures. Total, confirmed and pending from booking_host_totals (migration
 * 0027): a row per status and event type of the host, whatever the history. Upcoming (confirmed,
 * from `now` on) from the per-day counts of today onwards: its cost follows how far ahead the
 * host is booked (the booking window), never the past.
 */
export async function countHostBookingStats(
  db: DbExecutor,
  hostId: string,
  now: Date,
): Promise<HostBookingStats> {
  const [row] = await selectRows<{
    total: string | number;
    confirmed: string | number;
    pending: string | number;
    upcoming: string | number;
  }>(
    db,
    // Holds awaiting the attendee's e-mail are not bookings yet (docs/product.md#attendee-e-mail-confirmation).
    sql`SELECT coalesce(sum(totals.n) FILTER (WHERE totals.status <> 'unverified'), 0) AS total,
        coalesce(sum(totals.n) FILTER (WHERE totals.status = 'confirmed'), 0) AS confirmed,
        coalesce(sum(totals.n) FILTER (WHERE totals.status = 'pending'), 0) AS pending,
        booking_host_count(${hostId}::uuid, 'confirmed', NULL, ${now.toISOString()}::timestamptz, NULL) AS upcoming
      FROM ${bookingHostTotals} totals WHERE totals.host_id = ${hostId}::uuid`,
  );
  return {
    total: Number(row?.total ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
    confirmed: Number(row?.confirmed ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}

export interface EventTypeStatusCounts {
  eventTypeId: string;
  title: string;
  pending: number;
  confirmed: number;
  cancelled: number;
  /** Pending or confirmed, starting at `now` or later. */
  upcoming: number;
}

/**
 * Changes a booking of the host if it is still in one of `from` (and, with `futureAfter`, still
 * starts after that instant): the condition is in the UPDATE, so two racing actions cannot both
 * apply. Null when it no longer qualifies.
 */
export async function transitionBooking(
  db: DbExecutor,
  id: string,
  hostId: string,
  from: BookingStatus[],
  changes: Partial<typeof bookings.$inferInsert>,
  futureAfter?: Date,
): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ ...changes, sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.id, id),
        heldBy(hostId),
        inArray(bookings.status, from),
        futureAfter ? gt(bookings.startTime, futureAfter) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes a booking of the host that is cancelled or has started by `now`; false otherwise. */
export async function deleteFinishedBooking(
  db: DbExecutor,
  id: string,
  hostId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(bookings)
    .where(
      and(
        eq(bookings.id, id),
        heldBy(hostId),
        or(eq(bookings.status, 'cancelled'), lte(bookings.startTime, now)),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Deletes a booking in any state (cancel-and-delete, after it was cancelled in the same transaction). */
export async function deleteBooking(db: DbExecutor, id: string): Promise<void> {
  await db.delete(bookings).where(eq(bookings.id, id));
}
