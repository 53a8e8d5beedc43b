import { dataEnvelope, errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  outOfOfficeInputSchema,
  outOfOfficeMessages,
  outOfOfficeSchema,
  outOfOfficeTeammateSchema,
} from '@slotwise/shared/contract/out-of-office.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';

const one = dataEnvelope(outOfOfficeSchema);
const secured = { tags: ['availability'], security: [{ bearerAuth: [] }] };

/** /api/out-of-office: the signed-in host's days away (docs/product.md#out-of-office). */
export default async function outOfOfficeRoutes(app: FastifyInstance) {
  const { outOfOffice, freeTimesCache } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  // The host's cached free times end with any change (every replica hears it on PostgreSQL).
  const changed = (userId: string) => freeTimesCache.invalidateHost(userId);

  r.get('/', {
    schema: {
      ...secured,
      summary: 'The periods away, the earliest first',
      response: { 200: dataEnvelope(z.array(outOfOfficeSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await outOfOffice.list(requireUserId(request)) }),
  });

  r.get('/teammates', {
    schema: {
      ...secured,
      summary: 'Who attendees may be sent to: accepted members of the teams the host is in',
      response: { 200: dataEnvelope(z.array(outOfOfficeTeammateSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await outOfOffice.teammates(requireUserId(request)) }),
  });

  r.post('/', {
    schema: {
      ...secured,
      summary: 'Add a period away (422 when it overlaps another, ends in the past or names no teammate)',
      body: outOfOfficeInputSchema,
      response: { 201: one, 401: errorSchema, 409: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) => {
      const userId = requireUserId(request);
      const data = await outOfOffice.create(userId, request.body);
      changed(userId);
      return reply.code(201).send({ data });
    },
  });

  r.put('/:id', {
    schema: {
      ...secured,
      summary: 'Change a period away',
      params: idParams,
      body: outOfOfficeInputSchema,
      response: { 200: one, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => {
      const userId = requireUserId(request);
      const data = await outOfOffice.update(userId, request.params.id, request.body);
      changed(userId);
      return { data };
    },
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Delete a period away',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      const userId = requireUserId(request);
      await outOfOffice.remove(userId, request.params.id);
      changed(userId);
      return { message: outOfOfficeMessages.deleted };
    },
  });
}
