import {
  createdWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
} from '@slotwise/shared/contract/developers.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';

const secured = { tags: ['webhooks'], security: [{ bearerAuth: [] }] };
const deliveryParams = z.object({ id: z.string(), deliveryId: z.string() });

/**
 * /api/developers/webhooks: the signed-in host's webhook endpoints (docs/webhooks.md). Signed-in
 * users only: an API key is not a session token, so it is refused here (401).
 */
export default async function webhooksRoutes(app: FastifyInstance) {
  const { webhooks } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get('/', {
    schema: {
      ...secured,
      summary: 'The webhook endpoints, newest first',
      response: { 200: dataEnvelope(z.array(webhookEndpointSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await webhooks.list(requireUserId(request)) }),
  });

  r.post('/', {
    schema: {
      ...secured,
      summary:
        "Register an endpoint (the caller's, or with team_id a team's); the answer holds its signing secret, shown this once",
      body: webhookEndpointInputSchema,
      response: {
        201: dataEnvelope(createdWebhookEndpointSchema),
        401: errorSchema,
        403: errorSchema,
        409: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await webhooks.create(requireUserId(request), request.body) }),
  });

  r.put('/:id', {
    schema: {
      ...secured,
      summary: 'Change an endpoint (URL, events, event-type filter, active)',
      params: idParams,
      body: webhookEndpointInputSchema,
      response: {
        200: dataEnvelope(webhookEndpointSchema),
        401: errorSchema,
        404: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => ({
      data: await webhooks.update(requireUserId(request), request.params.id, request.body),
    }),
  });

  r.post('/:id/resume', {
    schema: {
      ...secured,
      summary: 'Resume an endpoint paused by a password change; its held deliveries are sent',
      params: idParams,
      response: {
        200: dataEnvelope(webhookEndpointSchema),
        401: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request) => ({ data: await webhooks.resume(requireUserId(request), request.params.id) }),
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Delete an endpoint and its delivery log',
      params: idParams,
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await webhooks.remove(requireUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  r.get('/:id/deliveries', {
    schema: {
      ...secured,
      summary: 'The last 50 deliveries of an endpoint, newest first',
      params: idParams,
      response: { 200: dataEnvelope(z.array(webhookDeliverySchema)), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      data: await webhooks.deliveries(requireUserId(request), request.params.id),
    }),
  });

  r.post('/:id/test', {
    schema: {
      ...secured,
      summary: 'Send a webhook.test event to the endpoint (rate limited per endpoint and per account)',
      params: idParams,
      response: {
        202: dataEnvelope(webhookDeliverySchema),
        401: errorSchema,
        404: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(202).send({ data: await webhooks.sendTest(requireUserId(request), request.params.id) }),
  });

  r.post('/:id/deliveries/:deliveryId/redeliver', {
    schema: {
      ...secured,
      summary: 'Send a delivered event again (same event id; rate limited with "Send test")',
      params: deliveryParams,
      response: {
        202: dataEnvelope(webhookDeliverySchema),
        401: errorSchema,
        404: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(202).send({
        data: await webhooks.redeliver(requireUserId(request), request.params.id, request.params.deliveryId),
      }),
  });
}
