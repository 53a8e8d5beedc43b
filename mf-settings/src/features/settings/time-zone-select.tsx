import { Badge, Combobox, Field, HStack, Portal, Text, useListCollection } from '@slotwise/shared/ui/chakra';
import { useMemo } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import type { TimeZoneOption } from '@slotwise/shared/contract/settings.contract';
import { browserTimeZone, orderTimeZones, searchTimeZones, type TimeZoneChoice } from './time-zone-options';

interface TimeZoneSelectProps {
  /** Mount only once the list is loaded: it seeds the searchable collection. */
  options: TimeZoneOption[];
  value: string;
  onChange: (zone: string) => void;
}

/** Searchable list of the server's zones, the browser's zone first with 'Current Browser'. */
export function TimeZoneSelect({ options, value, onChange }: TimeZoneSelectProps) {
  const t = useSettingsMessages();
  const ordered = useMemo(() => orderTimeZones(options, browserTimeZone()), [options]);
  const { collection, filter } = useListCollection<TimeZoneChoice>({
    initialItems: ordered,
    itemToString: (item) => item.name,
    itemToValue: (item) => item.code,
    filter: (_text, query, item) => searchTimeZones([item], query).length > 0,
  });

  return (
    <Field.Root>
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
        <Combobox.Label>{t('timeZone.label')}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={t('timeZone.search')} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={t('timeZone.show')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72">
              <Combobox.Empty>{t('timeZone.empty')}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item key={item.code} item={item}>
                  <HStack justify="space-between" flex="1" gap="2">
                    <Text>{item.name}</Text>
                    {item.isBrowserZone ? (
                      <Badge size="sm" colorPalette="brand">
                        {t('timeZone.currentBrowser')}
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
    </Field.Root>
  );
}
