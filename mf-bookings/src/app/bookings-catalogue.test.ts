import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { bookingsCatalogue } from './bookings-catalogue';

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the mf-bookings catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await bookingsCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(bookingsCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it.each(otherLanguages)('keeps every placeholder of English in %s', async (language) => {
    const messages = (await bookingsCatalogue.loaders[language]()).default;
    for (const [key, english] of Object.entries(bookingsCatalogue.en)) {
      const text = messages[key as keyof typeof messages];
      expect({ key, placeholders: placeholdersOf(text) }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      });
    }
  });
});
