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

describe('the confirmation of a Jitsi Meet booking', () => {
  const room = 'https://meet.jit.si/slotwise-abcdefghijklmnopqrstuvwxyz234567';
  const jitsi = (meetingUrl: string | null) => {
    const booked = sampleBooking({ meet_link_expected: false });
    return {
      ...booked,
      event_type: { ...booked.event_type, location: 'jitsi' as const },
      location_details: { address: null, phone: null, phone_from: 'host' as const, meeting_url: meetingUrl },
    };
  };

  it('names Jitsi Meet and gives the booking’s room at once, asking nothing', async () => {
    const { sent } = mockFetch(() => ({ status: 500, data: { message: 'not asked' } }));
    renderConfirmation(jitsi(room));
    expect(screen.getByText('Jitsi Meet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', room);
    expect(screen.queryByText('The host will send you the meeting details.')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(0);
  });

  it('shows no link when the booking gives none (a hold awaiting the e-mail)', () => {
    mockFetch(() => ({ status: 500, data: { message: 'not asked' } }));
    renderConfirmation(jitsi(null));
    expect(screen.queryByRole('link', { name: 'Join the meeting' })).not.toBeInTheDocument();
  });
});
