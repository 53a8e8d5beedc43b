import { baseApi } from '@slotwise/shared/api/base-api';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type {
  OutOfOffice,
  OutOfOfficeInput,
  OutOfOfficeTeammate,
} from '@slotwise/shared/contract/out-of-office.contract';

const listTag = { type: 'OutOfOffice', id: 'LIST' } as const;

/** The host's days away (docs/product.md#out-of-office), wrapped in `data`. */
export const outOfOfficeApi = baseApi.enhanceEndpoints({ addTagTypes: ['OutOfOffice'] }).injectEndpoints({
  endpoints: (build) => ({
    getOutOfOffice: build.query<OutOfOffice[], void>({
      query: () => ({ url: '/api/out-of-office' }),
      transformResponse: unwrapData<OutOfOffice[]>,
      providesTags: [listTag],
    }),
    getOutOfOfficeTeammates: build.query<OutOfOfficeTeammate[], void>({
      query: () => ({ url: '/api/out-of-office/teammates' }),
      transformResponse: unwrapData<OutOfOfficeTeammate[]>,
    }),
    saveOutOfOffice: build.mutation<OutOfOffice, { id: string | null; body: OutOfOfficeInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `/api/out-of-office/${id}`, method: 'PUT', body }
          : { url: '/api/out-of-office', method: 'POST', body },
      transformResponse: unwrapData<OutOfOffice>,
      invalidatesTags: [listTag],
    }),
    deleteOutOfOffice: build.mutation<void, string>({
      query: (id) => ({ url: `/api/out-of-office/${id}`, method: 'DELETE' }),
      invalidatesTags: [listTag],
    }),
  }),
});

export const {
  useGetOutOfOfficeQuery,
  useGetOutOfOfficeTeammatesQuery,
  useSaveOutOfOfficeMutation,
  useDeleteOutOfOfficeMutation,
} = outOfOfficeApi;
