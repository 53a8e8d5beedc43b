import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { defineCatalogue, useMessages } from '@slotwise/shared/i18n/i18n';
import { useCallback } from 'react';
import en, { type EventTypesKey } from './locales/en';

/** mf-event-types' texts (event types, availability, teams); other languages fetched when chosen. */
export const eventTypesCatalogue = defineCatalogue({
  namespace: 'eventTypes',
  en,
  loaders: {
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
    de: () => import('./locales/de'),
    zh: () => import('./locales/zh'),
  },
});

export function useEventTypesMessages() {
  return useMessages(eventTypesCatalogue);
}

const keyOfEnglish = new Map(
  (Object.entries(en) as [EventTypesKey, string][])
    .filter(([, text]) => !text.includes('{{'))
    .map(([key, text]) => [text, key]),
);

/**
 * A message kept as English text (this remote's fallbacks and form messages, the contract's or
 * the server's) in the active language; a text nobody translates stays as it is.
 */
export function useRemoteMessage(): (text: string) => string {
  const t = useEventTypesMessages();
  const contractMessage = useContractMessage();
  return useCallback(
    (text: string) => {
      const key = keyOfEnglish.get(text);
      return key ? t(key) : contractMessage(text);
    },
    [t, contractMessage],
  );
}
