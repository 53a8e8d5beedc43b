import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    surname: text('surname'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id; null for accounts created through Google sign-in. */
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    timeZone: text('time_zone').notNull().default('UTC'),
    language: text('language').notNull().default('en'),
    /** The browser's full locale of that language (en-GB), for the dates of the host's mails. */
    locale: text('locale'),
    /** The OpenID `sub` of the linked Google sign-in identity. */
    googleSubject: text('google_subject'),
    /** When the e-mail address was proven; null while unverified (docs/product.md#verified-e-mail-addresses). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Carried in every access token and refresh token row; bumping it ends every session at once
     * (docs/product.md#taking-credentials-back).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The owner deleted the account (docs/product.md#your-data): nothing signs in any more; a job
     * removes the row and everything naming it once the cancellation notices are out.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The TOTP secret, sealed with ENCRYPTION_KEY (docs/product.md#two-factor-sign-in); null: no second step. */
    totpSecret: text('totp_secret'),
    /** A secret shown in Settings and not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last accepted code: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The instance's administrators (docs/product.md#instance-administration); ADMIN_EMAILS adds more. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set by an administrator: no sign-in, no session, no API key while set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Meetings across all the host's types (docs/product.md#booking-limits-and-start-times); null: no limit. */
    maxMeetingsPerDay: integer('max_meetings_per_day'),
    maxMeetingsPerWeek: integer('max_meetings_per_week'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and emails are unique case-insensitively (docs/product.md#usernames-and-passwords).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
