// The inline scripts as the pages carry them (inline-scripts.csp.ts: browser/*.browser.js,
// bundled and minified), run in a browser-like document (jsdom): what each does, what it leaves
// alone, and the CSP source that allows exactly its text.
import { createHash } from 'node:crypto';
import { JSDOM, VirtualConsole } from 'jsdom';
import {
  afterPaintLoaderScript,
  afterPaintLoaderScriptHash,
  appLoaderScript,
  appLoaderScriptHash,
  freeTimesPrefetchScript,
  freeTimesPrefetchScriptHash,
  heldInputScript,
  heldInputScriptHash,
} from './inline-scripts.csp';

type PageWindow = JSDOM['window'] & {
  __slotwisePrefetched?: Record<string, Promise<unknown>>;
  __slotwisePrefetchedAnswers?: Record<string, unknown>;
};

/** A page as the server sends it; its scripts' errors are collected (a test expects none). */
function openPage(
  head: string,
  body: string,
  beforeParse?: (window: PageWindow) => void,
  url = 'https://slotwise.example/ada/intro',
) {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(String(error)));
  const dom = new JSDOM(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse,
  });
  return { window: dom.window as PageWindow, document: dom.window.document, errors };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scriptsOf = (document: Document) =>
  [...document.querySelectorAll('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async,
  }));
const preloadsOf = (document: Document) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => ({
    href: link.getAttribute('href'),
    // jsdom does not reflect `as` into the attribute, as browsers do.
    as: link.as,
    crossOrigin: link.crossOrigin,
  }));

const previewMarkup =
  '<div id="server-preview" data-prerendered=""><form><input name="name" /><button>Book</button></form>' +
  '<button type="button">Monday</button><button type="button">Tuesday</button></div><div id="root"></div>' +
  '<form id="elsewhere"><button>Send</button></form>';

