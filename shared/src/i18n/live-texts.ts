import { type MessageCatalogue, translate } from '@slotwise/shared/i18n/i18n';

/** The names under `prefix.` of a catalogue's keys. */
export type TextsUnder<Key extends string, Prefix extends string> = {
  readonly [K in Key as K extends `${Prefix}.${infer Name}` ? Name : never]: string;
};

function defineLive(texts: object, name: string, read: () => string) {
  Object.defineProperty(texts, name, {
    enumerable: true,
    configurable: true, // a formatting function may replace a text that has placeholders
    get: read,
  });
}

/**
 * A catalogue's texts whose keys start with `prefix.`, as an object of getters: each read
 * returns the text in the language active at that moment, so a module-level texts object
 * stays current.
 */
export function liveTextsUnder<Key extends string, Prefix extends string>(
  catalogue: MessageCatalogue<Key>,
  prefix: Prefix,
): TextsUnder<Key, Prefix> {
  const texts = {};
  for (const key of Object.keys(catalogue.en) as Key[]) {
    if (key.startsWith(`${prefix}.`))
      defineLive(texts, key.slice(prefix.length + 1), () => translate(catalogue, key));
  }
  return texts as TextsUnder<Key, Prefix>;
}

/** Every text of a catalogue as an object of getters (see liveTextsUnder). */
export function liveTextsOf<Key extends string>(
  catalogue: MessageCatalogue<Key>,
): { readonly [K in Key]: string } {
  const texts = {};
  for (const key of Object.keys(catalogue.en) as Key[])
    defineLive(texts, key, () => translate(catalogue, key));
  return texts as { readonly [K in Key]: string };
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
