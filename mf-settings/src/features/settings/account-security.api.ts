import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  AccountSecurity,
  RecoveryCodes,
  SessionsList,
  TwoFactorDisablePayload,
  TwoFactorSetup,
} from '@slotwise/shared/contract/account-security.contract';
import type { SessionRenewed } from '@slotwise/shared/contract/auth.contract';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AccountSecurity', 'AccountSessions'] });
type Message = { message: string };
const refreshOnSuccess =
  (...tags: ('AccountSecurity' | 'AccountSessions')[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

/** Settings → Security: two-factor sign-in and sessions (docs/product.md#two-factor-sign-in, #sessions). */
export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountSecurity: build.query<AccountSecurity, void>({
      query: () => '/api/auth/account-security',
      providesTags: ['AccountSecurity'],
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/auth/two-factor/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/api/auth/two-factor/enable', method: 'POST', body }),
      invalidatesTags: refreshOnSuccess('AccountSecurity'),
    }),
    disableTwoFactor: build.mutation<Message, TwoFactorDisablePayload>({
      query: (body) => ({ url: '/api/auth/two-factor/disable', method: 'POST', body }),
      invalidatesTags: refreshOnSuccess('AccountSecurity'),
    }),
    getSessions: build.query<SessionsList, void>({
      query: () => '/api/auth/sessions',
      providesTags: ['AccountSessions'],
    }),
    endSession: build.mutation<Message, string>({
      query: (id) => ({ url: `/api/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: refreshOnSuccess('AccountSessions'),
    }),
    // Also takes back access tokens at once (a new token version): this session gets a new one.
    endOtherSessions: build.mutation<SessionRenewed, void>({
      query: () => ({ url: '/api/auth/sign-out-everywhere', method: 'POST' }),
      invalidatesTags: refreshOnSuccess('AccountSessions'),
    }),
  }),
});

export const {
  useGetAccountSecurityQuery,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = accountSecurityApi;
