// What loading remotes lazily costs a person: the JavaScript the shell itself sends before any
// remote, and the time from clicking a signed-in navbar link to the remote's first paint, cold
// (the remote never fetched in this browser) and after hovering the link (the shell warms the
// remote on hover/focus through shared's route preloader).
import { randomBytes } from 'node:crypto';
import { launchChromium } from '../testing/chromium.mjs';

export const title = 'Remote loading: the shell alone, and navbar click to remote first paint';
export const needsStack = true;
export const order = 2;

const runs = Number(process.env.BENCH_NAV_RUNS ?? 5);
const roundTripMs = 100;
const targets = [
  { label: 'Event Types', path: '/dashboard/event-types', remote: 'mf_event_types' },
  { label: 'Settings', path: '/dashboard/settings', remote: 'mf_settings' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function register(stack) {
  const id = randomBytes(4).toString('hex');
  const password = 'Correct-horse-battery-42';
  const response = await fetch(`${stack.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      surname: 'Mark',
      username: `bench_${id}`,
      email: `bench.${id}@example.test`,
      password,
      password_confirmation: password,
    }),
  });
  if (!response.ok) throw new Error(`register: HTTP ${response.status} ${await response.text()}`);
  return /** @type {{ access_token: string }} */ (await response.json()).access_token;
}

/** JS the shell's own origin sends for the landing page, before the marketing remote. */
async function shellOnlyJs(browser, stack) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { url: string, script: boolean, encoded: number, decoded: number }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) =>
    requests.set(event.requestId, { url: event.request.url, script: false, encoded: 0, decoded: 0 }),
  );
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.script = event.type === 'Script' || /javascript/.test(event.response.mimeType);
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.encoded = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${stack.url}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const shellOrigin = new URL(stack.url).origin;
  const scripts = [...requests.values()].filter((r) => r.script);
  const own = scripts.filter((r) => new URL(r.url).origin === shellOrigin);
  const remote = scripts.filter((r) => new URL(r.url).origin !== shellOrigin);
  const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
  return {
    own: { count: own.length, encoded: sum(own, 'encoded'), decoded: sum(own, 'decoded') },
    remote: { count: remote.length, encoded: sum(remote, 'encoded'), decoded: sum(remote, 'decoded') },
  };
}

/**
 * Milliseconds from the click on a navbar link to the first frame showing the remote's page.
 * @param {'cold' | 'hover'} mode
 */
async function clickToFirstPaint(browser, stack, token, target, mode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  // Loopback has no latency, which would hide what a serial manifest -> entry -> chunk chain
  // costs; every request here waits a round trip like on a good mobile connection.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: roundTripMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  try {
    await page.goto(`${stack.url}/dashboard`);
    await page.getByRole('button', { name: 'Open user menu' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.label });
    if (mode === 'hover') {
      await link.hover();
      await page.waitForLoadState('networkidle');
      // Let the warmed module finish evaluating.
      await page.waitForTimeout(300);
    }
    // The page now in <main>: the remote's first paint is the first frame where another one
    // has replaced it (and no loading spinner shows), measured from the click event's time.
    const painted = page.evaluate(
      () =>
        new Promise((resolve) => {
          const previous = document.querySelector('main')?.firstElementChild ?? null;
          let clickedAt = -1;
          document.addEventListener(
            'click',
            (event) => {
              clickedAt = event.timeStamp;
            },
            { capture: true, once: true },
          );
          const check = () => {
            const current = document.querySelector('main')?.firstElementChild;
            // The shell's Suspense fallback, not a spinner of the remote's own page.
            const loading = current?.getAttribute('aria-label') === 'Loading';
            if (clickedAt >= 0 && current && current !== previous && !loading) {
              requestAnimationFrame(() => resolve(performance.now() - clickedAt));
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    await link.click();
    const elapsed = /** @type {number} */ (await painted);
    await page.waitForURL((url) => url.pathname === target.path);
    return elapsed;
  } finally {
    await context.close();
  }
}

export async function run({ stack }) {
  const browser = await launchChromium();
  const rows = [];
  try {
    const js = await shellOnlyJs(browser, stack);
    rows.push([
      'landing: JS from the shell itself',
      `${js.own.count} files, ${kb(js.own.encoded)} KB sent, ${kb(js.own.decoded)} KB raw`,
    ]);
    rows.push([
      'landing: JS from the marketing remote',
      `${js.remote.count} files, ${kb(js.remote.encoded)} KB sent, ${kb(js.remote.decoded)} KB raw`,
    ]);
    const token = await register(stack);
    for (const target of targets) {
      for (const mode of /** @type {const} */ (['cold', 'hover'])) {
        const times = [];
        for (let i = 0; i < runs; i += 1) {
          times.push(await clickToFirstPaint(browser, stack, token, target, mode));
        }
        if (process.env.BENCH_NAV_VERBOSE === '1') console.log(target.label, mode, times.map(Math.round));
        rows.push([
          `click ${target.label} (${target.remote}) to first paint, ${mode === 'cold' ? 'cold' : 'after hover'}`,
          `${Math.round(median(times))} ms`,
        ]);
      }
    }
  } finally {
    await browser.close();
  }
  return {
    columns: ['measure', 'value'],
    rows,
    notes: [
      'Shell JS: scripts from the shell origin on a cold landing-page load (the MF runtime, start-, redux- and app-libraries).',
      `Click to first paint: median of ${runs} fresh browser contexts on /dashboard, ${roundTripMs} ms added to every request;`,
      '"cold" = the remote never fetched; "after hover" = the link was hovered first (the shell preloads the remote).',
    ],
  };
}
