import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeTimesFor, sampleBooking, sampleEventType } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { leavePage } from './leave-page';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';

// The attendee's side of several durations and the redirect after booking
// (docs/product.md#several-durations, docs/product.md#after-booking).

const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);

jest.setTimeout(60_000);
jest.mock('./time-zones', () => ({
  ...jest.requireActual('./time-zones'),
  browserTimeZone: () => 'Europe/Berlin',
}));
jest.mock('./leave-page', () => ({ leavePage: jest.fn() }));
const now = new Date('2026-11-10T12:00:00Z');

const eventTypeUrl = '/api/public/event-types/ada/intro-call';
const freeTimesUrl = `${eventTypeUrl}/free-times`;
const times = { '2026-11-23': [{ start: '2026-11-23T14:00:00.000Z' }] };
const severalDurations: PublicEventType = { ...sampleEventType, duration: 30, durations: [15, 30, 60] };

function api(eventType: PublicEventType, booking = sampleBooking()) {
  return mockFetch((request) => {
    if (request.url === eventTypeUrl && request.method === 'GET')
      return { status: 200, data: { data: eventType } };
    if (request.url === freeTimesUrl && request.method === 'GET')
      return { status: 200, data: { data: freeTimesFor(request, times) } };
    if (request.url === '/api/public/bookings' && request.method === 'POST')
      return { status: 201, data: { data: { ...booking, link_secret: 'a'.repeat(64) } } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

const NotFound = () => <h1>Not found</h1>;
const renderPage = () =>
  render(<PublicBookingPage params={{ username: 'ada', slug: 'intro-call' }} NotFound={NotFound} />);
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function book(user: ReturnType<typeof setupUser>) {
  const day = await screen.findByRole('button', { name: 'Monday, November 23, 2026' });
  await waitFor(() => expect(day).toBeEnabled());
  await user.click(day);
  await user.click(await screen.findByRole('button', { name: '3:00 PM' }));
  await screen.findByRole('heading', { name: 'Enter Details' });
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
  return screen.findByRole('heading', { name: 'Confirmed' });
}

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
  resetPrefetchedResponses();
  window.history.replaceState(null, '', '/ada/intro-call');
  jest.mocked(leavePage).mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('PublicBookingPage: several durations', () => {
  it('offers the durations, asks the free times and books with the chosen one, named in the address', async () => {
    const { sent } = api(severalDurations);
    const user = setupUser();
    renderPage();
    const group = await screen.findByRole('group', { name: 'Duration' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['15 min', '30 min', '60 min']);
    expect(within(group).getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent.some((request) => request.url === freeTimesUrl)).toBe(true));
    // The default, not named: the same call as a type with one duration.
    expect(sent.find((request) => request.url === freeTimesUrl)?.params?.duration).toBeUndefined();

    await user.click(within(group).getByRole('button', { name: '60 min' }));
    expect(window.location.search).toBe('?duration=60');
    await waitFor(() =>
      expect(sent.some((request) => request.url === freeTimesUrl && request.params?.duration === '60')).toBe(
        true,
      ),
    );
    await book(user);
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ start_time: '2026-11-23T14:00:00.000Z', duration: 60 });
  });

  it('starts with the duration the link names, and ignores one the type does not offer', async () => {
    window.history.replaceState(null, '', '/ada/intro-call?duration=60');
    const first = api(severalDurations);
    const { unmount } = renderPage();
    const group = await screen.findByRole('group', { name: 'Duration' });
    expect(within(group).getByRole('button', { name: '60 min' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(first.sent.some((request) => request.url === freeTimesUrl)).toBe(true));
    expect(first.sent.find((request) => request.url === freeTimesUrl)?.params?.duration).toBe('60');
    unmount();
    jest.restoreAllMocks();

    window.history.replaceState(null, '', '/ada/intro-call?duration=45');
    const second = api(severalDurations);
    renderPage();
    const again = await screen.findByRole('group', { name: 'Duration' });
    expect(within(again).getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(second.sent.some((request) => request.url === freeTimesUrl)).toBe(true));
    expect(second.sent.find((request) => request.url === freeTimesUrl)?.params?.duration).toBeUndefined();
  });

  it('shows no choice and sends no duration for a type with one duration', async () => {
    const { sent } = api(sampleEventType);
    const user = setupUser();
    renderPage();
    await book(user);
    expect(screen.queryByRole('group', { name: 'Duration' })).toBeNull();
    expect(sent.find((request) => request.method === 'POST')?.body).not.toHaveProperty('duration');
  });
});

describe('PublicBookingPage: the redirect after booking', () => {
  it('opens the https address with the booking’s public fields once the confirmation shows', async () => {
    api(
      { ...sampleEventType, redirect_url: 'https://example.com/thanks?src=ads&start_time=forged' },
      sampleBooking({ end_time: '2026-11-23T14:30:00.000Z', duration: 30 }),
    );
    const user = setupUser();
    renderPage();
    await book(user);
    await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(1));
    const address = new URL(jest.mocked(leavePage).mock.calls[0][0]);
    expect(`${address.origin}${address.pathname}`).toBe('https://example.com/thanks');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      src: 'ads',
      booking_id: sampleBooking().id,
      status: 'confirmed',
      event_type: 'intro-call',
      event_title: 'Intro call',
      start_time: '2026-11-23T14:00:00.000Z',
      end_time: '2026-11-23T14:30:00.000Z',
      duration: '30',
      timezone: 'America/New_York',
      attendee_name: 'Grace Hopper',
      attendee_email: 'grace@example.test',
    });
    // Never the attendee link's secret.
    expect(address.toString()).not.toContain('a'.repeat(64));
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', address.toString());
  });

  it('stays on the confirmation without an address, or with one that is not https', async () => {
    for (const redirect_url of [null, 'javascript:alert(1)', 'http://example.com/thanks']) {
      api({ ...sampleEventType, redirect_url });
      const user = setupUser();
      const { unmount } = renderPage();
      await book(user);
      expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
      unmount();
      jest.restoreAllMocks();
    }
    expect(leavePage).not.toHaveBeenCalled();
  });
});
