import { defineCatalogue, type PluralBase, translate, useMessages } from '@slotwise/shared/i18n/i18n';
import { liveTextsOf } from '@slotwise/shared/i18n/live-texts';
import en, { type AttendeeKey } from './locales/attendee.en';

/**
 * The texts of the attendee pages (public booking and cancel pages), their own namespace so
 * that the './attendee' module loads neither the rest of mf-bookings' texts nor what those
 * import (the contract schemas). Other languages on demand.
 */
export const attendeeCatalogue = defineCatalogue({
  namespace: 'bookingsAttendee',
  en,
  loaders: {
    es: () => import('./locales/attendee.es'),
    fr: () => import('./locales/attendee.fr'),
    de: () => import('./locales/attendee.de'),
    zh: () => import('./locales/attendee.zh'),
  },
});

/** Subscribes an attendee page root to language changes (it and its children re-render). */
export function useAttendeeMessages() {
  return useMessages(attendeeCatalogue);
}

/** One text in the active language. */
export function attendeeText(
  key: AttendeeKey | PluralBase<AttendeeKey>,
  values?: Record<string, string | number>,
): string {
  return translate(attendeeCatalogue, key, values);
}

/** Every text, read in the active language on each use. */
export function liveAttendeeTexts(): { readonly [Key in AttendeeKey]: string } {
  return liveTextsOf(attendeeCatalogue);
}
