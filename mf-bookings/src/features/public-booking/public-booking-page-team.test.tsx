import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import type { PublicTeamEventType } from '@slotwise/shared/contract/public-teams.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeTimesFor, sampleBooking, sampleEventType } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);

jest.setTimeout(20_000);

jest.mock('./time-zones', () => ({
  ...jest.requireActual('./time-zones'),
  browserTimeZone: () => 'Europe/Berlin',
}));
const now = new Date('2026-11-10T12:00:00Z');

// The same page as /{username}/{slug}, asked at the team's paths (docs/product.md#team-pages).
const eventTypeUrl = '/api/public/teams/sales/demo';
const freeTimesUrl = `${eventTypeUrl}/free-times`;

const teamEventType: PublicTeamEventType = {
  ...sampleEventType,
  title: 'Product demo',
  slug: 'demo',
  event_type: 'round_robin',
  team: { name: 'Sales crew', slug: 'sales' },
  hosts: [
    { name: 'Ada Lovelace', avatar: null },
    { name: 'Bob Stone', avatar: '/api/avatars/bob.png' },
  ],
};

function api() {
  return mockFetch((request) => {
    if (request.url === eventTypeUrl && request.method === 'GET')
      return { status: 200, data: { data: teamEventType } };
    if (request.url === freeTimesUrl && request.method === 'GET')
      return {
        status: 200,
        data: { data: freeTimesFor(request, { '2026-11-23': [{ start: '2026-11-23T14:00:00.000Z' }] }) },
      };
    if (request.url === '/api/public/bookings' && request.method === 'POST')
      return {
        status: 201,
        data: {
          data: sampleBooking({
            event_type: {
              title: 'Product demo',
              duration: 30,
              location: 'google_meet',
              slug: 'demo',
              kind: 'round_robin',
            },
            hosts: [{ name: 'Bob Stone' }],
          }),
        },
      };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function NotFound() {
  return <h1>Shell not-found page</h1>;
}

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
  resetPrefetchedResponses();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('PublicBookingPage for a team event type', () => {
  it('shows the team and its hosts, books through the team paths and names the assigned host', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { sent } = api();
    render(<PublicBookingPage params={{ teamSlug: 'sales', slug: 'demo' }} NotFound={NotFound} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Product demo' })).toBeInTheDocument();
    expect(screen.getByText('Sales crew')).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace', { selector: 'p' })).toBeNull();
    const hosts = screen.getByRole('list', { name: 'Hosts' });
    expect(within(hosts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(hosts).getByText('Bob Stone')).toBeInTheDocument();
    expect(hosts.querySelector('img')).toHaveAttribute('src', '/api/avatars/bob.png');
    await waitFor(() => expect(document.title).toBe('Product demo | Sales crew'));

    const day = await screen.findByRole('button', { name: 'Monday, November 23, 2026' });
    await waitFor(() => expect(day).toBeEnabled());
    expect(sent.some((request) => request.url === freeTimesUrl)).toBe(true);
    expect(sent.some((request) => request.url.startsWith('/api/public/event-types'))).toBe(false);
    await user.click(day);
    await user.click(await screen.findByRole('button', { name: '3:00 PM' }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('You are scheduled with Bob Stone.')).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      event_type_id: teamEventType.id,
      start_time: '2026-11-23T14:00:00.000Z',
    });
  });

  it('shows the shell’s not-found page for an unknown team link', async () => {
    mockFetch(() => ({ status: 404, data: { message: 'Event type not found' } }));
    render(<PublicBookingPage params={{ teamSlug: 'sales', slug: 'nope' }} NotFound={NotFound} />);
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });
});
