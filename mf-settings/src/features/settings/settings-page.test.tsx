import { sessionStarted } from '@slotwise/shared/api/session.slice';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi, type SentRequest } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleSettings, sampleTimeZones, sampleUser } from './api-mock.testing';
import { SettingsPage } from './settings-page';

const route = '/dashboard/settings';

function answer(
  overrides: Partial<Record<string, (request: SentRequest) => { status: number; data: unknown }>> = {},
) {
  // A tiny server: the avatar uploaded or removed shows in the settings answered later.
  let avatar: string | null = sampleSettings.avatar;
  return mockApi((request) => {
    const key = `${request.method} ${request.url}`;
    const custom = overrides[key];
    if (custom) return custom(request);
    switch (key) {
      case 'GET /api/settings':
        return { status: 200, data: { ...sampleSettings, avatar } };
      case 'GET /api/timezones':
        return { status: 200, data: sampleTimeZones };
      case 'GET /api/integrations/google-calendar':
        return { status: 200, data: { accounts: [] } };
      case 'POST /api/avatar':
        avatar = '/api/avatars/u1-abc.png';
        return { status: 200, data: { avatar } };
      case 'DELETE /api/avatar':
        avatar = null;
        return { status: 204, data: null };
      case 'POST /api/settings':
        return { status: 200, data: { ...sampleSettings, avatar, ...(request.body as object) } };
      default:
        return { status: 404, data: { message: 'Not found' } };
    }
  });
}

function renderPage(at = route) {
  const result = renderWithProviders(
    <>
      <SettingsPage />
      <AppToaster />
    </>,
    { route: at, path: route },
  );
  result.store.dispatch(sessionStarted({ access_token: 't', user: sampleUser }));
  return result;
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  jest.restoreAllMocks();
  toaster.remove();
  // A test that saved another language must not leave the next one in it.
  await changeAppLanguage('en');
});

/** Toasts render their title more than once (live region): any copy will do. */
async function expectToastOrText(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('SettingsPage', () => {
  // docs/product.md#instance-administration: the Admin tab is listed for administrators only.
  it('lists the Admin tab only for an administrator; ?tab=admin is the profile for anyone else', async () => {
    const security = (admin: boolean) => () => ({
      status: 200,
      data: { two_factor_enabled: false, recovery_codes_left: 0, has_password: true, admin },
    });
    answer({ 'GET /api/auth/account-security': security(false) });
    const first = renderPage(`${route}?tab=admin`);
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Admin' })).not.toBeInTheDocument();
    first.unmount();
    answer({ 'GET /api/auth/account-security': security(true) });
    renderPage(`${route}?tab=admin`);
    expect(await screen.findByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
  }, 30_000);

  it('shows the heading, the four tabs and the profile form once loaded', async () => {
    answer();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Manage your account settings and preferences')).toBeInTheDocument();
    for (const label of ['Profile', 'Calendar Integrations', 'Notifications & Language', 'Developers']) {
      expect(screen.getByRole('tab', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByTestId('profile-skeleton')).toBeInTheDocument();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByText('Profile Picture')).toBeInTheDocument();
    expect(screen.getByText('Upload a JPG or PNG image (max 10MB)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${window.location.host}/jane` })).toBeInTheDocument();
    // No avatar yet and no file chosen: neither Remove nor Save New Picture.
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save New Picture' })).not.toBeInTheDocument();
  });

  it('refuses a file of another type before sending anything', async () => {
    const { sent } = answer();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await screen.findByLabelText('First Name');
    await user.upload(
      screen.getByLabelText('Profile picture file'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await expectToastOrText('Please upload a JPG or PNG image');
    expect(screen.queryByRole('button', { name: 'Save New Picture' })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('Save Changes uploads the pending avatar first, then sends the settings, and updates the session', async () => {
    const { sent } = answer();
    const user = userEvent.setup();
    const { store } = renderPage();
    const firstName = await screen.findByLabelText('First Name');
    await user.upload(screen.getByLabelText('Profile picture file'), png());
    expect(screen.getByRole('button', { name: 'Save New Picture' })).toBeInTheDocument();
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToastOrText('Profile settings updated successfully');

    const writes = sent.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/avatar',
      'POST /api/settings',
    ]);
    // jsdom's File is not Node's Blob, so FormData keeps only that the field is there.
    expect((writes[0].body as FormData).has('avatar')).toBe(true);
    expect(writes[1].body).toEqual({
      name: 'Janet',
      surname: 'Doe',
      username: 'jane',
      time_zone: 'Europe/Berlin',
      language: 'en',
    });
    const sessionUser = store.getState().session.user;
    expect(sessionUser?.avatar).toBe('/api/avatars/u1-abc.png');
    expect(sessionUser?.name).toBe('Janet');
  });

  it('does not send the settings when the pending avatar fails to upload', async () => {
    const { sent } = answer({ 'POST /api/avatar': () => ({ status: 500, data: { message: 'boom' } }) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('First Name');
    await user.upload(screen.getByLabelText('Profile picture file'), png());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToastOrText('Failed to upload avatar');
    expect(sent.some((request) => request.method === 'POST' && request.url === '/api/settings')).toBe(false);
  });

  it('shows the server field errors and the failure toast when the update is refused', async () => {
    answer({
      'POST /api/settings': () => ({
        status: 422,
        data: { message: 'Validation failed', errors: { username: ['This username is already taken'] } },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('First Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToastOrText('Failed to update profile settings');
    expect(screen.getByText('This username is already taken')).toBeInTheDocument();
  });

  it('removes an existing avatar', async () => {
    const { sent } = answer({
      'GET /api/settings': () => ({
        status: 200,
        data: { ...sampleSettings, avatar: '/api/avatars/u1-old.png' },
      }),
    });
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await expectToastOrText('Avatar removed successfully');
    expect(sent.some((request) => request.method === 'DELETE' && request.url === '/api/avatar')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(store.getState().session.user?.avatar).toBeNull();
  });

  it('saves the language with a banner, and choosing a tab clears it', async () => {
    // An Austrian browser: the host's e-mails are dated as de-AT writes dates.
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'de-AT']);
    const { sent } = answer();
    const user = userEvent.setup();
    const { router } = renderPage(`${route}?tab=notifications`);
    await expectToastOrText('Notification settings will be available soon');
    await user.selectOptions(screen.getByLabelText('Select Language'), 'German');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The saved language applies at once: the banner and the whole page switch to German.
    await expectToastOrText('Einstellungen erfolgreich aktualisiert');
    expect(screen.getByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(
      sent.find((request) => request.url === '/api/settings' && request.method === 'POST')?.body,
    ).toMatchObject({
      language: 'de',
      locale: 'de-AT',
    });
    languages.mockRestore();

    await user.click(screen.getByRole('tab', { name: 'Kalenderintegrationen' }));
    expect(
      await screen.findByRole('heading', { name: 'E-Mail- & Kalenderintegrationen' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=integrations');
    expect(screen.queryByText('Einstellungen erfolgreich aktualisiert')).not.toBeInTheDocument();
    expect(screen.getByText('Office 365 (Microsoft-Kalender)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apple-Kalender (iCloud) und CalDAV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Google-Konto (E-Mail & Kalender)' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Verbinden Sie ein zusätzliches Google-Konto für den Zugriff auf E-Mail und Kalender',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server message in the error banner when the language cannot be saved', async () => {
    answer({ 'POST /api/settings': () => ({ status: 500, data: {} }) });
    const user = userEvent.setup();
    renderPage(`${route}?tab=notifications`);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Failed to update settings')).toBeInTheDocument());
  });
});
