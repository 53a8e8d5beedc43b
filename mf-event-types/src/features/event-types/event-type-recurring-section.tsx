import {
  type RecurringFrequency,
  recurringCountMax,
  recurringCountMin,
  recurringFrequencies,
} from '@slotwise/shared/contract/series-rule.contract';
import { NativeSelect, SimpleGrid, Stack } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import type { EventTypeFormErrors, EventTypeFormValues } from './event-type-form';
import { FormField, SwitchField } from './form-field';

const frequencyKeys = {
  weekly: 'recurring.weekly',
  biweekly: 'recurring.biweekly',
  monthly_weekday: 'recurring.monthlyWeekday',
  monthly_date: 'recurring.monthlyDate',
} as const satisfies Record<RecurringFrequency, string>;

const counts = Array.from(
  { length: recurringCountMax - recurringCountMin + 1 },
  (_, index) => recurringCountMin + index,
);

interface RecurringSectionProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

/**
 * Recurring series (docs/product.md#recurring-series): attendees book several meetings at once,
 * repeating as chosen here, up to the most meetings set here. Group types cannot repeat.
 */
export function EventTypeRecurringSection({ values, errors, onChange }: RecurringSectionProps) {
  const t = useEventTypesMessages();
  if (values.event_type === 'group') return null;
  return (
    <Stack gap="4">
      <SwitchField
        label={t('recurring.label')}
        checked={values.recurring}
        onChange={(checked) => onChange({ recurring: checked })}
        helper={t('recurring.help')}
      />
      {values.recurring ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField label={t('recurring.frequency')} error={errors.recurring_frequency}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.recurring_frequency}
                onChange={(event) =>
                  onChange({ recurring_frequency: event.target.value as RecurringFrequency })
                }
              >
                {recurringFrequencies.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {t(frequencyKeys[frequency])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('recurring.maxCount')}
            error={errors.recurring_max_count}
            helper={t('recurring.maxCountHelp')}
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.recurring_max_count}
                onChange={(event) => onChange({ recurring_max_count: Number(event.target.value) })}
              >
                {counts.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
