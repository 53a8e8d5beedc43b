import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { authCatalogue } from './auth-catalogue';

describe('the mf-auth catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await authCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(authCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});
