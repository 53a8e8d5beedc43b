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

/** The values of a scheduling statement, bound as parameters (named like its placeholders). */
interface SchedulingValues {
  fromDate: string;
  toDate: string;
  /** bookingsFrom, bookingsTo and the bounds of the index range scans, as ISO instants. */
  windowFrom: string;
  windowTo: string;
  heldFrom: string;
  startFrom: string;
  startTo: string;
  ignoreBookingId?: string;
  seatKeyPrefix?: string;
  availabilityId?: string;
}

function schedulingValues(query: Omit<SchedulingDataQuery, 'hostId'>): SchedulingValues {
  const { bookingsFrom, bookingsTo } = query;
  return {
    fromDate: query.fromDate,
    toDate: query.toDate,
    windowFrom: bookingsFrom.toISOString(),
    windowTo: bookingsTo.toISOString(),
    heldFrom: new Date(bookingsFrom.getTime() - MAX_BLOCKED_MS).toISOString(),
    startFrom: new Date(bookingsFrom.getTime() - MAX_BEFORE_MS).toISOString(),
    startTo: new Date(bookingsTo.getTime() + MAX_LEAD_MS).toISOString(),
    ...(query.ignoreBookingId ? { ignoreBookingId: query.ignoreBookingId } : {}),
    ...(query.seatKeyPrefix ? { seatKeyPrefix: query.seatKeyPrefix } : {}),
    ...(query.availabilityId ? { availabilityId: query.availabilityId } : {}),
  };
}

/**
 * What varies the text of a scheduling statement (not its values): the statements of one shape
 * are built once and prepared under one name (a named statement must keep its text).
 */
function shapeOf(query: Omit<SchedulingDataQuery, 'hostId'>): string {
  return [
    query.availabilityId ? 'a' : 'd',
    query.sharedSchedule ? 's' : 'o',
    query.ignoreBookingId ? 'i' : 'n',
    query.seatKeyPrefix ? 'k' : 'n',
  ].join('');
}

/** The value of a parameter: a placeholder in prepared statements, else bound at once. */
type Param = (name: keyof SchedulingValues) => SQL;

const placeholderParam: Param = (name) => sql`${sql.placeholder(name)}`;

function boundParam(values: SchedulingValues): Param {
  return (name) => sql`${values[name]}`;
}

// The text of a free-times request's statements is the same for every request of one shape:
// composing it again (Drizzle) and planning it again (PostgreSQL) cost more than running it, so
// it is built once per database handle and shape and, on PostgreSQL, prepared once per
// connection under its name (node-postgres keeps a connection's named statements).
const personalStatements = new WeakMap<object, Map<string, PersonalStatement>>();
const teamStatements = new WeakMap<object, Map<string, TeamStatement>>();

/** A statement built once, run with its placeholders' values. */
interface PreparedRows {
  execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}

/**
 * Drizzle prepares only its query builders' statements, whose single-table selects drop the
 * table from column names (ambiguous in these subqueries): a raw statement is prepared through
 * the same session call (node-postgres: a named statement; PGlite: built once).
 */
function prepareRaw(db: DbExecutor, query: SQL, name: string): PreparedRows {
  const handle = db as unknown as {
    dialect: { sqlToQuery(query: SQL): unknown };
    session: {
      prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): PreparedRows;
    };
  };
  return handle.session.prepareQuery(handle.dialect.sqlToQuery(query), undefined, name, false);
}

/** The columns as `expression AS name`. */
function columnList(columns: Record<string, SQL>): SQL {
  return sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  );
}

function availabilityCondition(query: Omit<SchedulingDataQuery, 'hostId'>, host: SQL, param: Param): SQL {
  return sql`${query.sharedSchedule ? sql`true` : sql`${availabilities.userId} = ${host}`}
      AND ${query.availabilityId ? sql`${availabilities.id} = ${param('availabilityId')}::uuid` : sql`${availabilities.isDefault}`}`;
}

type PersonalStatement = PreparedRows;
type TeamStatement = PreparedRows;

function personalStatement(db: DbExecutor, query: Omit<SchedulingDataQuery, 'hostId'>, name: string) {
  const host = sql`${sql.placeholder('hostId')}::uuid`;
  return prepareRaw(
    db,
    sql`SELECT ${columnList(schedulingColumns(host, query, placeholderParam))}
    FROM ${availabilities}
    WHERE ${availabilityCondition(query, host, placeholderParam)}
    LIMIT 1`,
    name,
  );
}

