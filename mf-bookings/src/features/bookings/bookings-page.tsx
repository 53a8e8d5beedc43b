import { Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';

export function BookingsPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Bookings" subtitle="View and manage your upcoming and past bookings" />
    </Container>
  );
}
