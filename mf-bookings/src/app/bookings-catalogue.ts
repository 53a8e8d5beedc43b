import { defineCatalogue, type PluralBase, translate, useMessages } from '@slotwise/shared/i18n/i18n';
import en, { type BookingsKey } from './locales/en';

/**
 * mf-bookings' app texts (dashboard, bookings, analytics); other languages on demand. The
 * attendee pages' texts are in attendee-catalogue.ts.
 */
export const bookingsCatalogue = defineCatalogue({
  namespace: 'bookings',
  en,
  loaders: {
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
    de: () => import('./locales/de'),
    zh: () => import('./locales/zh'),
  },
});

/** The translate function; the calling component re-renders when the language switches. */
export function useBookingsMessages() {
  return useMessages(bookingsCatalogue);
}

/** One text in the active language, for code outside components (a toast from a callback). */
export function bookingsText(
  key: BookingsKey | PluralBase<BookingsKey>,
  values?: Record<string, string | number>,
): string {
  return translate(bookingsCatalogue, key, values);
}
