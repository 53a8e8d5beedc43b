import type { PublicRecurrence } from '@slotwise/shared/contract/recurring.contract';
import type { RecurringFrequency } from '@slotwise/shared/contract/series-rule.contract';

/** What decides whether a type books series: the type's rule, and the rules a series does not combine with. */
export interface RecurrenceColumns {
  recurring: boolean;
  recurringFrequency: string;
  recurringMaxCount: number;
  confirmAttendeeEmail?: boolean;
  sharing?: string;
}

/**
 * Whether attendees may book a series of this type. Not with the attendee's e-mail confirmed first
 * (a hold is one booking) nor through single-use links (a link books one meeting):
 * docs/product.md#recurring-series.
 */
export function booksSeries(eventType: RecurrenceColumns): boolean {
  return eventType.recurring && eventType.confirmAttendeeEmail !== true && eventType.sharing !== 'single_use';
}

/**
 * The booking page's view of a recurring type (docs/product.md#recurring-series): its rule and
 * the zone its meetings keep their local time in (the host's); null when it does not book series.
 */
export function publicRecurrenceOf(
  eventType: RecurrenceColumns,
  hostTimeZone: string,
): PublicRecurrence | null {
  if (!booksSeries(eventType)) return null;
  return {
    frequency: eventType.recurringFrequency as RecurringFrequency,
    max_count: eventType.recurringMaxCount,
    time_zone: hostTimeZone,
  };
}

/** `{ recurrence }` for a recurring type, nothing otherwise (spread into the public answer). */
export function recurrenceOf(
  eventType: RecurrenceColumns,
  hostTimeZone: string,
): { recurrence?: PublicRecurrence } {
  const recurrence = publicRecurrenceOf(eventType, hostTimeZone);
  return recurrence ? { recurrence } : {};
}
