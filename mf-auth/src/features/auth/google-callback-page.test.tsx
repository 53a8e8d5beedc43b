import { emailVerificationMessages } from '@slotwise/shared/contract/auth.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUser } from './api-mock.testing';
import { GoogleCallbackPage } from './google-callback-page';

function renderCallback(query: string) {
  return renderWithProviders(<GoogleCallbackPage />, {
    route: `/auth/google/callback${query}`,
    path: '/auth/google/callback',
    otherPaths: ['/dashboard', '/login'],
  });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('GoogleCallbackPage', () => {
  it('first shows Signing you in... with a spinner', () => {
    mockApi(() => new Promise(() => {}));
    renderCallback('?token=tok-google');
    expect(screen.getByRole('heading', { name: 'Signing you in...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Signing you in' })).toBeInTheDocument();
  });

  it('stores the token, fetches the user, removes the query and goes to /dashboard after 1500 ms', async () => {
    jest.useFakeTimers();
    const api = mockApi(() => ({ status: 200, data: sampleUser }));
    const { router, store } = renderCallback('?token=tok-google');

    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Successfully signed in! Redirecting to dashboard...')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'GET', url: '/api/auth/me', body: undefined }]);
    expect(localStorage.getItem('token')).toBe('tok-google');
    expect(store.getState().session).toMatchObject({
      user: sampleUser,
      isAuthenticated: true,
    });
    expect(router.state.location.pathname).toBe('/auth/google/callback');
    expect(router.state.location.search).toBe('');

    // findBy may have advanced the fake clock by a poll interval (50 ms) at most.
    act(() => jest.advanceTimersByTime(1400));
    expect(router.state.location.pathname).toBe('/auth/google/callback');
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Page at /dashboard')).toBeInTheDocument();
  });

  it('shows the decoded error and a Try Again button to /login', async () => {
    const api = mockApi(() => ({ status: 200, data: sampleUser }));
    const user = userEvent.setup();
    const { router } = renderCallback(
      '?error=Google%2520sign-in%2520is%2520not%2520configured%253A%2520ask%2520an%2520admin',
    );

    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('callback-error')).toHaveTextContent(
      /^Google sign-in is not configured: ask an admin$/,
    );
    expect(api.sent).toHaveLength(0);
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("refuses an unproven account in the reader's language, with a way to reset the password", async () => {
    const api = mockApi(() => ({ status: 200, data: sampleUser }));
    await act(() => changeAppLanguage('de'));
    try {
      renderCallback(`?error=${encodeURIComponent(emailVerificationMessages.googleUnverifiedAccount)}`);
      expect(await screen.findByTestId('callback-error')).toHaveTextContent(
        /^Mit dieser E-Mail-Adresse gibt es bereits ein Konto, aber die Adresse ist noch nicht bestätigt\./,
      );
      expect(screen.getByRole('link', { name: 'Passwort zurücksetzen' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(api.sent).toHaveLength(0);
    } finally {
      await act(() => changeAppLanguage('en'));
    }
  });

  it("falls back to 'Authentication failed' without a token or error text", async () => {
    renderCallback('?error=');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent(/^Authentication failed$/);
  });

  it("shows 'Google authentication failed' when the user fetch fails, and keeps no token", async () => {
    mockApi(() => ({ status: 500, data: { message: 'Internal Server Error' } }));
    const { store } = renderCallback('?token=tok-google');

    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('callback-error')).toHaveTextContent(/^Google authentication failed$/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it("shows 'An unexpected error occurred' for a thrown error without a message", async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error();
    });
    renderCallback('?token=tok-google');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent(/^An unexpected error occurred$/);
  });
});
