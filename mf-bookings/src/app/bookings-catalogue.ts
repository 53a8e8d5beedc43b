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

type TextsUnder<Prefix extends string> = {
  readonly [Key in BookingsKey as Key extends `${Prefix}.${infer Name}` ? Name : never]: string;
};

/**
 * The texts whose keys start with `prefix.`, as an object of getters: each read returns the
 * text in the language active at that moment, so a module-level texts object stays current.
 */
export function liveTexts<Prefix extends string>(prefix: Prefix): TextsUnder<Prefix> {
  const texts = {};
  for (const key of Object.keys(en) as BookingsKey[]) {
    if (!key.startsWith(`${prefix}.`)) continue;
    Object.defineProperty(texts, key.slice(prefix.length + 1), {
      enumerable: true,
      configurable: true, // a formatting function may replace a text that has placeholders
      get: () => bookingsText(key),
    });
  }
  return texts as TextsUnder<Prefix>;
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
