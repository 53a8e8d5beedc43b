import { clearStoredToken, readStoredToken, storeToken } from '@slotwise/shared/api/session-storage';
import type { RefreshResponse } from '@slotwise/shared/contract/auth.contract';
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export interface ApiClientHooks {
  /** Called after a silent refresh so the store can hold the new token. */
  onTokenRefreshed?: (token: string) => void;
  /** Called when the refresh fails: auth is cleared and the user goes to /login. */
  onSessionExpired?: () => void;
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

const refreshPath = '/api/auth/refresh';
// A 401 on these means wrong credentials, not an expired session.
const noRefreshPaths = ['/api/auth/login', '/api/auth/register', refreshPath, '/api/auth/logout'];

let hooks: ApiClientHooks = {};
let refreshInFlight: Promise<string> | null = null;

/**
 * The one HTTP client of the app (a singleton because `shared` is a federation singleton).
 * Same-origin by default: the shell's origin proxies /api. axios echoes the XSRF-TOKEN cookie
 * as X-XSRF-TOKEN on same-origin requests by itself.
 */
export const apiClient: AxiosInstance = axios.create({
  baseURL: '',
  withCredentials: true,
  headers: { Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

export function configureApiClient(options: { baseURL?: string } & ApiClientHooks): void {
  if (options.baseURL !== undefined) apiClient.defaults.baseURL = options.baseURL;
  hooks = { onTokenRefreshed: options.onTokenRefreshed, onSessionExpired: options.onSessionExpired };
}

apiClient.interceptors.request.use((config) => {
  const token = readStoredToken();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

/** One refresh at a time: concurrent 401s wait for the same promise, then replay. */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= apiClient
    // No body: with `null` axios would label the request as a form and the API refuses it.
    .post<RefreshResponse>(refreshPath, undefined, { headers: { Authorization: '' } })
    .then((response) => {
      const token = response.data.access_token;
      storeToken(token);
      hooks.onTokenRefreshed?.(token);
      return token;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) {
    throw error;
  }
  const config = error.config as RetriableConfig;
  const path = new URL(config.url ?? '', 'http://x').pathname;
  if (config._retried || noRefreshPaths.some((p) => path.endsWith(p))) throw error;
  config._retried = true;
  let token: string;
  try {
    token = await refreshAccessToken();
  } catch {
    clearStoredToken();
    hooks.onSessionExpired?.();
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return apiClient.request(config);
});
