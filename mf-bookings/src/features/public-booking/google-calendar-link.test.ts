import { googleCalendarStamp, googleCalendarUrl } from './google-calendar-link';

describe('googleCalendarUrl', () => {
  it('builds the TEMPLATE link with UTC stamps and the escaped texts', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Intro & chat',
        start: '2026-11-23T14:00:00.000Z',
        end: '2026-11-23T14:30:00.000Z',
        details: 'Line 1\nLine 2',
        location: 'Google Meet',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Intro & chat');
    expect(url.searchParams.get('dates')).toBe('20261123T140000Z/20261123T143000Z');
    expect(url.searchParams.get('details')).toBe('Line 1\nLine 2');
    expect(url.searchParams.get('location')).toBe('Google Meet');
  });

  it('stamps an offset instant in UTC', () => {
    expect(googleCalendarStamp('2026-11-23T09:00:00+05:30')).toBe('20261123T033000Z');
  });
});
