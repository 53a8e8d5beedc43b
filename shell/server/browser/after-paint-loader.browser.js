// @ts-check
// Inline on an attendee page drawn by its remote's server module (attendee-preview.page.ts).
// Download early, run after the paint: the shell's scripts are preloaded from the head, so their
// bytes come while the drawn view is parsed and painted, and run only once it has been painted
// (the next frame), in order: run from the head, their evaluation (seconds of CPU on a slow
// phone) would come before the first paint, as a `defer` script's does. The remote's files and
// the manifest fetch are asked for then too: Lighthouse's simulated LCP counts every request
// that ended before the paint, which on its unthrottled run all of them would
// (docs/attendee-pages.md#preload-hints). A hidden tab (no frames) starts after 500 ms.
import { preloadFile, readAppScripts, runInOrder } from './app-scripts.browser.js';
import { warmIntl } from './intl-warm-up.browser.js';

/** @type {{ scripts: string[]; preload: { href: string; as: string }[] }} */
const files = readAppScripts();
let done = false;

function run() {
  if (done) return;
  done = true;
  for (const { href, as } of files.preload) preloadFile(href, as);
  runInOrder(files.scripts);
  // The first Intl call in steps of its own while the scripts download (intl-warm-up.browser.js).
  warmIntl(document.documentElement.lang);
}

function afterPaint() {
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 500);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
else afterPaint();
