import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhookEndpoint,
  developerMessages,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@slotwise/shared/contract/developers.contract';
import { afterCommit, type Db, inTransaction } from '../../db/database';
import { HttpError, validationFailed } from '../../lib/http-errors.util';
import type { SealedBox } from '../../lib/sealed-box.util';
import { nudgeJobRunners } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { type RateLimiter, tooManyRequests, waitText } from '../rate-limits/rate-limiter.service';
import { assertEmailVerified } from '../users/users.service';
import { enqueueDelivery, testBody, WEBHOOK_DELIVERY_JOB, type WebhookBody } from './webhook-events';
import type { WebhookHttpClient } from './webhook-http.client';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointOwner,
  findDelivery,
  findEndpoint,
  heldDeliveryIds,
  insertEndpoint,
  isTeamManager,
  type ListedEndpointRow,
  listDeliveries,
  listEndpoints,
  manageableEventTypeIds,
  resumeEndpoint,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ENDPOINTS = 10;

/** How often "Send test" and "Redeliver" may queue a delivery (WEBHOOK_SEND_RATE_LIMIT_*). */
export interface SendLimits {
  maxPerEndpoint: number;
  maxPerAccount: number;
  windowSeconds: number;
}

export const DEFAULT_SEND_LIMITS: SendLimits = { maxPerEndpoint: 10, maxPerAccount: 30, windowSeconds: 600 };

/** The 429's message (API texts stay English; the settings page shows it under its own title). */
export const sendLimitMessage = (wait: string) =>
  `Too many test and redelivery requests. Please try again in ${wait}.`;

const notFound = () => new HttpError(404, { message: developerMessages.endpointNotFound });

export function toEndpoint(row: WebhookEndpointRow, teamName: string | null = null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    event_type_ids: row.eventTypeIds,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    team_id: row.teamId,
    team_name: row.teamId ? teamName : null,
    paused_at: row.pausedAt?.toISOString() ?? null,
    paused_reason: row.pausedAt ? (row.pausedReason ?? null) : null,
  };
}

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    response_code: row.responseCode,
    duration_ms: row.durationMs,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  };
}

/**
 * A host's webhook endpoints, those of the teams they own or administer, and their deliveries
 * (docs/webhooks.md). A team's endpoints are managed by its owners and admins of the moment.
 */
export class WebhooksService {
  constructor(
    private readonly db: Db,
    private readonly client: WebhookHttpClient,
    private readonly seal: SealedBox,
    private readonly limiter: RateLimiter,
    private readonly sendLimits: SendLimits = DEFAULT_SEND_LIMITS,
  ) {}

  async list(userId: string): Promise<WebhookEndpoint[]> {
    return (await listEndpoints(this.db, userId)).map((row) => toEndpoint(row, row.teamName));
  }

  async create(userId: string, input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
    // Personal or team: only an account with a proven address (docs/product.md#verified-e-mail-addresses).
    await assertEmailVerified(this.db, userId);
    const owner = await this.owner(userId, input.team_id);
    const fields = await this.check(owner, input);
    if ((await countEndpoints(this.db, owner)) >= MAX_ENDPOINTS) {
      const message = owner.teamId
        ? developerMessages.tooManyTeamEndpoints
        : developerMessages.tooManyEndpoints;
      throw new HttpError(409, { message });
    }
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const row = await insertEndpoint(this.db, {
      userId: owner.userId ?? null,
      teamId: owner.teamId ?? null,
      ...fields,
      sealedSecret: this.seal.seal(secret),
    });
    const teamName = owner.teamId ? ((await findEndpoint(this.db, userId, row.id))?.teamName ?? null) : null;
    return { ...toEndpoint(row, teamName), secret };
  }

  /** Changes URL, events, filter and switch; the owner (host or team) stays the one it was created with. */
  async update(userId: string, id: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const endpoint = await this.find(userId, id);
    const owner: EndpointOwner = endpoint.teamId ? { teamId: endpoint.teamId } : { userId };
    const fields = await this.check(owner, input);
    const row = await updateEndpoint(this.db, userId, id, fields);
    if (!row) throw notFound();
    return toEndpoint(row, endpoint.teamName);
  }

