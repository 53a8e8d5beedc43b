import { TZDate } from '@date-fns/tz';
import { addWeeks } from 'date-fns';

// Pure (no zod): the API and the attendee pages, which load no schema, compute series alike
// (docs/product.md#recurring-series).

export const recurringFrequencies = ['weekly', 'biweekly', 'monthly_weekday', 'monthly_date'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

export const recurringCountMin = 2;
export const recurringCountMax = 24;

/** The key of a 409's `errors` that lists the busy occurrences' starts (ISO instants). */
export const busyOccurrencesKey = 'busy_occurrences';

const MAX_MONTHS_SCANNED = 120;

/**
 * The `count` starts of a series beginning at `first`, computed on the host's wall clock in
 * `timeZone`: weekly and every two weeks keep the weekday and local time; monthly by date keeps
 * the day of month (months without it are left out, as RRULE BYMONTHDAY does); monthly by weekday
 * keeps the nth weekday (the last one when the first start is in a month's fifth week).
 */
export function seriesStarts(
  first: Date,
  frequency: RecurringFrequency,
  count: number,
  timeZone: string,
): Date[] {
  const start = new TZDate(first.getTime(), timeZone);
  const hours = start.getHours();
  const minutes = start.getMinutes();
  if (frequency === 'weekly' || frequency === 'biweekly') {
    const step = frequency === 'weekly' ? 1 : 2;
    return Array.from({ length: count }, (_, index) => new Date(addWeeks(start, index * step).getTime()));
  }
  const starts: Date[] = [];
  const day = start.getDate();
  const weekday = start.getDay();
  const nth = Math.ceil(day / 7);
  for (let month = 0; starts.length < count && month < MAX_MONTHS_SCANNED; month += 1) {
    const year = start.getFullYear();
    const monthIndex = start.getMonth() + month;
    let candidate: TZDate | null;
    if (frequency === 'monthly_date') {
      candidate = new TZDate(year, monthIndex, day, hours, minutes, timeZone);
      if (candidate.getDate() !== day) candidate = null;
    } else {
      candidate = nthWeekday(year, monthIndex, weekday, nth, hours, minutes, timeZone);
    }
    if (candidate) starts.push(new Date(candidate.getTime()));
  }
  return starts;
}

function nthWeekday(
  year: number,
  monthIndex: number,
  weekday: number,
  nth: number,
  hours: number,
  minutes: number,
  timeZone: string,
): TZDate {
  if (nth >= 5) {
    const last = new TZDate(year, monthIndex + 1, 0, hours, minutes, timeZone);
    return new TZDate(year, monthIndex + 1, -((last.getDay() - weekday + 7) % 7), hours, minutes, timeZone);
  }
  const firstOfMonth = new TZDate(year, monthIndex, 1, hours, minutes, timeZone);
  const firstDay = 1 + ((weekday - firstOfMonth.getDay() + 7) % 7);
  return new TZDate(year, monthIndex, firstDay + (nth - 1) * 7, hours, minutes, timeZone);
}

const icalWeekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** The series' RRULE value (without "RRULE:"), to go with a DTSTART in `timeZone`. */
export function seriesRrule(
  first: Date,
  frequency: RecurringFrequency,
  count: number,
  timeZone: string,
): string {
  const start = new TZDate(first.getTime(), timeZone);
  if (frequency === 'weekly') return `FREQ=WEEKLY;COUNT=${count}`;
  if (frequency === 'biweekly') return `FREQ=WEEKLY;INTERVAL=2;COUNT=${count}`;
  if (frequency === 'monthly_date') return `FREQ=MONTHLY;BYMONTHDAY=${start.getDate()};COUNT=${count}`;
  const nth = Math.ceil(start.getDate() / 7);
  return `FREQ=MONTHLY;BYDAY=${nth >= 5 ? -1 : nth}${icalWeekdays[start.getDay()]};COUNT=${count}`;
}