describe('the inline scripts of the shell’s pages', () => {
  it('are allowed by the SHA-256 of exactly their text, which cannot close its element', () => {
    const pairs: [string, string][] = [
      [freeTimesPrefetchScript, freeTimesPrefetchScriptHash],
      [heldInputScript, heldInputScriptHash],
      [afterPaintLoaderScript, afterPaintLoaderScriptHash],
      [appLoaderScript, appLoaderScriptHash],
    ];
    for (const [text, hash] of pairs) {
      expect(hash).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(text).not.toMatch(/<\/script/i);
      // Minified: one line, no comments.
      expect(text).not.toMatch(/\n|\/\/ |\/\*/);
    }
    expect(new Set(pairs.map(([, hash]) => hash)).size).toBe(4);
  });

  it('holds a submit or a button press in the drawn page for the page’s code, and nothing outside it', () => {
    const { window, document, errors } = openPage(`<script>${heldInputScript}</script>`, previewMarkup);
    const preview = document.getElementById('server-preview') as HTMLElement;
    const prevented: Record<string, boolean> = {};
    window.addEventListener('submit', (event) => {
      prevented[(event.target as HTMLFormElement).id || 'preview'] = event.defaultPrevented;
      // jsdom does not navigate; a browser would, for the form outside the drawn page.
      event.preventDefault();
    });
    (preview.querySelector('form') as HTMLFormElement).requestSubmit();
    expect(prevented.preview).toBe(true);
    expect(preview.hasAttribute('data-pending-submit')).toBe(true);
    (preview.querySelectorAll('button')[2] as HTMLButtonElement).click();
    expect(preview.getAttribute('data-pending-click')).toBe('2');
    // The page's own forms and buttons outside #server-preview are the page's business.
    (document.getElementById('elsewhere') as HTMLFormElement).requestSubmit();
    expect(prevented.elsewhere).toBe(false);
    (document.querySelector('#elsewhere button') as HTMLButtonElement).click();
    expect(preview.getAttribute('data-pending-click')).toBe('2');
    expect(errors).toEqual([]);
  });

  it('holds a choice of a GET form (a day, a time: a link without JavaScript) as its press, not as a submit', () => {
    const { window, document, errors } = openPage(
      `<script>${heldInputScript}</script>`,
      '<div id="server-preview" data-prerendered=""><form method="get"><button type="submit" name="date" value="2026-12-01">1</button>' +
        '<button type="submit" name="date" value="2026-12-02">2</button></form>' +
        '<form method="post"><input name="attendee_name" /><button type="submit">Book</button></form></div><div id="root"></div>',
    );
    const preview = document.getElementById('server-preview') as HTMLElement;
    let navigated = 0;
    window.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) navigated += 1;
      event.preventDefault();
    });
    (preview.querySelectorAll('button')[1] as HTMLButtonElement).click();
    expect(navigated).toBe(0);
    expect(preview.getAttribute('data-pending-click')).toBe('1');
    expect(preview.hasAttribute('data-pending-submit')).toBe(false);
    // The form that posts is held whole.
    (preview.querySelectorAll('button')[2] as HTMLButtonElement).click();
    expect(navigated).toBe(0);
    expect(preview.hasAttribute('data-pending-submit')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('holds a form’s own step (data-choice: adding a row) as its press, never as the booking’s submit', () => {
    const { window, document, errors } = openPage(
      `<script>${heldInputScript}</script>`,
      '<div id="server-preview" data-prerendered=""><form method="post"><input name="attendee_name" />' +
        '<button type="submit" name="attendees_action" value="add" data-choice="">Add</button>' +
        '<button type="submit">Book</button></form></div><div id="root"></div>',
    );
    const preview = document.getElementById('server-preview') as HTMLElement;
    let navigated = 0;
    window.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) navigated += 1;
      event.preventDefault();
    });
    (preview.querySelectorAll('button')[0] as HTMLButtonElement).click();
    expect(navigated).toBe(0);
    expect(preview.getAttribute('data-pending-click')).toBe('0');
    expect(preview.hasAttribute('data-pending-submit')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('runs the shell’s scripts of a drawn page after its paint, in order, with the remote’s files', async () => {
    const files = {
      scripts: ['/static/js/index.1.js', '/static/js/lib.1.js'],
      preload: [
        { href: 'https://bookings.example/mf-manifest.json', as: 'fetch' },
        { href: 'https://bookings.example/static/js/attendee.1.js', as: 'script' },
      ],
    };
    const { document, errors } = openPage(
      `<script id="app-scripts" type="application/json">${JSON.stringify(files)}</script><script>${afterPaintLoaderScript}</script>`,
      previewMarkup,
    );
    expect(scriptsOf(document)).toEqual([]);
    await wait(700);
    expect(scriptsOf(document)).toEqual([
      { src: '/static/js/index.1.js', async: false },
      { src: '/static/js/lib.1.js', async: false },
    ]);
    expect(preloadsOf(document)).toEqual([
      { href: 'https://bookings.example/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'https://bookings.example/static/js/attendee.1.js', as: 'script', crossOrigin: null },
    ]);
    expect(errors).toEqual([]);
  });

  describe('a prerendered page’s loader', () => {
    const files = {
      scripts: ['/static/js/index.1.js', '/static/js/lib.1.js'],
      preload: ['/static/js/a.1.js'],
    };
    const head = `<script id="app-scripts" type="application/json">${JSON.stringify(files)}</script><script>${appLoaderScript}</script>`;

    it('loads the app on the first interaction only, once', async () => {
      const { window, document, errors } = openPage(head, previewMarkup);
      await wait(700);
      expect(scriptsOf(document)).toEqual([]);
      expect(preloadsOf(document)).toEqual([]);
      document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new window.Event('keydown', { bubbles: true }));
      expect(scriptsOf(document)).toEqual([
        { src: '/static/js/index.1.js', async: false },
        { src: '/static/js/lib.1.js', async: false },
      ]);
      expect(preloadsOf(document)).toEqual([{ href: '/static/js/a.1.js', as: 'script', crossOrigin: null }]);
      expect(errors).toEqual([]);
    });

    it('holds a submit in the page and loads the app for it', async () => {
      const { document, errors } = openPage(head, previewMarkup);
      const preview = document.getElementById('server-preview') as HTMLElement;
      (preview.querySelector('form') as HTMLFormElement).requestSubmit();
      expect(preview.hasAttribute('data-pending-submit')).toBe(true);
      await wait(50);
      expect(scriptsOf(document)).toHaveLength(2);
      expect(errors).toEqual([]);
    });

    it('loads the app at once for a signed-in host, once the page is parsed', async () => {
      const { document, errors } = openPage(head, previewMarkup, (window) =>
        window.localStorage.setItem('token', 'a-session'),
      );
      await wait(50);
      expect(scriptsOf(document)).toHaveLength(2);
      expect(errors).toEqual([]);
    });
  });

  describe('the booking page’s free-times prefetch', () => {
    const base = '/api/public/event-types/ada/intro';
    const handoff = (data: unknown) =>
      `<script id="prefetched-api" type="application/json">${JSON.stringify(data)}</script><script>${freeTimesPrefetchScript}</script>`;
    const withFetch = (calls: string[]) => (window: PageWindow) => {
      Object.assign(window, {
        fetch: async (url: string) => {
          calls.push(url);
          return { ok: true, json: async () => ({ data: ['2030-01-07T09:00:00Z'] }) };
        },
      });
    };

    it('asks the 42 days, Monday first, around this month in the visitor’s zone, once, after the paint', async () => {
      const calls: string[] = [];
      const { window, errors } = openPage(
        handoff({ responses: {}, freeTimesBase: base }),
        previewMarkup,
        withFetch(calls),
      );
      expect(calls).toEqual([]);
      await wait(700);
      expect(calls).toHaveLength(1);
      const url = new URL(calls[0], 'https://slotwise.example');
      expect(url.pathname).toBe(`${base}/free-times`);
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(url.searchParams.get('time_zone')).toBe(zone);
      const start = new Date(`${url.searchParams.get('start')}T00:00:00Z`);
      const end = new Date(`${url.searchParams.get('end')}T00:00:00Z`);
      expect(start.getUTCDay()).toBe(1);
      expect((end.getTime() - start.getTime()) / 864e5).toBe(41);
      const [year, month] = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
      })
        .format(new Date())
        .split('-');
      const firstOfMonth = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
      const daysBefore = (firstOfMonth.getTime() - start.getTime()) / 864e5;
      expect(daysBefore).toBeGreaterThanOrEqual(0);
      expect(daysBefore).toBeLessThan(7);
      // Handed to the page: the request, then its answer.
      expect(Object.keys(window.__slotwisePrefetched ?? {})).toEqual([calls[0]]);
      await window.__slotwisePrefetched?.[calls[0]];
      expect(window.__slotwisePrefetchedAnswers).toEqual({ [calls[0]]: { data: ['2030-01-07T09:00:00Z'] } });
      expect(errors).toEqual([]);
    });

    // docs/product.md#several-durations: the duration the link names, last, as the page asks it.
    it.each([
      ['?duration=60', '60'],
      ['?duration=60x', null],
      ['?duration=%3Cscript%3E', null],
      ['', null],
    ])('names the link’s duration (%s) as the page does', async (search, duration) => {
      const calls: string[] = [];
      const { errors } = openPage(
        handoff({ responses: {}, freeTimesBase: base }),
        previewMarkup,
        withFetch(calls),
        `https://slotwise.example/ada/intro${search}`,
      );
      await wait(700);
      expect(calls).toHaveLength(1);
      const url = new URL(calls[0], 'https://slotwise.example');
      expect(url.searchParams.get('duration')).toBe(duration);
      expect([...url.searchParams.keys()]).toEqual([
        'start',
        'end',
        'time_zone',
        ...(duration ? ['duration'] : []),
      ]);
      expect(errors).toEqual([]);
    });

    it.each([
      ['a page without free times', handoff({ responses: {} })],
      [
        'a broken block',
        `<script id="prefetched-api" type="application/json">{</script><script>${freeTimesPrefetchScript}</script>`,
      ],
    ])('asks nothing for %s', async (_, head) => {
      const calls: string[] = [];
      const { window, errors } = openPage(head, previewMarkup, withFetch(calls));
      await wait(700);
      expect(calls).toEqual([]);
      expect(window.__slotwisePrefetched).toBeUndefined();
      expect(errors).toEqual([]);
    });
  });
});
