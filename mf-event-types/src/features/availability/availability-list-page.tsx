import { Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';

export function AvailabilityListPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Availability" subtitle="Set the weekly hours when people can book you." />
    </Container>
  );
}
