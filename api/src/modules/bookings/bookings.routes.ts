import {
  analyticsQuerySchema,
  bookingAnalyticsSchema,
  bookingResponseSchema,
  bookingStatsSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
  cancellationSchema,
  freeTimesQuerySchema,
  freeTimesSchema,
  rescheduleSchema,
} from '@slotwise/shared/contract/bookings.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';

const statsSchema = dataEnvelope(bookingStatsSchema);
const analyticsSchema = dataEnvelope(bookingAnalyticsSchema);
const freeTimesResponseSchema = dataEnvelope(freeTimesSchema);

const secured = { tags: ['bookings'], security: [{ bearerAuth: [] }] };
const refused = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/** /api/bookings: the signed-in host's bookings and the actions on them (docs/product.md#api-calls). */
export default async function bookingsRoutes(app: FastifyInstance) {
  const { hostBookings } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a signed-out caller gets 401 before any validation.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get('/', {
    schema: {
      ...secured,
      summary: 'The bookings, filtered and paged (upcoming soonest first, then past latest first)',
      querystring: bookingsQuerySchema,
      response: { 200: bookingsPageSchema, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) => {
      // The host's lists read a standby that has replayed the host's last write, else the
      // primary (docs/database.md#reads-and-standbys).
      const page = await hostBookings.list(
        requireUserId(request),
        request.query,
        undefined,
        app.dbReadFor(request),
      );
      // The hot call of the dashboard: sent as a JSON string, so Fastify does not re-validate the
      // typed page against the schema (that doubled its serialising cost); the schema documents it.
      return (reply as unknown as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(page));
    },
  });

  r.get('/stats', {
    schema: {
      ...secured,
      summary: "The dashboard's figures: total, upcoming, confirmed, pending",
      response: { 200: statsSchema, 401: errorSchema },
    },
    handler: async (request) => ({
      data: await hostBookings.stats(requireUserId(request), undefined, app.dbReadFor(request)),
    }),
  });

  r.get('/analytics', {
    schema: {
      ...secured,
      summary: "Bookings per week, by status and by event type, in the host's time zone",
      querystring: analyticsQuerySchema,
      response: { 200: analyticsSchema, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request) => ({
      data: await hostBookings.analytics(
        requireUserId(request),
        request.query.weeks,
        undefined,
        app.dbReadFor(request),
      ),
    }),
  });

  r.get('/:id', {
    schema: {
      ...secured,
      summary: 'One booking',
      params: idParams,
      response: { 200: bookingResponseSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => hostBookings.get(requireUserId(request), request.params.id),
  });

  r.post('/:id/confirm', {
    schema: {
      ...secured,
      summary: 'Confirm a pending, future booking (the attendee is e-mailed)',
      params: idParams,
      response: { 200: bookingResponseSchema, ...refused },
    },
    handler: async (request) => hostBookings.confirm(requireUserId(request), request.params.id),
  });

  r.post('/:id/reject', {
    schema: {
      ...secured,
      summary: "Reject a pending booking (reason defaults to 'Rejected by host')",
      params: idParams,
      body: cancellationSchema.nullish(),
      response: { 200: bookingResponseSchema, ...refused },
    },
    handler: async (request) =>
      hostBookings.reject(requireUserId(request), request.params.id, request.body ?? {}),
  });

  r.post('/:id/cancel', {
    schema: {
      ...secured,
      summary: 'Cancel a pending or confirmed, future booking (the attendee is e-mailed)',
      params: idParams,
      body: cancellationSchema.nullish(),
      response: { 200: bookingResponseSchema, ...refused },
    },
    handler: async (request) =>
      hostBookings.cancel(requireUserId(request), request.params.id, request.body ?? {}),
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Delete a cancelled or past booking',
      params: idParams,
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request, reply) => {
      await hostBookings.remove(requireUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  r.post('/:id/cancel-and-delete', {
    schema: {
      ...secured,
      summary: 'Cancel a live booking (the attendee is e-mailed) and delete it, in one step',
      params: idParams,
      body: cancellationSchema.nullish(),
      response: { 204: z.null(), ...refused },
    },
    handler: async (request, reply) => {
      await hostBookings.cancelAndDelete(requireUserId(request), request.params.id, request.body ?? {});
      return reply.code(204).send(null);
    },
  });

  r.get('/:id/free-times', {
    schema: {
      ...secured,
      summary: "Free times to move the booking to (its event type's rules; the booking itself not busy)",
      params: idParams,
      querystring: freeTimesQuerySchema,
      response: { 200: freeTimesResponseSchema, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => ({
      data: await hostBookings.freeTimes(requireUserId(request), request.params.id, request.query),
    }),
  });

  r.post('/:id/reschedule', {
    schema: {
      ...secured,
      summary: 'Move a live, future booking to another free time (same id; the attendee is e-mailed)',
      params: idParams,
      body: rescheduleSchema,
      response: { 200: bookingResponseSchema, ...refused },
    },
    handler: async (request) =>
      hostBookings.reschedule(requireUserId(request), request.params.id, request.body.start_time),
  });
}
