import { brand } from '@slotwise/shared/contract/limits.contract';
import { translate } from '@slotwise/shared/i18n/i18n';
import type { Language } from '@slotwise/shared/i18n/languages';
import type { PrerenderedPageHead } from '@slotwise/shared/remote/prerendered-page';
import { authCatalogue } from './auth-catalogue';
import type { AuthKey } from './locales/en';

/**
 * The pages this remote draws to HTML at its build (shared/src/federation/prerender-pages.ts), in `language` (the
 * build draws every language, its catalogue loaded first): the sign-in, registration and
 * forgot-password forms a first visit lands on, with their titles as useDocumentTitle sets
 * them. Not the reset and Google callback pages, which depend on their link.
 */
export function prerenderedPagesIn(language: Language): PrerenderedPageHead[] {
  const t = (key: AuthKey) => translate(authCatalogue, key, { lng: language });
  const page = (path: string, name: 'login' | 'register' | 'forgot') => ({
    path,
    title: `${t(`${name}.documentTitle`)} · ${brand.name}`,
    description: t(`${name}.description`),
  });
  return [page('/login', 'login'), page('/register', 'register'), page('/forgot-password', 'forgot')];
}
