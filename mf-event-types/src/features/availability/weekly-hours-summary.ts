import { minutesOfDay, type Slot } from '@slotwise/shared/contract/availability.contract';
import { formatTime12h, weekdays } from './time-of-day';

/** The words of the summary; English by default (the spec's texts). */
export interface SummaryWords {
  shortDay: (day: number) => string;
  time: (time: string) => string;
  none: string;
}

const englishWords: SummaryWords = {
  shortDay: (day) => weekdays[day - 1].short,
  time: formatTime12h,
  none: 'No weekly hours',
};

function hoursOfDay(slots: readonly Slot[], day: number, words: SummaryWords): string {
  return slots
    .filter((slot) => slot.day_of_week === day)
    .sort((a, b) => minutesOfDay(a.start_time) - minutesOfDay(b.start_time))
    .map((slot) => `${words.time(slot.start_time)} – ${words.time(slot.end_time)}`)
    .join(', ');
}

/**
 * One line per run of consecutive days with the same hours, e.g.
 * 'Mon–Fri, 9:00 AM – 5:00 PM; Sat, 10:00 AM – 2:00 PM'.
 */
export function weeklyHoursSummary(slots: readonly Slot[], words: SummaryWords = englishWords): string {
  const runs: { from: number; to: number; hours: string }[] = [];
  for (const { day } of weekdays) {
    const hours = hoursOfDay(slots, day, words);
    const last = runs.at(-1);
    if (hours && last && last.hours === hours && last.to === day - 1) last.to = day;
    else if (hours) runs.push({ from: day, to: day, hours });
  }
  if (runs.length === 0) return words.none;
  const short = words.shortDay;
  return runs
    .map(({ from, to, hours }) => {
      const days = from === to ? short(from) : `${short(from)}${to === from + 1 ? ', ' : '–'}${short(to)}`;
      return `${days}, ${hours}`;
    })
    .join('; ');
}
