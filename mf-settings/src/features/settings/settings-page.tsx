import { Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';

export function SettingsPage() {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Settings" subtitle="Manage your account settings and preferences" />
    </Container>
  );
}
