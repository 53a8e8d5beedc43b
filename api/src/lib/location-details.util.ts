import type { Reminder } from '@slotwise/shared/contract/event-types.contract';
import {
  type EventLocation,
  type LocationDetails,
  type PhoneSource,
  takesMeetingUrl,
} from '@slotwise/shared/contract/locations.contract';
import { shownJitsiLink } from './jitsi-room.util';

/** The event type columns that describe where a meeting happens (docs/product.md#locations). */
export interface LocationColumns {
  location: string;
  locationAddress?: string | null;
  locationPhone?: string | null;
  locationPhoneFrom?: string;
  locationUrl?: string | null;
}

/**
 * The details of a location as the API shows them. `withheld`: the public booking page, which
 * does not give the meeting URL or the host's number to someone who has not booked.
 */
export function locationDetailsOf(row: LocationColumns, withheld = false): LocationDetails {
  const location = row.location as EventLocation;
  const phoneFrom: PhoneSource = row.locationPhoneFrom === 'attendee' ? 'attendee' : 'host';
  return {
    address: location === 'in_person' ? (row.locationAddress ?? null) : null,
    phone: location === 'phone' && phoneFrom === 'host' && !withheld ? (row.locationPhone ?? null) : null,
    phone_from: phoneFrom,
    meeting_url: takesMeetingUrl(location) && !withheld ? (row.locationUrl ?? null) : null,
  };
}

/**
 * The details of a booking's location: the event type's, and for `jitsi` the booking's own room
 * as its join link (docs/product.md#jitsi-meet), none once cancelled.
 */
export function bookingLocationDetailsOf(
  row: LocationColumns,
  booking: { jitsiLink?: string | null; status?: string },
): LocationDetails {
  const details = locationDetailsOf(row);
  return row.location === 'jitsi'
    ? { ...details, meeting_url: shownJitsiLink(booking, row.location) }
    : details;
}

/** Only the details of the chosen location are stored. */
export function locationColumnsOf(
  location: EventLocation,
  details: Partial<LocationDetails> | null | undefined,
): Required<Omit<LocationColumns, 'location'>> {
  const phoneFrom: PhoneSource = details?.phone_from === 'attendee' ? 'attendee' : 'host';
  return {
    locationAddress: location === 'in_person' ? (details?.address ?? null) : null,
    locationPhone: location === 'phone' && phoneFrom === 'host' ? (details?.phone ?? null) : null,
    locationPhoneFrom: location === 'phone' ? phoneFrom : 'host',
    locationUrl: takesMeetingUrl(location) ? (details?.meeting_url ?? null) : null,
  };
}

/** The booking form asks for a phone number: the attendee gives it for a call, or gets SMS reminders. */
export function phoneRequired(eventType: LocationColumns & { reminders: Reminder[] }): boolean {
  const attendeeCall = eventType.location === 'phone' && eventType.locationPhoneFrom === 'attendee';
  return attendeeCall || eventType.reminders.some((reminder) => reminder.method === 'sms');
}
