import { useMessages } from '@slotwise/shared/i18n/i18n';
import { usePreloadRoute } from '@slotwise/shared/remote/route-preloader';
import { NavLink, Outlet } from '@slotwise/shared/router';
import { BrandLink } from '@slotwise/shared/ui/brand-link';
import {
  Box,
  Button,
  Collapsible,
  Container,
  Flex,
  HStack,
  IconButton,
  Stack,
} from '@slotwise/shared/ui/chakra';
import { UserMenu, useSignOut } from '@slotwise/shared/ui/user-menu';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useState } from 'react';
import type { ShellKey } from '../../app/locales/en';
import { shellCatalogue } from '../../app/shell-catalogue';
import { EmailVerificationBanner } from './email-verification-banner';

export const navLinks = [
  { to: '/dashboard', labelKey: 'nav.dashboard' },
  { to: '/dashboard/event-types', labelKey: 'nav.eventTypes' },
  { to: '/dashboard/bookings', labelKey: 'nav.bookings' },
  { to: '/dashboard/availability', labelKey: 'nav.availability' },
  { to: '/dashboard/teams', labelKey: 'nav.teams' },
  { to: '/dashboard/settings', labelKey: 'nav.settings' },
] as const satisfies readonly { to: string; labelKey: ShellKey }[];

function NavItem({ to, labelKey, onNavigate }: { to: string; labelKey: ShellKey; onNavigate?: () => void }) {
  const t = useMessages(shellCatalogue);
  // Hover, focus or touch warms the remote (shell's preloader), so the click finds it loaded.
  const preload = usePreloadRoute(to);
  return (
    <Button asChild variant="ghost" size="sm" justifyContent={{ base: 'flex-start', md: 'center' }}>
      <NavLink
        to={to}
        end={to === '/dashboard'}
        onClick={onNavigate}
        {...preload}
        style={({ isActive }) =>
          isActive ? { fontWeight: 600, color: 'var(--chakra-colors-brand-fg)' } : undefined
        }
      >
        {t(labelKey)}
      </NavLink>
    </Button>
  );
}

/** The signed-in layout: navbar with the app's sections and the avatar menu, then the address banner. */
export function AppLayout() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const signOut = useSignOut();
  const t = useMessages(shellCatalogue);
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Collapsible.Root open={mobileOpen} onOpenChange={({ open }) => setMobileOpen(open)}>
          <Container maxW="7xl">
            <Flex h="16" align="center" gap="4">
              <BrandLink to="/dashboard" />
              <HStack
                as="nav"
                aria-label={t('nav.main')}
                gap="1"
                display={{ base: 'none', md: 'flex' }}
                flex="1"
              >
                {navLinks.map((link) => (
                  <NavItem key={link.to} {...link} />
                ))}
              </HStack>
              <Box flex={{ base: '1', md: '0' }} />
              <UserMenu />
              <Collapsible.Trigger asChild>
                <IconButton
                  display={{ base: 'inline-flex', md: 'none' }}
                  variant="ghost"
                  aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
                >
                  {mobileOpen ? <X /> : <MenuIcon />}
                </IconButton>
              </Collapsible.Trigger>
            </Flex>
          </Container>
          <Collapsible.Content display={{ md: 'none' }}>
            <Stack as="nav" aria-label={t('nav.mobile')} px="4" pb="4" gap="1">
              {navLinks.map((link) => (
                <NavItem key={link.to} {...link} onNavigate={() => setMobileOpen(false)} />
              ))}
              <Button variant="outline" size="sm" onClick={signOut}>
                {t('nav.signOut')}
              </Button>
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      </Box>
      <EmailVerificationBanner />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
