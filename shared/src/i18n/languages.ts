import { type LanguageCode, supportedLanguages } from '@slotwise/shared/contract/limits.contract';

/** The interface's languages (docs/product.md#language); English is the default and the fallback. */
export type Language = LanguageCode;
export const defaultLanguage: Language = 'en';
/** Every language but English: their catalogues and date locales are loaded on demand. */
export type OtherLanguage = Exclude<Language, 'en'>;
export const otherLanguages = supportedLanguages.filter(
  (language): language is OtherLanguage => language !== defaultLanguage,
);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** 'de-DE' → 'de', 'zh-Hant-TW' → 'zh'; undefined for a language the product does not offer. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** The browser's preferred languages, best first (empty outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * docs/product.md#language: a signed-in host sees their setting; a visitor (and an attendee on a public
 * booking page) the first of their browser's languages the product offers; else English.
 */
export function resolveLanguage({
  userLanguage,
  browser,
}: {
  userLanguage?: string | null;
  browser: readonly string[];
}): Language {
  if (isLanguage(userLanguage)) return userLanguage;
  for (const tag of browser) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}
