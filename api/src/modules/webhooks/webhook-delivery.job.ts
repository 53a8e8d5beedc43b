import { createHmac } from 'node:crypto';
import { WEBHOOK_TEST_EVENT } from '@slotwise/shared/contract/developers.contract';
import type { Db } from '../../db/database';
import type { SealedBox } from '../../lib/sealed-box.util';
import type { JobHandler, JobRetryPolicy } from '../jobs/job-runner';
import { AddressRefusedError, type WebhookHttpClient } from './webhook-http.client';
import { findDeliveryById, findEndpointById, recordAttempt } from './webhooks.repository';

/**
 * 15 attempts over about a day: 30 s, 1 min, 2 min ... doubling up to 4 h between attempts
 * (docs/webhooks.md#retries).
 */
export const WEBHOOK_RETRY: JobRetryPolicy = {
  maxAttempts: 15,
  delaySeconds: (attempt) => Math.min(4 * 3600, 30 * 2 ** (attempt - 1)),
};

export const SIGNATURE_HEADER = 'slotwise-signature';
export const WEBHOOK_ID_HEADER = 'slotwise-webhook-id';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. */
export function signature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

interface DeliveryPayload {
  deliveryId?: string;
}

/** Sends one delivery; a failure is recorded on the delivery and thrown, so the runner retries it. */
export function webhookDeliveryHandler(db: Db, client: WebhookHttpClient, seal: SealedBox): JobHandler {
  return async (job) => {
    const { deliveryId } = job.payload as DeliveryPayload;
    const delivery = deliveryId ? await findDeliveryById(db, deliveryId) : null;
    if (!delivery) return; // its endpoint was deleted (only finished deliveries are pruned)
    const endpoint = await findEndpointById(db, delivery.endpointId);
    if (!endpoint) return;
    const last = job.attempts >= WEBHOOK_RETRY.maxAttempts;
    const failed = async (
      error: string,
      responseCode: number | null,
      durationMs: number | null,
      final = last,
    ) => {
      const nextAttemptAt = final
        ? null
        : new Date(Date.now() + WEBHOOK_RETRY.delaySeconds(job.attempts) * 1000);
      await recordAttempt(db, delivery.id, {
        status: final ? 'failed' : 'retrying',
        responseCode,
        durationMs,
        error,
        nextAttemptAt,
      });
    };
    if (!endpoint.active && delivery.eventType !== WEBHOOK_TEST_EVENT) {
      await failed('endpoint is inactive', null, null, true);
      return;
    }
    const secret = seal.open<string>(endpoint.sealedSecret);
    if (!secret) {
      await failed('signing secret cannot be read (ENCRYPTION_KEY changed?)', null, null, true);
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Slotwise-Webhooks/1',
      [WEBHOOK_ID_HEADER]: delivery.eventId,
      [SIGNATURE_HEADER]: signature(secret, timestamp, delivery.body),
    };
    let result: { status: number; durationMs: number };
    try {
      result = await client.post(endpoint.url, delivery.body, headers);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A refused address stays refused: no retries against an internal network.
      if (error instanceof AddressRefusedError) {
        await failed(message, null, null, true);
        return;
      }
      await failed(message, null, null);
      throw error;
    }
    if (result.status >= 200 && result.status < 300) {
      await recordAttempt(db, delivery.id, {
        status: 'succeeded',
        responseCode: result.status,
        durationMs: result.durationMs,
        error: null,
        nextAttemptAt: null,
      });
      return;
    }
    const message =
      result.status >= 300 && result.status < 400
        ? `HTTP ${result.status} (redirects are not followed)`
        : `HTTP ${result.status}`;
    await failed(message, result.status, result.durationMs);
    throw new Error(`webhook answered ${message}`);
  };
}
