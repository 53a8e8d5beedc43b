import { isoDateSchema } from '@slotwise/shared/contract/availability.contract';
import { z } from 'zod';

/**
 * Booking limits, start-time steps and the booking window (docs/product.md#booking-limits-and-start-times).
 * Per event type: at most N meetings per day, week, month or year; per host, across all their
 * types: at most N per day and per week. Days, weeks (Monday first), months and years are the
 * host's, in the host's time zone.
 */
export const bookingLimitPeriods = ['day', 'week', 'month', 'year'] as const;
export type BookingLimitPeriod = (typeof bookingLimitPeriods)[number];
export const hostLimitPeriods = ['day', 'week'] as const satisfies readonly BookingLimitPeriod[];
export type HostLimitPeriod = (typeof hostLimitPeriods)[number];

export const maxBookingLimit = 1000;
export const slotIntervalRange = { min: 5, max: 120, step: 5 } as const;
/** Offered in the dialog; the API accepts any 5-minute step in the range. */
export const offeredSlotIntervals = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
/** A fixed booking window covers at most this many days. */
export const maxBookingWindowRangeDays = 730;

export const bookingLimitMessages = {
  limit: `Enter a whole number from 1 to ${maxBookingLimit}, or leave it empty`,
  limitOrder: 'A limit cannot be higher than the limit of a longer period',
  slotInterval: 'Choose an interval between 5 and 120 minutes, in steps of 5 minutes',
  windowOrder: 'The last date must not be before the first date',
  windowTooLong: 'A fixed booking window covers at most 730 days',
  /** 409 to an attendee: the event type's limit of the start's day, week, month or year is reached. */
  typeDayFull: 'This event type is fully booked that day. Please pick another day.',
  typeWeekFull: 'This event type is fully booked that week. Please pick another week.',
  typeMonthFull: 'This event type is fully booked that month. Please pick another month.',
  typeYearFull: 'This event type is fully booked that year. Please pick another date.',
  /** 409 to an attendee: the host's own limit across their types is reached. */
  hostDayFull: 'The host has no more room for meetings that day. Please pick another day.',
  hostWeekFull: 'The host has no more room for meetings that week. Please pick another week.',
} as const;

/** The refusal of a start that would pass a limit: whose limit, which period. */
export function limitReachedMessage(scope: 'type' | 'host', period: BookingLimitPeriod): string {
  if (scope === 'host')
    return period === 'day' ? bookingLimitMessages.hostDayFull : bookingLimitMessages.hostWeekFull;
  return {
    day: bookingLimitMessages.typeDayFull,
    week: bookingLimitMessages.typeWeekFull,
    month: bookingLimitMessages.typeMonthFull,
    year: bookingLimitMessages.typeYearFull,
  }[period];
}

const limitValue = z
  .int({ error: bookingLimitMessages.limit })
  .min(1, { error: bookingLimitMessages.limit })
  .max(maxBookingLimit, { error: bookingLimitMessages.limit })
  .nullish()
  .transform((value) => value ?? null);

/** Shorter periods first: a limit may not exceed a longer period's (it could never be reached). */
function checkOrder(
  values: Partial<Record<string, number | null>>,
  keys: readonly string[],
  ctx: z.RefinementCtx,
) {
  for (let i = 0; i < keys.length; i += 1) {
    const shorter = values[keys[i]];
    if (shorter == null) continue;
    for (const longerKey of keys.slice(i + 1)) {
      const longer = values[longerKey];
      if (longer != null && shorter > longer) {
        ctx.addIssue({ code: 'custom', path: [keys[i]], message: bookingLimitMessages.limitOrder });
        break;
      }
    }
  }
}

export const bookingLimitsSchema = z
  .strictObject({
    per_day: limitValue,
    per_week: limitValue,
    per_month: limitValue,
    per_year: limitValue,
  })
  .superRefine((value, ctx) => checkOrder(value, ['per_day', 'per_week', 'per_month', 'per_year'], ctx));
export type BookingLimitsInput = z.input<typeof bookingLimitsSchema>;
export const noBookingLimits = { per_day: null, per_week: null, per_month: null, per_year: null } as const;

export const bookingLimitsResponseSchema = z.object({
  per_day: z.int().nullable(),
  per_week: z.int().nullable(),
  per_month: z.int().nullable(),
  per_year: z.int().nullable(),
});
export type BookingLimits = z.infer<typeof bookingLimitsResponseSchema>;

/** Minutes between offered start times; null: the duration, at most 30 minutes (as before). */
export const slotIntervalSchema = z
  .int({ error: bookingLimitMessages.slotInterval })
  .min(slotIntervalRange.min, { error: bookingLimitMessages.slotInterval })
  .max(slotIntervalRange.max, { error: bookingLimitMessages.slotInterval })
  .multipleOf(slotIntervalRange.step, { error: bookingLimitMessages.slotInterval })
  .nullish()
  .transform((value) => value ?? null);

/** A fixed booking window: the host-local dates [start, end], both included. */
export const bookingWindowRangeSchema = z
  .strictObject({ start: isoDateSchema, end: isoDateSchema })
  .superRefine((value, ctx) => {
    if (value.end < value.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: bookingLimitMessages.windowOrder });
      return;
    }
    const days =
      (Date.parse(`${value.end}T00:00:00Z`) - Date.parse(`${value.start}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > maxBookingWindowRangeDays) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: bookingLimitMessages.windowTooLong });
    }
  });
export type BookingWindowRange = z.infer<typeof bookingWindowRangeSchema>;
export const bookingWindowRangeResponseSchema = z.object({ start: z.string(), end: z.string() });

/** GET and PUT /api/settings/meeting-limits: the host's limits across all their types. */
export const hostMeetingLimitsSchema = z
  .strictObject({ max_per_day: limitValue, max_per_week: limitValue })
  .superRefine((value, ctx) => checkOrder(value, ['max_per_day', 'max_per_week'], ctx));
export type HostMeetingLimitsInput = z.input<typeof hostMeetingLimitsSchema>;
export const hostMeetingLimitsResponseSchema = z.object({
  max_per_day: z.int().nullable(),
  max_per_week: z.int().nullable(),
});
export type HostMeetingLimits = z.infer<typeof hostMeetingLimitsResponseSchema>;
