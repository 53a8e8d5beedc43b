import type { Language, OtherLanguage } from '@slotwise/shared/i18n/languages';
import type { Locale } from 'date-fns';
import { format } from 'date-fns';
import { useSyncExternalStore } from 'react';

// One date-fns locale per language, fetched only when that language is chosen (English is
// date-fns' built-in default, so it costs nothing).
const localeLoaders: Record<OtherLanguage, () => Promise<Locale>> = {
  es: () => import('date-fns/locale/es').then((module) => module.es),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  zh: () => import('date-fns/locale/zh-CN').then((module) => module.zhCN),
};

/**
 * The spec's patterns (docs/product.md#date-formats) are English word orders; in another language the same
 * information is written the way its readers expect (24-hour clock, day before month...).
 * Patterns not listed here are used as they are, with that language's month and day names.
 */
const localizedPatterns: Record<OtherLanguage, Record<string, string>> = {
  es: {
    'MMM d, yyyy': 'd MMM yyyy',
    'h:mm a': 'H:mm',
    'EEEE, MMMM d, yyyy': "EEEE, d 'de' MMMM 'de' yyyy",
    'MMM d': 'd MMM',
    'MMMM yyyy': "MMMM 'de' yyyy",
    'EEEE, MMMM d': "EEEE, d 'de' MMMM",
  },
  fr: {
    'MMM d, yyyy': 'd MMM yyyy',
    'h:mm a': 'HH:mm',
    'EEEE, MMMM d, yyyy': 'EEEE d MMMM yyyy',
    'MMM d': 'd MMM',
    'MMMM yyyy': 'MMMM yyyy',
    'EEEE, MMMM d': 'EEEE d MMMM',
  },
  de: {
    'MMM d, yyyy': 'd. MMM yyyy',
    'h:mm a': 'HH:mm',
    'EEEE, MMMM d, yyyy': 'EEEE, d. MMMM yyyy',
    'MMM d': 'd. MMM',
    'MMMM yyyy': 'MMMM yyyy',
    'EEEE, MMMM d': 'EEEE, d. MMMM',
  },
  zh: {
    'MMM d, yyyy': 'yyyy年M月d日',
    'h:mm a': 'HH:mm',
    'EEEE, MMMM d, yyyy': 'yyyy年M月d日 EEEE',
    'MMM d': 'M月d日',
    'MMMM yyyy': 'yyyy年M月',
    'EEEE, MMMM d': 'M月d日 EEEE',
  },
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

// English written outside the US (en-GB, en-AU, en-IE...): day before month.
const englishDayFirst: Record<string, string> = {
  'MMM d, yyyy': 'd MMM yyyy',
  'EEEE, MMMM d, yyyy': 'EEEE d MMMM yyyy',
  'MMM d': 'd MMM',
  'EEEE, MMMM d': 'EEEE d MMMM',
};

/** How a full locale ('en-GB', 'es-MX') writes dates: day before month, 12- or 24-hour clock. */
const styles = new Map<string, { dayFirst: boolean; hour12: boolean }>();
export function localeStyle(tag: string): { dayFirst: boolean; hour12: boolean } {
  let style = styles.get(tag);
  if (!style) {
    style = measureStyle(tag);
    styles.set(tag, style);
  }
  return style;
}

function measureStyle(tag: string): { dayFirst: boolean; hour12: boolean } {
  try {
    const parts = new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 2, 12)))
      .map((part) => part.type);
    const hour12 = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hour12 === true;
    return { dayFirst: parts.indexOf('day') < parts.indexOf('month'), hour12 };
  } catch {
    return { dayFirst: false, hour12: true };
  }
}

const primaryOf = (tag: string) => tag.trim().split(/[-_]/)[0]?.toLowerCase();

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
 * locale of that language): en-GB gets day-month and the 24-hour clock, en-US stays as the
 * spec writes it, es-MX keeps a 12-hour clock.
 */
export function localizedPattern(
  pattern: string,
  language: Language = active.language,
  tag: string = localeTagFor(language),
): string {
  const style = localeStyle(tag);
  if (language === 'en') {
    if (pattern === 'h:mm a') return style.hour12 ? pattern : 'HH:mm';
    return style.dayFirst ? (englishDayFirst[pattern] ?? pattern) : pattern;
  }
  if (pattern === 'h:mm a' && style.hour12 && primaryOf(tag) === language && tag.includes('-'))
    return pattern;
  return localizedPatterns[language][pattern] ?? pattern;
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
