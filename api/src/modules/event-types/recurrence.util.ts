import type { PublicRecurrence } from '@slotwise/shared/contract/recurring.contract';
import type { RecurringFrequency } from '@slotwise/shared/contract/series-rule.contract';

/**
 * The booking page's view of a recurring type (docs/product.md#recurring-series): its rule and
 * the zone its meetings keep their local time in (the host's); null when it is not recurring.
 */
export function publicRecurrenceOf(
  eventType: { recurring: boolean; recurringFrequency: string; recurringMaxCount: number },
  hostTimeZone: string,
): PublicRecurrence | null {
  if (!eventType.recurring) return null;
  return {
    frequency: eventType.recurringFrequency as RecurringFrequency,
    max_count: eventType.recurringMaxCount,
    time_zone: hostTimeZone,
  };
}

/** `{ recurrence }` for a recurring type, nothing otherwise (spread into the public answer). */
export function recurrenceOf(
  eventType: { recurring: boolean; recurringFrequency: string; recurringMaxCount: number },
  hostTimeZone: string,
): { recurrence?: PublicRecurrence } {
  const recurrence = publicRecurrenceOf(eventType, hostTimeZone);
  return recurrence ? { recurrence } : {};
}
