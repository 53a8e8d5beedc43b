import type { EventTypeKind, ReminderTime } from '@slotwise/shared/contract/event-types.contract';
import type { AnswerType, ReminderMethod } from './event-type-form';

export interface Choice<Value> {
  value: Value;
  label: string;
}

export const kindLabels: Record<EventTypeKind, string> = {
  one_on_one: 'One-on-one',
  group: 'Group',
  collective: 'Collective',
  round_robin: 'Round robin',
};

export const reminderTimeLabels: Record<ReminderTime, string> = {
  '5m': '5 minutes before',
  '10m': '10 minutes before',
  '15m': '15 minutes before',
  '30m': '30 minutes before',
  '1h': '1 hour before',
  '2h': '2 hours before',
  '12h': '12 hours before',
  '24h': '24 hours before',
  '48h': '48 hours before',
};

export const reminderMethodLabels: Record<ReminderMethod, string> = { email: 'Email', sms: 'SMS' };

export const answerTypeLabels: Record<AnswerType, string> = {
  short: 'Short answer',
  long: 'Long answer',
};

/** How far ahead attendees must book (default 4 hours, eventTypeDefaults). */
export const minimumNoticeChoices: Choice<number>[] = [
  { value: 0, label: 'No minimum' },
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 120, label: '2 hours' },
  { value: 240, label: '4 hours' },
  { value: 720, label: '12 hours' },
  { value: 1440, label: '24 hours' },
  { value: 2880, label: '48 hours' },
];

export function minutesLabel(minutes: number): string {
  return `${minutes} min`;
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
