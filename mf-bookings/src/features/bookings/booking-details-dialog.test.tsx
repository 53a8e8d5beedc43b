import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { catalogueReady, changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { bookingsCatalogue } from '../../app/bookings-catalogue';
import { BookingDetailsDialog } from './booking-details-dialog';

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
  timezone: 'Europe/Berlin',
  answers: [
    { question_id: 'q1', question_text: 'What would you like to discuss?', answer: 'Compilers\nand COBOL' },
    { question_id: 'q2', question_text: 'Company', answer: '<b>Navy</b>' },
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
  // The fresh copy the dialog asks for is the same booking.
  mockApi(() => ({ status: 200, data: shown }));
  return renderWithProviders(
    <BookingDetailsDialog booking={shown} timeZone="America/New_York" onClose={() => {}} />,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('BookingDetailsDialog answers (issue #14)', () => {
  it('shows each question as it was asked with the attendee’s answer, as text', async () => {
    renderDialog(booking);
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    const section = within(dialog).getByRole('region', { name: 'Questions and answers' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const answers = within(section)
      .getAllByRole('definition')
      .map((answer) => answer.textContent);
    expect(terms).toEqual(['What would you like to discuss?', 'Company']);
    expect(answers).toEqual(['Compilers\nand COBOL', '<b>Navy</b>']);
    expect(section.querySelector('b')).toBeNull();
  });

  it('leaves the section out when the attendee answered nothing', async () => {
    renderDialog({ ...booking, answers: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Grace Hopper (grace@example.com)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Questions and answers')).not.toBeInTheDocument();
  });

  it('titles the answers in the chosen language, the host’s questions as written', async () => {
    await changeAppLanguage('de');
    await catalogueReady([bookingsCatalogue]);
    try {
      renderDialog(booking);
      const dialog = await screen.findByRole('dialog', { name: 'Buchungsdetails' });
      const section = within(dialog).getByRole('region', { name: 'Fragen und Antworten' });
      expect(within(section).getByText('What would you like to discuss?')).toBeInTheDocument();
    } finally {
      cleanup();
      await changeAppLanguage('en');
    }
  });
});

describe('BookingDetailsDialog round-robin assignment (docs/product.md#fair-round-robin)', () => {
  it('says why the booking went to this host; a personal booking says nothing of it', async () => {
    renderDialog({
      ...booking,
      assignment: { reason: 'fewest', weight: 2, priority: 2, recent_bookings: 3, candidates: 2 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Assigned')).toBeInTheDocument();
    expect(within(dialog).getByText('fewest bookings at weight 2 (3 in 30 days)')).toBeInTheDocument();
    cleanup();
    renderDialog(booking);
    const personal = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(personal).queryByText('Assigned')).not.toBeInTheDocument();
  });
});
