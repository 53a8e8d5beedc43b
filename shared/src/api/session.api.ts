import { baseApi } from '@slotwise/shared/api/base-api';
import { endSession, sessionCleared, userLoaded } from '@slotwise/shared/api/session.slice';
import { clearStoredToken } from '@slotwise/shared/api/session-storage';
import type { User } from '@slotwise/shared/contract/auth.contract';

/** The session calls every app needs: who am I, and sign out. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => '/api/auth/me',
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // A failed user fetch clears auth (docs/product.md#sessions-and-tokens). The API cache is left
          // alone so that whoever awaits this query still sees its error.
          clearStoredToken();
          dispatch(sessionCleared());
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          // Logout failures are only logged (docs/product.md#sessions-and-tokens).
          console.warn('Logout request failed', error);
        } finally {
          dispatch(endSession());
        }
      },
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = sessionApi;
