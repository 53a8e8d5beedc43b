import type { CaldavConnection } from '@slotwise/shared/contract/calendars.contract';
import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import type { MicrosoftConnection } from '@slotwise/shared/contract/microsoft-calendars.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

const existing = sampleEventType({ id: '44444444-4444-4444-8444-444444444444', title: 'Intro' });
const workId = '77777777-7777-4777-8777-777777777777';
const outlook: MicrosoftConnection = {
  id: 'm-1',
  email: 'mary@contoso.test',
  name: 'Mary',
  last_synced_at: null,
  last_error: null,
  last_error_at: null,
  calendars: [
    { id: workId, name: 'Work', checked: true, writable: true, is_default: true },
    {
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Holidays',
      checked: false,
      writable: false,
      is_default: false,
    },
  ],
};
const radicale: CaldavConnection = {
  id: 'c-1',
  provider: 'caldav',
  server_url: 'https://dav.example.com/',
  username: 'jane',
  last_synced_at: null,
  last_error: null,
  last_error_at: null,
  calendars: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      display_name: 'Home',
      color: null,
      checked: true,
      writable: true,
    },
  ],
};

function mockPage() {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: [existing] } };
    if (method === 'GET' && url === '/api/availabilities')
      return { status: 200, data: { data: [sampleSchedule({ is_default: true })] } };
    if (method === 'GET' && url === '/api/integrations/caldav')
      return { status: 200, data: { data: [radicale] } };
    if (method === 'GET' && url === '/api/integrations/microsoft')
      return { status: 200, data: { data: [outlook] } };
    if (method === 'GET' && url.endsWith(`/event-types/${existing.id}/calendar`))
      return { status: 200, data: { data: { calendar_id: null } } };
    if (method === 'PUT' && url.endsWith(`/event-types/${existing.id}/calendar`))
      return { status: 200, data: { data: body } };
    if (method === 'PUT' && url === `/api/event-types/${existing.id}`)
      return { status: 200, data: { data: { ...existing, ...(body as Partial<EventType>) } } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('Write bookings to: Microsoft calendars', () => {
  it('offers writable Microsoft calendars beside CalDAV ones; choosing one sets it and clears the CalDAV choice', async () => {
    const { sent } = mockPage();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EventTypesPage />, {
      route: '/dashboard/event-types',
      preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
    });
    await chooseMenuItem(user, 'Actions for Intro', 'Edit');
    await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await user.click(await screen.findByRole('tab', { name: 'Advanced' }));
    const select = await screen.findByRole('combobox', { name: /Write bookings to/ });
    await screen.findByRole('option', { name: 'Work (mary@contoso.test)' });
    expect(screen.getByRole('option', { name: 'Home (jane)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Holidays/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Work (mary@contoso.test)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        sent.find((request) => request.method === 'PUT' && request.url.includes('/microsoft/')),
      ).toMatchObject({
        url: `/api/integrations/microsoft/event-types/${existing.id}/calendar`,
        body: { calendar_id: workId },
      }),
    );
    expect(
      sent.find((request) => request.method === 'PUT' && request.url.includes('/caldav/')),
    ).toMatchObject({
      body: { calendar_id: null },
    });
  });
});
