import { attendeeEmailConfirmationMessages } from '@slotwise/shared/contract/booking-email-confirmation.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '../../app/locales/attendee.de';
import en from '../../app/locales/attendee.en';
import es from '../../app/locales/attendee.es';
import fr from '../../app/locales/attendee.fr';
import zh from '../../app/locales/attendee.zh';
import { sampleBooking } from './api-mock.testing';
import { AttendeeDataProvider } from './attendee-data-provider';
import { BookingConfirmation } from './booking-confirmation';
import { tokenOfFragment } from './booking-email-confirmation.api';
import { ConfirmBookingPage } from './confirm-booking-page';

// docs/product.md#attendee-e-mail-confirmation

jest.setTimeout(20_000);

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const held = sampleBooking({
  status: 'pending',
  link_secret: undefined,
  email_confirmation: {
    hold_id: '0b7d8f7e-1111-4c3a-9a55-8e2f7f0c1d2e',
    expires_at: '2026-11-23T10:15:00.000Z',
  },
});

function renderConfirmation(booking = held) {
  return render(
    <AttendeeDataProvider apiBaseUrl="">
      <BookingConfirmation booking={booking} timeZone="UTC" clock="24h" attendeeEmail="grace@example.com" />
    </AttendeeDataProvider>,
  );
}

function renderConfirmPage() {
  return render(
    <AttendeeDataProvider apiBaseUrl="">
      <ConfirmBookingPage />
    </AttendeeDataProvider>,
  );
}

describe('after booking a type that confirms the e-mail', () => {
  it('sends the attendee to their inbox instead of confirming, with no manage links', () => {
    renderConfirmation();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(
      screen.getByText(/We sent a link to grace@example.com\. Open it within 15 minutes/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel this booking' })).not.toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).not.toBeInTheDocument();
  });

  it('sends the mail again on request and says so; a refusal is shown', async () => {
    let calls = 0;
    const { sent } = mockFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 200, data: { data: held.email_confirmation } }
        : {
            status: 429,
            data: { message: 'Too many confirmation e-mails. Please try again in 12 minutes.' },
          };
    });
    renderConfirmation();
    const button = screen.getByRole('button', { name: 'Send the e-mail again' });
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('A new link is on its way.');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/booking-confirmations/resend',
      body: { hold_id: held.email_confirmation?.hold_id },
    });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 12 minutes.',
    );
  });
});

describe('the confirm page', () => {
  it('reads the token from the fragment, posts it in the body, clears it and shows the booking', async () => {
    window.history.replaceState(null, '', '/confirm-booking#token=abc_DEF-123');
    const { sent } = mockFetch(() => ({
      status: 200,
      data: { data: sampleBooking({ status: 'confirmed', link_secret: 'f'.repeat(64) }) },
    }));
    renderConfirmPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmed' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/booking-confirmations',
      body: { token: 'abc_DEF-123' },
    });
    expect(sent[0].params).toBeUndefined();
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute(
      'href',
      `/cancel/${'f'.repeat(64)}`,
    );
  });

  it.each([
    [
      410,
      'This confirmation link has expired: the time was held for 15 minutes and has been released. Please book again.',
      'Your booking is not confirmed',
    ],
    [409, 'This booking has already been confirmed. The confirmation e-mail has its details.', 'Confirmed'],
    [
      404,
      'This confirmation link is not valid. Please check that you opened the whole link from the e-mail.',
      'Your booking is not confirmed',
    ],
  ])('explains a %i clearly', async (status, message, heading) => {
    window.history.replaceState(null, '', '/confirm-booking#token=old');
    mockFetch(() => ({ status, data: { message } }));
    renderConfirmPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('without a token asks nothing and says the link is not valid', async () => {
    const { sent } = mockFetch(() => ({ status: 500, data: {} }));
    await act(async () => {
      renderConfirmPage();
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/This confirmation link is not valid/);
    expect(sent).toHaveLength(0);
  });
});

test('the texts the API sends are the catalogue English, and every language has its own', () => {
  expect(en.confirmLinkInvalid).toBe(attendeeEmailConfirmationMessages.invalid);
  expect(en.confirmLinkExpired).toBe(attendeeEmailConfirmationMessages.expired);
  expect(en.confirmLinkUsed).toBe(attendeeEmailConfirmationMessages.used);
  for (const other of [de, es, fr, zh]) {
    for (const key of ['checkInboxHeading', 'checkInboxText', 'confirmLinkExpired', 'resendEmail'] as const) {
      expect(other[key]).toBeTruthy();
      expect(other[key]).not.toBe(en[key]);
    }
  }
  expect(tokenOfFragment('#token=a%2Bb')).toBe('a+b');
  expect(tokenOfFragment('')).toBeNull();
});
