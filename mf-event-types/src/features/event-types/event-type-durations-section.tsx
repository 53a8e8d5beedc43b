import { offeredDurations } from '@slotwise/shared/contract/event-types.contract';
import { Checkbox, Fieldset, Stack } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import type { EventTypeFormErrors, EventTypeFormValues } from './event-type-form';
import { minutesLabel } from './event-type-options';

interface DurationsSectionProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

/**
 * The durations the attendee may choose from (docs/product.md#several-durations). The default
 * (the Duration select) is always offered, so its box is checked and cannot be cleared.
 */
export function EventTypeDurationsSection({ values, errors, onChange }: DurationsSectionProps) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  // The dialog's steps, plus any other duration the type already offers (saved through the API).
  const choices = [...new Set([...offeredDurations, ...values.durations, values.duration])].sort(
    (a, b) => a - b,
  );
  return (
    <Fieldset.Root invalid={Boolean(errors.durations)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('durations.legend')}
      </Fieldset.Legend>
      <Fieldset.HelperText fontSize="xs">{t('durations.help')}</Fieldset.HelperText>
      <Stack direction="row" wrap="wrap" gap="4" mt="2">
        {choices.map((minutes) => {
          const isDefault = minutes === values.duration;
          return (
            <Checkbox.Root
              key={minutes}
              colorPalette="brand"
              checked={isDefault || values.durations.includes(minutes)}
              disabled={isDefault}
              onCheckedChange={(details) =>
                onChange({
                  durations: details.checked
                    ? [...values.durations.filter((one) => one !== minutes), minutes]
                    : values.durations.filter((one) => one !== minutes),
                })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {isDefault
                  ? t('durations.default', { duration: minutesLabel(minutes, t) })
                  : minutesLabel(minutes, t)}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
      {errors.durations ? <Fieldset.ErrorText>{message(errors.durations)}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
