import { offeredBuffers } from '@slotwise/shared/contract/event-types.contract';
import { Input, NativeSelect, SimpleGrid, Stack } from '@slotwise/shared/ui/chakra';
import type { EventTypeFormErrors, EventTypeFormValues } from './event-type-form';
import { type Choice, minimumNoticeChoices, minutesLabel, withCurrent } from './event-type-options';
import { FormField, SwitchField } from './form-field';

interface AdvancedTabProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

function MinutesSelect({
  value,
  choices,
  onChange,
}: {
  value: number;
  choices: Choice<number>[];
  onChange: (value: number) => void;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const bufferChoices = offeredBuffers.map((minutes) => ({ value: minutes, label: minutesLabel(minutes) }));

export function EventTypeAdvancedTab({ values, errors, onChange }: AdvancedTabProps) {
  return (
    <Stack gap="5">
      <SwitchField
        label="Active"
        checked={values.public}
        onChange={(checked) => onChange({ public: checked })}
        helper="Anyone with the link can book this event type."
      />
      <SwitchField
        label="Requires confirmation"
        checked={values.requires_confirmation}
        onChange={(checked) => onChange({ requires_confirmation: checked })}
        helper="You approve each booking before it is confirmed."
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField
          label="Buffer before"
          error={errors.buffer_before}
          helper="Free time kept before each meeting."
        >
          <MinutesSelect
            value={values.buffer_before}
            choices={withCurrent(bufferChoices, values.buffer_before, minutesLabel(values.buffer_before))}
            onChange={(minutes) => onChange({ buffer_before: minutes })}
          />
        </FormField>
        <FormField
          label="Buffer after"
          error={errors.buffer_after}
          helper="Free time kept after each meeting."
        >
          <MinutesSelect
            value={values.buffer_after}
            choices={withCurrent(bufferChoices, values.buffer_after, minutesLabel(values.buffer_after))}
            onChange={(minutes) => onChange({ buffer_after: minutes })}
          />
        </FormField>
        <FormField
          label="Minimum notice"
          error={errors.minimum_notice_minutes}
          helper="How long before the start attendees can still book."
        >
          <MinutesSelect
            value={values.minimum_notice_minutes}
            choices={withCurrent(
              minimumNoticeChoices,
              values.minimum_notice_minutes,
              minutesLabel(values.minimum_notice_minutes),
            )}
            onChange={(minutes) => onChange({ minimum_notice_minutes: minutes })}
          />
        </FormField>
        <FormField
          label="Booking window (days)"
          required
          error={errors.booking_window_days}
          helper="How many days ahead attendees can book."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            value={values.booking_window_days}
            onChange={(event) => onChange({ booking_window_days: event.target.value })}
          />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
