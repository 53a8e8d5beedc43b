import { baseApi } from '@slotwise/shared/api/base-api';
import type { Availability } from '@slotwise/shared/contract/availability.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type {
  ConnectedGoogleAccount,
  EventType,
  EventTypeInput,
} from '@slotwise/shared/contract/event-types.contract';
import type { GoogleAccountsResponse } from '@slotwise/shared/contract/integrations.contract';

const listTag = { type: 'EventType', id: 'LIST' } as const;
// Event types count against their schedule (event_types_count), so writes refresh both lists.
const availabilityListTag = { type: 'Availability', id: 'LIST' } as const;

/** The event-type calls of docs/product.md#api-calls; bodies wrap their payload in `data`. */
export const eventTypesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['EventType', 'Availability', 'GoogleAccounts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getEventTypes: build.query<EventType[], void>({
        query: () => ({ url: '/api/event-types' }),
        transformResponse: unwrapData<EventType[]>,
        providesTags: (result) => [
          listTag,
          ...(result ?? []).map(({ id }) => ({ type: 'EventType' as const, id })),
        ],
      }),
      createEventType: build.mutation<EventType, EventTypeInput>({
        query: (body) => ({ url: '/api/event-types', method: 'POST', body }),
        transformResponse: unwrapData<EventType>,
        invalidatesTags: [listTag, availabilityListTag],
      }),
      updateEventType: build.mutation<EventType, { id: string; body: EventTypeInput }>({
        query: ({ id, body }) => ({ url: `/api/event-types/${id}`, method: 'PUT', body }),
        transformResponse: unwrapData<EventType>,
        invalidatesTags: (_result, _error, { id }) => [
          listTag,
          { type: 'EventType', id },
          availabilityListTag,
        ],
      }),
      deleteEventType: build.mutation<void, string>({
        query: (id) => ({ url: `/api/event-types/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [listTag, { type: 'EventType', id }, availabilityListTag],
      }),
      /** The schedules the dialog offers (the availability feature owns their screens). */
      getScheduleOptions: build.query<Availability[], void>({
        query: () => ({ url: '/api/availabilities' }),
        transformResponse: unwrapData<Availability[]>,
        providesTags: [availabilityListTag],
      }),
      /**
       * The host's Google accounts for the dialog's account select and the page's filter: the
       * Settings integrations call (its own name here; Settings' changes refresh it by the tag).
       */
      getGoogleAccountOptions: build.query<ConnectedGoogleAccount[], void>({
        query: () => ({ url: '/api/integrations/google-calendar' }),
        transformResponse: (response: GoogleAccountsResponse) => response.accounts,
        providesTags: ['GoogleAccounts'],
      }),
    }),
  });

export const {
  useGetEventTypesQuery,
  useCreateEventTypeMutation,
  useUpdateEventTypeMutation,
  useDeleteEventTypeMutation,
  useGetScheduleOptionsQuery,
  useGetGoogleAccountOptionsQuery,
} = eventTypesApi;

/** Fallback texts of docs/product.md#error-texts (event-type store). */
export const eventTypeFailures = {
  fetch: 'Failed to fetch event types',
  create: 'Failed to create event type',
  update: 'Failed to update event type',
  delete: 'Failed to delete event type',
} as const;
