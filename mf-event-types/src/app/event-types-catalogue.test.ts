import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { eventTypesCatalogue } from './event-types-catalogue';

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the mf-event-types catalogue', () => {
  it.each(otherLanguages)(
    'has exactly the keys of English in %s, with their placeholders',
    async (language) => {
      const messages = (await eventTypesCatalogue.loaders[language]()).default;
      expect(Object.keys(messages).sort()).toEqual(Object.keys(eventTypesCatalogue.en).sort());
      for (const [key, english] of Object.entries(eventTypesCatalogue.en)) {
        const text = messages[key as keyof typeof messages];
        expect([key, text.trim() !== '']).toEqual([key, true]);
        // {{count}} may be left out by a language whose singular needs no number; others may not.
        const expected = placeholders(english).filter((name) => name !== '{{count}}');
        expect([key, placeholders(text).filter((name) => name !== '{{count}}')]).toEqual([key, expected]);
      }
    },
  );
});
