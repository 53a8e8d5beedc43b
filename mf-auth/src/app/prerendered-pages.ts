import { brand } from '@slotwise/shared/contract/limits.contract';
import { translate } from '@slotwise/shared/i18n/i18n';
import type { PrerenderedPageHead } from '@slotwise/shared/remote/prerendered-page';
import { authCatalogue } from './auth-catalogue';
import type { AuthKey } from './locales/en';

// English, like the HTML the build draws; titles as useDocumentTitle sets them.
const t = (key: AuthKey) => translate(authCatalogue, key);
const page = (path: string, name: 'login' | 'register' | 'forgot') => ({
  path,
  title: `${t(`${name}.documentTitle`)} · ${brand.name}`,
  description: t(`${name}.description`),
});

/**
 * The pages this remote draws to HTML at its build (scripts/prerender.mjs): the sign-in,
 * registration and forgot-password forms a first visit lands on. Not the reset and Google
 * callback pages, which depend on their link.
 */
export const prerenderedPages: PrerenderedPageHead[] = [
  page('/login', 'login'),
  page('/register', 'register'),
  page('/forgot-password', 'forgot'),
];
