import type { User } from '@slotwise/shared/contract/auth.contract';
import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(30_000);

// The host lives in Tokyo (UTC+9); the machine runs in UTC. It is 23:30 on Nov 10 in UTC,
// which is already 08:30 on Wednesday, Nov 11 in Tokyo.
const now = new Date('2026-11-10T23:30:00Z');
const host: User = {
  id: 'u1',
  name: 'Ada',
  surname: null,
  username: 'ada',
  email: 'ada@example.com',
  avatar: null,
  time_zone: 'Asia/Tokyo',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

function booking(id: string, start: string, overrides: Partial<Booking> = {}): Booking {
  const end = new Date(new Date(start).getTime() + 30 * 60_000).toISOString();
  return {
    id,
    status: 'confirmed',
    start_time: start,
    end_time: end,
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
    event_type: { id: 'e1', title: `Call ${id}`, duration: 30, location: 'zoom' },
    ...overrides,
  };
}

const stats = { total: 12, upcoming: 5, confirmed: 7, pending: 2 };

function api(upcoming: Booking[] | 'error') {
  return mockApi(({ url }) => {
    if (url === '/api/bookings/stats') return { status: 200, data: { data: stats } };
    if (url === '/api/bookings') {
      if (upcoming === 'error') return { status: 500, data: { message: 'Boom' } };
      const page = { data: upcoming, total: upcoming.length, current_page: 1, last_page: 1, per_page: 5 };
      return { status: 200, data: page };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    otherPaths: ['/dashboard/bookings', '/dashboard/event-types'],
    preloadedState: { session: { user: host, isAuthenticated: true } },
  });
}

const setupUser = () =>
  userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    advanceTimers: jest.advanceTimersByTime,
  });

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('greets the host, shows the four figures and asks only for confirmed upcoming bookings', async () => {
    const { sent } = api([]);
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back to your Slotwise dashboard' }),
    ).toBeVisible();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByTestId('stat-upcoming')).toHaveTextContent('5');
    expect(screen.getByTestId('stat-confirmed')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('2');
    for (const text of [
      'Total bookings',
      'All-time count',
      'Scheduled meetings',
      'Active bookings',
      'Needs action',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(await screen.findByText('No upcoming bookings scheduled.')).toBeInTheDocument();
    const list = sent.find((request) => request.url === '/api/bookings');
    expect(list?.params).toEqual({ status: 'confirmed', when: 'upcoming', per_page: 5 });
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/dashboard/bookings');
    expect(screen.getByRole('link', { name: 'Create event type' })).toHaveAttribute(
      'href',
      '/dashboard/event-types',
    );
    expect(screen.getByRole('link', { name: 'Set availability' })).toHaveAttribute(
      'href',
      '/dashboard/availability',
    );
    expect(screen.getByRole('link', { name: 'Create team' })).toHaveAttribute('href', '/dashboard/teams');
    expect(screen.getByRole('link', { name: 'View analytics' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
    expect(screen.getByText('Invite members for team scheduling')).toBeInTheDocument();
  });

  it('shows three skeleton rows while loading, then the dates relative to today in the host zone', async () => {
    api([
      // 01:00Z Nov 11 = 10:00 Nov 11 in Tokyo: today there, while the machine's clock still says Nov 10.
      booking('a', '2026-11-11T01:00:00.000Z'),
      // 16:00Z Nov 11 = 01:00 Nov 12 in Tokyo: tomorrow there, while UTC says Nov 11.
      booking('b', '2026-11-11T16:00:00.000Z'),
      booking('c', '2026-11-20T05:00:00.000Z'),
    ]);
    renderPage();
    expect(screen.getByTestId('upcoming-skeletons').children).toHaveLength(3);
    const first = (await screen.findByRole('heading', { name: 'Call a' })).closest('article') as HTMLElement;
    expect(within(first).getByText('Today')).toBeInTheDocument();
    expect(within(first).getByText('10:00 AM – 10:30 AM')).toBeInTheDocument();
    expect(within(first).getByText('30 min')).toBeInTheDocument();
    expect(within(first).getByText('Zoom')).toBeInTheDocument();
    expect(within(first).getByText('1 attendee total')).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'Call b' }).closest('article') as HTMLElement;
    expect(within(second).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(second).getByText('1:00 AM – 1:30 AM')).toBeInTheDocument();
    const third = screen.getByRole('heading', { name: 'Call c' }).closest('article') as HTMLElement;
    expect(within(third).getByText('Nov 20')).toBeInTheDocument();
    expect(within(third).getByText('2:00 PM – 2:30 PM')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Upcoming bookings pages' })).not.toBeInTheDocument();
  });

  it('lists two additional attendees, toggles the rest, and counts everyone', async () => {
    const user = setupUser();
    const guests = ['p', 'q', 'r', 's'].map((name) => ({
      name: `Guest ${name}`,
      email: `${name}@example.com`,
    }));
    api([booking('a', '2026-11-12T01:00:00.000Z', { additional_attendees: guests })]);
    renderPage();
    const item = (await screen.findByRole('heading', { name: 'Call a' })).closest('article') as HTMLElement;
    expect(within(item).getByText('5 attendees total')).toBeInTheDocument();
    expect(within(item).getByText('Guest p')).toBeInTheDocument();
    expect(within(item).getByText('Guest q')).toBeInTheDocument();
    expect(within(item).queryByText('Guest r')).not.toBeInTheDocument();
    const toggle = within(item).getByRole('button', { name: '+2 more attendees' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(item).getByText('Guest s')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show less' }));
    expect(within(item).queryByText('Guest s')).not.toBeInTheDocument();
  });

  it('pages the shortlist of five three at a time with the paginator, and opens the details', async () => {
    const user = setupUser();
    api(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) =>
        booking(id, `2026-11-1${2 + index}T01:00:00.000Z`, {
          google_meet_link: id === 'd' ? 'https://meet.google.com/abc-defg-hij' : null,
          id: `${id}1234567-89ab-4cde-8f01-23456789abcd`,
          event_type: { id: 'e1', title: `Call ${id}`, duration: 30, location: 'google_meet' },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Call a' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Call d' })).not.toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Upcoming bookings pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('heading', { name: 'Call d' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Call e' })).toBeInTheDocument();
    // The sixth is beyond the shortlist.
    expect(screen.queryByRole('heading', { name: 'Call f' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Details of Call d/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('d1234567')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Sunday, November 15, 2026, 10:00 AM – 10:30 AM (30 min)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Join meeting' })).toHaveAttribute(
      'href',
      'https://meet.google.com/abc-defg-hij',
    );
  });

  it('shows the failure with Try Again, which asks again', async () => {
    const user = setupUser();
    const { sent } = api('error');
    renderPage();
    expect(await screen.findByText('Failed to fetch upcoming bookings')).toBeInTheDocument();
    const before = sent.filter((request) => request.url === '/api/bookings').length;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent.filter((request) => request.url === '/api/bookings').length).toBe(before + 1);
  });
});
