import type { BookingStats } from '@slotwise/shared/contract/bookings.contract';
import { Badge, Card, HStack, SimpleGrid, Skeleton, Stat, Text } from '@slotwise/shared/ui/chakra';
import { useBookingsMessages } from '../../app/bookings-catalogue';

interface SummaryCardsProps {
  stats: BookingStats | undefined;
  loading: boolean;
  failed: boolean;
}

const cards = [
  { key: 'total', label: 'dashboard.totalLabel', hint: 'dashboard.totalHint' },
  { key: 'upcoming', label: 'dashboard.upcomingLabel', hint: 'dashboard.upcomingHint' },
  { key: 'confirmed', label: 'dashboard.confirmedLabel', hint: 'dashboard.confirmedHint' },
  { key: 'pending', label: 'dashboard.pendingLabel', hint: 'dashboard.pendingHint' },
] as const;

/** The overview's four figures, counted by the API (GET /api/bookings/stats). */
export function SummaryCards({ stats, loading, failed }: SummaryCardsProps) {
  const t = useBookingsMessages();
  return (
    <section aria-labelledby="summary-heading">
      <Text as="h2" id="summary-heading" srOnly>
        {t('dashboard.summaryHeading')}
      </Text>
      {failed ? (
        <Text color="fg.error" mb="3" role="alert">
          {t('dashboard.statsFailed')}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {cards.map(({ key, label, hint }) => (
          <Card.Root key={key} size="sm">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{t(label)}</Stat.Label>
                <Skeleton loading={loading} asChild>
                  <Stat.ValueText data-testid={`stat-${key}`}>{stats ? stats[key] : '–'}</Stat.ValueText>
                </Skeleton>
                {/* A dd: a <dl> may only hold dt/dd (axe definition-list); the hint describes the figure. */}
                <HStack as="dd" gap="2" wrap="wrap">
                  <Stat.HelpText>{t(hint)}</Stat.HelpText>
                  {key === 'pending' && stats && stats.pending > 0 ? (
                    <Badge colorPalette="orange">{t('dashboard.needsAction')}</Badge>
                  ) : null}
                </HStack>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </section>
  );
}
