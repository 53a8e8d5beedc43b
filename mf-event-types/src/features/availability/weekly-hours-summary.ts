import { minutesOfDay, type Slot } from '@slotwise/shared/contract/availability.contract';
import { formatTime12h, weekdays } from './time-of-day';

function hoursOfDay(slots: readonly Slot[], day: number): string {
  return slots
    .filter((slot) => slot.day_of_week === day)
    .sort((a, b) => minutesOfDay(a.start_time) - minutesOfDay(b.start_time))
    .map((slot) => `${formatTime12h(slot.start_time)} – ${formatTime12h(slot.end_time)}`)
    .join(', ');
}

/**
 * One line per run of consecutive days with the same hours, e.g.
 * 'Mon–Fri, 9:00 AM – 5:00 PM; Sat, 10:00 AM – 2:00 PM'.
 */
export function weeklyHoursSummary(slots: readonly Slot[]): string {
  const runs: { from: number; to: number; hours: string }[] = [];
  for (const { day } of weekdays) {
    const hours = hoursOfDay(slots, day);
    const last = runs.at(-1);
    if (hours && last && last.hours === hours && last.to === day - 1) last.to = day;
    else if (hours) runs.push({ from: day, to: day, hours });
  }
  if (runs.length === 0) return 'No weekly hours';
  const short = (day: number) => weekdays[day - 1].short;
  return runs
    .map(({ from, to, hours }) => {
      const days = from === to ? short(from) : `${short(from)}${to === from + 1 ? ', ' : '–'}${short(to)}`;
      return `${days}, ${hours}`;
    })
    .join('; ');
}
