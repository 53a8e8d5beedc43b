import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApiClient } from '@slotwise/shared/api/api-client';
import { endSession, tokenRefreshed } from '@slotwise/shared/api/session.slice';
import { createBrowserRouter, RouterProvider } from '@slotwise/shared/router';
import { makeStore } from '@slotwise/shared/store/root-reducer';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { routes } from './routes';
import { readRuntimeConfig } from './runtime-config';

async function start() {
  const config = await readRuntimeConfig();
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));

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
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}

start();
