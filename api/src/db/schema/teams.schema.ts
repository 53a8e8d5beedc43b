import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * A group of hosts (docs/product.md#teams). Round-robin and collective event types point at a team
 * through event_types.team_id and pick among its active members.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Unique; the public team page is /team/{slug}. */
    slug: text('slug').notNull(),
    description: text('description'),
    // SET NULL: the team outlives the account of its creator (the owner row says who manages it).
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_slug_unique').on(t.slug)],
);

/**
 * A person in a team: an account (active), or an email invited and not yet accepted (invited:
 * no account attached; the invitee accepts or declines, see docs/api.md#teams).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('invited'),
    /** Who sent the invitation (shown to the invitee); SET NULL when that account goes. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * sha256 (hex) of the single-use secret in the invitation mail's link; null once used, and for
     * members (docs/product.md#team-invitations).
     */
    inviteTokenHash: text('invite_token_hash'),
    /** When the invitation mail was last sent (a resend waits a day). */
    inviteSentAt: timestamp('invite_sent_at', { withTimezone: true }),
    /** 7 days after the last send; an expired invitation cannot be accepted. */
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_email_unique').on(t.teamId, t.email),
    index('team_members_user_idx').on(t.userId),
    index('team_members_email_idx').on(t.email),
    uniqueIndex('team_members_invite_token_hash_key').on(t.inviteTokenHash),
    check('team_members_role_check', sql`${t.role} IN ('owner', 'admin', 'member')`),
    check('team_members_status_check', sql`${t.status} IN ('active', 'invited')`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
