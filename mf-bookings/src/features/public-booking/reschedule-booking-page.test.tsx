import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeTimesFor, sampleBooking } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { RescheduleBookingPage as RescheduleBookingPageAlone } from './reschedule-booking-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const RescheduleBookingPage = withAttendeeData(RescheduleBookingPageAlone);

jest.setTimeout(30_000);

const now = new Date('2026-11-10T12:00:00Z');
const booking = sampleBooking();
/** The link's secret in the page's address: every call and link goes through it, never the booking id. */
const link = '9a8b'.repeat(16);
const bookingUrl = `/api/public/bookings/${link}`;
const times = { '2026-11-24': [{ start: '2026-11-24T14:00:00.000Z' }] };

function NotFound() {
  return <h1>Shell not-found page</h1>;
}

function api(current = booking, move?: () => { status: number; data: unknown }) {
  return mockFetch((request) => {
    if (request.url === bookingUrl && request.method === 'GET')
      return { status: 200, data: { data: current } };
    if (request.url === `${bookingUrl}/free-times` && request.method === 'GET')
      return { status: 200, data: { data: freeTimesFor(request, times) } };
    if (request.url === `${bookingUrl}/reschedule` && request.method === 'POST')
      return (
        move?.() ?? {
          status: 200,
          data: {
            data: {
              ...current,
              start_time: '2026-11-24T14:00:00.000Z',
              end_time: '2026-11-24T14:30:00.000Z',
            },
          },
        }
      );
    return { status: 404, data: { message: 'Booking not found' } };
  });
}

const renderPage = (id = link) =>
  render(<RescheduleBookingPage params={{ bookingId: id }} NotFound={NotFound} />);
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
  resetPrefetchedResponses();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RescheduleBookingPage', () => {
  it('shows the current time and the calendar, and moves the booking to the picked time', async () => {
    const user = setupUser();
    const { sent } = api();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reschedule booking' })).toBeInTheDocument();
    expect(screen.getByText('Current time')).toBeInTheDocument();
    expect(screen.getByText('Monday, November 23, 2026')).toBeInTheDocument();
    const dayButton = await screen.findByRole('button', { name: 'Tuesday, November 24, 2026' });
    await waitFor(() => expect(dayButton).toBeEnabled());
    await user.click(dayButton);
    const list = await screen.findByRole('list', { name: /Free times on/ });
    await user.click(list.querySelector('button') as HTMLButtonElement);
    await user.click(await screen.findByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('Your booking has been moved to the new time.')).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.url).toBe(`${bookingUrl}/reschedule`);
    expect(post?.body).toEqual({ start_time: '2026-11-24T14:00:00.000Z' });
    expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute(
      'href',
      `/cancel/${link}`,
    );
  });

  it('says in the page’s words why a taken time was refused, and why a cancelled booking cannot move', async () => {
    const user = setupUser();
    api(booking, () => ({
      status: 409,
      data: { message: 'That time was just booked. Please pick another.' },
    }));
    const { unmount } = renderPage();
    const dayButton = await screen.findByRole('button', { name: 'Tuesday, November 24, 2026' });
    await waitFor(() => expect(dayButton).toBeEnabled());
    await user.click(dayButton);
    const list = await screen.findByRole('list', { name: /Free times on/ });
    await user.click(list.querySelector('button') as HTMLButtonElement);
    await user.click(await screen.findByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time was just booked. Please pick another.',
    );
    expect(screen.getByRole('heading', { name: 'Pick a new time' })).toBeInTheDocument();
    unmount();

    jest.restoreAllMocks();
    api({ ...booking, status: 'cancelled', cancellable: false, reschedulable: false });
    renderPage();
    expect(
      await screen.findByText('This booking has been cancelled and can no longer be rescheduled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm new time' })).toBeNull();
  });

  it('links a booking that can no longer move to its booking page: personal, or the team’s', async () => {
    const closed = { ...booking, status: 'cancelled' as const, cancellable: false, reschedulable: false };
    api(closed);
    const { unmount } = renderPage();
    expect(await screen.findByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/ada/intro-call',
    );
    unmount();
    jest.restoreAllMocks();
    api({
      ...closed,
      team_slug: 'acme',
      event_type: { ...booking.event_type, kind: 'collective', slug: 'kickoff' },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/team/acme/kickoff',
    );
  });

  it('shows the shell’s not-found page for an unknown booking', async () => {
    api();
    renderPage('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });
});
