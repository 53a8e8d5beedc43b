import { apiClient } from '@slotwise/shared/api/api-client';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { sampleUser } from './api-mock.testing';
import { errorKeyOfCode, GoogleCallbackPage } from './google-callback-page';

type Reply = { status: number; data?: unknown };

/** Serves the page's calls (refresh through apiClient.post, me through RTK Query) from a handler. */
function useServer(handler: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>) {
  const calls: { method: string; url: string; authorization: string | null }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: (AxiosHeaders.from(config.headers).get('Authorization') as string | null) || null,
    });
    const reply = await handler(config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('failed', String(reply.status), config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

/** The API after a successful callback: the refresh cookie is there, /refresh answers a token. */
const signedInServer = (config: InternalAxiosRequestConfig): Reply =>
  config.url === '/api/auth/refresh'
    ? { status: 200, data: { access_token: 'tok-from-cookie' } }
    : { status: 200, data: sampleUser };

function renderCallback(query: string) {
  return renderWithProviders(<GoogleCallbackPage />, {
    route: `/auth/google/callback${query}`,
    path: '/auth/google/callback',
    otherPaths: ['/dashboard', '/login'],
  });
}

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('GoogleCallbackPage', () => {
  it('first shows Signing you in... with a spinner', async () => {
    let answer: (reply: Reply) => void = () => {};
    const calls = useServer(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderCallback('');
    expect(screen.getByRole('heading', { name: 'Signing you in...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Signing you in' })).toBeInTheDocument();
    // The refresh is shared by every caller of the app: it must end before the next test.
    await waitFor(() => expect(calls).toHaveLength(1));
    answer({ status: 401 });
    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
  });

  it('gets the token from POST /api/auth/refresh, fetches the user and goes to /dashboard after 1500 ms', async () => {
    jest.useFakeTimers();
    const calls = useServer(signedInServer);
    const { router, store } = renderCallback('');

    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Successfully signed in! Redirecting to dashboard...')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/auth/refresh', authorization: null },
      { method: 'GET', url: '/api/auth/me', authorization: 'Bearer tok-from-cookie' },
    ]);
    expect(localStorage.getItem('token')).toBe('tok-from-cookie');
    expect(store.getState().session).toMatchObject({ user: sampleUser, isAuthenticated: true });

    // findBy may have advanced the fake clock by a poll interval (50 ms) at most.
    act(() => jest.advanceTimersByTime(1400));
    expect(router.state.location.pathname).toBe('/auth/google/callback');
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Page at /dashboard')).toBeInTheDocument();
  });

  it("ignores a token in the URL: someone else's link signs no one in", async () => {
    // The visitor's browser has no refresh cookie: /refresh refuses, whatever the URL carries.
    const calls = useServer((config) =>
      config.url === '/api/auth/refresh'
        ? { status: 401, data: { message: 'Unauthenticated.' } }
        : { status: 200, data: sampleUser },
    );
    const { router, store } = renderCallback('?token=someone-elses-token');

    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('callback-error')).toHaveTextContent(/^Authentication failed$/);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh']);
    expect(calls.some((call) => call.authorization?.includes('someone-elses-token'))).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('shows the text of a known error code and a Try Again button to /login', async () => {
    const calls = useServer(signedInServer);
    const user = userEvent.setup();
    const { router } = renderCallback('?error=session_expired');

    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('callback-error')).toHaveTextContent(
      /^Your Google sign-in session has expired\. Please try again\.$/,
    );
    expect(calls).toHaveLength(0);
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("refuses an unproven account in the reader's language, with a way to reset the password", async () => {
    const calls = useServer(signedInServer);
    await act(() => changeAppLanguage('de'));
    try {
      renderCallback('?error=unverified_account');
      expect(await screen.findByTestId('callback-error')).toHaveTextContent(
        /^Mit dieser E-Mail-Adresse gibt es bereits ein Konto, aber die Adresse ist noch nicht bestätigt\./,
      );
      expect(screen.getByRole('link', { name: 'Passwort zurücksetzen' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(calls).toHaveLength(0);
    } finally {
      await act(() => changeAppLanguage('en'));
    }
  });

  it('never shows text from the URL: an unknown code shows the generic message', async () => {
    useServer(signedInServer);
    renderCallback('?error=Call%20%2B1%20555%200100%20to%20unlock%20your%20account');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent(/^Authentication failed$/);
    expect(screen.queryByText(/555/)).toBeNull();
  });

  it('maps every code to a text of its own and anything else to the fallback', () => {
    expect(errorKeyOfCode('failed')).toBe('callback.googleFailed');
    expect(errorKeyOfCode('cancelled')).toBe('callback.error.cancelled');
    expect(errorKeyOfCode('toString')).toBe('callback.failedFallback');
    expect(errorKeyOfCode('')).toBe('callback.failedFallback');
  });

  it("shows 'Google authentication failed' when the user fetch fails, and keeps no token", async () => {
    useServer((config) =>
      config.url === '/api/auth/refresh'
        ? { status: 200, data: { access_token: 'tok-from-cookie' } }
        : { status: 500, data: { message: 'Internal Server Error' } },
    );
    const { store } = renderCallback('');

    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('callback-error')).toHaveTextContent(/^Google authentication failed$/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.isAuthenticated).toBe(false);
  });
});
