import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApiClient } from '@slotwise/shared/api/api-client';
import { endSession, tokenRefreshed } from '@slotwise/shared/api/session.slice';
import { registerRoutePreloader } from '@slotwise/shared/remote/route-preloader';
import { createBrowserRouter, RouterProvider } from '@slotwise/shared/router';
import { makeStore } from '@slotwise/shared/store/root-reducer';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { preloadRemoteForPath } from '../features/remote-loading/load-remote-module';
import {
  resetPreview,
  sessionStorageOrUndefined,
  startRemotePreview,
} from '../features/remote-preview/remote-preview';
import { RemotePreviewBanner } from '../features/remote-preview/remote-preview-banner';
import { routes } from './routes';
import { readRuntimeConfig } from './runtime-config';

async function start() {
  const config = await readRuntimeConfig();
  // A preview build of a remote (this tab only) must replace its entry before it first loads.
  const storage = sessionStorageOrUndefined();
  const preview = startRemotePreview(config, { location: window.location, history: window.history, storage });
  registerRemotes(Object.entries(preview.remotes).map(([name, entry]) => ({ name, entry })));
  // Links (the shell's and the remotes') warm a remote on hover or focus through this.
  registerRoutePreloader(preloadRemoteForPath);

  // The one store of the app; remotes inject their slices and endpoints when they load.
  const store = makeStore();
  const router = createBrowserRouter(routes);
  configureApiClient({
    baseURL: config.apiBaseUrl,
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
    onSessionExpired: () => {
      store.dispatch(endSession());
      router.navigate('/login');
    },
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <UiProvider>
          <RemotePreviewBanner
            previews={preview.previews}
            refusals={preview.refusals}
            onReset={(remote) => {
              resetPreview(storage, remote, config.previewOrigins ?? []);
              // A loaded remote cannot be swapped in place (its modules stay registered): reload.
              window.location.reload();
            }}
          />
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}

start();
