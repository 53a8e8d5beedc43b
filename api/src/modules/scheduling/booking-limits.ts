import type { BookingLimitPeriod } from '@slotwise/shared/contract/booking-limits.contract';
import {
  dateOfDayNumber,
  dayNumberOf,
  isoWeekdayOfDayNumber,
  localDayNumberOf,
  wallClockToInstant,
} from './zone-offset';

const DAY = 86_400_000;
/** Shorter periods first: a refusal names the shortest full one. */
const PERIODS: readonly BookingLimitPeriod[] = ['day', 'week', 'month', 'year'];

/** At most this many meetings per period (absent or null: no limit). */
export type PeriodLimits = Partial<Record<BookingLimitPeriod, number | null>>;

/** Whose limit a start would pass (docs/product.md#booking-limits-and-start-times). */
export interface LimitReason {
  scope: 'type' | 'host';
  period: BookingLimitPeriod;
}

/**
 * One set of limits and the meetings it counts: the event type's (its meetings, any host) or a
 * host's (their meetings, any type), each by local day of `zone`.
 */
export interface LimitCounter {
  scope: 'type' | 'host';
  zone: string;
  limits: PeriodLimits;
  /** Live meetings (a group time counts once) by local day number in `zone`. */
  days: Map<number, number>;
}

export function hasLimits(limits: PeriodLimits): boolean {
  return PERIODS.some((period) => limits[period] != null);
}

/** First local day of the period holding `day` (weeks start on Monday). */
export function periodStartDay(day: number, period: BookingLimitPeriod): number {
  if (period === 'day') return day;
  if (period === 'week') return day - (isoWeekdayOfDayNumber(day) - 1);
  const date = dateOfDayNumber(day);
  return dayNumberOf(period === 'month' ? `${date.slice(0, 7)}-01` : `${date.slice(0, 4)}-01-01`);
}

/** First local day after the period holding `day`. */
export function periodEndDay(day: number, period: BookingLimitPeriod): number {
  if (period === 'day') return day + 1;
  if (period === 'week') return periodStartDay(day, 'week') + 7;
  const date = dateOfDayNumber(day);
  const year = Number(date.slice(0, 4));
  if (period === 'year') return dayNumberOf(`${String(year + 1).padStart(4, '0')}-01-01`);
  const month = Number(date.slice(5, 7));
  const next =
    month === 12
      ? `${String(year + 1).padStart(4, '0')}-01-01`
      : `${date.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
  return dayNumberOf(next);
}

/**
 * The instants [from, to) the counts must cover so that every limited period touching
 * [windowFrom, windowTo) is counted whole, in `zone` (local midnights: DST days are 23 or 25 hours).
 */
export function countSpan(
  limits: PeriodLimits,
  zone: string,
  windowFrom: number,
  windowTo: number,
): { from: number; to: number } | null {
  const firstDay = localDayNumberOf(windowFrom, zone);
  const lastDay = localDayNumberOf(windowTo - 1, zone);
  let fromDay = firstDay;
  let toDay = lastDay + 1;
  let any = false;
  for (const period of PERIODS) {
    if (limits[period] == null) continue;
    any = true;
    fromDay = Math.min(fromDay, periodStartDay(firstDay, period));
    toDay = Math.max(toDay, periodEndDay(lastDay, period));
  }
  if (!any) return null;
  return {
    from: wallClockToInstant(fromDay * DAY, zone, 'earliest'),
    to: wallClockToInstant(toDay * DAY, zone, 'earliest'),
  };
}

/**
 * Answers, for a start instant, which limit it would pass. Period sums are computed once per
 * period and remembered; starts are checked by their local day.
 */
export class LimitCheck {
  private readonly sums: Map<string, number>[];

  constructor(private readonly counters: LimitCounter[]) {
    this.sums = counters.map(() => new Map());
  }

  get empty(): boolean {
    return this.counters.length === 0;
  }

  /**
   * The shortest full period of the start (type limits first), or null. `joinsExisting`: the
   * start is a seat in a group time already held, which adds no meeting.
   */
  reasonAt(start: number, joinsExisting = false): LimitReason | null {
    if (joinsExisting) return null;
    for (let i = 0; i < this.counters.length; i += 1) {
      const counter = this.counters[i];
      const day = localDayNumberOf(start, counter.zone);
      for (const period of PERIODS) {
        const max = counter.limits[period];
        if (max == null) continue;
        if (this.sumOf(i, day, period) >= max) return { scope: counter.scope, period };
      }
    }
    return null;
  }

  private sumOf(index: number, day: number, period: BookingLimitPeriod): number {
    const first = periodStartDay(day, period);
    const key = `${period}:${first}`;
    const sums = this.sums[index];
    const known = sums.get(key);
    if (known !== undefined) return known;
    const last = period === 'day' ? first + 1 : periodEndDay(day, period);
    let sum = 0;
    for (const [countDay, n] of this.counters[index].days) if (countDay >= first && countDay < last) sum += n;
    sums.set(key, sum);
    return sum;
  }
}
