import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@slotwise/shared/api/base-api';
import { sessionSlice } from '@slotwise/shared/api/session.slice';

/**
 * Slices a remote adds when it loads. Each remote augments this interface:
 *   declare module '@slotwise/shared/store/root-reducer' {
 *     interface LazyLoadedSlices extends WithSlice<typeof bookingsSlice> {}
 *   }
 */
export type LazyLoadedSlices = {};

export const rootReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
