import { Badge, Combobox, HStack, Portal, Span, useListCollection } from '@slotwise/shared/ui/chakra';
import { Globe } from 'lucide-react';
import { useMemo } from 'react';
import { publicBookingTexts as t } from './public-booking.texts';
import { matchesTimeZone, offsetName, type TimeZoneOption, timeZoneOptions } from './time-zones';

interface TimeZonePickerProps {
  value: string;
  browserZone: string;
  onChange: (timeZone: string) => void;
}

/** A searchable list of every zone, the browser's own first with 'Current Browser'. */
export function TimeZonePicker({ value, browserZone, onChange }: TimeZonePickerProps) {
  const options = useMemo(() => timeZoneOptions(browserZone), [browserZone]);
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const { collection, filter } = useListCollection<TimeZoneOption>({
    initialItems: options,
    itemToString: (option) => option.label,
    itemToValue: (option) => option.value,
    filter: (_text, query, option) => matchesTimeZone(option, query),
  });
  return (
    <Combobox.Root
      collection={collection}
      value={[value]}
      defaultInputValue={byValue.get(value)?.label ?? value}
      onValueChange={(details) => {
        const picked = details.value[0];
        if (picked) onChange(picked);
      }}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') filter(details.inputValue);
      }}
      onOpenChange={(details) => {
        // Opening shows the whole list again, not only the zone picked last time.
        if (details.open && details.reason !== 'input-change') filter('');
      }}
      openOnClick
      selectionBehavior="replace"
      lazyMount
      unmountOnExit
      size="sm"
      width="full"
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>{t.timeZone}</Combobox.Label>
      <Combobox.Control>
        <Span position="absolute" insetStart="2.5" top="50%" transform="translateY(-50%)" color="fg.muted">
          <Globe aria-hidden size={14} />
        </Span>
        <Combobox.Input ps="8" placeholder={t.timeZoneSearch} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="72" overflowY="auto">
            <Combobox.Empty>{t.noTimeZoneFound}</Combobox.Empty>
            {collection.items.map((option) => (
              <Combobox.Item item={option} key={option.value}>
                <HStack gap="2" flex="1" minW="0">
                  <Combobox.ItemText truncate>{option.label}</Combobox.ItemText>
                  <Span color="fg.muted" fontSize="xs" flexShrink="0">
                    {offsetName(option.value)}
                  </Span>
                  {option.isBrowserZone ? (
                    <Badge size="sm" colorPalette="brand" variant="subtle" flexShrink="0">
                      {t.currentBrowser}
                    </Badge>
                  ) : null}
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
