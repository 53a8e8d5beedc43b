import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { BookingRow } from '../../db/schema/bookings.schema';
import { bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

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
  eventTypeDuration: eventTypes.duration,
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

function shapeConditions(shape: HostBookingsShape): SQL | undefined {
  return and(
    heldBy(placeholder('hostId')),
    shape.status ? eq(bookings.status, placeholder('status')) : undefined,
    shape.eventType ? eq(bookings.eventTypeId, placeholder('eventTypeId')) : undefined,
    shape.when === 'upcoming' ? gte(bookings.startTime, placeholder('now')) : undefined,
    shape.when === 'past' ? lt(bookings.startTime, placeholder('now')) : undefined,
    shape.from ? gte(bookings.startTime, placeholder('from')) : undefined,
    shape.to ? lt(bookings.startTime, placeholder('to')) : undefined,
    shape.search
      ? or(
          sql`${bookings.attendeeName} ILIKE ${placeholder('pattern')}`,
          sql`${bookings.attendeeEmail} ILIKE ${placeholder('pattern')}`,
          sql`${eventTypes.title} ILIKE ${placeholder('pattern')}`,
        )
      : undefined,
  );
}

/**
 * Without `when`: upcoming bookings first, soonest first, then past ones, latest first
 * (docs/product.md#bookings-screen), so a host never pages through old meetings to find the next.
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

/** The page's rows in (host_id, start_time) order (upcoming, then past, without `when`), with limit and offset. */
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
    .where(shapeConditions(shape))
    .orderBy(...order)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'));
}

/** The number of bookings matching the filter (the join only when the search needs the title). */
export function hostBookingsCountQuery(db: DbExecutor, shape: HostBookingsShape) {
  const base = db.select({ total: count() }).from(bookings);
  return (shape.search ? base.innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId)) : base).where(
    shapeConditions(shape),
  );
}

/** A stable name per shape, for prepared statements. */
export function shapeName(shape: HostBookingsShape): string {
  const flag = (on: boolean, letter: string) => (on ? letter : '');
  return `${flag(shape.status, 's')}${flag(shape.search, 'q')}${flag(shape.eventType, 'e')}${shape.when ?? ''}${flag(shape.from, 'f')}${flag(shape.to, 't')}`;
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
    .where(and(eq(bookings.id, id), heldBy(hostId)))
    .limit(1);
  return row ?? null;
}

export interface HostBookingStats {
  total: number;
  upcoming: number;
  confirmed: number;
  pending: number;
}

/** The dashboard's four figures in one aggregate over the host's bookings. */
export async function countHostBookingStats(
  db: DbExecutor,
  hostId: string,
  now: Date,
): Promise<HostBookingStats> {
  const [row] = await db
    .select({
      total: count(),
      upcoming:
        sql<number>`count(*) FILTER (WHERE ${bookings.status} = 'confirmed' AND ${bookings.startTime} >= ${now.toISOString()})`.mapWith(
          Number,
        ),
      confirmed: sql<number>`count(*) FILTER (WHERE ${bookings.status} = 'confirmed')`.mapWith(Number),
      pending: sql<number>`count(*) FILTER (WHERE ${bookings.status} = 'pending')`.mapWith(Number),
    })
    .from(bookings)
    .where(heldBy(hostId));
  return {
    total: Number(row?.total ?? 0),
    upcoming: row?.upcoming ?? 0,
    confirmed: row?.confirmed ?? 0,
    pending: row?.pending ?? 0,
  };
}

export async function findHostTimeZone(db: DbExecutor, hostId: string): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, hostId));
  return row?.timeZone ?? 'UTC';
}

/**
 * Bookings per week (by start time, weeks starting Monday in `timeZone`) for the `weeks` weeks
 * ending with the current one and the `weeksAhead` weeks after it, oldest first; weeks without
 * bookings count 0.
 */
export async function countBookingsPerWeek(
  db: DbExecutor,
  hostId: string,
  timeZone: string,
  weeks: number,
  now: Date,
  weeksAhead = 0,
): Promise<{ weekStart: string; count: number }[]> {
  const rows = await selectRows<{ week_start: string; count: string | number }>(
    db,
    sql`
    WITH weeks AS (
      SELECT generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) - (${weeks - 1} * interval '1 week'),
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) + (${weeksAhead} * interval '1 week'),
        interval '1 week'
      ) AS local_start
    )
    SELECT to_char(weeks.local_start, 'YYYY-MM-DD') AS week_start, count(${bookings.id}) AS count
    FROM weeks
    LEFT JOIN ${bookings}
      ON ${heldBy(hostId)}
      AND ${bookings.startTime} >= (weeks.local_start AT TIME ZONE ${timeZone})
      AND ${bookings.startTime} < ((weeks.local_start + interval '1 week') AT TIME ZONE ${timeZone})
    GROUP BY weeks.local_start
    ORDER BY weeks.local_start
  `,
  );
  return rows.map((row) => ({ weekStart: row.week_start, count: Number(row.count) }));
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

/** Bookings per event type and status over the same weeks as countBookingsPerWeek. */
export async function countBookingsByEventType(
  db: DbExecutor,
  hostId: string,
  timeZone: string,
  weeks: number,
  now: Date,
  weeksAhead = 0,
): Promise<EventTypeStatusCounts[]> {
  const rows = await selectRows<{
    event_type_id: string;
    title: string;
    pending: string | number;
    confirmed: string | number;
    cancelled: string | number;
    upcoming: string | number;
  }>(
    db,
    sql`
    WITH this_week AS (
      SELECT date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) AS local_start
    ), bounds AS (
      SELECT (local_start - (${weeks - 1} * interval '1 week')) AT TIME ZONE ${timeZone} AS range_start,
             (local_start + ((${weeksAhead} + 1) * interval '1 week')) AT TIME ZONE ${timeZone} AS range_end
      FROM this_week
    )
    SELECT ${eventTypes.id} AS event_type_id, ${eventTypes.title} AS title,
      count(*) FILTER (WHERE ${bookings.status} = 'pending') AS pending,
      count(*) FILTER (WHERE ${bookings.status} = 'confirmed') AS confirmed,
      count(*) FILTER (WHERE ${bookings.status} = 'cancelled') AS cancelled,
      count(*) FILTER (WHERE ${bookings.status} <> 'cancelled' AND ${bookings.startTime} >= ${now.toISOString()}::timestamptz) AS upcoming
    FROM ${bookings}
    JOIN ${eventTypes} ON ${eventTypes.id} = ${bookings.eventTypeId}
    CROSS JOIN bounds
    WHERE ${heldBy(hostId)}
      AND ${bookings.startTime} >= bounds.range_start
      AND ${bookings.startTime} < bounds.range_end
    GROUP BY ${eventTypes.id}, ${eventTypes.title}
    ORDER BY count(*) DESC, ${eventTypes.title}
  `,
  );
  return rows.map((row) => ({
    eventTypeId: row.event_type_id,
    title: row.title,
    pending: Number(row.pending),
    confirmed: Number(row.confirmed),
    cancelled: Number(row.cancelled),
    upcoming: Number(row.upcoming),
  }));
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
