import { HStack, IconButton, NativeSelect, Stack, Text } from '@slotwise/shared/ui/chakra';
import { Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import type { IntervalDraft } from './schedule-form';
import { timeChoices } from './time-of-day';

interface IntervalListProps {
  /** Names the controls, e.g. 'Monday' gives 'Monday, hours 1, start'. */
  label: string;
  intervals: IntervalDraft[];
  onChange: (intervals: IntervalDraft[]) => void;
  errorAt: (index: number) => string | undefined;
}

function optionElements(kind: 'start' | 'end', current: string): ReactElement[] {
  return timeChoices(kind, current).map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

// Built once: ~100 options in each of the page's many selects.
const gridOptions = { start: optionElements('start', '00:00'), end: optionElements('end', '24:00') };

function optionsFor(kind: 'start' | 'end', current: string): ReactElement[] {
  const onGrid = timeChoices(kind, '').some((choice) => choice.value === current);
  return onGrid ? gridOptions[kind] : optionElements(kind, current);
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
  return (
    <NativeSelect.Root size="sm" width={{ base: '28', sm: '32' }} flexShrink={0} invalid={invalid}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="bg"
      >
        {optionsFor(kind, value)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The hours of one day or date: start and end selects per row (values 'HH:mm'). */
export function IntervalList({ label, intervals, onChange, errorAt }: IntervalListProps) {
  function update(key: string, patch: Partial<IntervalDraft>) {
    onChange(intervals.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }
  return (
    <Stack gap="2">
      {intervals.map((item, index) => {
        const error = errorAt(index);
        const name = `${label}, hours ${index + 1}`;
        return (
          <Stack key={item.key} gap="1">
            <HStack gap="2" flexWrap="nowrap">
              <TimeSelect
                label={`${name}, start`}
                kind="start"
                value={item.start_time}
                invalid={Boolean(error)}
                onChange={(start_time) => update(item.key, { start_time })}
              />
              <Text aria-hidden color="fg.muted">
                –
              </Text>
              <TimeSelect
                label={`${name}, end`}
                kind="end"
                value={item.end_time}
                invalid={Boolean(error)}
                onChange={(end_time) => update(item.key, { end_time })}
              />
              {intervals.length > 1 ? (
                <IconButton
                  aria-label={`Remove ${name}`}
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
                {error}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
