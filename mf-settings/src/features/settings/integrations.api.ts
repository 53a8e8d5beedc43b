import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  GoogleAccountsResponse,
  GoogleAccountWithState,
  GoogleConnectResponse,
} from '@slotwise/shared/contract/integrations.contract';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['GoogleAccounts'] });

const accountsUrl = '/api/integrations/google-calendar';
const accountUrl = (id: string) => `${accountsUrl}/${encodeURIComponent(id)}`;

/** Google Calendar integration calls (docs/product.md#api-calls, integrations.contract). */
export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGoogleAccounts: build.query<GoogleAccountWithState[], void>({
      query: () => accountsUrl,
      transformResponse: (response: GoogleAccountsResponse) => response.accounts,
      providesTags: ['GoogleAccounts'],
    }),
    // A mutation, not a query: each answer carries a one-time OAuth state and must not be cached.
    connectGoogleCalendar: build.mutation<GoogleConnectResponse, void>({
      query: () => ({ url: `${accountsUrl}/connect`, method: 'GET' }),
    }),
    disconnectGoogleAccount: build.mutation<void, string>({
      query: (id) => ({ url: accountUrl(id), method: 'DELETE' }),
      // Refetched too: the server may have made another account primary.
      invalidatesTags: (_result, error) => (error ? [] : ['GoogleAccounts']),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            integrationsApi.util.updateQueryData('getGoogleAccounts', undefined, (accounts) =>
              accounts.filter((account) => account.id !== id),
            ),
          );
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
    setPrimaryGoogleAccount: build.mutation<GoogleAccountWithState[], string>({
      query: (id) => ({ url: `${accountUrl(id)}/set-primary`, method: 'POST' }),
      transformResponse: (response: GoogleAccountsResponse) => response.accounts,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(integrationsApi.util.upsertQueryData('getGoogleAccounts', undefined, data));
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
  }),
});

export const {
  useGetGoogleAccountsQuery,
  useConnectGoogleCalendarMutation,
  useDisconnectGoogleAccountMutation,
  useSetPrimaryGoogleAccountMutation,
} = integrationsApi;
