import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  availabilities,
  availabilityOverrides,
  availabilitySlots,
} from '../../db/schema/availability.schema';
import { bookings } from '../../db/schema/bookings.schema';
import { eventTypeQuestions, eventTypes } from '../../db/schema/event-types.schema';
import { users } from '../../db/schema/users.schema';
import type { LiveBooking, ScheduleInput } from './free-times';

/** An event type with what booking it needs: its rules and its host. */
export interface BookableEventType {
  id: string;
  title: string;
  slug: string;
  kind: string;
  duration: number;
  location: string;
  maxParticipants: number | null;
  isPublic: boolean;
  requiresConfirmation: boolean;
  reminders: Reminder[];
  bufferBefore: number;
  bufferAfter: number;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
  availabilityId: string | null;
  host: {
    id: string;
    name: string;
    surname: string | null;
    username: string;
    email: string;
    avatar: string | null;
    timeZone: string;
    language: string;
  };
}

const bookableColumns = {
  id: eventTypes.id,
  title: eventTypes.title,
  slug: eventTypes.slug,
  kind: eventTypes.kind,
  duration: eventTypes.duration,
  location: eventTypes.location,
  maxParticipants: eventTypes.maxParticipants,
  isPublic: eventTypes.isPublic,
  requiresConfirmation: eventTypes.requiresConfirmation,
  reminders: eventTypes.reminders,
  bufferBefore: eventTypes.bufferBefore,
  bufferAfter: eventTypes.bufferAfter,
  minimumNoticeMinutes: eventTypes.minimumNoticeMinutes,
  bookingWindowDays: eventTypes.bookingWindowDays,
  availabilityId: eventTypes.availabilityId,
  host: {
    id: users.id,
    name: users.name,
    surname: users.surname,
    username: users.username,
    email: users.email,
    avatar: users.avatar,
    timeZone: users.timeZone,
    language: users.language,
  },
};

