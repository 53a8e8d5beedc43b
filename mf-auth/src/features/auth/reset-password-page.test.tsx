import {
  passwordMessages,
  resetPasswordDone,
  resetTokenInvalid,
} from '@slotwise/shared/contract/auth.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ResetPasswordPage } from './reset-password-page';

const validToken = 'a'.repeat(43);

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function renderReset(query: string) {
  return renderWithProviders(<ResetPasswordPage />, {
    route: `/reset-password${query}`,
    path: '/reset-password',
    otherPaths: ['/login', '/forgot-password'],
  });
}

// Several steps with user-event: jsdom is slow on a busy machine.
jest.setTimeout(20_000);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ResetPasswordPage', () => {
  it('shows the invalid-link message, with a link to request a new one, when the token is missing', () => {
    const api = mockApi(() => ({ status: 200, data: {} }));
    renderReset('');
    expect(screen.getByText(resetTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('validates the new password on the client', async () => {
    const api = mockApi(() => ({ status: 200, data: {} }));
    const user = userEvent.setup();
    renderReset(`#token=${validToken}`);
    expect(document.title).toBe('Reset password · Slotwise');
    await fill(user, 'New password', 'short');
    await fill(user, 'Confirm new password', 'different');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This field should be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('resets the password with the token from the link and offers Sign in', async () => {
    const api = mockApi(() => ({ status: 200, data: { message: resetPasswordDone } }));
    const user = userEvent.setup();
    renderReset(`#token=${validToken}`);
    await fill(user, 'New password', 'NewSecret1');
    await fill(user, 'Confirm new password', 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(resetPasswordDone)).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: validToken, password: 'NewSecret1', password_confirmation: 'NewSecret1' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('still takes ?token= from links mailed before the token moved after #', async () => {
    const api = mockApi(() => ({ status: 200, data: { message: resetPasswordDone } }));
    const user = userEvent.setup();
    renderReset(`?token=${validToken}`);
    await fill(user, 'New password', 'NewSecret1');
    await fill(user, 'Confirm new password', 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(resetPasswordDone)).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: validToken, password: 'NewSecret1', password_confirmation: 'NewSecret1' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
  it("shows the API's password refusal under the new password, in the user's language", async () => {
    mockApi(() => ({
      status: 422,
      data: {
        message: passwordMessages.matchesIdentifier,
        errors: { password: [passwordMessages.matchesIdentifier] },
      },
    }));
    const user = userEvent.setup();
    renderReset(`#token=${validToken}`);
    await fill(user, 'New password', 'NewSecret1');
    await fill(user, 'Confirm new password', 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(passwordMessages.matchesIdentifier)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await act(() => changeAppLanguage('de'));
    expect(
      await screen.findByText('Das Passwort darf nicht dein Benutzername oder deine E-Mail-Adresse sein'),
    ).toBeInTheDocument();
  });

  it('shows the invalid-link state when the API rejects the token', async () => {
    mockApi(() => ({
      status: 422,
      data: { message: resetTokenInvalid, errors: { token: [resetTokenInvalid] } },
    }));
    const user = userEvent.setup();
    renderReset(`#token=${validToken}`);
    await fill(user, 'New password', 'NewSecret1');
    await fill(user, 'Confirm new password', 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(resetTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
    expect(screen.queryByText(resetPasswordDone)).not.toBeInTheDocument();
  });
});
