import { bookingStatuses } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { formatDayKey } from '@slotwise/shared/datetime/zoned-format';
import {
  Alert,
  Button,
  Card,
  Container,
  EmptyState,
  Heading,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { useMinimumLoading } from '@slotwise/shared/ui/use-minimum-loading';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { useGetBookingAnalyticsQuery } from './analytics.api';
import { BarChart } from './bar-chart';

const weeks = 12;
const statusColors = { pending: 'orange.solid', confirmed: 'green.solid', cancelled: 'red.solid' } as const;

function ChartCard({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {heading}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** /dashboard/analytics (docs/product.md#analytics): the "basic analytics" the pricing page promises. */
export function AnalyticsPage() {
  const t = useBookingsMessages();
  const { data, isFetching, isError, refetch } = useGetBookingAnalyticsQuery({ weeks });
  const loading = useMinimumLoading(isFetching && !data, limits.minLoadingMs);

  let content: ReactNode;
  if (loading) {
    content = (
      <SimpleGrid
        columns={{ base: 1, lg: 2 }}
        gap="6"
        role="status"
        aria-busy="true"
        aria-label={t('analytics.loading')}
      >
        {[0, 1, 2, 3].map((cell) => (
          <Skeleton key={cell} h="64" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (isError || !data) {
    content = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('analytics.failed')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => refetch()}>
          {t('analytics.tryAgain')}
        </Button>
      </Alert.Root>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState.Root borderWidth="1px" rounded="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BarChart3 aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Description>{t('analytics.empty')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    const cancelled = data.by_status.cancelled;
    content = (
      <Stack gap="6">
        <Text color="fg.muted" data-testid="analytics-total">
          {t('analytics.rangeTotal', { count: data.total, weeks })}
          {data.upcoming > 0 ? ` · ${t('analytics.upcomingTotal', { count: data.upcoming })}` : null}
        </Text>
        <ChartCard id="per-week-heading" heading={t('analytics.perWeekHeading')}>
          <BarChart
            orientation="vertical"
            caption={t('analytics.perWeekCaptionAhead', { count: weeks })}
            labelHeader={t('analytics.weekOf')}
            valueHeader={t('analytics.bookings')}
            data={data.per_week.map((week) => ({
              key: week.week_start,
              label: formatDayKey(week.week_start, 'MMM d'),
              value: week.count,
            }))}
          />
        </ChartCard>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <ChartCard id="by-status-heading" heading={t('analytics.byStatusHeading')}>
            <BarChart
              orientation="horizontal"
              caption={t('analytics.byStatusHeading')}
              labelHeader={t('analytics.status')}
              valueHeader={t('analytics.bookings')}
              data={bookingStatuses.map((status) => ({
                key: status,
                label: t(`status.${status}`),
                value: data.by_status[status],
                color: statusColors[status],
              }))}
            />
          </ChartCard>
          <ChartCard id="by-event-type-heading" heading={t('analytics.byEventTypeHeading')}>
            {data.by_event_type.length === 0 ? (
              <Text color="fg.muted">{t('analytics.noEventTypes')}</Text>
            ) : (
              <BarChart
                orientation="horizontal"
                caption={t('analytics.byEventTypeHeading')}
                labelHeader={t('analytics.eventType')}
                valueHeader={t('analytics.bookings')}
                data={data.by_event_type.map((entry) => ({
                  key: entry.event_type_id,
                  label: entry.title,
                  value: entry.count,
                }))}
              />
            )}
          </ChartCard>
          <ChartCard id="cancellation-heading" heading={t('analytics.cancellationHeading')}>
            <Stack gap="3">
              <Text fontSize="3xl" fontWeight="bold" data-testid="cancellation-rate">
                {t('analytics.percent', { rate: Math.round(data.cancellation_rate * 1000) / 10 })}
              </Text>
              <Progress.Root
                value={Math.round(data.cancellation_rate * 100)}
                colorPalette="red"
                aria-label={t('analytics.cancellationHeading')}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted">
                {t('analytics.cancellationText', { cancelled, total: data.total })}
              </Text>
            </Stack>
          </ChartCard>
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py="8">
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      {content}
    </Container>
  );
}
