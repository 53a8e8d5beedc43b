// @ts-check
// Inline on a prerendered public page (prerendered-pages.ts): loads the app on the first
// interaction: a tap, a key, a focus (typing into a form), a submit (held, and replayed by the
// app once it shows). A signed-in host or a tab previewing a remote gets the app at once, as
// without prerendering. The scripts run once the document is parsed, as the `defer` scripts they
// stand for would (the app needs #root).
import { preloadFile, readAppScripts, runInOrder } from './app-scripts.browser.js';
import { holdPreviewInput } from './hold-preview-input.browser.js';

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const kind of interactions) removeEventListener(kind, start, true);
  /** @type {{ scripts: string[]; preload: string[] }} */
  const files = readAppScripts();
  for (const href of files.preload) preloadFile(href, 'script');
  const run = () => runInOrder(files.scripts);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
}

for (const kind of interactions) addEventListener(kind, start, { capture: true, passive: true });
holdPreviewInput(start);

let now = /[?&]preview-remote=/.test(location.search);
try {
  now = now || !!localStorage.getItem('token') || !!sessionStorage.getItem('slotwise.remote-previews');
} catch {
  // Storage refused (a privacy setting): the app loads on the first interaction.
}
if (now) start();