  /**
   * Resumes an endpoint paused by a password change (docs/webhooks.md#paused-endpoints): the
   * deliveries held meanwhile are queued again.
   */
  async resume(userId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.find(userId, id);
    const row = await inTransaction(this.db, async (tx) => {
      const resumed = await resumeEndpoint(tx, userId, id);
      if (!resumed) return null;
      const held = await heldDeliveryIds(tx, id, WEBHOOK_DELIVERY_JOB);
      await insertJobs(
        tx,
        held.map((deliveryId) => ({
          kind: WEBHOOK_DELIVERY_JOB,
          payload: { deliveryId },
          runAt: new Date(),
        })),
      );
      if (held.length > 0) afterCommit(tx, () => nudgeJobRunners(tx, [WEBHOOK_DELIVERY_JOB]));
      return resumed;
    });
    if (!row) throw new HttpError(409, { message: developerMessages.endpointNotPaused });
    return toEndpoint(row, endpoint.teamName);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await deleteEndpoint(this.db, userId, id))) throw notFound();
  }

  async deliveries(userId: string, id: string): Promise<WebhookDelivery[]> {
    await this.find(userId, id);
    return (await listDeliveries(this.db, id)).map(toDelivery);
  }

  /** Queues a `webhook.test` event to the endpoint (sent even when it is switched off). */
  async sendTest(userId: string, id: string): Promise<WebhookDelivery> {
    const endpoint = await this.find(userId, id);
    await this.countSend(userId, endpoint.id);
    return this.enqueue(endpoint, testBody(endpoint.id));
  }

  /** Sends a delivery's event again: same event id and body (receivers deduplicate on the id). */
  async redeliver(userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const endpoint = await this.find(userId, id);
    const delivery = UUID.test(deliveryId) ? await findDelivery(this.db, endpoint.id, deliveryId) : null;
    if (!delivery) throw new HttpError(404, { message: developerMessages.deliveryNotFound });
    await this.countSend(userId, endpoint.id);
    return this.enqueue(endpoint, JSON.parse(delivery.body) as WebhookBody);
  }

  /**
   * Counts a "Send test" or "Redeliver" per endpoint and per account, in the database (one limit
   * across replicas); 429 with Retry-After once either is used up. Counted only once the caller
   * is known to manage the endpoint, so nobody can use up another's limit with its id.
   */
  private async countSend(userId: string, endpointId: string): Promise<void> {
    const { maxPerEndpoint, maxPerAccount, windowSeconds } = this.sendLimits;
    const { refusedForSeconds } = await this.limiter.hit([
      { key: `webhook-send:endpoint:${endpointId}`, max: maxPerEndpoint, windowSeconds },
      { key: `webhook-send:user:${userId}`, max: maxPerAccount, windowSeconds },
    ]);
    if (refusedForSeconds !== null) {
      throw tooManyRequests(sendLimitMessage(waitText(refusedForSeconds)), refusedForSeconds);
    }
  }

  private async enqueue(endpoint: WebhookEndpointRow, body: WebhookBody): Promise<WebhookDelivery> {
    const row = await inTransaction(this.db, (tx) => enqueueDelivery(tx, endpoint, body));
    return toDelivery(row);
  }

  /** The owner of a new endpoint: the caller, or a team the caller owns or administers (else 403). */
  private async owner(userId: string, teamId: string | null | undefined): Promise<EndpointOwner> {
    if (teamId === null || teamId === undefined) return { userId };
    if (!UUID.test(teamId) || !(await isTeamManager(this.db, userId, teamId))) {
      throw new HttpError(403, { message: developerMessages.teamForbidden });
    }
    return { teamId };
  }

  private async find(userId: string, id: string): Promise<ListedEndpointRow> {
    const row = UUID.test(id) ? await findEndpoint(this.db, userId, id) : null;
    if (!row) throw notFound();
    return row;
  }

  private async check(owner: EndpointOwner, input: WebhookEndpointInput) {
    const errors: Record<string, string[]> = {};
    let url: URL | null = null;
    try {
      url = new URL(input.url);
    } catch {
      url = null;
    }
    // https, or plain http towards WEBHOOK_ALLOWED_NETWORKS only.
    const schemeOk = url !== null && this.client.schemeAllowed(url);
    if (!url || !schemeOk || url.username || url.password) errors.url = [developerMessages.urlInvalid];
    else if (this.client.literalRefusal(url)) errors.url = [developerMessages.urlPrivate];
    const events = [...new Set(input.events)];
    if (events.length === 0) errors.events = [developerMessages.eventsRequired];
    const eventTypeIds = [...new Set(input.event_type_ids ?? [])];
    const valid = eventTypeIds.filter((eventTypeId) => UUID.test(eventTypeId));
    const allowed = new Set(await manageableEventTypeIds(this.db, owner, valid));
    if (eventTypeIds.some((eventTypeId) => !allowed.has(eventTypeId))) {
      errors.event_type_ids = [developerMessages.eventTypeUnknown];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return { url: (url as URL).toString(), events, eventTypeIds, active: input.active ?? true };
  }
}
