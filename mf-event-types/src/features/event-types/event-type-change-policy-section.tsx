import { Fieldset, NativeSelect, Stack } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import type { EventTypeFormValues } from './event-type-form';
import { withCurrent } from './event-type-options';
import { FormField, SwitchField } from './form-field';

interface ChangePolicySectionProps {
  values: EventTypeFormValues;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

/** Hours before the start from which attendees can no longer change a booking; 0: until the start. */
export const offeredCutoffHours = [0, 1, 2, 4, 12, 24, 48, 72, 168] as const;

/** What attendees may still change after booking (docs/product.md#cancel-and-reschedule-policy). */
export function EventTypeChangePolicySection({ values, onChange }: ChangePolicySectionProps) {
  const t = useEventTypesMessages();
  const label = (hours: number) => (hours === 0 ? t('policy.noCutoff') : t('common.hours', { count: hours }));
  const choices = offeredCutoffHours.map((hours) => ({ value: hours, label: label(hours) }));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t('policy.heading')}</Fieldset.Legend>
      <Stack gap="4" mt="2">
        <SwitchField
          label={t('policy.attendeeChanges')}
          checked={values.attendee_changes}
          onChange={(checked) => onChange({ attendee_changes: checked })}
          helper={t('policy.attendeeChangesHelp')}
        />
        <FormField
          label={t('policy.cutoff')}
          helper={t('policy.cutoffHelp')}
          disabled={!values.attendee_changes}
        >
          <NativeSelect.Root disabled={!values.attendee_changes}>
            <NativeSelect.Field
              value={values.change_cutoff_hours}
              onChange={(event) => onChange({ change_cutoff_hours: Number(event.target.value) })}
            >
              {withCurrent(choices, values.change_cutoff_hours, label(values.change_cutoff_hours)).map(
                (choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ),
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SwitchField
          label={t('policy.reasonRequired')}
          checked={values.cancel_reason_required}
          onChange={(checked) => onChange({ cancel_reason_required: checked })}
          disabled={!values.attendee_changes}
        />
      </Stack>
    </Fieldset.Root>
  );
}
