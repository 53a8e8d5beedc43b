import type { FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import type { DbExecutor } from '../../db/database';
import { fixedWindowOf, loadLimitChecks, personalLimitPlan } from './booking-limit-checks';
import type { LimitCheck, LimitReason } from './booking-limits';
import {
  type BusyRange,
  computeFreeStarts,
  dateBounds,
  type EventTypeRules,
  type FreeStart,
  type FreeStartsByDate,
  type FreeTimesInput,
  type FreeTimesRange,
  groupByDate,
} from './free-times';
import { hostBlocksOf, loadCappedBlocks } from './host-blocks';
import {
  type BookableEventType,
  loadHostsSchedulingData,
  loadSchedulingData,
  type SchedulingData,
  type SchedulingDataQuery,
  withTeamHosts,
} from './scheduling.repository';
import { intersectFreeStarts, type TeamFreeStart, unionFreeStarts } from './team-free-times';
import { dateOfDayNumber } from './zone-offset';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Whether bookings of the type share seats of one time (rulesOf's `seated`, docs/product.md#teams). */
export function isSeated(eventType: Pick<BookableEventType, 'kind' | 'maxParticipants'>): boolean {
  return (
    eventType.kind === 'group' || (eventType.kind === 'collective' && (eventType.maxParticipants ?? 0) > 1)
  );
}

/** A round-robin or collective type of a team (docs/product.md#teams); older teamless ones stay personal. */
export function isTeamType(eventType: Pick<BookableEventType, 'kind' | 'teamId'>): boolean {
  return eventType.teamId !== null && (eventType.kind === 'round_robin' || eventType.kind === 'collective');
}

export function rulesOf(eventType: BookableEventType): EventTypeRules {
  // Collective types take seats only when they set max_participants (docs/product.md#teams).
  const seated = isSeated(eventType);
  return {
    id: eventType.id,
    duration: eventType.duration,
    bufferBefore: eventType.bufferBefore,
    bufferAfter: eventType.bufferAfter,
    minimumNoticeMinutes: eventType.minimumNoticeMinutes,
    bookingWindowDays: eventType.bookingWindowDays,
    seated,
    seatsPerSlot: seated ? Math.max(1, eventType.maxParticipants ?? 1) : 1,
    slotInterval: eventType.slotInterval,
    windowStart: fixedWindowOf(eventType)?.start ?? null,
    windowEnd: fixedWindowOf(eventType)?.end ?? null,
  };
}

/** `ignoreBookingId`: a booking being moved by its host does not count as busy. */
export interface FreeTimesOptions {
  ignoreBookingId?: string;
  /**
   * The handle to read with instead of the service's own (the primary): a public free-times
   * answer may come from a checked standby (docs/database.md#reads-and-standbys). Never given
   * on the booking path: the free-time check of a booking reads the primary.
   */
  reads?: DbExecutor;
  /** Team check: would the start be free without any booking (taken rather than unavailable)? */
  ignoreBookings?: boolean;
  /** Would the start be free without the booking limits (docs/product.md#booking-limits-and-start-times)? */
  ignoreLimits?: boolean;
  /** The booking's check: calendars' busy time is read again, not taken from the cache (docs/calendars.md). */
  rereadBusy?: boolean;
  /** Would the start be free without the calendars' busy time (the refusal says "no longer available")? */
  ignoreCalendarBusy?: boolean;
}

/**
 * Busy time of the host outside this app's bookings (their primary Google calendar), in
 * [from, to). It must not throw: a source that fails answers no busy time.
 */
export type BusySource = (
  hostId: string,
  from: Date,
  to: Date,
  options?: { reread?: boolean },
) => Promise<BusyRange[]>;

/** BusySource of several hosts at once, by host id (a host without busy time may be absent). */
export type BusyOfHosts = (
  hostIds: string[],
  from: Date,
  to: Date,
  options?: { reread?: boolean },
) => Promise<Map<string, BusyRange[]>>;

/** Loads what the free-times computation needs (schedule, bookings, busy time) and runs it. */
export class SchedulingService {
  /**
   * `busyOnlyWithCalendars`: the busy source answers only from the host's calendar connections
   * (every provider lists its connections), so a host without any (SchedulingData.calendars)
   * is not asked.
   */
  constructor(
    private readonly db: DbExecutor,
    private readonly busySource?: BusySource,
    private readonly busyOnlyWithCalendars = false,
    /** busySource of several hosts at once: a team type's hosts in one read, not one per host. */
    private readonly busyOfHosts?: BusyOfHosts,
  ) {}

  /** Free times of the attendee-local dates [startDate, endDate] in `timeZone`. */
  async freeTimes(
    eventType: BookableEventType,
    range: FreeTimesRange,
    now = new Date(),
    options: FreeTimesOptions = {},
  ): Promise<FreeTimes> {
    return groupByDate(await this.freeStartsByDate(eventType, range, now, options));
  }

  /** freeTimes before it is grouped: the public routes write it out at once (freeStartsJson). */
  async freeStartsByDate(
    eventType: BookableEventType,
    range: FreeTimesRange,
    now = new Date(),
    options: FreeTimesOptions = {},
  ): Promise<FreeStartsByDate> {
    const dates = dateBounds(range);
    const from = dates.bounds[0];
    const to = dates.bounds[dates.bounds.length - 1];
    const window = bookableWindow(eventType, from, to, now);
    if (isTeamType(eventType)) {
      const starts = window ? await this.teamFreeStarts(eventType, window.from, window.to, now, options) : [];
      return { ...dates, starts };
    }
    // Days before the minimum notice or beyond the booking window are listed empty, unread.
    const input = window ? await this.load(eventType, window.from, window.to, now, options) : null;
    return { ...dates, starts: computeFreeStarts(input ?? emptyInput(eventType, now), from, to) };
  }

  /**
   * Team types (docs/product.md#teams): each host's free starts (own schedule in its own zone,
   * or the type's shared one; own bookings of every type; own Google busy time), then the
   * intersection (collective) or the union (round robin). `hosts` of each start index into
   * `eventType.hosts`.
   */
  async teamFreeStarts(
    eventType: BookableEventType,
    from: number,
    to: number,
    now: Date,
    options: FreeTimesOptions = {},
  ): Promise<TeamFreeStart[]> {
    const db = options.reads ?? this.db;
    const hosts = eventType.hosts ?? (await withTeamHosts(db, eventType)).hosts ?? [];
    if (hosts.length === 0) return [];
    // Every host's schedule, bookings, days away and whether it has calendars in one statement,
    // beside the type's cap and the limits' counts; then the calendars' busy time of the hosts
    // that have any.
    const [data, capped, checks] = await Promise.all([
      loadHostsSchedulingData(
        db,
        hosts.map((host) => host.id),
        this.dataQuery(eventType, from, to, options, true),
      ),
      // Reached caps (docs/product.md#fair-round-robin).
      loadCappedBlocks(db, eventType, hosts, from, to, options),
      options.ignoreLimits
        ? null
        : loadLimitChecks(db, eventType, hosts, from, to, {
            team: true,
            ignoreBookingId: options.ignoreBookingId,
          }),
    ]);
    // The calendars' busy time of every host that has any, in one read.
    const asked = hosts.filter((_, index) => this.asksBusy(data[index], options)).map((host) => host.id);
    const busy = !this.busyOfHosts
      ? null
      : asked.length === 0
        ? new Map<string, BusyRange[]>()
        : await this.busyOfHosts(
            asked,
            ...this.busyWindow(eventType, from, to),
            options.rereadBusy ? { reread: true } : undefined,
          );
    const perHost = await Promise.all(
      hosts.map(async (host, index) => {
        const hostData = data[index];
        if (!hostData) return [];
        const input = await this.inputOf(
          { ...eventType, host },
          hostData,
          from,
          to,
          now,
          options,
          hostBlocksOf(hostData.away, capped?.[index], host.timeZone),
          busy ? (busy.get(host.id) ?? []) : undefined,
        );
        input.excludeStart = excludeBy(checks?.get(host.id), input);
        return computeFreeStarts(input, from, to);
      }),
    );
    return eventType.kind === 'collective' ? intersectFreeStarts(perHost) : unionFreeStarts(perHost);
  }

  /**
   * Whether `start` is one of the free times right now; when it is not, `taken` tells whether
   * bookings are the reason (it would be free without them) rather than the rules or hours.
   */
  async checkStart(
    eventType: BookableEventType,
    start: Date,
    now = new Date(),
    options: FreeTimesOptions = {},
  ): Promise<{
    free: (FreeStart & { hosts?: number[] }) | null;
    taken: boolean;
    limit?: LimitReason;
    /** Only the calendars' busy time (re-read by the booking) stands in the way. */
    calendarBusy?: boolean;
  }> {
    const at = start.getTime();
    if (!bookableWindow(eventType, at, at + 1, now)) return { free: null, taken: false };
    if (isTeamType(eventType)) return this.checkTeamStart(eventType, at, now, options);
    const input = await this.load(eventType, at, at + 1, now, options);
    if (!input) return { free: null, taken: false };
    const [free] = computeFreeStarts(input, at, at + 1);
    if (free?.start === at) return { free, taken: false };
    // Free but for a limit: say which one (the attendee picks another day or week).
    const [unlimited] = computeFreeStarts({ ...input, excludeStart: undefined }, at, at + 1);
    if (unlimited?.start === at && input.limitReason) {
      const limit = input.limitReason(at, unlimited.seatsLeft);
      if (limit) return { free: null, taken: false, limit };
    }
    const [unbooked] = computeFreeStarts(
      { ...input, bookings: [], blocked: [], seatGroups: [], excludeStart: undefined },
      at,
      at + 1,
    );
    if (unbooked?.start === at) return { free: null, taken: true };
    return { free: null, ...(await this.calendarsBlock(eventType, at, now, options)) };
  }

  /**
   * On the booking's check only, when the start is neither free nor taken by bookings alone:
   * free but for the calendars' busy time (it became busy since the page was read: "no longer
   * available"), or free without both (a booking's own event, just written to the host's
   * calendar, also counts there: "just booked").
   */
  private async calendarsBlock(
    eventType: BookableEventType,
    at: number,
    now: Date,
    options: FreeTimesOptions,
  ): Promise<{ taken: boolean; calendarBusy?: boolean }> {
    if (!options.rereadBusy || !this.busySource) return { taken: false };
    const without = { ...options, rereadBusy: false, ignoreCalendarBusy: true };
    if (isTeamType(eventType)) {
      const [free] = await this.teamFreeStarts(eventType, at, at + 1, now, without);
      if (free?.start === at) return { taken: false, calendarBusy: true };
      const [unbooked] = await this.teamFreeStarts(eventType, at, at + 1, now, {
        ...without,
        ignoreBookings: true,
      });
      return { taken: unbooked?.start === at };
    }
    const input = await this.load(eventType, at, at + 1, now, without);
    if (!input) return { taken: false };
    const [free] = computeFreeStarts(input, at, at + 1);
    if (free?.start === at) return { taken: false, calendarBusy: true };
    const [unbooked] = computeFreeStarts(
      { ...input, bookings: [], blocked: [], seatGroups: [], excludeStart: undefined },
      at,
      at + 1,
    );
    return { taken: unbooked?.start === at };
  }

  /**
   * checkStart of every meeting of a series (docs/product.md#recurring-series), in order. The
   * first is held to the booking window like any booking; the later ones reach past it by
   * design, so only the schedule, the bookings and the busy time decide, read once for the span.
   */
  async checkSeriesStarts(
    eventType: BookableEventType,
    starts: Date[],
    now = new Date(),
    options: FreeTimesOptions = {},
  ): Promise<{ free: (FreeStart & { hosts?: number[] }) | null; taken: boolean; calendarBusy?: boolean }[]> {
    const [first, ...later] = starts;
    if (!first) return [];
    if (later.length === 0 || isTeamType(eventType)) {
      const results = [await this.checkStart(eventType, first, now, options)];
      if (later.length === 0) return results;
      const last = later[later.length - 1].getTime();
      const widened = { ...eventType, bookingWindowDays: Math.ceil((last - now.getTime()) / DAY) + 1 };
      // Only the first meeting's busy time is re-read; the later ones take the cache's answers.
      for (const start of later)
        results.push(
          await this.checkTeamStart(widened, start.getTime(), now, { ...options, rereadBusy: false }),
        );
      return results;
    }
    // One host: one read for the whole span.
    const last = later[later.length - 1].getTime();
    const widened = { ...eventType, bookingWindowDays: Math.ceil((last - now.getTime()) / DAY) + 1 };
    const at0 = first.getTime();
    const firstInWindow = bookableWindow(eventType, at0, at0 + 1, now) !== null;
    const input = await this.load(widened, at0, last + 1, now, options);
    const results = starts.map((start, index) => {
      const at = start.getTime();
      if (!input || (index === 0 && !firstInWindow)) return { free: null, taken: false };
      const [free] = computeFreeStarts(input, at, at + 1);
      if (free?.start === at) return { free, taken: false };
      const [unbooked] = computeFreeStarts(
        { ...input, bookings: [], blocked: [], seatGroups: [] },
        at,
        at + 1,
      );
      return { free: null, taken: unbooked?.start === at };
    });
    const [head] = results;
    if (head && !head.free && !head.taken && firstInWindow && input)
      return [{ ...head, ...(await this.calendarsBlock(eventType, at0, now, options)) }, ...results.slice(1)];
    return results;
  }

  /** checkStart of a team type; `free.hosts` are the hosts free at the start. */
  private async checkTeamStart(
    eventType: BookableEventType,
    at: number,
    now: Date,
    options: FreeTimesOptions,
  ): Promise<{ free: TeamFreeStart | null; taken: boolean; limit?: LimitReason; calendarBusy?: boolean }> {
    const [free] = await this.teamFreeStarts(eventType, at, at + 1, now, options);
    if (free?.start === at) return { free, taken: false };
    // The busy time was just re-read: the checks below take it from the cache.
    const reread = options;
    options = { ...options, rereadBusy: false };
    const [unlimited] = await this.teamFreeStarts(eventType, at, at + 1, now, {
      ...options,
      ignoreLimits: true,
    });
    if (unlimited?.start === at) {
      // The type's own limit when it is the reason, else the hosts' (each at their limit).
      const hosts = eventType.hosts ?? [];
      const checks = await loadLimitChecks(options.reads ?? this.db, eventType, hosts, at, at + 1, {
        team: true,
        ignoreBookingId: options.ignoreBookingId,
      });
      const reasons = hosts.map((host) => checks?.get(host.id)?.reasonAt(at) ?? null);
      const limit =
        reasons.find((reason) => reason?.scope === 'type') ?? reasons.find((reason) => reason !== null);
      if (limit) return { free: null, taken: false, limit };
    }
    const [unbooked] = await this.teamFreeStarts(eventType, at, at + 1, now, {
      ...options,
      ignoreBookings: true,
    });
    if (unbooked?.start === at) return { free: null, taken: true };
    return { free: null, ...(await this.calendarsBlock(eventType, at, now, reread)) };
  }

  private async load(
    eventType: BookableEventType,
    from: number,
    to: number,
    now: Date,
    options: FreeTimesOptions = {},
  ): Promise<LimitedInput | null> {
    const db = options.reads ?? this.db;
    // The limits' counts come in the same statement (one round trip).
    const limits = options.ignoreLimits
      ? null
      : personalLimitPlan(eventType, isSeated(eventType), from, to, options.ignoreBookingId);
    // Schedule, bookings, days away and the limits' counts in one statement (one round trip).
    const data = await loadSchedulingData(db, {
      hostId: eventType.host.id,
      ...this.dataQuery(eventType, from, to, options, false),
      ...(limits ? { extraColumns: limits.columns } : {}),
    });
    if (!data) return null;
    const input: LimitedInput = await this.inputOf(
      eventType,
      data,
      from,
      to,
      now,
      options,
      // The host's days away (docs/product.md#out-of-office).
      hostBlocksOf(data.away, undefined, eventType.host.timeZone),
    );
    const check = limits?.checkOf(data.extras);
    input.excludeStart = excludeBy(check, input);
    if (check) input.limitReason = (start, seatsLeft) => check.reasonAt(start, joinsGroup(input, seatsLeft));
    return input;
  }

  /** What to read for meetings starting in [from, to) (one host, or each host of a team type). */
  private dataQuery(
    eventType: BookableEventType,
    from: number,
    to: number,
    options: FreeTimesOptions,
    teamHost: boolean,
  ): Omit<SchedulingDataQuery, 'hostId'> {
    // Host-local dates around the window (a meeting may start the local day before); the
    // schedule's zone is only known once loaded: ask for overrides of a generous span.
    const fromDate = dateOfDayNumber(Math.floor(from / DAY) - 2);
    const toDate = dateOfDayNumber(Math.floor(to / DAY) + 2);
    return {
      availabilityId: eventType.availabilityId,
      fromDate,
      toDate,
      // Bookings that can touch a meeting starting in [from, to), buffers included.
      bookingsFrom: new Date(from - eventType.bufferBefore * MINUTE),
      bookingsTo: new Date(to + (eventType.duration + eventType.bufferAfter) * MINUTE),
      ignoreBookingId: options.ignoreBookingId,
      seatKeyPrefix: rulesOf(eventType).seated ? `${eventType.id}:` : undefined,
      // A gap between busy ranges shorter than a meeting with its buffers can hold nothing.
      mergeGapsUnderMs: (eventType.bufferBefore + eventType.duration + eventType.bufferAfter) * MINUTE,
      // A team type's schedule, when it names one, is shared by every host.
      sharedSchedule: teamHost && eventType.availabilityId !== null,
    };
  }

  /** Whether the calendars' busy time of a host is read: a host without any calendar has none (docs/calendars.md). */
  private asksBusy(data: SchedulingData | null | undefined, options: FreeTimesOptions): boolean {
    return (
      this.busySource !== undefined &&
      !options.ignoreCalendarBusy &&
      data != null &&
      (data.calendars || !this.busyOnlyWithCalendars)
    );
  }

  /** The calendars' busy time that can touch a meeting starting in [from, to), buffers included. */
  private busyWindow(eventType: BookableEventType, from: number, to: number): [Date, Date] {
    return [
      new Date(from - eventType.bufferBefore * MINUTE),
      new Date(to + (eventType.duration + eventType.bufferAfter) * MINUTE),
    ];
  }

  /** The computation's input from what was read, with the host's busy time outside this app. */
  private async inputOf(
    eventType: BookableEventType,
    data: SchedulingData,
    from: number,
    to: number,
    now: Date,
    options: FreeTimesOptions,
    blocks: BusyRange[] = [],
    /** The calendars' busy time when already read (a team's hosts, busyOfHosts). */
    busyRead?: BusyRange[],
  ): Promise<FreeTimesInput> {
    const { schedule } = data;
    const blocked = options.ignoreBookings ? [] : data.blocked;
    const seatGroups = options.ignoreBookings ? [] : data.seatGroups;
    const busy =
      busyRead ??
      (this.busySource && this.asksBusy(data, options)
        ? await this.busySource(
            eventType.host.id,
            ...this.busyWindow(eventType, from, to),
            options.rereadBusy ? { reread: true } : undefined,
          )
        : []);
    return {
      schedule,
      eventType: rulesOf(eventType),
      bookings: [],
      blocked,
      seatGroups,
      busy: blocks.length > 0 ? [...busy, ...blocks] : busy,
      now,
    };
  }
}

/**
 * [from, to) narrowed to what can be booked now: from the minimum notice to the end of the
 * booking window (at most 365 days); null when nothing is left. Every date a client sends is
 * bounded here before any other work.
 */
export function bookableWindow(
  eventType: Pick<
    BookableEventType,
    'minimumNoticeMinutes' | 'bookingWindowDays' | 'bookingWindowStart' | 'bookingWindowEnd' | 'host'
  >,
  from: number,
  to: number,
  now: Date,
): { from: number; to: number } | null {
  // A fixed window (docs/product.md#booking-limits-and-start-times) replaces the rolling days.
  const fixed = fixedWindowOf(eventType);
  const lower = Math.max(from, now.getTime() + eventType.minimumNoticeMinutes * MINUTE, fixed?.start ?? from);
  const upper = Math.min(to, fixed ? fixed.end : now.getTime() + eventType.bookingWindowDays * DAY);
  return lower < upper ? { from: lower, to: upper } : null;
}

/** The input of one host's free times, and which limit a start would pass (null: none). */
type LimitedInput = FreeTimesInput & {
  limitReason?: (start: number, seatsLeft: number) => LimitReason | null;
};

/** A start of a seated type with seats already taken joins a held time: it adds no meeting. */
function joinsGroup(input: FreeTimesInput, seatsLeft: number): boolean {
  return input.eventType.seated && seatsLeft < input.eventType.seatsPerSlot;
}

function excludeBy(check: LimitCheck | undefined, input: FreeTimesInput): FreeTimesInput['excludeStart'] {
  if (!check || check.empty) return undefined;
  return (start, seatsLeft) => check.reasonAt(start, joinsGroup(input, seatsLeft)) !== null;
}

function emptyInput(eventType: BookableEventType, now: Date): FreeTimesInput {
  return {
    schedule: { timeZone: 'UTC', weekly: [], overrides: [] },
    eventType: rulesOf(eventType),
    bookings: [],
    busy: [],
    now,
  };
}
