import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { ApiKey, CreatedApiKey } from '@slotwise/shared/contract/developers.contract';
import { useDateLanguage } from '@slotwise/shared/datetime/date-locale';
import { useHostTimeZone } from '@slotwise/shared/datetime/host-time-zone';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import {
  Alert,
  Box,
  Button,
  Code,
  Field,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { type FormEvent, useId, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { settingsToast } from '../settings/settings-toast';
import { useCreateApiKeyMutation, useGetApiKeysQuery, useRevokeApiKeyMutation } from './developers.api';
import { formatInstant } from './format-instant';
import { OneTimeSecret } from './one-time-secret';

const serverMessage = (error: unknown) => apiErrorMessage(error, '') || undefined;

/** Personal API keys: create (shown once), list with prefix / last use / expiry, revoke. */
export function ApiKeysSection() {
  const t = useSettingsMessages();
  const contractMessage = useContractMessage();
  useDateLanguage();
  const zone = useHostTimeZone();
  const keys = useGetApiKeysQuery();
  const [create, creation] = useCreateApiKeyMutation();
  const [revoke, revocation] = useRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    try {
      // The expiry is the end of the chosen day in the browser's zone.
      const expires_at = expiry ? new Date(`${expiry}T23:59:59`).toISOString() : null;
      const key = await create({ name: name.trim(), expires_at }).unwrap();
      setCreated(key);
      setName('');
      setExpiry('');
      settingsToast('success', t('dev.keyCreated'));
    } catch (error) {
      // Contract messages (the 403 of an unconfirmed address) in the reader's language.
      const message = serverMessage(error) && contractMessage(serverMessage(error) as string);
      setFieldError(message ?? null);
      settingsToast('error', t('dev.keyCreateFailed'), message);
    }
  };

  const confirmRevoke = async (key: ApiKey) => {
    try {
      await revoke(key.id).unwrap();
      settingsToast('success', t('dev.revoked'));
    } catch (error) {
      settingsToast('error', t('dev.revokeFailed'), serverMessage(error));
    }
    setToRevoke(null);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Box>
        <Heading as="h2" size="md" id={headingId}>
          {t('dev.keysHeading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1">
          {t('dev.keysIntro')}
        </Text>
      </Box>
      <Box as="form" onSubmit={submit}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
          <Field.Root required flex="2" invalid={Boolean(fieldError)}>
            <Field.Label>{t('dev.keyName')}</Field.Label>
            <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
            {fieldError ? <Field.ErrorText>{fieldError}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('dev.keyExpiry')}</Field.Label>
            <Input type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={creation.isLoading} disabled={!name.trim()}>
            {t('dev.createKey')}
          </Button>
        </Stack>
      </Box>
      {created ? (
        <OneTimeSecret title={t('dev.keyShownOnce')} value={created.key} onDone={() => setCreated(null)} />
      ) : null}
      {keys.isLoading ? (
        <Skeleton height="16" />
      ) : keys.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('dev.keysFetchFailed')}</Alert.Title>
        </Alert.Root>
      ) : keys.data?.length ? (
        <Stack as="ul" aria-label={t('dev.keysHeading')} gap="2" listStyleType="none" m="0" p="0">
          {keys.data.map((key) => (
            <HStack
              as="li"
              key={key.id}
              justify="space-between"
              align={{ base: 'flex-start', sm: 'center' }}
              flexDirection={{ base: 'column', sm: 'row' }}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              gap="2"
            >
              <Box minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {key.name}
                  </Text>
                  <Code fontSize="xs">{key.prefix}…</Code>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {key.last_used_at
                    ? t('dev.lastUsed', { when: formatInstant(key.last_used_at, zone) })
                    : t('dev.neverUsed')}
                  {' · '}
                  {key.expires_at
                    ? t('dev.expires', { when: formatInstant(key.expires_at, zone) })
                    : t('dev.noExpiry')}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={t('dev.revokeNamed', { name: key.name })}
                onClick={() => setToRevoke(key)}
              >
                {t('dev.revoke')}
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('dev.noKeys')}</Text>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('dev.revokeTitle')}
        confirmLabel={t('dev.revoke')}
        cancelLabel={t('dev.cancel')}
        busy={revocation.isLoading}
        cancelDisabled={revocation.isLoading}
        onConfirm={() => toRevoke && confirmRevoke(toRevoke)}
        onCancel={() => setToRevoke(null)}
      >
        <Text overflowWrap="anywhere">
          {toRevoke ? t('dev.revokeMessage', { name: toRevoke.name }) : null}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
