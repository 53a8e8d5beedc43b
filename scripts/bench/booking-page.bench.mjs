// The public booking page /{username}/{slug} as an attendee's phone gets it: the JavaScript
// downloaded (compressed, as served) until the calendar is usable, and the paint timings under
// Lighthouse-like mobile throttling (CDP network and CPU emulation, not the lighthouse package).
// Goals of issue #16 "Fast first visits": <= 150 KB of compressed JS, LCP <= 1.5 s, the
// calendar usable (a bookable day visible) in <= 1.5 s. Issue #27: no task over 50 ms before the
// page's code has taken over (Long Tasks and Long Animation Frames, at the calibrated slowdown).

import { loadavg } from 'node:os';
import { api, registerHostWithSchedule } from '../testing/api-calls.mjs';
import { launchChromium } from '../testing/chromium.mjs';
import { newUser } from '../testing/test-users.mjs';
import {
  calibratedSlowdown,
  calibrationNote,
  measureBenchmarkIndex,
  rawSlowdown,
} from './cpu-calibration.mjs';
import { measureFirstLoad } from './first-load-js.bench.mjs';
import { longTasksOf, traceCategories } from './main-thread-tasks.mjs';

export const title = 'Public booking page: JS until usable, and mobile-throttled paint timings';
export const needsStack = true;
export const order = 1;

// longTaskMs: issue #27 "Less script before first use": no task over 50 ms before takeover.
const goals = { jsKb: 150, lcpMs: 1500, usableMs: 1500, longTaskMs: 50 };
const runs = 3;
// Lighthouse's "slow 4G" mobile network: 150 ms RTT, 1.6 Mbps down, 750 Kbps up. The CPU
// slowdown is calibrated per machine (cpu-calibration.mjs), with Lighthouse's raw 4x beside it.
const throttling = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The calendar is usable once a bookable day (a free time loaded) is on screen. */
const bookableDay = 'button[data-day]:not([disabled])';
const ready = (page) => page.locator(bookableDay);

/** A host with a schedule open every day and one event type with a question. */
export async function seed(base) {
  const app = { url: base };
  const host = newUser('bench');
  const { token, user, scheduleId } = await registerHostWithSchedule(app, host, {
    timeZone: 'Europe/Berlin',
    scheduleName: 'Every day',
    hours: ['08:00', '20:00'],
  });
  await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: {
      title: 'Intro call',
      slug: 'intro-call',
      description: 'A 30-minute call to get to know each other.',
      duration: 30,
      availability_id: scheduleId,
      questions: [{ question_text: 'What should we talk about?', required: true, answer_type: 'long' }],
    },
  });
  return `/${user.username}/intro-call`;
}

/**
 * One cold, throttled load on a phone-sized viewport: FCP and LCP from the page's own
 * PerformanceObserver, and the time until a bookable day shows.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} cpuSlowdown
 */
