import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import { seriesStarts } from '@slotwise/shared/contract/series-rule.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeTimesFor, sampleBooking, sampleEventType } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';

const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);

jest.setTimeout(20_000);

// docs/product.md#recurring-series: an attendee in Berlin books a weekly series.
jest.mock('./time-zones', () => ({
  ...jest.requireActual('./time-zones'),
  browserTimeZone: () => 'Europe/Berlin',
}));
const now = new Date('2026-11-10T12:00:00Z');
const eventTypeUrl = '/api/public/event-types/ada/intro-call';
const start = '2026-11-23T14:00:00.000Z';
const times = { '2026-11-23': [{ start }] };
const recurring = {
  ...sampleEventType,
  location: 'in_person' as const,
  recurrence: { frequency: 'weekly' as const, max_count: 4, time_zone: 'Europe/Berlin' },
};
const starts = seriesStarts(new Date(start), 'weekly', 4, 'Europe/Berlin').map((one) => one.toISOString());

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
  resetPrefetchedResponses();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('booking a recurring series', () => {
  it('shows the series, names a busy meeting, then books the others when asked', async () => {
    let posts = 0;
    const { sent } = mockFetch((request) => {
      if (request.url === eventTypeUrl) return { status: 200, data: { data: recurring } };
      if (request.url === `${eventTypeUrl}/free-times`)
        return { status: 200, data: { data: freeTimesFor(request, times) } };
      if (request.url === '/api/public/bookings' && request.method === 'POST') {
        posts += 1;
        if (posts === 1)
          return {
            status: 409,
            data: {
              message: 'Not every meeting of the series is free',
              errors: { busy_occurrences: [starts[2]] },
            },
          };
        return { status: 201, data: { data: sampleBooking() } };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<PublicBookingPage params={{ username: 'ada', slug: 'intro-call' }} NotFound={() => null} />);
    const monday = await screen.findByRole('button', { name: 'Monday, November 23, 2026' });
    await waitFor(() => expect(monday).toBeEnabled());
    await user.click(monday);
    await user.click(await screen.findByRole('button', { name: '3:00 PM' }));
    await screen.findByRole('heading', { name: 'Enter Details' });

    // Every Monday at 15:00 Berlin, 4 times by default (the type's most).
    expect(screen.getByRole('combobox', { name: 'Number of meetings' })).toHaveValue('4');
    expect(screen.getByText('Every Monday, 4 times, from Nov 23, 2026')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of meetings' }), '3');
    expect(screen.getByText('Every Monday, 3 times, from Nov 23, 2026')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of meetings' }), '4');

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByText(/^Not every meeting is free: Monday, December 7, 2026, 3:00 PM\.$/);
    expect(alert).toBeVisible();
    expect(screen.getByText(/Monday, December 7, 2026, 3:00 PM \(not free\)/)).toBeVisible();
    const first = sent.filter((request) => request.method === 'POST')[0];
    expect((first.body as { series: unknown }).series).toEqual({ count: 4, skip: [] });

    // "Pick another start" is a link to the day's times (it works without JavaScript too).
    expect(screen.getByRole('link', { name: 'Pick another start' })).toHaveAttribute(
      'href',
      '?date=2026-11-23&tz=Europe%2FBerlin',
    );

    // A submit button without JavaScript: one POST per press with it, never the form's own submit.
    await user.click(screen.getByRole('button', { name: 'Book the other meetings' }));
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeInTheDocument();
    const second = sent.filter((request) => request.method === 'POST')[1];
    expect((second.body as { series: unknown }).series).toEqual({ count: 4, skip: [starts[2]] });
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('books a single meeting when the attendee picks just this one', async () => {
    const { sent } = mockFetch((request) => {
      if (request.url === eventTypeUrl) return { status: 200, data: { data: recurring } };
      if (request.url === `${eventTypeUrl}/free-times`)
        return { status: 200, data: { data: freeTimesFor(request, times) } };
      if (request.url === '/api/public/bookings') return { status: 201, data: { data: sampleBooking() } };
      return { status: 404, data: { message: 'Not found' } };
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<PublicBookingPage params={{ username: 'ada', slug: 'intro-call' }} NotFound={() => null} />);
    const monday = await screen.findByRole('button', { name: 'Monday, November 23, 2026' });
    await waitFor(() => expect(monday).toBeEnabled());
    await user.click(monday);
    await user.click(await screen.findByRole('button', { name: '3:00 PM' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Number of meetings' }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).not.toHaveProperty('series');
  });
});
