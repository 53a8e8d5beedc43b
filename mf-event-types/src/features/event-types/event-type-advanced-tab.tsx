import { offeredBuffers } from '@slotwise/shared/contract/event-types.contract';
import { Input, NativeSelect, SimpleGrid, Stack } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { ConfirmAttendeeEmailField } from './confirm-attendee-email-field';
import { EventTypeAfterBookingSection } from './event-type-after-booking-section';
import type { EventTypeFormErrors, EventTypeFormValues } from './event-type-form';
import { EventTypeLimitsSection } from './event-type-limits-section';
import {
  type Choice,
  minimumNoticeChoices,
  minutesLabel,
  noticeLabel,
  withCurrent,
} from './event-type-options';
import { EventTypeRecurringSection } from './event-type-recurring-section';
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

export function EventTypeAdvancedTab({ values, errors, onChange }: AdvancedTabProps) {
  const t = useEventTypesMessages();
  const bufferChoices = offeredBuffers.map((minutes) => ({
    value: minutes,
    label: minutesLabel(minutes, t),
  }));
  return (
    <Stack gap="5">
      <SwitchField
        label={t('advanced.active')}
        checked={values.public}
        onChange={(checked) => onChange({ public: checked })}
        helper={t('advanced.activeHelp')}
      />
      <SwitchField
        label={t('advanced.confirmation')}
        checked={values.requires_confirmation}
        onChange={(checked) => onChange({ requires_confirmation: checked })}
        helper={t('advanced.confirmationHelp')}
      />
      <ConfirmAttendeeEmailField values={values} onChange={onChange} />
      <EventTypeRecurringSection values={values} errors={errors} onChange={onChange} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField
          label={t('advanced.bufferBefore')}
          error={errors.buffer_before}
          helper={t('advanced.bufferBeforeHelp')}
        >
          <MinutesSelect
            value={values.buffer_before}
            choices={withCurrent(bufferChoices, values.buffer_before, minutesLabel(values.buffer_before, t))}
            onChange={(minutes) => onChange({ buffer_before: minutes })}
          />
        </FormField>
        <FormField
          label={t('advanced.bufferAfter')}
          error={errors.buffer_after}
          helper={t('advanced.bufferAfterHelp')}
        >
          <MinutesSelect
            value={values.buffer_after}
            choices={withCurrent(bufferChoices, values.buffer_after, minutesLabel(values.buffer_after, t))}
            onChange={(minutes) => onChange({ buffer_after: minutes })}
          />
        </FormField>
        <FormField
          label={t('advanced.minimumNotice')}
          error={errors.minimum_notice_minutes}
          helper={t('advanced.minimumNoticeHelp')}
        >
          <MinutesSelect
            value={values.minimum_notice_minutes}
            choices={withCurrent(
              minimumNoticeChoices(t),
              values.minimum_notice_minutes,
              noticeLabel(values.minimum_notice_minutes, t),
            )}
            onChange={(minutes) => onChange({ minimum_notice_minutes: minutes })}
          />
        </FormField>
        <FormField
          label={t('advanced.bookingWindow')}
          required
          error={errors.booking_window_days}
          helper={t('advanced.bookingWindowHelp')}
          disabled={values.booking_window_kind === 'range'}
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
      <EventTypeAfterBookingSection values={values} errors={errors} onChange={onChange} />
      <EventTypeLimitsSection values={values} errors={errors} onChange={onChange} />
    </Stack>
  );
}