async function measureThrottled(browser, url, cpuSlowdown) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  await context.addInitScript((selector) => {
    const perf = {
      fcp: null,
      lcp: null,
      usable: null,
      takeover: null,
      tasks: [],
      scripts: [],
      whenUsable: null,
    };
    /** @type {(value: boolean) => void} */
    let usableNow = () => {};
    perf.whenUsable = new Promise((resolve) => {
      usableNow = resolve;
    });
    Object.defineProperty(window, '__bookingPagePerf', { value: perf });
    // Takeover: the page's code has hydrated the server's view (#server-preview[data-hydrated]),
    // or drawn the page and removed that view.
    const takeover = new MutationObserver(() => {
      if (perf.takeover !== null) return;
      const hydrated = document.querySelector('#server-preview[data-hydrated]') !== null;
      const drawn =
        document.getElementById('root')?.firstElementChild && !document.getElementById('server-preview');
      if (!hydrated && !drawn) return;
      perf.takeover = performance.now();
      // The same instant in the trace (main-thread-tasks.mjs).
      performance.mark('bench-takeover');
      takeover.disconnect();
    });
    takeover.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
    // Every task over 50 ms, and the scripts each long frame ran (Long Animation Frames: which
    // file's evaluation or callback it was).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) perf.tasks.push({ start: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    try {
      new PerformanceObserver((list) => {
        // PerformanceLongAnimationFrameTiming: not in TypeScript's DOM types yet.
        for (const frame of /** @type {any[]} */ (list.getEntries()))
          for (const script of frame.scripts ?? [])
            perf.scripts.push({
              start: script.startTime,
              ms: script.duration,
              what: `${script.invokerType} ${script.sourceURL.replace(/^https?:\/\/[^/]+/, '')}`,
            });
      }).observe({ type: 'long-animation-frame', buffered: true });
    } catch {
      // A browser without LoAF: the tasks alone.
    }
    // Taken in the page, at the first frame after a bookable day is in the document and visible:
    // Playwright's own polling of a 4x-slowed page adds 100-300 ms to when it notices.
    const shows = () => [...document.querySelectorAll(selector)].some((day) => day.checkVisibility());
    const watch = new MutationObserver(() => {
      if (!shows()) return;
      watch.disconnect();
      requestAnimationFrame(() => {
        perf.usable = performance.now();
        usableNow(true);
      });
    });
    watch.observe(document, { childList: true, subtree: true, attributes: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      perf.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, bookableDay);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latency,
    downloadThroughput: throttling.downloadThroughput,
    uploadThroughput: throttling.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // A trace of the load says what each long task was (Lighthouse's task model).
  await browser.startTracing(page, { categories: traceCategories });
  let tracing = true;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await waitUntilUsable(cdp);
    // LCP is final once the page has settled without input.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    tracing = false;
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const perf = await page.evaluate(() => {
      const { whenUsable, ...figures } = /** @type {any} */ (window).__bookingPagePerf;
      return figures;
    });
    if (perf.usable === null) throw new Error('the page never drew a bookable day while watched');
    // Before first use: until the page's code has taken over (or, had it not, until the end).
    const end = perf.takeover ?? Number.POSITIVE_INFINITY;
    const tasks = perf.tasks.filter((task) => task.start < end);
    const scripts = perf.scripts.filter((script) => script.start < end);
    const longest = (list) =>
      list.reduce((max, item) => (item.ms > max.ms ? item : max), { ms: 0, what: '-' });
    const traced = longTasksOf(trace, { minMs: 0, mark: 'bench-takeover' });
    const tracedEnd = traced.markMs ?? Number.POSITIVE_INFINITY;
    const tracedBefore = traced.tasks.filter((task) => task.start < tracedEnd);
    return {
      longOther: longest(tracedBefore.filter((task) => task.kind !== 'script')),
      longTraced: longest(tracedBefore),
      fcp: perf.fcp,
      lcp: perf.lcp,
      usableMs: perf.usable,
      takeoverMs: perf.takeover,
      longTask: longest(tasks).ms,
      longTasks: tasks.filter((task) => task.ms > goals.longTaskMs).length,
      longScript: longest(scripts),
    };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => {});
    await context.close();
  }
}

