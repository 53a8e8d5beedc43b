import { registerRemotes } from '@module-federation/enhanced/runtime';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { browserLanguages, resolveLanguage } from '@slotwise/shared/i18n/languages';
import { registerRoutePreloader } from '@slotwise/shared/remote/route-preloader';
import { preloadRemoteForPath } from '../features/remote-loading/load-remote-module';
import { sessionStorageOrUndefined, startRemotePreview } from '../features/remote-preview/remote-preview';
import { readRuntimeConfig } from './runtime-config';

/**
 * Start-up in two steps. First, cheaply: read the config, register the remotes and start
 * fetching the remote of the page being opened. Only then evaluate React, Chakra UI and the
 * app (render-app), so that the remote's manifest, entry and page chunk download while the
 * UI library initialises instead of after it.
 */
async function start() {
  const config = await readRuntimeConfig();
  // A preview build of a remote (this tab only) must replace its entry before it first loads.
  const storage = sessionStorageOrUndefined();
  const preview = startRemotePreview(config, { location: window.location, history: window.history, storage });
  registerRemotes(Object.entries(preview.remotes).map(([name, entry]) => ({ name, entry })));
  // Links (the shell's and the remotes') warm a remote on hover or focus through this.
  registerRoutePreloader(preloadRemoteForPath);
  preloadRemoteForPath(window.location.pathname);

  // The first paint is in the visitor's language (a signed-in user's setting follows once
  // /api/auth/me answers): its catalogues load alongside the app, not after it.
  const language = resolveLanguage({ browser: browserLanguages() });
  const firstLanguage = changeAppLanguage(language);
  const { renderApp } = await import('./render-app');
  await Promise.all([firstLanguage, changeAppLanguage(language)]);
  renderApp(config, preview, storage);
}

start();
