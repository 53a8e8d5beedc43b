import { Badge, Combobox, Field, HStack, Portal, Text, useListCollection } from '@slotwise/shared/ui/chakra';
import { useMemo } from 'react';
import { browserTimeZone } from './schedule-form';
import { type TimeZoneOption, timeZoneMatches, timeZoneOptions } from './time-zone-options';
import { useEventTypesMessages } from '../../app/event-types-catalogue';

interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}

/** A searchable list of every IANA zone, the browser's zone first with 'Current Browser'. */
export function TimeZoneSelect({ value, onChange, error }: TimeZoneSelectProps) {
  const t = useEventTypesMessages();
  // The list is built once; the chosen zone is already in it (or added) at mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: value only seeds the list
  const options = useMemo(() => timeZoneOptions(browserTimeZone(), value), []);
  const { collection, filter } = useListCollection<TimeZoneOption>({
    initialItems: options,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
    filter: (_text, query, item) => timeZoneMatches(item, query),
  });

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(details) => {
          if (details.value[0]) onChange(details.value[0]);
        }}
        onInputValueChange={(details) => {
          // Typing filters; picking an item or closing shows the whole list again next time.
          filter(details.reason === 'input-change' ? details.inputValue : '');
        }}
        openOnClick
        lazyMount
        unmountOnExit
        inputBehavior="autohighlight"
      >
        <Combobox.Label>
          {t('timeZone.label')}
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={t('timeZone.placeholder')} bg="bg" />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={t('timeZone.show')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72">
              <Combobox.Empty>{t('timeZone.empty')}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item key={item.value} item={item}>
                  <HStack justify="space-between" flex="1" gap="2">
                    <Text>{item.label}</Text>
                    {item.isBrowserZone ? (
                      <Badge size="sm" colorPalette="brand">
                        {t('timeZone.browser')}
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
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
