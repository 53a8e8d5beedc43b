import { z } from 'zod';

/** Developer access: personal API keys and webhook endpoints (docs/webhooks.md). */

export const API_KEY_PREFIX = 'sw_live_';

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.rejected',
  'booking.cancelled',
  'booking.rescheduled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event "Send test" delivers; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Version of the payload schema, sent in every body (docs/webhooks.md). */
export const WEBHOOK_PAYLOAD_VERSION = 1;
/** Deliveries kept (and shown) per endpoint. */
export const WEBHOOK_DELIVERIES_KEPT = 50;

export const developerMessages = {
  keyNotFound: 'API key not found.',
  endpointNotFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  urlInvalid: 'Enter a valid https URL.',
  urlPrivate: 'This address is not allowed: webhooks cannot reach private or internal networks.',
  eventsRequired: 'Choose at least one event.',
  eventTypeUnknown: 'Event type not found.',
  expiryInPast: 'The expiry date must be in the future.',
  keyRefused: 'API keys only work on /api/v1.',
  tooManyKeys: 'You can have at most 20 active API keys.',
  tooManyEndpoints: 'You can have at most 10 webhook endpoints.',
  teamForbidden: 'Only team owners and admins can manage the team’s webhooks.',
  tooManyTeamEndpoints: 'A team can have at most 10 webhook endpoints.',
  endpointNotPaused: 'This webhook endpoint is not paused.',
} as const;

/**
 * Why an endpoint is paused (docs/webhooks.md#paused-endpoints): its owner's password was reset
 * or changed, so whoever knew the old password may have set it up.
 */
export const WEBHOOK_PAUSE_REASONS = ['password_changed'] as const;
export type WebhookPauseReason = (typeof WEBHOOK_PAUSE_REASONS)[number];

export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** ISO date-time; null or absent: never expires. */
  expires_at: z.iso.datetime({ offset: true }).nullish(),
});
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The visible start of the key, e.g. `sw_live_a1b2c3`. */
  prefix: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const webhookEndpointInputSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).max(WEBHOOK_EVENTS.length),
  /** Empty or absent: every event type of the host (of the team for a team's endpoint). */
  event_type_ids: z.array(z.string()).max(50).optional(),
  active: z.boolean().optional(),
  /**
   * On creation: the team whose endpoint this is (the caller is its owner or admin); null or
   * absent: the caller's own. An endpoint keeps its owner: ignored on change.
   */
  team_id: z.string().nullish().describe("A team's endpoint (owners and admins); set on creation only"),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  event_type_ids: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A team's endpoint: the team (its owners and admins manage it); null: the caller's own. */
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  /** Set while paused: nothing is sent until the owner resumes it (deliveries wait). */
  paused_at: z.string().nullable(),
  paused_reason: z.enum(WEBHOOK_PAUSE_REASONS).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'retrying', 'succeeded', 'failed']),
  attempts: z.number(),
  response_code: z.number().nullable(),
  duration_ms: z.number().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
