import { apiClient } from '@slotwise/shared/api/api-client';
import type { FreeTimes, PublicBooking, PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { AxiosError, AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';

export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, string>;
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
    const request: SentRequest = {
      method: (config.method ?? 'GET').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, string>,
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

export const sampleEventType: PublicEventType = {
  id: '7f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
  title: 'Intro call',
  slug: 'intro-call',
  description: 'A first talk.\n<b>Not bold</b>',
  duration: 30,
  location: 'google_meet',
  event_type: 'one_on_one',
  max_participants: null,
  requires_confirmation: false,
  questions: [],
  host: { name: 'Ada', surname: 'Lovelace', username: 'ada', avatar: null },
};

/** Free times for the requested range: the given UTC instants on their days, the rest empty. */
export function freeTimesFor(
  request: SentRequest,
  byDay: Record<string, { start: string; seats_left?: number }[]>,
): FreeTimes {
  const days: FreeTimes['days'] = [];
  const end = new Date(`${request.params.end}T00:00:00Z`);
  for (
    let day = new Date(`${request.params.start}T00:00:00Z`);
    day <= end;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const date = day.toISOString().slice(0, 10);
    days.push({ date, times: (byDay[date] ?? []).map((time) => ({ seats_left: 1, ...time })) });
  }
  return { time_zone: request.params.time_zone, days };
}

export function sampleBooking(overrides: Partial<PublicBooking> = {}): PublicBooking {
  return {
    id: '0b7d8f7e-1111-4c3a-9a55-8e2f7f0c1d2e',
    status: 'confirmed',
    start_time: '2026-11-23T14:00:00.000Z',
    end_time: '2026-11-23T14:30:00.000Z',
    timezone: 'America/New_York',
    attendee_name: 'Grace Hopper',
    cancellation_reason: null,
    cancellable: true,
    event_type: { title: 'Intro call', duration: 30, location: 'google_meet', slug: 'intro-call' },
    host: { name: 'Ada', surname: 'Lovelace', username: 'ada', avatar: null },
    google_meet_link: null,
    ...overrides,
  };
}
