import type { FreeTime, FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import {
  dateOfDayNumber,
  dayNumberOf,
  isoStringOf,
  isoWeekdayOfDayNumber,
  localDayNumberOf,
  wallClockToInstant,
} from './zone-offset';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Longer meetings are offered every half hour rather than back to back only. */
const MAX_STEP_MINUTES = 30;

/** A weekly interval: ISO day (1 = Monday) and local 'HH:mm' (or 'HH:mm:ss') times; '24:00' ends the day. */
export interface WeeklyInterval {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** One row of a date override: the whole day off, or one of the date's own intervals. */
export interface DateOverride {
  date: string;
  unavailable: boolean;
  startTime: string | null;
  endTime: string | null;
}

export interface ScheduleInput {
  /** IANA zone of the intervals and overrides. */
  timeZone: string;
  weekly: WeeklyInterval[];
  overrides: DateOverride[];
}

export interface EventTypeRules {
  id: string;
  /** Minutes. */
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
  /** Group and collective types: a time takes several bookings (seats) until full. */
  seated: boolean;
  /** Seats per time: max_participants when seated, else 1. */
  seatsPerSlot: number;
  /** Minutes between offered starts; null or absent: stepMinutes(duration). */
  slotInterval?: number | null;
  /** A fixed booking window [windowStart, windowEnd) (epoch ms) instead of bookingWindowDays. */
  windowStart?: number | null;
  windowEnd?: number | null;
}

/** A live (pending or confirmed) booking of the host, any event type. */
export interface LiveBooking {
  eventTypeId: string;
  startTime: Date;
  blockedStart: Date;
  blockedEnd: Date;
  seatKey: string;
  seats: number;
}

export interface BusyRange {
  start: Date;
  end: Date;
}

export interface FreeTimesInput {
  schedule: ScheduleInput;
  eventType: EventTypeRules;
  bookings: LiveBooking[];
  /** Live bookings the database already merged (sorted, disjoint [start, end) epoch ms): busy. */
  blocked?: number[][];
  /** This seated type's own booked times, grouped by the database. */
  seatGroups?: SeatGroup[];
  /** Other busy time of the host (later: Google free/busy). */
  busy: BusyRange[];
  now: Date;
  /**
   * A free start this says no to is left out (booking limits, docs/product.md#booking-limits-and-start-times);
   * `seatsLeft` below the seats per time means a group time already held.
   */
  excludeStart?: (start: number, seatsLeft: number) => boolean;
}

export interface FreeStart {
  /** Epoch milliseconds. */
  start: number;
  seatsLeft: number;
}

/** The seats of one group time share this key (the exclusion constraint lets them overlap). */
export function seatKeyFor(eventTypeId: string, start: Date): string {
  return `${eventTypeId}:${start.toISOString()}`;
}

/** Offered start times step by the type's slot interval, else by the duration, at most by 30 minutes. */
export function stepMinutes(duration: number, slotInterval?: number | null): number {
  return slotInterval ?? Math.min(duration, MAX_STEP_MINUTES);
}

function clockMinutes(value: string): number {
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/**
 * Availability of the local days [fromDay, toDay] (day numbers) as sorted, disjoint instants;
 * intervals that touch (e.g. at midnight) join.
 */
function availabilityIntervals(schedule: ScheduleInput, fromDay: number, toDay: number): number[][] {
  const weekly: [number, number][][] = [[], [], [], [], [], [], [], []];
  for (const slot of schedule.weekly) {
    weekly[slot.dayOfWeek]?.push([clockMinutes(slot.startTime), clockMinutes(slot.endTime)]);
  }
  const overrides = new Map<number, [number, number][] | null>();
  for (const override of schedule.overrides) {
    const day = dayNumberOf(override.date);
    if (day < fromDay || day > toDay) continue;
    const known = overrides.get(day);
    if (override.unavailable || known === null) {
      overrides.set(day, null);
    } else if (override.startTime && override.endTime) {
      const own: [number, number] = [clockMinutes(override.startTime), clockMinutes(override.endTime)];
      overrides.set(day, known ? [...known, own] : [own]);
    }
  }
  const raw: number[][] = [];
  for (let day = fromDay; day <= toDay; day += 1) {
    const local = overrides.has(day) ? (overrides.get(day) ?? []) : weekly[isoWeekdayOfDayNumber(day)];
    for (const [startMinutes, endMinutes] of local) {
      const start = wallClockToInstant(day * DAY + startMinutes * MINUTE, schedule.timeZone, 'earliest');
      const end = wallClockToInstant(day * DAY + endMinutes * MINUTE, schedule.timeZone, 'latest');
      if (end > start) raw.push([start, end]);
    }
  }
  return mergeRanges(raw);
}

function mergeRanges(ranges: number[][]): number[][] {
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: number[][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The seats booked at one time of a seated type (epoch ms; blocked: widened by the buffers). */
export interface SeatGroup {
  start: number;
  blockedStart: number;
  blockedEnd: number;
  seats: number;
}

/**
 * Free start instants in [from, to) (epoch ms), earliest first. A start is free when the
 * meeting lies inside one availability interval, its blocked range (meeting widened by the
 * buffers) overlaps no live booking nor busy range — except, for seated types, the other seats
 * of the same time — and it respects the minimum notice and the booking window.
 */
export function computeFreeStarts(input: FreeTimesInput, from: number, to: number): FreeStart[] {
  const { schedule, eventType } = input;
  const now = input.now.getTime();
  const lower = Math.max(from, now + eventType.minimumNoticeMinutes * MINUTE, eventType.windowStart ?? from);
  const upper = Math.min(to, eventType.windowEnd ?? now + eventType.bookingWindowDays * DAY);
  if (lower >= upper) return [];

  const duration = eventType.duration * MINUTE;
  const before = eventType.bufferBefore * MINUTE;
  const after = eventType.bufferAfter * MINUTE;
  const step = stepMinutes(eventType.duration, eventType.slotInterval) * MINUTE;

  // A meeting may start up to a day before `lower` in host-local terms and end after `upper`.
  const intervals = availabilityIntervals(
    schedule,
    localDayNumberOf(lower, schedule.timeZone) - 1,
    localDayNumberOf(upper, schedule.timeZone) + 1,
  );

  // Everything but this type's own seat groups blocks outright: merge it for binary search.
  const ownSeatPrefix = `${eventType.id}:`;
  const hard: number[][] = input.busy.map((range) => [range.start.getTime(), range.end.getTime()]);
  for (const range of input.blocked ?? []) hard.push([range[0], range[1]]);
  const groups = new Map<number, SeatGroup>();
  for (const group of input.seatGroups ?? []) groups.set(group.start, { ...group });
  for (const booking of input.bookings) {
    if (eventType.seated && booking.seatKey.startsWith(ownSeatPrefix)) {
      const start = booking.startTime.getTime();
      const group = groups.get(start);
      if (group) {
        group.seats += booking.seats;
        group.blockedStart = Math.min(group.blockedStart, booking.blockedStart.getTime());
        group.blockedEnd = Math.max(group.blockedEnd, booking.blockedEnd.getTime());
      } else {
        groups.set(start, {
          start,
          blockedStart: booking.blockedStart.getTime(),
          blockedEnd: booking.blockedEnd.getTime(),
          seats: booking.seats,
        });
      }
    } else {
      hard.push([booking.blockedStart.getTime(), booking.blockedEnd.getTime()]);
    }
  }
  const merged = mergeRanges(hard);
  const hardStarts = merged.map((range) => range[0]);
  const hardEnds = merged.map((range) => range[1]);
  const groupList = [...groups.values()].sort((a, b) => a.blockedStart - b.blockedStart);
  const longestGroup = groupList.reduce((max, g) => Math.max(max, g.blockedEnd - g.blockedStart), 0);

  const overlapsOtherGroup = (start: number, end: number, ownStart: number): boolean => {
    let lo = 0;
    let hi = groupList.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (groupList[mid].blockedStart < end) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo - 1; i >= 0 && groupList[i].blockedStart > start - longestGroup; i -= 1) {
      const group = groupList[i];
      if (group.start !== ownStart && group.blockedEnd > start) return true;
    }
    return false;
  };
  const free: FreeStart[] = [];
  const hardCount = hardStarts.length;
  // Starts only grow (the intervals are sorted and disjoint), and so do their blocked ranges:
  // the first merged range that can still overlap one is found by moving forward.
  let cursor = 0;
  for (const [intervalStart, intervalEnd] of intervals) {
    const skip = lower > intervalStart ? Math.ceil((lower - intervalStart) / step) : 0;
    let start = intervalStart + skip * step;
    while (start + duration <= intervalEnd && start < upper) {
      const blockedStart = start - before;
      const blockedEnd = start + duration + after;
      while (cursor < hardCount && hardEnds[cursor] <= blockedStart) cursor += 1;
      if (cursor < hardCount && hardStarts[cursor] < blockedEnd) {
        // Every start until this range's end (plus the buffer before) overlaps it as well:
        // go on at the first step past it.
        start += Math.max(1, Math.ceil((hardEnds[cursor] + before - start) / step)) * step;
        continue;
      }
      let seatsLeft = eventType.seatsPerSlot;
      let taken = false;
      if (eventType.seated && groupList.length > 0) {
        seatsLeft -= groups.get(start)?.seats ?? 0;
        taken = seatsLeft <= 0 || overlapsOtherGroup(blockedStart, blockedEnd, start);
      }
      if (!taken && !input.excludeStart?.(start, seatsLeft)) free.push({ start, seatsLeft });
      start += step;
    }
  }
  return free;
}

/** The requested attendee-local dates [startDate, endDate] (inclusive) in the attendee's zone. */
export interface FreeTimesRange {
  startDate: string;
  endDate: string;
  timeZone: string;
}

/** The requested dates as day numbers; callers check the range (real dates, at most 42 days). */
export function rangeDays(range: FreeTimesRange): { firstDay: number; lastDay: number } {
  return { firstDay: dayNumberOf(range.startDate), lastDay: dayNumberOf(range.endDate) };
}

/**
 * Free starts of the requested dates, earliest first, and what grouping them by the attendee's
 * dates takes: an answer before it is written out (groupByDate, freeStartsJson).
 */
export interface FreeStartsByDate {
  timeZone: string;
  firstDay: number;
  lastDay: number;
  /** Instants of the dates' midnights in the zone: date firstDay + i starts at bounds[i]; one more ends lastDay. */
  bounds: number[];
  /** Starts outside [bounds[0], bounds[last]) are left out of the answer. */
  starts: FreeStart[];
}

/** The requested dates and their bounds (each midnight, the earliest instant of it in a fall-back overlap). */
export function dateBounds(range: FreeTimesRange): Omit<FreeStartsByDate, 'starts'> {
  const { firstDay, lastDay } = rangeDays(range);
  const bounds: number[] = [];
  for (let day = firstDay; day <= lastDay + 1; day += 1) {
    bounds.push(wallClockToInstant(day * DAY, range.timeZone, 'earliest'));
  }
  return { timeZone: range.timeZone, firstDay, lastDay, bounds };
}

/** Free start times grouped by the attendee-local date they fall on; every requested date listed. */
export function computeFreeTimes(input: FreeTimesInput, range: FreeTimesRange): FreeTimes {
  const dates = dateBounds(range);
  const { bounds } = dates;
  return groupByDate({ ...dates, starts: computeFreeStarts(input, bounds[0], bounds[bounds.length - 1]) });
}

/** The answer: the starts by date, every requested date listed. */
export function groupByDate(list: FreeStartsByDate): FreeTimes {
  const { firstDay, lastDay, bounds, starts } = list;
  const days: { date: string; times: FreeTime[] }[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) days.push({ date: dateOfDayNumber(day), times: [] });
  const last = bounds.length - 1;
  let day = 0;
  for (const { start, seatsLeft } of starts) {
    if (start < bounds[0] || start >= bounds[last]) continue;
    while (start >= bounds[day + 1]) day += 1;
    days[day].times.push({ start: isoStringOf(start), seats_left: seatsLeft });
  }
  return { time_zone: list.timeZone, days };
}

/** Instants before 10000-01-01 (toISOString writes four-digit years up to there). */
const BEFORE_YEAR_10000 = 253_402_300_800_000;
// '{"start":"' + a UTC date + 'T' comes before these: the rest of a whole-minute time's text.
const TWO_DIGIT = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const MINUTE_OF_DAY = Array.from(
  { length: 1440 },
  (_, minute) => `${TWO_DIGIT[Math.floor(minute / 60)]}:${TWO_DIGIT[minute % 60]}:00.000Z","seats_left":`,
);

/**
 * `JSON.stringify({ data: groupByDate(list) })`, byte for byte, written from the starts without
 * the answer's objects: a month holds hundreds of times, and their ISO texts and objects cost
 * more than finding them. Whole-minute starts (all but odd ones) reuse the text of their UTC
 * date and of their minute; any other goes through isoStringOf.
 */
export function freeStartsJson(list: FreeStartsByDate): string {
  const { firstDay, lastDay, bounds, starts } = list;
  const last = bounds.length - 1;
  let out = `{"data":{"time_zone":${JSON.stringify(list.timeZone)},"days":[`;
  let next = 0;
  while (next < starts.length && starts[next].start < bounds[0]) next += 1;
  let utcDay = Number.NaN;
  let prefix = '';
  for (let day = firstDay; day <= lastDay; day += 1) {
    out += `${day === firstDay ? '' : ','}{"date":${JSON.stringify(dateOfDayNumber(day))},"times":[`;
    const end = bounds[Math.min(day - firstDay + 1, last)];
    let first = true;
    for (; next < starts.length && starts[next].start < end; next += 1) {
      const { start, seatsLeft } = starts[next];
      const separator = first ? '' : ',';
      first = false;
      if (Number.isInteger(start) && start >= 0 && start < BEFORE_YEAR_10000 && start % MINUTE === 0) {
        const startDay = Math.floor(start / DAY);
        if (startDay !== utcDay) {
          utcDay = startDay;
          prefix = `{"start":"${dateOfDayNumber(startDay)}T`;
        }
        out += `${separator}${prefix}${MINUTE_OF_DAY[(start - startDay * DAY) / MINUTE]}${seatsLeft}}`;
      } else {
        out += `${separator}{"start":"${isoStringOf(start)}","seats_left":${seatsLeft}}`;
      }
    }
    out += ']}';
  }
  return `${out}]}}`;
}

/**
 * `JSON.stringify({ data: freeTimes })`, byte for byte, without the generic walk: a month
 * holds hundreds of times. Starts are ISO instants and dates are 'YYYY-MM-DD' (nothing to
 * escape); the zone and dates still go through JSON.stringify.
 */
export function freeTimesJson(freeTimes: FreeTimes): string {
  const parts: string[] = [`{"data":{"time_zone":${JSON.stringify(freeTimes.time_zone)},"days":[`];
  freeTimes.days.forEach((day, index) => {
    parts.push(`${index === 0 ? '' : ','}{"date":${JSON.stringify(day.date)},"times":[`);
    day.times.forEach((time, i) => {
      parts.push(`${i === 0 ? '' : ','}{"start":"${time.start}","seats_left":${time.seats_left}}`);
    });
    parts.push(']}');
  });
  parts.push(']}}');
  return parts.join('');
}
