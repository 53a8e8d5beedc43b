// @ts-check
// The browser programs the shell's server writes inline into its pages (browser/*.browser.js,
// readable, typed and linted like any code), bundled and minified here into the exact text of
// each <script>, whose SHA-256 the page's CSP allows (inline-scripts.csp.ts). Under tsx and jest
// this runs when the server module loads; the built server (scripts/build-server.mjs) carries the
// texts it gave at the build instead of this file, so production needs no esbuild.
// CommonJS so that both the TypeScript server (tsx, jest) and the build script (plain node) load it.
const { join } = require('node:path');
const { buildSync } = require('esbuild');

/** Each is `browser/<name>.browser.js` with what it imports. */
const inlineScriptNames = /** @type {const} */ ([
  'free-times-prefetch',
  'held-input',
  'after-paint-loader',
  'app-loader',
]);

/** @typedef {(typeof inlineScriptNames)[number]} InlineScriptName */

/**
 * What the browsers of the app's own build (Rsbuild's defaults: Chrome 87, Firefox 78, Safari 14)
 * all run.
 */
const language = 'es2020';

/**
 * Each inline script's text: its source and what it imports, in one function run at once (a
 * classic inline script's top-level names would be globals shared with the page's other scripts).
 * @returns {Record<InlineScriptName, string>}
 */
function bundleInlineScripts() {
  const { outputFiles } = buildSync({
    entryPoints: inlineScriptNames.map((name) => ({
      in: join(__dirname, 'browser', `${name}.browser.js`),
      out: name,
    })),
    // Nothing is written; esbuild names the texts by this folder.
    outdir: join(__dirname, 'browser'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: language,
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  /** @type {Partial<Record<InlineScriptName, string>>} */
  const texts = {};
  for (const name of inlineScriptNames) {
    const file = outputFiles.find((output) => output.path === join(__dirname, 'browser', `${name}.js`));
    if (!file) throw new Error(`inline-scripts.bundle.cjs: esbuild gave no ${name}.js`);
    texts[name] = file.text.trim();
  }
  return /** @type {Record<InlineScriptName, string>} */ (texts);
}

module.exports = { bundleInlineScripts, inlineScriptNames };
