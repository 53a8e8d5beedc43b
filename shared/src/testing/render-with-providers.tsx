import type { Slice } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider } from '@slotwise/shared/router';
import { type AppStore, makeStore, type RootState, rootReducer } from '@slotwise/shared/store/root-reducer';
import { UiProvider } from '@slotwise/shared/ui/ui-provider';
import { type RenderResult, render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';

export interface RenderOptions {
  /** The route the test starts at; the element is mounted at `path` (default: that route). */
  route?: string;
  path?: string;
  /** Other pages reachable by navigation, rendered as their path text so tests can assert. */
  otherPaths?: string[];
  slices?: Slice[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

const EmptyPage: ComponentType = () => null;

/** Renders a page with the app's real store, UI provider and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { store: AppStore; router: ReturnType<typeof createMemoryRouter> } {
  const route = options.route ?? '/';
  for (const slice of options.slices ?? []) rootReducer.inject(slice as never);
  const store = options.store ?? makeStore(options.preloadedState);
  const router = createMemoryRouter(
    [
      { path: options.path ?? route.split('?')[0], element: ui },
      ...(options.otherPaths ?? []).map((path) => ({ path, element: <p>{`Page at ${path}`}</p> })),
      { path: '*', Component: EmptyPage },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
