// Issue #27's goal "JS after takeover <= 150 KB compressed" on the six attendee pages, on the
// built stack: every script a page's code loads without input, as transferred (compressed,
// headers included: what Lighthouse counts). The bench prints the figures
// (`LIGHTHOUSE_PAGES=attendee npm run bench -- --only lighthouse`); this fails the build when a
// change makes a page cross the goal (an attendee page importing app code, a chunk of the app
// preloaded, the federation runtime bundled from CommonJS again: docs/attendee-pages.md).
import assert from 'node:assert/strict';
import { seedAttendeePages } from '../../scripts/bench/attendee-pages-seed.mjs';
import { useJourneys } from '../support/journey.mjs';

const { journey } = useJourneys();

const budgetKb = 150;

/**
 * The scripts `path` loads until its network is idle, and their transferred bytes.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} path
 */
async function scriptsOf(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { url: string, bytes: number }>} */
  const scripts = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.close();
  return [...scripts.values()];
}

journey(
  'every attendee page loads at most 150 KB of compressed JavaScript without input',
  async ({ context, app }) => {
    const pages = await seedAttendeePages(app.url);
    assert.equal(pages.length, 6);
    for (const { path, label } of pages) {
      const scripts = await scriptsOf(context, path);
      const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      const list = scripts.map(
        (script) => `${(script.bytes / 1024).toFixed(1)} ${new URL(script.url).pathname}`,
      );
      // Its own code ran: the remote's `./attendee` chunk was among them.
      assert.ok(
        scripts.some((script) => script.url.includes('__federation_expose_attendee')),
        `${label}: the page's code did not load\n${list.join('\n')}`,
      );
      assert.ok(
        kb <= budgetKb,
        `${label}: ${kb.toFixed(1)} KB of JavaScript (goal ${budgetKb})\n${list.join('\n')}`,
      );
    }
  },
);
