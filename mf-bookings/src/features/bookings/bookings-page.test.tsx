import type { User } from '@slotwise/shared/contract/auth.contract';
import type { Booking, BookingsPage as Page } from '@slotwise/shared/contract/bookings.contract';
import { mockApi, type SentRequest } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { bookingsApi } from './bookings.api';
import { BookingsPage } from './bookings-page';

jest.setTimeout(40_000);

// The host reads times in New York (UTC-5 in November); the machine runs in UTC.
const now = new Date('2026-11-10T12:00:00Z');
const host: User = {
  id: 'u1',
  name: 'Ada',
  surname: null,
  username: 'ada',
  email: 'ada@example.com',
  avatar: null,
  time_zone: 'America/New_York',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const eventTypeId = '22222222-2222-4222-8222-222222222222';

function booking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    status: 'confirmed',
    // 15:00Z = 10:00 AM in New York.
    start_time: '2026-11-12T15:00:00.000Z',
    end_time: '2026-11-12T15:30:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    attendee_name: `Attendee ${id}`,
    attendee_email: `${id}@example.com`,
    additional_attendees: [],
    timezone: 'Europe/Berlin',
    answers: [],
    google_meet_link: null,
    google_calendar_event_id: null,
    cancellation_reason: null,
    cancelled_by: null,
    rejected: false,
    rescheduled_by: null,
    rescheduled_at: null,
    event_type: { id: eventTypeId, title: `Call ${id}`, duration: 30, location: 'zoom' },
    ...overrides,
  };
}

const page = (data: Booking[], total = data.length, lastPage = 1, currentPage = 1): Page => ({
  data,
  total,
  current_page: currentPage,
  last_page: lastPage,
  per_page: 4,
});

type Reply = { status: number; data: unknown };

