import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import { BookingDetailsDialog } from './booking-details-dialog';

// The host's booking details list the guests and the typed answers (docs/product.md#questions-and-guests).

jest.setTimeout(30_000);

const booking: Booking = {
  id: 'a1234567-89ab-4cde-8f01-23456789abcd',
  status: 'confirmed',
  start_time: '2026-11-12T15:00:00.000Z',
  end_time: '2026-11-12T15:30:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  attendee_name: 'Grace Hopper',
  attendee_email: 'grace@example.com',
  additional_attendees: [],
  guests: ['bob@example.com', 'carol@example.com'],
  timezone: 'Europe/Berlin',
  answers: [
    {
      question_id: 'q1',
      question_text: 'Tools',
      answer: 'Slack, Email',
      answer_type: 'checkboxes',
      values: ['Slack', 'Email'],
    },
  ],
  google_meet_link: null,
  google_calendar_event_id: null,
  cancellation_reason: null,
  cancelled_by: null,
  rejected: false,
  rescheduled_by: null,
  rescheduled_at: null,
  event_type: { id: 'e1', title: 'Intro call', duration: 30, location: 'zoom' },
};

function renderDialog(shown: Booking) {
  mockApi(() => ({ status: 200, data: shown }));
  return renderWithProviders(
    <BookingDetailsDialog booking={shown} timeZone="America/New_York" onClose={() => {}} />,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('BookingDetailsDialog guests', () => {
  it('lists the guests beside the attendee, and the chosen options as the answer', async () => {
    renderDialog(booking);
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Guests')).toBeInTheDocument();
    expect(within(dialog).getByText('bob@example.com, carol@example.com')).toBeInTheDocument();
    const section = within(dialog).getByRole('region', { name: 'Questions and answers' });
    expect(within(section).getByRole('definition')).toHaveTextContent('Slack, Email');
  });

  it('has no guests row without guests (and for bookings from before guests)', async () => {
    renderDialog({ ...booking, guests: undefined });
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Grace Hopper (grace@example.com)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Guests')).not.toBeInTheDocument();
  });
});
