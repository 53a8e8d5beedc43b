import { addMonthsToKey, monthGrid } from '@slotwise/shared/datetime/month-grid';
import {
  dayKeyIn,
  formatTimeRangeIn,
  relativeDayIn,
  startOfDayIn,
} from '@slotwise/shared/datetime/zoned-format';

describe('zoned date helpers', () => {
  // 23:30 UTC on Nov 10 is already Nov 11 in Tokyo and still Nov 10 in New York.
  const now = new Date('2026-11-10T23:30:00Z');

  it('reads days and times in the given zone, not the machine one', () => {
    expect(dayKeyIn(now, 'Asia/Tokyo')).toBe('2026-11-11');
    expect(dayKeyIn(now, 'America/New_York')).toBe('2026-11-10');
    expect(formatTimeRangeIn('2026-11-11T01:00:00Z', '2026-11-11T01:30:00Z', 'Asia/Tokyo')).toBe(
      '10:00 AM – 10:30 AM',
    );
  });

  it('says Today, Tomorrow or the short date relative to the zone', () => {
    expect(relativeDayIn('2026-11-11T01:00:00Z', 'Asia/Tokyo', now)).toBe('Today');
    expect(relativeDayIn('2026-11-11T01:00:00Z', 'America/New_York', now)).toBe('Today');
    expect(relativeDayIn('2026-11-11T16:00:00Z', 'Asia/Tokyo', now)).toBe('Tomorrow');
    expect(relativeDayIn('2026-11-20T16:00:00Z', 'Asia/Tokyo', now)).toBe('Nov 21');
  });

  it('finds midnight of a day in the zone, across a DST change', () => {
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('builds 42 days from the Monday on or before the first of the month', () => {
    const days = monthGrid('2026-11');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-10-26');
    expect(days[41]).toBe('2026-12-06');
    expect(monthGrid('2027-02')[0]).toBe('2027-02-01');
    expect(addMonthsToKey('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToKey('2026-01', -1)).toBe('2025-12');
  });
});
