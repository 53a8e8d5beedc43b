import '@slotwise/shared/testing/chakra-test-setup';
import { sessionStarted } from '@slotwise/shared/api/session.slice';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { sampleUser } from './api-mock.testing';
import { answerIntegrations, homeAccount, workAccount } from './integrations-api-mock.testing';
import { SettingsPage } from './settings-page';

const path = '/dashboard/settings';

function renderPageAt(route: string) {
  const result = renderWithProviders(
    <>
      <SettingsPage />
      <AppToaster />
    </>,
    { route, path },
  );
  result.store.dispatch(sessionStarted({ access_token: 't', user: sampleUser }));
  return result;
}

afterEach(() => {
  jest.restoreAllMocks();
  toaster.remove();
});

/** Toasts render their title more than once (live region): any copy will do. */
async function expectText(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

describe('useCalendarConnectReturn (on the Settings page)', () => {
  it('shows the decoded message, reloads the accounts and removes the parameters after a success', async () => {
    // The list answered at mount is the one before the connection; the reload sees the new account.
    let listed = 0;
    const server = answerIntegrations([], {
      'GET /api/integrations/google-calendar': () => ({
        status: 200,
        data: { accounts: listed++ === 0 ? [workAccount] : [workAccount, homeAccount] },
      }),
    });
    const { router } = renderPageAt(
      `${path}?tab=integrations&success=calendar_connected&message=${encodeURIComponent('Connected jane.home@example.com & its calendar!')}`,
    );

    await expectText('Connected jane.home@example.com & its calendar!');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=integrations'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('jane.home@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 additional accounts connected')).toBeInTheDocument();
    expect(server.accountListRequests()).toBe(2);
  });

  it('shows the default message when the success carries none, once even in StrictMode', async () => {
    answerIntegrations([workAccount]);
    const create = jest.spyOn(toaster, 'create');
    const result = renderWithProviders(
      <StrictMode>
        <SettingsPage />
      </StrictMode>,
      { route: `${path}?tab=integrations&success=calendar_connected`, path },
    );
    await waitFor(() => expect(result.router.state.location.search).toBe('?tab=integrations'));
    expect(create.mock.calls.map(([options]) => options)).toEqual([
      {
        type: 'success',
        title: 'Google account connected successfully for email and calendar access!',
        duration: 3000,
      },
    ]);
  });

  it('shows the decoded error and removes the parameters without reloading', async () => {
    const server = answerIntegrations([workAccount]);
    const { router } = renderPageAt(
      `${path}?tab=integrations&error=${encodeURIComponent('Google Calendar access was not granted')}`,
    );
    await expectText('Google Calendar access was not granted');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=integrations'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      screen.queryByText('Google account connected successfully for email and calendar access!'),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('jane.work@example.com')).toBeInTheDocument();
    expect(server.accountListRequests()).toBe(1);
  });

  it('leaves a URL without a connect return alone', async () => {
    const server = answerIntegrations([workAccount]);
    const { router } = renderPageAt(`${path}?tab=integrations&message=hello`);
    expect(await screen.findByText('jane.work@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=integrations&message=hello');
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByText('hello')).not.toBeInTheDocument();
    expect(server.accountListRequests()).toBe(1);
  });
});
