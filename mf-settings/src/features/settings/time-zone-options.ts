import type { TimeZoneOption } from '@slotwise/shared/contract/settings.contract';

export interface TimeZoneChoice extends TimeZoneOption {
  isBrowserZone: boolean;
}

/**
 * docs/product.md#time-zone-list: the browser's own zone
 * comes first (shown with the badge 'Current Browser').
 */
export function orderTimeZones(options: TimeZoneOption[], browserZone: string | null): TimeZoneChoice[] {
  const choices = options.map((option) => ({ ...option, isBrowserZone: option.code === browserZone }));
  return [...choices.filter((c) => c.isBrowserZone), ...choices.filter((c) => !c.isBrowserZone)];
}

/** docs/product.md#time-zone-list: case-insensitive substring of the name. */
export function searchTimeZones<T extends TimeZoneOption>(options: T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.name.toLowerCase().includes(needle));
}
