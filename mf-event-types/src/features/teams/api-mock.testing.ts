import { apiClient } from '@slotwise/shared/api/api-client';
import type { User } from '@slotwise/shared/contract/auth.contract';
import type { Team, TeamMember } from '@slotwise/shared/contract/teams.contract';
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

export const sampleUser: User = {
  id: 'u1',
  name: 'Jane',
  surname: 'Doe',
  username: 'jane',
  email: 'jane@example.com',
  avatar: null,
  time_zone: 'Europe/Berlin',
  language: 'en',
  created_at: '2026-01-01T00:00:00.000Z',
};

export function sampleMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'm1',
    user_id: 'u1',
    name: 'Jane Doe',
    email: 'jane@example.com',
    role: 'owner',
    avatar: null,
    status: 'active',
    ...overrides,
  };
}

export function sampleTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 't1',
    name: 'Sales',
    description: 'The sales people',
    my_role: 'owner',
    member_count: 2,
    members: [
      sampleMember(),
      sampleMember({ id: 'm2', user_id: 'u2', name: 'Bob Stone', email: 'bob@example.com', role: 'member' }),
      sampleMember({
        id: 'm3',
        user_id: null,
        name: null,
        email: 'new@example.com',
        role: 'admin',
        status: 'invited',
      }),
    ],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
