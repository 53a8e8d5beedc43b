import { defineCatalogue, type PluralBase, translate, useMessages } from '@slotwise/shared/i18n/i18n';
import en, { type SettingsKey } from './locales/en';

/** mf-settings' texts; English is bundled, the other languages are fetched when chosen. */
export const settingsCatalogue = defineCatalogue({
  namespace: 'settings',
  en,
  loaders: {
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
    de: () => import('./locales/de'),
    zh: () => import('./locales/zh'),
  },
});

/** The translate function; the caller re-renders when the language switches. */
export function useSettingsMessages() {
  return useMessages(settingsCatalogue);
}

/** Outside React (a toast, a module-level texts object): one text in the active language. */
export function settingsText(
  key: SettingsKey | PluralBase<SettingsKey>,
  values?: Record<string, string | number>,
): string {
  return translate(settingsCatalogue, key, values);
}
