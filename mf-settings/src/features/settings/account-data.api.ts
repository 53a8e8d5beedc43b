import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  AccountExport,
  DeleteAccountPayload,
  DeletionRequirements,
} from '@slotwise/shared/contract/account.contract';
import type { MessageResponse } from '@slotwise/shared/contract/envelope.contract';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AccountExports'] });

/** Settings → Profile → Your data (docs/product.md#your-data). */
export const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountExports: build.query<AccountExport[], void>({
      query: () => ({ url: '/api/account/exports' }),
      transformResponse: (response: { data: AccountExport[] }) => response.data,
      providesTags: ['AccountExports'],
    }),
    requestAccountExport: build.mutation<AccountExport, void>({
      query: () => ({ url: '/api/account/exports', method: 'POST' }),
      transformResponse: (response: { data: AccountExport }) => response.data,
      invalidatesTags: ['AccountExports'],
    }),
    getDeletionRequirements: build.query<DeletionRequirements, void>({
      query: () => ({ url: '/api/account/deletion' }),
      transformResponse: (response: { data: DeletionRequirements }) => response.data,
    }),
    deleteAccount: build.mutation<MessageResponse, DeleteAccountPayload>({
      query: (body) => ({ url: '/api/account/delete', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetAccountExportsQuery,
  useRequestAccountExportMutation,
  useGetDeletionRequirementsQuery,
  useDeleteAccountMutation,
} = accountDataApi;
