import { emailVerificationMessages } from '@slotwise/shared/contract/auth.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyEmailPage } from './verify-email-page';

const validToken = 'b'.repeat(43);

function renderVerify(hash: string) {
  return renderWithProviders(<VerifyEmailPage />, {
    route: `/verify-email${hash}`,
    path: '/verify-email',
    otherPaths: ['/login', '/dashboard'],
  });
}

jest.setTimeout(20_000);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('VerifyEmailPage', () => {
  it('posts the token once in the body, removes it from the address and confirms', async () => {
    const api = mockApi(() => ({ status: 200, data: { message: emailVerificationMessages.verified } }));
    const { router } = renderVerify(`#token=${validToken}`);
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeInTheDocument();
    expect(screen.getByText(emailVerificationMessages.verified)).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'POST', url: '/api/auth/verify-email', body: { token: validToken } },
    ]);
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link is used, expired or unknown', async () => {
    const api = mockApi(() => ({
      status: 422,
      data: {
        message: emailVerificationMessages.tokenInvalid,
        errors: { token: [emailVerificationMessages.tokenInvalid] },
      },
    }));
    renderVerify(`#token=${validToken}`);
    expect(await screen.findByText(emailVerificationMessages.tokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
  });

  it('sends nothing without a token', () => {
    const api = mockApi(() => ({ status: 200, data: {} }));
    renderVerify('');
    expect(screen.getByText(emailVerificationMessages.tokenInvalid)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('offers to try again when the server could not answer', async () => {
    let calls = 0;
    const api = mockApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, data: { message: 'Service unavailable' } }
        : { status: 200, data: { message: emailVerificationMessages.verified } };
    });
    const user = userEvent.setup();
    renderVerify(`#token=${validToken}`);
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeInTheDocument();
    expect(api.sent).toHaveLength(2);
  });

  it('speaks the chosen language', async () => {
    mockApi(() => ({ status: 200, data: { message: emailVerificationMessages.verified } }));
    await act(() => changeAppLanguage('fr'));
    try {
      renderVerify(`#token=${validToken}`);
      expect(await screen.findByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeInTheDocument();
      expect(screen.getByText('Votre adresse e-mail est confirmée.')).toBeInTheDocument();
    } finally {
      await act(() => changeAppLanguage('en'));
    }
  });
});
