import { isApiError } from '@slotwise/shared/api/api-error';
import {
  APPLE_CALDAV_URL,
  type CaldavConnection,
  type CaldavErrorCode,
  type CaldavProvider,
  caldavErrorCodes,
} from '@slotwise/shared/contract/calendars.contract';
import { Button, Field, HStack, Input, SegmentGroup, Stack, Text } from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';

import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import {
  useConnectCaldavMutation,
  useDisconnectCaldavMutation,
  useGetCaldavConnectionsQuery,
  useSetCaldavCalendarCheckedMutation,
} from './caldav.api';
import { CalendarConnectionCard } from './calendar-connection-card';
import { CalendarConnectionsFrame } from './calendar-connections-frame';
import { settingsToast } from './settings-toast';

type Translate = ReturnType<typeof useSettingsMessages>;

/** The error of a connect answer as a code the page words itself (in the host's language). */
function errorCodeOf(error: unknown): CaldavErrorCode | 'invalid' | 'other' {
  if (!isApiError(error)) return 'other';
  const code = error.data?.error;
  if (typeof code === 'string' && (caldavErrorCodes as readonly string[]).includes(code)) {
    return code as CaldavErrorCode;
  }
  return error.status === 422 && error.data?.errors?.server_url ? 'invalid' : 'other';
}

function errorText(t: Translate, code: CaldavErrorCode | 'invalid' | 'other'): string {
  switch (code) {
    case 'wrong_password':
      return t('caldav.error.wrongPassword');
    case 'unreachable':
      return t('caldav.error.unreachable');
    case 'timeout':
      return t('caldav.error.timeout');
    case 'refused':
      return t('caldav.error.refused');
    case 'server_error':
      return t('caldav.error.serverError');
    case 'invalid':
      return t('caldav.error.invalidUrl');
    default:
      return t('caldav.connectFailed');
  }
}

/**
 * Settings > Integrations: Apple Calendar (iCloud) and any CalDAV server (docs/calendars.md):
 * the connections with their calendars (ticked ones block free times), state and Disconnect,
 * then the connect form.
 */
export function CaldavSection() {
  const t = useSettingsMessages();
  const connections = useGetCaldavConnectionsQuery();
  const [disconnect, disconnection] = useDisconnectCaldavMutation();
  const [toDisconnect, setToDisconnect] = useState<CaldavConnection | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const list = connections.data;

  const confirmDisconnect = async () => {
    if (!toDisconnect) return;
    try {
      await disconnect(toDisconnect.id).unwrap();
      settingsToast('success', t('caldav.disconnected'));
    } catch {
      settingsToast('error', t('caldav.disconnectFailed'));
    }
    setToDisconnect(null);
  };

  return (
    <CalendarConnectionsFrame
      testId="caldav-section"
      title={t('caldav.title')}
      note={t('caldav.note')}
      loading={connections.isLoading}
      fetchFailed={connections.isError && !list ? t('caldav.fetchFailed') : null}
      onRetry={() => connections.refetch()}
      dialogs={
        <ConfirmDialog
          open={toDisconnect !== null}
          title={t('caldav.confirmTitle')}
          confirmLabel={t('integrations.disconnect')}
          cancelLabel={t('integrations.cancel')}
          busy={disconnection.isLoading}
          onConfirm={confirmDisconnect}
          onCancel={() => setToDisconnect(null)}
        >
          <Text>{t('caldav.confirmMessage', { account: toDisconnect?.username ?? '' })}</Text>
        </ConfirmDialog>
      }
    >
      {list?.length ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('caldav.connectionsLabel')}>
          {list.map((connection) => (
            <CaldavConnectionItem
              key={connection.id}
              connection={connection}
              onDisconnect={() => setToDisconnect(connection)}
            />
          ))}
        </Stack>
      ) : null}

      {formOpen ? (
        <CaldavConnectForm onDone={() => setFormOpen(false)} />
      ) : (
        <Button
          colorPalette="brand"
          variant={list?.length ? 'outline' : 'solid'}
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          onClick={() => setFormOpen(true)}
        >
          <Plus aria-hidden />
          {t('caldav.connect')}
        </Button>
      )}
    </CalendarConnectionsFrame>
  );
}

