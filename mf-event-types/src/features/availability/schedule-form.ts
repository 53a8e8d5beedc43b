import {
  type Availability,
  type AvailabilityInput,
  availabilityInputSchema,
  minutesOfDay,
} from '@slotwise/shared/contract/availability.contract';
import { browserTimeZone } from '@slotwise/shared/datetime/browser-time-zone';
import { timeFromMinutes, weekdays } from './time-of-day';

/** An interval on screen; `key` only identifies the row. */
export interface IntervalDraft {
  key: string;
  start_time: string;
  end_time: string;
}

export interface DayDraft {
  day: number;
  enabled: boolean;
  intervals: IntervalDraft[];
}

export interface OverrideDraft {
  key: string;
  date: string;
  unavailable: boolean;
  intervals: IntervalDraft[];
}

export interface ScheduleDraft {
  name: string;
  time_zone: string;
  days: DayDraft[];
  overrides: OverrideDraft[];
}

/**
 * Messages by place: 'name', 'time_zone', 'day.{day}.{index}', 'override.{index}' (the date's
 * own problem), 'override.{index}.date', 'override.{index}.{intervalIndex}'.
 */
export type ScheduleErrors = Record<string, string>;

let lastKey = 0;
function rowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export function interval(start_time: string, end_time: string): IntervalDraft {
  return { key: rowKey(), start_time, end_time };
}

/** The next interval of a list: an hour after the last one, else 9 to 5. */
export function nextInterval(intervals: readonly IntervalDraft[]): IntervalDraft {
  const last = intervals.at(-1);
  if (!last) return interval('09:00', '17:00');
  const start = Math.min(minutesOfDay(last.end_time) + 60, 23 * 60);
  return interval(timeFromMinutes(start), timeFromMinutes(Math.min(start + 60, 24 * 60)));
}

/** A new schedule: Monday to Friday, 9:00 to 17:00, in the browser's zone (docs/product.md#availability). */
export function newScheduleDraft(timeZone = browserTimeZone()): ScheduleDraft {
  return {
    name: '',
    time_zone: timeZone,
    days: weekdays.map(({ day }) => ({ day, enabled: day <= 5, intervals: [interval('09:00', '17:00')] })),
    overrides: [],
  };
}

/** 'HH:mm:ss' from the database reads as 'HH:mm'. */
function hhmm(time: string): string {
  return time.slice(0, 5);
}

export function draftFromAvailability(availability: Availability): ScheduleDraft {
  return {
    name: availability.name,
    time_zone: availability.time_zone,
    days: weekdays.map(({ day }) => {
      const slots = availability.slots
        .filter((slot) => slot.day_of_week === day)
        .sort((a, b) => minutesOfDay(hhmm(a.start_time)) - minutesOfDay(hhmm(b.start_time)));
      return {
        day,
        enabled: slots.length > 0,
        // A day off keeps a 9-to-5 row ready for when it is switched on.
        intervals:
          slots.length > 0
            ? slots.map((slot) => interval(hhmm(slot.start_time), hhmm(slot.end_time)))
            : [interval('09:00', '17:00')],
      };
    }),
    overrides: [...availability.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((override) => ({
        key: rowKey(),
        date: override.date,
        unavailable: override.unavailable,
        intervals: override.intervals.map((item) => interval(hhmm(item.start_time), hhmm(item.end_time))),
      })),
  };
}

/** Copies one day's intervals onto other days, switching them on. */
export function copyDayTo(draft: ScheduleDraft, from: number, to: readonly number[]): ScheduleDraft {
  const source = draft.days.find((day) => day.day === from);
  if (!source) return draft;
  return {
    ...draft,
    days: draft.days.map((day) =>
      to.includes(day.day)
        ? {
            ...day,
            enabled: true,
            intervals: source.intervals.map((item) => interval(item.start_time, item.end_time)),
          }
        : day,
    ),
  };
}

/** Tomorrow's date (YYYY-MM-DD) in the schedule's zone, else the day after the last override. */
export function nextOverrideDate(draft: ScheduleDraft, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: draft.time_zone }).format(now);
  const taken = new Set(draft.overrides.map((override) => override.date));
  const date = new Date(`${today}T12:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (taken.has(date.toISOString().slice(0, 10)));
  return date.toISOString().slice(0, 10);
}

/** A new override: the next free date, 9:00 to 17:00. */
export function newOverride(draft: ScheduleDraft, now = new Date()): OverrideDraft {
  return {
    key: rowKey(),
    date: nextOverrideDate(draft, now),
    unavailable: false,
    intervals: [interval('09:00', '17:00')],
  };
}

interface PayloadPlaces {
  /** slots[i] is day `day`, row `index`. */
  slots: { day: number; index: number }[];
}

function buildPayload(draft: ScheduleDraft): { payload: AvailabilityInput; places: PayloadPlaces } {
  const places: PayloadPlaces = { slots: [] };
  const slots = draft.days.flatMap((day) =>
    day.enabled
      ? day.intervals.map((item, index) => {
          places.slots.push({ day: day.day, index });
          return { day_of_week: day.day, start_time: item.start_time, end_time: item.end_time };
        })
      : [],
  );
  const overrides = draft.overrides.map((override) => ({
    date: override.date,
    unavailable: override.unavailable,
    intervals: override.unavailable
      ? []
      : override.intervals.map((item) => ({ start_time: item.start_time, end_time: item.end_time })),
  }));
  return { payload: { name: draft.name.trim(), time_zone: draft.time_zone, slots, overrides }, places };
}

/** The POST/PUT body: the switched-on days' intervals and every override. */
export function schedulePayload(draft: ScheduleDraft): AvailabilityInput {
  return buildPayload(draft).payload;
}

export type ScheduleValidation =
  | { ok: true; payload: AvailabilityInput }
  | { ok: false; errors: ScheduleErrors };

/** The contract's schema and messages, each message placed at the row it concerns. */
export function validateSchedule(draft: ScheduleDraft): ScheduleValidation {
  const { payload, places } = buildPayload(draft);
  const parsed = availabilityInputSchema.safeParse(payload);
  if (parsed.success) return { ok: true, payload };
  const errors: ScheduleErrors = {};
  const put = (place: string, message: string) => {
    errors[place] ??= message;
  };
  for (const issue of parsed.error.issues) {
    const [head, index, part, subIndex] = issue.path;
    if (head === 'name' || head === 'time_zone') put(head, issue.message);
    else if (head === 'slots' && typeof index === 'number') {
      const place = places.slots[index];
      put(`day.${place.day}.${place.index}`, issue.message);
    } else if (head === 'overrides' && typeof index === 'number') {
      if (part === 'date') put(`override.${index}.date`, issue.message);
      else if (part === 'intervals' && typeof subIndex === 'number')
        put(`override.${index}.${subIndex}`, issue.message);
      else put(`override.${index}`, issue.message);
    } else put('form', issue.message);
  }
  return { ok: false, errors };
}
