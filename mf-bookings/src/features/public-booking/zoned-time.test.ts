import { formatLongDateIn, formatTimeIn, formatTimeRangeIn, preferredClock, todayIn } from './zoned-time';

describe('times in the attendee’s zone (docs/product.md#time-zones)', () => {
  const instant = '2026-11-23T09:00:00.000Z';

  it('shows an instant at a half-hour offset in Asia/Kolkata', () => {
    expect(formatTimeIn(instant, 'Asia/Kolkata', '12h')).toBe('2:30 PM');
    expect(formatTimeIn(instant, 'Asia/Kolkata', '24h')).toBe('14:30');
  });

  it('shows the same instant on another wall clock and date elsewhere', () => {
    expect(formatTimeIn(instant, 'America/New_York', '12h')).toBe('4:00 AM');
    expect(formatTimeIn('2026-11-23T02:00:00.000Z', 'America/Los_Angeles', '24h')).toBe('18:00');
    expect(formatLongDateIn('2026-11-23T02:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Sunday, November 22, 2026',
    );
  });

  it('follows daylight saving: the same UTC hour reads an hour apart in summer and winter', () => {
    expect(formatTimeIn('2026-07-01T12:00:00Z', 'Europe/Berlin', '24h')).toBe('14:00');
    expect(formatTimeIn('2026-12-01T12:00:00Z', 'Europe/Berlin', '24h')).toBe('13:00');
  });

  it('formats a range and today in the zone', () => {
    expect(formatTimeRangeIn(instant, '2026-11-23T09:30:00.000Z', 'Asia/Kolkata', '12h')).toBe(
      '2:30 PM – 3:00 PM',
    );
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2026-11-24');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-23');
  });

  it('reads the preferred clock from the locale', () => {
    expect(preferredClock('en-US')).toBe('12h');
    expect(preferredClock('de-DE')).toBe('24h');
  });
});
