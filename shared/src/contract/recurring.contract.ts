import {
  type RecurringFrequency,
  recurringCountMax,
  recurringCountMin,
  recurringFrequencies,
} from '@slotwise/shared/contract/series-rule.contract';
import { z } from 'zod';

/**
 * Recurring series (docs/product.md#recurring-series): how a recurring event type repeats, what
 * the attendee asks for, and the occurrences both the API and the booking page compute from
 * them, in the host's zone so a daylight-saving change keeps the local time.
 */
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
  noGuests: 'Guests cannot be added to a series; book it, then invite them from your calendar',
} as const;

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
