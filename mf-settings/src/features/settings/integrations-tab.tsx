import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import { useServerFeature } from '@slotwise/shared/api/server-features.api';
import type { GoogleAccountWithState } from '@slotwise/shared/contract/integrations.contract';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  VisuallyHidden,
} from '@slotwise/shared/ui/chakra';
import { CalendarDays, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { CaldavSection } from './caldav-section';
import { DefaultWriteCalendarSection } from './default-write-calendar-section';
import { DisconnectAccountDialog } from './disconnect-account-dialog';
import { navigateToExternalUrl } from './external-navigation';
import { GoogleAccountItem } from './google-account-item';
import { GoogleCalendarChecks } from './google-calendar-checks';
import {
  useConnectGoogleCalendarMutation,
  useDisconnectGoogleAccountMutation,
  useGetGoogleAccountsQuery,
  useSetPrimaryGoogleAccountMutation,
} from './integrations.api';
import { MicrosoftSection } from './microsoft-section';
import { settingsToast } from './settings-toast';

/** Only a web address may be followed: the browser would run a `javascript:` one. */
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value, window.location.href).protocol);
  } catch {
    return false;
  }
}

/** The server's message, shown under the spec's toast text when it says more. */
const serverMessage = (error: unknown) => apiErrorMessage(error, '') || undefined;

