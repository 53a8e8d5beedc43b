import { defineCatalogue } from '@slotwise/shared/i18n/i18n';
import en from './locales/en';

/** mf-auth's texts; English is bundled, the other languages are fetched when chosen. */
export const authCatalogue = defineCatalogue({
  namespace: 'auth',
  en,
  loaders: {
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
    de: () => import('./locales/de'),
    zh: () => import('./locales/zh'),
  },
});
