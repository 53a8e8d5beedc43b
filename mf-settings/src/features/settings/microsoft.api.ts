import { baseApi } from '@slotwise/shared/api/base-api';
import type { MicrosoftConnection } from '@slotwise/shared/contract/microsoft-calendars.contract';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['MicrosoftConnections'] });

const connectionsUrl = '/api/integrations/microsoft';
const connectionUrl = (id: string) => `${connectionsUrl}/${encodeURIComponent(id)}`;

/** Microsoft 365 / Outlook.com connection calls (microsoft-calendars.contract, docs/calendars.md). */
export const microsoftApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMicrosoftConnections: build.query<MicrosoftConnection[], void>({
      query: () => connectionsUrl,
      transformResponse: (response: { data: MicrosoftConnection[] }) => response.data,
      providesTags: ['MicrosoftConnections'],
    }),
    /** Microsoft's consent page address (the browser goes there next). */
    connectMicrosoft: build.mutation<{ redirect_url: string }, void>({
      query: () => `${connectionsUrl}/connect`,
    }),
    setMicrosoftCalendarChecked: build.mutation<
      MicrosoftConnection,
      { connectionId: string; calendarId: string; checked: boolean }
    >({
      query: ({ connectionId, calendarId, checked }) => ({
        url: `${connectionUrl(connectionId)}/calendars/${encodeURIComponent(calendarId)}`,
        method: 'PATCH',
        body: { checked },
      }),
      transformResponse: (response: { data: MicrosoftConnection }) => response.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            microsoftApi.util.updateQueryData('getMicrosoftConnections', undefined, (connections) =>
              connections.map((connection) => (connection.id === data.id ? data : connection)),
            ),
          );
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
    disconnectMicrosoft: build.mutation<void, string>({
      query: (id) => ({ url: connectionUrl(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['MicrosoftConnections']),
    }),
  }),
});

export const {
  useGetMicrosoftConnectionsQuery,
  useConnectMicrosoftMutation,
  useSetMicrosoftCalendarCheckedMutation,
  useDisconnectMicrosoftMutation,
} = microsoftApi;
