import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import { and, asc, desc, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  availabilities,
  availabilityOverrides,
  availabilitySlots,
} from '../availability/availability.schema';
import { bookings } from '../bookings/bookings.schema';
import { eventTypeQuestions, eventTypes } from '../event-types/event-types.schema';
import { users } from '../users/users.schema';
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

/**
 * The event type's schedule (or, when it names none, the host's default) with its weekly
 * intervals and the overrides dated within [fromDate, toDate]. Null when the host has none.
 */
export async function loadSchedule(
  db: DbExecutor,
  hostId: string,
  availabilityId: string | null,
  fromDate: string,
  toDate: string,
): Promise<ScheduleInput | null> {
  const rows = await db
    .select({
      id: availabilities.id,
      timeZone: availabilities.timeZone,
      dayOfWeek: availabilitySlots.dayOfWeek,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(availabilities)
    .leftJoin(availabilitySlots, eq(availabilitySlots.availabilityId, availabilities.id))
    .where(
      availabilityId
        ? and(eq(availabilities.id, availabilityId), eq(availabilities.userId, hostId))
        : and(eq(availabilities.userId, hostId), eq(availabilities.isDefault, true)),
    )
    .orderBy(desc(availabilities.isDefault));
  if (rows.length === 0) return null;
  const scheduleId = rows[0].id;
  const overrides = await db
    .select({
      date: availabilityOverrides.date,
      unavailable: availabilityOverrides.unavailable,
      startTime: availabilityOverrides.startTime,
      endTime: availabilityOverrides.endTime,
    })
    .from(availabilityOverrides)
    .where(
      and(
        eq(availabilityOverrides.availabilityId, scheduleId),
        gte(availabilityOverrides.date, fromDate),
        lte(availabilityOverrides.date, toDate),
      ),
    );
  return {
    timeZone: rows[0].timeZone,
    weekly: rows.flatMap((row) =>
      row.dayOfWeek !== null && row.startTime !== null && row.endTime !== null
        ? [{ dayOfWeek: row.dayOfWeek, startTime: row.startTime, endTime: row.endTime }]
        : [],
    ),
    overrides,
  };
}

// A booking's start lies at most this far before the start of its blocked range overlapping a
// window (buffer_before up to 4 h) and at most this far before it (a 12-hour meeting plus a
// 4-hour buffer_after): bounding start_time lets the (host_id, start_time) index do the work.
const MAX_BEFORE_MS = (720 + 240) * 60_000;
const MAX_LEAD_MS = 240 * 60_000;

type BookingTuple = [
  eventTypeId: string,
  start: number,
  blockedStart: number,
  blockedEnd: number,
  seatKey: string,
  seats: number,
];

const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The host's live bookings whose blocked range overlaps [from, to): one indexed query, its
 * rows folded into one JSON value (a month of bookings arrives as one value to parse rather
 * than thousands of fields, which matters most on PGlite).
 */
export async function listLiveBookings(
  db: DbExecutor,
  hostId: string,
  from: Date,
  to: Date,
): Promise<LiveBooking[]> {
  const [row] = await db
    .select({
      tuples: sql<
        BookingTuple[] | null
      >`json_agg(json_build_array(${bookings.eventTypeId}, ${epochMs(bookings.startTime)}, ${epochMs(bookings.blockedStart)}, ${epochMs(bookings.blockedEnd)}, ${bookings.seatKey}, ${bookings.seats}))`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, hostId),
        gt(bookings.startTime, new Date(from.getTime() - MAX_BEFORE_MS)),
        lt(bookings.startTime, new Date(to.getTime() + MAX_LEAD_MS)),
        ne(bookings.status, 'cancelled'),
        gt(bookings.blockedEnd, from),
        lt(bookings.blockedStart, to),
      ),
    );
  const tuples =
    typeof row?.tuples === 'string' ? (JSON.parse(row.tuples) as BookingTuple[]) : (row?.tuples ?? []);
  return tuples.map(([eventTypeId, start, blockedStart, blockedEnd, seatKey, seats]) => ({
    eventTypeId,
    startTime: new Date(start),
    blockedStart: new Date(blockedStart),
    blockedEnd: new Date(blockedEnd),
    seatKey,
    seats,
  }));
}