function teamStatement(db: DbExecutor, query: Omit<SchedulingDataQuery, 'hostId'>, name: string) {
  return prepareRaw(
    db,
    sql`SELECT host.ord, ${columnList(schedulingColumns(sql`host.id`, query, placeholderParam))}
    FROM unnest(${sql.placeholder('hostIds')}::uuid[]) WITH ORDINALITY AS host(id, ord)
    JOIN LATERAL (SELECT ${availabilities.id}, ${availabilities.timeZone} FROM ${availabilities}
      WHERE ${availabilityCondition(query, sql`host.id`, placeholderParam)}
      LIMIT 1) AS ${availabilities} ON true`,
    name,
  );
}

function cached<T>(store: WeakMap<object, Map<string, T>>, db: DbExecutor, shape: string, build: () => T): T {
  let byShape = store.get(db);
  if (!byShape) {
    byShape = new Map();
    store.set(db, byShape);
  }
  let statement = byShape.get(shape);
  if (!statement) {
    statement = build();
    byShape.set(shape, statement);
  }
  return statement;
}

/**
 * What a free-times computation reads, in one statement (one round trip, one plan): the
 * event type's schedule (or, when it names none, the host's default) with its weekly
 * intervals and its overrides as JSON, and the host's live bookings' blocked ranges as one
 * text of epoch milliseconds, read by an index range scan and merged here in one pass
 * (mergeBlocked). Null when the host has no such schedule.
 */
