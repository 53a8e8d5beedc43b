import { localeStyle, patternForLocale, primaryOf } from '@slotwise/shared/contract/date-patterns.contract';
import type { Language, OtherLanguage } from '@slotwise/shared/i18n/languages';
import type { Locale } from 'date-fns';
import { format } from 'date-fns';
import { useSyncExternalStore } from 'react';

export { localeStyle };

// One date-fns locale per language, fetched only when that language is chosen (English is
// date-fns' built-in default, so it costs nothing).
const localeLoaders: Record<OtherLanguage, () => Promise<Locale>> = {
  es: () => import('date-fns/locale/es').then((module) => module.es),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  zh: () => import('date-fns/locale/zh-CN').then((module) => module.zhCN),
};

let active: { language: Language; locale: Locale | undefined } = { language: 'en', locale: undefined };
const loadedLocales = new Map<OtherLanguage, Promise<Locale>>();
const listeners = new Set<() => void>();

/** Fetches a language's date locale (once); the i18n module awaits it before switching. */
export function loadDateLocale(language: Language): Promise<Locale | undefined> {
  if (language === 'en') return Promise.resolve(undefined);
  let loading = loadedLocales.get(language);
  if (!loading) {
    loading = localeLoaders[language]();
    // A failed fetch (network) may be retried by the next switch.
    loading.catch(() => loadedLocales.delete(language));
    loadedLocales.set(language, loading);
  }
  return loading;
}

/** Makes a loaded language the one dates are written in. */
export async function activateDateLocale(language: Language): Promise<void> {
  const locale = await loadDateLocale(language).catch(() => undefined);
  active = { language: locale || language === 'en' ? language : 'en', locale };
  for (const listener of listeners) listener();
}

/**
 * The full locale dates follow: the browser's first tag of the language shown ('en-GB' when
 * English is shown to a British browser), else the language itself (its usual style).
 */
function localeTagFor(language: Language): string {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return browser.find((tag) => tag && primaryOf(tag) === language) ?? language;
}

/**
 * The pattern to use for `pattern` in `language` as `tag` writes it (by default the browser's
 * locale of that language); see date-patterns.contract.ts.
 */
export function localizedPattern(
  pattern: string,
  language: Language = active.language,
  tag: string = localeTagFor(language),
): string {
  return patternForLocale(pattern, language, tag);
}

/** The full locale tag dates are written in now ('en-GB', 'fr-FR', or the bare language). */
export function activeLocaleTag(): string {
  return localeTagFor(active.language);
}

/** date-fns' `format` in the active language; `options` may add a zone (`in: tz(zone)`). */
export function formatLocalized(
  date: Date | number | string,
  pattern: string,
  options: Omit<NonNullable<Parameters<typeof format>[2]>, 'locale'> = {},
): string {
  return format(new Date(date), localizedPattern(pattern), { ...options, locale: active.locale });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The active date language, re-rendering the caller when it changes: components that format
 * dates call this (or useMessages) so their dates follow a language switch.
 */
export function useDateLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => active.language,
    () => active.language,
  );
}
