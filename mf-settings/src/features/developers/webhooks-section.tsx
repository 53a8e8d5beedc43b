import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { WebhookEndpoint, WebhookEndpointInput } from '@slotwise/shared/contract/developers.contract';
import { useHostTimeZone } from '@slotwise/shared/datetime/host-time-zone';
import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { settingsToast } from '../settings/settings-toast';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useGetWebhooksQuery,
  useResumeWebhookMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookMutation,
} from './developers.api';
import { formatInstant } from './format-instant';
import { OneTimeSecret } from './one-time-secret';
import { WebhookDeliveries } from './webhook-deliveries';
import { eventLabelKey, WebhookEndpointDialog } from './webhook-endpoint-dialog';

const serverMessage = (error: unknown) => apiErrorMessage(error, '') || undefined;

/** Webhook endpoints: add / edit / delete, the secret shown once, Send test, the deliveries. */
export function WebhooksSection() {
  const t = useSettingsMessages();
  const endpoints = useGetWebhooksQuery();
  const [create, creation] = useCreateWebhookMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const [remove, removal] = useDeleteWebhookMutation();
  const [sendTest] = useSendWebhookTestMutation();
  const [resume, resuming] = useResumeWebhookMutation();
  const zone = useHostTimeZone();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const headingId = useId();

  const save = async (input: WebhookEndpointInput) => {
    if (editing === 'new') {
      const created = await create(input).unwrap();
      setSecret(created.secret);
      setOpen(created.id);
    } else if (editing) {
      await update({ id: editing.id, body: input }).unwrap();
    }
    settingsToast('success', t('dev.endpointSaved'));
    setEditing(null);
  };

  const confirmDelete = async (endpoint: WebhookEndpoint) => {
    try {
      await remove(endpoint.id).unwrap();
      settingsToast('success', t('dev.endpointDeleted'));
    } catch (error) {
      settingsToast('error', t('dev.endpointDeleteFailed'), serverMessage(error));
    }
    setToDelete(null);
  };

  const resumeEndpoint = async (endpoint: WebhookEndpoint) => {
    try {
      await resume(endpoint.id).unwrap();
      settingsToast('success', t('dev.resumed'));
    } catch (error) {
      settingsToast('error', t('dev.resumeFailed'), serverMessage(error));
    }
  };

  const test = async (endpoint: WebhookEndpoint) => {
    try {
      await sendTest(endpoint.id).unwrap();
      setOpen(endpoint.id);
      settingsToast('success', t('dev.testSent'));
    } catch (error) {
      settingsToast('error', t('dev.testFailed'), serverMessage(error));
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
        <Box flex="1" minW="60">
          <Heading as="h2" size="md" id={headingId}>
            {t('dev.webhooksHeading')}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {t('dev.webhooksIntro')}
          </Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setEditing('new')}>
          <Plus size={16} aria-hidden />
          {t('dev.addEndpoint')}
        </Button>
      </HStack>
      {secret ? (
        <OneTimeSecret title={t('dev.secretShownOnce')} value={secret} onDone={() => setSecret(null)} />
      ) : null}
      {endpoints.isLoading ? (
        <Skeleton height="20" />
      ) : endpoints.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('dev.webhooksFetchFailed')}</Alert.Title>
        </Alert.Root>
      ) : endpoints.data?.length ? (
        <Stack as="ul" aria-label={t('dev.webhooksHeading')} gap="3" listStyleType="none" m="0" p="0">
          {endpoints.data.map((endpoint) => (
            <Box as="li" key={endpoint.id} borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="2">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere" minW="0">
                    {endpoint.url}
                  </Text>
                  <Badge colorPalette={endpoint.active ? 'green' : 'gray'}>
                    {endpoint.active ? t('dev.active') : t('dev.inactive')}
                  </Badge>
                  {endpoint.paused_at ? <Badge colorPalette="orange">{t('dev.paused')}</Badge> : null}
                  {endpoint.team_id ? (
                    <Badge colorPalette="purple">
                      {t('dev.teamBadge', { team: endpoint.team_name ?? '' })}
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {endpoint.events.map((event) => t(eventLabelKey(event))).join(', ')}
                  {' · '}
                  {endpoint.event_type_ids.length
                    ? t('dev.someEventTypes', { count: endpoint.event_type_ids.length })
                    : t('dev.allEventTypes')}
                </Text>
                {endpoint.paused_at ? (
                  // docs/webhooks.md#paused-endpoints: why it is paused, and the way back.
                  <Alert.Root status="warning" size="sm" alignItems="center">
                    <Alert.Indicator />
                    <Alert.Description flex="1">
                      {t('dev.pausedPasswordChanged', { when: formatInstant(endpoint.paused_at, zone) })}
                    </Alert.Description>
                    <Button
                      size="xs"
                      colorPalette="brand"
                      loading={resuming.isLoading && resuming.originalArgs === endpoint.id}
                      aria-label={t('dev.resumeNamed', { url: endpoint.url })}
                      onClick={() => resumeEndpoint(endpoint)}
                    >
                      {t('dev.resume')}
                    </Button>
                  </Alert.Root>
                ) : null}
                <HStack gap="2" flexWrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => test(endpoint)}>
                    {t('dev.sendTest')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-expanded={open === endpoint.id}
                    onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                  >
                    {t('dev.deliveries')}
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setEditing(endpoint)}>
                    {t('dev.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setToDelete(endpoint)}
                  >
                    {t('dev.delete')}
                  </Button>
                </HStack>
                {open === endpoint.id ? <WebhookDeliveries endpointId={endpoint.id} /> : null}
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('dev.noEndpoints')}</Text>
      )}
      <WebhookEndpointDialog
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        busy={creation.isLoading || updating.isLoading}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('dev.deleteTitle')}
        confirmLabel={t('dev.delete')}
        cancelLabel={t('dev.cancel')}
        busy={removal.isLoading}
        cancelDisabled={removal.isLoading}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
      >
        <Text overflowWrap="anywhere">{toDelete ? t('dev.deleteMessage', { url: toDelete.url }) : null}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
