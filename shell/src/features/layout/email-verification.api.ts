import { baseApi } from '@slotwise/shared/api/base-api';
import { userLoaded } from '@slotwise/shared/api/session.slice';
import type { User } from '@slotwise/shared/contract/auth.contract';
import type { MessageResponse } from '@slotwise/shared/contract/envelope.contract';

/**
 * The banner's calls (docs/product.md#verified-e-mail-addresses). Its own look at the user, not
 * the session's `me`: a failed check here only keeps the banner, it never ends the session.
 */
export const emailVerificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verificationStatus: build.query<User, void>({
      query: () => '/api/auth/me',
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // Offline or a blip: the banner stays until the next check.
        }
      },
    }),
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/auth/resend-verification', method: 'POST' }),
    }),
  }),
});

export const { useVerificationStatusQuery, useResendVerificationMutation } = emailVerificationApi;
