import { minutesOfDay } from '@slotwise/shared/contract/availability.contract';
import { localizedPattern } from '@slotwise/shared/datetime/date-locale';
import type { Language } from '@slotwise/shared/i18n/languages';
import { format } from 'date-fns';

/** 'HH:mm' (or '24:00') in the 12-hour format of docs/product.md#date-formats ('h:mm a'). */
export function formatTime12h(time: string): string {
  const minutes = minutesOfDay(time) % (24 * 60);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * A wall-clock time in the language's own clock (docs/product.md#language): English keeps the spec's
 * 'h:mm a'; the others use their 24-hour form, where the end of a day reads '24:00'.
 */
export function formatTimeOfDay(time: string, language: Language): string {
  if (language === 'en') return formatTime12h(time);
  if (minutesOfDay(time) >= 24 * 60) return '24:00';
  const [hours, minutes] = time.split(':').map(Number);
  return format(new Date(2000, 0, 1, hours, minutes), localizedPattern('h:mm a', language));
}

export function timeFromMinutes(total: number): string {
  const clamped = Math.max(0, Math.min(24 * 60, total));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

const stepMinutes = 15;

/** Times offered by the selects, every 15 minutes; an end can be midnight ('24:00'). */
export function timeChoices(
  kind: 'start' | 'end',
  current: string,
  language: Language = 'en',
): { value: string; label: string }[] {
  const values: string[] = [];
  const first = kind === 'start' ? 0 : stepMinutes;
  const last = kind === 'start' ? 24 * 60 - stepMinutes : 24 * 60;
  for (let minutes = first; minutes <= last; minutes += stepMinutes) values.push(timeFromMinutes(minutes));
  // A time saved elsewhere off the 15-minute grid stays selectable.
  if (current && !values.includes(current)) values.push(current);
  values.sort((a, b) => minutesOfDay(a) - minutesOfDay(b));
  return values.map((value) => ({
    value,
    label: value === '24:00' && language === 'en' ? '12:00 AM (midnight)' : formatTimeOfDay(value, language),
  }));
}

export const weekdays = [
  { day: 1, name: 'Monday', short: 'Mon' },
  { day: 2, name: 'Tuesday', short: 'Tue' },
  { day: 3, name: 'Wednesday', short: 'Wed' },
  { day: 4, name: 'Thursday', short: 'Thu' },
  { day: 5, name: 'Friday', short: 'Fri' },
  { day: 6, name: 'Saturday', short: 'Sat' },
  { day: 7, name: 'Sunday', short: 'Sun' },
] as const;
