import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  AdminAccount,
  AdminSettings,
  AuditEntry,
  SignupMode,
} from '@slotwise/shared/contract/instance.contract';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminAccounts', 'AdminSettings', 'AdminAudit'] });
type Message = { message: string };
const unwrap = <T>(response: { data: T }) => response.data;

/** The Admin tab's calls (docs/product.md#instance-administration); the API answers 403 to non-admins. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminAccounts: build.query<AdminAccount[], string>({
      query: (search) => ({ url: '/api/admin/accounts', params: search ? { search } : {} }),
      transformResponse: unwrap<AdminAccount[]>,
      providesTags: ['AdminAccounts'],
    }),
    setAccountDisabled: build.mutation<Message, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/api/admin/accounts/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminAccounts', 'AdminAudit']),
    }),
    getAdminSettings: build.query<AdminSettings, void>({
      query: () => '/api/admin/settings',
      providesTags: ['AdminSettings'],
    }),
    setSignupMode: build.mutation<AdminSettings, SignupMode>({
      query: (signup_mode) => ({ url: '/api/admin/settings', method: 'PUT', body: { signup_mode } }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminSettings', 'AdminAudit']),
    }),
    sendTestMail: build.mutation<Message, void>({
      query: () => ({ url: '/api/admin/test-mail', method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminAudit']),
    }),
    inviteAccount: build.mutation<Message, string>({
      query: (email) => ({ url: '/api/admin/invitations', method: 'POST', body: { email } }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminAudit']),
    }),
    getAuditLog: build.query<AuditEntry[], void>({
      query: () => '/api/admin/audit-log',
      transformResponse: unwrap<AuditEntry[]>,
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useGetAdminAccountsQuery,
  useSetAccountDisabledMutation,
  useGetAdminSettingsQuery,
  useSetSignupModeMutation,
  useSendTestMailMutation,
  useInviteAccountMutation,
  useGetAuditLogQuery,
} = adminApi;
