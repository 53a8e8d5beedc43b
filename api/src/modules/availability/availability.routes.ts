import {
  availabilityInputSchema,
  availabilityMessages,
  availabilityResponseSchema,
} from '@slotwise/shared/contract/availability.contract';
import { dataEnvelope, errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';

const one = dataEnvelope(availabilityResponseSchema);
const secured = { tags: ['availability'], security: [{ bearerAuth: [] }] };

/** /api/availabilities: the signed-in host's weekly schedules (docs/product.md#availability). */
export default async function availabilityRoutes(app: FastifyInstance) {
  const { availability } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a signed-out caller gets 401 before any body validation.
  app.addHook('onRequest', app.authenticate);

  r.get('/', {
    schema: {
      ...secured,
      summary: 'The schedules: the default first, then by name',
      response: { 200: dataEnvelope(z.array(availabilityResponseSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await availability.list(requireUserId(request)) }),
  });

  r.post('/', {
    schema: {
      ...secured,
      summary: "Create a schedule (a host's first schedule becomes the default)",
      body: availabilityInputSchema,
      response: { 201: one, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await availability.create(requireUserId(request), request.body) }),
  });

  r.get('/:id', {
    schema: {
      ...secured,
      summary: 'One schedule',
      params: idParams,
      response: { 200: one, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({ data: await availability.get(requireUserId(request), request.params.id) }),
  });

  r.put('/:id', {
    schema: {
      ...secured,
      summary: 'Update a schedule; slots and overrides, when given, replace the old ones',
      params: idParams,
      body: availabilityInputSchema,
      response: { 200: one, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => ({
      data: await availability.update(requireUserId(request), request.params.id, request.body),
    }),
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Delete a schedule (409 while an event type uses it, or when it is the last one)',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) => {
      await availability.remove(requireUserId(request), request.params.id);
      return { message: availabilityMessages.deleted };
    },
  });

  r.post('/:id/set-default', {
    schema: {
      ...secured,
      summary: 'Make this schedule the only default',
      params: idParams,
      response: { 200: one, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      data: await availability.setDefault(requireUserId(request), request.params.id),
    }),
  });
}
