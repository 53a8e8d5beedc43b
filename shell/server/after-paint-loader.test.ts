/**
 * @jest-environment jsdom
 */
// The after-paint loader (browser/after-paint-loader.browser.js) asks for the page's files after
// the first paint, a few per task: each request is 5-8 ms of a phone's main thread, and issue
// #27 allows no task over 50 ms before the page's code has taken over.

const files = {
  scripts: ['/static/js/index.1.js'],
  preload: [
    { href: 'http://remote/mf-manifest.json', as: 'fetch' },
    { href: 'http://remote/remoteEntry.js', as: 'script' },
    { href: 'http://remote/static/js/async/vh.1.js', as: 'script' },
    { href: 'http://remote/static/js/async/p.1.js', as: 'script' },
    { href: 'http://remote/static/js/async/attendee.1.js', as: 'script' },
  ],
};

/** The files the page has asked for so far, in order. */
const asked = () =>
  [...document.head.querySelectorAll('link[rel=preload], script[src]')].map(
    (node) => node.getAttribute('href') ?? node.getAttribute('src'),
  );

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.lang = 'en';
  document.head.innerHTML = '';
  document.body.innerHTML = `<script id="app-scripts" type="application/json">${JSON.stringify(files)}</script>`;
});

afterEach(() => {
  jest.useRealTimers();
});

test('asks for nothing before the paint, then at most three files a task, the remote’s manifest and entry with the shell’s scripts first', () => {
  jest.isolateModules(() => {
    require('./browser/after-paint-loader.browser.js');
  });
  expect(asked()).toEqual([]);
  const perTask: string[][] = [];
  for (let task = 0; task < 20 && jest.getTimerCount() > 0; task++) {
    const before = asked().length;
    jest.advanceTimersToNextTimer();
    perTask.push(asked().slice(before) as string[]);
  }
  const withFiles = perTask.filter((list) => list.length > 0);
  expect(withFiles[0]).toEqual([
    'http://remote/mf-manifest.json',
    'http://remote/remoteEntry.js',
    '/static/js/index.1.js',
  ]);
  expect(Math.max(...withFiles.map((list) => list.length))).toBeLessThanOrEqual(3);
  expect(withFiles.length).toBeGreaterThan(1);
  // Every file once.
  expect(asked().sort()).toEqual([...files.scripts, ...files.preload.map((file) => file.href)].sort());
  // The scripts run in order, as `defer` scripts would.
  expect((document.head.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
});
