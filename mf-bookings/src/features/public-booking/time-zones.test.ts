import { currentZoneName, matchesTimeZone, offsetName, timeZoneOptions } from './time-zones';

describe('time zone options', () => {
  it('lists the browser zone first, marked, and every other zone once', () => {
    const options = timeZoneOptions('Europe/Berlin');
    expect(options[0]).toEqual({ value: 'Europe/Berlin', label: 'Europe/Berlin', isBrowserZone: true });
    expect(options.filter((option) => option.value === 'Europe/Berlin')).toHaveLength(1);
    expect(options.filter((option) => option.isBrowserZone)).toHaveLength(1);
    expect(options.length).toBeGreaterThan(300);
  });

  it('matches case-insensitively by substring, with or without underscores', () => {
    const newYork = timeZoneOptions('UTC').find((option) => option.value === 'America/New_York')!;
    expect(newYork.label).toBe('America/New York');
    expect(matchesTimeZone(newYork, 'new york')).toBe(true);
    expect(matchesTimeZone(newYork, 'NEW_Y')).toBe(true);
    expect(matchesTimeZone(newYork, 'america/')).toBe(true);
    expect(matchesTimeZone(newYork, 'berlin')).toBe(false);
    expect(matchesTimeZone(newYork, '  ')).toBe(true);
  });

  it('names the offset of a zone', () => {
    expect(offsetName('Asia/Kolkata')).toBe('GMT+5:30');
  });
});

describe('current zone names', () => {
  it('offers the names attendees know today, such as Asia/Kolkata, and UTC', () => {
    const values = timeZoneOptions('Europe/Berlin').map((option) => option.value);
    expect(values).toContain('Asia/Kolkata');
    expect(values).not.toContain('Asia/Calcutta');
    expect(values).toContain('Europe/Kyiv');
    expect(values).toContain('UTC');
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
