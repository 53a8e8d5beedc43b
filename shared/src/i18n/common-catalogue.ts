import { defineCatalogue } from '@slotwise/shared/i18n/i18n';
import en from '@slotwise/shared/i18n/locales/common.en';

/** The texts of shared's own UI (user menu, not-found page, toaster, brand link). */
export const commonCatalogue = defineCatalogue({
  namespace: 'common',
  en,
  loaders: {
    es: () => import('@slotwise/shared/i18n/locales/common.es'),
    fr: () => import('@slotwise/shared/i18n/locales/common.fr'),
    de: () => import('@slotwise/shared/i18n/locales/common.de'),
    zh: () => import('@slotwise/shared/i18n/locales/common.zh'),
  },
});
