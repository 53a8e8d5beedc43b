import { baseApi } from '@slotwise/shared/api/base-api';
import type { ChangePasswordPayload, SessionRenewed } from '@slotwise/shared/contract/auth.contract';

/** Settings → Security (docs/product.md#taking-credentials-back): answers this session's new token. */
export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<SessionRenewed, ChangePasswordPayload>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = securityApi;
