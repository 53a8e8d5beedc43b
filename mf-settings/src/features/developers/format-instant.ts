import { dateFormats, formatIn } from '@slotwise/shared/datetime/zoned-format';

/** "Nov 25, 2026, 9:30 AM" in the host's zone and the active language. */
export function formatInstant(instant: string, timeZone: string): string {
  return `${formatIn(instant, timeZone, dateFormats.short)}, ${formatIn(instant, timeZone, dateFormats.time)}`;
}
