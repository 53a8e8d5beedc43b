import type { WebhookPauseReason } from '@slotwise/shared/contract/developers.contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from './teams.schema';
import { users } from './users.schema';

/**
 * Personal API keys for /api/v1 (docs/product.md#api-keys): the key itself is shown once; only
 * its SHA-256 (enough for 192 random bits) and a visible prefix are kept.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_unique').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * A host's or a team's webhook endpoint (docs/webhooks.md): exactly one of user_id and team_id is
 * set. The signing secret is sealed with ENCRYPTION_KEY.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A team's endpoint: managed by the team's owners and admins, gets its event types' events. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** Empty: every event type of the host (or of the team). */
    eventTypeIds: uuid('event_type_ids').array().notNull().default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    sealedSecret: text('sealed_secret').notNull(),
    /**
     * Set when the owner's password changed (docs/webhooks.md#paused-endpoints): nothing is sent
     * until the owner resumes the endpoint; its deliveries wait.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason').$type<WebhookPauseReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId),
    index('webhook_endpoints_team_idx').on(t.teamId),
    check('webhook_endpoints_owner_check', sql`(${t.userId} IS NULL) <> (${t.teamId} IS NULL)`),
    check(
      'webhook_endpoints_paused_reason_check',
      sql`${t.pausedReason} IS NULL OR ${t.pausedReason} IN ('password_changed')`,
    ),
  ],
);

/** One event sent (or to be sent) to one endpoint; a redelivery is a new row with the same event id. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON text sent (and signed). */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} IN ('pending', 'retrying', 'succeeded', 'failed')`,
    ),
  ],
);
