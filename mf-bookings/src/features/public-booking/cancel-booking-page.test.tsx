import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBooking } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { CancelBookingPage as CancelBookingPageAlone } from './cancel-booking-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const CancelBookingPage = withAttendeeData(CancelBookingPageAlone);

jest.setTimeout(20_000);

const booking = sampleBooking();
/** The link's secret in the page's address: every call goes through it, never the booking id. */
const link = 'ef56'.repeat(16);
const bookingUrl = `/api/public/bookings/${link}`;

/** What the shell hands an attendee page for an unknown link. */
function NotFound() {
  return <h1>Shell not-found page</h1>;
}

function renderPage(id = link) {
  return render(<CancelBookingPage params={{ bookingId: id }} NotFound={NotFound} />);
}

/** Answers the booking as `current` says, and the cancel call with `cancel`. */
function api(current: () => PublicBooking, cancel?: () => { status: number; data: unknown }) {
  return mockFetch((request) => {
    if (request.url === bookingUrl && request.method === 'GET')
      return { status: 200, data: { data: current() } };
    if (request.url === `${bookingUrl}/cancel` && request.method === 'POST')
      return cancel?.() ?? { status: 200, data: { data: current() } };
    return { status: 404, data: { message: 'Booking not found' } };
  });
}

const setupUser = () => userEvent.setup();

afterEach(() => jest.restoreAllMocks());

describe('CancelBookingPage', () => {
  it('shows the summary in the booking’s zone and cancels with the reason', async () => {
    const user = setupUser();
    let state = booking;
    const { sent } = api(
      () => state,
      () => {
        state = { ...booking, status: 'cancelled', cancellable: false, cancellation_reason: 'Sick' };
        return { status: 200, data: { data: state } };
      },
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Intro call' })).toBeInTheDocument();
    // 14:00Z is 9:00 AM in New York, the attendee's zone.
    expect(screen.getByText('Monday, November 23, 2026')).toBeInTheDocument();
    expect(screen.getByText(/9:00 AM – 9:30 AM/)).toHaveTextContent('9:00 AM – 9:30 AM (30 min)');
    expect(screen.getByText('America/New York')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toHaveTextContent('Booked by: Grace Hopper');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Reason for cancellation (optional)' }), '  Sick ');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Your booking has been cancelled.')).toBeInTheDocument();
    const cancelled = sent.find((r) => r.method === 'POST');
    expect(cancelled?.url).toBe(`${bookingUrl}/cancel`);
    expect(cancelled?.body).toEqual({ cancellation_reason: 'Sick' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/ada/intro-call',
    );
  });

  it('sends no reason when the box is left empty', async () => {
    const user = setupUser();
    const { sent } = api(() => booking);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ cancellation_reason: null }),
    );
  });

  it('says an already cancelled booking is cancelled, with its reason, and offers nothing to do', async () => {
    api(() => ({
      ...booking,
      status: 'cancelled',
      cancellable: false,
      cancellation_reason: 'Rejected by host',
    }));
    renderPage();
    expect(await screen.findByText('This booking has been cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Rejected by host')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('links "Book another time" of a team booking to the team’s booking page', async () => {
    api(() => ({
      ...booking,
      status: 'cancelled',
      cancellable: false,
      cancellation_reason: null,
      team_slug: 'sales team',
      event_type: { ...booking.event_type, kind: 'round_robin', slug: 'demo' },
    }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/team/sales%20team/demo',
    );
  });

  it('says a past booking has already taken place', async () => {
    api(() => ({ ...booking, cancellable: false }));
    renderPage();
    expect(await screen.findByText('This booking has already taken place.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('shows the server’s message when the booking changed meanwhile (409), then its new state', async () => {
    const user = setupUser();
    let state = booking;
    api(
      () => state,
      () => {
        state = { ...booking, status: 'cancelled', cancellable: false };
        return { status: 409, data: { message: 'This booking has already been cancelled.' } };
      },
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking has already been cancelled.');
    expect(await screen.findByText('This booking has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('shows the not-found page for an unknown booking', async () => {
    const { sent } = mockFetch(() => ({ status: 404, data: { message: 'Booking not found' } }));
    renderPage('5a0e5b0c-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
    expect(sent.map((r) => r.url)).toEqual(['/api/public/bookings/5a0e5b0c-0000-4000-8000-000000000000']);
    expect(screen.queryByRole('heading', { name: 'Cancel booking' })).toBeNull();
  });

  it('shows the not-found page for a malformed booking id (422)', async () => {
    mockFetch(() => ({ status: 422, data: { message: 'Validation failed' } }));
    renderPage('not-a-uuid');
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });

  it('offers to try again when the API fails otherwise', async () => {
    const user = setupUser();
    let fail = true;
    mockFetch(() => (fail ? { status: 503, data: {} } : { status: 200, data: { data: booking } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this page. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Intro call' })).toBeInTheDocument();
  });
});
