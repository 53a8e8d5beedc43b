#!/usr/bin/env node
// Part of a remote's build: draws the remote's public pages to HTML from its own components
// (the route components of its ./module, as the app renders them, for a signed-out visitor) and
// writes them beside the build as dist/prerendered/<page>.json in English and
// <page>.<language>.json in each other language ({ path, language, title, description, html }). The shell's server inlines them in its HTML (shell/server/prerendered-pages.ts) so a
// first visit paints before any JavaScript; releasing the remote releases its HTML with it.
// Which pages, with which title and description: the remote's src/app/prerendered-pages.ts.
// Usage (from the remote's folder, after rsbuild build): node ../scripts/prerender.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = resolve(process.cwd());
const repoRoot = resolve(appDir, '..');
if (!process.env.SLOTWISE_PRERENDERING) {
  // The sources are TypeScript and JSX: run again under tsx, with the repo's compiler options
  // and the production build of React (the same output as the browser's).
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SLOTWISE_PRERENDERING: '1',
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.base.json'),
    },
  });
  process.exit(child.status ?? 1);
}

const load = (file) => import(pathToFileURL(join(appDir, file)).href);
const [{ createElement: h }, { renderToPipeableStream }, { Provider }] = await Promise.all([
  import('react'),
  import('react-dom/server'),
  import('react-redux'),
]);
const [
  { UiProvider },
  { MemoryRouter },
  { makeStore },
  { prerenderedFileOf },
  { changeAppLanguage, i18n },
  { supportedLanguages },
] = await Promise.all([
  import('@slotwise/shared/ui/ui-provider'),
  import('@slotwise/shared/router'),
  import('@slotwise/shared/store/root-reducer'),
  import('@slotwise/shared/remote/prerendered-page'),
  import('@slotwise/shared/i18n/i18n'),
  import('@slotwise/shared/contract/limits.contract'),
]);
const { default: remoteModule } = await load('src/app/remote-module.ts');
const { prerenderedPagesIn } = await load('src/app/prerendered-pages.ts');

/** One page as the app draws it: the store, the UI provider and a router at that path. */
async function renderPage(path) {
  const route = remoteModule.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a route of ${remoteModule.name}`);
  const page = h(UiProvider, null, h(MemoryRouter, { initialEntries: [path] }, h(route.Component)));
  const tree = h(Provider, { store: makeStore(), children: page });
  // Written once every lazy chunk and Suspense boundary is ready: the page whole, inline, with
  // no spinner and no script to swap content in (the CSP would refuse it).
  return new Promise((resolvePage, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
      final(done) {
        done();
        resolvePage(html);
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Never outline a large boundary into a hidden segment swapped in by a script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}

const outDir = join(appDir, 'dist');
mkdirSync(join(outDir, 'prerendered'), { recursive: true });
// English first: rendering it loads every lazy page, which registers its catalogue; switching
// language then loads every registered catalogue before the next pages are drawn, so each
// language's pages are whole (a visitor's language: docs/front-end.md#prerendered-pages).
let count = 0;
for (const language of supportedLanguages) {
  await changeAppLanguage(language);
  if (i18n.language !== language) throw new Error(`could not switch to ${language}`);
  for (const page of prerenderedPagesIn(language)) {
    const html = await renderPage(page.path);
    // The shell's CSP runs no inline script but its own loader: the markup must need none.
    if (/<script|<template/i.test(html))
      throw new Error(`${page.path} prerendered with a script or template`);
    const { path, title, description } = page;
    writeFileSync(
      join(outDir, prerenderedFileOf(path, language)),
      JSON.stringify({ path, language, title, description, html }),
    );
    count += 1;
  }
}
console.log(`prerendered ${count} pages of ${remoteModule.name} (${supportedLanguages.join(', ')})`);
