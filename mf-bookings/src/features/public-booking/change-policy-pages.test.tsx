import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { privateSharingMessages } from '@slotwise/shared/contract/private-sharing.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleBooking } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { CancelBookingPage as CancelBookingPageAlone } from './cancel-booking-page';
import { singleUseLinkUsedMessage } from './public-booking.api';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';
import { RescheduleBookingPage as RescheduleBookingPageAlone } from './reschedule-booking-page';

// docs/product.md#cancel-and-reschedule-policy on the attendee's cancel and reschedule pages.

const CancelBookingPage = withAttendeeData(CancelBookingPageAlone);
const RescheduleBookingPage = withAttendeeData(RescheduleBookingPageAlone);
const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);

jest.setTimeout(30_000);

const link = 'ab12'.repeat(16);
const bookingUrl = `/api/public/bookings/${link}`;
const NotFound = () => <h1>Shell not-found page</h1>;

function withPolicy(policy: Partial<NonNullable<PublicBooking['change_policy']>>): PublicBooking {
  return {
    ...sampleBooking(),
    change_policy: {
      attendee_changes: true,
      cutoff_hours: 0,
      reason_required: false,
      allowed_now: true,
      contact_email: 'ada@example.com',
      ...policy,
    },
  };
}

function api(booking: PublicBooking, cancel?: () => { status: number; data: unknown }) {
  return mockFetch((request) => {
    if (request.url === bookingUrl && request.method === 'GET')
      return { status: 200, data: { data: booking } };
    if (request.url === `${bookingUrl}/cancel` && request.method === 'POST')
      return cancel?.() ?? { status: 200, data: { data: { ...booking, status: 'cancelled' } } };
    return { status: 404, data: { message: 'Booking not found' } };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the change policy on the attendee pages', () => {
  it('inside the cutoff: the cancel page explains, offers a mail to the host and no form', async () => {
    const { sent } = api(withPolicy({ cutoff_hours: 24, allowed_now: false }));
    render(<CancelBookingPage params={{ bookingId: link }} NotFound={NotFound} />);
    expect(
      await screen.findByText(
        'This booking can no longer be cancelled online: the host allows cancelling up to 24 hours before the start.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to Ada Lovelace' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com?subject=Intro%20call',
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reschedule this booking' })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('changes off: the reschedule page says the host does not allow them, with the mail link', async () => {
    api(withPolicy({ attendee_changes: false, allowed_now: false }));
    render(<RescheduleBookingPage params={{ bookingId: link }} NotFound={NotFound} />);
    expect(
      await screen.findByText('The host does not allow changes to this booking online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to Ada Lovelace' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ada@example\.com/),
    );
    expect(screen.queryByRole('button', { name: /^Free times/ })).toBeNull();
  });

  it('a required reason: stated, the label says so, an empty reason is refused before sending', async () => {
    const user = userEvent.setup();
    const { sent } = api(withPolicy({ reason_required: true, cutoff_hours: 2 }));
    render(<CancelBookingPage params={{ bookingId: link }} NotFound={NotFound} />);
    expect(
      await screen.findByText(
        /You can cancel or reschedule online up to 2 hours before the start\. A reason is required to cancel\./,
      ),
    ).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: 'Reason for cancellation' });
    expect(reason).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Please give a reason for cancelling')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(reason, 'Travelling');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Your booking has been cancelled.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      cancellation_reason: 'Travelling',
    });
  });

  it("the API's refusal in a race is shown in the page's words", async () => {
    const user = userEvent.setup();
    api(withPolicy({ cutoff_hours: 48 }), () => ({
      status: 403,
      data: {
        message:
          'This booking can no longer be cancelled online: the host allows cancelling up to 48 hours before the start. Please contact the host.',
      },
    }));
    render(<CancelBookingPage params={{ bookingId: link }} NotFound={NotFound} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText(
        'This booking can no longer be cancelled online: the host allows cancelling up to 48 hours before the start.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a single-use link that can no longer book (docs/product.md#private-sharing)', () => {
  it('repeats the contract message it tells a used link by', () => {
    expect(singleUseLinkUsedMessage).toBe(privateSharingMessages.linkUsed);
  });

  it.each([
    [privateSharingMessages.linkUsed, 'This link has already been used'],
    [privateSharingMessages.linkExpired, 'This link has expired'],
  ])('%s: the page says so', async (message, heading) => {
    const secret = 'A'.repeat(43);
    mockFetch((request) =>
      request.url === `/api/public/links/${secret}`
        ? { status: 410, data: { message } }
        : { status: 404, data: { message: 'Link not found' } },
    );
    render(<PublicBookingPage params={{ linkSecret: secret }} NotFound={NotFound} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Please ask the host for a new one\./)).toBeInTheDocument();
  });
});
