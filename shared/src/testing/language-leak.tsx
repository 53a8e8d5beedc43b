import { changeAppLanguage, i18n, type MessageCatalogue } from '@slotwise/shared/i18n/i18n';
import { type OtherLanguage, otherLanguages } from '@slotwise/shared/i18n/languages';
import { type MockHandler, mockApi } from '@slotwise/shared/testing/api-mock';
import { type RenderOptions, renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';

/**
 * The language leak check (docs/front-end.md#leak-test): a screen rendered in another
 * language may show no English. Two detectors, both driven by the registered catalogues, so a
 * new screen or text is covered without touching this file:
 * - a text (text node, aria-label, placeholder, title, alt, document title) that equals an
 *   English catalogue text (or matches its {{template}}) which that language writes otherwise;
 * - a word of four letters or more that only English catalogue texts use (catches hard-coded
 *   English such as 'Loading...' in a component), unless the mocked API data holds it.
 * Keys asked for that no catalogue has, and keys a language lacks, are reported too.
 */

/**
 * The user data of the mocked API answers (names, titles, addresses), which is shown as it is:
 * strings with a capital, a space or an @. Codes ('owner', 'email', 'google_meet') and dates
 * are left out, so they cannot excuse an English word.
 */
function stringLeaves(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const text = value.trim();
    if (/[\p{Lu}\s@]/u.test(text) && !/^\d{4}-\d\d-\d\d/.test(text)) into.add(text);
  } else if (Array.isArray(value)) {
    for (const item of value) stringLeaves(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringLeaves(item, into);
  }
  return into;
}

const wordPattern = /\p{L}{4,}/gu;
const wordsOf = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}/g, ' ').match(wordPattern) ?? []).map((w) => w.toLowerCase());

interface EnglishIndex {
  exact: Map<string, string>;
  templates: { pattern: RegExp; key: string }[];
  words: Map<string, string>;
  missing: string[];
}

/** What counts as English in `language`: texts and words of English no text of that language has. */
function englishIndex(language: OtherLanguage): EnglishIndex {
  const data = i18n.store.data as Record<string, Record<string, Record<string, string>>>;
  const english = data.en ?? {};
  const other = data[language] ?? {};
  const otherTexts = new Set<string>();
  const otherWords = new Set<string>();
  for (const namespace of Object.values(other)) {
    for (const text of Object.values(namespace)) {
      otherTexts.add(text.trim());
      for (const word of wordsOf(text)) otherWords.add(word);
    }
  }
  const index: EnglishIndex = { exact: new Map(), templates: [], words: new Map(), missing: [] };
  for (const [namespace, messages] of Object.entries(english)) {
    for (const [key, text] of Object.entries(messages)) {
      const name = `${namespace}:${key}`;
      const translated = other[namespace]?.[key];
      if (translated === undefined) {
        index.missing.push(`${name} has no ${language} text`);
        continue;
      }
      if (translated.trim() === text.trim()) continue;
      for (const word of wordsOf(text)) if (!otherWords.has(word)) index.words.set(word, name);
      if (otherTexts.has(text.trim())) continue;
      if (text.includes('{{')) {
        const source = text
          .trim()
          .split(/\{\{[^}]*\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+?');
        // A template of placeholders alone ('{{time}}, {{day}}') says nothing about the language.
        if (/\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''))) {
          index.templates.push({ pattern: new RegExp(`^${source}$`, 's'), key: name });
        }
      } else index.exact.set(text.trim(), name);
    }
  }
  return index;
}

/** The texts a person (or a screen reader) gets from the page. */
function shownTexts(root: ParentNode): string[] {
  const texts: string[] = [];
  if (typeof document !== 'undefined' && document.title) texts.push(document.title);
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement?.tagName;
      if (parent === 'SCRIPT' || parent === 'STYLE') continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    } else {
      const element = node as Element;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value?.trim()) texts.push(value);
      }
      // An element's whole text catches a sentence split over several nodes.
      if (element.childElementCount > 0 && element.childElementCount < 4) {
        const whole = element.textContent?.trim();
        if (whole && whole.length < 200) texts.push(whole);
      }
    }
  }
  return texts;
}

/** Problems found on the rendered page in `language`, each naming the text and the key. */
export function findLanguageLeaks(
  language: OtherLanguage,
  allowed: Iterable<string> = [],
  root: ParentNode = document.body,
): string[] {
  const index = englishIndex(language);
  const data = [...allowed].sort((a, b) => b.length - a.length);
  const allowedWords = new Set(data.flatMap(wordsOf));
  const problems = new Set<string>(index.missing);
  for (const raw of shownTexts(root)) {
    const text = raw.trim();
    if (data.includes(text)) continue;
    // A text holding user data ('Supprimer Working hours') is judged by its other words only.
    const holdsData = data.some((value) => text.includes(value));
    const exact = index.exact.get(text);
    if (exact) {
      problems.add(`"${text}" is English (${exact})`);
      continue;
    }
    const template = holdsData ? undefined : index.templates.find(({ pattern }) => pattern.test(text));
    if (template) {
      problems.add(`"${text}" is English (${template.key})`);
      continue;
    }
    // Paths shown as text (a link such as /team/sales) are addresses, not words of a language.
    let rest = text.replace(/\/[\p{Ll}\d{}:-]+/gu, ' ');
    for (const value of data) rest = rest.split(value).join(' ');
    for (const word of wordsOf(rest)) {
      const key = index.words.get(word);
      if (key && !allowedWords.has(word))
        problems.add(`"${text}" has the English word "${word}" (as in ${key})`);
    }
  }
  return [...problems];
}

