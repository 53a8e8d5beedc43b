import { baseApi } from '@slotwise/shared/api/base-api';
import type { Availability, AvailabilityInput } from '@slotwise/shared/contract/availability.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';

const listTag = { type: 'Availability', id: 'LIST' } as const;

/**
 * The availability calls (docs/product.md#api-calls; bodies
 * of docs/product.md#availability), wrapped in `data`.
 */
export const availabilityApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['EventType', 'Availability'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAvailabilities: build.query<Availability[], void>({
        query: () => ({ url: '/api/availabilities' }),
        transformResponse: unwrapData<Availability[]>,
        providesTags: (result) => [
          listTag,
          ...(result ?? []).map(({ id }) => ({ type: 'Availability' as const, id })),
        ],
      }),
      getAvailability: build.query<Availability, string>({
        query: (id) => ({ url: `/api/availabilities/${id}` }),
        transformResponse: unwrapData<Availability>,
        providesTags: (_result, _error, id) => [{ type: 'Availability', id }],
      }),
      createAvailability: build.mutation<Availability, AvailabilityInput>({
        query: (body) => ({ url: '/api/availabilities', method: 'POST', body }),
        transformResponse: unwrapData<Availability>,
        invalidatesTags: [listTag],
      }),
      updateAvailability: build.mutation<Availability, { id: string; body: AvailabilityInput }>({
        query: ({ id, body }) => ({ url: `/api/availabilities/${id}`, method: 'PUT', body }),
        transformResponse: unwrapData<Availability>,
        invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'Availability', id }],
      }),
      deleteAvailability: build.mutation<void, string>({
        query: (id) => ({ url: `/api/availabilities/${id}`, method: 'DELETE' }),
        invalidatesTags: [listTag],
      }),
      setDefaultAvailability: build.mutation<void, string>({
        query: (id) => ({ url: `/api/availabilities/${id}/set-default`, method: 'POST' }),
        // Exactly one schedule is default afterwards: every item changes.
        invalidatesTags: ['Availability'],
      }),
    }),
  });

export const {
  useGetAvailabilitiesQuery,
  useGetAvailabilityQuery,
  useCreateAvailabilityMutation,
  useUpdateAvailabilityMutation,
  useDeleteAvailabilityMutation,
  useSetDefaultAvailabilityMutation,
} = availabilityApi;

/** Fallback texts of docs/product.md#error-texts (availability store). */
export const availabilityFailures = {
  fetchList: 'Failed to fetch availabilities',
  fetch: 'Failed to fetch availability',
  create: 'Failed to create availability',
  update: 'Failed to update availability',
  delete: 'Failed to delete availability',
  setDefault: 'Failed to set availability as default',
} as const;
