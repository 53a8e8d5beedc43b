import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { formatFreePlanPrice, marketingCatalogue } from './marketing-catalogue';

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
}

describe('the mf-marketing catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await marketingCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(marketingCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it.each(otherLanguages)('keeps every placeholder of English in %s', async (language) => {
    const messages = (await marketingCatalogue.loaders[language]()).default;
    const mismatched = Object.entries(marketingCatalogue.en).filter(
      ([key, english]) =>
        placeholders(messages[key as keyof typeof messages]).join() !== placeholders(english).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('writes the Free plan price the way each language writes amounts', () => {
    expect(formatFreePlanPrice('en')).toBe('$0');
    expect(formatFreePlanPrice('de')).toMatch(/^0\s\$$/);
    expect(formatFreePlanPrice('zh')).toBe('$0');
  });
});