/** /{username}/{slug}: usernames match case-insensitively (the lower() index), slugs exactly. */
export async function findEventTypeByLink(
  db: DbExecutor,
  username: string,
  slug: string,
): Promise<BookableEventType | null> {
  const [row] = await db
    .select(bookableColumns)
    .from(eventTypes)
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(eventTypes.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function findEventTypeById(db: DbExecutor, id: string): Promise<BookableEventType | null> {
  const [row] = await db
    .select(bookableColumns)
    .from(eventTypes)
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .where(eq(eventTypes.id, id))
    .limit(1);
  return row ?? null;
}

export interface ActiveQuestion {
  id: string;
  questionText: string;
  required: boolean;
}

export async function listActiveQuestions(db: DbExecutor, eventTypeId: string): Promise<ActiveQuestion[]> {
  return db
    .select({
      id: eventTypeQuestions.id,
      questionText: eventTypeQuestions.questionText,
      required: eventTypeQuestions.required,
    })
    .from(eventTypeQuestions)
    .where(and(eq(eventTypeQuestions.eventTypeId, eventTypeId), eq(eventTypeQuestions.active, true)))
    .orderBy(asc(eventTypeQuestions.sortOrder), asc(eventTypeQuestions.id));
}

// A booking whose blocked range overlaps a window starts at most this long before the window
// (a 12-hour meeting plus a 4-hour buffer_after) and at most this long after its end (a 4-hour
// buffer_before): bounding start_time lets the (host_id, start_time) index do the work.
const MAX_BEFORE_MS = (720 + 240) * 60_000;
const MAX_LEAD_MS = 240 * 60_000;

type WeeklyTuple = [dayOfWeek: number, startTime: string, endTime: string];
type OverrideTuple = [date: string, unavailable: boolean, startTime: string | null, endTime: string | null];
type BookingTuple = [
  eventTypeId: string,
  start: number,
  blockedStart: number,
  blockedEnd: number,
  seatKey: string,
  seats: number,
];

// date_part gives float8 seconds; extract() would give numeric, several times slower to compute
// and print. Bookings lie on whole minutes: the rounding to whole milliseconds is exact.
const epochMs = (column: unknown) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;

/** node-postgres and PGlite parse json columns; a driver that does not hands over the text. */
function jsonList<T>(value: T[] | string | null): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
}

export interface SchedulingDataQuery {
  hostId: string;
  /** The event type's schedule; null: the host's default one. */
  availabilityId: string | null;
  /** Overrides dated within [fromDate, toDate] ('YYYY-MM-DD'). */
  fromDate: string;
  toDate: string;
  /** Live bookings whose blocked range overlaps [bookingsFrom, bookingsTo). */
  bookingsFrom: Date;
  bookingsTo: Date;
  /** A booking not to count (one being moved). */
  ignoreBookingId?: string;
}

export interface SchedulingData {
  schedule: ScheduleInput;
  bookings: LiveBooking[];
}

/**
 * What a free-times computation reads, in one statement (one round trip, one plan): the
 * event type's schedule (or, when it names none, the host's default) with its weekly
 * intervals, its overrides and the host's live bookings, each list folded into one JSON value
 * (a month of bookings arrives as one value to parse rather than thousands of fields, which
 * matters most on PGlite). Null when the host has no such schedule.
 */
export async function loadSchedulingData(
  db: DbExecutor,
  query: SchedulingDataQuery,
): Promise<SchedulingData | null> {
  const { hostId, availabilityId, fromDate, toDate, bookingsFrom, bookingsTo, ignoreBookingId } = query;
  const [row] = await selectRows<{
    time_zone: string;
    weekly: WeeklyTuple[] | string | null;
    overrides: OverrideTuple[] | string | null;
    bookings: BookingTuple[] | string | null;
  }>(
    db,
    sql`SELECT ${availabilities.timeZone} AS time_zone,
      (SELECT json_agg(json_build_array(${availabilitySlots.dayOfWeek}, ${availabilitySlots.startTime}, ${availabilitySlots.endTime}))
        FROM ${availabilitySlots} WHERE ${availabilitySlots.availabilityId} = ${availabilities.id}) AS weekly,
      (SELECT json_agg(json_build_array(${availabilityOverrides.date}, ${availabilityOverrides.unavailable}, ${availabilityOverrides.startTime}, ${availabilityOverrides.endTime}))
        FROM ${availabilityOverrides}
        WHERE ${availabilityOverrides.availabilityId} = ${availabilities.id}
          AND ${availabilityOverrides.date} >= ${fromDate}::date AND ${availabilityOverrides.date} <= ${toDate}::date) AS overrides,
      (SELECT json_agg(json_build_array(${bookings.eventTypeId}, ${epochMs(bookings.startTime)}, ${epochMs(bookings.blockedStart)}, ${epochMs(bookings.blockedEnd)}, ${bookings.seatKey}, ${bookings.seats}))
        FROM ${bookings}
        WHERE ${bookings.hostId} = ${hostId}::uuid
          AND ${bookings.startTime} > ${new Date(bookingsFrom.getTime() - MAX_BEFORE_MS).toISOString()}::timestamptz
          AND ${bookings.startTime} < ${new Date(bookingsTo.getTime() + MAX_LEAD_MS).toISOString()}::timestamptz
          AND ${bookings.status} <> 'cancelled'
          AND ${bookings.blockedEnd} > ${bookingsFrom.toISOString()}::timestamptz
          AND ${bookings.blockedStart} < ${bookingsTo.toISOString()}::timestamptz
          ${ignoreBookingId ? sql`AND ${bookings.id} <> ${ignoreBookingId}::uuid` : sql``}) AS bookings
    FROM ${availabilities}
    WHERE ${availabilities.userId} = ${hostId}::uuid
      AND ${availabilityId ? sql`${availabilities.id} = ${availabilityId}::uuid` : sql`${availabilities.isDefault}`}
    LIMIT 1`,
  );
  if (!row) return null;
  return {
    schedule: {
      timeZone: row.time_zone,
      weekly: jsonList(row.weekly).map(([dayOfWeek, startTime, endTime]) => ({
        dayOfWeek,
        startTime,
        endTime,
      })),
      overrides: jsonList(row.overrides).map(([date, unavailable, startTime, endTime]) => ({
        date,
        unavailable,
        startTime,
        endTime,
      })),
    },
    bookings: jsonList(row.bookings).map(
      ([eventTypeId, start, blockedStart, blockedEnd, seatKey, seats]) => ({
        eventTypeId,
        startTime: new Date(start),
        blockedStart: new Date(blockedStart),
        blockedEnd: new Date(blockedEnd),
        seatKey,
        seats,
      }),
    ),
  };
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
async function selectRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
