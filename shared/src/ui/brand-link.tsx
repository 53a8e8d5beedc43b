import { Link } from '@slotwise/shared/router';
import { HStack, Text } from '@slotwise/shared/ui/chakra';
import { brand } from '@slotwise/shared/contract/limits.contract';
import { CalendarCheck } from 'lucide-react';

export function BrandLink({ to }: { to: string }) {
  return (
    <Link to={to} aria-label={`${brand.name} home`}>
      <HStack gap="2" color="brand.solid">
        <CalendarCheck aria-hidden size={24} />
        <Text fontWeight="bold" fontSize="lg" color="fg">
          {brand.name}
        </Text>
      </HStack>
    </Link>
  );
}
