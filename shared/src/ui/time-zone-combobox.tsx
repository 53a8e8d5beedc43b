import { Badge, Combobox, Field, HStack, Portal, Text, useListCollection } from '@slotwise/shared/ui/chakra';

export interface TimeZoneComboboxOption {
  /** The IANA name. */
  value: string;
  /** What the list shows, e.g. 'America/New York'. */
  label: string;
  isBrowserZone: boolean;
}

export interface TimeZoneComboboxTexts {
  label: string;
  placeholder: string;
  /** The name of the button that opens the list. */
  show: string;
  /** Shown when the search matches no zone. */
  empty: string;
  /** The badge of the browser's own zone ('Current Browser'). */
  browser: string;
}

interface TimeZoneComboboxProps {
  /** In the order shown; mount once they are known: they seed the searchable collection. */
  options: TimeZoneComboboxOption[];
  value: string;
  onChange: (zone: string) => void;
  texts: TimeZoneComboboxTexts;
  /** Whether an option matches the typed text (default: its label, case-insensitive). */
  matches?: (option: TimeZoneComboboxOption, query: string) => boolean;
  required?: boolean;
  error?: string;
}

const labelContains = (option: TimeZoneComboboxOption, query: string) =>
  option.label.toLowerCase().includes(query.trim().toLowerCase());

/** A searchable list of time zones, the browser's zone marked (docs/product.md#time-zone-list). */
export function TimeZoneCombobox({
  options,
  value,
  onChange,
  texts,
  matches = labelContains,
  required = false,
  error,
}: TimeZoneComboboxProps) {
  const { collection, filter } = useListCollection<TimeZoneComboboxOption>({
    initialItems: options,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
    filter: (_text, query, item) => matches(item, query),
  });

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
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
          {texts.label}
          {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={texts.placeholder} bg="bg" />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={texts.show} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72">
              <Combobox.Empty>{texts.empty}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item key={item.value} item={item}>
                  <HStack justify="space-between" flex="1" gap="2">
                    <Text>{item.label}</Text>
                    {item.isBrowserZone ? (
                      <Badge size="sm" colorPalette="brand">
                        {texts.browser}
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
