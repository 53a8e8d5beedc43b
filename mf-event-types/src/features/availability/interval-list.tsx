import type { Language } from '@slotwise/shared/i18n/languages';
import { HStack, IconButton, NativeSelect, Stack, Text } from '@slotwise/shared/ui/chakra';
import { Trash2 } from 'lucide-react';
import { type ReactElement, useMemo } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import type { IntervalDraft } from './schedule-form';
import { timeChoices } from './time-of-day';
import { useScheduleWords } from './use-schedule-words';

interface IntervalListProps {
  /** Names the controls, e.g. 'Monday' gives 'Monday, hours 1, start'. */
  label: string;
  intervals: IntervalDraft[];
  onChange: (intervals: IntervalDraft[]) => void;
  errorAt: (index: number) => string | undefined;
}

function optionElements(kind: 'start' | 'end', current: string, language: Language): ReactElement[] {
  return timeChoices(kind, current, language).map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

// Built once per language: ~100 options in each of the page's many selects.
const gridOptions = new Map<Language, Record<'start' | 'end', ReactElement[]>>();

function optionsFor(kind: 'start' | 'end', current: string, language: Language): ReactElement[] {
  const onGrid = timeChoices(kind, '').some((choice) => choice.value === current);
  if (!onGrid) return optionElements(kind, current, language);
  let grid = gridOptions.get(language);
  if (!grid) {
    grid = {
      start: optionElements('start', '00:00', language),
      end: optionElements('end', '24:00', language),
    };
    gridOptions.set(language, grid);
  }
  return grid[kind];
}

function TimeSelect({
  label,
  kind,
  value,
  invalid,
  onChange,
}: {
  label: string;
  kind: 'start' | 'end';
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { language } = useScheduleWords();
  const options = useMemo(() => optionsFor(kind, value, language), [kind, value, language]);
  return (
    <NativeSelect.Root size="sm" width={{ base: '28', sm: '32' }} flexShrink={0} invalid={invalid}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="bg"
      >
        {options}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The hours of one day or date: start and end selects per row (values 'HH:mm'). */
export function IntervalList({ label, intervals, onChange, errorAt }: IntervalListProps) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  function update(key: string, patch: Partial<IntervalDraft>) {
    onChange(intervals.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }
  return (
    <Stack gap="2">
      {intervals.map((item, index) => {
        const error = errorAt(index);
        const name = t('interval.name', { label, number: index + 1 });
        return (
          <Stack key={item.key} gap="1">
            <HStack gap="2" flexWrap="nowrap">
              <TimeSelect
                label={t('interval.start', { name })}
                kind="start"
                value={item.start_time}
                invalid={Boolean(error)}
                onChange={(start_time) => update(item.key, { start_time })}
              />
              <Text aria-hidden color="fg.muted">
                –
              </Text>
              <TimeSelect
                label={t('interval.end', { name })}
                kind="end"
                value={item.end_time}
                invalid={Boolean(error)}
                onChange={(end_time) => update(item.key, { end_time })}
              />
              {intervals.length > 1 ? (
                <IconButton
                  aria-label={t('interval.remove', { name })}
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(intervals.filter((other) => other.key !== item.key))}
                >
                  <Trash2 />
                </IconButton>
              ) : null}
            </HStack>
            {error ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {message(error)}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
