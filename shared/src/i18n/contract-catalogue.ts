import { defineCatalogue, type Translate, useMessages } from '@slotwise/shared/i18n/i18n';
import en, { type ContractKey } from '@slotwise/shared/i18n/locales/contract.en';
import { useCallback } from 'react';

/** The contract's messages (validation, auth, event types, availability, teams). */
export const contractCatalogue = defineCatalogue({
  namespace: 'contract',
  en,
  loaders: {
    es: () => import('@slotwise/shared/i18n/locales/contract.es'),
    fr: () => import('@slotwise/shared/i18n/locales/contract.fr'),
    de: () => import('@slotwise/shared/i18n/locales/contract.de'),
    zh: () => import('@slotwise/shared/i18n/locales/contract.zh'),
  },
});

// English text → key; templates ('at least {{count}} characters') become patterns.
const exactKeys = new Map<string, ContractKey>();
const templateKeys: { pattern: RegExp; key: ContractKey }[] = [];
for (const [key, text] of Object.entries(en) as [ContractKey, string][]) {
  if (text.includes('{{count}}')) {
    const source = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '(\\d+)');
    templateKeys.push({ pattern: new RegExp(`^${source}$`), key });
  } else exactKeys.set(text, key);
}

/**
 * A message of the contract (a zod issue or an API error, always English) in the active
 * language; a message the contract does not know is shown as it is.
 */
export function translateContractMessage(message: string, t: Translate<ContractKey>): string {
  const key = exactKeys.get(message);
  if (key) return t(key);
  for (const template of templateKeys) {
    const match = template.pattern.exec(message);
    if (match) return t(template.key, { count: Number(match[1]) });
  }
  return message;
}

/** `(message) => message in the active language`, re-rendering on a language change. */
export function useContractMessage(): (message: string) => string {
  const t = useMessages(contractCatalogue);
  return useCallback((message: string) => translateContractMessage(message, t), [t]);
}
