import { configureApiClient } from '@slotwise/shared/api/api-client';
import { endSession, tokenRefreshed } from '@slotwise/shared/api/session.slice';
import type { RuntimeConfig } from '@slotwise/shared/remote/runtime-config';
import { createBrowserRouter, RouterProvider } from '@slotwise/shared/router';
import { makeStore } from '@slotwise/shared/store/root-reducer';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { type RemotePreviewState, resetPreview } from '../features/remote-preview/remote-preview';
import { RemotePreviewBanner } from '../features/remote-preview/remote-preview-banner';
import { routes } from './routes';
import { removeServerPreviewWhenPageShows } from './server-preview';

/** Creates the one store and router of the app and renders it. */
export function renderApp(config: RuntimeConfig, preview: RemotePreviewState, storage: Storage | undefined) {
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

  // A server-drawn page preview (shell/server/attendee-preview.page.ts) stays until the page shows.
  removeServerPreviewWhenPageShows();

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
