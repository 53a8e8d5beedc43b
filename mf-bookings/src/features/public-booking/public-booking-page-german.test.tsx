import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { catalogueReady, changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeTimesFor, sampleEventType } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);

jest.setTimeout(20_000);

// A German attendee's browser in Berlin on November 10, 2026 (docs/product.md#language: their language).
jest.mock('./time-zones', () => ({
  ...jest.requireActual('./time-zones'),
  browserTimeZone: () => 'Europe/Berlin',
}));
const now = new Date('2026-11-10T12:00:00Z');
const eventTypeUrl = '/api/public/event-types/ada/intro-call';
const times = { '2026-11-23': [{ start: '2026-11-23T14:00:00.000Z' }] };

// As the shell does: the module's catalogues are ready before a page mounts.
beforeAll(async () => {
  await changeAppLanguage('de');
  await catalogueReady([commonCatalogue]);
});
afterAll(() => changeAppLanguage('en'));
beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
  mockFetch((request) => {
    if (request.url === eventTypeUrl)
      return { status: 200, data: { data: { ...sampleEventType, location: 'in_person' } } };
    if (request.url === `${eventTypeUrl}/free-times`)
      return { status: 200, data: { data: freeTimesFor(request, times) } };
    return { status: 404, data: { message: 'Not found' } };
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the public booking page in German', () => {
  it('writes its headings, weekdays and dates in German', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<PublicBookingPage params={{ username: 'ada', slug: 'intro-call' }} NotFound={() => null} />);

    expect(await screen.findByRole('heading', { name: 'Datum und Uhrzeit wählen' })).toBeVisible();
    expect(screen.getAllByText('Mo.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Select a Date & Time')).not.toBeInTheDocument();
    // The meeting's location by its German name, from the common catalogue.
    expect(screen.getByText('Vor Ort')).toBeVisible();

    const monday = await screen.findByRole('button', { name: 'Montag, 23. November 2026' });
    await waitFor(() => expect(monday).toBeEnabled());
    await user.click(monday);
    expect(await screen.findByText('Montag, 23. November')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Zeitzone' })).toHaveValue('Europe/Berlin');
  });
});
