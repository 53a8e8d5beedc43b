import { baseApi } from '@slotwise/shared/api/base-api';
import type { ChangePasswordPayload, SessionRenewed } from '@slotwise/shared/contract/auth.contract';

/** Settings → Security (docs/product.md#taking-credentials-back): both answer this session's new token. */
export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<SessionRenewed, ChangePasswordPayload>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),
    signOutEverywhere: build.mutation<SessionRenewed, void>({
      query: () => ({ url: '/api/auth/sign-out-everywhere', method: 'POST' }),
    }),
  }),
});

export const { useChangePasswordMutation, useSignOutEverywhereMutation } = securityApi;
