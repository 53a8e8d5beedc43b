// Which pages are attendee pages (attendee-pages.routing.ts), and the language they are drawn in.
import { attendeeRemoteOf } from './attendee-pages.routing';
import { visitorLanguage } from './prerendered-pages';

describe('attendee pages in the shell server', () => {
  it('knows the attendee pages and the visitor’s language', () => {
    expect(attendeeRemoteOf('/ada/intro-call?embed=1')).toBe('mf_bookings');
    expect(attendeeRemoteOf('/ada')).toBe('mf_bookings');
    expect(attendeeRemoteOf('/cancel/123')).toBe('mf_bookings');
    expect(attendeeRemoteOf('/dashboard')).toBeNull();
    expect(attendeeRemoteOf('/pricing')).toBeNull();
    expect(attendeeRemoteOf('/ada/intro-call?preview-remote=mf_bookings')).toBeNull();
    expect(visitorLanguage(undefined)).toBe('en');
    expect(visitorLanguage('nl-NL,de;q=0.8,en;q=0.5')).toBe('de');
    expect(visitorLanguage('zh-CN')).toBe('zh');
  });
});
