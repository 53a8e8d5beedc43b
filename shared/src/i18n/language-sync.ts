import { selectUser } from '@slotwise/shared/api/session.slice';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { browserLanguages, resolveLanguage } from '@slotwise/shared/i18n/languages';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { useEffect } from 'react';

/**
 * Keeps the page in the right language (docs/product.md#language): the signed-in user's setting, else
 * the browser's language. On an attendee's page (the public booking and cancel pages) the
 * browser's language wins even when a host is signed in in the same browser.
 */
export function useLanguageSync({ attendeePage = false }: { attendeePage?: boolean } = {}): void {
  const user = useAppSelector(selectUser);
  const language = resolveLanguage({
    userLanguage: attendeePage ? null : user?.language,
    browser: browserLanguages(),
  });
  useEffect(() => {
    changeAppLanguage(language).catch(() => undefined);
  }, [language]);
}
