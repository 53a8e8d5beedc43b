import { baseApi } from '@slotwise/shared/api/base-api';
import type { CaldavConnection } from '@slotwise/shared/contract/calendars.contract';

/** The host's CalDAV calendars and an event type's write calendar (docs/calendars.md#what-is-written). */
export const caldavWriteCalendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaldavCalendarOptions: build.query<CaldavConnection[], void>({
      query: () => '/api/integrations/caldav',
      transformResponse: (response: { data: CaldavConnection[] }) => response.data,
    }),
    getEventTypeWriteCalendar: build.query<string | null, string>({
      query: (eventTypeId) =>
        `/api/integrations/caldav/event-types/${encodeURIComponent(eventTypeId)}/calendar`,
      transformResponse: (response: { data: { calendar_id: string | null } }) => response.data.calendar_id,
    }),
    setEventTypeWriteCalendar: build.mutation<
      string | null,
      { eventTypeId: string; calendarId: string | null }
    >({
      query: ({ eventTypeId, calendarId }) => ({
        url: `/api/integrations/caldav/event-types/${encodeURIComponent(eventTypeId)}/calendar`,
        method: 'PUT',
        body: { calendar_id: calendarId },
      }),
      transformResponse: (response: { data: { calendar_id: string | null } }) => response.data.calendar_id,
      async onQueryStarted({ eventTypeId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            caldavWriteCalendarApi.util.upsertQueryData('getEventTypeWriteCalendar', eventTypeId, data),
          );
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
  }),
});

export const {
  useGetCaldavCalendarOptionsQuery,
  useGetEventTypeWriteCalendarQuery,
  useSetEventTypeWriteCalendarMutation,
} = caldavWriteCalendarApi;
