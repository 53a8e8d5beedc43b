import {
  availabilityMessages,
  createSlotSchema,
  slotInputSchema,
  slotResponseSchema,
} from '@slotwise/shared/contract/availability.contract';
import { dataEnvelope, errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';

const one = dataEnvelope(slotResponseSchema);
const secured = { tags: ['availability'], security: [{ bearerAuth: [] }] };

/** /api/slots: one weekly interval of a schedule at a time (overlaps within a day are refused). */
export default async function slotsRoutes(app: FastifyInstance) {
  const { availability } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a signed-out caller gets 401 before any body validation.
  app.addHook('onRequest', app.authenticate);

  r.post('/', {
    schema: {
      ...secured,
      summary: 'Add a slot to one of your schedules',
      body: createSlotSchema,
      response: { 201: one, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await availability.createSlot(requireUserId(request), request.body) }),
  });

  r.put('/:id', {
    schema: {
      ...secured,
      summary: 'Change a slot',
      params: idParams,
      body: slotInputSchema,
      response: { 200: one, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => ({
      data: await availability.updateSlot(requireUserId(request), request.params.id, request.body),
    }),
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Remove a slot',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      await availability.deleteSlot(requireUserId(request), request.params.id);
      return { message: availabilityMessages.slotDeleted };
    },
  });
}
