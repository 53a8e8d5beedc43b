import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of POST requests (docs/product.md#idempotent-bookings): one row per client
 * key within its scope (`public-booking:<event type id>`), claimed by the first request
 * (`pending`, owned by `owner` until `locked_until`) and then holding that request's answer
 * (`done`), which a retry with the same key and body gets again. In the database, so that every
 * API process sees one claim; expired rows are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    /** The request working on a pending key: only it may complete the key. */
    owner: text('owner').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    /** The answer's JSON text exactly as first sent. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
