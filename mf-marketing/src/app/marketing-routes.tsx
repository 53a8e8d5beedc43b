import type { RemoteRoute } from '@slotwise/shared/remote/remote-module';
import { type ComponentType, lazy } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import { MarketingLayout } from '../features/site-chrome/marketing-layout';

// The landing page ships in the module itself so it renders first; the other pages load on
// demand (their chunks are small, and the layout shows navbar and footer meanwhile).
const PricingPage = lazy(() =>
  import('../features/pricing/pricing-page').then((module) => ({ default: module.PricingPage })),
);
const ContentPage = lazy(() =>
  import('../features/content-pages/content-page').then((module) => ({ default: module.ContentPage })),
);

/** The short public pages of docs/product.md#routes-and-access (texts in content-pages). */
export const contentPagePaths = [
  '/features',
  '/integrations',
  '/enterprise',
  '/about',
  '/blog',
  '/careers',
  '/contact',
  '/help',
  '/privacy',
  '/terms',
  '/security',
] as const;

function withLayout(Page: ComponentType): ComponentType {
  return function MarketingPage() {
    return (
      <MarketingLayout>
        <Page />
      </MarketingLayout>
    );
  };
}

export const marketingRoutes: RemoteRoute[] = [
  { path: '/', Component: withLayout(LandingPage) },
  { path: '/pricing', Component: withLayout(PricingPage) },
  ...contentPagePaths.map((path) => ({
    path,
    Component: withLayout(() => <ContentPage path={path} />),
  })),
];
