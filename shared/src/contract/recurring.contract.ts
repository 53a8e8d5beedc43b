import { TZDate } from '@date-fns/tz';
import { addWeeks } from 'date-fns';
import { z } from 'zod';

/**
 * Recurring series (docs/product.md#recurring-series): how a recurring event type repeats, what
 * the attendee asks for, and the occurrences both the API and the booking page compute from
 * them, in the host's zone so a daylight-saving change keeps the local time.
 */
export const recurringFrequencies = ['weekly', 'biweekly', 'monthly_weekday', 'monthly_date'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

export const recurringCountMin = 2;
export const recurringCountMax = 24;

export const recurringDefaults = {
  frequency: 'weekly' as RecurringFrequency,
  max_count: 6,
} as const;

export const recurringMessages = {
  countRange: `Choose between ${recurringCountMin} and ${recurringCountMax} meetings`,
  countOverMax: 'This event type allows fewer meetings in a series',
  notRecurring: 'This event type does not book series',
  groupNotRecurring: 'Group event types cannot be recurring',
  skipNotInSeries: 'A skipped date is not a meeting of the series',
  firstNotSkipped: 'The first meeting of a series cannot be skipped; choose another start',
  /** 409: names the busy meetings (also listed as ISO instants in errors.busy_occurrences). */
  occurrencesBusy: (dates: string) =>
    `Not every meeting of the series is free: ${dates}. Book the others or choose another start.`,
  notInSeries: 'This booking is not part of a series',
  occurrenceNotFound: 'This meeting is not part of the series',
} as const;

/** The key of a 409's `errors` that lists the busy occurrences' starts (ISO instants). */
export const busyOccurrencesKey = 'busy_occurrences';

/** What the attendee books: how many meetings, and the busy ones they agreed to leave out. */
export const seriesRequestSchema = z.strictObject({
  count: z
    .int({ error: recurringMessages.countRange })
    .min(recurringCountMin, { error: recurringMessages.countRange })
    .max(recurringCountMax, { error: recurringMessages.countRange }),
  /** Starts (ISO instants) of occurrences to leave out: they become EXDATEs. */
  skip: z
    .array(z.iso.datetime({ offset: true }))
    .max(recurringCountMax - 1)
    .default([]),
});
export type SeriesRequest = z.input<typeof seriesRequestSchema>;

/** A recurring type as the booking page needs it; null when the type is not recurring. */
export const publicRecurrenceSchema = z.object({
  frequency: z.enum(recurringFrequencies),
  max_count: z.int(),
  /** The host's zone: occurrences keep their local time there. */
  time_zone: z.string(),
});
export type PublicRecurrence = z.infer<typeof publicRecurrenceSchema>;

/** Cancelling a booking of a series: just it, or it and every later one. */
export const seriesScopes = ['this', 'this_and_following'] as const;
export type SeriesScope = (typeof seriesScopes)[number];

/** A booking's series as the pages show it ("2 of 6"). */
export const bookingSeriesSchema = z.object({
  id: z.uuid(),
  frequency: z.enum(recurringFrequencies),
  time_zone: z.string(),
  /** Occurrences in the rule, skipped ones included (RRULE COUNT). */
  count: z.int(),
  /** This booking's position in the rule, 1-based. */
  position: z.int(),
  /** The booked occurrences, earliest first. */
  occurrences: z.array(
    z.object({
      position: z.int(),
      start_time: z.string(),
      status: z.enum(['pending', 'confirmed', 'cancelled']),
    }),
  ),
  /** Starts left out at booking (EXDATE). */
  skipped: z.array(z.string()),
});
export type BookingSeries = z.infer<typeof bookingSeriesSchema>;

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
