import { Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';

export function AnalyticsPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Analytics" subtitle="Bookings per week, by status and by event type" />
    </Container>
  );
}
