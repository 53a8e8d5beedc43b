import '@slotwise/shared/testing/chakra-test-setup';
import type { CaldavConnection } from '@slotwise/shared/contract/calendars.contract';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaldavSection } from './caldav-section';
import { answerIntegrations } from './integrations-api-mock.testing';

const icloud: CaldavConnection = {
  id: 'c-1',
  provider: 'apple',
  server_url: 'https://caldav.icloud.com/',
  username: 'jane@icloud.com',
  last_synced_at: '2026-11-20T10:00:00.000Z',
  last_error: null,
  last_error_at: null,
  calendars: [
    { id: 'cal-1', display_name: 'Home', color: null, checked: true, writable: true },
    { id: 'cal-2', display_name: 'Family', color: null, checked: true, writable: true },
  ],
};

function renderSection() {
  return renderWithProviders(
    <>
      <CaldavSection />
      <AppToaster />
    </>,
  );
}

afterEach(() => toaster.remove());

describe('CaldavSection', () => {
  it('connects Apple with its server URL prefilled; a wrong password is said in words beside the password', async () => {
    const { sent } = answerIntegrations([], {
      'POST /api/integrations/caldav': () => ({
        status: 422,
        data: { message: 'The server refused', error: 'wrong_password', errors: { password: ['x'] } },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Connect Apple or CalDAV Calendar' }));
    expect(screen.getByRole('textbox', { name: /Server URL/ })).toHaveValue('https://caldav.icloud.com');
    await user.type(screen.getByRole('textbox', { name: /Apple ID/ }), 'jane@icloud.com');
    await user.type(screen.getByLabelText(/App-specific password/), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('Wrong username or password. For iCloud, use an app-specific password.'),
    ).toBeInTheDocument();
    const posted = sent.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      provider: 'apple',
      server_url: 'https://caldav.icloud.com',
      username: 'jane@icloud.com',
      password: 'abcd-efgh-ijkl-mnop',
    });
  });

  it('the generic CalDAV option asks for the server URL; an unreachable server is said in words', async () => {
    answerIntegrations([], {
      'POST /api/integrations/caldav': () => ({
        status: 422,
        data: { message: 'x', error: 'unreachable', errors: { server_url: ['x'] } },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Connect Apple or CalDAV Calendar' }));
    await user.click(screen.getByText('Other CalDAV server'));
    const url = screen.getByRole('textbox', { name: /Server URL/ });
    expect(url).toHaveValue('');
    await user.type(url, 'https://dav.example.com');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'jane');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('The server could not be reached. Check the server URL.'),
    ).toBeInTheDocument();
  });

  it('lists a connection with its state and calendars; unticking one saves it; Disconnect asks first', async () => {
    const failing = { ...icloud, last_error: 'timeout' as const, last_error_at: '2026-11-20T11:00:00.000Z' };
    const { sent } = answerIntegrations([], {}, [failing]);
    const user = userEvent.setup();
    renderSection();
    const item = (await screen.findByText(/jane@icloud.com/)).closest('li') as HTMLElement;
    expect(within(item).getByText('The server did not answer in time.')).toBeInTheDocument();
    const family = within(item).getByRole('checkbox', { name: 'Family' });
    expect(family).toBeChecked();
    await user.click(family);
    await waitFor(() => expect(within(item).getByRole('checkbox', { name: 'Family' })).not.toBeChecked());
    expect(sent.find((request) => request.method === 'PATCH')).toMatchObject({
      url: '/api/integrations/caldav/c-1/calendars/cal-2',
      body: { checked: false },
    });

    await user.click(within(item).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect calendar account?' });
    expect(within(dialog).getByText(/stop reading busy times from jane@icloud.com/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByText(/jane@icloud.com/)).not.toBeInTheDocument());
    expect(
      sent.some((request) => request.method === 'DELETE' && request.url === '/api/integrations/caldav/c-1'),
    ).toBe(true);
  });
});
