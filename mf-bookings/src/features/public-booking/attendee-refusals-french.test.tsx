import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { catalogueReady, changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attendeeCatalogue } from '../../app/attendee-catalogue';
import fr from '../../app/locales/attendee.fr';
import { freeTimesFor, sampleBooking, sampleEventType } from './api-mock.testing';
import { attendeeApiText } from './attendee-api-text';
import { withAttendeeData } from './attendee-data-provider';
import { CancelBookingPage as CancelBookingPageAlone } from './cancel-booking-page';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';
import { RescheduleBookingPage as RescheduleBookingPageAlone } from './reschedule-booking-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const CancelBookingPage = withAttendeeData(CancelBookingPageAlone);
const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);
const RescheduleBookingPage = withAttendeeData(RescheduleBookingPageAlone);

// The API's refusals are English on the wire (docs/product.md#language); a French page shows
// them in French: cancel and reschedule refusals, the rate limit, a lost time.

jest.setTimeout(30_000);

const booking = sampleBooking();
const bookingUrl = `/api/public/bookings/${booking.id}`;
const times = { '2026-11-24': [{ start: '2026-11-24T14:00:00.000Z' }] };

function NotFound() {
  return <h1>Shell not-found page</h1>;
}

function api(refusal: { status: number; message: string }, current: PublicBooking = booking) {
  return mockFetch((request) => {
    if (request.url === bookingUrl && request.method === 'GET')
      return { status: 200, data: { data: current } };
    if (request.url === `${bookingUrl}/free-times` && request.method === 'GET')
      return { status: 200, data: { data: freeTimesFor(request, times) } };
    if (request.method === 'POST') return { status: refusal.status, data: { message: refusal.message } };
    return { status: 404, data: { message: 'Booking not found' } };
  });
}

// Each test starts in French (the shared test setup goes back to English after each).
beforeEach(async () => {
  resetPrefetchedResponses();
  await changeAppLanguage('fr');
  await catalogueReady([commonCatalogue, attendeeCatalogue]);
});
afterAll(() => changeAppLanguage('en'));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a French attendee page shows the API’s refusals in French', () => {
  it.each([
    [bookingMessages.alreadyCancelled, fr.alreadyCancelledNotice],
    [bookingMessages.alreadyPast, fr.alreadyPast],
    [bookingMessages.notFound, fr.bookingNotFound],
  ])('cancel page: %s', async (message, french) => {
    api({ status: 409, message });
    render(<CancelBookingPage params={{ bookingId: booking.id }} NotFound={NotFound} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: fr.cancelButton }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(french);
    expect(alert).not.toHaveTextContent(message);
  });

  it.each([
    [409, bookingMessages.slotTaken, fr.slotTaken],
    [409, bookingMessages.rescheduleCancelled, fr.rescheduleCancelled],
    [409, bookingMessages.alreadyPast, fr.alreadyPast],
    [409, bookingMessages.rescheduleTooLate, fr.rescheduleTooLate],
    [
      429,
      'Too many reschedule attempts. Please try again in 12 minutes.',
      'Trop de tentatives. Veuillez réessayer dans 12 minutes.',
    ],
  ])('reschedule page: %i %s', async (status, message, french) => {
    jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00Z'), advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api({ status, message });
    render(<RescheduleBookingPage params={{ bookingId: booking.id }} NotFound={NotFound} />);
    const day = await screen.findByRole('button', { name: /24 novembre 2026/ });
    await waitFor(() => expect(day).toBeEnabled());
    await user.click(day);
    const list = await screen.findByRole('list', { name: /24 novembre/ });
    await user.click(list.querySelector('button') as HTMLButtonElement);
    await user.click(await screen.findByRole('button', { name: fr.confirmReschedule }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(french);
    expect(alert).not.toHaveTextContent(message);
  });

  it('maps the booking page’s refusals too: rate limit in seconds, a switched-off event type', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      jest.requireActual('@slotwise/shared/i18n/i18n').i18n.t(key, {
        ns: attendeeCatalogue.namespace,
        ...values,
      })) as never;
    expect(attendeeApiText('Too many booking attempts. Please try again in 1 second.', t)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 1 seconde.',
    );
    expect(attendeeApiText('Too many booking attempts. Please try again in 1 minute.', t)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 1 minute.',
    );
    expect(attendeeApiText('Event type not found', t)).toBe(fr.unavailableHeading);
    expect(attendeeApiText(bookingMessages.rescheduleSameTime, t)).toBe(fr.rescheduleSameTime);
  });
});

describe('the booking form’s phone field in French', () => {
  it('reads its hint with the field, then the French error, and refuses a rate-limited booking in French', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-10T12:00:00Z'), advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const eventTypeUrl = '/api/public/event-types/ada/intro-call';
    const phoneType = {
      ...sampleEventType,
      location: 'phone' as const,
      location_details: { address: null, phone: null, phone_from: 'attendee' as const, meeting_url: null },
      phone_required: true,
    };
    mockFetch((request) => {
      if (request.url === eventTypeUrl) return { status: 200, data: { data: phoneType } };
      if (request.url === `${eventTypeUrl}/free-times`)
        return { status: 200, data: { data: freeTimesFor(request, times) } };
      if (request.url === '/api/public/bookings')
        return {
          status: 429,
          data: { message: 'Too many booking attempts. Please try again in 30 seconds.' },
        };
      return { status: 404, data: { message: 'Not found' } };
    });
    render(<PublicBookingPage params={{ username: 'ada', slug: 'intro-call' }} NotFound={() => null} />);
    const day = await screen.findByRole('button', { name: /24 novembre 2026/ });
    await waitFor(() => expect(day).toBeEnabled());
    await user.click(day);
    const list = await screen.findByRole('list', { name: /24 novembre/ });
    await user.click(list.querySelector('button') as HTMLButtonElement);
    const phone = await screen.findByRole('textbox', { name: /^Numéro de téléphone/ });
    expect(phone).toHaveAccessibleDescription(fr.phoneHintCall);
    await user.click(screen.getByRole('button', { name: fr.submit }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`${fr.phoneHintCall} ${fr.phoneRequired}`));

    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Jeanne');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'jeanne@example.com');
    await user.type(phone, '+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: fr.submit }));
    expect(await screen.findByText('Trop de tentatives. Veuillez réessayer dans 30 secondes.')).toBeVisible();
  });
});
