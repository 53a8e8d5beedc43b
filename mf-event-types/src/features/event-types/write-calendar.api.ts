import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  WritableCalendar,
  WriteCalendarChoice,
} from '@slotwise/shared/contract/calendar-choices.contract';

/** A choice as one option value: provider, connection and calendar (none holds a '|'). */
export const choiceKey = (choice: WriteCalendarChoice) =>
  `${choice.provider}|${choice.connection_id}|${choice.calendar_id}`;

function choiceOfKey(key: string | null): WriteCalendarChoice | null {
  if (!key) return null;
  const [provider, connection_id, calendar_id] = key.split('|');
  return { provider: provider as WriteCalendarChoice['provider'], connection_id, calendar_id };
}

const typeUrl = (eventTypeId: string) =>
  `/api/integrations/calendars/event-types/${encodeURIComponent(eventTypeId)}`;

/**
 * The host's writable calendars of every provider and an event type's write calendar
 * (docs/calendars.md#which-calendars-count); a choice travels as its option key.
 */
export const writeCalendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWritableCalendars: build.query<WritableCalendar[], void>({
      query: () => '/api/integrations/calendars/writable',
      transformResponse: (response: { data: WritableCalendar[] }) => response.data,
    }),
    getEventTypeWriteCalendar: build.query<string | null, string>({
      query: typeUrl,
      transformResponse: (response: { data: WriteCalendarChoice | null }) =>
        response.data ? choiceKey(response.data) : null,
    }),
    setEventTypeWriteCalendar: build.mutation<
      string | null,
      { eventTypeId: string; calendarId: string | null }
    >({
      query: ({ eventTypeId, calendarId }) => ({
        url: typeUrl(eventTypeId),
        method: 'PUT',
        body: { choice: choiceOfKey(calendarId) },
      }),
      transformResponse: (response: { data: WriteCalendarChoice | null }) =>
        response.data ? choiceKey(response.data) : null,
      async onQueryStarted({ eventTypeId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(writeCalendarApi.util.upsertQueryData('getEventTypeWriteCalendar', eventTypeId, data));
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
  }),
});

export const {
  useGetWritableCalendarsQuery,
  useGetEventTypeWriteCalendarQuery,
  useSetEventTypeWriteCalendarMutation,
} = writeCalendarApi;
