// Where a meeting happens. Kept apart from the event-type schemas (zod) so the attendee pages
// can name a location without loading the validation library.
export const eventLocations = ['google_meet', 'jitsi', 'zoom', 'teams', 'in_person', 'phone'] as const;
export type EventLocation = (typeof eventLocations)[number];
export const locationLabels: Record<EventLocation, string> = {
  google_meet: 'Google Meet',
  jitsi: 'Jitsi Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  in_person: 'In person',
  phone: 'Phone call',
};

// ---- location details (docs/product.md#locations) -----------------------------------------------

/** Phone call: the host's number, or the attendee gives one on the booking form. */
export const phoneSources = ['host', 'attendee'] as const;
export type PhoneSource = (typeof phoneSources)[number];

/** What the host entered for the chosen location; details of other locations are not kept. */
export interface LocationDetails {
  /** In person. */
  address: string | null;
  /** Phone call from the host's number (null when the attendee gives one, and on the booking page). */
  phone: string | null;
  phone_from: PhoneSource;
  /** Zoom or Microsoft Teams meeting URL (https); shown once booked. */
  meeting_url: string | null;
}

export const locationMessages = {
  addressRequired: 'Enter the address',
  phoneInvalid: 'Enter a valid phone number',
  phoneRequired: 'Enter your phone number',
  urlInvalid: 'Enter a link that starts with https://',
  /** SMS reminders go only to the countries the server allows (docs/product.md#sms-limits). */
  smsCountryCode: 'Enter the number with its country code, starting with +',
  smsCountryNotAllowed: 'Text message reminders cannot be sent to this country',
} as const;

/**
 * The location a new event type starts with (docs/product.md#jitsi-meet): Google Meet, the spec's
 * default, only when Meet links can be made (the server has a Google client and the host a Google
 * account); otherwise Jitsi Meet, whose link works without any account.
 */
export function defaultLocation(canMakeMeetLinks: boolean): EventLocation {
  return canMakeMeetLinks ? 'google_meet' : 'jitsi';
}

/** The locations whose details include a meeting URL. */
export function takesMeetingUrl(location: EventLocation): boolean {
  return location === 'zoom' || location === 'teams';
}

/** Digits with an optional leading +, spaces, dots, dashes and brackets; 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ().-]{6,32}$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** An https link to a meeting (no spaces, a dotted host name). */
export function isMeetingUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}
