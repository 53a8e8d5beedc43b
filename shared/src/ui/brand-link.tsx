import { brand } from '@slotwise/shared/contract/limits.contract';
import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Link } from '@slotwise/shared/router';
import { HStack, Text } from '@slotwise/shared/ui/chakra';
import { CalendarCheck } from 'lucide-react';

export function BrandLink({ to }: { to: string }) {
  const t = useMessages(commonCatalogue);
  return (
    <Link to={to} aria-label={t('brand.home', { brand: brand.name })}>
      <HStack gap="2" color="brand.solid">
        <CalendarCheck aria-hidden size={24} />
        <Text fontWeight="bold" fontSize="lg" color="fg">
          {brand.name}
        </Text>
      </HStack>
    </Link>
  );
}
