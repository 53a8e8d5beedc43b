import type { LanguageCode as Language } from '@slotwise/shared/contract/limits.contract';

type OtherLanguage = Exclude<Language, 'en'>;

// Pure (no DOM, no React): the pages (date-locale.ts) and the API's e-mails write dates alike.

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

export const primaryOf = (tag: string) => tag.trim().split(/[-_]/)[0]?.toLowerCase();

/**
 * The pattern to use for `pattern` in `language` as `tag` writes it (by default the browser's
 * locale of that language): en-GB gets day-month and the 24-hour clock, en-US stays as the
 * spec writes it, es-MX keeps a 12-hour clock.
 */
export function patternForLocale(pattern: string, language: Language, tag: string): string {
  const style = localeStyle(tag);
  if (language === 'en') {
    if (pattern === 'h:mm a') return style.hour12 ? pattern : 'HH:mm';
    return style.dayFirst ? (englishDayFirst[pattern] ?? pattern) : pattern;
  }
  if (pattern === 'h:mm a' && style.hour12 && primaryOf(tag) === language && tag.includes('-'))
    return pattern;
  return localizedPatterns[language][pattern] ?? pattern;
}
