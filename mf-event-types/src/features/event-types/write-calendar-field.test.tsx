import type { WritableCalendar } from '@slotwise/shared/contract/calendar-choices.contract';
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
// The API lists writable calendars only (read-only ones are never offered).
const calendars: WritableCalendar[] = [
  {
    provider: 'caldav',
    connection_id: '77777777-7777-4777-8777-777777777777',
    calendar_id: '55555555-5555-4555-8555-555555555555',
    name: 'Work',
    account: 'jane',
  },
  {
    provider: 'google',
    connection_id: '88888888-8888-4888-8888-888888888888',
    calendar_id: '99999999-9999-4999-8999-999999999999',
    name: 'Team',
    account: 'jane@gmail.test',
  },
];
const typeUrl = `/api/integrations/calendars/event-types/${existing.id}`;

function mockPage(writable: WritableCalendar[] | null) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: [existing] } };
    if (method === 'GET' && url === '/api/availabilities')
      return { status: 200, data: { data: [sampleSchedule({ is_default: true })] } };
    if (method === 'GET' && url === '/api/integrations/calendars/writable' && writable)
      return { status: 200, data: { data: writable } };
    if (method === 'GET' && url === typeUrl) return { status: 200, data: { data: null } };
    if (method === 'PUT' && url === typeUrl)
      return { status: 200, data: { data: (body as { choice: unknown }).choice } };
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
  it("offers the host's writable calendars of every provider and saves the choice with the event type", async () => {
    const { sent } = mockPage(calendars);
    const user = userEvent.setup({ delay: null });
    await openEdit(user);
    const select = await screen.findByRole('combobox', { name: /Write bookings to/ });
    expect(screen.getByRole('option', { name: 'Work (jane)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Your default calendar/ })).toBeInTheDocument();
    await user.selectOptions(select, 'Team (jane@gmail.test)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url === typeUrl && request.method === 'PUT')).toMatchObject({
        body: {
          choice: {
            provider: 'google',
            connection_id: '88888888-8888-4888-8888-888888888888',
            calendar_id: '99999999-9999-4999-8999-999999999999',
          },
        },
      }),
    );
  });

  it('is not shown without writable calendars, and saving then writes no choice', async () => {
    const { sent } = mockPage(null);
    const user = userEvent.setup({ delay: null });
    await openEdit(user);
    expect(screen.queryByRole('combobox', { name: /Write bookings to/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.some((request) => request.url === `/api/event-types/${existing.id}`)).toBe(true),
    );
    expect(sent.some((request) => request.url === typeUrl && request.method === 'PUT')).toBe(false);
  });
});