/** Calendar Integrations tab (docs/product.md#settings-screen): Google accounts, Apple/CalDAV, then Coming Soon. */
export function IntegrationsTab() {
  const t = useSettingsMessages();
  const accounts = useGetGoogleAccountsQuery();
  const [connect, connection] = useConnectGoogleCalendarMutation();
  const [disconnect, disconnection] = useDisconnectGoogleAccountMutation();
  const [setPrimary, primaryChange] = useSetPrimaryGoogleAccountMutation();
  // Stays true once Google's address is known: the page is leaving, the button keeps spinning.
  const [redirecting, setRedirecting] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [toDisconnect, setToDisconnect] = useState<GoogleAccountWithState | null>(null);
  const googleHeadingId = useId();
  const comingSoonHeadingId = useId();

  const startConnect = async () => {
    try {
      const { redirect_url } = await connect().unwrap();
      if (!isWebUrl(redirect_url)) throw new Error('The connect answer holds no web address');
      setRedirecting(true);
      navigateToExternalUrl(redirect_url);
    } catch (error) {
      settingsToast('error', t('integrations.connectFailed'), serverMessage(error));
    }
  };

  const makePrimary = async (account: GoogleAccountWithState) => {
    try {
      await setPrimary(account.id).unwrap();
      settingsToast('success', t('integrations.primaryUpdated'));
    } catch (error) {
      settingsToast('error', t('integrations.setPrimaryFailed'), serverMessage(error));
    }
  };

  const confirmDisconnect = async (account: GoogleAccountWithState) => {
    try {
      await disconnect(account.id).unwrap();
      settingsToast('success', t('integrations.disconnected'));
    } catch (error) {
      settingsToast('error', t('integrations.disconnectFailed'), serverMessage(error));
    }
    setConfirmOpen(false);
  };

  const connecting = connection.isLoading || redirecting;
  const list = accounts.data;
  const busyId = disconnection.isLoading
    ? disconnection.originalArgs
    : primaryChange.isLoading
      ? primaryChange.originalArgs
      : undefined;

  // Offered only when this server can connect Google Calendar (GET /api/config); otherwise
  // the reason stands where the button would be.
  const calendarOffered = useServerFeature('google_calendar');
  // Office 365 leaves "Coming Soon" where this server has a Microsoft client (GET /api/config).
  const microsoftOffered = useServerFeature('microsoft_calendar') === true;
  const connectButton = (label: string) =>
    calendarOffered === false ? (
      <Text color="fg.muted" textStyle="sm" data-testid="calendar-not-configured">
        {t('integrations.notConfigured')}
      </Text>
    ) : (
      <Button
        colorPalette="brand"
        variant={list?.length ? 'outline' : 'solid'}
        onClick={startConnect}
        loading={connecting}
        loadingText={t('integrations.connecting')}
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
      >
        <Plus aria-hidden />
        {label}
      </Button>
    );

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="md">
          {t('integrations.heading')}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('integrations.note')}
        </Text>
      </Stack>

      <Card.Root variant="outline" as="section" aria-labelledby={googleHeadingId}>
        <Card.Body gap="4" p={{ base: '3', md: '6' }}>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ base: 'stretch', sm: 'center' }}
            gap="3"
          >
            <HStack gap="3" align="flex-start">
              <Box color="brand.fg" mt="0.5">
                <CalendarDays aria-hidden size={20} />
              </Box>
              <Stack gap="0.5">
                <Heading as="h3" size="sm" id={googleHeadingId}>
                  {t('integrations.googleTitle')}
                </Heading>
                {list ? (
                  <Text color="fg.muted" textStyle="sm">
                    {list.length === 0
                      ? t('integrations.googleNoAccount')
                      : t('integrations.googleAccountCount', { count: list.length })}
                  </Text>
                ) : accounts.isLoading ? (
                  <Skeleton height="4" width="56" />
                ) : null}
              </Stack>
            </HStack>
            {list?.length === 0 ? connectButton(t('integrations.connectFirst')) : null}
          </Stack>

          {accounts.isLoading ? <AccountsSkeleton /> : null}

          {accounts.isError && !list ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{apiErrorMessage(accounts.error, t('integrations.fetchFailed'))}</Alert.Title>
              </Alert.Content>
              <Button
                size="sm"
                variant="outline"
                onClick={() => accounts.refetch()}
                loading={accounts.isFetching}
              >
                {t('integrations.tryAgain')}
              </Button>
            </Alert.Root>
          ) : null}

          {list?.length ? (
            <>
              <Stack as="ul" gap="3" aria-label={t('integrations.accountsLabel')} listStyleType="none">
                {list.map((account) => (
                  <GoogleAccountItem
                    key={account.id}
                    account={account}
                    busy={busyId === account.id}
                    onSetPrimary={makePrimary}
                    onDisconnect={(chosen) => {
                      setToDisconnect(chosen);
                      setConfirmOpen(true);
                    }}
                  >
                    <GoogleCalendarChecks accountId={account.id} />
                  </GoogleAccountItem>
                ))}
              </Stack>
              {connectButton(t('integrations.connectAnother'))}
            </>
          ) : null}
        </Card.Body>
      </Card.Root>

      <CaldavSection />

      {microsoftOffered ? <MicrosoftSection /> : null}

      <DefaultWriteCalendarSection />

      <Stack gap="3" as="section" aria-labelledby={comingSoonHeadingId} hidden={microsoftOffered}>
        <Heading as="h3" size="sm" id={comingSoonHeadingId}>
          {t('integrations.comingSoonHeading')}
        </Heading>
        {/* Apple Calendar works now: it is the CalDAV section above. */}
        {[t('comingSoon.office365')].map((name) => (
          <Card.Root key={name} variant="outline" aria-disabled="true" opacity="0.6">
            <Card.Body>
              <HStack justify="space-between" gap="3">
                <HStack gap="3">
                  <CalendarDays aria-hidden size={20} style={{ flexShrink: 0 }} />
                  <Text fontWeight="medium">{name}</Text>
                </HStack>
                <Badge>{t('integrations.comingSoonBadge')}</Badge>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>

      <DisconnectAccountDialog
        open={confirmOpen}
        account={toDisconnect}
        busy={disconnection.isLoading}
        onConfirm={confirmDisconnect}
        onCancel={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}

function AccountsSkeleton() {
  const t = useSettingsMessages();
  return (
    <Stack gap="3" data-testid="google-accounts-skeleton" aria-busy="true">
      <VisuallyHidden>{t('integrations.loadingAccounts')}</VisuallyHidden>
      {[1, 2].map((key) => (
        <HStack key={key} gap="3" borderWidth="1px" borderRadius="l2" p="4">
          <SkeletonCircle size="10" />
          <Stack flex="1" gap="2">
            <Skeleton height="4" width="40%" />
            <Skeleton height="3" width="60%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
