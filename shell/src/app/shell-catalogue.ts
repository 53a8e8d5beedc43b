import { defineCatalogue } from '@slotwise/shared/i18n/i18n';
import en from './locales/en';

/** The shell's texts (navbar, guards, remote fallbacks, preview banner); other languages lazy. */
export const shellCatalogue = defineCatalogue({
  namespace: 'shell',
  en,
  loaders: {
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
    de: () => import('./locales/de'),
    zh: () => import('./locales/zh'),
  },
});
