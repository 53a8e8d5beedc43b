import { dataEnvelope, errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  eventTypeInputSchema,
  eventTypeMessages,
  eventTypeResponseSchema,
} from '@slotwise/shared/contract/event-types.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';

const one = dataEnvelope(eventTypeResponseSchema);
const secured = { tags: ['event types'], security: [{ bearerAuth: [] }] };

/** /api/event-types: the signed-in host's event types (at most 5 active on the Free plan). */
export default async function eventTypesRoutes(app: FastifyInstance) {
  const { eventTypes } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a signed-out caller gets 401 before any body validation.
  app.addHook('onRequest', app.authenticate);

  r.get('/', {
    schema: {
      ...secured,
      summary: 'The event types, newest first',
      response: { 200: dataEnvelope(z.array(eventTypeResponseSchema)), 401: errorSchema },
    },
    // The host's list: a standby that has replayed the host's last write, else the primary.
    handler: async (request) => ({
      data: await app.eventTypesReading(app.dbReadFor(request)).list(requireUserId(request)),
    }),
  });

  r.post('/', {
    schema: {
      ...secured,
      summary: 'Create an event type (no availability_id: the default schedule)',
      body: eventTypeInputSchema,
      response: { 201: one, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await eventTypes.create(requireUserId(request), request.body) }),
  });

  r.get('/:id', {
    schema: {
      ...secured,
      summary: 'One event type',
      params: idParams,
      response: { 200: one, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({ data: await eventTypes.get(requireUserId(request), request.params.id) }),
  });

  r.put('/:id', {
    schema: {
      ...secured,
      summary: 'Replace an event type (questions replaced)',
      params: idParams,
      body: eventTypeInputSchema,
      response: { 200: one, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => ({
      data: await eventTypes.update(requireUserId(request), request.params.id, request.body),
    }),
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Delete an event type and its past or cancelled bookings (409 while live ones lie ahead)',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) => {
      await eventTypes.remove(requireUserId(request), request.params.id);
      return { message: eventTypeMessages.deleted };
    },
  });
}
