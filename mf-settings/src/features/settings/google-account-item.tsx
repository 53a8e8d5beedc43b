import type { GoogleAccountWithState } from '@slotwise/shared/contract/integrations.contract';
import {
  Avatar,
  Badge,
  Box,
  HStack,
  Icon,
  IconButton,
  Menu,
  Portal,
  Span,
  Stack,
  Text,
  VisuallyHidden,
} from '@slotwise/shared/ui/chakra';
import { initialsOf } from '@slotwise/shared/ui/initials';
import { CircleCheck, CircleX, EllipsisVertical, Star, Unlink, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { GoogleAccountState } from './google-account-state';

interface GoogleAccountItemProps {
  account: GoogleAccountWithState;
  busy: boolean;
  onSetPrimary: (account: GoogleAccountWithState) => void;
  onDisconnect: (account: GoogleAccountWithState) => void;
  /** Shown under the account (its calendars). */
  children?: ReactNode;
}

/**
 * One connected Google account: who it is, whether it is primary, its state (last read or the
 * error), what it may do, its actions.
 */
export function GoogleAccountItem({
  account,
  busy,
  onSetPrimary,
  onDisconnect,
  children,
}: GoogleAccountItemProps) {
  const t = useSettingsMessages();
  // The two scopes shown per account (Calendar and Events), with their names (docs/product.md#google-accounts).
  const shownScopes = [
    { scope: 'calendar', name: t('scope.calendarName'), description: t('scope.calendarDescription') },
    { scope: 'calendar_events', name: t('scope.eventsName'), description: t('scope.eventsDescription') },
  ] as const;
  const initials = account.name ? initialsOf({ name: account.name, surname: null }) : '';
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }} aria-busy={busy || undefined}>
      <HStack align="flex-start" gap="3">
        <Avatar.Root size="md" colorPalette="brand" variant="subtle">
          <Avatar.Fallback>{initials || <UserRound aria-hidden size="60%" />}</Avatar.Fallback>
          {/* Google's avatar host refuses requests that carry a referrer. */}
          {account.avatar ? <Avatar.Image src={account.avatar} alt="" referrerPolicy="no-referrer" /> : null}
        </Avatar.Root>
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {account.name || account.email}
            </Text>
            {account.is_primary ? (
              <Badge colorPalette="yellow" variant="subtle">
                <Star aria-hidden size={12} fill="currentColor" />
                {t('integrations.primaryBadge')}
              </Badge>
            ) : null}
          </HStack>
          {account.name ? (
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {account.email}
            </Text>
          ) : null}
          <GoogleAccountState account={account} />
        </Stack>
        <Menu.Root
          onSelect={(details) => {
            if (details.value === 'primary') onSetPrimary(account);
            if (details.value === 'disconnect') onDisconnect(account);
          }}
        >
          <Menu.Trigger asChild>
            <IconButton
              aria-label={t('integrations.actionsFor', { email: account.email })}
              variant="ghost"
              size="sm"
              disabled={busy}
            >
              <EllipsisVertical />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="primary" disabled={account.is_primary}>
                  <Star aria-hidden />
                  {account.is_primary ? t('integrations.primaryAccount') : t('integrations.setAsPrimary')}
                </Menu.Item>
                <Menu.Item value="disconnect" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
                  <Unlink aria-hidden />
                  {t('integrations.disconnect')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      <Stack
        as="ul"
        gap="1"
        mt="3"
        // Under the name on wider screens; the full width on a phone, where every pixel counts.
        ps={{ base: '0', sm: '13' }}
        aria-label={t('integrations.accessLabel', { email: account.email })}
        listStyleType="none"
      >
        {shownScopes.map(({ scope, name, description }) => {
          const granted = account.scopes[scope];
          return (
            <HStack as="li" key={scope} gap="2" align="flex-start" textStyle="sm">
              {/* Tick or cross: the shape, not only the colour, tells granted from missing. */}
              <Icon size="sm" mt="0.5" color={granted ? 'fg.success' : 'fg.error'}>
                {granted ? <CircleCheck /> : <CircleX />}
              </Icon>
              <Text>
                <Span fontWeight="medium">{name}</Span>
                <VisuallyHidden>
                  {`: ${granted ? t('integrations.scopeGranted') : t('integrations.scopeNotGranted')}. `}
                </VisuallyHidden>
                <Span color="fg.muted">
                  <Span aria-hidden> · </Span>
                  {description}
                </Span>
              </Text>
            </HStack>
          );
        })}
      </Stack>
      {children ? <Box mt="4">{children}</Box> : null}
    </Box>
  );
}
