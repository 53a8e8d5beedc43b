import { baseApi } from '@slotwise/shared/api/base-api';
import type { CaldavConnectInput, CaldavConnection } from '@slotwise/shared/contract/calendars.contract';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CaldavConnections'] });

const connectionsUrl = '/api/integrations/caldav';
const connectionUrl = (id: string) => `${connectionsUrl}/${encodeURIComponent(id)}`;

/** CalDAV connection calls (calendars.contract, docs/calendars.md). */
export const caldavApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaldavConnections: build.query<CaldavConnection[], void>({
      query: () => connectionsUrl,
      transformResponse: (response: { data: CaldavConnection[] }) => response.data,
      providesTags: ['CaldavConnections'],
    }),
    connectCaldav: build.mutation<CaldavConnection, CaldavConnectInput>({
      query: (body) => ({ url: connectionsUrl, method: 'POST', body }),
      transformResponse: (response: { data: CaldavConnection }) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : ['CaldavConnections']),
    }),
    setCaldavCalendarChecked: build.mutation<
      CaldavConnection,
      { connectionId: string; calendarId: string; checked: boolean }
    >({
      query: ({ connectionId, calendarId, checked }) => ({
        url: `${connectionUrl(connectionId)}/calendars/${encodeURIComponent(calendarId)}`,
        method: 'PATCH',
        body: { checked },
      }),
      transformResponse: (response: { data: CaldavConnection }) => response.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            caldavApi.util.updateQueryData('getCaldavConnections', undefined, (connections) =>
              connections.map((connection) => (connection.id === data.id ? data : connection)),
            ),
          );
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
    disconnectCaldav: build.mutation<void, string>({
      query: (id) => ({ url: connectionUrl(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['CaldavConnections']),
    }),
  }),
});

export const {
  useGetCaldavConnectionsQuery,
  useConnectCaldavMutation,
  useSetCaldavCalendarCheckedMutation,
  useDisconnectCaldavMutation,
} = caldavApi;
