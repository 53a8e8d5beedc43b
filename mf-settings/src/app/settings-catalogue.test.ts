import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { settingsCatalogue } from './settings-catalogue';

describe('the mf-settings catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await settingsCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(settingsCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it('keeps every placeholder of English in every language', async () => {
    for (const language of otherLanguages) {
      const messages = (await settingsCatalogue.loaders[language]()).default;
      for (const [key, text] of Object.entries(settingsCatalogue.en)) {
        const placeholders = text.match(/\{\{\w+\}\}/g) ?? [];
        for (const placeholder of placeholders)
          expect(messages[key as keyof typeof messages]).toContain(placeholder);
      }
    }
  });
});
