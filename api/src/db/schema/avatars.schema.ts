import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Avatar pictures of the database store (the default; AVATAR_S3_BUCKET chooses S3 instead). */
export const avatars = pgTable('avatars', {
  /** `<user uuid>-<32 hex>.<jpg|png>`, the last part of /api/avatars/<name>. */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  /** A strong ETag (quoted) of the bytes. */
  etag: text('etag').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
