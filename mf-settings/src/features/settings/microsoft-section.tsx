import {
  type MicrosoftConnection,
  type MicrosoftErrorCode,
  microsoftConnectReturn,
} from '@slotwise/shared/contract/microsoft-calendars.contract';
import { useSearchParams } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Button, Stack, Text } from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';

import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { settingsText, useSettingsMessages } from '../../app/settings-catalogue';
import { CalendarConnectionCard } from './calendar-connection-card';
import { CalendarConnectionsFrame } from './calendar-connections-frame';
import { navigateToExternalUrl } from './external-navigation';
import {
  microsoftApi,
  useConnectMicrosoftMutation,
  useDisconnectMicrosoftMutation,
  useGetMicrosoftConnectionsQuery,
  useSetMicrosoftCalendarCheckedMutation,
} from './microsoft.api';
import { settingsToast } from './settings-toast';

type Translate = ReturnType<typeof useSettingsMessages>;

function errorText(t: Translate, code: MicrosoftErrorCode): string {
  switch (code) {
    case 'consent_revoked':
      return t('microsoft.error.consentRevoked');
    case 'unreachable':
      return t('microsoft.error.unreachable');
    case 'timeout':
      return t('microsoft.error.timeout');
    case 'too_many_events':
      return t('microsoft.error.tooManyEvents');
    default:
      return t('microsoft.error.serverError');
  }
}

/** Only a web address may be followed: the browser would run a `javascript:` one. */
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value, window.location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * After Microsoft's consent page the API sends the browser back with `?microsoft=connected`
 * (or `denied`, `failed`): one toast in the host's language, then the parameter leaves the
 * address (replaced, so Back and a reload do not show it again).
 */
function useMicrosoftConnectReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const handled = useRef<string | null>(null);
  const outcome = searchParams.get(microsoftConnectReturn.param);
  useEffect(() => {
    if (outcome === null || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome === microsoftConnectReturn.connected) {
      settingsToast('success', settingsText('microsoft.connected'));
      dispatch(microsoftApi.util.invalidateTags(['MicrosoftConnections']));
    } else if (outcome === microsoftConnectReturn.denied) {
      settingsToast('error', settingsText('microsoft.denied'));
    } else {
      settingsToast('error', settingsText('microsoft.connectFailed'));
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(microsoftConnectReturn.param);
        return next;
      },
      { replace: true },
    );
  }, [outcome, dispatch, setSearchParams]);
}

/**
 * Settings > Integrations: Microsoft 365 and Outlook.com calendars (docs/calendars.md): each
 * connected account with its calendars (ticked ones block free times), its state and
 * Disconnect, then "Connect", which goes to Microsoft's consent page.
 */
export function MicrosoftSection() {
  const t = useSettingsMessages();
  useMicrosoftConnectReturn();
  const connections = useGetMicrosoftConnectionsQuery();
  const [connect, connection] = useConnectMicrosoftMutation();
  const [disconnect, disconnection] = useDisconnectMicrosoftMutation();
  const [toDisconnect, setToDisconnect] = useState<MicrosoftConnection | null>(null);
  // Stays true once Microsoft's address is known: the page is leaving, the button keeps spinning.
  const [redirecting, setRedirecting] = useState(false);
  const list = connections.data;

  const startConnect = async () => {
    try {
      const { redirect_url } = await connect().unwrap();
      if (!isWebUrl(redirect_url)) throw new Error('The connect answer holds no web address');
      setRedirecting(true);
      navigateToExternalUrl(redirect_url);
    } catch {
      settingsToast('error', t('microsoft.connectFailed'));
    }
  };

  const confirmDisconnect = async () => {
    if (!toDisconnect) return;
    try {
      await disconnect(toDisconnect.id).unwrap();
      settingsToast('success', t('microsoft.disconnected'));
    } catch {
      settingsToast('error', t('microsoft.disconnectFailed'));
    }
    setToDisconnect(null);
  };

  return (
    <CalendarConnectionsFrame
      testId="microsoft-section"
      title={t('microsoft.title')}
      note={t('microsoft.note')}
      loading={connections.isLoading}
      fetchFailed={connections.isError && !list ? t('microsoft.fetchFailed') : null}
      onRetry={() => connections.refetch()}
      dialogs={
        <ConfirmDialog
          open={toDisconnect !== null}
          title={t('microsoft.confirmTitle')}
          confirmLabel={t('integrations.disconnect')}
          cancelLabel={t('integrations.cancel')}
          busy={disconnection.isLoading}
          onConfirm={confirmDisconnect}
          onCancel={() => setToDisconnect(null)}
        >
          <Text>{t('microsoft.confirmMessage', { account: toDisconnect?.email ?? '' })}</Text>
        </ConfirmDialog>
      }
    >
      {list?.length ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('microsoft.connectionsLabel')}>
          {list.map((item) => (
            <MicrosoftConnectionItem
              key={item.id}
              connection={item}
              onDisconnect={() => setToDisconnect(item)}
            />
          ))}
        </Stack>
      ) : null}

      <Button
        colorPalette="brand"
        variant={list?.length ? 'outline' : 'solid'}
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        onClick={startConnect}
        loading={connection.isLoading || redirecting}
        loadingText={t('microsoft.connecting')}
      >
        <Plus aria-hidden />
        {list?.length ? t('microsoft.connectAnother') : t('microsoft.connect')}
      </Button>
    </CalendarConnectionsFrame>
  );
}

function MicrosoftConnectionItem({
  connection,
  onDisconnect,
}: {
  connection: MicrosoftConnection;
  onDisconnect: () => void;
}) {
  const t = useSettingsMessages();
  const [setChecked, change] = useSetMicrosoftCalendarCheckedMutation();
  const toggle = async (calendarId: string, checked: boolean) => {
    try {
      await setChecked({ connectionId: connection.id, calendarId, checked }).unwrap();
    } catch {
      settingsToast('error', t('microsoft.saveFailed'));
    }
  };
  return (
    <CalendarConnectionCard
      testId="microsoft-connection"
      title={connection.email}
      subtitle={connection.name}
      error={connection.last_error ? errorText(t, connection.last_error) : null}
      lastSyncedAt={connection.last_synced_at}
      lastSyncedText={(time) => t('microsoft.lastSynced', { time })}
      neverSyncedText={t('microsoft.neverSynced')}
      stateTestId="microsoft-state"
      onDisconnect={onDisconnect}
      checkLegend={t('microsoft.checkLegend')}
      calendars={connection.calendars.map((calendar) => ({
        id: calendar.id,
        checked: calendar.checked,
        label: calendar.writable ? calendar.name : `${calendar.name} ${t('microsoft.readOnly')}`,
      }))}
      busy={change.isLoading}
      onToggle={toggle}
    />
  );
}
