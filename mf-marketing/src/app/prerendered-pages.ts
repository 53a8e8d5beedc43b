import { translate } from '@slotwise/shared/i18n/i18n';
import type { PrerenderedPageHead } from '@slotwise/shared/remote/prerendered-page';
import { contentPageTexts } from '../features/content-pages/content-page-texts';
import type { MarketingKey } from './locales/en';
import { catalogueValues, marketingCatalogue } from './marketing-catalogue';
import { contentPagePaths } from './marketing-routes';

// English, like the HTML the build draws: the first paint of a visitor in another language is
// English until the app takes over (a search engine reads these).
const values = catalogueValues('en');
const t = (key: MarketingKey) => translate(marketingCatalogue, key, values);

/**
 * The pages this remote draws to HTML at its build (scripts/prerender.mjs), with the <title>
 * each sets once shown and a description: every public page of the remote.
 */
export const prerenderedPages: PrerenderedPageHead[] = [
  { path: '/', title: t('landing.documentTitle'), description: t('landing.hero.lead') },
  { path: '/pricing', title: t('pricing.documentTitle'), description: t('pricing.lead') },
  ...contentPagePaths.map((path) => ({
    path,
    title: `${t(contentPageTexts[path].title)} · ${values.brand}`,
    description: t(contentPageTexts[path].lead),
  })),
];
