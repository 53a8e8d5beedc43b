import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.schema';
import { eventTypes } from './event-types.schema';

/**
 * A link that books its event type once (docs/product.md#private-sharing). Only the SHA-256 of
 * its secret is kept: the host sees the link once, when it is made.
 */
export const singleUseLinks = pgTable(
  'single_use_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    label: text('label'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('single_use_links_secret_hash_idx').on(t.secretHash),
    index('single_use_links_event_type_idx').on(t.eventTypeId, t.createdAt),
  ],
);

export type SingleUseLinkRow = typeof singleUseLinks.$inferSelect;
