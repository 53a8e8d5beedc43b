import { translate } from '@slotwise/shared/i18n/i18n';
import type { Language } from '@slotwise/shared/i18n/languages';
import type { PrerenderedPageHead } from '@slotwise/shared/remote/prerendered-page';
import { contentPageTexts } from '../features/content-pages/content-page-texts';
import type { MarketingKey } from './locales/en';
import { catalogueValues, marketingCatalogue } from './marketing-catalogue';
import { contentPagePaths } from './marketing-routes';

/**
 * The pages this remote draws to HTML at its build (shared/src/federation/prerender-pages.ts), with the <title>
 * each sets once shown and a description, in `language` (the build draws every language, its
 * catalogue loaded first): every public page of the remote.
 */
export function prerenderedPagesIn(language: Language): PrerenderedPageHead[] {
  const values = catalogueValues(language);
  const t = (key: MarketingKey) => translate(marketingCatalogue, key, { ...values, lng: language });
  return [
    { path: '/', title: t('landing.documentTitle'), description: t('landing.hero.lead') },
    { path: '/pricing', title: t('pricing.documentTitle'), description: t('pricing.lead') },
    ...contentPagePaths.map((path) => ({
      path,
      title: `${t(contentPageTexts[path].title)} · ${values.brand}`,
      description: t(contentPageTexts[path].lead),
    })),
  ];
}
