import { sessionStarted } from '@slotwise/shared/api/session.slice';
import type { User } from '@slotwise/shared/contract/auth.contract';
import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import {
  catalogueReady,
  changeAppLanguage,
  defineCatalogue,
  i18n,
  type MessageCatalogue,
  useAppLanguage,
  useMessages,
} from '@slotwise/shared/i18n/i18n';
import { useLanguageSync } from '@slotwise/shared/i18n/language-sync';
import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { act, screen, waitFor } from '@testing-library/react';

describe('the app’s i18n', () => {
  it('starts synchronously in English with shared’s texts', () => {
    expect(i18n.language).toBe('en');
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it('fetches a catalogue’s language only when that language is chosen, and only once', async () => {
    const de = jest.fn(async () => ({ default: { 'demo.greeting': 'Hallo {{name}}' } }));
    const fr = jest.fn(async () => ({ default: { 'demo.greeting': 'Bonjour {{name}}' } }));
    const unused = jest.fn(async () => ({ default: { 'demo.greeting': '?' } }));
    const demo = defineCatalogue({
      namespace: 'demo-lazy',
      en: { 'demo.greeting': 'Hello {{name}}' },
      loaders: { de, fr, es: unused, zh: unused },
    });
    expect(de).not.toHaveBeenCalled();
    expect(i18n.t('demo.greeting', { ns: 'demo-lazy', name: 'Ada' })).toBe('Hello Ada');

    await changeAppLanguage('de');
    expect(de).toHaveBeenCalledTimes(1);
    expect(fr).not.toHaveBeenCalled();
    expect(i18n.t('demo.greeting', { ns: demo.namespace, name: 'Ada' })).toBe('Hallo Ada');

    await changeAppLanguage('en');
    await changeAppLanguage('de');
    expect(de).toHaveBeenCalledTimes(1);
    expect(unused).not.toHaveBeenCalled();
  });

  it('loads a catalogue that registers after the switch in the language being shown', async () => {
    await changeAppLanguage('fr');
    const fr = jest.fn(async () => ({ default: { title: 'Tard' } as Record<'title', string> }));
    const late: MessageCatalogue<'title'> = {
      namespace: 'demo-late',
      en: { title: 'Late' },
      loaders: { fr, de: fr, es: fr, zh: fr },
    };
    await catalogueReady([late]);
    expect(fr).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'demo-late' })).toBe('Tard');
  });

  it('keeps English for a catalogue whose language fails to load', async () => {
    const offline = () => Promise.reject<{ default: Record<'title', string> }>(new Error('offline'));
    const failing = defineCatalogue({
      namespace: 'demo-failing',
      en: { title: 'Still English' },
      loaders: { de: offline, es: offline, fr: offline, zh: offline },
    });
    await changeAppLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('title', { ns: failing.namespace })).toBe('Still English');
  });

  it('re-renders mounted components in German when the language changes', async () => {
    function Probe() {
      const t = useMessages(commonCatalogue);
      const { language } = useAppLanguage();
      return (
        <p>
          {language}: {t('userMenu.signOut')}
        </p>
      );
    }
    renderWithProviders(
      <>
        <Probe />
        <NotFoundPage />
      </>,
    );
    expect(screen.getByText('en: Sign out')).toBeInTheDocument();
    await act(() => changeAppLanguage('de'));
    expect(screen.getByText('de: Abmelden')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hoppla! Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('writes dates in the active language with its word order', async () => {
    const date = new Date(2026, 10, 23, 14, 5);
    expect(formatLocalized(date, 'EEEE, MMMM d, yyyy')).toBe('Monday, November 23, 2026');
    expect(formatLocalized(date, 'h:mm a')).toBe('2:05 PM');
    await changeAppLanguage('de');
    expect(formatLocalized(date, 'EEEE, MMMM d, yyyy')).toBe('Montag, 23. November 2026');
    expect(formatLocalized(date, 'MMM d, yyyy')).toBe('23. Nov. 2026');
    expect(formatLocalized(date, 'h:mm a')).toBe('14:05');
    await changeAppLanguage('zh');
    expect(formatLocalized(date, 'EEEE, MMMM d, yyyy')).toBe('2026年11月23日 星期一');
  });
});

describe('useLanguageSync', () => {
  const user = { id: 'u1', email: 'ada@example.com', username: 'ada', name: 'Ada', language: 'de' } as User;
  const browserLanguages = jest.spyOn(window.navigator, 'languages', 'get');
  afterAll(() => browserLanguages.mockRestore());

  function Sync({ attendeePage }: { attendeePage?: boolean }) {
    useLanguageSync({ attendeePage });
    return <p>{useAppLanguage().language}</p>;
  }

  it('follows the browser when signed out, then the user’s setting once signed in', async () => {
    browserLanguages.mockReturnValue(['fr-FR', 'en-US']);
    const { store } = renderWithProviders(<Sync />);
    await waitFor(() => expect(screen.getByText('fr')).toBeInTheDocument());
    act(() => {
      store.dispatch(sessionStarted({ access_token: 't', user } as never));
    });
    await waitFor(() => expect(screen.getByText('de')).toBeInTheDocument());
  });

  it('uses the browser’s language on an attendee’s page even when a host is signed in', async () => {
    browserLanguages.mockReturnValue(['es-ES']);
    const { store } = renderWithProviders(<Sync attendeePage />);
    act(() => {
      store.dispatch(sessionStarted({ access_token: 't', user } as never));
    });
    await waitFor(() => expect(screen.getByText('es')).toBeInTheDocument());
  });

  it('falls back to English for a browser language the product does not offer', async () => {
    await changeAppLanguage('de');
    browserLanguages.mockReturnValue(['ja-JP']);
    renderWithProviders(<Sync />);
    await waitFor(() => expect(screen.getByText('en')).toBeInTheDocument());
  });
});

describe('the common catalogue', () => {
  it.each(otherLanguages)('has exactly the keys of English in %s, none empty', async (language) => {
    const messages = (await commonCatalogue.loaders[language]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(commonCatalogue.en).sort());
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});
