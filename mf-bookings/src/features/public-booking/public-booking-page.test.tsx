import { configureStore } from '@reduxjs/toolkit';
import { resetPrefetchedResponses, takePrefetchedResponse } from '@slotwise/shared/api/prefetched-responses';
import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import type { SentRequest } from '@slotwise/shared/testing/api-mock';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { freeTimesFor, sampleBooking, sampleEventType } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);

jest.setTimeout(20_000);

// The attendee's browser is in Berlin on November 10, 2026.
jest.mock('./time-zones', () => ({
  ...jest.requireActual('./time-zones'),
  browserTimeZone: () => 'Europe/Berlin',
}));
const now = new Date('2026-11-10T12:00:00Z');

const eventTypeUrl = '/api/public/event-types/ada/intro-call';
const freeTimesUrl = `${eventTypeUrl}/free-times`;
// 14:00Z is 15:00 in Berlin, 19:30 in Kolkata; 15:00Z is 16:00 in Berlin.
const times = {
  '2026-11-23': [{ start: '2026-11-23T14:00:00.000Z' }, { start: '2026-11-23T15:00:00.000Z' }],
};

function api(
  options: {
    eventType?: PublicEventType;
    booking?: (request: SentRequest) => { status: number; data: unknown };
    freeTimes?: typeof times;
  } = {},
) {
  return mockFetch((request) => {
    if (request.url === eventTypeUrl && request.method === 'GET')
      return { status: 200, data: { data: options.eventType ?? sampleEventType } };
    if (request.url === freeTimesUrl && request.method === 'GET')
      return { status: 200, data: { data: freeTimesFor(request, options.freeTimes ?? times) } };
    if (request.url === '/api/public/bookings' && request.method === 'POST') {
      return options.booking?.(request) ?? { status: 201, data: { data: sampleBooking() } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
}

/** What the shell hands an attendee page for an unknown link. */
function NotFound() {
  return <h1>Shell not-found page</h1>;
}

function renderPage(params: Record<string, string> = { username: 'ada', slug: 'intro-call' }) {
  return render(<PublicBookingPage params={params} NotFound={NotFound} />);
}

const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

/** A day button once the free times have loaded and made it bookable. */
async function day(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
const nov23 = 'Monday, November 23, 2026';

async function openForm(user: ReturnType<typeof setupUser>, time = '3:00 PM') {
  await user.click(await day(nov23));
  await user.click(await screen.findByRole('button', { name: time }));
  return screen.findByRole('heading', { name: 'Enter Details' });
}

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
  resetPrefetchedResponses();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete window.__slotwisePrefetched;
  delete window.__slotwisePrefetchedAnswers;
  document.getElementById('prefetched-api')?.remove();
  resetPrefetchedResponses();
});

describe('PublicBookingPage', () => {
  it('shows the shell’s not-found page for an unknown or inactive event type', async () => {
    const { sent } = mockFetch(() => ({ status: 404, data: { message: 'Event type not found' } }));
    renderPage({ username: 'ada', slug: 'nope' });
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
    expect(sent.map((r) => r.url)).toEqual(['/api/public/event-types/ada/nope']);
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('treats a 404 without a JSON body (a proxy’s page) as an unknown link too', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('<html>Not Found</html>', { status: 404 }));
    renderPage({ username: 'ada', slug: 'nope' });
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });

  it('works inside the app’s own store too, leaving that store alone', async () => {
    api();
    const appStore = configureStore({ reducer: { app: (state: string = 'untouched') => state } });
    render(
      <Provider store={appStore}>
        <PublicBookingPage params={{ username: 'ada', slug: 'intro-call' }} NotFound={NotFound} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro call' })).toBeInTheDocument();
    expect(await day(nov23)).toBeEnabled();
    expect(appStore.getState()).toEqual({ app: 'untouched' });
  });

  it('offers to try again when the API fails otherwise, and recovers', async () => {
    const user = setupUser();
    let fail = true;
    mockFetch((request) => {
      if (fail) return { status: 500, data: { message: 'Boom' } };
      if (request.url === eventTypeUrl) return { status: 200, data: { data: sampleEventType } };
      return { status: 200, data: { data: freeTimesFor(request, times) } };
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this page. Please try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Shell not-found page' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro call' })).toBeInTheDocument();
  });

  it('shows the host, the event and its description as text', async () => {
    api();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro call' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('Google Meet')).toBeInTheDocument();
    // Host-provided markup stays text.
    expect(screen.getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Intro call | Ada Lovelace'));
  });

  it('says the host is away until the last day and links to the teammate’s page (docs/product.md#out-of-office)', async () => {
    api({
      eventType: {
        ...sampleEventType,
        away: {
          from: '2026-11-20',
          until: '2026-11-27',
          current: true,
          teammate: { name: 'Bob', surname: 'Stone', path: '/bob/intro-call' },
        },
      },
    });
    renderPage();
    const text = await screen.findByText('Ada Lovelace is away until Friday, November 27, 2026.');
    expect(text.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Book with Bob Stone instead' })).toHaveAttribute(
      'href',
      '/bob/intro-call',
    );
  });

  it('announces a period that has not begun with its first and last day, and no link without a teammate', async () => {
    api({
      eventType: {
        ...sampleEventType,
        away: { from: '2026-12-01', until: '2026-12-03', current: false, teammate: null },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'Ada Lovelace is away from Tuesday, December 1, 2026 to Thursday, December 3, 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /instead/ })).not.toBeInTheDocument();
  });

  it('shows the host’s picture when there is one, else a person icon when there are no initials', async () => {
    api({
      eventType: { ...sampleEventType, host: { ...sampleEventType.host, avatar: '/api/avatars/ada.png' } },
    });
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Intro call' });
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/avatars/ada.png');
    expect(screen.queryByText('AL')).toBeNull();
    unmount();
    jest.restoreAllMocks();

    api({
      eventType: { ...sampleEventType, host: { name: '', surname: null, username: 'ada', avatar: null } },
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Intro call' });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('svg.lucide-user-round')).not.toBeNull();
  });

  it('asks for exactly the 42 grid days in the browser zone and enables only free future days', async () => {
    const { sent } = api();
    renderPage();
    expect(await day(nov23)).toBeEnabled();
    const request = sent.find((r) => r.url === freeTimesUrl)!;
    expect(request.params).toEqual({ start: '2026-10-26', end: '2026-12-06', time_zone: 'Europe/Berlin' });
    expect(screen.getByRole('button', { name: 'Tuesday, November 10, 2026, today' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tuesday, November 24, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(document.querySelectorAll('button[data-day]')).toHaveLength(42);
  });

  /**
   * What the booking page's HTML hands it: the event type (the shell's server put it into the
   * page) and the first month's free times its inline script asked for, with the query in this
   * exact order and encoding. Returns that URL and answer.
   */
  function prefetchFirstView() {
    const block = document.createElement('script');
    block.id = 'prefetched-api';
    block.type = 'application/json';
    block.textContent = JSON.stringify({ responses: { [eventTypeUrl]: { data: sampleEventType } } });
    document.head.append(block);
    const url = `${freeTimesUrl}?start=2026-10-26&end=2026-12-06&time_zone=${encodeURIComponent('Europe/Berlin')}`;
    const params = { start: '2026-10-26', end: '2026-12-06', time_zone: 'Europe/Berlin' };
    const answer = {
      data: freeTimesFor({ method: 'GET', url: freeTimesUrl, params, body: undefined }, times),
    };
    window.__slotwisePrefetched = { [url]: Promise.resolve(answer) };
    return { url, answer };
  }

  it('uses the answers the page’s HTML prefetched instead of asking the API', async () => {
    prefetchFirstView();
    const { sent } = api();
    renderPage();
    // The HTML's answer is there in the first render: no loading view before it.
    expect(screen.getByRole('heading', { level: 1, name: 'Intro call' })).toBeInTheDocument();
    expect(await day(nov23)).toBeEnabled();
    expect(sent).toEqual([]);

    // Another month is not prefetched: it goes to the API.
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(sent.map((r) => r.url)).toEqual([freeTimesUrl]));
  });

  it('is usable in its first render when the prefetched free times have already arrived', () => {
    const { url, answer } = prefetchFirstView();
    window.__slotwisePrefetchedAnswers = { [url]: answer };
    const { sent } = api();
    renderPage();
    expect(screen.getByRole('button', { name: nov23 })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('asks the API itself when a prefetch failed', async () => {
    // The inline script turns a failed call into null.
    const prefetchedUrl = `${freeTimesUrl}?start=2026-10-26&end=2026-12-06&time_zone=Europe%2FBerlin`;
    window.__slotwisePrefetched = { [prefetchedUrl]: Promise.resolve(null) };
    const { sent } = api();
    renderPage();
    expect(await day(nov23)).toBeEnabled();
    expect(sent.map((r) => r.url)).toEqual([eventTypeUrl, freeTimesUrl]);
    // The page took the prefetch (each is used once), then asked the API.
    expect(takePrefetchedResponse(prefetchedUrl)).toBeUndefined();
  });

  it('asks the API at the base URL the shell gives (API_BASE_URL), with the same calls', async () => {
    const { spy } = api();
    render(
      <PublicBookingPage
        params={{ username: 'ada', slug: 'intro-call' }}
        NotFound={NotFound}
        apiBaseUrl="https://api.example.test/"
      />,
    );
    expect(await day(nov23)).toBeEnabled();
    const asked = spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(asked[0]).toBe(`https://api.example.test${eventTypeUrl}`);
    expect(asked[1]).toMatch(
      /^https:\/\/api\.example\.test\/api\/public\/event-types\/ada\/intro-call\/free-times\?start=2026-10-26&end=2026-12-06&time_zone=Europe%2FBerlin$/,
    );
  });

  it('lists a day’s times in the browser zone, announces them, and switches to 24h', async () => {
    const user = setupUser();
    api();
    renderPage();
    await user.click(await day(nov23));
    const list = await screen.findByRole('list', { name: `Free times on ${nov23}` });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['3:00 PM', '4:00 PM']);
    expect(screen.getByText(`2 times available on ${nov23}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nov23 })).toHaveAttribute('aria-pressed', 'true');

    const clock = screen.getByRole('group', { name: 'Time format' });
    expect(within(clock).getByRole('button', { name: '12h' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(clock).getByRole('button', { name: '24h' }));
    expect(within(clock).getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(clock).getByRole('button', { name: '12h' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('button', { name: '15:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '16:00' })).toBeInTheDocument();
  });

  it('shows the times in the zone the attendee picks, asking the API in that zone', async () => {
    const user = setupUser();
    const { sent } = api();
    renderPage();
    await user.click(await day(nov23));
    await screen.findByRole('button', { name: '3:00 PM' });
    // Kolkata is UTC+5:30: 14:00Z reads 7:30 PM there.
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Asia/Kolkata');
    await waitFor(() =>
      expect(sent.some((r) => r.url === freeTimesUrl && r.params?.time_zone === 'Asia/Kolkata')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: '7:30 PM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '8:30 PM' })).toBeInTheDocument();
    expect(zone).toHaveValue('Asia/Kolkata');
  });

  it('offers every zone in a searchable list, the browser zone first with its badge', async () => {
    const user = setupUser();
    const { sent } = api();
    renderPage();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/Berlin');
    const list = document.getElementById(zone.getAttribute('list')!)!;
    expect(list.tagName).toBe('DATALIST');
    // Listed once the field is used (time-zone-picker.tsx).
    await user.click(zone);
    const options = [...list.querySelectorAll('option')];
    expect(options[0]).toHaveAttribute('value', 'Europe/Berlin');
    expect(options[0]).toHaveAttribute('label', 'Current Browser');
    expect(options.length).toBeGreaterThan(300);
    expect(options.map((option) => option.value)).toContain('America/New York');

    // An IANA name, in any case, picks the zone and shows its label.
    await user.clear(zone);
    await user.type(zone, 'AMERICA/NEW_YORK');
    await waitFor(() =>
      expect(sent.some((r) => r.url === freeTimesUrl && r.params?.time_zone === 'America/New_York')).toBe(
        true,
      ),
    );
    expect(zone).toHaveValue('America/New York');

    await user.clear(zone);
    await user.type(zone, 'zzzz');
    expect(await screen.findByText('No time zone found')).toBeInTheDocument();
    // Leaving with text that names no zone shows the zone in use again.
    await user.tab();
    expect(zone).toHaveValue('America/New York');
    expect(screen.queryByText('No time zone found')).toBeNull();
  });

  it('enforces the required questions, sorted by their order, long ones as text areas', async () => {
    const user = setupUser();
    const { sent } = api({
      eventType: {
        ...sampleEventType,
        questions: [
          {
            id: 'b5d2c5c4-2f3e-4a4b-9c1d-000000000002',
            question_text: 'Anything else?',
            required: false,
            answer_type: 'long',
            sort_order: 2,
          },
          {
            id: 'b5d2c5c4-2f3e-4a4b-9c1d-000000000001',
            question_text: 'Company',
            required: true,
            answer_type: 'short',
            sort_order: 1,
          },
        ],
      },
    });
    renderPage();
    await openForm(user);
    const labels = screen.getAllByText(/^(Company|Anything else\?)/).map((node) => node.textContent?.trim());
    expect(labels[0]).toMatch(/^Company/);
    expect(screen.getByRole('textbox', { name: /Anything else/ }).tagName).toBe('TEXTAREA');

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('This question needs an answer')).toBeInTheDocument();
    expect(screen.getAllByText('Value is required')).toHaveLength(1);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Value is required');
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Anything else/ })).toHaveAttribute('aria-invalid', 'false');
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'example.test');
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Navy');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      event_type_id: sampleEventType.id,
      start_time: '2026-11-23T14:00:00.000Z',
      attendee_name: 'Grace Hopper',
      attendee_email: 'grace@example.test',
      timezone: 'Europe/Berlin',
      answers: [{ question_id: 'b5d2c5c4-2f3e-4a4b-9c1d-000000000001', answer: 'Navy' }],
      additional_attendees: [],
      guests: [],
      language: navigator.language,
    });
  });

  it('lets a group booking add attendees up to the seats left minus one', async () => {
    const user = setupUser();
    const { sent } = api({
      eventType: { ...sampleEventType, event_type: 'group', max_participants: 5 },
      freeTimes: { '2026-11-23': [{ start: '2026-11-23T14:00:00.000Z', seats_left: 3 }] } as never,
    });
    renderPage();
    await user.click(await day(nov23));
    await user.click(await screen.findByRole('button', { name: '3:00 PM, 3 seats left' }));
    await screen.findByRole('heading', { name: 'Enter Details' });
    expect(screen.getByRole('group', { name: 'Additional attendees' })).toHaveAccessibleDescription(
      'You can bring up to 2 more people.',
    );
    const add = screen.getByRole('button', { name: 'Add attendee' });
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove attendee 2' }));
    expect(add).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findAllByText('Value is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Attendee 1 name/ })).toHaveFocus();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Attendee 1 name/ }), 'Alan Turing');
    await user.type(screen.getByRole('textbox', { name: /Attendee 1 email/ }), 'alan@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('heading', { name: 'Confirmed' });
    const post = sent.find((r) => r.method === 'POST')!;
    expect((post.body as { additional_attendees: unknown }).additional_attendees).toEqual([
      { name: 'Alan Turing', email: 'alan@example.test' },
    ]);
  });

  it('takes no additional attendees for a one-on-one type', async () => {
    const user = setupUser();
    api();
    renderPage();
    await openForm(user);
    expect(screen.queryByRole('button', { name: 'Add attendee' })).toBeNull();
  });

  it('shows the race message and reloads the free times when the time was just taken', async () => {
    const user = setupUser();
    const { sent } = api({
      booking: () => ({ status: 409, data: { message: 'That time was just booked. Please pick another.' } }),
    });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    const loadsBefore = sent.filter((r) => r.url === freeTimesUrl).length;
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That time was just booked. Please pick another.');
    await waitFor(() => expect(alert).toHaveFocus());
    await waitFor(() => expect(sent.filter((r) => r.url === freeTimesUrl).length).toBe(loadsBefore + 1));
    expect(screen.getByRole('heading', { name: 'Select a Date & Time' })).toBeInTheDocument();
  });

  it('says the time was just taken in its own words when a 409 carries no message', async () => {
    const user = setupUser();
    api({ booking: () => ({ status: 409, data: {} }) });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time was just booked. Please pick another.',
    );
  });

  it('shows the server’s field errors of a 422 under their fields', async () => {
    const user = setupUser();
    api({
      booking: () => ({
        status: 422,
        data: { message: 'Validation failed', errors: { attendee_email: ['This address cannot get mail'] } },
      }),
    });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('This address cannot get mail')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  });

  it('shows the server’s message when booking fails otherwise', async () => {
    const user = setupUser();
    api({ booking: () => ({ status: 500, data: { message: 'The calendar is unavailable' } }) });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar is unavailable');
    expect(screen.getByRole('heading', { name: 'Enter Details' })).toBeInTheDocument();
  });

  it('sends one Idempotency-Key per set of answers: a retry reuses it, changed answers get a new one', async () => {
    const user = setupUser();
    const { spy } = api({
      booking: () => ({ status: 500, data: { message: 'The calendar is unavailable' } }),
    });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    const submit = () => user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const keysSent = () =>
      spy.mock.calls
        .filter(([input, init]) => String(input).endsWith('/api/public/bookings') && init?.method === 'POST')
        .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key']);
    await submit();
    await screen.findByRole('alert');
    await submit();
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' Jr');
    await submit();
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    const [first, retry, changed] = keysSent();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(changed).toMatch(/^[0-9a-f]{32}$/);
    expect(changed).not.toBe(first);
  });

  it('confirms in the attendee’s zone with the Google Calendar, .ics and cancel links', async () => {
    const user = setupUser();
    // The answer to the booking itself carries the secret of the attendee's links.
    const linkSecret = 'ab12'.repeat(16);
    const booking = sampleBooking({ timezone: 'Europe/Berlin', link_secret: linkSecret });
    api({ booking: () => ({ status: 201, data: { data: booking } }) });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('You are scheduled with Ada Lovelace.')).toBeInTheDocument();
    expect(
      screen.getByText('A calendar invitation has been sent to grace@example.test.'),
    ).toBeInTheDocument();
    expect(screen.getByText(nov23)).toBeInTheDocument();
    expect(screen.getByText('3:00 PM – 3:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Europe/Berlin')).toBeInTheDocument();

    const google = new URL(
      screen.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href')!,
    );
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Intro call');
    expect(google.searchParams.get('dates')).toBe('20261123T140000Z/20261123T143000Z');
    expect(google.searchParams.get('location')).toBe('Google Meet');
    expect(google.searchParams.get('details')).toContain(`/cancel/${linkSecret}`);
    expect(google.searchParams.get('details')).not.toContain(booking.id);
    expect(screen.getByRole('link', { name: /Download invite \(\.ics\)/ })).toHaveAttribute(
      'href',
      `/api/public/bookings/${linkSecret}/invite.ics`,
    );
    expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute(
      'href',
      `/cancel/${linkSecret}`,
    );
    expect(screen.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      `/reschedule/${linkSecret}`,
    );
  });

  it('uses the pending wording when the host confirms each booking', async () => {
    const user = setupUser();
    api({
      eventType: { ...sampleEventType, requires_confirmation: true },
      booking: () => ({ status: 201, data: { data: sampleBooking({ status: 'pending' }) } }),
    });
    renderPage();
    expect(await screen.findByText('The host confirms each booking.')).toBeInTheDocument();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Booking requested' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText(
        "Your booking is waiting for the host's confirmation. You will get an e-mail when it is confirmed.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirmed' })).toBeNull();
    expect(screen.queryByText(/A calendar invitation has been sent/)).toBeNull();
  });

  it('goes back from the form to the times', async () => {
    const user = setupUser();
    api();
    renderPage();
    await openForm(user);
    expect(screen.getByText('3:00 PM – 3:30 PM, Monday, November 23, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: '3:00 PM' })).toBeInTheDocument();
  });

  it("inside an embed: prefills name and e-mail, posts the date and the booking to the parent's origin", async () => {
    const postMessage = jest.fn();
    const parent = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { value: { postMessage }, configurable: true });
    window.history.pushState(
      {},
      '',
      '/ada/intro-call?embed=1&embed_origin=https%3A%2F%2Fpartner.example&name=Ann%20Lee&email=ann%40example.test',
    );
    try {
      const user = setupUser();
      const booking = sampleBooking({ link_secret: 'cd34'.repeat(16) });
      const sent: SentRequest[] = [];
      api({
        booking: (request) => {
          sent.push(request);
          return { status: 201, data: { data: booking } };
        },
      });
      renderPage();
      await openForm(user);
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'slotwise:date-selected', data: { date: '2026-11-23' } },
        'https://partner.example',
      );
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann Lee');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ann@example.test');
      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
      await screen.findByRole('heading', { level: 1, name: 'Confirmed' });
      expect(sent[0].body).toMatchObject({ attendee_name: 'Ann Lee', attendee_email: 'ann@example.test' });
      const booked = postMessage.mock.calls.find(([event]) => event.type === 'slotwise:booking-successful');
      expect(booked?.[0].data).toEqual({
        id: booking.id,
        status: booking.status,
        start_time: booking.start_time,
        end_time: booking.end_time,
        timezone: booking.timezone,
        event_type: {
          title: booking.event_type.title,
          slug: booking.event_type.slug,
          duration: booking.event_type.duration,
        },
      });
      // To the embedding page's origin only, never '*'.
      expect(booked?.[1]).toBe('https://partner.example');
      expect(postMessage.mock.calls.every(([, target]) => target === 'https://partner.example')).toBe(true);
    } finally {
      window.history.pushState({}, '', '/');
      if (parent) Object.defineProperty(window, 'parent', parent);
    }
  });

  it('posts nothing when it is not framed', async () => {
    const postMessage = jest.spyOn(window, 'postMessage');
    const user = setupUser();
    api();
    renderPage();
    await openForm(user);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
