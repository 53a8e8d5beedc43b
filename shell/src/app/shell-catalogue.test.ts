import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { shellCatalogue } from './shell-catalogue';

describe('the shell catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await shellCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(shellCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it('keeps every placeholder of English in each translation', async () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const language of otherLanguages) {
      const messages = (await shellCatalogue.loaders[language]()).default;
      for (const [key, english] of Object.entries(shellCatalogue.en)) {
        expect([language, key, placeholders(messages[key as keyof typeof messages])]).toEqual([
          language,
          key,
          placeholders(english),
        ]);
      }
    }
  });
});
