import { localeStyle, localizedPattern } from '@slotwise/shared/datetime/date-locale';

describe('dates follow the full locale', () => {
  it('knows how a locale writes dates', () => {
    expect(localeStyle('en-US')).toEqual({ dayFirst: false, hour12: true });
    expect(localeStyle('en-GB')).toEqual({ dayFirst: true, hour12: false });
    expect(localeStyle('de-DE')).toEqual({ dayFirst: true, hour12: false });
  });

  it('writes en-GB day-month with a 24-hour clock and en-US as the spec does', () => {
    expect(localizedPattern('MMM d, yyyy', 'en', 'en-GB')).toBe('d MMM yyyy');
    expect(localizedPattern('EEEE, MMMM d, yyyy', 'en', 'en-GB')).toBe('EEEE d MMMM yyyy');
    expect(localizedPattern('h:mm a', 'en', 'en-GB')).toBe('HH:mm');
    expect(localizedPattern('MMM d, yyyy', 'en', 'en-US')).toBe('MMM d, yyyy');
    expect(localizedPattern('h:mm a', 'en', 'en-US')).toBe('h:mm a');
  });

  it('keeps a language’s own order, with a 12-hour clock where its locale uses one', () => {
    expect(localizedPattern('h:mm a', 'fr', 'fr-FR')).toBe('HH:mm');
    expect(localizedPattern('MMM d', 'fr', 'fr')).toBe('d MMM');
    expect(localizedPattern('h:mm a', 'es', 'es-US')).toBe('h:mm a');
    expect(localizedPattern('h:mm a', 'es', 'es-ES')).toBe('H:mm');
  });

  it('takes the browser’s locale of the language shown', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'fr-FR']);
    expect(localizedPattern('h:mm a', 'en')).toBe('HH:mm');
    expect(localizedPattern('MMM d', 'en')).toBe('d MMM');
    languages.mockReturnValue(['en-US']);
    expect(localizedPattern('MMM d', 'en')).toBe('MMM d');
    languages.mockRestore();
  });
});
