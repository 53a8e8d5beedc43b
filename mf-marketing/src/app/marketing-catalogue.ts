import { brand, limits } from '@slotwise/shared/contract/limits.contract';
import { defineCatalogue } from '@slotwise/shared/i18n/i18n';
import type { Language } from '@slotwise/shared/i18n/languages';
import en from './locales/en';

/** mf-marketing's texts; English is bundled, the other languages are fetched when chosen. */
export const marketingCatalogue = defineCatalogue({
  namespace: 'marketing',
  en,
  loaders: {
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
    de: () => import('./locales/de'),
    zh: () => import('./locales/zh'),
  },
});

/** The Free plan's price, written as the reader's language writes an amount ("$0", "0 $"). */
export function formatFreePlanPrice(language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(0);
}

/** The values the catalogue's placeholders ({{brand}}, {{maxActive}}, {{price}}...) stand for. */
export function catalogueValues(language: Language) {
  return {
    brand: brand.name,
    maxActive: limits.maxActiveEventTypes,
    maxReminders: limits.maxReminders,
    maxQuestions: limits.maxQuestions,
    price: formatFreePlanPrice(language),
  };
}
