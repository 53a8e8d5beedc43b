import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import {
  type HostMeetingLimits,
  hostMeetingLimitsSchema,
  maxBookingLimit,
} from '@slotwise/shared/contract/booking-limits.contract';
import { Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text } from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { type FormEvent, useEffect, useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import {
  meetingLimitsFailures,
  useGetMeetingLimitsQuery,
  useUpdateMeetingLimitsMutation,
} from './meeting-limits.api';

type LimitField = 'max_per_day' | 'max_per_week';
const fields: LimitField[] = ['max_per_day', 'max_per_week'];
const labels = { max_per_day: 'meetingLimits.perDay', max_per_week: 'meetingLimits.perWeek' } as const;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));
/** Blank: no limit; anything but a whole number goes as NaN for the contract to refuse. */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isInteger(number) ? number : Number.NaN;
}

/**
 * The host's own limits across all their event types, on the availability page
 * (docs/product.md#booking-limits-and-start-times): a full day or week is offered by none of them.
 */
export function MeetingLimitsSection() {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const { data } = useGetMeetingLimitsQuery();
  const [save, saveState] = useUpdateMeetingLimitsMutation();
  const [values, setValues] = useState<Record<LimitField, string>>({ max_per_day: '', max_per_week: '' });
  const [errors, setErrors] = useState<Partial<Record<LimitField, string>>>({});

  useEffect(() => {
    if (data) setValues({ max_per_day: text(data.max_per_day), max_per_week: text(data.max_per_week) });
  }, [data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = hostMeetingLimitsSchema.safeParse({
      max_per_day: optionalNumber(values.max_per_day),
      max_per_week: optionalNumber(values.max_per_week),
    });
    if (!parsed.success) {
      const found: Partial<Record<LimitField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as LimitField] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save(parsed.data as HostMeetingLimits).unwrap();
      toaster.create({ type: 'success', title: t('meetingLimits.saved'), duration: 3000 });
    } catch (failure) {
      console.error(failure);
      toaster.create({
        type: 'error',
        title: message(apiErrorMessage(failure, meetingLimitsFailures.save)),
        duration: 5000,
      });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="meeting-limits-title" mt="8">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="md" id="meeting-limits-title">
                {t('meetingLimits.title')}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('meetingLimits.help')}
              </Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {fields.map((field) => (
                <Field.Root key={field} invalid={Boolean(errors[field])}>
                  <Field.Label>{t(labels[field])}</Field.Label>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxBookingLimit}
                    step={1}
                    placeholder={t('limits.none')}
                    value={values[field]}
                    onChange={(event) =>
                      setValues((current) => ({ ...current, [field]: event.target.value }))
                    }
                  />
                  {errors[field] ? (
                    <Field.ErrorText>{message(errors[field] as string)}</Field.ErrorText>
                  ) : null}
                </Field.Root>
              ))}
            </SimpleGrid>
            <div>
              <Button type="submit" colorPalette="brand" loading={saveState.isLoading}>
                {t('meetingLimits.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
