import { Container, EmptyState, VStack } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { Users } from 'lucide-react';

// Teams are stored by the API in a later issue (decisions §11); until then the page shows
// the real empty state, never sample people.
export function TeamsPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Teams" />
      <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Users aria-hidden />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No teams created yet</EmptyState.Title>
            <EmptyState.Description>Create your first team to start collaborating.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
