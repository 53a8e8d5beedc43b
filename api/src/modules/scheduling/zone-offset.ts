import { tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Beyond this many remembered UTC days a zone's memo starts again (bounded memory). */
const MAX_DAYS_PER_ZONE = 20_000;

interface UtcDay {
  /** Offset (ms) at the start of the UTC day. */
  startOffset: number;
  /** Offset (ms) at the start of the next UTC day. */
  endOffset: number;
  /** First instant with endOffset when the day holds a transition; Infinity otherwise. */
  transition: number;
}

// Two-digit strings '00'..'59' and three-digit '000'..'999' for dateOfWallClock and isoStringOf.
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
/** Day number of 9999-12-31: beyond it toISOString writes six-digit years. */
const LAST_FOUR_DIGIT_DAY = 2_932_896;

// tzOffset goes through Intl and costs several microseconds a call; offsets only change at a
// zone's transitions, so each UTC day is asked about once and remembered (zone rules do not
// change while the process runs). Assumes at most one transition per UTC day, true of every
// zone in use.
const memo = new Map<string, Map<number, UtcDay>>();

function rawOffset(zone: string, instant: number): number {
  return tzOffset(zone, new Date(instant)) * MINUTE;
}

function utcDay(zone: string, day: number): UtcDay {
  let days = memo.get(zone);
  if (!days) {
    days = new Map();
    memo.set(zone, days);
  }
  const known = days.get(day);
  if (known) return known;
  if (days.size >= MAX_DAYS_PER_ZONE) days.clear();
  const start = day * DAY;
  const startOffset = rawOffset(zone, start);
  const endOffset = rawOffset(zone, start + DAY);
  let transition = Number.POSITIVE_INFINITY;
  if (startOffset !== endOffset) {
    // Transitions fall on whole minutes: search the minute at which the new offset begins.
    let lo = start / MINUTE;
    let hi = (start + DAY) / MINUTE;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (rawOffset(zone, mid * MINUTE) === endOffset) hi = mid;
      else lo = mid;
    }
    transition = hi * MINUTE;
  }
  const entry = { startOffset, endOffset, transition };
  days.set(day, entry);
  return entry;
}

/** The zone's UTC offset in milliseconds at an instant (local = instant + offset). */
export function zoneOffsetMs(zone: string, instant: number): number {
  const day = utcDay(zone, Math.floor(instant / DAY));
  return instant < day.transition ? day.startOffset : day.endOffset;
}

/** 'YYYY-MM-DD' -> milliseconds of that date's midnight read as UTC (a "wall-clock" number). */
export function wallClockOfDate(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function dateOfWallClock(wallClock: number): string {
  const day = Math.floor(wallClock / DAY);
  if (day < 0 || day > LAST_FOUR_DIGIT_DAY || Number.isNaN(day)) {
    return new Date(wallClock).toISOString().slice(0, 10);
  }
  // The proleptic Gregorian date of a day number (H. Hinnant's civil_from_days): cheaper than
  // a Date and toISOString, and called for every day of every answer.
  const shifted = day + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[dayOfMonth]}`;
}

export function addDays(date: string, days: number): string {
  return dateOfWallClock(wallClockOfDate(date) + days * DAY);
}

/**
 * 'YYYY-MM-DD' -> whole days since 1970-01-01. Loops over dates count these numbers: a string
 * past 9999-12-31 ('+010000-01') sorts before '9999-12-31' and never ends a string loop.
 */
export function dayNumberOf(date: string): number {
  return Math.round(wallClockOfDate(date) / DAY);
}

export function dateOfDayNumber(day: number): string {
  return dateOfWallClock(day * DAY);
}

/** ISO weekday (1 = Monday .. 7 = Sunday) of a day number (day 0, 1970-01-01, was a Thursday). */
export function isoWeekdayOfDayNumber(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The local calendar day (day number) of an instant in a zone. */
export function localDayNumberOf(instant: number, zone: string): number {
  return Math.floor((instant + zoneOffsetMs(zone, instant)) / DAY);
}

/** The local calendar date of an instant in a zone. */
export function localDateOf(instant: number, zone: string): string {
  return dateOfWallClock(instant + zoneOffsetMs(zone, instant));
}

/**
 * The instant of a local wall-clock time (minutes after the date's midnight; 1440 is the next
 * midnight). In a fall-back overlap the time exists twice: `prefer` picks the earlier or the
 * later instant. In a spring-forward gap it does not exist: the answer is the instant the gap
 * ends (the first local time that exists after it).
 */
export function localTimeToInstant(
  date: string,
  minutes: number,
  zone: string,
  prefer: 'earliest' | 'latest' = 'earliest',
): number {
  return wallClockToInstant(wallClockOfDate(date) + minutes * MINUTE, zone, prefer);
}

/** localTimeToInstant of a wall-clock number (a local day number * DAY + minutes * MINUTE). */
export function wallClockToInstant(
  wallClock: number,
  zone: string,
  prefer: 'earliest' | 'latest' = 'earliest',
): number {
  const before = zoneOffsetMs(zone, wallClock - DAY);
  const after = zoneOffsetMs(zone, wallClock + DAY);
  const first = wallClock - before;
  if (before === after) return first;
  const second = wallClock - after;
  const firstValid = zoneOffsetMs(zone, first) === before;
  const secondValid = zoneOffsetMs(zone, second) === after;
  if (firstValid && secondValid) {
    return prefer === 'earliest' ? Math.min(first, second) : Math.max(first, second);
  }
  if (firstValid) return first;
  if (secondValid) return second;
  // In the gap: the transition lies between the two readings.
  const lo = Math.min(first, second);
  const day = utcDay(zone, Math.floor(lo / DAY));
  if (day.transition !== Number.POSITIVE_INFINITY && day.transition >= lo) return day.transition;
  return utcDay(zone, Math.floor(lo / DAY) + 1).transition;
}

let isoDay = Number.NaN;
let isoDayPrefix = '';

/**
 * `new Date(instant).toISOString()`, byte for byte, several times faster: a month of free times
 * formats hundreds of starts, and toISOString cost more than computing them. The date part is
 * formatted once per UTC day; anything unusual (fractions, years outside 1970-9999) goes to
 * toISOString itself.
 */
export function isoStringOf(instant: number): string {
  const day = Math.floor(instant / DAY);
  if (day !== isoDay) {
    if (!Number.isInteger(instant) || day < 0 || day > LAST_FOUR_DIGIT_DAY) {
      return new Date(instant).toISOString();
    }
    isoDay = day;
    isoDayPrefix = `${dateOfWallClock(day * DAY)}T`;
  } else if (!Number.isInteger(instant)) {
    return new Date(instant).toISOString();
  }
  const rest = instant - day * DAY;
  const seconds = Math.floor(rest / 1000);
  return `${isoDayPrefix}${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.${THREE_DIGITS[rest % 1000]}Z`;
}
