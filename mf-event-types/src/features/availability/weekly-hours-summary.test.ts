import type { Slot } from '@slotwise/shared/contract/availability.contract';
import { formatTime12h, timeChoices } from './time-of-day';
import { weeklyHoursSummary } from './weekly-hours-summary';

function slot(day: number, start: string, end: string): Slot {
  return { id: `${day}-${start}`, availability_id: 'a', day_of_week: day, start_time: start, end_time: end };
}

describe('weekly hours summary', () => {
  it('formats times in 12-hour format', () => {
    expect(['00:00', '09:00', '12:00', '12:30', '17:45', '24:00'].map(formatTime12h)).toEqual([
      '12:00 AM',
      '9:00 AM',
      '12:00 PM',
      '12:30 PM',
      '5:45 PM',
      '12:00 AM',
    ]);
  });

  it('offers 15-minute steps, ending at midnight, and keeps an off-grid value', () => {
    const starts = timeChoices('start', '09:10');
    expect(starts[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(starts.map((choice) => choice.value)).toContain('09:10');
    expect(timeChoices('end', '17:00').at(-1)).toEqual({ value: '24:00', label: '12:00 AM (midnight)' });
  });

  it('groups consecutive days with the same hours', () => {
    const slots = [1, 2, 3, 4, 5].map((day) => slot(day, '09:00', '17:00'));
    expect(weeklyHoursSummary(slots)).toBe('Mon–Fri, 9:00 AM – 5:00 PM');
  });

  it('lists several intervals of a day in order and separates different runs', () => {
    const slots = [
      slot(1, '13:00', '17:00'),
      slot(1, '09:00', '12:00'),
      slot(2, '09:00', '12:00'),
      slot(2, '13:00', '17:00'),
      slot(4, '10:00', '14:00'),
      slot(6, '10:00', '14:00'),
      slot(7, '10:00', '14:00'),
    ];
    expect(weeklyHoursSummary(slots)).toBe(
      'Mon, Tue, 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM; Thu, 10:00 AM – 2:00 PM; Sat, Sun, 10:00 AM – 2:00 PM',
    );
  });

  it('says when there are no weekly hours', () => {
    expect(weeklyHoursSummary([])).toBe('No weekly hours');
  });
});
