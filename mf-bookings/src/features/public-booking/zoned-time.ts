import { tz } from '@date-fns/tz';
import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { type DayKey, localDateOf } from './calendar-month';

/** The clock the attendee reads times in (the 12 h / 24 h toggle of docs/product.md#public-booking-page). */
export type ClockFormat = '12h' | '24h';

/** The formats of docs/product.md#date-formats; 'HH:mm' for the 24-hour clock. */
export const dateFormats = {
  short: 'MMM d, yyyy',
  long: 'EEEE, MMMM d, yyyy',
  monthTitle: 'MMMM yyyy',
  time: { '12h': 'h:mm a', '24h': 'HH:mm' } satisfies Record<ClockFormat, string>,
} as const;

/**
 * Today's date in the zone, as 'yyyy-MM-dd'. Through the shell's date-fns (numeric tokens read
 * the same in every language): a `format` of this remote's own would add a second copy of
 * date-fns' formatters and English locale to the attendee pages (~5 KB compressed).
 */
export function todayIn(timeZone: string, now: Date = new Date()): DayKey {
  return formatLocalized(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

// The attendee's explicit 12h choice stays 12-hour in every language: 'aa' prints the same
// 'AM'/'PM' as 'a' but is not one of the spec patterns that another language rewrites to 24h.
const clockPatterns = { '12h': 'h:mm aa', '24h': dateFormats.time['24h'] } satisfies Record<
  ClockFormat,
  string
>;

/** An instant's wall-clock time in the zone (docs/product.md#time-zones), in the active language. */
export function formatTimeIn(instant: string | Date, timeZone: string, clock: ClockFormat): string {
  return formatLocalized(instant, clockPatterns[clock], { in: tz(timeZone) });
}

/** An instant's date in the zone, 'EEEE, MMMM d, yyyy' (its equivalent in the active language). */
export function formatLongDateIn(instant: string | Date, timeZone: string): string {
  return formatLocalized(instant, dateFormats.long, { in: tz(timeZone) });
}

/** '9:00 AM – 9:30 AM' in the zone. */
export function formatTimeRangeIn(start: string, end: string, timeZone: string, clock: ClockFormat): string {
  return `${formatTimeIn(start, timeZone, clock)} – ${formatTimeIn(end, timeZone, clock)}`;
}

/** A plain date's name, e.g. 'Monday, November 23, 2026' (its equivalent in the active language). */
export function formatDay(day: DayKey, pattern: string = dateFormats.long): string {
  return formatLocalized(localDateOf(day), pattern);
}

/** The clock the browser's locale prefers. */
export function preferredClock(locale?: string): ClockFormat {
  try {
    const hour12 = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12;
    return hour12 === false ? '24h' : '12h';
  } catch {
    return '12h';
  }
}
