import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { mockApi, type SentRequest } from '@slotwise/shared/testing/api-mock';
import { freeTimesFor, sampleBooking, sampleEventType } from './api-mock.testing';
import { PublicBookingPage } from './public-booking-page';

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
  return mockApi((request) => {
    if (request.url === eventTypeUrl)
      return { status: 200, data: { data: options.eventType ?? sampleEventType } };
    if (request.url === freeTimesUrl)
      return { status: 200, data: { data: freeTimesFor(request, options.freeTimes ?? times) } };
    if (request.url === '/api/public/bookings' && request.method === 'POST') {
      return options.booking?.(request) ?? { status: 201, data: { data: sampleBooking() } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage(route = '/ada/intro-call') {
  return renderWithProviders(<PublicBookingPage />, {
    route,
    path: '/:username/:slug',
    otherPaths: ['/cancel/:bookingId'],
  });
}

// jsdom's getComputedStyle over Chakra's many style rules makes the pointer-events check slow.
const setupUser = () =>
  userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    advanceTimers: jest.advanceTimersByTime,
  });

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
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('PublicBookingPage', () => {
  it('shows the not-found page for an unknown or inactive event type', async () => {
    mockApi(() => ({ status: 404, data: { message: 'Event type not found' } }));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage('/ada/nope');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('attempted-path')).toHaveTextContent('/ada/nope');
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
  });

  it('lists a day’s times in the browser zone, announces them, and switches to 24h', async () => {
    const user = setupUser();
    api();
    renderPage();
    await user.click(await day(nov23));
    expect(await screen.findByRole('button', { name: '3:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4:00 PM' })).toBeInTheDocument();
    expect(screen.getByText(`2 times available on ${nov23}`)).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: '12h' })).toBeChecked();
    await user.click(screen.getByText('24h'));
    expect(screen.getByRole('radio', { name: '24h' })).toBeChecked();
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
    await user.type(zone, 'kolk');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Asia\/Kolkata/ }));
    await waitFor(() =>
      expect(sent.some((r) => r.url === freeTimesUrl && r.params?.time_zone === 'Asia/Kolkata')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: '7:30 PM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '8:30 PM' })).toBeInTheDocument();
    expect(zone).toHaveValue('Asia/Kolkata');
  }, 60_000);

  it('searches the time zones case-insensitively, the browser zone first with its badge', async () => {
    const user = setupUser();
    api();
    renderPage();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/Berlin');
    await user.click(zone);
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Europe/Berlin');
    expect(options[0]).toHaveTextContent('Current Browser');
    expect(options.length).toBeGreaterThan(300);

    await user.clear(zone);
    await user.type(zone, 'NEW YORK');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('America/New York');
    await user.clear(zone);
    await user.type(zone, 'zzzz');
    expect(await screen.findByText('No time zone found')).toBeInTheDocument();
  }, 60_000);

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
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveAttribute('aria-invalid', 'true');
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
    expect(screen.getByText('You can bring up to 2 more people.')).toBeInTheDocument();
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
    await user.type(screen.getByRole('textbox', { name: /Attendee 1 name/ }), 'Alan Turing');
    await user.type(screen.getByRole('textbox', { name: /Attendee 1 email/ }), 'alan@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('heading', { name: 'Confirmed' });
    const post = sent.find((r) => r.method === 'POST')!;
    expect((post.body as { additional_attendees: unknown }).additional_attendees).toEqual([
      { name: 'Alan Turing', email: 'alan@example.test' },
    ]);
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
    await waitFor(() => expect(sent.filter((r) => r.url === freeTimesUrl).length).toBe(loadsBefore + 1));
    expect(screen.getByRole('heading', { name: 'Select a Date & Time' })).toBeInTheDocument();
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
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms in the attendee’s zone with the Google Calendar, .ics and cancel links', async () => {
    const user = setupUser();
    const booking = sampleBooking({ timezone: 'Europe/Berlin' });
    api({ booking: () => ({ status: 201, data: { data: booking } }) });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('You are scheduled with Ada Lovelace.')).toBeInTheDocument();
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
    expect(google.searchParams.get('details')).toContain(`/cancel/${booking.id}`);
    expect(screen.getByRole('link', { name: /Download invite \(\.ics\)/ })).toHaveAttribute(
      'href',
      `/api/public/bookings/${booking.id}/invite.ics`,
    );
    await user.click(screen.getByRole('link', { name: 'Cancel this booking' }));
    expect(await screen.findByText('Page at /cancel/:bookingId')).toBeInTheDocument();
  });

  it('uses the pending wording when the host confirms each booking', async () => {
    const user = setupUser();
    api({
      eventType: { ...sampleEventType, requires_confirmation: true },
      booking: () => ({ status: 201, data: { data: sampleBooking({ status: 'pending' }) } }),
    });
    renderPage();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText(
        "Your booking is waiting for the host's confirmation. You will get an e-mail when it is confirmed.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirmed' })).toBeNull();
  });

  it('goes back from the form to the times', async () => {
    const user = setupUser();
    api();
    renderPage();
    await openForm(user);
    expect(screen.getByText('3:00 PM – 3:30 PM, Monday, November 23, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: '3:00 PM' })).toBeInTheDocument();
  });
});
