import type { User } from '@slotwise/shared/contract/auth.contract';
import { emailVerificationMessages } from '@slotwise/shared/contract/auth.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailVerificationBanner } from './email-verification-banner';

const user: User = {
  id: 'u1',
  name: 'Ada',
  surname: null,
  username: 'ada',
  email: 'ada@example.com',
  avatar: null,
  time_zone: 'Europe/Paris',
  language: 'en',
  email_verified: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderBanner(who: User) {
  return renderWithProviders(<EmailVerificationBanner />, {
    route: '/dashboard',
    preloadedState: { session: { user: who, isAuthenticated: true } },
  });
}

jest.setTimeout(20_000);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('EmailVerificationBanner', () => {
  it('is not shown for a verified account, and asks nothing of the API', () => {
    const api = mockApi(() => ({ status: 200, data: user }));
    renderBanner({ ...user, email_verified: true });
    expect(screen.queryByText('Confirm your e-mail address')).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('asks to confirm, resends, and says so', async () => {
    const api = mockApi((request) =>
      request.url === '/api/auth/me'
        ? { status: 200, data: user }
        : { status: 200, data: { message: emailVerificationMessages.sent } },
    );
    renderBanner(user);
    expect(screen.getByText('Confirm your e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to ada@example\.com\./)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(emailVerificationMessages.sent)).toBeInTheDocument();
    expect(api.sent.filter((r) => r.url === '/api/auth/resend-verification')).toEqual([
      { method: 'POST', url: '/api/auth/resend-verification', body: undefined },
    ]);
  });

  it('says when too many mails were asked for', async () => {
    mockApi((request) =>
      request.url === '/api/auth/me'
        ? { status: 200, data: user }
        : { status: 429, data: { message: 'Too many confirmation emails. Please try again in 40 minutes.' } },
    );
    renderBanner(user);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('You asked for too many e-mails. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('goes once the address is confirmed elsewhere and the tab comes back', async () => {
    let verified = false;
    const api = mockApi(() => ({ status: 200, data: { ...user, email_verified: verified } }));
    const { store } = renderBanner(user);
    expect(screen.getByText('Confirm your e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    verified = true;
    await act(async () => {
      fireEvent(window, new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByText('Confirm your e-mail address')).not.toBeInTheDocument());
    expect(store.getState().session.user?.email_verified).toBe(true);
  });

  it('speaks the chosen language', async () => {
    mockApi(() => ({ status: 200, data: user }));
    await act(() => changeAppLanguage('de'));
    try {
      renderBanner(user);
      expect(await screen.findByText('Bestätigen Sie Ihre E-Mail-Adresse')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Erneut senden' })).toBeInTheDocument();
    } finally {
      await act(() => changeAppLanguage('en'));
    }
  });
});