export async function loadSchedulingData(
  db: DbExecutor,
  query: SchedulingDataQuery,
): Promise<SchedulingData | null> {
  const { hostId } = query;
  const values = schedulingValues(query);
  if (query.extraColumns) {
    // The limits' columns carry their own values: composed for this request.
    const host = sql`${hostId}::uuid`;
    const param = boundParam(values);
    const [row] = await selectRows<SchedulingRow>(
      db,
      sql`SELECT ${columnList(schedulingColumns(host, query, param))}, ${query.extraColumns}
    FROM ${availabilities}
    WHERE ${availabilityCondition(query, host, param)}
    LIMIT 1`,
    );
    return row
      ? { ...schedulingDataOf(row, query), extras: row as unknown as Record<string, unknown> }
      : null;
  }
  const shape = shapeOf(query);
  const statement = cached(personalStatements, db, shape, () =>
    personalStatement(db, query, `scheduling_data_${shape}`),
  );
  const [row] = (await statement.execute({ ...values, hostId })).rows as SchedulingRow[];
  return row ? schedulingDataOf(row, query) : null;
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
  const shape = shapeOf(query);
  const statement = cached(teamStatements, db, shape, () =>
    teamStatement(db, query, `hosts_scheduling_data_${shape}`),
  );
  const { rows } = await statement.execute({ ...schedulingValues(query), hostIds: `{${hostIds.join(',')}}` });
  const found: (SchedulingData | null)[] = hostIds.map(() => null);
  for (const row of rows as (SchedulingRow & { ord: string | number })[])
    found[Number(row.ord) - 1] = schedulingDataOf(row, query);
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
 * Only a hold ('unverified') can have one: a booking leaves that status only once its link is
 * confirmed (claimEmailConfirmation, then markHoldBooked), so the other rows skip the lookup,
 * which cost a probe per busy row (a third of the free-times statement) when it ran for all.
 */
function notExpiredHold(bookingId: SQL | AnyColumn, status: SQL | AnyColumn): SQL {
  return sql`(${status} <> 'unverified' OR NOT EXISTS (SELECT 1 FROM ${bookingEmailConfirmations}
            WHERE ${bookingEmailConfirmations.bookingId} = ${bookingId}
              AND ${bookingEmailConfirmations.confirmedAt} IS NULL AND ${bookingEmailConfirmations.expiresAt} <= now()))`;
}

/**
 * The columns of a scheduling row for the host `host` (an SQL uuid expression), beside a row of
 * `availabilities`: its zone, weekly intervals and overrides as JSON, the live bookings' blocked
 * ranges (unmerged, in index order) and the seat groups as texts of epoch milliseconds.
 */
function schedulingColumns(host: SQL, query: Omit<SchedulingDataQuery, 'hostId'>, param: Param) {
  const { ignoreBookingId, seatKeyPrefix } = query;
  const windowFrom = sql`${param('windowFrom')}::timestamptz`;
  const windowTo = sql`${param('windowTo')}::timestamptz`;
  const heldFrom = sql`${param('heldFrom')}::timestamptz`;
  // Seat groups count every booking holding this host (booking_hosts), not only those whose
  // host_id it is: the seats of a collective time are shared by all its hosts.
  const live = sql`${bookings.id} IN (SELECT ${bookingHosts.bookingId} FROM ${bookingHosts}
            WHERE ${bookingHosts.hostId} = ${host} AND ${bookingHosts.live}
              AND ${bookingHosts.blockedStart} > ${heldFrom}
              AND ${bookingHosts.blockedStart} < ${windowTo}
              AND ${bookingHosts.blockedEnd} > ${windowFrom})
          AND ${bookings.startTime} > ${param('startFrom')}::timestamptz
          AND ${bookings.startTime} < ${param('startTo')}::timestamptz
          AND ${bookings.status} <> 'cancelled'
          AND ${bookings.blockedEnd} > ${windowFrom}
          AND ${bookings.blockedStart} < ${windowTo}
          ${ignoreBookingId ? sql`AND ${bookings.id} <> ${param('ignoreBookingId')}::uuid` : sql``}
          AND ${notExpiredHold(bookings.id, bookings.status)}`;
  const ownSeat = seatKeyPrefix
    ? sql`starts_with(${bookings.seatKey}, ${param('seatKeyPrefix')})`
    : sql`false`;
  // Busy time comes from booking_hosts: every booking holding the host, personal or team
  // (a collective booking holds each of its hosts). Its (host_id, blocked_start) index bounds it.
  const held = sql`${bookingHosts.hostId} = ${host}
          AND ${bookingHosts.live}
          AND ${bookingHosts.blockedStart} > ${heldFrom}
          AND ${bookingHosts.blockedStart} < ${windowTo}
          AND ${bookingHosts.blockedEnd} > ${windowFrom}
          ${ignoreBookingId ? sql`AND ${bookingHosts.bookingId} <> ${param('ignoreBookingId')}::uuid` : sql``}
          ${seatKeyPrefix ? sql`AND NOT starts_with(${bookingHosts.seatKey}, ${param('seatKeyPrefix')})` : sql``}
          AND ${notExpiredHold(bookingHosts.bookingId, bookingHosts.status)}`;
  const fromDate = sql`${param('fromDate')}::date`;
  const toDate = sql`${param('toDate')}::date`;
  return {
    time_zone: sql<string>`${availabilities.timeZone}`,
    weekly: sql<
      WeeklyTuple[] | string | null
    >`(SELECT json_agg(json_build_array(${availabilitySlots.dayOfWeek}, ${availabilitySlots.startTime}, ${availabilitySlots.endTime}))
        FROM ${availabilitySlots} WHERE ${availabilitySlots.availabilityId} = ${availabilities.id})`,
    overrides: sql<
      OverrideTuple[] | string | null
    >`(SELECT json_agg(json_build_array(${availabilityOverrides.date}, ${availabilityOverrides.unavailable}, ${availabilityOverrides.startTime}, ${availabilityOverrides.endTime}))
        FROM ${availabilityOverrides}
        WHERE ${availabilityOverrides.availabilityId} = ${availabilities.id}
          AND ${availabilityOverrides.date} >= ${fromDate} AND ${availabilityOverrides.date} <= ${toDate})`,
    // The raw ranges in the index's order (blocked_start): merging them here cost PostgreSQL
    // more (range_agg, two window passes) than the one pass of mergeBlocked. Sent as the binary
    // form of two timestamptz arrays (starts, then ends), in base64: turning every bound into
    // text (date_part, casts, concatenation) cost PostgreSQL more than the scan, and the API
    // more to split and parse (decodeBlocked).
    blocked: sql<
      string | null
    >`(SELECT encode(array_send(array_agg(${bookingHosts.blockedStart})) || array_send(array_agg(${bookingHosts.blockedEnd})), 'base64')
        FROM ${bookingHosts} WHERE ${held})`,
    seat_groups: seatKeyPrefix
      ? sql<
          string | null
        >`(SELECT string_agg(start || ',' || blocked_start || ',' || blocked_end || ',' || seats, ',')
        FROM (SELECT ${epochMs(bookings.startTime)} AS start, ${epochMs(sql`min(${bookings.blockedStart})`)} AS blocked_start,
            ${epochMs(sql`max(${bookings.blockedEnd})`)} AS blocked_end, sum(${bookings.seats}) AS seats
          FROM ${bookings} WHERE ${live} AND ${ownSeat} GROUP BY ${bookings.startTime}) AS seat_groups)`
      : sql<string | null>`NULL::text`,
    away: sql<
      string | null
    >`(SELECT string_agg(to_char(${outOfOffice.startDate}, 'YYYY-MM-DD') || ',' || to_char(${outOfOffice.endDate}, 'YYYY-MM-DD'), ',')
        FROM ${outOfOffice} WHERE ${outOfOffice.userId} = ${host}
          AND ${outOfOffice.endDate} >= ${fromDate} AND ${outOfOffice.startDate} <= ${toDate})`,
    calendars: sql<boolean>`(EXISTS (SELECT 1 FROM ${googleAccounts} WHERE ${googleAccounts.userId} = ${host})
        OR EXISTS (SELECT 1 FROM ${caldavCalendars} JOIN ${caldavConnections} ON ${caldavConnections.id} = ${caldavCalendars.connectionId}
          WHERE ${caldavConnections.userId} = ${host} AND ${caldavCalendars.checked})
        OR EXISTS (SELECT 1 FROM ${microsoftCalendars} JOIN ${microsoftConnections} ON ${microsoftConnections.id} = ${microsoftCalendars.connectionId}
          WHERE ${microsoftConnections.userId} = ${host} AND ${microsoftCalendars.checked}))`,
  };
}

/**
 * Blocked ranges ('s,e,s,e,...' epoch ms) -> sorted, disjoint [start, end) ranges, in one pass:
 * overlapping or touching ranges become one (as range_agg would), and so do ranges less than
 * `mergeGapsUnderMs` apart (no meeting of the type fits between them). Empty ranges hold nothing.
 */
export function mergeBlocked(text: string | null, mergeGapsUnderMs = 0): number[][] {
  if (!text) return [];
  const numbers = text.split(',');
  const pairs: number[][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push([Number(numbers[i]), Number(numbers[i + 1])]);
  return mergePairs(pairs, mergeGapsUnderMs);
}

/** Microseconds from 1970-01-01 to 2000-01-01, PostgreSQL's epoch of timestamps. */
const POSTGRES_EPOCH_US = 946_684_800_000_000;

/** rint(): to the nearest integer, halves to the even one (float8 to bigint in PostgreSQL); never -0. */
function roundHalfEven(value: number): number {
  const rounded = Math.round(value);
  return (rounded - value === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded) + 0;
}

/**
 * The `blocked` column (base64 of array_send of the starts, then of the ends) -> [start, end)
 * pairs in epoch ms, in the arrays' order. Each bound is what
 * `(date_part('epoch', bound) * 1000)::bigint` gave, to the bit: the microseconds since 1970
 * over 10^6, times 1000, rounded half to even.
 */
export function decodeBlocked(encoded: string | null): number[][] {
  if (!encoded) return [];
  const bytes = Buffer.from(encoded, 'base64');
  const count = arrayLength(bytes, 0);
  const endsAt = 20 + 12 * count;
  if (arrayLength(bytes, endsAt) !== count || bytes.length !== 2 * endsAt) {
    throw new Error('blocked ranges: unexpected array data');
  }
  const pairs: number[][] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    pairs[i] = [timestampAt(bytes, 20 + 12 * i), timestampAt(bytes, endsAt + 20 + 12 * i)];
  }
  return pairs;
}

/**
 * The length of a timestamptz[] in PostgreSQL's binary array format (array_send) at `offset`:
 * one dimension, no nulls (the columns are NOT NULL), then per element its length (8) and value.
 */
function arrayLength(bytes: Uint8Array, offset: number): number {
  // 1184: timestamptz.
  if (
    int32At(bytes, offset) !== 1 ||
    int32At(bytes, offset + 4) !== 0 ||
    int32At(bytes, offset + 8) !== 1184
  ) {
    throw new Error('blocked ranges: unexpected array header');
  }
  return int32At(bytes, offset + 12);
}

function int32At(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] << 24) | (bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3];
}

