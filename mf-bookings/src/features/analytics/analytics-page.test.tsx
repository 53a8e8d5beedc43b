import type { BookingAnalytics } from '@slotwise/shared/contract/bookings.contract';
import { addDaysToKey } from '@slotwise/shared/datetime/zoned-format';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AnalyticsPage } from './analytics-page';

jest.setTimeout(30_000);

// Twelve Mondays from Aug 17 to Nov 2, 2026.
const weeks = Array.from({ length: 12 }, (_, index) => ({
  week_start: addDaysToKey('2026-08-17', index * 7),
  count: index,
}));

const analytics: BookingAnalytics = {
  time_zone: 'Europe/Berlin',
  per_week: weeks,
  by_status: { pending: 3, confirmed: 10, cancelled: 5 },
  by_event_type: [
    { event_type_id: 'e1', title: 'Intro call', count: 12 },
    { event_type_id: 'e2', title: 'Workshop', count: 6 },
  ],
  cancellation_rate: 5 / 18,
  total: 18,
  upcoming: 4,
};

function renderPage() {
  return renderWithProviders(<AnalyticsPage />, { route: '/dashboard/analytics' });
}

afterEach(() => jest.restoreAllMocks());

describe('AnalyticsPage', () => {
  it('asks for 12 weeks and gives every chart a table with the same figures', async () => {
    const { sent } = mockApi(() => ({ status: 200, data: { data: analytics } }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const perWeek = await screen.findByRole('table', {
      name: 'Bookings per week over the last 12 weeks and the weeks ahead, by start time',
    });
    expect(sent[0]).toMatchObject({ url: '/api/bookings/analytics', params: { weeks: 12 } });
    const weekRows = within(perWeek).getAllByRole('row');
    expect(weekRows).toHaveLength(13);
    expect(weekRows[1]).toHaveTextContent('Aug 170');
    expect(weekRows[12]).toHaveTextContent('Nov 211');

    const byStatus = screen.getByRole('table', { name: 'By status' });
    expect(
      within(byStatus)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Pending3', 'Confirmed10', 'Cancelled5']);
    const byType = screen.getByRole('table', { name: 'By event type' });
    expect(
      within(byType)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Intro call12', 'Workshop6']);
    expect(screen.getByTestId('cancellation-rate')).toHaveTextContent('27.8%');
    expect(screen.getByText('5 of 18 bookings cancelled')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-total')).toHaveTextContent(
      '18 bookings in the last 12 weeks and the weeks ahead · 4 still to come',
    );
    // The drawn bars are hidden from assistive technology: the tables speak for them.
    for (const chart of screen.getAllByTestId('bar-chart')) expect(chart).toHaveAttribute('aria-hidden');
  });

  it('counts upcoming bookings, in the singular for one (issue #14)', async () => {
    mockApi(() => ({
      status: 200,
      data: {
        data: {
          ...analytics,
          by_status: { pending: 0, confirmed: 1, cancelled: 0 },
          by_event_type: [{ event_type_id: 'e1', title: 'Intro call', count: 1 }],
          cancellation_rate: 0,
          total: 1,
          upcoming: 1,
        },
      },
    }));
    renderPage();
    expect(await screen.findByTestId('analytics-total')).toHaveTextContent(
      /^1 booking in the last 12 weeks and the weeks ahead · 1 still to come$/,
    );
    expect(screen.getByTestId('cancellation-rate')).toHaveTextContent('0%');
  });

  it('says when there is nothing to chart yet', async () => {
    mockApi(() => ({
      status: 200,
      data: {
        data: {
          ...analytics,
          per_week: [],
          by_status: { pending: 0, confirmed: 0, cancelled: 0 },
          by_event_type: [],
          cancellation_rate: 0,
          total: 0,
        },
      },
    }));
    renderPage();
    expect(
      await screen.findByText(
        'No bookings in the last 12 weeks yet. Share your booking link to get started.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure with Try Again, which asks again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let fail = true;
    mockApi(() => (fail ? { status: 500, data: {} } : { status: 200, data: { data: analytics } }));
    renderPage();
    expect(await screen.findByText('Failed to fetch analytics')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'By status' })).toBeInTheDocument();
  });
});
