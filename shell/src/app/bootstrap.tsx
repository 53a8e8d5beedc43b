import { registerRemotes } from '@module-federation/enhanced/runtime';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { browserLanguages, resolveLanguage } from '@slotwise/shared/i18n/languages';
import { registerRoutePreloader } from '@slotwise/shared/remote/route-preloader';
import { routeForPath, surfaceOf } from '@slotwise/shared/remote/route-table';
import { preloadRemoteForPath } from '../features/remote-loading/load-remote-module';
import type { RemotePreviewState } from '../features/remote-preview/remote-preview';
import { mayPreviewRemote, sessionStorageOrUndefined } from '../features/remote-preview/remote-preview-check';
import { readRuntimeConfig } from './runtime-config';
import { yieldToMain } from './yield-to-main';

/**
 * Start-up: read the config, register the remotes, then load one of two surfaces. An attendee
 * page (booking, cancel) renders alone on React and its own code (render-attendee-page), its
 * module fetched while React starts; every other page gets the app with its store, router and
 * UI library (render-app), which then loads the page's remote.
 */
async function start() {
  const config = await readRuntimeConfig();
  // A preview build of a remote (this tab only) must replace its entry before it first loads.
  const storage = sessionStorageOrUndefined();
  const preview: RemotePreviewState = mayPreviewRemote(window.location, storage)
    ? (await import('../features/remote-preview/remote-preview')).startRemotePreview(config, {
        location: window.location,
        history: window.history,
        storage,
      })
    : { remotes: config.remotes, previews: {}, refusals: [] };
  registerRemotes(Object.entries(preview.remotes).map(([name, entry]) => ({ name, entry })));
  // Links (the shell's and the remotes') warm a remote on hover or focus through this.
  registerRoutePreloader(preloadRemoteForPath);

  // The first paint is in the visitor's language (a signed-in user's setting follows once
  // /api/auth/me answers): its catalogues load alongside the app, not after it.
  const language = resolveLanguage({ browser: browserLanguages() });
  const firstLanguage = changeAppLanguage(language);
  const startApp = async () => {
    const { renderApp } = await import('./render-app');
    renderApp(config, preview, storage);
  };
  // An attendee's link (booking or cancel page) opens on the light attendee surface; a preview
  // of a remote in this tab keeps the full app, whose banner says so.
  // Inside another site's frame only the attendee surface ever runs, never the app with whoever
  // is signed in (docs/product.md#framing-and-the-embed); the server frames no other page.
  const framed = window.parent !== window;
  const visit = routeForPath(window.location.pathname);
  const attendee =
    visit && surfaceOf(visit.route) === 'attendee' && (framed || Object.keys(preview.previews).length === 0);
  if (framed && !attendee) return;
  if (attendee) {
    // The page's module downloads while React starts. Its shared modules (React, i18n) are
    // already the shell's: this file's own imports loaded them.
    preloadRemoteForPath(window.location.pathname);
    // Each step of the start its own task (no task over 50 ms on a slow phone before the page
    // is in use): this module and i18n's evaluation, then React DOM's, then the attendee
    // surface's module, then the page's render.
    await yieldToMain();
    await import('react-dom/client');
    await yieldToMain();
    const [{ renderAttendeePage }] = await Promise.all([
      // Named: the HTML preloads it (shell/rsbuild.config.ts).
      import(/* webpackChunkName: "render-attendee-page" */ './render-attendee-page'),
      firstLanguage,
    ]);
    await yieldToMain();
    void renderAttendeePage(
      {
        remote: visit.route.remote,
        path: visit.route.path,
        params: visit.params,
        apiBaseUrl: config.apiBaseUrl,
      },
      () => {
        void startApp();
      },
    );
    return;
  }
  // The remote loads only once render-app has loaded the shell's own shared modules (Chakra UI,
  // router, store...): a remote initialised earlier could pick its own copies of those it was
  // built with a newer minor of, and the app would run on two routers.
  const [{ renderApp }] = await Promise.all([import('./render-app'), firstLanguage]);
  renderApp(config, preview, storage);
}

start();
