import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import {
  type OutOfOffice,
  type OutOfOfficeReason,
  outOfOfficeInputSchema,
  outOfOfficeReasons,
} from '@slotwise/shared/contract/out-of-office.contract';
import { dateFormats, formatDayKey } from '@slotwise/shared/datetime/zoned-format';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { Plane } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import {
  useDeleteOutOfOfficeMutation,
  useGetOutOfOfficeQuery,
  useGetOutOfOfficeTeammatesQuery,
  useSaveOutOfOfficeMutation,
} from './out-of-office.api';

interface Draft {
  id: string | null;
  start_date: string;
  end_date: string;
  reason: OutOfOfficeReason;
  teammate_id: string;
}

const emptyDraft: Draft = { id: null, start_date: '', end_date: '', reason: 'vacation', teammate_id: '' };
type Errors = Partial<Record<'start_date' | 'end_date' | 'reason' | 'teammate_id' | 'form', string>>;

/**
 * Availability's out-of-office section (docs/product.md#out-of-office): the host's periods
 * away, each with a reason and, optionally, a teammate the booking pages send attendees to.
 */
export function OutOfOfficeSection() {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const { data: periods = [], isError, refetch } = useGetOutOfOfficeQuery();
  const { data: teammates = [] } = useGetOutOfOfficeTeammatesQuery();
  const [save, saveState] = useSaveOutOfOfficeMutation();
  const [remove, removeState] = useDeleteOutOfOfficeMutation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});

  const range = (period: Pick<OutOfOffice, 'start_date' | 'end_date'>) =>
    t('ooo.range', {
      from: formatDayKey(period.start_date, dateFormats.short),
      until: formatDayKey(period.end_date, dateFormats.short),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      start_date: draft.start_date,
      end_date: draft.end_date,
      reason: draft.reason,
      teammate_id: draft.teammate_id || null,
    };
    const parsed = outOfOfficeInputSchema.safeParse(body);
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors;
      setErrors({
        start_date: fields.start_date?.[0],
        end_date: fields.end_date?.[0],
        reason: fields.reason?.[0],
        teammate_id: fields.teammate_id?.[0],
      });
      return;
    }
    setErrors({});
    try {
      await save({ id: draft.id, body }).unwrap();
      toaster.create({ type: 'success', title: t('ooo.saved'), duration: 3000 });
      setDraft(emptyDraft);
    } catch (failure) {
      const server = isApiError(failure) ? failure.data?.errors : undefined;
      setErrors({
        start_date: server?.start_date?.[0],
        end_date: server?.end_date?.[0],
        reason: server?.reason?.[0],
        teammate_id: server?.teammate_id?.[0],
        form: server ? undefined : apiErrorMessage(failure, t('ooo.failedSave')),
      });
    }
  }

  async function deletePeriod(period: OutOfOffice) {
    try {
      await remove(period.id).unwrap();
      if (draft.id === period.id) setDraft(emptyDraft);
      toaster.create({
        type: 'success',
        title: t('ooo.deleted'),
        description: range(period),
        duration: 3000,
      });
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: message(apiErrorMessage(failure, t('ooo.failedSave'))),
        duration: 5000,
      });
    }
  }

  const teammateName = (period: OutOfOffice) =>
    period.teammate ? [period.teammate.name, period.teammate.surname].filter(Boolean).join(' ') : null;

  return (
    <Box as="section" aria-labelledby="out-of-office-title" mt="10">
      <HStack gap="2" mb="1">
        <Plane size={18} aria-hidden />
        <Heading as="h2" size="lg" id="out-of-office-title">
          {t('ooo.title')}
        </Heading>
      </HStack>
      <Text color="fg.muted" mb="4">
        {t('ooo.subtitle')}
      </Text>
      {isError ? (
        <Alert.Root status="error" role="alert" alignItems="center" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('ooo.failedFetch')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert.Root>
      ) : periods.length === 0 ? (
        <Text color="fg.muted" mb="4">
          {t('ooo.empty')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" mb="4" aria-label={t('ooo.list')}>
          {periods.map((period) => (
            <Box as="li" key={period.id}>
              <Card.Root size="sm">
                <Card.Body>
                  <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
                    <Stack gap="0">
                      <Text fontWeight="semibold">{range(period)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t(`ooo.reason.${period.reason}`)}
                        {teammateName(period)
                          ? ` · ${t('ooo.sendsTo', { name: teammateName(period) ?? '' })}`
                          : ''}
                      </Text>
                    </Stack>
                    <HStack gap="2" flexShrink={0}>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('ooo.editLabel', { range: range(period) })}
                        onClick={() => {
                          setErrors({});
                          setDraft({
                            id: period.id,
                            start_date: period.start_date,
                            end_date: period.end_date,
                            reason: period.reason,
                            teammate_id: period.teammate?.id ?? '',
                          });
                        }}
                      >
                        {t('ooo.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        loading={removeState.isLoading && removeState.originalArgs === period.id}
                        aria-label={t('ooo.deleteLabel', { range: range(period) })}
                        onClick={() => deletePeriod(period)}
                      >
                        {t('common.delete')}
                      </Button>
                    </HStack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </Box>
          ))}
        </Stack>
      )}
      <Card.Root size="sm">
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label={draft.id ? t('ooo.editForm') : t('ooo.addForm')}>
            <Stack gap="3">
              <HStack gap="3" wrap="wrap" align="flex-start">
                <Field.Root invalid={Boolean(errors.start_date)} width="auto" required>
                  <Field.Label>{t('ooo.firstDay')}</Field.Label>
                  <Input
                    type="date"
                    size="sm"
                    value={draft.start_date}
                    onChange={(event) => setDraft({ ...draft, start_date: event.target.value })}
                  />
                  {errors.start_date ? <Field.ErrorText>{message(errors.start_date)}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.end_date)} width="auto" required>
                  <Field.Label>{t('ooo.lastDay')}</Field.Label>
                  <Input
                    type="date"
                    size="sm"
                    value={draft.end_date}
                    onChange={(event) => setDraft({ ...draft, end_date: event.target.value })}
                  />
                  {errors.end_date ? <Field.ErrorText>{message(errors.end_date)}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.reason)} width="auto">
                  <Field.Label>{t('ooo.reason')}</Field.Label>
                  <NativeSelect.Root size="sm" width="auto">
                    <NativeSelect.Field
                      value={draft.reason}
                      onChange={(event) =>
                        setDraft({ ...draft, reason: event.target.value as OutOfOfficeReason })
                      }
                    >
                      {outOfOfficeReasons.map((reason) => (
                        <option key={reason} value={reason}>
                          {t(`ooo.reason.${reason}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.teammate_id)} width="auto">
                  <Field.Label>{t('ooo.teammate')}</Field.Label>
                  <NativeSelect.Root size="sm" width="auto">
                    <NativeSelect.Field
                      value={draft.teammate_id}
                      onChange={(event) => setDraft({ ...draft, teammate_id: event.target.value })}
                    >
                      <option value="">{t('ooo.noTeammate')}</option>
                      {teammates.map((teammate) => (
                        <option key={teammate.id} value={teammate.id}>
                          {[teammate.name, teammate.surname].filter(Boolean).join(' ')} (@{teammate.username})
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {errors.teammate_id ? (
                    <Field.ErrorText>{message(errors.teammate_id)}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('ooo.teammateHint')}</Field.HelperText>
                  )}
                </Field.Root>
              </HStack>
              {errors.form ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{message(errors.form)}</Alert.Title>
                </Alert.Root>
              ) : null}
              <HStack gap="2">
                <Button type="submit" size="sm" colorPalette="brand" loading={saveState.isLoading}>
                  {draft.id ? t('ooo.save') : t('ooo.add')}
                </Button>
                {draft.id ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      setErrors({});
                      setDraft(emptyDraft);
                    }}
                  >
                    {t('common.cancel')}
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
