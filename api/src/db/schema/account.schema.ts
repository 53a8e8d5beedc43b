import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** bytea as a Buffer: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * "Export my data" (docs/product.md#your-data): a job fills the archive; it is in the database,
 * not a file of one process, so any API process serves the download; deleted at expires_at.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    fileName: text('file_name'),
    archive: bytea('archive'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('account_exports_user_idx').on(t.userId, t.createdAt),
    index('account_exports_expires_idx').on(t.expiresAt),
    check('account_exports_status_check', sql`${t.status} IN ('pending', 'ready', 'failed')`),
  ],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
