import { apiClient } from '@slotwise/shared/api/api-client';
import { AxiosError, AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';

export interface SentRequest {
  method: string;
  /** The path, without the query. */
  url: string;
  /** Only present when the request had query parameters. */
  params?: Record<string, string>;
  /** The JSON body as sent (fetch-mock: parsed, or the text when it is not JSON). */
  body: unknown;
}

export type MockReply = { status: number; data: unknown };
export type MockHandler = (request: SentRequest) => MockReply | Promise<MockReply>;

/**
 * Replaces the HTTP call under the real endpoints (RTK Query -> axiosBaseQuery -> apiClient):
 * the handler answers each request; statuses >= 400 become AxiosErrors as axios would throw.
 */
export function mockApi(handler: MockHandler) {
  const sent: SentRequest[] = [];
  const spy = jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const request: SentRequest = {
      method: (config.method ?? 'GET').toUpperCase(),
      url: config.url ?? '',
      ...(config.params ? { params: config.params as Record<string, string> } : {}),
      body: config.data,
    };
    sent.push(request);
    const reply = await handler(request);
    const response = {
      status: reply.status,
      statusText: '',
      data: reply.data,
      headers: {},
      config: { headers: new AxiosHeaders() },
    } as AxiosResponse;
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_REQUEST',
        undefined,
        undefined,
        response,
      );
    }
    return response;
  });
  return { sent, spy };
}
