import { HStack, Separator, Text } from '@slotwise/shared/ui/chakra';

export function OrSeparator() {
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text flexShrink="0" color="fg.muted" textStyle="xs" textTransform="uppercase" letterSpacing="wider">
        or
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
