import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  availabilities,
  availabilityOverrides,
  availabilitySlots,
} from '../../db/schema/availability.schema';
import { bookingEmailConfirmations } from '../../db/schema/booking-email-confirmations.schema';
import { type BookingHost, bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { caldavCalendars, caldavConnections } from '../../db/schema/caldav.schema';
import { eventTypeHosts, eventTypeQuestions, eventTypes } from '../../db/schema/event-types.schema';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { microsoftCalendars, microsoftConnections } from '../../db/schema/microsoft-calendar.schema';
import { outOfOffice } from '../../db/schema/out-of-office.schema';
import { teamMembers, teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';
import type { ScheduleInput, SeatGroup } from './free-times';

/** An event type with what booking it needs: its rules and its host. */
export interface BookableEventType {
  id: string;
  title: string;
  slug: string;
  kind: string;
  duration: number;
  /** Offered durations (docs/product.md#several-durations); empty: only `duration`. */
  durations: number[];
  location: string;
  locationAddress: string | null;
  locationPhone: string | null;
  locationPhoneFrom: string;
  locationUrl: string | null;
  maxParticipants: number | null;
  isPublic: boolean;
  requiresConfirmation: boolean;
  /** docs/product.md#attendee-e-mail-confirmation */
  confirmAttendeeEmail: boolean;
  reminders: Reminder[];
  bufferBefore: number;
  bufferAfter: number;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
  /** docs/product.md#booking-limits-and-start-times: null, no limit / as before. */
  limitPerDay: number | null;
  limitPerWeek: number | null;
  limitPerMonth: number | null;
  limitPerYear: number | null;
  slotInterval: number | null;
  bookingWindowStart: string | null;
  bookingWindowEnd: string | null;
  /** The owner's own limits across their types (users.max_meetings_per_*). */
  hostMaxPerDay: number | null;
  hostMaxPerWeek: number | null;
  availabilityId: string | null;
  /** Round-robin and collective types of a team (docs/product.md#teams); null for personal ones. */
  teamId: string | null;
  /** docs/product.md#private-sharing: 'listed', 'secret' or 'single_use'. */
  sharing: string;
  /** docs/product.md#cancel-and-reschedule-policy. */
  attendeeChanges: boolean;
  changeCutoffHours: number;
  cancelReasonRequired: boolean;
  /** The type's creator for team types (the hosts come from listTeamHosts). */
  host: BookingHost;
  /** Team types, once loaded (withTeamHosts): the hosts, by user id. */
  hosts?: BookingHost[];
  /**
   * Team types found with their hosts (findTeamEventTypeByLink): each host's own limits
   * (users.max_meetings_per_*), so that hosts without any are not asked for them again.
   */
  hostLimits?: Map<string, { maxPerDay: number | null; maxPerWeek: number | null }>;
}

const bookableColumns = {
  id: eventTypes.id,
  title: eventTypes.title,
  slug: eventTypes.slug,
  kind: eventTypes.kind,
  duration: eventTypes.duration,
  durations: eventTypes.durations,
  location: eventTypes.location,
  locationAddress: eventTypes.locationAddress,
  locationPhone: eventTypes.locationPhone,
  locationPhoneFrom: eventTypes.locationPhoneFrom,
  locationUrl: eventTypes.locationUrl,
  maxParticipants: eventTypes.maxParticipants,
  isPublic: eventTypes.isPublic,
  requiresConfirmation: eventTypes.requiresConfirmation,
  confirmAttendeeEmail: eventTypes.confirmAttendeeEmail,
  reminders: eventTypes.reminders,
  bufferBefore: eventTypes.bufferBefore,
  bufferAfter: eventTypes.bufferAfter,
  minimumNoticeMinutes: eventTypes.minimumNoticeMinutes,
  bookingWindowDays: eventTypes.bookingWindowDays,
  limitPerDay: eventTypes.limitPerDay,
  limitPerWeek: eventTypes.limitPerWeek,
  limitPerMonth: eventTypes.limitPerMonth,
  limitPerYear: eventTypes.limitPerYear,
  slotInterval: eventTypes.slotInterval,
  bookingWindowStart: eventTypes.bookingWindowStart,
  bookingWindowEnd: eventTypes.bookingWindowEnd,
  hostMaxPerDay: users.maxMeetingsPerDay,
  hostMaxPerWeek: users.maxMeetingsPerWeek,
  availabilityId: eventTypes.availabilityId,
  teamId: eventTypes.teamId,
  sharing: eventTypes.sharing,
  attendeeChanges: eventTypes.attendeeChanges,
  changeCutoffHours: eventTypes.changeCutoffHours,
  cancelReasonRequired: eventTypes.cancelReasonRequired,
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
};

function lookupStatements(db: DbExecutor) {
  const bookable = () =>
    db.select(bookableColumns).from(eventTypes).innerJoin(users, eq(users.id, eventTypes.userId));
  return {
    byLink: bookable()
      .where(
        and(
          sql`lower(${users.username}) = ${sql.placeholder('username')}`,
          eq(eventTypes.slug, sql.placeholder('slug')),
        ),
      )
      .limit(1)
      .prepare('bookable_event_type_by_link'),
    byId: bookable()
      .where(eq(eventTypes.id, sql.placeholder('id')))
      .limit(1)
      .prepare('bookable_event_type_by_id'),
  };
}

/** A team type's hosts as JSON tuples, in the order of listTeamHosts (by user id). */
type HostTuple = [
  id: string,
  name: string,
  surname: string | null,
  username: string,
  email: string,
  avatar: string | null,
  timeZone: string,
  language: string,
  locale: string | null,
  maxPerDay: number | null,
  maxPerWeek: number | null,
];

function teamLookupStatement(db: DbExecutor) {
  // The hosts still accepted members of the team (listTeamHosts), read in the same statement.
  const hosts = sql<
    HostTuple[] | string | null
  >`(SELECT json_agg(json_build_array(host.id, host.name, host.surname,
      host.username, host.email, host.avatar, host.time_zone, host.language, host.locale,
      host.max_meetings_per_day, host.max_meetings_per_week) ORDER BY host.id)
    FROM ${eventTypeHosts} JOIN ${users} AS host ON host.id = ${eventTypeHosts.userId}
    WHERE ${eventTypeHosts.eventTypeId} = ${eventTypes.id}
      AND EXISTS (SELECT 1 FROM ${teamMembers} WHERE ${teamMembers.userId} = ${eventTypeHosts.userId}
        AND ${teamMembers.teamId} = ${eventTypes.teamId} AND ${teamMembers.status} = 'active'))`;
  return db
    .select({ ...bookableColumns, hostTuples: hosts })
    .from(eventTypes)
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .innerJoin(teams, eq(teams.id, eventTypes.teamId))
    .where(
      and(
        eq(teams.slug, sql.placeholder('teamSlug')),
        eq(eventTypes.slug, sql.placeholder('slug')),
        eq(eventTypes.isPublic, true),
        inArray(eventTypes.kind, ['round_robin', 'collective']),
        // A single-use type opens only from its links (docs/product.md#private-sharing).
        sql`${eventTypes.sharing} <> 'single_use'`,
      ),
    )
    .limit(1)
    .prepare('bookable_team_event_type_by_link');
}

const teamLookupsByDb = new WeakMap<object, ReturnType<typeof teamLookupStatement>>();

/**
 * /team/{teamSlug}/{slug}: an active (public, not single-use) round-robin or collective type of
 * the team, with its hosts and their own limits, in one statement. Slugs are matched lower-cased.
 */
export async function findTeamEventTypeByLink(
  db: DbExecutor,
  teamSlug: string,
  slug: string,
): Promise<BookableEventType | null> {
  let statement = teamLookupsByDb.get(db);
  if (!statement) {
    statement = teamLookupStatement(db);
    teamLookupsByDb.set(db, statement);
  }
  const [row] = await statement.execute({ teamSlug: teamSlug.toLowerCase(), slug: slug.toLowerCase() });
  if (!row) return null;
  const { hostTuples, ...eventType } = row;
  const tuples = jsonList(hostTuples);
  return {
    ...eventType,
    hosts: tuples.map(([id, name, surname, username, email, avatar, timeZone, language, locale]) => ({
      id,
      name,
      surname,
      username,
      email,
      avatar,
      timeZone,
      language,
      locale,
    })),
    hostLimits: new Map(tuples.map((tuple) => [tuple[0], { maxPerDay: tuple[9], maxPerWeek: tuple[10] }])),
  };
}

// Every free-times request looks its event type up: the statements are built once per
// database handle (composing them again cost more than running them on PGlite) and, on
// PostgreSQL, prepared once per connection.
const lookupsByDb = new WeakMap<object, ReturnType<typeof lookupStatements>>();

function lookups(db: DbExecutor) {
  let prepared = lookupsByDb.get(db);
  if (!prepared) {
    prepared = lookupStatements(db);
    lookupsByDb.set(db, prepared);
  }
  return prepared;
}

/** /{username}/{slug}: usernames match case-insensitively (the lower() index), slugs exactly. */
export async function findEventTypeByLink(
  db: DbExecutor,
  username: string,
  slug: string,
): Promise<BookableEventType | null> {
  const [row] = await lookups(db).byLink.execute({ username: username.toLowerCase(), slug });
  return row ?? null;
}

export async function findEventTypeById(db: DbExecutor, id: string): Promise<BookableEventType | null> {
  const [row] = await lookups(db).byId.execute({ id });
  return row ?? null;
}

export interface ActiveQuestion {
  id: string;
  questionText: string;
  required: boolean;
  answerType: string;
  options: string[];
}

export async function listActiveQuestions(db: DbExecutor, eventTypeId: string): Promise<ActiveQuestion[]> {
  return db
    .select({
      id: eventTypeQuestions.id,
      questionText: eventTypeQuestions.questionText,
      required: eventTypeQuestions.required,
      answerType: eventTypeQuestions.answerType,
      options: eventTypeQuestions.options,
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
/** The longest blocked range: a 12-hour meeting with 4-hour buffers on both sides. */
export const MAX_BLOCKED_MS = (240 + 720 + 240) * 60_000;

type WeeklyTuple = [dayOfWeek: number, startTime: string, endTime: string];
type OverrideTuple = [date: string, unavailable: boolean, startTime: string | null, endTime: string | null];
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
  /**
   * Team types with a fixed shared schedule: availabilityId names a schedule of another account
   * (whoever set it up), read for every host.
   */
  sharedSchedule?: boolean;
  /**
   * Seated types: live bookings whose seat_key starts with this (`<event type id>:`, the
   * seats of one of its times) come back as seat groups instead of being merged as busy.
   */
  seatKeyPrefix?: string;
  /**
   * Busy ranges closer than this (ms) are sent as one: no meeting of the type, buffers
   * included, fits between them, so the free times are the same, and a month packed with
   * short bookings arrives as a few ranges instead of thousands.
   */
  mergeGapsUnderMs?: number;
  /** More columns read in the same statement (booking limits' counts), answered in `extras`. */
  extraColumns?: SQL;
}

export interface SchedulingData {
  schedule: ScheduleInput;
  /** The other live bookings' blocked ranges, merged: sorted, disjoint [start, end) in epoch ms. */
  blocked: number[][];
  /** Seated types: their own booked times, one group per start (seats summed). */
  seatGroups: SeatGroup[];
  /** The host's days away touching [fromDate, toDate] (docs/product.md#out-of-office), read in the same statement. */
  away: { startDate: string; endDate: string }[];
  /**
   * Whether the host has a calendar whose busy time counts (a Google account, a checked CalDAV
   * or Microsoft calendar): without one the calendars' busy source has nothing to read.
   */
  calendars: boolean;
  /** The row as read, for `extraColumns`. */
  extras?: Record<string, unknown>;
}

/** 'a,b,c,d' -> [[a, b], [c, d]] (groups of `size` numbers). */
function numberGroups(text: string | null, size: number): number[][] {
  if (!text) return [];
  const numbers = text.split(',');
  const groups: number[][] = [];
  for (let i = 0; i + size <= numbers.length; i += size) {
    const group: number[] = [];
    for (let j = 0; j < size; j += 1) group.push(Number(numbers[i + j]));
    groups.push(group);
  }
  return groups;
}

/**
 * What a free-times computation reads, in one statement (one round trip, one plan): the
 * event type's schedule (or, when it names none, the host's default) with its weekly
 * intervals and its overrides as JSON, and the host's live bookings already merged by the
 * database (range_agg) into a few busy ranges, sent as one text of epoch milliseconds: a
 * month of 1,000 bookings arrives as about 150 ranges instead of 1,000 rows to parse and
 * merge. Null when the host has no such schedule.
 */
export async function loadSchedulingData(
  db: DbExecutor,
  query: SchedulingDataQuery,
): Promise<SchedulingData | null> {
  const { hostId, availabilityId } = query;
  const [row] = await selectRows<SchedulingRow>(
    db,
    sql`SELECT ${schedulingColumns(sql`${hostId}::uuid`, query)}${query.extraColumns ? sql`, ${query.extraColumns}` : sql``}
    FROM ${availabilities}
    WHERE ${query.sharedSchedule ? sql`true` : sql`${availabilities.userId} = ${hostId}::uuid`}
      AND ${availabilityId ? sql`${availabilities.id} = ${availabilityId}::uuid` : sql`${availabilities.isDefault}`}
    LIMIT 1`,
  );
  return row
    ? {
        ...schedulingDataOf(row),
        ...(query.extraColumns ? { extras: row as unknown as Record<string, unknown> } : {}),
      }
    : null;
}

/**
 * loadSchedulingData of several hosts (a team type's) in one statement: one round trip and one
 * plan instead of one per host. Answers in the order of `hostIds`; null for a host without
 * such a schedule.
 */
export async function loadHostsSchedulingData(
  db: DbExecutor,
  hostIds: string[],
  query: Omit<SchedulingDataQuery, 'hostId'>,
): Promise<(SchedulingData | null)[]> {
  if (hostIds.length === 0) return [];
  const { availabilityId } = query;
  const rows = await selectRows<SchedulingRow & { ord: string | number }>(
    db,
    sql`SELECT host.ord, ${schedulingColumns(sql`host.id`, query)}
    FROM unnest(${`{${hostIds.join(',')}}`}::uuid[]) WITH ORDINALITY AS host(id, ord)
    JOIN LATERAL (SELECT ${availabilities.id}, ${availabilities.timeZone} FROM ${availabilities}
      WHERE ${query.sharedSchedule ? sql`true` : sql`${availabilities.userId} = host.id`}
        AND ${availabilityId ? sql`${availabilities.id} = ${availabilityId}::uuid` : sql`${availabilities.isDefault}`}
      LIMIT 1) AS ${availabilities} ON true`,
  );
  const found: (SchedulingData | null)[] = hostIds.map(() => null);
  for (const row of rows) found[Number(row.ord) - 1] = schedulingDataOf(row);
  return found;
}

interface SchedulingRow {
  time_zone: string;
  weekly: WeeklyTuple[] | string | null;
  overrides: OverrideTuple[] | string | null;
  blocked: string | null;
  seat_groups: string | null;
  away: string | null;
  calendars: boolean;
}

/**
 * Not a hold whose 15 minutes are over (docs/product.md#attendee-e-mail-confirmation): its time is
 * free even before its release job runs. Only unconfirmed links are looked at (a partial index).
 */
function notExpiredHold(bookingId: SQL | AnyColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${bookingEmailConfirmations}
            WHERE ${bookingEmailConfirmations.bookingId} = ${bookingId}
              AND ${bookingEmailConfirmations.confirmedAt} IS NULL AND ${bookingEmailConfirmations.expiresAt} <= now())`;
}

/**
 * The columns of a scheduling row for the host `host` (an SQL uuid expression), beside a row of
 * `availabilities`: its zone, weekly intervals and overrides as JSON, the live bookings merged
 * and the seat groups as texts of epoch milliseconds.
 */
function schedulingColumns(host: SQL, query: Omit<SchedulingDataQuery, 'hostId'>): SQL {
  const { fromDate, toDate, bookingsFrom, bookingsTo, ignoreBookingId, mergeGapsUnderMs } = query;
  // Seat groups count every booking holding this host (booking_hosts), not only those whose
  // host_id it is: the seats of a collective time are shared by all its hosts.
  const live = sql`${bookings.id} IN (SELECT ${bookingHosts.bookingId} FROM ${bookingHosts}
            WHERE ${bookingHosts.hostId} = ${host} AND ${bookingHosts.live}
              AND ${bookingHosts.blockedStart} > ${new Date(bookingsFrom.getTime() - MAX_BLOCKED_MS).toISOString()}::timestamptz
              AND ${bookingHosts.blockedStart} < ${bookingsTo.toISOString()}::timestamptz
              AND ${bookingHosts.blockedEnd} > ${bookingsFrom.toISOString()}::timestamptz)
          AND ${bookings.startTime} > ${new Date(bookingsFrom.getTime() - MAX_BEFORE_MS).toISOString()}::timestamptz
          AND ${bookings.startTime} < ${new Date(bookingsTo.getTime() + MAX_LEAD_MS).toISOString()}::timestamptz
          AND ${bookings.status} <> 'cancelled'
          AND ${bookings.blockedEnd} > ${bookingsFrom.toISOString()}::timestamptz
          AND ${bookings.blockedStart} < ${bookingsTo.toISOString()}::timestamptz
          ${ignoreBookingId ? sql`AND ${bookings.id} <> ${ignoreBookingId}::uuid` : sql``}
          AND ${notExpiredHold(bookings.id)}`;
  const { seatKeyPrefix } = query;
  const ownSeat = seatKeyPrefix ? sql`starts_with(${bookings.seatKey}, ${seatKeyPrefix})` : sql`false`;
  // Busy time comes from booking_hosts: every booking holding the host, personal or team
  // (a collective booking holds each of its hosts). Its (host_id, blocked_start) index bounds it.
  const held = sql`${bookingHosts.hostId} = ${host}
          AND ${bookingHosts.live}
          AND ${bookingHosts.blockedStart} > ${new Date(bookingsFrom.getTime() - MAX_BLOCKED_MS).toISOString()}::timestamptz
          AND ${bookingHosts.blockedStart} < ${bookingsTo.toISOString()}::timestamptz
          AND ${bookingHosts.blockedEnd} > ${bookingsFrom.toISOString()}::timestamptz
          ${ignoreBookingId ? sql`AND ${bookingHosts.bookingId} <> ${ignoreBookingId}::uuid` : sql``}
          ${seatKeyPrefix ? sql`AND NOT starts_with(${bookingHosts.seatKey}, ${seatKeyPrefix})` : sql``}
          AND ${notExpiredHold(bookingHosts.bookingId)}`;
  return sql`${availabilities.timeZone} AS time_zone,
      (SELECT json_agg(json_build_array(${availabilitySlots.dayOfWeek}, ${availabilitySlots.startTime}, ${availabilitySlots.endTime}))
        FROM ${availabilitySlots} WHERE ${availabilitySlots.availabilityId} = ${availabilities.id}) AS weekly,
      (SELECT json_agg(json_build_array(${availabilityOverrides.date}, ${availabilityOverrides.unavailable}, ${availabilityOverrides.startTime}, ${availabilityOverrides.endTime}))
        FROM ${availabilityOverrides}
        WHERE ${availabilityOverrides.availabilityId} = ${availabilities.id}
          AND ${availabilityOverrides.date} >= ${fromDate}::date AND ${availabilityOverrides.date} <= ${toDate}::date) AS overrides,
      (SELECT string_agg(${epochMs(sql`joined.lo`)} || ',' || ${epochMs(sql`joined.hi`)}, ',' ORDER BY joined.lo)
        FROM (SELECT min(grouped.lo) AS lo, max(grouped.hi) AS hi
          FROM (SELECT spans.lo, spans.hi, count(*) FILTER (WHERE spans.apart) OVER (ORDER BY spans.lo) AS grp
            FROM (SELECT lower(merged) AS lo, upper(merged) AS hi,
                coalesce(lower(merged) - lag(upper(merged)) OVER (ORDER BY lower(merged)) >= ${mergeGapsUnderMs ?? 0} * interval '1 millisecond', true) AS apart
              FROM unnest((SELECT range_agg(tstzrange(${bookingHosts.blockedStart}, ${bookingHosts.blockedEnd}, '[)'))
                FROM ${bookingHosts} WHERE ${held})) AS merged) AS spans) AS grouped
          GROUP BY grouped.grp) AS joined) AS blocked,
      ${
        seatKeyPrefix
          ? sql`(SELECT string_agg(start || ',' || blocked_start || ',' || blocked_end || ',' || seats, ',')
        FROM (SELECT ${epochMs(bookings.startTime)} AS start, ${epochMs(sql`min(${bookings.blockedStart})`)} AS blocked_start,
            ${epochMs(sql`max(${bookings.blockedEnd})`)} AS blocked_end, sum(${bookings.seats}) AS seats
          FROM ${bookings} WHERE ${live} AND ${ownSeat} GROUP BY ${bookings.startTime}) AS seat_groups)`
          : sql`NULL`
      } AS seat_groups,
      (SELECT string_agg(to_char(${outOfOffice.startDate}, 'YYYY-MM-DD') || ',' || to_char(${outOfOffice.endDate}, 'YYYY-MM-DD'), ',')
        FROM ${outOfOffice} WHERE ${outOfOffice.userId} = ${host}
          AND ${outOfOffice.endDate} >= ${fromDate}::date AND ${outOfOffice.startDate} <= ${toDate}::date) AS away,
      (EXISTS (SELECT 1 FROM ${googleAccounts} WHERE ${googleAccounts.userId} = ${host})
        OR EXISTS (SELECT 1 FROM ${caldavCalendars} JOIN ${caldavConnections} ON ${caldavConnections.id} = ${caldavCalendars.connectionId}
          WHERE ${caldavConnections.userId} = ${host} AND ${caldavCalendars.checked})
        OR EXISTS (SELECT 1 FROM ${microsoftCalendars} JOIN ${microsoftConnections} ON ${microsoftConnections.id} = ${microsoftCalendars.connectionId}
          WHERE ${microsoftConnections.userId} = ${host} AND ${microsoftCalendars.checked})) AS calendars`;
}

function schedulingDataOf(row: SchedulingRow): SchedulingData {
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
    blocked: numberGroups(row.blocked, 2),
    seatGroups: numberGroups(row.seat_groups, 4).map(([start, blockedStart, blockedEnd, seats]) => ({
      start,
      blockedStart,
      blockedEnd,
      seats,
    })),
    away: datePairs(row.away),
    calendars: row.calendars === true || (row.calendars as unknown) === 't',
  };
}

/** 'a,b,c,d' of dates -> [{ startDate: a, endDate: b }, { startDate: c, endDate: d }]. */
function datePairs(text: string | null): { startDate: string; endDate: string }[] {
  if (!text) return [];
  const dates = text.split(',');
  const pairs: { startDate: string; endDate: string }[] = [];
  for (let i = 0; i + 1 < dates.length; i += 2) pairs.push({ startDate: dates[i], endDate: dates[i + 1] });
  return pairs;
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
async function selectRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const hostColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  timeZone: users.timeZone,
  language: users.language,
  locale: users.locale,
};

/**
 * The hosts of a team event type who are still accepted members of its team, by user id (the
 * stable order of assignment and of a collective booking's hosts).
 */
export async function listTeamHosts(
  db: DbExecutor,
  eventTypeId: string,
  teamId: string,
): Promise<BookingHost[]> {
  return db
    .select(hostColumns)
    .from(eventTypeHosts)
    .innerJoin(users, eq(users.id, eventTypeHosts.userId))
    .innerJoin(
      teamMembers,
      and(
        eq(teamMembers.userId, eventTypeHosts.userId),
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.status, 'active'),
      ),
    )
    .where(eq(eventTypeHosts.eventTypeId, eventTypeId))
    .orderBy(asc(users.id));
}

/** Per host: live bookings of the type it was assigned since `since`, and its latest one. */
export async function listAssignmentStats(
  db: DbExecutor,
  eventTypeId: string,
  hostIds: string[],
  since: Date,
): Promise<{ hostId: string; recentCount: number; lastBookedAt: number | null }[]> {
  if (hostIds.length === 0) return [];
  const rows = await db
    .select({
      hostId: bookings.hostId,
      recent: sql<
        string | number
      >`count(*) FILTER (WHERE ${bookings.createdAt} >= ${since.toISOString()}::timestamptz)`,
      last: sql<Date | string | null>`max(${bookings.createdAt})`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventTypeId, eventTypeId),
        inArray(bookings.hostId, hostIds),
        sql`${bookings.status} <> 'cancelled'`,
      ),
    )
    .groupBy(bookings.hostId);
  return hostIds.map((hostId) => {
    const row = rows.find((candidate) => candidate.hostId === hostId);
    return {
      hostId,
      recentCount: Number(row?.recent ?? 0),
      lastBookedAt: row?.last ? new Date(row.last).getTime() : null,
    };
  });
}

/** The event type with its hosts loaded when it is a team type (round robin or collective of a team). */
export async function withTeamHosts(
  db: DbExecutor,
  eventType: BookableEventType,
): Promise<BookableEventType> {
  const team =
    eventType.teamId !== null && (eventType.kind === 'round_robin' || eventType.kind === 'collective');
  if (!team || eventType.hosts) return eventType;
  return { ...eventType, hosts: await listTeamHosts(db, eventType.id, eventType.teamId as string) };
}