function api(options: {
  list?: (request: SentRequest) => Page;
  action?: (request: SentRequest) => Reply | Promise<Reply>;
}) {
  return mockApi((request) => {
    if (request.url === '/api/event-types')
      return { status: 200, data: { data: [{ id: eventTypeId, title: 'Intro call' }] } };
    if (request.method === 'GET' && request.url === '/api/bookings')
      return { status: 200, data: (options.list ?? (() => page([])))(request) };
    if (request.method === 'GET' && /^\/api\/bookings\/[^/]+$/.test(request.url))
      return { status: 404, data: { message: 'Booking not found' } };
    return options.action?.(request) ?? { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage(route = '/dashboard/bookings') {
  return renderWithProviders(<BookingsPage />, {
    route,
    preloadedState: { session: { user: host, isAuthenticated: true } },
  });
}

const setupUser = () =>
  userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    advanceTimers: jest.advanceTimersByTime,
  });

const listRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'GET' && request.url === '/api/bookings');
const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('BookingsPage, list view', () => {
  it('labels rejections Rejected, and opens the details of the booking a host e-mail links to', async () => {
    const moved = booking('m', {
      status: 'cancelled',
      cancelled_by: 'attendee',
      rescheduled_by: 'attendee',
      rescheduled_at: '2026-11-05T10:00:00.000Z',
    });
    mockApi((request) => {
      if (request.url === '/api/event-types') return { status: 200, data: { data: [] } };
      if (request.method === 'GET' && request.url === '/api/bookings')
        return {
          status: 200,
          data: page([booking('r', { status: 'cancelled', cancelled_by: 'host', rejected: true }), moved]),
        };
      if (request.method === 'GET' && request.url === '/api/bookings/m') return { status: 200, data: moved };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderPage('/dashboard/bookings?booking=m');
    // The linked details open over the list (which the dialog hides from the accessibility tree).
    const rejected = (await screen.findByRole('heading', { name: 'Call r', hidden: true })).closest(
      'article',
    ) as HTMLElement;
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).queryByText('Cancelled')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Rescheduled by')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelled by')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^Attendee/).length).toBeGreaterThan(1);
  });

  it('sends each filter only when set, the search once typing stops, and pages by 4', async () => {
    const user = setupUser();
    const { sent } = api({
      list: () => page([booking('a'), booking('b'), booking('c'), booking('d')], 6, 2),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByText('View and manage your upcoming and past bookings')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–4 of 6 bookings')).toBeInTheDocument();
    expect(listRequests(sent)[0].params).toEqual({ page: 1, per_page: 4 });
    expect(sent.some((request) => request.url === '/api/event-types')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listRequests(sent).at(-1)?.params).toEqual({ page: 2, per_page: 4 }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    // A filter change starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() =>
      expect(listRequests(sent).at(-1)?.params).toEqual({ status: 'pending', page: 1, per_page: 4 }),
    );
    await user.selectOptions(await screen.findByLabelText('Event type'), 'Intro call');
    await waitFor(() =>
      expect(listRequests(sent).at(-1)?.params).toEqual({
        status: 'pending',
        event_type_id: eventTypeId,
        page: 1,
        per_page: 4,
      }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.selectOptions(screen.getByLabelText('Event type'), 'All event types');

    const count = listRequests(sent).length;
    const search = screen.getByRole('searchbox', { name: 'Search bookings' });
    expect(search).toHaveAttribute('placeholder', 'Search bookings...');
    await user.type(search, '  ada ');
    expect(listRequests(sent)).toHaveLength(count);
    act(() => jest.advanceTimersByTime(800));
    await waitFor(() =>
      expect(listRequests(sent).at(-1)?.params).toEqual({ search: 'ada', page: 1, per_page: 4 }),
    );
    // Blank search is not sent (that query is the first one, answered from the cache).
    await user.clear(search);
    await user.type(search, '   ');
    act(() => jest.advanceTimersByTime(800));
    await screen.findByText('Showing 1–4 of 6 bookings');
    expect(
      listRequests(sent).every(
        (request) => request.params?.search === undefined || request.params.search === 'ada',
      ),
    ).toBe(true);
  });

  it('says there are no bookings yet, or that none match the filters', async () => {
    const user = setupUser();
    api({});
    renderPage();
    expect(await screen.findByText("You don't have any bookings yet")).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search or filters')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('shows each card in the host zone with the actions of its status', async () => {
    api({
      list: () =>
        page([
          booking('p', { status: 'pending' }),
          booking('c', { google_meet_link: 'https://meet.google.com/x' }),
          booking('x', {
            status: 'cancelled',
            cancellation_reason: 'Out sick',
            google_meet_link: 'https://meet.google.com/y',
          }),
        ]),
    });
    renderPage();
    const pending = await card('Call p');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('Thursday, November 12, 2026')).toBeInTheDocument();
    expect(within(pending).getByText(/10:00 AM – 10:30 AM/)).toBeInTheDocument();
    expect(within(pending).getByText('p@example.com')).toBeInTheDocument();
    expect(within(pending).getByText('Zoom')).toBeInTheDocument();
    const names = (article: HTMLElement) =>
      within(article)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names(pending)).toEqual(['Details', 'Confirm', 'Reject']);
    const confirmed = await card('Call c');
    expect(names(confirmed)).toEqual([
      'Copy meeting link',
      'Details',
      'Cancel',
      'Cancel & Delete',
      'Reschedule',
    ]);
    const cancelled = await card('Call x');
    expect(names(cancelled)).toEqual(['Details', 'Delete']);
    expect(within(cancelled).getByText('Out sick')).toBeInTheDocument();
  });

  it('names the team of a team booking on its card, and no team on a personal one', async () => {
    api({
      list: () =>
        page([
          booking('t', {
            event_type: {
              id: eventTypeId,
              title: 'Call t',
              duration: 30,
              location: 'zoom',
              team_name: 'Sales',
            },
          }),
          booking('m'),
        ]),
    });
    renderPage();
    expect(within(await card('Call t')).getByText('Team: Sales')).toBeInTheDocument();
    expect(within(await card('Call m')).queryByText(/^Team:/)).toBeNull();
  });

  it('asks with the exact texts of each dialog, with the Google Meet wording only for Meet bookings', async () => {
    const user = setupUser();
    const meet = { id: eventTypeId, title: 'Call m', duration: 30, location: 'google_meet' as const };
    api({
      list: () =>
        page([
          booking('p', { status: 'pending' }),
          booking('m', { event_type: meet }),
          booking('x', { status: 'cancelled' }),
        ]),
    });
    renderPage();

    await user.click(within(await card('Call p')).getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reject Booking' });
    expect(within(dialog).getByLabelText('Reason for rejection (optional)')).toHaveAttribute('rows', '3');
    expect(within(dialog).queryByText(/Google Meet link/)).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Reject Booking']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(await card('Call m')).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel Booking' });
    expect(
      within(dialog).getByText('Are you sure you want to cancel this booking? This action cannot be undone.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The Google Calendar event and the Google Meet link will be cancelled.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for cancellation (optional)')).toHaveAttribute('rows', '3');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep Booking', 'Cancel Booking']);
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(await card('Call m')).getByRole('button', { name: 'Cancel & Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel and Delete Booking' });
    expect(within(dialog).getByText(/cannot be recovered/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Google Meet link will be cancelled and removed/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep Booking', 'Cancel & Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(await card('Call x')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Booking' });
    expect(
      within(dialog).getByText('This booking record will be permanently deleted and cannot be recovered.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Permanently Delete']);
  });

  it('takes a deleted booking out of the list and the total at once, then toasts', async () => {
    const user = setupUser();
    let rows = [booking('x', { status: 'cancelled' }), booking('y')];
    let answerDelete: (reply: Reply) => void = () => {};
    const { sent } = api({
      list: () => page(rows),
      action: (request) => {
        if (request.method === 'DELETE')
          return new Promise<Reply>((resolve) => {
            answerDelete = resolve;
          });
        return { status: 404, data: {} };
      },
    });
    renderPage();
    expect(await screen.findByText('Showing 1–2 of 2 bookings')).toBeInTheDocument();
    await user.click(within(await card('Call x')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Permanently Delete' }));
    // Gone while the server is still answering: no refetch can bring it back in between.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Call x' })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1–1 of 1 booking')).toBeInTheDocument();
    const deleteRequest = sent.find((request) => request.method === 'DELETE');
    expect(deleteRequest?.url).toBe(`/api/bookings/x`);
    rows = [booking('y')];
    answerDelete({ status: 204, data: '' });
    expect(await screen.findByText('Booking deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1 booking')).toBeInTheDocument();
  });

  it('cancels and deletes with the reason, the total never below 0, and puts the card back on a refusal', async () => {
    const user = setupUser();
    let refuse = true;
    let answerSuccess: (reply: Reply) => void = () => {};
    const { sent } = api({
      // A stale total of 0 must not become -1.
      list: () => page([booking('y')], 0),
      action: () =>
        refuse
          ? { status: 409, data: { message: 'This booking has already taken place.' } }
          : new Promise<Reply>((resolve) => {
              answerSuccess = resolve;
            }),
    });
    const { store } = renderPage();
    const selectFirstPage = bookingsApi.endpoints.getBookings.select({ page: 1, per_page: 4 });
    // The store's type knows only the base API; this page's endpoints are injected at run time.
    const cachedPage = () => selectFirstPage(store.getState() as Parameters<typeof selectFirstPage>[0]).data;
    await user.click(within(await card('Call y')).getByRole('button', { name: 'Cancel & Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel and Delete Booking' });
    await user.type(within(dialog).getByLabelText('Reason for cancellation (optional)'), 'Moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel & Delete' }));
    expect(await screen.findByText('This booking has already taken place.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // Back in the list (hidden from the accessibility tree only while the dialog is open).
    expect(
      await screen.findByRole('heading', { name: 'Call y', hidden: true }, { timeout: 1000 }),
    ).toBeInTheDocument();
    const request = sent.find((r) => r.method === 'POST');
    expect(request?.url).toBe('/api/bookings/y/cancel-and-delete');
    expect(request?.body).toEqual({ cancellation_reason: 'Moved away' });

    refuse = false;
    dialog = screen.getByRole('alertdialog', { name: 'Cancel and Delete Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel & Delete' }));
    await waitFor(() => expect(cachedPage()?.data).toEqual([]));
    expect(cachedPage()?.total).toBe(0);
    answerSuccess({ status: 204, data: '' });
    expect(await screen.findByText('Booking cancelled and deleted successfully')).toBeInTheDocument();
  });

  it('confirms at once and falls back to the spec message when the server gives none', async () => {
    const user = setupUser();
    api({
      list: () => page([booking('p', { status: 'pending' })]),
      action: () => ({ status: 500, data: {} }),
    });
    renderPage();
    await user.click(within(await card('Call p')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to confirm booking')).toBeInTheDocument();
  });

  it('rejects without a reason (the API applies its default) and toasts', async () => {
    const user = setupUser();
    const { sent } = api({
      list: () => page([booking('p', { status: 'pending' })]),
      action: () => ({ status: 200, data: booking('p', { status: 'cancelled' }) }),
    });
    renderPage();
    await user.click(within(await card('Call p')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Booking' });
    expect(within(dialog).getByLabelText('Reason for rejection (optional)')).toHaveAttribute(
      'placeholder',
      'Rejected by host',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject Booking' }));
    expect(await screen.findByText('Booking rejected successfully')).toBeInTheDocument();
    const request = sent.find((r) => r.method === 'POST');
    expect(request?.url).toBe('/api/bookings/p/reject');
    expect(request?.body).toEqual({});
  });

  it('copies the meeting link, toasts, and shows Copied for 2 seconds', async () => {
    const user = setupUser();
    api({ list: () => page([booking('c', { google_meet_link: 'https://meet.google.com/abc' })]) });
    renderPage();
    const copyButton = within(await card('Call c')).getByRole('button', { name: 'Copy meeting link' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(copyButton);
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://meet.google.com/abc');
    const article = await card('Call c');
    expect(within(article).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Copy meeting link' })).toBeInTheDocument(),
    );
  });
});

describe('BookingsPage, calendar view', () => {
  it('asks for the 42 days in the host zone, marks days with bookings, and lists a picked day', async () => {
    const user = setupUser();
    const { sent } = api({
      list: (request) =>
        request.params && 'from' in request.params
          ? page([
              booking('a'),
              booking('b', { start_time: '2026-11-12T20:00:00.000Z', end_time: '2026-11-12T20:30:00.000Z' }),
            ])
          : page([]),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Select a Date' })).toBeInTheDocument();
    const grid = await screen.findByRole('group', { name: 'November 2026' });
    expect(within(grid).getAllByRole('button')).toHaveLength(42);
    // Monday Oct 26 to Sunday Dec 6, midnight to midnight in New York.
    await waitFor(() =>
      expect(listRequests(sent).at(-1)?.params).toEqual({
        from: '2026-10-26T04:00:00.000Z',
        to: '2026-12-07T05:00:00.000Z',
        per_page: 100,
      }),
    );
    expect(within(grid).getByRole('button', { name: 'Monday, November 9, 2026' })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: 'Tuesday, November 10, 2026, today' })).toBeEnabled();
    const withBookings = await within(grid).findByRole('button', {
      name: 'Thursday, November 12, 2026, has bookings',
    });
    await user.click(withBookings);
    expect(screen.getByRole('heading', { name: 'Thursday, November 12, 2026' })).toBeInTheDocument();
    expect(screen.getByText('2 bookings')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Call a' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Call b' })).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Friday, November 13, 2026' }));
    expect(screen.getByText('No bookings on this date')).toBeInTheDocument();
    expect(screen.getByText('Has bookings')).toBeInTheDocument();
    expect(screen.getByText('Selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('group', { name: 'December 2026' })).toBeInTheDocument();
  });
});

describe('BookingsPage, reschedule', () => {
  it('offers the free times of a picked day in the host zone and moves the booking', async () => {
    const user = setupUser();
    let lostRace = true;
    const { sent } = api({
      list: () => page([booking('c')]),
      action: (request) => {
        if (request.url === '/api/bookings/c/free-times')
          return {
            status: 200,
            data: {
              data: {
                time_zone: 'America/New_York',
                days: [
                  {
                    date: '2026-11-13',
                    times: [
                      { start: '2026-11-13T14:00:00.000Z', seats_left: 1 },
                      { start: '2026-11-13T16:00:00.000Z', seats_left: 1 },
                    ],
                  },
                ],
              },
            },
          };
        if (request.url === '/api/bookings/c/reschedule') {
          if (lostRace)
            return { status: 409, data: { message: 'That time was just booked. Please pick another.' } };
          return { status: 200, data: booking('c', { start_time: '2026-11-13T16:00:00.000Z' }) };
        }
        return { status: 404, data: {} };
      },
    });
    renderPage();
    await user.click(within(await card('Call c')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Booking' });
    expect(within(dialog).getByText(/Thursday, November 12, 2026, 10:00 AM – 10:30 AM/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: '2026-11-13' } });
    const times = await within(dialog).findByRole('list', {
      name: 'Free times on Friday, November 13, 2026',
    });
    expect(sent.find((r) => r.url === '/api/bookings/c/free-times')?.params).toEqual({
      start: '2026-11-13',
      end: '2026-11-13',
      time_zone: 'America/New_York',
    });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM', '11:00 AM']);
    await user.click(within(times).getByRole('button', { name: '11:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(
      await within(dialog).findByText('That time was just booked. Please pick another.'),
    ).toBeInTheDocument();

    lostRace = false;
    await user.click(await within(dialog).findByRole('button', { name: '11:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Booking rescheduled successfully')).toBeInTheDocument();
    expect(sent.filter((r) => r.url === '/api/bookings/c/reschedule').at(-1)?.body).toEqual({
      start_time: '2026-11-13T16:00:00.000Z',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reschedule Booking' })).not.toBeInTheDocument(),
    );
  });
});
