import { browserTimeZone as sharedBrowserTimeZone } from '@slotwise/shared/datetime/browser-time-zone';

// Browsers list some zones by their old names (ICU follows CLDR): attendees search for the
// names they know today, so those are shown (and sent) instead when the browser accepts them.
const currentNames: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's current IANA name, e.g. 'Asia/Kolkata' for 'Asia/Calcutta'. */
export function currentZoneName(timeZone: string): string {
  const current = currentNames[timeZone];
  return current && isKnownZone(current) ? current : timeZone;
}

/** The browser's IANA zone (docs/product.md#public-booking-page: detected, then changeable). */
export function browserTimeZone(): string {
  return currentZoneName(sharedBrowserTimeZone());
}

export interface TimeZoneOption {
  /** The IANA name, e.g. 'America/New_York'. */
  value: string;
  /** 'America/New York'. */
  label: string;
  isBrowserZone: boolean;
}

const offsetCache = new Map<string, string>();

/** The zone's current UTC offset as the browser names it, e.g. 'GMT+5:30' (computed on demand: ~400 zones at once would cost a phone a noticeable pause). */
export function offsetName(timeZone: string, now: Date = new Date()): string {
  const cached = offsetCache.get(timeZone);
  if (cached !== undefined) return cached;
  let name = '';
  try {
    name =
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    name = '';
  }
  offsetCache.set(timeZone, name);
  return name;
}

export function timeZoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}

function supportedTimeZones(): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone').map(currentZoneName);
  } catch {
    zones = [];
  }
  return [...new Set([...zones, 'UTC'])].sort();
}

/** Every zone the browser knows, the browser's own first (docs/product.md#time-zone-list). */
export function timeZoneOptions(browserZone: string): TimeZoneOption[] {
  const others = supportedTimeZones().filter((zone) => zone !== browserZone);
  return [browserZone, ...others].map((zone) => ({
    value: zone,
    label: timeZoneLabel(zone),
    isBrowserZone: zone === browserZone,
  }));
}

/** Case-insensitive substring match on the name, with or without its underscores. */
export function matchesTimeZone(option: TimeZoneOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return option.value.toLowerCase().includes(needle) || option.label.toLowerCase().includes(needle);
}
