import { defineCatalogue, type PluralBase, translate, useMessages } from '@slotwise/shared/i18n/i18n';
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

/**
 * Every text as an object of getters: each read returns the text in the language active at
 * that moment, so a module-level texts object stays current.
 */
export function liveAttendeeTexts(): { readonly [Key in AttendeeKey]: string } {
  const texts = {};
  for (const key of Object.keys(en) as AttendeeKey[]) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      configurable: true, // a formatting function may replace a text that has placeholders
      get: () => attendeeText(key),
    });
  }
  return texts as { readonly [Key in AttendeeKey]: string };
}

/**
 * `live` plus `more`'s members (which win), copying getters as getters: a spread would read
 * them once and freeze the language.
 */
export function withMore<Live extends object, More extends object>(
  live: Live,
  more: More,
): Omit<Live, keyof More> & More {
  return Object.defineProperties(live, Object.getOwnPropertyDescriptors(more)) as unknown as Omit<
    Live,
    keyof More
  > &
    More;
}
