import { Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';

export function EventTypesPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Event Types" subtitle="Create and manage your schedulable event types." />
    </Container>
  );
}
