import { activateDateLocale, loadDateLocale } from '@slotwise/shared/datetime/date-locale';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  type OtherLanguage,
} from '@slotwise/shared/i18n/languages';
import i18next from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * The one i18next instance of the page. This module is a federation singleton (like every
 * module of shared), so the shell and every remote translate through it and one language
 * change re-renders them all. Apps never import i18next or react-i18next themselves.
 */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: ['en', 'es', 'fr', 'de', 'zh'],
  resources: {},
  // Catalogues are flat ("login.title"): a key is one string, easy to check for completeness.
  keySeparator: false,
  nsSeparator: false,
  // English is bundled and added synchronously, so the first render (and every test) has it.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes.
  // A catalogue that arrives later (a remote loaded while German is on) re-renders its users.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** One message per key; every language of a catalogue has exactly the keys of English. */
export type Messages<Key extends string = string> = Record<Key, string>;

/**
 * A remote's (or the shell's) messages: one namespace, English bundled, the other languages
 * as lazy chunks (`() => import('./locales/de')`), fetched only when that language is used.
 */
export interface MessageCatalogue<Key extends string = string> {
  namespace: string;
  en: Messages<Key>;
  loaders: Record<OtherLanguage, () => Promise<{ default: Messages<Key> }>>;
}

const catalogues = new Map<string, MessageCatalogue>();
const loads = new Map<string, Promise<void>>();
let requestedLanguage: Language = defaultLanguage;

/** Fetches one language of a catalogue into the instance (once; a failure may be retried). */
function loadCatalogue(catalogue: MessageCatalogue, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const key = `${catalogue.namespace}:${language}`;
  const known = loads.get(key);
  if (known) return known;
  const loading = catalogue.loaders[language]().then((module) => {
    i18n.addResourceBundle(language, catalogue.namespace, module.default, true, true);
  });
  loading.catch(() => loads.delete(key));
  loads.set(key, loading);
  return loading;
}

/**
 * Declares a catalogue and registers it at once (English synchronously; the current language
 * in the background). Call it at the top level of the module that owns the namespace.
 */
export function defineCatalogue<Key extends string>(catalogue: MessageCatalogue<Key>): MessageCatalogue<Key> {
  const known = catalogues.get(catalogue.namespace);
  if (known) return known as MessageCatalogue<Key>;
  catalogues.set(catalogue.namespace, catalogue as MessageCatalogue);
  i18n.addResourceBundle(defaultLanguage, catalogue.namespace, catalogue.en, true, true);
  loadCatalogue(catalogue as MessageCatalogue, requestedLanguage).catch(() => undefined);
  return catalogue;
}

/**
 * Resolves once these catalogues are loaded in the language being shown (or about to be):
 * the shell awaits a remote's catalogues before mounting it, so no English flashes first.
 * A catalogue that fails to load resolves too: its texts fall back to English.
 */
export function catalogueReady(list: readonly MessageCatalogue[]): Promise<void> {
  return Promise.all(
    list.map((catalogue) =>
      loadCatalogue(defineCatalogue(catalogue), requestedLanguage).catch(() => undefined),
    ),
  ).then(() => undefined);
}

/**
 * Switches the whole page: fetches every registered catalogue and the date locale of the
 * language first, then changes i18next's language, so every remote re-renders at once and
 * fully translated. The latest call wins when several overlap.
 */
export async function changeAppLanguage(language: Language): Promise<void> {
  const target = isLanguage(language) ? language : defaultLanguage;
  requestedLanguage = target;
  await Promise.all([
    ...[...catalogues.values()].map((catalogue) => loadCatalogue(catalogue, target).catch(() => undefined)),
    loadDateLocale(target).catch(() => undefined),
  ]);
  if (requestedLanguage !== target) return;
  await activateDateLocale(target);
  if (i18n.language !== target) await i18n.changeLanguage(target);
  if (typeof document !== 'undefined') document.documentElement.lang = target;
}

function subscribeToLanguage(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/**
 * The language shown and a way to change it at once (mf-settings calls `changeLanguage`
 * after saving the setting; the session's user language then keeps it on the next visit).
 */
export function useAppLanguage(): {
  language: Language;
  changeLanguage: (language: Language) => Promise<void>;
} {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
  const changeLanguage = useCallback((next: Language) => changeAppLanguage(next), []);
  return { language, changeLanguage };
}

/** 'items_one' | 'items_other' → 'items': a plural is asked for by its base key and a `count`. */
export type PluralBase<Key extends string> =
  Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/**
 * A catalogue's texts: `t('login.title')`, `t('greeting', { name })` ({{name}} in the text),
 * `t('items', { count })` for the plural keys `items_one` / `items_other`.
 */
export type Translate<Key extends string> = (
  key: Key | PluralBase<Key>,
  values?: Record<string, string | number>,
) => string;

/** The translate function of a catalogue; the caller re-renders when the language changes. */
export function useMessages<Key extends string>(catalogue: MessageCatalogue<Key>): Translate<Key> {
  const { t } = useTranslation(catalogue.namespace);
  return t as unknown as Translate<Key>;
}

/** Outside React (a toast text, a thunk): the text in the current language. */
export function translate<Key extends string>(
  catalogue: MessageCatalogue<Key>,
  key: Key | PluralBase<Key>,
  values?: Record<string, string | number>,
): string {
  return i18n.t(key, { ns: catalogue.namespace, ...values });
}
