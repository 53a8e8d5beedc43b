import type { CaldavConnection } from '@slotwise/shared/contract/calendars.contract';
import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

const existing = sampleEventType({ id: '44444444-4444-4444-8444-444444444444', title: 'Intro' });
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
      display_name: 'Work',
      color: null,
      checked: true,
      writable: true,
    },
    {
      id: '66666666-6666-4666-8666-666666666666',
      display_name: 'Holidays',
      color: null,
      checked: true,
      writable: false,
    },
  ],
};

function mockPage(connections: CaldavConnection[] | null) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: [existing] } };
    if (method === 'GET' && url === '/api/availabilities')
      return { status: 200, data: { data: [sampleSchedule({ is_default: true })] } };
    if (method === 'GET' && url === '/api/integrations/caldav' && connections)
      return { status: 200, data: { data: connections } };
    if (method === 'GET' && url === `/api/integrations/caldav/event-types/${existing.id}/calendar`)
      return { status: 200, data: { data: { calendar_id: null } } };
    if (method === 'PUT' && url === `/api/integrations/caldav/event-types/${existing.id}/calendar`)
      return { status: 200, data: { data: body } };
    if (method === 'PUT' && url === `/api/event-types/${existing.id}`)
      return { status: 200, data: { data: { ...existing, ...(body as Partial<EventType>) } } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
  await chooseMenuItem(user, 'Actions for Intro', 'Edit');
  await screen.findByRole('dialog', { name: 'Edit Event Type' });
  await user.click(await screen.findByRole('tab', { name: 'Advanced' }));
}

afterEach(() => jest.restoreAllMocks());

describe('the write calendar of an event type', () => {
  it("offers the host's writable CalDAV calendars and saves the choice with the event type", async () => {
    const { sent } = mockPage([radicale]);
    const user = userEvent.setup({ delay: null });
    await openEdit(user);
    const select = await screen.findByRole('combobox', { name: /Write bookings to/ });
    expect(screen.queryByRole('option', { name: /Holidays/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Work (jane)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        sent.find((request) => request.url.endsWith('/calendar') && request.method === 'PUT'),
      ).toMatchObject({
        body: { calendar_id: '55555555-5555-4555-8555-555555555555' },
      }),
    );
  });

  it('is not shown without CalDAV calendars, and saving then writes no choice', async () => {
    const { sent } = mockPage(null);
    const user = userEvent.setup({ delay: null });
    await openEdit(user);
    expect(screen.queryByRole('combobox', { name: /Write bookings to/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.some((request) => request.url === `/api/event-types/${existing.id}`)).toBe(true),
    );
    expect(sent.some((request) => request.url.endsWith('/calendar') && request.method === 'PUT')).toBe(false);
  });
});
