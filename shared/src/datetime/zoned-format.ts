import { TZDate, tz } from '@date-fns/tz';
import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { addDays, format } from 'date-fns';

/** A plain calendar date as 'yyyy-MM-dd', read in some time zone. */
export type DayKey = string;
/** A month as 'yyyy-MM'. */
export type MonthKey = string;

/** The date formats of docs/product.md#date-formats. */
export const dateFormats = {
  short: 'MMM d, yyyy',
  time: 'h:mm a',
  long: 'EEEE, MMMM d, yyyy',
  monthDay: 'MMM d',
  monthTitle: 'MMMM yyyy',
} as const;

/**
 * An instant formatted with a date-fns pattern, read in the zone (docs/product.md#time-zones), in the active
 * language (docs/product.md#language: English as the pattern says; another language's order and names).
 */
export function formatIn(instant: string | Date, timeZone: string, pattern: string): string {
  return formatLocalized(instant, pattern, { in: tz(timeZone) });
}

/** The instant's date in the zone, as 'yyyy-MM-dd'. */
export function dayKeyIn(instant: string | Date, timeZone: string): DayKey {
  return format(new Date(instant), 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** '9:00 AM – 9:30 AM' in the zone. */
export function formatTimeRangeIn(start: string, end: string, timeZone: string): string {
  return `${formatIn(start, timeZone, dateFormats.time)} – ${formatIn(end, timeZone, dateFormats.time)}`;
}

/** 'Today', 'Tomorrow' or 'MMM d': the instant's day relative to now, both read in the zone. */
export function relativeDayIn(
  instant: string | Date,
  timeZone: string,
  now: Date = new Date(),
  words: { today: string; tomorrow: string } = { today: 'Today', tomorrow: 'Tomorrow' },
): string {
  const day = dayKeyIn(instant, timeZone);
  const today = dayKeyIn(now, timeZone);
  if (day === today) return words.today;
  if (day === addDaysToKey(today, 1)) return words.tomorrow;
  return formatIn(instant, timeZone, dateFormats.monthDay);
}

/** A plain date plus some days, computed through UTC so no zone or DST shifts it. */
export function addDaysToKey(day: DayKey, count: number): DayKey {
  const [year, month, date] = day.split('-').map(Number);
  return addDays(new Date(Date.UTC(year, month - 1, date)), count)
    .toISOString()
    .slice(0, 10);
}

/** The UTC instant at which the plain date starts in the zone (midnight there). */
export function startOfDayIn(day: DayKey, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

/** A plain date's name, e.g. 'Monday, November 23, 2026' (active language), independent of any zone. */
export function formatDayKey(day: DayKey, pattern: string = dateFormats.long): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatLocalized(new Date(year, month - 1, date), pattern);
}
