import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** One row (id 1): what an administrator chose (docs/product.md#instance-administration). */
export const instanceSettings = pgTable(
  'instance_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** open, invitation or closed; null: SIGNUP_MODE's default. */
    signupMode: text('signup_mode'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('instance_settings_id_check', sql`id = 1`)],
);

/** An administrator's invitation to create an account while sign-up is by invitation only. */
export const instanceInvitations = pgTable(
  'instance_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('instance_invitations_token_hash_key'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instance_invitations_email_idx').on(sql`lower(${t.email})`)],
);

/** Every administrator action, shown in the Admin tab. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_at_idx').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
