import '@slotwise/shared/testing/chakra-test-setup';
import type { GoogleCalendar, WritableCalendar } from '@slotwise/shared/contract/calendar-choices.contract';
import type { SentRequest } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerIntegrations, workAccount } from './integrations-api-mock.testing';
import { IntegrationsTab } from './integrations-tab';

jest.mock('./external-navigation', () => ({ navigateToExternalUrl: jest.fn() }));

const calendarsUrl = `/api/integrations/google-calendar/${workAccount.id}/calendars`;
const primary: GoogleCalendar = {
  id: '11111111-1111-4111-8111-111111111111',
  account_id: workAccount.id,
  name: 'jane.work@example.com',
  access_role: 'owner',
  primary: true,
  checked: true,
  writable: true,
};
const holidays: GoogleCalendar = {
  id: '22222222-2222-4222-8222-222222222222',
  account_id: workAccount.id,
  name: 'Holidays',
  access_role: 'reader',
  primary: false,
  checked: false,
  writable: false,
};
const writable: WritableCalendar[] = [
  {
    provider: 'google',
    connection_id: workAccount.id,
    calendar_id: primary.id,
    name: primary.name,
    account: workAccount.email,
  },
];

function serve() {
  let calendars = [primary, holidays];
  return answerIntegrations([workAccount], {
    [`GET ${calendarsUrl}`]: () => ({ status: 200, data: { data: calendars } }),
    [`PATCH ${calendarsUrl}/${holidays.id}`]: (request: SentRequest) => {
      const { checked } = request.body as { checked: boolean };
      calendars = calendars.map((calendar) =>
        calendar.id === holidays.id ? { ...calendar, checked } : calendar,
      );
      return { status: 200, data: { data: calendars } };
    },
    'GET /api/integrations/calendars/writable': () => ({ status: 200, data: { data: writable } }),
    'GET /api/integrations/calendars/default': () => ({ status: 200, data: { data: null } }),
    'PUT /api/integrations/calendars/default': (request: SentRequest) => ({
      status: 200,
      data: { data: (request.body as { choice: unknown }).choice },
    }),
  });
}

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
  toaster.remove();
});

describe('which Google calendars count, and where bookings go', () => {
  it("lists each account's calendars under it, the read-only ones marked, and saves a tick", async () => {
    const { sent } = serve();
    const user = userEvent.setup({ delay: null });
    renderTab();
    const group = await screen.findByRole('group', { name: 'Check these calendars for conflicts' });
    const primaryBox = within(group).getByRole('checkbox', { name: 'jane.work@example.com' });
    const holidaysBox = within(group).getByRole('checkbox', { name: /Holidays/ });
    expect(primaryBox).toBeChecked();
    expect(holidaysBox).not.toBeChecked();
    expect(within(group).getByText('(read-only)')).toBeInTheDocument();

    await user.click(holidaysBox);
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PATCH')).toMatchObject({
        url: `${calendarsUrl}/${holidays.id}`,
        body: { checked: true },
      }),
    );
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: /Holidays/ })).toBeChecked());
  });

  it('offers the writable calendars as the default for bookings and saves the choice', async () => {
    const { sent } = serve();
    const user = userEvent.setup({ delay: null });
    renderTab();
    const section = await screen.findByRole('region', { name: 'Add bookings to' });
    const select = within(section).getByRole('combobox', { name: 'Default calendar' });
    expect(within(select).queryByRole('option', { name: /Holidays/ })).not.toBeInTheDocument();
    await user.selectOptions(select, `${primary.name} (${workAccount.email})`);
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
        url: '/api/integrations/calendars/default',
        body: { choice: { provider: 'google', connection_id: workAccount.id, calendar_id: primary.id } },
      }),
    );
  });
});
