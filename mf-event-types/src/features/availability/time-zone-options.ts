export interface TimeZoneOption {
  /** What the list shows and the search matches: the IANA code with spaces for underscores. */
  label: string;
  /** The IANA code. */
  value: string;
  isBrowserZone: boolean;
}

function allZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/**
 * Every zone, the browser's own first (docs/product.md#time-zone-list), plus `current` if the list lacks it.
 */
export function timeZoneOptions(browserZone: string, current: string): TimeZoneOption[] {
  const zones = allZones();
  for (const extra of [current, browserZone]) if (extra && !zones.includes(extra)) zones.push(extra);
  const option = (zone: string) => ({
    label: zone.replaceAll('_', ' '),
    value: zone,
    isBrowserZone: zone === browserZone,
  });
  return [
    option(browserZone),
    ...zones
      .filter((zone) => zone !== browserZone)
      .sort()
      .map(option),
  ];
}

/** docs/product.md#time-zone-list: case-insensitive substring of the name (the code matches too). */
export function timeZoneMatches(option: TimeZoneOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle);
}
