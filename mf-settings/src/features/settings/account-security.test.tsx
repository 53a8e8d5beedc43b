import '@slotwise/shared/testing/chakra-test-setup';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTab } from '../admin/admin-tab';
import { SessionsSection } from './sessions-section';
import { recoveryCodesFile, TwoFactorSection } from './two-factor-section';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

// docs/product.md#two-factor-sign-in
describe('TwoFactorSection', () => {
  it('sets up with the QR code and the secret, confirms with a code and shows the recovery codes once', async () => {
    const api = mockApi(({ url }) => {
      if (url === '/api/auth/account-security')
        return {
          status: 200,
          data: { two_factor_enabled: false, recovery_codes_left: 0, has_password: true, admin: false },
        };
      if (url === '/api/auth/two-factor/setup')
        return {
          status: 200,
          data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' },
        };
      return { status: 200, data: { recovery_codes: codes, message: 'ok' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSection />);
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code from the app/), '123456{Enter}');
    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const download = screen.getByRole('link', { name: 'Download (.txt)' });
    expect(download).toHaveAttribute('download', 'slotwise-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(codes[9]);
    expect(api.sent.find((r) => r.url === '/api/auth/two-factor/enable')?.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
  });

  it('turns off with the password and a code; a wrong code is said in the contract’s words', async () => {
    const api = mockApi(({ url }) =>
      url === '/api/auth/account-security'
        ? {
            status: 200,
            data: { two_factor_enabled: true, recovery_codes_left: 7, has_password: true, admin: false },
          }
        : { status: 422, data: { message: 'The code is incorrect or has expired.' } },
    );
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText('7 recovery codes left.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Current password/), 'Secret123');
    await user.type(screen.getByLabelText(/Code from the app or a recovery code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('The code is incorrect or has expired.')).toBeInTheDocument();
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({
      password: 'Secret123',
      code: '000000',
    });
  });

  it('writes the recovery codes file one code a line', () => {
    expect(recoveryCodesFile(['a', 'b'], 'Codes')).toBe('Codes\n\na\nb\n');
  });
});

// docs/product.md#sessions
describe('SessionsSection', () => {
  it('lists the sessions and API keys and ends another session', async () => {
    const session = (id: string, current: boolean, browser: string | null) => ({
      id,
      browser,
      system: 'Windows 10',
      ip_prefix: '203.0.113.0/24',
      created_at: '2026-11-01T10:00:00.000Z',
      last_seen_at: '2026-11-02T10:00:00.000Z',
      current,
    });
    const api = mockApi(({ url, method }) =>
      url === '/api/auth/sessions' && method === 'GET'
        ? {
            status: 200,
            data: {
              sessions: [session('s1', true, 'Firefox 128'), session('s2', false, null)],
              api_keys: [{ id: 'k1', name: 'CI', prefix: 'sw_live_ab', last_used_at: null }],
            },
          }
        : url === '/api/auth/sign-out-everywhere'
          ? { status: 200, data: { access_token: 'fresh', message: 'Signed out everywhere else.' } }
          : { status: 200, data: { message: 'ok', data: {} } },
    );
    const onEnded = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SessionsSection onEnded={onEnded} />);
    expect(await screen.findByText('Firefox 128 · Windows 10')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getAllByText('Network: 203.0.113.0/24')).toHaveLength(2);
    expect(screen.getByText('Never used')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End the session Unknown browser · Windows 10' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledWith('The session has been ended.'));
    expect(api.sent.some((r) => r.method === 'DELETE' && r.url === '/api/auth/sessions/s2')).toBe(true);
    // Ending the others takes their access tokens back too; this session keeps the new token.
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledWith('Every other session has been ended.'));
    expect(api.sent.some((r) => r.method === 'POST' && r.url === '/api/auth/sign-out-everywhere')).toBe(true);
    expect(localStorage.getItem('token')).toBe('fresh');
  });
});

// docs/product.md#instance-administration
describe('AdminTab', () => {
  it('lists accounts, closes sign-up, disables an account, and shows the audit log and the mail transport', async () => {
    const api = mockApi(({ url, method }) => {
      if (url === '/api/admin/accounts')
        return {
          status: 200,
          data: {
            data: [
              {
                id: 'u2',
                name: 'Grace Hopper',
                username: 'grace',
                email: 'grace@example.com',
                created_at: '2026-11-01T10:00:00.000Z',
                last_sign_in_at: null,
                email_verified: true,
                two_factor_enabled: true,
                admin: false,
                disabled: false,
              },
            ],
          },
        };
      if (url === '/api/admin/settings')
        return {
          status: 200,
          data: {
            signup_mode: method === 'PUT' ? 'closed' : 'open',
            signup_mode_default: 'open',
            mail: { transport: 'outbox', server: null, from: 'Slotwise <no-reply@localhost>' },
          },
        };
      if (url === '/api/admin/audit-log')
        return {
          status: 200,
          data: {
            data: [
              {
                id: 'a1',
                actor: 'ada <ada@example.com>',
                action: 'settings.signup_mode',
                target: null,
                details: { from: 'open', to: 'closed' },
                created_at: '2026-11-02T10:00:00.000Z',
              },
            ],
          },
        };
      return { status: 200, data: { message: 'ok' } };
    });
    const onBanner = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<AdminTab onBanner={onBanner} timeZone="UTC" />);
    expect(await screen.findByText('grace · grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('2FA')).toBeInTheDocument();
    expect(await screen.findByTestId('mail-transport')).toHaveTextContent('outbox folder');
    expect(await screen.findByTestId('audit-log')).toHaveTextContent(
      'changed sign-up → Nobody (sign-up closed)',
    );
    await user.selectOptions(screen.getByLabelText('Who can create an account'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent.find((r) => r.method === 'PUT')?.body).toEqual({ signup_mode: 'closed' }),
    );
    await user.click(screen.getByRole('button', { name: 'Disable grace' }));
    await waitFor(() => expect(api.sent.some((r) => r.url === '/api/admin/accounts/u2/disable')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Send a test mail' }));
    await waitFor(() => expect(api.sent.some((r) => r.url === '/api/admin/test-mail')).toBe(true));
  });
});
