import { baseApi } from '@slotwise/shared/api/base-api';
import type {
  ApiKey,
  ApiKeyInput,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
} from '@slotwise/shared/contract/developers.contract';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['ApiKeys', 'Webhooks', 'WebhookDeliveries'] });

const keysUrl = '/api/developers/api-keys';
const hooksUrl = '/api/developers/webhooks';
const hookUrl = (id: string) => `${hooksUrl}/${encodeURIComponent(id)}`;
type Data<T> = { data: T };
const unwrap = <T>(response: Data<T>) => response.data;

/** The Developers tab's calls: personal API keys and webhook endpoints (docs/webhooks.md). */
export const developersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<ApiKey[], void>({
      query: () => keysUrl,
      transformResponse: unwrap<ApiKey[]>,
      providesTags: ['ApiKeys'],
    }),
    createApiKey: build.mutation<CreatedApiKey, ApiKeyInput>({
      query: (body) => ({ url: keysUrl, method: 'POST', body }),
      transformResponse: unwrap<CreatedApiKey>,
      invalidatesTags: (_result, error) => (error ? [] : ['ApiKeys']),
    }),
    revokeApiKey: build.mutation<void, string>({
      query: (id) => ({ url: `${keysUrl}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['ApiKeys']),
    }),
    getWebhooks: build.query<WebhookEndpoint[], void>({
      query: () => hooksUrl,
      transformResponse: unwrap<WebhookEndpoint[]>,
      providesTags: ['Webhooks'],
    }),
    createWebhook: build.mutation<CreatedWebhookEndpoint, WebhookEndpointInput>({
      query: (body) => ({ url: hooksUrl, method: 'POST', body }),
      transformResponse: unwrap<CreatedWebhookEndpoint>,
      invalidatesTags: (_result, error) => (error ? [] : ['Webhooks']),
    }),
    updateWebhook: build.mutation<WebhookEndpoint, { id: string; body: WebhookEndpointInput }>({
      query: ({ id, body }) => ({ url: hookUrl(id), method: 'PUT', body }),
      transformResponse: unwrap<WebhookEndpoint>,
      invalidatesTags: (_result, error) => (error ? [] : ['Webhooks']),
    }),
    /** Resumes an endpoint paused by a password change; what waited is sent (docs/webhooks.md). */
    resumeWebhook: build.mutation<WebhookEndpoint, string>({
      query: (id) => ({ url: `${hookUrl(id)}/resume`, method: 'POST' }),
      transformResponse: unwrap<WebhookEndpoint>,
      invalidatesTags: (_result, error, id) => (error ? [] : ['Webhooks', { type: 'WebhookDeliveries', id }]),
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: hookUrl(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Webhooks']),
    }),
    getWebhookDeliveries: build.query<WebhookDelivery[], string>({
      query: (id) => `${hookUrl(id)}/deliveries`,
      transformResponse: unwrap<WebhookDelivery[]>,
      providesTags: (_result, _error, id) => [{ type: 'WebhookDeliveries', id }],
    }),
    sendWebhookTest: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `${hookUrl(id)}/test`, method: 'POST' }),
      transformResponse: unwrap<WebhookDelivery>,
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'WebhookDeliveries', id }]),
    }),
    redeliverWebhook: build.mutation<WebhookDelivery, { id: string; deliveryId: string }>({
      query: ({ id, deliveryId }) => ({
        url: `${hookUrl(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
        method: 'POST',
      }),
      transformResponse: unwrap<WebhookDelivery>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'WebhookDeliveries', id }]),
    }),
    /** The host's event types (personal, and their teams' with team_id), for the webhook filter. */
    getOwnEventTypes: build.query<{ id: string; title: string; team_id?: string | null }[], void>({
      query: () => '/api/event-types',
      transformResponse: unwrap<{ id: string; title: string; team_id?: string | null }[]>,
    }),
    /** The teams the host owns or administers: they may own team endpoints (docs/webhooks.md). */
    getManagedTeams: build.query<{ id: string; name: string }[], void>({
      query: () => '/api/teams',
      transformResponse: (response: Data<{ id: string; name: string; my_role: string }[]>) =>
        response.data
          .filter((team) => team.my_role === 'owner' || team.my_role === 'admin')
          .map(({ id, name }) => ({ id, name })),
    }),
  }),
});

export const {
  useGetApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useResumeWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useSendWebhookTestMutation,
  useRedeliverWebhookMutation,
  useGetOwnEventTypesQuery,
  useGetManagedTeamsQuery,
} = developersApi;
