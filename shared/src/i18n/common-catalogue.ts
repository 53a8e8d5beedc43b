import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import { defineCatalogue, translate } from '@slotwise/shared/i18n/i18n';
import en from '@slotwise/shared/i18n/locales/common.en';

/** The texts of shared's own UI (user menu, not-found page, toaster, brand link) and the names
 * of meeting locations every area shows. */
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

/**
 * A meeting location's name in the active language ('Phone call', 'Llamada telefónica'...).
 * Called while rendering a page that follows the language (its root uses its catalogue).
 */
export function locationName(location: EventLocation): string {
  return translate(commonCatalogue, `location.${location}`);
}
