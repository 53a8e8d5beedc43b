import { brand } from '@slotwise/shared/contract/limits.contract';
import { Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';

// The overview's cards, upcoming list and quick actions arrive with the bookings issue.
export function DashboardPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title={`Welcome back to your ${brand.name} dashboard`} documentTitle="Dashboard" />
    </Container>
  );
}
