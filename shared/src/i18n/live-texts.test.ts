import { changeAppLanguage, defineCatalogue } from '@slotwise/shared/i18n/i18n';
import { liveTextsOf, liveTextsUnder, withMore } from '@slotwise/shared/i18n/live-texts';

const en = { 'greeting.hello': 'Hello', 'greeting.bye': 'Goodbye', title: 'Title' };
const de = { 'greeting.hello': 'Hallo', 'greeting.bye': 'Tschüss', title: 'Titel' };
const catalogue = defineCatalogue({
  namespace: 'liveTextsTest',
  en,
  loaders: {
    es: async () => ({ default: en }),
    fr: async () => ({ default: en }),
    de: async () => ({ default: de }),
    zh: async () => ({ default: en }),
  },
});

afterAll(() => changeAppLanguage('en'));

describe('live texts', () => {
  it('read each text in the language active at the time of reading', async () => {
    const greeting = liveTextsUnder(catalogue, 'greeting');
    const all = liveTextsOf(catalogue);
    expect(Object.keys(greeting).sort()).toEqual(['bye', 'hello']);
    expect(greeting.hello).toBe('Hello');
    await changeAppLanguage('de');
    expect(greeting.hello).toBe('Hallo');
    expect(all.title).toBe('Titel');
    await changeAppLanguage('en');
    expect(all['greeting.bye']).toBe('Goodbye');
  });

  it('keep getters live when more members are added', async () => {
    const texts = withMore(liveTextsUnder(catalogue, 'greeting'), { count: (n: number) => `${n}` });
    expect(texts.count(2)).toBe('2');
    await changeAppLanguage('de');
    expect(texts.bye).toBe('Tschüss');
    await changeAppLanguage('en');
  });
});
