import { maxBookingLimit, offeredSlotIntervals } from '@slotwise/shared/contract/booking-limits.contract';
import { Fieldset, Input, NativeSelect, SimpleGrid, Stack } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { type BookingLimitsDraft, limitPeriodFields } from './booking-limits-form';
import type { EventTypeFormErrors } from './event-type-form';
import { minutesLabel } from './event-type-options';
import { FormField } from './form-field';

interface LimitsSectionProps {
  values: BookingLimitsDraft;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<BookingLimitsDraft>) => void;
}

const periodLabels = {
  limit_per_day: 'limits.perDay',
  limit_per_week: 'limits.perWeek',
  limit_per_month: 'limits.perMonth',
  limit_per_year: 'limits.perYear',
} as const;

/**
 * Booking limits, start-time steps and the booking window of the type
 * (docs/product.md#booking-limits-and-start-times), in the dialog's Advanced tab.
 */
export function EventTypeLimitsSection({ values, errors, onChange }: LimitsSectionProps) {
  const t = useEventTypesMessages();
  const intervals: number[] = [...offeredSlotIntervals];
  const current = Number(values.slot_interval);
  if (values.slot_interval !== '' && !intervals.includes(current)) intervals.push(current);
  return (
    <Stack gap="5">
      <Fieldset.Root>
        <Fieldset.Legend>{t('limits.title')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('limits.help')}</Fieldset.HelperText>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {limitPeriodFields.map((field) => (
              <FormField key={field} label={t(periodLabels[field])} error={errors[field]}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxBookingLimit}
                  step={1}
                  placeholder={t('limits.none')}
                  value={values[field]}
                  onChange={(event) => onChange({ [field]: event.target.value })}
                />
              </FormField>
            ))}
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField
          label={t('limits.slotInterval')}
          error={errors.slot_interval}
          helper={t('limits.slotIntervalHelp')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.slot_interval}
              onChange={(event) => onChange({ slot_interval: event.target.value })}
            >
              <option value="">{t('limits.slotIntervalDefault')}</option>
              {intervals.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutesLabel(minutes, t)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('limits.windowKind')} helper={t('limits.windowKindHelp')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.booking_window_kind}
              onChange={(event) =>
                onChange({
                  booking_window_kind: event.target.value as BookingLimitsDraft['booking_window_kind'],
                })
              }
            >
              <option value="rolling">{t('limits.windowRolling')}</option>
              <option value="range">{t('limits.windowRange')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {values.booking_window_kind === 'range' ? (
          <>
            <FormField label={t('limits.windowStart')} required error={errors.booking_window_start}>
              <Input
                type="date"
                value={values.booking_window_start}
                onChange={(event) => onChange({ booking_window_start: event.target.value })}
              />
            </FormField>
            <FormField label={t('limits.windowEnd')} required error={errors.booking_window_end}>
              <Input
                type="date"
                min={values.booking_window_start || undefined}
                value={values.booking_window_end}
                onChange={(event) => onChange({ booking_window_end: event.target.value })}
              />
            </FormField>
          </>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
