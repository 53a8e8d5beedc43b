import { apiClient, configureApiClient } from '@slotwise/shared/api/api-client';
import { readStoredToken, storeToken } from '@slotwise/shared/api/session-storage';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';

type Reply = { status: number; data?: unknown };

/** Serves requests from a handler, through axios' real interceptors. */
function useServer(handler: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError('failed', String(reply.status), config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

const authOf = (config: InternalAxiosRequestConfig) => AxiosHeaders.from(config.headers).get('Authorization');

describe('apiClient session expiry', () => {
  const onTokenRefreshed = jest.fn();
  const onSessionExpired = jest.fn();

  beforeEach(() => {
    localStorage.clear();
    onTokenRefreshed.mockReset();
    onSessionExpired.mockReset();
    configureApiClient({ baseURL: '', onTokenRefreshed, onSessionExpired });
  });

  it('sends the stored token as a bearer header and JSON accept', async () => {
    storeToken('abc');
    const calls = useServer(() => ({ status: 200, data: {} }));
    await apiClient.get('/api/auth/me');
    expect(authOf(calls[0])).toBe('Bearer abc');
    expect(AxiosHeaders.from(calls[0].headers).get('Accept')).toBe('application/json');
    expect(calls[0].withCredentials).toBe(true);
  });

  it('refreshes once on a 401 and replays the request with the new token', async () => {
    storeToken('old');
    const calls = useServer((config) => {
      if (config.url === '/api/auth/refresh') return { status: 200, data: { access_token: 'new' } };
      return authOf(config) === 'Bearer new' ? { status: 200, data: { ok: true } } : { status: 401 };
    });
    const response = await apiClient.get('/api/bookings');
    expect(response.data).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/bookings', '/api/auth/refresh', '/api/bookings']);
    // A bodiless POST (axios' browser adapter then sends no form content type to be refused).
    expect(calls[1].data).toBeUndefined();
    expect(readStoredToken()).toBe('new');
    expect(onTokenRefreshed).toHaveBeenCalledWith('new');
  });

  it('lets concurrent 401s wait for a single refresh, then replays them all', async () => {
    storeToken('old');
    let refreshes = 0;
    const calls = useServer(async (config) => {
      if (config.url === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 200, data: { access_token: 'fresh' } };
      }
      return authOf(config) === 'Bearer fresh' ? { status: 200, data: config.url } : { status: 401 };
    });
    const results = await Promise.all(['/a', '/b', '/c'].map((url) => apiClient.get(url)));
    expect(results.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.url !== '/api/auth/refresh')).toHaveLength(6);
  });

  it('does not loop: a replayed request that fails again is not refreshed twice', async () => {
    storeToken('old');
    const calls = useServer((config) =>
      config.url === '/api/auth/refresh' ? { status: 200, data: { access_token: 'new' } } : { status: 401 },
    );
    await expect(apiClient.get('/api/x')).rejects.toThrow();
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears auth and reports the expiry when the refresh fails', async () => {
    storeToken('old');
    useServer(() => ({ status: 401 }));
    await expect(apiClient.get('/api/x')).rejects.toThrow();
    expect(readStoredToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for a failed login', async () => {
    const calls = useServer(() => ({ status: 401, data: { error: 'Invalid credentials' } }));
    await expect(apiClient.post('/api/auth/login', {})).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
