import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  GoogleCalendar,
  WritableCalendar,
  WriteCalendarChoice,
} from '@slotwise/shared/contract/calendar-choices.contract';

// Connecting or disconnecting an account (their tags) changes which calendars can be chosen.
const api = baseApi.enhanceEndpoints({
  addTagTypes: [
    'GoogleCalendars',
    'WriteCalendars',
    'GoogleAccounts',
    'CaldavConnections',
    'MicrosoftConnections',
  ],
});

const calendarsUrl = (accountId: string) =>
  `/api/integrations/google-calendar/${encodeURIComponent(accountId)}/calendars`;

/** Which calendars count (calendar-choices.contract, docs/calendars.md#which-calendars-count). */
export const calendarChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGoogleCalendars: build.query<GoogleCalendar[], string>({
      query: calendarsUrl,
      transformResponse: (response: { data: GoogleCalendar[] }) => response.data,
      providesTags: (_result, _error, accountId) => [{ type: 'GoogleCalendars', id: accountId }],
    }),
    setGoogleCalendarChecked: build.mutation<
      GoogleCalendar[],
      { accountId: string; calendarId: string; checked: boolean }
    >({
      query: ({ accountId, calendarId, checked }) => ({
        url: `${calendarsUrl(accountId)}/${encodeURIComponent(calendarId)}`,
        method: 'PATCH',
        body: { checked },
      }),
      transformResponse: (response: { data: GoogleCalendar[] }) => response.data,
      async onQueryStarted({ accountId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(calendarChoicesApi.util.upsertQueryData('getGoogleCalendars', accountId, data));
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
    getWritableCalendars: build.query<WritableCalendar[], void>({
      query: () => '/api/integrations/calendars/writable',
      transformResponse: (response: { data: WritableCalendar[] }) => response.data,
      providesTags: ['WriteCalendars', 'GoogleAccounts', 'CaldavConnections', 'MicrosoftConnections'],
    }),
    getDefaultWriteCalendar: build.query<WriteCalendarChoice | null, void>({
      query: () => '/api/integrations/calendars/default',
      transformResponse: (response: { data: WriteCalendarChoice | null }) => response.data,
      providesTags: ['WriteCalendars', 'GoogleAccounts', 'CaldavConnections', 'MicrosoftConnections'],
    }),
    setDefaultWriteCalendar: build.mutation<WriteCalendarChoice | null, WriteCalendarChoice | null>({
      query: (choice) => ({ url: '/api/integrations/calendars/default', method: 'PUT', body: { choice } }),
      transformResponse: (response: { data: WriteCalendarChoice | null }) => response.data,
      async onQueryStarted(_choice, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(calendarChoicesApi.util.upsertQueryData('getDefaultWriteCalendar', undefined, data));
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
  }),
});

export const {
  useGetGoogleCalendarsQuery,
  useSetGoogleCalendarCheckedMutation,
  useGetWritableCalendarsQuery,
  useGetDefaultWriteCalendarQuery,
  useSetDefaultWriteCalendarMutation,
} = calendarChoicesApi;
