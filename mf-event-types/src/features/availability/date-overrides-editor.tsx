import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { Plus, Trash2 } from 'lucide-react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { IntervalList } from './interval-list';
import {
  interval,
  newOverride,
  nextInterval,
  type OverrideDraft,
  type ScheduleErrors,
} from './schedule-form';
import type { UpdateDraft } from './week-editor';

interface DateOverridesEditorProps {
  overrides: OverrideDraft[];
  errors: ScheduleErrors;
  update: UpdateDraft;
}

/** Dates whose hours differ from the week: their own intervals, or unavailable all day. */
export function DateOverridesEditor({ overrides, errors, update }: DateOverridesEditorProps) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  function change(key: string, patch: Partial<OverrideDraft>) {
    update((draft) => ({
      ...draft,
      overrides: draft.overrides.map((override) =>
        override.key === key ? { ...override, ...patch } : override,
      ),
    }));
  }

  function remove(key: string) {
    update((draft) => ({ ...draft, overrides: draft.overrides.filter((override) => override.key !== key) }));
  }

  function add() {
    update((draft) => ({ ...draft, overrides: [...draft.overrides, newOverride(draft)] }));
  }

  return (
    <Stack gap="4">
      {overrides.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('overrides.none')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('overrides.list')}>
          {overrides.map((override, index) => {
            const number = index + 1;
            const label = t('overrides.label', { number });
            return (
              <Box as="li" key={override.key} borderWidth="1px" borderRadius="md" p="4" bg="bg">
                <Stack gap="3">
                  <HStack align="flex-end" gap="3" wrap="wrap">
                    <Field.Root invalid={Boolean(errors[`override.${index}.date`])} width="auto">
                      <Field.Label>{t('overrides.date', { number })}</Field.Label>
                      <Input
                        type="date"
                        size="sm"
                        value={override.date}
                        onChange={(event) => change(override.key, { date: event.target.value })}
                      />
                      <Field.ErrorText>
                        {errors[`override.${index}.date`]
                          ? message(errors[`override.${index}.date`] ?? '')
                          : null}
                      </Field.ErrorText>
                    </Field.Root>
                    <Checkbox.Root
                      size="sm"
                      colorPalette="brand"
                      checked={override.unavailable}
                      onCheckedChange={(details) =>
                        change(override.key, {
                          unavailable: Boolean(details.checked),
                          intervals:
                            !details.checked && override.intervals.length === 0
                              ? [interval('09:00', '17:00')]
                              : override.intervals,
                        })
                      }
                      pb="2"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('overrides.unavailable')}</Checkbox.Label>
                    </Checkbox.Root>
                    <IconButton
                      aria-label={t('overrides.remove', { number })}
                      variant="ghost"
                      size="sm"
                      ml="auto"
                      onClick={() => remove(override.key)}
                    >
                      <Trash2 />
                    </IconButton>
                  </HStack>
                  {override.unavailable ? null : (
                    <Stack direction={{ base: 'column', sm: 'row' }} align="flex-start" gap="1">
                      <IntervalList
                        label={label}
                        intervals={override.intervals}
                        onChange={(intervals) => change(override.key, { intervals })}
                        errorAt={(intervalIndex) => errors[`override.${index}.${intervalIndex}`]}
                      />
                      <IconButton
                        aria-label={t('overrides.addHours', { number })}
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          change(override.key, {
                            intervals: [...override.intervals, nextInterval(override.intervals)],
                          })
                        }
                      >
                        <Plus />
                      </IconButton>
                    </Stack>
                  )}
                  {errors[`override.${index}`] ? (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {message(errors[`override.${index}`] ?? '')}
                    </Text>
                  ) : null}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      <Box>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden />
          {t('overrides.add')}
        </Button>
      </Box>
    </Stack>
  );
}
