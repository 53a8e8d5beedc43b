import { bookingLimitMessages } from '@slotwise/shared/contract/booking-limits.contract';
import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem, fill } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

// docs/product.md#booking-limits-and-start-times: the limits section of the dialog's Advanced tab.
// The whole dialog renders: slow on a loaded machine.
jest.setTimeout(120_000);

const schedule = sampleSchedule({ id: '22222222-2222-4222-8222-222222222222', is_default: true });

function mockEventTypesApi(eventTypes: EventType[] = []) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities') return { status: 200, data: { data: [schedule] } };
    if (method === 'POST' || method === 'PUT')
      return { status: 200, data: { data: sampleEventType(body as Partial<EventType>) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

async function openAdvanced(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New Event Type' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Event Type' });
  await fill(user, within(dialog).getByLabelText(/^Title/), 'Limited call');
  await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
  return dialog;
}

afterEach(() => jest.restoreAllMocks());

describe('EventTypeLimitsSection', () => {
  it('sends the limits, the interval and a fixed window', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openAdvanced(user);
    await fill(user, within(dialog).getByLabelText('Per day'), '2');
    await fill(user, within(dialog).getByLabelText('Per week'), '8');
    await user.selectOptions(within(dialog).getByLabelText('Start time interval'), '15');
    expect(within(dialog).queryByLabelText(/^First date/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Bookable dates'), 'range');
    await fill(user, within(dialog).getByLabelText(/^First date/), '2031-03-01');
    await fill(user, within(dialog).getByLabelText(/^Last date/), '2031-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      booking_limits: { per_day: 2, per_week: 8, per_month: null, per_year: null },
      slot_interval: 15,
      booking_window_range: { start: '2031-03-01', end: '2031-03-31' },
    });
  });

  it('refuses a daily limit above the weekly one, and a window ending before it starts, sending nothing', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openAdvanced(user);
    await fill(user, within(dialog).getByLabelText('Per day'), '5');
    await fill(user, within(dialog).getByLabelText('Per week'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Bookable dates'), 'range');
    await fill(user, within(dialog).getByLabelText(/^First date/), '2031-03-10');
    await fill(user, within(dialog).getByLabelText(/^Last date/), '2031-03-09');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(bookingLimitMessages.limitOrder)).toBeInTheDocument();
    expect(within(dialog).getByText(bookingLimitMessages.windowOrder)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('shows a saved type’s limits, and clearing them sends no limit', async () => {
    const api = mockEventTypesApi([
      sampleEventType({
        booking_limits: { per_day: 3, per_week: null, per_month: 20, per_year: null },
        slot_interval: 45,
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    expect(within(dialog).getByLabelText('Per day')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Per month')).toHaveValue(20);
    expect(within(dialog).getByLabelText('Start time interval')).toHaveValue('45');
    await user.clear(within(dialog).getByLabelText('Per day'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      booking_limits: { per_day: null, per_week: null, per_month: 20, per_year: null },
      slot_interval: 45,
      booking_window_range: null,
    });
  });
});