/**
 * Waits in the page for its first frame with a bookable day, through CDP: Playwright's locators
 * would first inject its own script into the page (50-90 ms of one task at the slowdown),
 * counted as the page's own long task.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function waitUntilUsable(cdp) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      // The committed document's init script may not have run yet: then null, and again.
      expression: `window.__bookingPagePerf ? Promise.race([window.__bookingPagePerf.whenUsable, new Promise((r) => setTimeout(() => r(false), 5000))]) : null`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (!exceptionDetails && result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no bookable day showed within 120 s');
}

export async function run({ stack }) {
  const loadBefore = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const path = await seed(stack.url);
  const url = `${stack.url}${path}`;
  const browser = await launchChromium();
  try {
    // A first visit warms the servers; the figures come from the later cold visits.
    await measureFirstLoad(browser, url, ready);
    const bytes = await measureFirstLoad(browser, url, ready);
    const benchmarkIndex = await measureBenchmarkIndex(browser);
    const slowdown = calibratedSlowdown(benchmarkIndex);
    const timings = [];
    for (let i = 0; i < runs; i++) timings.push(await measureThrottled(browser, url, slowdown));
    const fcp = median(timings.map((t) => t.fcp ?? Number.NaN));
    const lcp = median(timings.map((t) => t.lcp ?? Number.NaN));
    const usable = median(timings.map((t) => t.usableMs));
    const raw = [];
    for (let i = 0; i < runs; i++) raw.push(await measureThrottled(browser, url, rawSlowdown));
    const longTask = median(timings.map((t) => t.longTask));
    const longScript = median(timings.map((t) => t.longScript.ms));
    const rawLcp = median(raw.map((t) => t.lcp ?? Number.NaN));
    const rawUsable = median(raw.map((t) => t.usableMs));
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    return {
      columns: ['figure', 'value', 'goal', 'verdict'],
      rows: [
        [
          'JS sent until usable (compressed)',
          `${kb(bytes.jsTransferred)} KB`,
          `<= ${goals.jsKb} KB`,
          verdict(bytes.jsTransferred / 1024 <= goals.jsKb),
        ],
        ['Lighthouse benchmark index (median of 3)', Math.round(benchmarkIndex), '-', '-'],
        ['CPU slowdown: calibrated (index / 500), raw', `${slowdown}x, ${rawSlowdown}x`, '-', '-'],
        ['JS raw (decompressed)', `${kb(bytes.jsDecoded)} KB`, '-', '-'],
        ['JS requests', bytes.jsRequests, '-', '-'],
        ['ready, loopback, no throttling', `${Math.round(bytes.readyMs)} ms`, '-', '-'],
        ['FCP, mobile throttled (median)', `${Math.round(fcp)} ms`, '-', '-'],
        [
          'LCP, mobile throttled (median)',
          `${Math.round(lcp)} ms`,
          `<= ${goals.lcpMs} ms`,
          verdict(lcp <= goals.lcpMs),
        ],
        [
          'calendar usable, mobile throttled (median)',
          `${Math.round(usable)} ms`,
          `<= ${goals.usableMs} ms`,
          verdict(usable <= goals.usableMs),
        ],
        [
          'longest script task before takeover (median)',
          `${Math.round(longScript)} ms`,
          `<= ${goals.longTaskMs} ms`,
          verdict(longScript <= goals.longTaskMs),
        ],
        [
          'longest task of any kind before takeover (median)',
          `${Math.round(longTask)} ms`,
          `<= ${goals.longTaskMs} ms`,
          verdict(longTask <= goals.longTaskMs),
        ],
        [
          'longest non-script task before takeover (median; trace, per run below)',
          `${Math.round(median(timings.map((t) => t.longOther.ms)))} ms`,
          `<= ${goals.longTaskMs} ms`,
          verdict(median(timings.map((t) => t.longOther.ms)) <= goals.longTaskMs),
        ],
        [
          `longest task of any kind before takeover, raw ${rawSlowdown}x CPU (median)`,
          `${Math.round(median(raw.map((t) => t.longTask)))} ms`,
          '-',
          '-',
        ],
        [`LCP, raw ${rawSlowdown}x CPU (median)`, `${Math.round(rawLcp)} ms`, '-', '-'],
        [`calendar usable, raw ${rawSlowdown}x CPU (median)`, `${Math.round(rawUsable)} ms`, '-', '-'],
      ],
      notes: [
        `Page: ${path} of a seeded host (cold cache). Throttling: ${throttling.latency} ms RTT, 1.6 Mbps down,`,
        `750 Kbps up, CPU ${slowdown}x slower (calibrated), 390x844 viewport; ${runs} runs, medians.`,
        calibrationNote(benchmarkIndex, slowdown),
        '"usable" = the first frame with a bookable calendar day visible (event type and free times loaded).',
        `usable runs: ${timings.map((t) => Math.round(t.usableMs)).join(', ')} ms.`,
        `LCP runs: ${timings.map((t) => Math.round(t.lcp ?? Number.NaN)).join(', ')} ms.`,
        `raw ${rawSlowdown}x usable runs: ${raw.map((t) => Math.round(t.usableMs)).join(', ')} ms.`,
        '"takeover" = the page\'s code has hydrated the server\'s view (or drawn it and removed that view); "script task" = one',
        "script's evaluation or callback (Long Animation Frames); a task of any kind also counts the",
        "HTML's parsing, style and layout. The trace (Lighthouse's task model) names each task's work:",
        'a non-script task is one whose script time is under half of it.',
        `takeover runs: ${timings.map((t) => Math.round(t.takeoverMs ?? Number.NaN)).join(', ')} ms; tasks over ${goals.longTaskMs} ms before it: ${timings.map((t) => t.longTasks).join(', ')}.`,
        `longest script before takeover, per run: ${timings.map((t) => `${Math.round(t.longScript.ms)} ms ${t.longScript.what}`).join('; ')}.`,
        `longest non-script task before takeover, per run (trace, its largest parts in ms; index ${Math.round(benchmarkIndex)}, ${slowdown}x): ${timings.map((t) => `${Math.round(t.longOther.ms)} ms ${t.longOther.what}`).join('; ')}.`,
        `longest task of any kind before takeover, per run (trace): ${timings.map((t) => `${Math.round(t.longTraced.ms)} ms ${t.longTraced.kind}: ${t.longTraced.what}`).join('; ')}.`,
        `load average at the start: ${loadBefore}, at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} (a shared machine).`,
      ],
    };
  } finally {
    await browser.close();
  }
}
