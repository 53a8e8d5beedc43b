import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';

/**
 * The links that confirm an attendee's address (docs/product.md#attendee-e-mail-confirmation):
 * the token only as its SHA-256. The booking holds its time (status 'unverified') until
 * expires_at; a released hold's row stays (booking_id null) so its link can say it expired.
 */
export const bookingEmailConfirmations = pgTable(
  'booking_email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_email_confirmations_booking_idx').on(t.bookingId),
    index('booking_email_confirmations_open_idx')
      .on(t.bookingId, t.expiresAt)
      .where(sql`${t.confirmedAt} IS NULL`),
    index('booking_email_confirmations_expires_idx').on(t.expiresAt),
  ],
);

export type BookingEmailConfirmationRow = typeof bookingEmailConfirmations.$inferSelect;
