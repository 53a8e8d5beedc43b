import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  AuthResponse,
  ForgotPasswordPayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  VerifyEmailPayload,
} from '@slotwise/shared/contract/auth.contract';

export interface MessageResponse {
  message: string;
}

/** The sign-in, sign-up and password-reset calls (docs/product.md#api-calls, #accounts-and-sign-in). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginPayload>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterPayload>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordPayload>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordPayload>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
    }),
    // A signed-in tab then fetches the user again: the banner goes (docs/product.md#verified-e-mail-addresses).
    verifyEmail: build.mutation<MessageResponse, VerifyEmailPayload>({
      query: (body) => ({ url: '/api/auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
