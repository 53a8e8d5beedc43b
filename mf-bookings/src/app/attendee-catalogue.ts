import { defineCatalogue, useMessages } from '@slotwise/shared/i18n/i18n';
import en from './locales/attendee.en';

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

/** The translate function; the calling component re-renders when the language switches. */
export function useAttendeeMessages() {
  return useMessages(attendeeCatalogue);
}
