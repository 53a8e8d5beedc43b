// The inline scripts of the shell's pages (sources: browser/*.browser.js) and the CSP source of
// each: a page's Content-Security-Policy allows exactly the inline scripts it carries, by their
// SHA-256. The texts come from inline-scripts.bundle.cjs (minified from the sources when this
// module loads under tsx or jest; the built server carries those of its build).
import { createHash } from 'node:crypto';
import { bundleInlineScripts, type InlineScriptName } from './inline-scripts.bundle.cjs';

const texts = bundleInlineScripts();

/** An inline script's text and the CSP source (`'sha256-…'`) that allows exactly it. */
function inlineScript(name: InlineScriptName): { text: string; hash: string } {
  const text = texts[name];
  return { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

const freeTimesPrefetch = inlineScript('free-times-prefetch');
const heldInput = inlineScript('held-input');
const afterPaintLoader = inlineScript('after-paint-loader');
const appLoader = inlineScript('app-loader');

/** A drawn booking page's: starts its first free-times call (browser/free-times-prefetch.browser.js). */
export const freeTimesPrefetchScript = freeTimesPrefetch.text;
export const freeTimesPrefetchScriptHash = freeTimesPrefetch.hash;

/** A drawn attendee page's: holds a submit or press for its code (browser/held-input.browser.js). */
export const heldInputScript = heldInput.text;
export const heldInputScriptHash = heldInput.hash;

/** A drawn attendee page's: runs the shell's scripts after the paint (browser/after-paint-loader.browser.js). */
export const afterPaintLoaderScript = afterPaintLoader.text;
export const afterPaintLoaderScriptHash = afterPaintLoader.hash;

/** A prerendered page's: loads the app on the first interaction (browser/app-loader.browser.js). */
export const appLoaderScript = appLoader.text;
export const appLoaderScriptHash = appLoader.hash;
