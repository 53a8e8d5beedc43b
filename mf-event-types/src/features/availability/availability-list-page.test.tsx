import { mockApi as mockSharedApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleSchedule } from './api-mock.testing';
import { AvailabilityListPage } from './availability-list-page';
import '@slotwise/shared/testing/chakra-test-setup';

const office = sampleSchedule({
  id: 'a1',
  name: 'Office',
  is_default: true,
  time_zone: 'Europe/Berlin',
  slots: [1, 2, 3, 4, 5].map((day) => ({
    id: `s${day}`,
    availability_id: 'a1',
    day_of_week: day,
    start_time: '09:00',
    end_time: '17:00',
  })),
});
const evenings = sampleSchedule({
  id: 'a2',
  name: 'Evenings',
  is_default: false,
  time_zone: 'America/New_York',
  overrides: [{ date: '2030-01-01', unavailable: true, intervals: [] }],
  event_types_count: 1,
});

function renderList() {
  return renderWithProviders(<AvailabilityListPage />, {
    route: '/dashboard/availability',
    otherPaths: ['/dashboard/availability/new', '/dashboard/availability/:id'],
  });
}

/** The page's out-of-office section (tested in out-of-office-section.test.tsx) has no periods here. */
const mockApi: typeof mockSharedApi = (handler) =>
  mockSharedApi((request) =>
    request.url.startsWith('/api/out-of-office') ? { status: 200, data: { data: [] } } : handler(request),
  );

afterEach(() => jest.restoreAllMocks());

describe('AvailabilityListPage', () => {
  it('lists schedules with the default badge, time zone and weekly hours, each linking to its editor', async () => {
    mockApi(() => ({ status: 200, data: { data: [office, evenings] } }));
    renderList();
    const officeLink = await screen.findByRole('link', { name: 'Office' });
    expect(officeLink).toHaveAttribute('href', '/dashboard/availability/a1');
    const officeCard = officeLink.closest('article') as HTMLElement;
    expect(within(officeCard).getByText('Default')).toBeInTheDocument();
    expect(within(officeCard).getByText('Mon–Fri, 9:00 AM – 5:00 PM')).toBeInTheDocument();
    expect(within(officeCard).getByText('Europe/Berlin')).toBeInTheDocument();
    expect(
      within(officeCard).queryByRole('button', { name: 'Set Office as default' }),
    ).not.toBeInTheDocument();
    const eveningsCard = screen.getByRole('link', { name: 'Evenings' }).closest('article') as HTMLElement;
    expect(within(eveningsCard).getByText('No weekly hours')).toBeInTheDocument();
    expect(within(eveningsCard).getByText('America/New York')).toBeInTheDocument();
    expect(within(eveningsCard).getByText('1 date override')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New schedule' })).toHaveAttribute(
      'href',
      '/dashboard/availability/new',
    );
  });

  it('sets a schedule as default', async () => {
    const api = mockApi(({ method }) =>
      method === 'POST'
        ? { status: 200, data: { data: {} } }
        : { status: 200, data: { data: [office, evenings] } },
    );
    const user = userEvent.setup({ delay: null });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Set Evenings as default' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        url: '/api/availabilities/a2/set-default',
        body: undefined,
      }),
    );
  });

  it("asks before deleting and shows the API's refusal in the dialog", async () => {
    const refusal =
      'This schedule is used by one or more event types. Choose another schedule for them before deleting it.';
    const api = mockApi(({ method }) =>
      method === 'DELETE'
        ? { status: 409, data: { message: refusal } }
        : { status: 200, data: { data: [office, evenings] } },
    );
    const user = userEvent.setup({ delay: null });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Evenings' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this availability schedule?');
    expect(api.sent.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.sent).toContainEqual({ method: 'DELETE', url: '/api/availabilities/a2', body: undefined });
  });

  it("falls back to 'Failed to fetch availabilities' with Try Again", async () => {
    mockApi(() => ({ status: 500, data: {} }));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch availabilities');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
