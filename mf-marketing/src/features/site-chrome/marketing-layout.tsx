import { useMessages } from '@slotwise/shared/i18n/i18n';
import { useLocation } from '@slotwise/shared/router';
import { Box, Center, Flex, Spinner } from '@slotwise/shared/ui/chakra';
import { type ReactNode, Suspense, useEffect } from 'react';
import { marketingCatalogue } from '../../app/marketing-catalogue';
import { MarketingNavbar } from './marketing-navbar';
import { SiteFooter } from './site-footer';

/** Navbar and footer around every public page; lazily loaded pages suspend inside them. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  const t = useMessages(marketingCatalogue);
  const { hash } = useLocation();
  useEffect(() => {
    // A new page opens at its top (a footer link is clicked at the bottom of the previous one).
    if (!hash) document.documentElement.scrollTo(0, 0);
  }, [hash]);

  return (
    <Flex direction="column" minH="100vh" bg="bg">
      <MarketingNavbar />
      <Box as="main" flex="1">
        <Suspense
          fallback={
            <Center minH="50vh" role="status" aria-label={t('layout.loading')}>
              <Spinner size="lg" color="brand.solid" />
            </Center>
          }
        >
          {children}
        </Suspense>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
