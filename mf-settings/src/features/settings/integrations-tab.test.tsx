import '@slotwise/shared/testing/chakra-test-setup';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToExternalUrl } from './external-navigation';
import { answerIntegrations, homeAccount, workAccount } from './integrations-api-mock.testing';
import { IntegrationsTab } from './integrations-tab';

jest.mock('./external-navigation', () => ({ navigateToExternalUrl: jest.fn() }));
const navigate = jest.mocked(navigateToExternalUrl);

function renderTab() {
  return renderWithProviders(
    <>
      <IntegrationsTab />
      <AppToaster />
    </>,
    { route: '/dashboard/settings?tab=integrations', path: '/dashboard/settings' },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  navigate.mockReset();
  toaster.remove();
});

/** Toasts render their title more than once (live region): any copy will do. */
async function expectText(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

const accountItem = async (email: string) => (await screen.findByText(email)).closest('li') as HTMLElement;

let pointerX = 0;

/** Chakra's menu selects an item once a pointer move has highlighted it (each move elsewhere). */
async function chooseAction(user: ReturnType<typeof userEvent.setup>, email: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${email}` }));
  const item = await screen.findByRole('menuitem', { name: action });
  pointerX += 1;
  await user.pointer({ target: item, coords: { clientX: pointerX, clientY: pointerX } });
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.click(item);
}

describe('IntegrationsTab', () => {
  it('lists each account with its avatar, name, email, primary badge and scope indicators', async () => {
    answerIntegrations([workAccount, homeAccount]);
    renderTab();
    expect(screen.getByRole('heading', { name: 'Email & Calendar Integrations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Google Account (Email & Calendar)' })).toBeInTheDocument();
    expect(screen.getByTestId('google-accounts-skeleton')).toBeInTheDocument();

    expect(await screen.findByText('2 additional accounts connected')).toBeInTheDocument();
    expect(screen.queryByTestId('google-accounts-skeleton')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Connected Google accounts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list),
    ).toHaveLength(2);

    const work = await accountItem('jane.work@example.com');
    expect(within(work).getByText('Jane Work')).toBeInTheDocument();
    expect(within(work).getByText('Primary')).toBeInTheDocument();
    const workAccess = within(work).getByRole('list', { name: 'Calendar access of jane.work@example.com' });
    expect(
      within(workAccess)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Full Calendar Access: granted.  · Read and write access to the calendar',
      'Calendar Events: granted.  · Create and manage calendar events',
    ]);

    // No name: the email stands alone; not primary: no badge; a missing scope says so in words.
    const home = await accountItem('jane.home@example.com');
    expect(within(home).queryByText('Primary')).not.toBeInTheDocument();
    const homeAccess = within(home).getByRole('list', { name: 'Calendar access of jane.home@example.com' });
    expect(
      within(homeAccess)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Full Calendar Access: not granted.  · Read and write access to the calendar',
      'Calendar Events: granted.  · Create and manage calendar events',
    ]);

    expect(screen.getByRole('button', { name: 'Connect Another Google Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Additional Account' })).not.toBeInTheDocument();
    expect(screen.getByText('Office 365 (Microsoft Calendar)')).toBeInTheDocument();
    // Apple Calendar is no longer "Coming Soon": it is the CalDAV section.
    expect(screen.queryByText('Apple Calendar (iCloud)')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Apple Calendar (iCloud) & CalDAV' }),
    ).toBeInTheDocument();
  });

  it('offers the first connection when no account is connected', async () => {
    answerIntegrations([]);
    renderTab();
    expect(
      await screen.findByText('Connect additional Google account for email/calendar access'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Additional Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Another Google Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Connected Google accounts' })).not.toBeInTheDocument();
  });

  it('sets another account as primary and moves the badge', async () => {
    const { sent } = answerIntegrations([workAccount, homeAccount]);
    const user = userEvent.setup();
    renderTab();
    await accountItem('jane.home@example.com');

    // The primary account's item names it and cannot be chosen.
    await user.click(screen.getByRole('button', { name: 'Actions for jane.work@example.com' }));
    expect(await screen.findByRole('menuitem', { name: 'Primary Account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');

    await chooseAction(user, 'jane.home@example.com', 'Set as Primary');
    await expectText('Primary account updated successfully');
    expect(sent.map((request) => `${request.method} ${request.url}`)).toContain(
      'POST /api/integrations/google-calendar/ga-2/set-primary',
    );
    await waitFor(() =>
      expect(
        within(screen.getByText('jane.home@example.com').closest('li') as HTMLElement).getByText('Primary'),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByText('jane.work@example.com').closest('li') as HTMLElement).queryByText('Primary'),
    ).not.toBeInTheDocument();
  });

  it('disconnects an account only after confirmation and removes it from the list', async () => {
    const { sent } = answerIntegrations([workAccount, homeAccount]);
    const user = userEvent.setup();
    renderTab();
    await accountItem('jane.home@example.com');

    await chooseAction(user, 'jane.home@example.com', 'Disconnect');
    let dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google account?' });
    expect(dialog).toHaveTextContent('jane.home@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await chooseAction(user, 'jane.home@example.com', 'Disconnect');
    dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expectText('Google account disconnected successfully');
    expect(sent.map((request) => `${request.method} ${request.url}`)).toContain(
      'DELETE /api/integrations/google-calendar/ga-2',
    );
    await waitFor(() => expect(screen.queryByText('jane.home@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('1 additional account connected')).toBeInTheDocument();
  });

  it('shows a loading button while the connect call runs, then goes to the redirect_url', async () => {
    let answerConnect: (reply: { status: number; data: unknown }) => void = () => {};
    answerIntegrations([], {
      'GET /api/integrations/google-calendar/connect': () =>
        new Promise((resolve) => {
          answerConnect = resolve;
        }),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Connect Additional Account' }));
    const busyButton = await screen.findByRole('button', { name: /Connecting/ });
    expect(busyButton).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();

    answerConnect({
      status: 200,
      data: { redirect_url: 'https://accounts.example.com/o/oauth2/auth?state=s9' },
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://accounts.example.com/o/oauth2/auth?state=s9'),
    );
    // The page is leaving for Google: the button stays busy.
    expect(screen.getByRole('button', { name: /Connecting/ })).toBeDisabled();
  });

  it.each([
    ['a failure without a message', { status: 500, data: {} }, null],
    [
      'a failure with the server message',
      { status: 503, data: { message: 'Google Calendar is not configured on this server' } },
      'Google Calendar is not configured on this server',
    ],
    [
      'an answer that is not a web address',
      { status: 200, data: { redirect_url: 'javascript:alert(1)' } },
      null,
    ],
  ])('reports %s when connecting and stays on the page', async (_case, reply, detail) => {
    answerIntegrations([workAccount], { 'GET /api/integrations/google-calendar/connect': () => reply });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Connect Another Google Account' }));
    await expectText('Failed to connect Google Calendar');
    if (detail) await expectText(detail);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Connect Another Google Account' })).toBeEnabled();
  });

  it('shows the fallback messages when set primary and disconnect fail', async () => {
    answerIntegrations([workAccount, homeAccount], {
      'POST /api/integrations/google-calendar/ga-2/set-primary': () => ({ status: 500, data: {} }),
      'DELETE /api/integrations/google-calendar/ga-2': () => ({ status: 500, data: {} }),
    });
    const user = userEvent.setup();
    renderTab();
    await accountItem('jane.home@example.com');

    await chooseAction(user, 'jane.home@example.com', 'Set as Primary');
    await expectText('Failed to set primary account');
    expect(within(await accountItem('jane.home@example.com')).queryByText('Primary')).not.toBeInTheDocument();

    await chooseAction(user, 'jane.home@example.com', 'Disconnect');
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expectText('Failed to disconnect Google account');
    expect(screen.getByText('jane.home@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 additional accounts connected')).toBeInTheDocument();
  });

  it('shows the fallback when the accounts cannot be loaded, and Try Again reloads them', async () => {
    let failing = true;
    answerIntegrations([workAccount], {
      'GET /api/integrations/google-calendar': () =>
        failing ? { status: 500, data: {} } : { status: 200, data: { accounts: [workAccount] } },
    });
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Failed to fetch Google accounts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect (Another|Additional)/ })).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('jane.work@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch Google accounts')).not.toBeInTheDocument();
  });

  it('offers no connect button when Google Calendar is not configured here, and says why', async () => {
    const api = answerIntegrations([workAccount], {
      'GET /api/config': () => ({
        status: 200,
        data: { data: { google_sign_in: false, google_calendar: false } },
      }),
    });
    renderTab();
    expect(await screen.findByText('Google Calendar is not configured on this server')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Another Google Account' })).not.toBeInTheDocument();
    // The connected accounts are still listed (and can be disconnected).
    expect(await screen.findByText('jane.work@example.com')).toBeInTheDocument();
    expect(api.sent.some((request) => request.url === '/api/config')).toBe(true);
  });
});
