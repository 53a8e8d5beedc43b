import { Heading } from '@slotwise/shared/ui/chakra';

export function LandingPage() {
  return <Heading as="h1">Scheduling made simple</Heading>;
}