/** Keys asked for that no catalogue has (any language), while `watch` runs. */
export async function collectMissingKeys(watch: () => Promise<void>): Promise<string[]> {
  const missing = new Set<string>();
  const options = i18n.options as Record<string, unknown>;
  const saved = { saveMissing: options.saveMissing, missingKeyHandler: options.missingKeyHandler };
  options.saveMissing = true;
  options.missingKeyHandler = (_languages: readonly string[], namespace: string, key: string) => {
    missing.add(`${namespace}:${key} is in no catalogue`);
  };
  try {
    await watch();
  } finally {
    Object.assign(options, saved);
  }
  return [...missing];
}

/**
 * The API mocked by `handler` for a leak check: records every answer's strings (user data that
 * may stay as it is) and tells when no request is in flight.
 */
export function mockApiForLeakCheck(handler: MockHandler) {
  const data = new Set<string>();
  let inFlight = 0;
  const mock = mockApi(async (request) => {
    inFlight += 1;
    try {
      const reply = await handler(request);
      stringLeaves(reply.data, data);
      return reply;
    } finally {
      inFlight -= 1;
    }
  });
  return {
    ...mock,
    data,
    /** Waits until the page has asked for and received everything (and rendered it). */
    async settled() {
      for (let round = 0; round < 3; round++) {
        await waitFor(() => {
          if (inFlight > 0) throw new Error(`${inFlight} requests in flight`);
        });
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    },
  };
}

/** Switches the page's language (catalogues and dates) before a screen is rendered. */
export async function showLanguage(language: OtherLanguage): Promise<void> {
  await act(() => changeAppLanguage(language));
}

export interface LeakScreen {
  /** The route-table pattern the screen is mounted at. */
  path: string;
  /** The address opened ('/dashboard/settings?tab=integrations'). */
  address: string;
  Component: ComponentType;
}

/**
 * Renders each screen in each other language with the API answered by `answer` and fails,
 * naming the text and the key, on English shown or a key no catalogue has. Screens come from
 * the remote's route table (`routes`), each at the addresses `addresses(path)` gives.
 */
export function describeLanguageLeaks(options: {
  name: string;
  routes: readonly { path: string; Component?: ComponentType }[];
  answer: MockHandler;
  addresses?: (path: string) => string[];
  /** The store's state to start from (a signed-in session for the dashboard's screens). */
  preloadedState?: RenderOptions['preloadedState'];
  render?: (screen: LeakScreen) => void;
  timeoutMs?: number;
}) {
  const screens: LeakScreen[] = options.routes.flatMap(({ path, Component }) => {
    if (!Component) throw new Error(`${options.name}: ${path} has no component to render`);
    return (options.addresses?.(path) ?? [path]).map((address) => ({ path, address, Component }));
  });
  describe.each(otherLanguages)(`${options.name} in %s`, (language) => {
    afterEach(() => jest.restoreAllMocks());
    it.each(screens.map((screen) => [screen.address, screen] as const))(
      '%s shows no English and asks for no missing key',
      async (_address, screen) => {
        const api = mockApiForLeakCheck(options.answer);
        await showLanguage(language);
        const missing = await collectMissingKeys(async () => {
          if (options.render) options.render(screen);
          else
            renderWithProviders(<screen.Component />, {
              route: screen.address,
              path: screen.path,
              preloadedState: options.preloadedState,
            });
          await api.settled();
        });
        expect([...missing, ...findLanguageLeaks(language, api.data)]).toEqual([]);
      },
      options.timeoutMs ?? 60_000,
    );
  });
}

/**
 * Texts a language copies from English word for word ('Create and manage your schedulable
 * event types.' left in the French file): a phrase of three words or more may stay English only when every
 * other language keeps it too (a brand name, say).
 */
export async function findUntranslated(catalogues: readonly MessageCatalogue[]): Promise<string[]> {
  const problems: string[] = [];
  for (const catalogue of catalogues) {
    const languages = await Promise.all(
      otherLanguages.map(
        async (language) => [language, (await catalogue.loaders[language]()).default] as const,
      ),
    );
    for (const [key, english] of Object.entries(catalogue.en)) {
      // Single words and short names ('Description', 'Status', 'Teams') are often the same in
      // another language; a phrase of three words or more copied as it is was not translated.
      const words = english.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}{2,}/gu) ?? [];
      // Names ('Apple Calendar (iCloud)') keep their capitals in every language.
      if (words.length < 3 || words.every((word) => /\p{Lu}/u.test(word))) continue;
      const copies = languages
        .filter(([, messages]) => messages[key] === english)
        .map(([language]) => language);
      if (copies.length > 0 && copies.length < languages.length)
        problems.push(`${catalogue.namespace}:${key} is English in ${copies.join(', ')}: "${english}"`);
    }
  }
  return problems;
}
