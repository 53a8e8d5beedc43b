// Draws a remote's public pages to HTML at its build, from its own components (the route
// components of its ./module, as the app renders them, for a signed-out visitor), in every
// language. The remote's src/app/prerender-entry.ts calls it; remoteBuildConfig bundles that
// entry for Node beside the browser builds and runs it once in the build's own process, which
// writes each page as dist/prerendered/<page>[.<language>].json ({ path, language, title,
// description, html }). The shell's server inlines them in its HTML (shell/server/prerendered-pages.ts),
// so a first visit paints before any JavaScript; releasing the remote releases its HTML with it.
import { Writable } from 'node:stream';
import { supportedLanguages } from '@slotwise/shared/contract/limits.contract';
import { changeAppLanguage, i18n } from '@slotwise/shared/i18n/i18n';
import type { Language } from '@slotwise/shared/i18n/languages';
import {
  type PrerenderedPage,
  type PrerenderedPageHead,
  prerenderedFileOf,
} from '@slotwise/shared/remote/prerendered-page';
import type { RemoteModule } from '@slotwise/shared/remote/remote-module';
import { MemoryRouter } from '@slotwise/shared/router';
import { makeStore } from '@slotwise/shared/store/root-reducer';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';

/** One drawn page and the file it goes to, relative to the build's folder. */
export interface DrawnPage {
  file: string;
  page: PrerenderedPage;
}

/** One page as the app draws it: the store, the UI provider and a router at that path. */
function drawPage(remoteModule: RemoteModule, path: string): Promise<string> {
  const route = remoteModule.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a route of ${remoteModule.name}`);
  const page = h(UiProvider, null, h(MemoryRouter, { initialEntries: [path] }, h(route.Component)));
  // biome-ignore lint/correctness/noChildrenProp: a .ts file (shared's ./remote/* exports): Provider's types want it as a prop
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

/**
 * Every page `pagesIn` lists, in every supported language. English first: drawing it loads every
 * lazy page, which registers its catalogue; switching language then loads every registered
 * catalogue before the next pages are drawn, so each language's pages are whole (a visitor's
 * language: docs/front-end.md#prerendered-pages).
 */
export async function drawPrerenderedPages(
  remoteModule: RemoteModule,
  pagesIn: (language: Language) => PrerenderedPageHead[],
): Promise<DrawnPage[]> {
  const drawn: DrawnPage[] = [];
  for (const language of supportedLanguages) {
    await changeAppLanguage(language);
    if (i18n.language !== language) throw new Error(`could not switch to ${language}`);
    for (const { path, title, description } of pagesIn(language)) {
      const html = await drawPage(remoteModule, path);
      // The shell's CSP runs no inline script but its own loader: the markup must need none.
      if (/<script|<template/i.test(html)) throw new Error(`${path} prerendered with a script or template`);
      drawn.push({
        file: prerenderedFileOf(path, language),
        page: { path, language, title, description, html },
      });
    }
  }
  return drawn;
}
