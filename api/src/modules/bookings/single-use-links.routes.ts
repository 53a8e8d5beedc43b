import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  createdSingleUseLinkSchema,
  createSingleUseLinkSchema,
  singleUseLinkSchema,
} from '@slotwise/shared/contract/private-sharing.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserId } from '../../plugins/auth.plugin';

const secured = { tags: ['event types'], security: [{ bearerAuth: [] }] };
const eventTypeParams = z.object({ eventTypeId: z.string().max(64) });

/**
 * /api/single-use-links/{eventTypeId}: the links of an event type the host manages
 * (docs/product.md#private-sharing). The secret is in the creation's answer only.
 */
export default async function singleUseLinksRoutes(app: FastifyInstance) {
  const links = app.singleUseLinks;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  r.get('/:eventTypeId', {
    schema: {
      ...secured,
      summary: "An event type's single-use links, newest first (without their secrets)",
      params: eventTypeParams,
      response: { 200: dataEnvelope(z.array(singleUseLinkSchema)), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await links.list(requireUserId(request), request.params.eventTypeId) };
    },
  });

  r.post('/:eventTypeId', {
    schema: {
      ...secured,
      summary: 'Make a link that books the event type once (its URL is shown only in this answer)',
      params: eventTypeParams,
      body: createSingleUseLinkSchema,
      response: {
        201: dataEnvelope(createdSingleUseLinkSchema),
        401: errorSchema,
        404: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const created = await links.create(requireUserId(request), request.params.eventTypeId, request.body);
      return reply.code(201).send({ data: created });
    },
  });

  r.post('/:eventTypeId/:id/revoke', {
    schema: {
      ...secured,
      summary: 'Revoke an unused link',
      params: eventTypeParams.extend({ id: z.string().max(64) }),
      response: { 200: dataEnvelope(singleUseLinkSchema), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      data: await links.revoke(requireUserId(request), request.params.eventTypeId, request.params.id),
    }),
  });
}
