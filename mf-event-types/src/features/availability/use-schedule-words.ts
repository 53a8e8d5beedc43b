import { useAppLanguage } from '@slotwise/shared/i18n/i18n';
import { useMemo } from 'react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { formatTimeOfDay } from './time-of-day';
import type { SummaryWords } from './weekly-hours-summary';

/** Day names and clock times of the schedule screens, in the active language. */
export function useScheduleWords() {
  const t = useEventTypesMessages();
  const { language } = useAppLanguage();
  return useMemo(() => {
    const dayName = (day: number) => t(`weekday.${day}` as 'weekday.1');
    const summary: SummaryWords = {
      shortDay: (day) => t(`weekdayShort.${day}` as 'weekdayShort.1'),
      time: (time) => formatTimeOfDay(time, language),
      none: t('availability.noWeeklyHours'),
    };
    return { language, dayName, summary };
  }, [t, language]);
}
