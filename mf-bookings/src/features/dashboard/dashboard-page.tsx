import { limits } from '@slotwise/shared/contract/limits.contract';
import { Container, Flex, Stack } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { useMinimumLoading } from '@slotwise/shared/ui/use-minimum-loading';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { useGetBookingStatsQuery } from './dashboard.api';
import { QuickActions } from './quick-actions';
import { SummaryCards } from './summary-cards';
import { UpcomingBookings } from './upcoming-bookings';

/** /dashboard: the host's figures, what is coming, and shortcuts (docs/product.md#dashboard-overview). */
export function DashboardPage() {
  const t = useBookingsMessages();
  const stats = useGetBookingStatsQuery();
  const statsLoading = useMinimumLoading(stats.isFetching && !stats.data, limits.minLoadingMs);
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title={t('dashboard.greeting')} documentTitle={t('dashboard.documentTitle')} />
      <Stack gap="6">
        <SummaryCards stats={stats.data} loading={statsLoading} failed={stats.isError} />
        <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
          <UpcomingBookings />
          <Stack w={{ base: 'full', lg: '80' }} flexShrink={0}>
            <QuickActions />
          </Stack>
        </Flex>
      </Stack>
    </Container>
  );
}