/** Epoch ms of the element at `offset` (its length, then a signed 64-bit count of microseconds since 2000). */
function timestampAt(bytes: Uint8Array, offset: number): number {
  if (int32At(bytes, offset) !== 8) throw new Error('blocked ranges: unexpected element');
  // Exact in a double: |value| < 2^53.
  const micros = int32At(bytes, offset + 4) * 4_294_967_296 + (int32At(bytes, offset + 8) >>> 0);
  return roundHalfEven(((micros + POSTGRES_EPOCH_US) / 1_000_000) * 1000);
}

/** mergeBlocked of [start, end) pairs (reused: the merged ranges may be the pairs themselves). */
export function mergePairs(pairs: number[][], mergeGapsUnderMs = 0): number[][] {
  let sorted = true;
  let kept = 0;
  for (const pair of pairs) {
    if (pair[1] <= pair[0]) continue;
    if (kept > 0 && pair[0] < pairs[kept - 1][0]) sorted = false;
    pairs[kept] = pair;
    kept += 1;
  }
  pairs.length = kept;
  // The index hands them over in order; a plan without it (a small table) may not.
  if (!sorted) pairs.sort((a, b) => a[0] - b[0]);
  const merged: number[][] = [];
  for (const pair of pairs) {
    const last = merged[merged.length - 1];
    if (last && (pair[0] <= last[1] || pair[0] - last[1] < mergeGapsUnderMs)) {
      if (pair[1] > last[1]) last[1] = pair[1];
    } else merged.push(pair);
  }
  return merged;
}

function schedulingDataOf(row: SchedulingRow, query: Omit<SchedulingDataQuery, 'hostId'>): SchedulingData {
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
    blocked: mergePairs(decodeBlocked(row.blocked), query.mergeGapsUnderMs),
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
