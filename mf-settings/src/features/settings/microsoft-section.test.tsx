import '@slotwise/shared/testing/chakra-test-setup';
import type { MicrosoftConnection } from '@slotwise/shared/contract/microsoft-calendars.contract';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToExternalUrl } from './external-navigation';
import { answerIntegrations, type Overrides } from './integrations-api-mock.testing';
import { IntegrationsTab } from './integrations-tab';
import { MicrosoftSection } from './microsoft-section';

jest.mock('./external-navigation', () => ({ navigateToExternalUrl: jest.fn() }));
const navigate = jest.mocked(navigateToExternalUrl);

const work: MicrosoftConnection = {
  id: 'm-1',
  email: 'mary@contoso.test',
  name: 'Mary Jackson',
  last_synced_at: '2026-11-20T10:00:00.000Z',
  last_error: null,
  last_error_at: null,
  calendars: [
    { id: 'cal-1', name: 'Calendar', checked: true, writable: true, is_default: true },
    { id: 'cal-2', name: 'Work', checked: false, writable: true, is_default: false },
    { id: 'cal-3', name: 'United States holidays', checked: false, writable: false, is_default: false },
  ],
};

/** The Microsoft routes of a tiny server that keeps the connections. */
function microsoftServer(initial: MicrosoftConnection[], extra: Overrides = {}): Overrides {
  let connections = initial.map((connection) => ({ ...connection, calendars: [...connection.calendars] }));
  const overrides: Overrides = {
    'GET /api/config': () => ({
      status: 200,
      data: { data: { google_sign_in: true, google_calendar: true, microsoft_calendar: true } },
    }),
    'GET /api/integrations/microsoft': () => ({ status: 200, data: { data: connections } }),
    'GET /api/integrations/microsoft/connect': () => ({
      status: 200,
      data: { redirect_url: 'https://login.example.com/common/oauth2/v2.0/authorize?state=s1' },
    }),
    'DELETE /api/integrations/microsoft/m-1': () => {
      connections = connections.filter((connection) => connection.id !== 'm-1');
      return { status: 204, data: null };
    },
  };
  for (const calendar of work.calendars) {
    overrides[`PATCH /api/integrations/microsoft/m-1/calendars/${calendar.id}`] = (request) => {
      const { checked } = request.body as { checked: boolean };
      connections = connections.map((connection) => ({
        ...connection,
        calendars: connection.calendars.map((item) =>
          item.id === calendar.id ? { ...item, checked } : item,
        ),
      }));
      return { status: 200, data: { data: connections[0] } };
    };
  }
  return { ...overrides, ...extra };
}

afterEach(() => {
  navigate.mockReset();
  toaster.remove();
});

describe('MicrosoftSection', () => {
  it('lists each account with its calendars (read-only ones said so) and state; ticking a calendar saves it', async () => {
    const { sent } = answerIntegrations([], microsoftServer([work]));
    const user = userEvent.setup();
    renderWithProviders(<MicrosoftSection />);
    const item = await screen.findByTestId('microsoft-connection');
    expect(within(item).getByText('mary@contoso.test')).toBeInTheDocument();
    expect(within(item).getByText(/^Last synced/)).toBeInTheDocument();
    const group = within(item).getByRole('group', { name: 'Check these calendars for conflicts' });
    expect(within(group).getByRole('checkbox', { name: 'Calendar' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Work' })).not.toBeChecked();
    expect(
      within(group).getByRole('checkbox', { name: 'United States holidays (read only)' }),
    ).toBeInTheDocument();
    await user.click(within(group).getByText('Work'));
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Work' })).toBeChecked());
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ checked: true });
  });

  it('a revoked consent is said in words, with what to do', async () => {
    answerIntegrations(
      [],
      microsoftServer([{ ...work, last_error: 'consent_revoked', last_error_at: work.last_synced_at }]),
    );
    renderWithProviders(<MicrosoftSection />);
    expect(
      await screen.findByText(
        'Microsoft no longer allows access (the consent was revoked or the password changed). Disconnect this account and connect it again.',
      ),
    ).toBeInTheDocument();
  });

  it("Connect goes to Microsoft's consent page; an address that is not a web address is never followed", async () => {
    answerIntegrations([], microsoftServer([]));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <MicrosoftSection />
        <AppToaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Connect Microsoft Calendar' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        'https://login.example.com/common/oauth2/v2.0/authorize?state=s1',
      ),
    );
  });

  it('a javascript: address from the server is refused', async () => {
    answerIntegrations(
      [],
      microsoftServer([], {
        'GET /api/integrations/microsoft/connect': () => ({
          status: 200,
          data: { redirect_url: 'javascript:alert(1)' },
        }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <MicrosoftSection />
        <AppToaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Connect Microsoft Calendar' }));
    await waitFor(() =>
      expect(screen.getAllByText('Failed to connect the Microsoft account').length).toBeGreaterThan(0),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('back from Microsoft: one toast says how it went and the parameter leaves the address', async () => {
    answerIntegrations([], microsoftServer([work]));
    renderWithProviders(
      <>
        <MicrosoftSection />
        <AppToaster />
      </>,
      { route: '/dashboard/settings?tab=integrations&microsoft=denied', path: '/dashboard/settings' },
    );
    await waitFor(() =>
      expect(screen.getAllByText('Access to the Microsoft calendar was not granted').length).toBeGreaterThan(
        0,
      ),
    );
  });
});

describe('Office 365 in the Integrations tab', () => {
  it('stays "Coming Soon" where the server has no Microsoft client', async () => {
    answerIntegrations([]);
    renderWithProviders(<IntegrationsTab />, {
      route: '/dashboard/settings?tab=integrations',
      path: '/dashboard/settings',
    });
    expect(await screen.findByText('Office 365 (Microsoft Calendar)')).toBeVisible();
    expect(screen.queryByTestId('microsoft-section')).not.toBeInTheDocument();
  });

  it('is a section of its own where the server offers it', async () => {
    answerIntegrations([], microsoftServer([work]));
    renderWithProviders(<IntegrationsTab />, {
      route: '/dashboard/settings?tab=integrations',
      path: '/dashboard/settings',
    });
    expect(await screen.findByTestId('microsoft-section')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Coming Soon', hidden: true })).not.toBeVisible(),
    );
  });
});
