import { apiClient } from '@slotwise/shared/api/api-client';
import type { Availability } from '@slotwise/shared/contract/availability.contract';
import { AxiosError, AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status: number; data: unknown };
type Handler = (request: SentRequest) => Reply | Promise<Reply>;

/**
 * Replaces the HTTP call under the real endpoints (RTK Query -> axiosBaseQuery -> apiClient):
 * the handler answers each request; statuses >= 400 become AxiosErrors as axios would throw.
 */
export function mockApi(handler: Handler) {
  const sent: SentRequest[] = [];
  const spy = jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const request = {
      method: (config.method ?? 'GET').toUpperCase(),
      url: config.url ?? '',
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

export function sampleSchedule(overrides: Partial<Availability> = {}): Availability {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Working hours',
    time_zone: 'Europe/Berlin',
    is_default: true,
    slots: [],
    overrides: [],
    event_types_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
