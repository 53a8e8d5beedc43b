import { forgotPasswordAnswer } from '@slotwise/shared/contract/auth.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ForgotPasswordPage } from './forgot-password-page';

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ForgotPasswordPage', () => {
  it('validates the email before sending', async () => {
    const api = mockApi(() => ({ status: 200, data: { message: forgotPasswordAnswer } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(document.title).toBe('Forgot password · Slotwise');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'nope{Enter}');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it("sends the email and shows the API's same-for-everyone answer, with a way back", async () => {
    const api = mockApi(() => ({ status: 200, data: { message: forgotPasswordAnswer } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', otherPaths: ['/login'] });
    await fill(user, 'Email', 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(forgotPasswordAnswer)).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'POST', url: '/api/auth/forgot-password', body: { email: 'jane@example.com' } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message when the request fails", async () => {
    mockApi(() => ({
      status: 429,
      data: { message: 'Too many requests, try later', error: 'Too Many Requests' },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await fill(user, 'Email', 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too Many Requests');
    expect(screen.queryByText(forgotPasswordAnswer)).not.toBeInTheDocument();
  });
});