function CaldavConnectionItem({
  connection,
  onDisconnect,
}: {
  connection: CaldavConnection;
  onDisconnect: () => void;
}) {
  const t = useSettingsMessages();
  const [setChecked, change] = useSetCaldavCalendarCheckedMutation();
  const host = (() => {
    try {
      return new URL(connection.server_url).host;
    } catch {
      return connection.server_url;
    }
  })();
  const toggle = async (calendarId: string, checked: boolean) => {
    try {
      await setChecked({ connectionId: connection.id, calendarId, checked }).unwrap();
    } catch {
      settingsToast('error', t('caldav.saveFailed'));
    }
  };
  return (
    <CalendarConnectionCard
      testId="caldav-connection"
      title={`${connection.provider === 'apple' ? t('caldav.providerApple') : t('caldav.providerOther')}: ${connection.username}`}
      subtitle={host}
      error={connection.last_error ? errorText(t, connection.last_error) : null}
      lastSyncedAt={connection.last_synced_at}
      lastSyncedText={(time) => t('caldav.lastSynced', { time })}
      neverSyncedText={t('caldav.neverSynced')}
      stateTestId="caldav-state"
      onDisconnect={onDisconnect}
      checkLegend={t('caldav.checkLegend')}
      calendars={connection.calendars.map((calendar) => ({
        id: calendar.id,
        checked: calendar.checked,
        label: calendar.display_name,
      }))}
      busy={change.isLoading}
      onToggle={toggle}
    />
  );
}

function CaldavConnectForm({ onDone }: { onDone: () => void }) {
  const t = useSettingsMessages();
  const [connect, connection] = useConnectCaldavMutation();
  const [provider, setProvider] = useState<CaldavProvider>('apple');
  const [serverUrl, setServerUrl] = useState(APPLE_CALDAV_URL);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ReturnType<typeof errorCodeOf> | null>(null);

  const choose = (next: CaldavProvider) => {
    setProvider(next);
    // Apple's server is known; another server is the host's to type.
    setServerUrl(next === 'apple' ? APPLE_CALDAV_URL : '');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await connect({ provider, server_url: serverUrl.trim(), username: username.trim(), password }).unwrap();
      settingsToast('success', t('caldav.connected'));
      onDone();
    } catch (failure) {
      setError(errorCodeOf(failure));
    }
  };

  const urlError = error && error !== 'wrong_password' ? errorText(t, error) : null;
  const passwordError = error === 'wrong_password' ? errorText(t, error) : null;

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label={t('caldav.formLabel')}>
      <SegmentGroup.Root
        value={provider}
        onValueChange={(details) => choose(details.value as CaldavProvider)}
        aria-label={t('caldav.providerLabel')}
        alignSelf="flex-start"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'apple', label: t('caldav.providerApple') },
            { value: 'caldav', label: t('caldav.providerOther') },
          ]}
        />
      </SegmentGroup.Root>
      <Field.Root required invalid={Boolean(urlError)}>
        <Field.Label>{t('caldav.serverUrl')}</Field.Label>
        <Input
          type="url"
          value={serverUrl}
          onChange={(event) => setServerUrl(event.target.value)}
          placeholder="https://"
          autoComplete="url"
        />
        {urlError ? <Field.ErrorText>{urlError}</Field.ErrorText> : null}
        {provider === 'caldav' ? <Field.HelperText>{t('caldav.serverUrlHint')}</Field.HelperText> : null}
      </Field.Root>
      <Field.Root required>
        <Field.Label>{provider === 'apple' ? t('caldav.appleId') : t('caldav.username')}</Field.Label>
        <Input
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
        />
      </Field.Root>
      <Field.Root required invalid={Boolean(passwordError)}>
        <Field.Label>{provider === 'apple' ? t('caldav.appPassword') : t('caldav.password')}</Field.Label>
        <Input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
        {passwordError ? <Field.ErrorText>{passwordError}</Field.ErrorText> : null}
        {provider === 'apple' ? <Field.HelperText>{t('caldav.appPasswordHint')}</Field.HelperText> : null}
      </Field.Root>
      <HStack gap="3">
        <Button
          type="submit"
          colorPalette="brand"
          loading={connection.isLoading}
          loadingText={t('integrations.connecting')}
          disabled={!serverUrl.trim() || !username.trim() || !password}
        >
          {t('caldav.connectSubmit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('integrations.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
