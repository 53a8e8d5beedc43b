import { useMessages } from '@slotwise/shared/i18n/i18n';
import { HStack, Separator, Text } from '@slotwise/shared/ui/chakra';
import { authCatalogue } from '../../app/auth-catalogue';

export function OrSeparator() {
  const t = useMessages(authCatalogue);
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text flexShrink="0" color="fg.muted" textStyle="xs" textTransform="uppercase" letterSpacing="wider">
        {t('common.or')}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
