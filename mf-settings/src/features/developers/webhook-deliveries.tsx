import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { WebhookDelivery } from '@slotwise/shared/contract/developers.contract';
import { useDateLanguage } from '@slotwise/shared/datetime/date-locale';
import { useHostTimeZone } from '@slotwise/shared/datetime/host-time-zone';
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@slotwise/shared/ui/chakra';
import { RefreshCw } from 'lucide-react';
import type { SettingsKey } from '../../app/locales/en';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { settingsToast } from '../settings/settings-toast';
import { useGetWebhookDeliveriesQuery, useRedeliverWebhookMutation } from './developers.api';
import { formatInstant } from './format-instant';

const palette: Record<WebhookDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'orange',
  succeeded: 'green',
  failed: 'red',
};

/** The last 50 deliveries of an endpoint, each with status, code, duration and Redeliver. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const t = useSettingsMessages();
  useDateLanguage();
  const zone = useHostTimeZone();
  const deliveries = useGetWebhookDeliveriesQuery(endpointId);
  const [redeliver, redelivery] = useRedeliverWebhookMutation();

  const again = async (delivery: WebhookDelivery) => {
    try {
      await redeliver({ id: endpointId, deliveryId: delivery.id }).unwrap();
      settingsToast('success', t('dev.redelivered'));
    } catch (error) {
      settingsToast('error', t('dev.redeliverFailed'), apiErrorMessage(error, '') || undefined);
    }
  };

  return (
    <Stack gap="2" mt="3">
      <HStack justify="space-between">
        <Text fontWeight="medium" fontSize="sm">
          {t('dev.deliveries')}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => deliveries.refetch()}
          loading={deliveries.isFetching}
        >
          <RefreshCw size={12} aria-hidden />
          {t('dev.refresh')}
        </Button>
      </HStack>
      {deliveries.isLoading ? (
        <Skeleton height="10" />
      ) : deliveries.data?.length ? (
        <Stack as="ul" aria-label={t('dev.deliveries')} gap="1" listStyleType="none" m="0" p="0">
          {deliveries.data.map((delivery) => (
            <HStack
              as="li"
              key={delivery.id}
              justify="space-between"
              align={{ base: 'flex-start', sm: 'center' }}
              flexDirection={{ base: 'column', sm: 'row' }}
              borderBottomWidth="1px"
              py="2"
              gap="2"
            >
              <Box minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Badge colorPalette={palette[delivery.status]}>
                    {t(`dev.status.${delivery.status}` as SettingsKey)}
                  </Badge>
                  <Text fontSize="sm" fontFamily="mono">
                    {delivery.event_type}
                  </Text>
                  {delivery.response_code !== null ? (
                    <Badge variant="outline">{delivery.response_code}</Badge>
                  ) : null}
                  {delivery.duration_ms !== null ? (
                    <Text fontSize="xs" color="fg.muted">
                      {t('dev.durationMs', { ms: delivery.duration_ms })}
                    </Text>
                  ) : null}
                </HStack>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {formatInstant(delivery.created_at, zone)} ·{' '}
                  {t('dev.attempts', { count: delivery.attempts })}
                  {delivery.error ? ` · ${delivery.error}` : ''}
                </Text>
              </Box>
              <Button
                size="xs"
                variant="outline"
                onClick={() => again(delivery)}
                disabled={redelivery.isLoading}
              >
                {t('dev.redeliver')}
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('dev.noDeliveries')}
        </Text>
      )}
    </Stack>
  );
}
