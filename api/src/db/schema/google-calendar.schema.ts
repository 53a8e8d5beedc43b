import type { GoogleAccount, GoogleAccountErrorCode } from '@slotwise/shared/contract/integrations.contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * A Google account a host connected for calendar sync (not for signing in). Tokens are stored
 * sealed with AES-256-GCM (ENCRYPTION_KEY), never in clear. At most one primary per host (its
 * free/busy blocks the booking page).
 */
export const googleAccounts = pgTable(
  'google_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Google's stable account id (the ID token's `sub`). */
    googleSubject: text('google_subject').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    avatar: text('avatar'),
    scopes: jsonb('scopes').$type<GoogleAccount['scopes']>().notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The last free/busy or calendar-list read that succeeded (docs/calendars.md#connection-state). */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** The last such read that failed, in a word Settings shows in words; cleared by a success. */
    lastError: text('last_error').$type<GoogleAccountErrorCode>(),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('google_accounts_user_subject_unique').on(t.userId, t.googleSubject),
    uniqueIndex('google_accounts_one_primary_unique').on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * A connect flow in progress: bound to the host who started it, single use (deleted when the
 * callback takes it), refused after expires_at. The PKCE verifier is sealed like the tokens.
 */
export const googleConnectStates = pgTable(
  'google_connect_states',
  {
    /** SHA-256 of the `state` parameter: the table never holds a usable state. */
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('google_connect_states_expires_idx').on(t.expiresAt)],
);
