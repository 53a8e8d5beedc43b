import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { attendeeCatalogue } from './attendee-catalogue';

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the attendee pages’ catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await attendeeCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(attendeeCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it.each(otherLanguages)('keeps every placeholder of English in %s', async (language) => {
    const messages = (await attendeeCatalogue.loaders[language]()).default;
    for (const [key, english] of Object.entries(attendeeCatalogue.en)) {
      const text = messages[key as keyof typeof messages];
      expect({ key, placeholders: placeholdersOf(text) }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      });
    }
  });

  it('repeats the API’s own texts exactly (the catalogue cannot import the zod contract)', () => {
    expect(attendeeCatalogue.en.answerRequired).toBe(bookingMessages.answerRequired);
    expect(attendeeCatalogue.en.slotTaken).toBe(bookingMessages.slotTaken);
    expect(attendeeCatalogue.en.alreadyPast).toBe(bookingMessages.alreadyPast);
    for (const key of [
      'slotUnavailable',
      'tooManyAttendees',
      'rescheduleCancelled',
      'rescheduleTooLate',
      'rescheduleSameTime',
    ] as const) {
      expect(attendeeCatalogue.en[key]).toBe(bookingMessages[key]);
    }
  });
});
