import { configureApiClient } from '@slotwise/shared/api/api-client';
import { endSession, tokenRefreshed } from '@slotwise/shared/api/session.slice';
import type { AttendeeModule } from '@slotwise/shared/remote/attendee-module';
import type { RemoteModule } from '@slotwise/shared/remote/remote-module';
import { createBrowserRouter, RouterProvider, useParams } from '@slotwise/shared/router';
import { makeStore, rootReducer } from '@slotwise/shared/store/root-reducer';
import { NotFoundPage } from '@slotwise/shared/ui/not-found-page';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';

/**
 * A remote's standalone dev mode: its own routes with the same providers the shell gives,
 * without the shell's guards or layout, and its attendee pages as the app shows them. The API
 * is reached through the dev server's proxy.
 */
export function renderStandalone(remote: RemoteModule, container: HTMLElement, attendee?: AttendeeModule) {
  for (const slice of remote.slices ?? []) rootReducer.inject(slice);
  const store = makeStore();
  configureApiClient({
    baseURL: '',
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
    onSessionExpired: () => store.dispatch(endSession()),
  });
  const router = createBrowserRouter([
    ...remote.routes.map(({ path, Component }) => ({ path, Component })),
    ...(attendee?.routes ?? []).map(({ path, Component }) => ({
      path,
      Component: function AttendeeRoute() {
        return <Component params={useParams()} NotFound={NotFoundPage} />;
      },
    })),
    { path: '*', Component: NotFoundPage },
  ]);
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
