import { Box, HStack, IconButton, Stack, Switch, Text } from '@slotwise/shared/ui/chakra';
import { Plus } from 'lucide-react';
import { memo } from 'react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { CopyTimesPopover } from './copy-times-popover';
import { IntervalList } from './interval-list';
import {
  copyDayTo,
  type DayDraft,
  type IntervalDraft,
  nextInterval,
  type ScheduleDraft,
  type ScheduleErrors,
} from './schedule-form';
import { useScheduleWords } from './use-schedule-words';

/** Applies a change to the draft (a stable function, so unchanged days do not re-render). */
export type UpdateDraft = (change: (draft: ScheduleDraft) => ScheduleDraft) => void;

interface WeekEditorProps {
  days: DayDraft[];
  errors: ScheduleErrors;
  update: UpdateDraft;
}

function withDay(day: number, change: (dayDraft: DayDraft) => DayDraft) {
  return (draft: ScheduleDraft): ScheduleDraft => ({
    ...draft,
    days: draft.days.map((item) => (item.day === day ? change(item) : item)),
  });
}

const DayRow = memo(function DayRow({
  dayDraft,
  errors,
  update,
}: {
  dayDraft: DayDraft;
  errors: ScheduleErrors;
  update: UpdateDraft;
}) {
  const t = useEventTypesMessages();
  const { dayName } = useScheduleWords();
  const name = dayName(dayDraft.day);
  const setIntervals = (intervals: IntervalDraft[]) =>
    update(withDay(dayDraft.day, (d) => ({ ...d, intervals })));
  return (
    <Box
      as="li"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap="3"
      alignItems={{ md: 'flex-start' }}
    >
      <Switch.Root
        checked={dayDraft.enabled}
        onCheckedChange={(details) =>
          update(withDay(dayDraft.day, (d) => ({ ...d, enabled: details.checked })))
        }
        colorPalette="brand"
        width={{ md: '40' }}
        flexShrink={0}
        pt={{ md: '1.5' }}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="medium">{name}</Switch.Label>
      </Switch.Root>
      {dayDraft.enabled ? (
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          align="flex-start"
          gap="1"
          flex="1"
          justify="space-between"
        >
          <IntervalList
            label={name}
            intervals={dayDraft.intervals}
            onChange={setIntervals}
            errorAt={(index) => errors[`day.${dayDraft.day}.${index}`]}
          />
          <HStack gap="0">
            <IconButton
              aria-label={t('week.addHours', { name })}
              variant="ghost"
              size="sm"
              onClick={() => setIntervals([...dayDraft.intervals, nextInterval(dayDraft.intervals)])}
            >
              <Plus />
            </IconButton>
            <CopyTimesPopover
              day={dayDraft.day}
              onCopy={(to) => update((draft) => copyDayTo(draft, dayDraft.day, to))}
            />
          </HStack>
        </Stack>
      ) : (
        <Text color="fg.muted" pt={{ md: '1.5' }}>
          {t('week.unavailable')}
        </Text>
      )}
    </Box>
  );
});

/** Monday to Sunday, each with a switch and its own intervals. */
export function WeekEditor({ days, errors, update }: WeekEditorProps) {
  const t = useEventTypesMessages();
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={t('editor.weeklyHours')}>
      {days.map((dayDraft) => (
        <DayRow key={dayDraft.day} dayDraft={dayDraft} errors={errors} update={update} />
      ))}
    </Stack>
  );
}
