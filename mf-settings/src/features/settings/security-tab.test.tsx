import '@slotwise/shared/testing/chakra-test-setup';
import { credentialMessages } from '@slotwise/shared/contract/auth.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecurityTab } from './security-tab';

function renderTab() {
  const onBanner = jest.fn();
  const view = renderWithProviders(<SecurityTab onBanner={onBanner} />, {
    route: '/dashboard/settings?tab=security',
    path: '/dashboard/settings',
    otherPaths: ['/login'],
  });
  return { ...view, onBanner };
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

jest.setTimeout(30_000);

describe('SecurityTab', () => {
  it('shows a wrong current password at its field and changes nothing', async () => {
    const api = mockApi(() => ({
      status: 422,
      data: {
        message: credentialMessages.currentPasswordWrong,
        errors: { current_password: [credentialMessages.currentPasswordWrong] },
      },
    }));
    localStorage.setItem('token', 'old-token');
    const user = userEvent.setup();
    const { onBanner } = renderTab();
    await user.type(screen.getByLabelText(/Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Password-42');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Fresh-Password-42{Enter}');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: '/api/auth/change-password',
        body: {
          current_password: 'wrong-one',
          password: 'Fresh-Password-42',
          password_confirmation: 'Fresh-Password-42',
        },
      },
    ]);
    expect(localStorage.getItem('token')).toBe('old-token');
    expect(onBanner).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('changes the password, keeps this session with the new token and says what was taken back', async () => {
    mockApi(() => ({
      status: 200,
      data: { access_token: 'new-token', message: credentialMessages.passwordChanged },
    }));
    localStorage.setItem('token', 'old-token');
    const user = userEvent.setup();
    const { onBanner } = renderTab();
    await user.type(screen.getByLabelText(/Current password/), 'Old-Password-1');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Password-42');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Fresh-Password-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(onBanner).toHaveBeenCalledWith({
        type: 'success',
        text: 'Your password has been changed. Other sessions were signed out, API keys revoked and webhook endpoints paused.',
      }),
    );
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });
});
