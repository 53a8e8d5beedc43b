import { languageOfTag, resolveLanguage } from '@slotwise/shared/i18n/languages';

describe('resolveLanguage (docs/product.md#language)', () => {
  it('takes the signed-in user’s setting over the browser’s language', () => {
    expect(resolveLanguage({ userLanguage: 'de', browser: ['fr-FR', 'en'] })).toBe('de');
  });

  it('takes the first browser language the product offers when there is no setting', () => {
    expect(resolveLanguage({ userLanguage: null, browser: ['ja-JP', 'es-MX', 'fr'] })).toBe('es');
    expect(resolveLanguage({ browser: ['zh-Hant-TW'] })).toBe('zh');
  });

  it('ignores an unknown setting and falls back to English', () => {
    expect(resolveLanguage({ userLanguage: 'pt', browser: ['ja', 'ko'] })).toBe('en');
    expect(resolveLanguage({ browser: [] })).toBe('en');
  });

  it('reads language tags by their primary subtag only', () => {
    expect(languageOfTag('de-AT')).toBe('de');
    expect(languageOfTag('FR_ca')).toBe('fr');
    expect(languageOfTag('pt-BR')).toBeUndefined();
    expect(languageOfTag(undefined)).toBeUndefined();
  });
});
