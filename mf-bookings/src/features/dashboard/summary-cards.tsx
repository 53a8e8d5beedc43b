import type { BookingStats } from '@slotwise/shared/contract/bookings.contract';
import { Badge, Card, HStack, SimpleGrid, Skeleton, Stat, Text } from '@slotwise/shared/ui/chakra';
import { dashboardTexts as t } from './dashboard.texts';

interface SummaryCardsProps {
  stats: BookingStats | undefined;
  loading: boolean;
  failed: boolean;
}

const cards = [
  { key: 'total', label: t.totalLabel, hint: t.totalHint },
  { key: 'upcoming', label: t.upcomingLabel, hint: t.upcomingHint },
  { key: 'confirmed', label: t.confirmedLabel, hint: t.confirmedHint },
  { key: 'pending', label: t.pendingLabel, hint: t.pendingHint },
] as const;

/** The overview's four figures, counted by the API (GET /api/bookings/stats). */
export function SummaryCards({ stats, loading, failed }: SummaryCardsProps) {
  return (
    <section aria-labelledby="summary-heading">
      <Text as="h2" id="summary-heading" srOnly>
        {t.summaryHeading}
      </Text>
      {failed ? (
        <Text color="fg.error" mb="3" role="alert">
          {t.statsFailed}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {cards.map(({ key, label, hint }) => (
          <Card.Root key={key} size="sm">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{label}</Stat.Label>
                <Skeleton loading={loading} asChild>
                  <Stat.ValueText data-testid={`stat-${key}`}>{stats ? stats[key] : '–'}</Stat.ValueText>
                </Skeleton>
                <HStack gap="2" wrap="wrap">
                  <Stat.HelpText>{hint}</Stat.HelpText>
                  {key === 'pending' && stats && stats.pending > 0 ? (
                    <Badge colorPalette="orange">{t.needsAction}</Badge>
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
