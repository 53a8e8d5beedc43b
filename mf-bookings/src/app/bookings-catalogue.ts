import { defineCatalogue, type PluralBase, translate, useMessages } from '@slotwise/shared/i18n/i18n';
import { liveTextsUnder, type TextsUnder } from '@slotwise/shared/i18n/live-texts';
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

/**
 * Subscribes a screen to language changes: each page root calls it, so the page and all its
 * children re-render (and re-read their live texts) when the language switches.
 */
export function useBookingsMessages() {
  return useMessages(bookingsCatalogue);
}

/** One text in the active language. */
export function bookingsText(
  key: BookingsKey | PluralBase<BookingsKey>,
  values?: Record<string, string | number>,
): string {
  return translate(bookingsCatalogue, key, values);
}

/** The texts whose keys start with `prefix.`, read in the active language on each use. */
export function liveTexts<Prefix extends string>(prefix: Prefix): TextsUnder<BookingsKey, Prefix> {
  return liveTextsUnder(bookingsCatalogue, prefix);
}
