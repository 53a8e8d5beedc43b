import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { useCallback } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';
import type { AuthKey } from '../../app/locales/en';

const keyOfEnglish = new Map(
  (Object.entries(authCatalogue.en) as [AuthKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * A message kept as English text (this remote's fallbacks, the contract's or the server's
 * messages) in the active language; a text nobody translates (a server's own) stays as it is.
 */
export function useAuthMessage(): (text: string) => string {
  const t = useMessages(authCatalogue);
  const contractMessage = useContractMessage();
  return useCallback(
    (text: string) => {
      const key = keyOfEnglish.get(text);
      return key ? t(key) : contractMessage(text);
    },
    [t, contractMessage],
  );
}
