import { type LanguageCode, supportedLanguages } from '@slotwise/shared/contract/limits.contract';

/** The browser's full locale (en-GB) when its language is one the product speaks, else none. */
export function browserLocale(): string | undefined {
  return browserLanguage() ? globalThis.navigator?.language : undefined;
}

/** The browser's language when it is one the product speaks (docs/product.md#language), else none. */
export function browserLanguage(): LanguageCode | undefined {
  const code = globalThis.navigator?.language?.slice(0, 2).toLowerCase();
  return supportedLanguages.find((language) => language === code);
}
