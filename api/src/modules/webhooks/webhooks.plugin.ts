import fp from 'fastify-plugin';
import { SealedBox } from '../../lib/sealed-box.util';
import { WEBHOOK_RETRY, webhookDeliveryHandler } from './webhook-delivery.job';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_EVENT_JOB, webhookEventHandler } from './webhook-events';
import { WebhookHttpClient } from './webhook-http.client';
import { WebhooksService } from './webhooks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guarded HTTP client webhooks are delivered with (and URLs checked against). */
    webhookHttp: WebhookHttpClient;
    /** Seals webhook signing secrets (ENCRYPTION_KEY). */
    webhookSeal: SealedBox;
    /** The signed-in host's webhook endpoints and their deliveries. */
    webhooks: WebhooksService;
  }
}

/** Builds the webhooks service and registers the delivery job (retried with backoff for a day). */
export default fp(
  async (app) => {
    const client = new WebhookHttpClient({ allowedNetworks: app.config.webhookAllowedNetworks ?? [] });
    const seal = new SealedBox(app.config.encryptionKey, 'webhook-secret');
    app.decorate('webhookHttp', client);
    app.decorate('webhookSeal', seal);
    app.decorate(
      'webhooks',
      new WebhooksService(app.db, client, seal, app.rateLimiter, app.config.webhookSendRateLimit),
    );
    app.jobs.register(WEBHOOK_DELIVERY_JOB, webhookDeliveryHandler(app.db, client, seal), WEBHOOK_RETRY);
    // Fans a committed booking event out to its endpoints (our database only: the default retries).
    app.jobs.register(WEBHOOK_EVENT_JOB, webhookEventHandler(app.db));
  },
  { name: 'webhooks', dependencies: ['db', 'jobs', 'rate-limits'] },
);
