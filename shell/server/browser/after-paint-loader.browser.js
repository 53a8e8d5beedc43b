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

/** Runs each step in a task of its own. @param {(() => void)[]} steps */
function inTasks(steps) {
  const step = steps.shift();
  if (!step) return;
  step();
  setTimeout(() => inTasks(steps), 0);
}

function run() {
  if (done) return;
  done = true;
  // Each file asked for is 5-8 ms of the main thread at a phone's slowdown, so the seven were one
  // task of 40-50 ms (issue #27: none over 50 ms before takeover). First the remote's manifest and
  // entry (which the shell's runtime fetches first: asked before it, they are not asked twice) and
  // the shell's scripts, then the remote's chunks two at a time (needed only once its entry has
  // come, a round trip later), then the first Intl call in steps (intl-warm-up.browser.js).
  // (attendee-preload.ts lists the manifest, remoteEntry.js, then the expose's chunks.)
  const [first, ...rest] = files.preload.flatMap((_, i, all) => (i % 2 === 0 ? [all.slice(i, i + 2)] : []));
  const ask = (/** @type {{ href: string; as: string }[]} */ list) => {
    for (const { href, as } of list) preloadFile(href, as);
  };
  /** @type {(() => void)[]} */
  const steps = [
    () => {
      ask(first ?? []);
      runInOrder(files.scripts);
    },
    ...rest.map((pair) => () => ask(pair)),
    () => warmIntl(document.documentElement.lang),
  ];
  inTasks(steps);
}

function afterPaint() {
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 500);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
else afterPaint();
