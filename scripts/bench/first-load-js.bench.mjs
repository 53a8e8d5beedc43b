// JavaScript a cold browser downloads before a page is usable: bytes as transferred
// (compressed, headers included, from CDP Network.loadingFinished encodedDataLength), bytes
// after decompression, and the number of JS requests, counted until the page's main content
// is visible and the network is idle.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { repoRoot } from '../start.mjs';
import { launchChromium } from '../testing/chromium.mjs';

export const title = 'First load, cold cache: JavaScript downloaded until the page is ready';
export const needsStack = true;

/** Each page and what shows it is ready. */
export const pages = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'login', path: '/login', ready: (page) => page.getByRole('button', { name: 'Sign In' }) },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {(page: import('playwright-core').Page) => import('playwright-core').Locator} ready
 */
export async function measureFirstLoad(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { url: string, type: string, mimeType?: string, encoded: number, decoded: number, done: boolean }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      encoded: 0,
      decoded: 0,
      done: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.type = event.type;
      request.mimeType = event.response.mimeType;
    }
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.encoded = event.encodedDataLength;
      request.done = true;
    }
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await ready(page).first().waitFor({ state: 'visible', timeout: 60_000 });
  } catch (error) {
    const shot = join(
      repoRoot,
      'bench-results',
      `not-ready-${new URL(url).pathname.replace(/\W+/g, '_')}.png`,
    );
    await mkdir(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
    await context.close();
    throw new Error(
      `${url} never showed its main content (screenshot: ${shot}): ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
  }
  const readyMs = performance.now() - start;
  await page.waitForLoadState('networkidle');
  const finished = [...requests.values()].filter((r) => r.done);
  const scripts = finished.filter((r) => r.type === 'Script' || /javascript/.test(r.mimeType ?? ''));
  const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
  await context.close();
  return {
    jsRequests: scripts.length,
    jsTransferred: sum(scripts, 'encoded'),
    jsDecoded: sum(scripts, 'decoded'),
    allRequests: finished.length,
    allTransferred: sum(finished, 'encoded'),
    readyMs,
    scripts: scripts.map((r) => ({ url: r.url, encoded: r.encoded, decoded: r.decoded })),
  };
}

export async function run({ stack }) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const target of pages) {
      // A first visit warms the servers; the figures come from the second cold visit.
      await measureFirstLoad(browser, `${stack.url}${target.path}`, target.ready);
      const m = await measureFirstLoad(browser, `${stack.url}${target.path}`, target.ready);
      rows.push([
        `${target.name} (${target.path})`,
        m.jsRequests,
        kb(m.jsTransferred),
        kb(m.jsDecoded),
        m.allRequests,
        kb(m.allTransferred),
        Math.round(m.readyMs),
      ]);
    }
  } finally {
    await browser.close();
  }
  return {
    columns: ['page', 'JS requests', 'JS KB sent', 'JS KB raw', 'all requests', 'all KB sent', 'ready ms'],
    rows,
    notes: [
      'KB sent = bytes on the wire (compressed, with headers); KB raw = after decompression.',
      'Cold cache, loopback, no throttling; "ready ms" is until the heading/form is visible.',
    ],
  };
}
