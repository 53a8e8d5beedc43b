import type { ReminderTime } from '@slotwise/shared/contract/event-types.contract';
import type { Translate } from '@slotwise/shared/i18n/i18n';
import type { EventTypesKey } from '../../app/locales/en';

export interface Choice<Value> {
  value: Value;
  label: string;
}

type T = Translate<EventTypesKey>;

/** How far ahead attendees must book (default 4 hours, eventTypeDefaults), in minutes. */
export const minimumNoticeMinutes = [0, 30, 60, 120, 240, 720, 1440, 2880] as const;

/** '30 minutes', '1 hour', '4 hours'... ('No minimum' for 0), in the active language. */
export function noticeLabel(minutes: number, t: T): string {
  if (minutes === 0) return t('advanced.noMinimum');
  if (minutes % 60 === 0) return t('common.hours', { count: minutes / 60 });
  return t('common.minutes', { count: minutes });
}

export function minimumNoticeChoices(t: T): Choice<number>[] {
  return minimumNoticeMinutes.map((minutes) => ({ value: minutes, label: noticeLabel(minutes, t) }));
}

/** '5 minutes before', '1 hour before'... for a reminder time such as '5m' or '24h'. */
export function reminderTimeLabel(time: ReminderTime, t: T): string {
  const count = Number.parseInt(time, 10);
  return time.endsWith('h') ? t('reminders.hoursBefore', { count }) : t('reminders.minutesBefore', { count });
}

export function minutesLabel(minutes: number, t: T): string {
  return t('common.minutesShort', { count: minutes });
}

/**
 * The offered values plus the current one when an event type saved elsewhere (the API allows
 * any 5-minute step) holds a value the list lacks, so the select never shows a wrong value.
 */
export function withCurrent<Value>(choices: Choice<Value>[], current: Value, label: string): Choice<Value>[] {
  return choices.some((choice) => choice.value === current)
    ? choices
    : [...choices, { value: current, label }];
}
