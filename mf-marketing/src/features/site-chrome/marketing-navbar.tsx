import { selectIsAuthenticated } from '@slotwise/shared/api/session.slice';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { routePreloadHandlers } from '@slotwise/shared/remote/route-preloader';
import { Link } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { BrandLink } from '@slotwise/shared/ui/brand-link';
import {
  Box,
  Button,
  Collapsible,
  Container,
  Flex,
  HStack,
  IconButton,
  Menu,
  Portal,
  Separator,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { UserMenu } from '@slotwise/shared/ui/user-menu';
import { ChevronDown, Menu as MenuIcon, X } from 'lucide-react';
import { useState } from 'react';
import { marketingCatalogue } from '../../app/marketing-catalogue';
import { solutionLinks } from './site-links';

function SolutionsMenu() {
  const t = useMessages(marketingCatalogue);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {t('nav.solutions')}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {solutionLinks.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <Link to={link.to}>{t(link.label)}</Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Landing navbar (docs/product.md#marketing-pages): brand, Solutions, Pricing, then sign-in or the app. */
export function MarketingNavbar() {
  const t = useMessages(marketingCatalogue);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = () => setMobileOpen(false);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Collapsible.Root open={mobileOpen} onOpenChange={({ open }) => setMobileOpen(open)} unmountOnExit>
        <Container maxW="7xl">
          <Flex h="16" align="center" gap="4">
            <BrandLink to="/" />
            <HStack as="nav" aria-label={t('nav.main')} gap="1" hideBelow="md">
              <SolutionsMenu />
              <Button asChild variant="ghost" size="sm">
                <Link to="/pricing">{t('nav.pricing')}</Link>
              </Button>
            </HStack>
            <Box flex="1" />
            {isAuthenticated ? (
              <HStack gap="2">
                <Button asChild colorPalette="brand" size="sm" hideBelow="md">
                  <Link to="/dashboard" {...routePreloadHandlers('/dashboard')}>
                    {t('nav.goToApp')}
                  </Link>
                </Button>
                <UserMenu />
              </HStack>
            ) : (
              <Button asChild colorPalette="brand" size="sm" hideBelow="md">
                <Link to="/login" {...routePreloadHandlers('/login')}>
                  {t('nav.signIn')}
                </Link>
              </Button>
            )}
            <Collapsible.Trigger asChild>
              <IconButton
                hideFrom="md"
                variant="ghost"
                aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              >
                {mobileOpen ? <X /> : <MenuIcon />}
              </IconButton>
            </Collapsible.Trigger>
          </Flex>
        </Container>
        <Collapsible.Content hideFrom="md">
          <Stack as="nav" aria-label={t('nav.mobile')} px="4" pb="4" pt="1" gap="1" borderTopWidth="1px">
            <Text
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              px="4"
              pt="3"
            >
              {t('nav.solutions')}
            </Text>
            {solutionLinks.map((link) => (
              <Button key={link.to} asChild variant="ghost" justifyContent="flex-start">
                <Link to={link.to} onClick={closeMobile}>
                  {t(link.label)}
                </Link>
              </Button>
            ))}
            <Separator my="2" />
            <Button asChild variant="ghost" justifyContent="flex-start">
              <Link to="/pricing" onClick={closeMobile}>
                {t('nav.pricing')}
              </Link>
            </Button>
            {isAuthenticated ? (
              <Button asChild colorPalette="brand" mt="2">
                <Link to="/dashboard" onClick={closeMobile} {...routePreloadHandlers('/dashboard')}>
                  {t('nav.goToApp')}
                </Link>
              </Button>
            ) : (
              <Button asChild colorPalette="brand" mt="2">
                <Link to="/login" onClick={closeMobile} {...routePreloadHandlers('/login')}>
                  {t('nav.signIn')}
                </Link>
              </Button>
            )}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
