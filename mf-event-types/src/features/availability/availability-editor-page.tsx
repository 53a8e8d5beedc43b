import { useParams } from '@slotwise/shared/router';
import { Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';

/** The shared create/edit screen of an availability schedule. */
export function AvailabilityEditorPage() {
  const { id } = useParams();
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title={id ? 'Edit Availability' : 'New Availability'} />
    </Container>
  );
}
