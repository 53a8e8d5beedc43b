import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen } from '@testing-library/react';
import { sampleBooking } from './api-mock.testing';
import { AttendeeDataProvider } from './attendee-data-provider';
import { BookingConfirmation } from './booking-confirmation';

jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());

function renderConfirmation(booked: ReturnType<typeof sampleBooking>) {
  return render(
    <AttendeeDataProvider apiBaseUrl="">
      <BookingConfirmation booking={booked} timeZone="UTC" clock="24h" attendeeEmail="grace@example.com" />
    </AttendeeDataProvider>,
  );
}

describe('the confirmation of a Meet booking', () => {
  it('asks again until the Meet link is known, shows it, then stops asking', async () => {
    const meetLink = 'https://meet.google.com/abc-defg-hij';
    let asked = 0;
    const { sent } = mockFetch(() => {
      asked += 1;
      const known = asked >= 2;
      return {
        status: 200,
        data: {
          data: sampleBooking({ meet_link_expected: !known, google_meet_link: known ? meetLink : null }),
        },
      };
    });
    renderConfirmation(sampleBooking({ meet_link_expected: true }));
    const link = await screen.findByRole('link', { name: 'Meeting link' }, { timeout: 6_000 });
    expect(link).toHaveAttribute('href', meetLink);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(sent).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Meeting link' })).toHaveAttribute('href', meetLink);
  });

  it('asks nothing when no link is coming', async () => {
    const { sent } = mockFetch(() => ({ status: 500, data: { message: 'not asked' } }));
    renderConfirmation(sampleBooking({ meet_link_expected: false }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(0);
  });
});
