import { baseApi } from '@slotwise/shared/api/base-api';
import type { MicrosoftConnection } from '@slotwise/shared/contract/microsoft-calendars.contract';
import { useCallback } from 'react';
import { useSetEventTypeWriteCalendarMutation } from './caldav-write-calendar.api';

const calendarUrl = (eventTypeId: string) =>
  `/api/integrations/microsoft/event-types/${encodeURIComponent(eventTypeId)}/calendar`;

/** The host's Microsoft calendars and an event type's Microsoft write calendar (docs/calendars.md). */
export const microsoftWriteCalendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMicrosoftCalendarOptions: build.query<MicrosoftConnection[], void>({
      query: () => '/api/integrations/microsoft',
      transformResponse: (response: { data: MicrosoftConnection[] }) => response.data,
    }),
    getEventTypeMicrosoftCalendar: build.query<string | null, string>({
      query: calendarUrl,
      transformResponse: (response: { data: { calendar_id: string | null } }) => response.data.calendar_id,
    }),
    setEventTypeMicrosoftCalendar: build.mutation<
      string | null,
      { eventTypeId: string; calendarId: string | null }
    >({
      query: ({ eventTypeId, calendarId }) => ({
        url: calendarUrl(eventTypeId),
        method: 'PUT',
        body: { calendar_id: calendarId },
      }),
      transformResponse: (response: { data: { calendar_id: string | null } }) => response.data.calendar_id,
      async onQueryStarted({ eventTypeId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            microsoftWriteCalendarApi.util.upsertQueryData(
              'getEventTypeMicrosoftCalendar',
              eventTypeId,
              data,
            ),
          );
        } catch {
          // The failure is reported by the caller of the mutation.
        }
      },
    }),
  }),
});

export const {
  useGetMicrosoftCalendarOptionsQuery,
  useGetEventTypeMicrosoftCalendarQuery,
  useSetEventTypeMicrosoftCalendarMutation,
} = microsoftWriteCalendarApi;

/** Writable Microsoft calendars as "Write bookings to" options. */
export function microsoftWriteOptions(connections: MicrosoftConnection[] | undefined) {
  return (connections ?? []).flatMap((connection) =>
    connection.calendars
      .filter((calendar) => calendar.writable)
      .map((calendar) => ({ id: calendar.id, label: `${calendar.name} (${connection.email})` })),
  );
}

/**
 * Saves "Write bookings to" whichever provider the chosen calendar is of: the chosen one is set
 * on its provider and the other provider's choice is cleared (one calendar per event type).
 * Same call shape as the CalDAV mutation it wraps.
 */
export function useSetWriteCalendarAcrossProviders() {
  const [saveCaldav] = useSetEventTypeWriteCalendarMutation();
  const [saveMicrosoft] = useSetEventTypeMicrosoftCalendarMutation();
  const microsoft = useGetMicrosoftCalendarOptionsQuery();
  const save = useCallback(
    ({ eventTypeId, calendarId }: { eventTypeId: string; calendarId: string | null }) => {
      const isMicrosoft =
        calendarId !== null &&
        microsoftWriteOptions(microsoft.data).some((option) => option.id === calendarId);
      const run = async () => {
        await saveCaldav({ eventTypeId, calendarId: isMicrosoft ? null : calendarId }).unwrap();
        if (isMicrosoft || (microsoft.data?.length ?? 0) > 0) {
          await saveMicrosoft({ eventTypeId, calendarId: isMicrosoft ? calendarId : null }).unwrap();
        }
        return calendarId;
      };
      return { unwrap: run };
    },
    [microsoft.data, saveCaldav, saveMicrosoft],
  );
  return [save] as const;
}
