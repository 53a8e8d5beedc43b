import { baseApi } from '@slotwise/shared/api/base-api';
import type { LoginAnswer, TwoFactorLoginPayload } from '@slotwise/shared/contract/account-security.contract';
import type {
  AuthResponse,
  ForgotPasswordPayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  VerifyEmailPayload,
} from '@slotwise/shared/contract/auth.contract';
import type { InstanceInfo } from '@slotwise/shared/contract/instance.contract';

export interface MessageResponse {
  message: string;
}

/** The sign-in, sign-up and password-reset calls (docs/product.md#api-calls, #accounts-and-sign-in). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A session, or with two-factor sign-in on, a challenge for the code (docs/product.md#two-factor-sign-in).
    login: build.mutation<LoginAnswer, LoginPayload>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    loginTwoFactor: build.mutation<AuthResponse, TwoFactorLoginPayload>({
      query: (body) => ({ url: '/api/auth/login/two-factor', method: 'POST', body }),
    }),
    // Whether sign-up is open, by invitation or closed (docs/product.md#instance-administration).
    getInstance: build.query<InstanceInfo, void>({
      query: () => '/api/instance',
      transformResponse: (response: { data: InstanceInfo }) => response.data,
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
  useLoginTwoFactorMutation,
  useGetInstanceQuery,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
