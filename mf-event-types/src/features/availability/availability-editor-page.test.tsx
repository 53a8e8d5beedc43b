import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleSchedule } from './api-mock.testing';
import { AvailabilityEditorPage } from './availability-editor-page';
import '@slotwise/shared/testing/chakra-test-setup';

const scheduleId = '44444444-4444-4444-8444-444444444444';

function renderEditor(route: string) {
  return renderWithProviders(<AvailabilityEditorPage />, {
    route,
    path: route.endsWith('/new') ? '/dashboard/availability/new' : '/dashboard/availability/:id',
    otherPaths: ['/dashboard/availability'],
  });
}

function mockSaves() {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === `/api/availabilities/${scheduleId}`) {
      return {
        status: 200,
        data: {
          data: sampleSchedule({
            id: scheduleId,
            name: 'Office',
            time_zone: 'America/New_York',
            slots: [
              {
                id: 's1',
                availability_id: scheduleId,
                day_of_week: 2,
                start_time: '10:00:00',
                end_time: '16:00:00',
              },
            ],
            overrides: [{ date: '2026-12-24', unavailable: true, intervals: [] }],
          }),
        },
      };
    }
    if (method === 'POST' || method === 'PUT')
      return { status: 200, data: { data: { id: scheduleId, ...(body as object) } } };
    return { status: 404, data: { message: 'Availability not found' } };
  });
}

async function typeName(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('textbox', { name: /^Name/ }));
  await user.paste(name);
}

afterEach(() => jest.restoreAllMocks());

// The editor is a large form: Chakra renders it slowly in jsdom.
jest.setTimeout(90_000);

describe('AvailabilityEditorPage', () => {
  it('creates a schedule with two intervals on Monday and an override, then goes back to the list', async () => {
    const api = mockSaves();
    const user = userEvent.setup({ delay: null });
    renderEditor('/dashboard/availability/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New Availability' })).toBeInTheDocument();
    await typeName(user, 'Split day');
    await user.selectOptions(screen.getByLabelText('Monday, hours 1, end'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Add hours to Monday' }));
    await user.selectOptions(screen.getByLabelText('Monday, hours 2, start'), '13:00');
    await user.selectOptions(screen.getByLabelText('Monday, hours 2, end'), '17:00');
    // Friday off.
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));

    await user.click(screen.getByRole('button', { name: 'Add a date override' }));
    fireEvent.change(screen.getByLabelText('Override 1 date'), { target: { value: '2030-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Add a date override' }));
    fireEvent.change(screen.getByLabelText('Override 2 date'), { target: { value: '2030-01-16' } });
    await user.click(screen.getAllByRole('checkbox', { name: 'Unavailable all day' })[1]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page at /dashboard/availability')).toBeInTheDocument();
    const post = api.sent.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/availabilities');
    expect(post?.body).toEqual({
      name: 'Split day',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      slots: [
        { day_of_week: 1, start_time: '09:00', end_time: '12:00' },
        { day_of_week: 1, start_time: '13:00', end_time: '17:00' },
        { day_of_week: 2, start_time: '09:00', end_time: '17:00' },
        { day_of_week: 3, start_time: '09:00', end_time: '17:00' },
        { day_of_week: 4, start_time: '09:00', end_time: '17:00' },
      ],
      overrides: [
        { date: '2030-01-15', unavailable: false, intervals: [{ start_time: '09:00', end_time: '17:00' }] },
        { date: '2030-01-16', unavailable: true, intervals: [] },
      ],
    });
  });

  it('refuses overlapping hours and an end before the start, sending nothing', async () => {
    const api = mockSaves();
    const user = userEvent.setup({ delay: null });
    renderEditor('/dashboard/availability/new');
    await typeName(user, 'Broken');
    await user.click(screen.getByRole('button', { name: 'Add hours to Monday' }));
    await user.selectOptions(screen.getByLabelText('Monday, hours 2, start'), '16:00');
    await user.selectOptions(screen.getByLabelText('Monday, hours 2, end'), '18:00');
    await user.selectOptions(screen.getByLabelText('Tuesday, hours 1, start'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('These hours overlap other hours of the same day')).toBeInTheDocument();
    expect(screen.getByText('End time must be after start time')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('copies a day to other days', async () => {
    const api = mockSaves();
    const user = userEvent.setup({ delay: null });
    renderEditor('/dashboard/availability/new');
    await typeName(user, 'Weekend');
    await user.selectOptions(screen.getByLabelText('Monday, hours 1, start'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Copy times to… (from Monday)' }));
    const popover = await screen.findByRole('dialog', { name: 'Copy times to…' });
    await user.click(within(popover).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(popover).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(popover).getByRole('button', { name: 'Apply' }));

    expect(screen.getByLabelText('Saturday, hours 1, start')).toHaveValue('10:00');
    expect(screen.getByLabelText('Tuesday, hours 1, start')).toHaveValue('10:00');
    expect(screen.getByLabelText('Wednesday, hours 1, start')).toHaveValue('09:00');
    expect(screen.queryByLabelText('Sunday, hours 1, start')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Page at /dashboard/availability');
    const body = api.sent.find((request) => request.method === 'POST')?.body as {
      slots: { day_of_week: number }[];
    };
    expect(body.slots.map((slot) => slot.day_of_week)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('loads a schedule and saves it with PUT, overrides included', async () => {
    const api = mockSaves();
    const user = userEvent.setup({ delay: null });
    renderEditor(`/dashboard/availability/${scheduleId}`);
    expect(await screen.findByDisplayValue('Office')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Availability' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('America/New York');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(screen.getByLabelText('Tuesday, hours 1, start')).toHaveValue('10:00');
    expect(screen.getAllByRole('checkbox', { name: 'Unavailable all day' })[0]).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove override 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Page at /dashboard/availability');
    expect(api.sent.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/availabilities/${scheduleId}`,
      body: {
        name: 'Office',
        time_zone: 'America/New_York',
        slots: [{ day_of_week: 2, start_time: '10:00', end_time: '16:00' }],
        overrides: [],
      },
    });
  });

  it('shows the server message when saving fails and stays', async () => {
    mockApi(() => ({ status: 422, data: { message: 'Please choose a valid time zone' } }));
    const user = userEvent.setup({ delay: null });
    renderEditor('/dashboard/availability/new');
    await typeName(user, 'Work');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a valid time zone');
    expect(screen.queryByText('Page at /dashboard/availability')).not.toBeInTheDocument();
  });

  it('searches time zones by substring, ignoring case, the browser zone first', async () => {
    mockSaves();
    const user = userEvent.setup({ delay: null });
    renderEditor('/dashboard/availability/new');
    const zone = screen.getByRole('combobox', { name: /Time zone/ });
    await user.click(screen.getByRole('button', { name: 'Show time zones' }));
    const listbox = await screen.findByRole('listbox');
    const first = within(listbox).getAllByRole('option')[0];
    expect(first).toHaveTextContent(Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' '));
    expect(first).toHaveTextContent('Current Browser');

    await user.clear(zone);
    await user.type(zone, 'new yo');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['America/New York']),
    );
    await user.click(within(screen.getByRole('listbox')).getByText('America/New York'));
    expect(zone).toHaveValue('America/New York');
  });
});
