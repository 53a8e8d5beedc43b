import { z } from 'zod';

/**
 * Attendee e-mail confirmation (docs/product.md#attendee-e-mail-confirmation): a booking of a
 * type with confirm_attendee_email holds its time for holdMinutes until the attendee opens the
 * link mailed to them; only then is it booked.
 */
export const attendeeEmailConfirmation = {
  holdMinutes: 15,
  /** Mails of one hold (the first one included). */
  mailsPerHold: 3,
  /** Holds (and their mails) per attendee address per hour, across every event type. */
  holdsPerAddressPerHour: 5,
  /** The page's path; the token follows after '#token=' and is posted, never sent in a URL. */
  path: '/confirm-booking',
} as const;

export const attendeeEmailConfirmationMessages = {
  invalid:
    'This confirmation link is not valid. Please check that you opened the whole link from the e-mail.',
  expired:
    'This confirmation link has expired: the time was held for 15 minutes and has been released. Please book again.',
  used: 'This booking has already been confirmed. The confirmation e-mail has its details.',
  tooManyHolds: (wait: string) => `Too many bookings for this e-mail address. Please try again in ${wait}.`,
  tooManyMails: (wait: string) => `Too many confirmation e-mails. Please try again in ${wait}.`,
} as const;

/** POST /api/public/booking-confirmations: the token from the link's fragment. */
export const confirmAttendeeEmailSchema = z.strictObject({
  token: z.string().min(1).max(200),
});

/** POST /api/public/booking-confirmations/resend: the hold named in the booking's answer. */
export const resendAttendeeEmailSchema = z.strictObject({
  hold_id: z.uuid(),
});

/** In the answer to a booking that waits for the attendee's address (status 'pending' meanwhile). */
export const emailConfirmationHoldSchema = z.object({
  /** Names the hold for a resend of the mail (no access to the booking itself). */
  hold_id: z.uuid(),
  /** UTC instant: the time is released then unless the link was opened. */
  expires_at: z.string(),
});
export type EmailConfirmationHold = z.infer<typeof emailConfirmationHoldSchema>;
