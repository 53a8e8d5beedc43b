import { requiredText, timeZoneSchema } from '@slotwise/shared/contract/auth.contract';
import { dateRangeMessage, isWithinCalendarRange } from '@slotwise/shared/contract/calendar-range.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

/** Availability messages (docs/product.md#availability). */
export const availabilityMessages = {
  timeFormat: 'Use the 24-hour HH:mm format',
  endAfterStart: 'End time must be after start time',
  overlap: 'These hours overlap other hours of the same day',
  overrideOverlap: 'These hours overlap other hours of the same date',
  dateFormat: 'Use the YYYY-MM-DD format',
  duplicateOverrideDate: 'This date already has an override',
  unavailableHasNoHours: 'An unavailable day has no hours',
  overrideNeedsHours: 'Add hours for this date or mark it unavailable',
  inUse:
    'This schedule is used by one or more event types. Choose another schedule for them before deleting it.',
  lastSchedule: 'You need at least one availability schedule.',
  notFound: 'Availability not found',
  slotNotFound: 'Slot not found',
  keepOneDefault: 'Make another schedule the default first',
  deleted: 'Availability deleted',
  slotDeleted: 'Slot deleted',
} as const;

const timeOfDayPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Wall-clock time in the schedule's zone; '24:00' ends a day. */
export const timeOfDaySchema = z
  .string({ error: m.required })
  .regex(timeOfDayPattern, { error: availabilityMessages.timeFormat });

/** End after start; a malformed time already has its own message, so it is not compared. */
function endsAfterStart(value: { start_time: string; end_time: string }): boolean {
  if (!timeOfDayPattern.test(value.start_time) || !timeOfDayPattern.test(value.end_time)) return true;
  return minutesOfDay(value.end_time) > minutesOfDay(value.start_time);
}

/** Minutes since midnight of an 'HH:mm' time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** True when 'YYYY-MM-DD' names a day that exists (no February 30th). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateSchema = z
  .string({ error: m.required })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: availabilityMessages.dateFormat })
  .refine(isCalendarDate, { error: availabilityMessages.dateFormat })
  .refine(isWithinCalendarRange, { error: dateRangeMessage });

export const intervalSchema = z
  .strictObject({ start_time: timeOfDaySchema, end_time: timeOfDaySchema })
  .refine(endsAfterStart, {
    path: ['end_time'],
    error: availabilityMessages.endAfterStart,
  });
export type Interval = z.infer<typeof intervalSchema>;

/** ISO day of week: 1 = Monday .. 7 = Sunday. */
export const dayOfWeekSchema = z.int({ error: 'Choose a day from 1 (Monday) to 7 (Sunday)' }).min(1).max(7);

export const slotInputSchema = z
  .strictObject({ day_of_week: dayOfWeekSchema, start_time: timeOfDaySchema, end_time: timeOfDaySchema })
  .refine(endsAfterStart, {
    path: ['end_time'],
    error: availabilityMessages.endAfterStart,
  });
export type SlotInput = z.infer<typeof slotInputSchema>;

/** POST /api/slots: a weekly slot added to a schedule. */
export const createSlotSchema = z
  .strictObject({
    availability_id: z.uuid({ error: availabilityMessages.notFound }),
    day_of_week: dayOfWeekSchema,
    start_time: timeOfDaySchema,
    end_time: timeOfDaySchema,
  })
  .refine(endsAfterStart, {
    path: ['end_time'],
    error: availabilityMessages.endAfterStart,
  });
export type CreateSlotPayload = z.infer<typeof createSlotSchema>;

export const overrideInputSchema = z
  .strictObject({
    date: isoDateSchema,
    unavailable: z.boolean().default(false),
    intervals: z.array(intervalSchema).max(12).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.unavailable && value.intervals.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['intervals'],
        message: availabilityMessages.unavailableHasNoHours,
      });
    }
    if (!value.unavailable && value.intervals.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['intervals'], message: availabilityMessages.overrideNeedsHours });
    }
    const overlap = firstOverlap(value.intervals);
    if (overlap !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['intervals', overlap],
        message: availabilityMessages.overrideOverlap,
      });
    }
  });
export type OverrideInput = z.input<typeof overrideInputSchema>;

/** Index of the first interval that overlaps an earlier one of the list, or null. */
export function firstOverlap(intervals: readonly Interval[]): number | null {
  for (let i = 0; i < intervals.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = intervals[i];
      const b = intervals[j];
      if (
        minutesOfDay(a.start_time) < minutesOfDay(b.end_time) &&
        minutesOfDay(b.start_time) < minutesOfDay(a.end_time)
      ) {
        return i;
      }
    }
  }
  return null;
}

/** POST/PUT /api/availabilities. On PUT, slots and overrides, when given, replace the old ones. */
export const availabilityInputSchema = z
  .strictObject({
    name: requiredText().max(100, { error: m.maxLength(100) }),
    time_zone: timeZoneSchema,
    is_default: z.boolean().optional(),
    slots: z.array(slotInputSchema).max(100).optional(),
    overrides: z.array(overrideInputSchema).max(366).optional(),
  })
  .superRefine((value, ctx) => {
    const slots = value.slots ?? [];
    for (let day = 1; day <= 7; day++) {
      const indexes = slots.flatMap((slot, index) => (slot.day_of_week === day ? [index] : []));
      const overlap = firstOverlap(indexes.map((index) => slots[index]));
      if (overlap !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['slots', indexes[overlap]],
          message: availabilityMessages.overlap,
        });
      }
    }
    const seen = new Set<string>();
    (value.overrides ?? []).forEach((override, index) => {
      if (seen.has(override.date)) {
        ctx.addIssue({
          code: 'custom',
          path: ['overrides', index, 'date'],
          message: availabilityMessages.duplicateOverrideDate,
        });
      }
      seen.add(override.date);
    });
  });
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

// Response bodies: the API serialises with these schemas (and documents them); the types are theirs.
const hhmm = z.string().describe("'HH:mm' in the schedule's time zone ('24:00' ends a day)");

export const slotResponseSchema = z.object({
  id: z.uuid(),
  availability_id: z.uuid(),
  day_of_week: z.int().describe('ISO day: 1 = Monday .. 7 = Sunday'),
  start_time: hhmm,
  end_time: hhmm,
});
export type Slot = z.infer<typeof slotResponseSchema>;

export const dateOverrideResponseSchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  unavailable: z.boolean(),
  intervals: z.array(z.object({ start_time: hhmm, end_time: hhmm })),
});
export type DateOverride = z.infer<typeof dateOverrideResponseSchema>;

export const availabilityResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  is_default: z.boolean(),
  slots: z.array(slotResponseSchema),
  overrides: z.array(dateOverrideResponseSchema),
  /** How many event types use this schedule (a schedule in use cannot be deleted). */
  event_types_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Availability = z.infer<typeof availabilityResponseSchema>;
