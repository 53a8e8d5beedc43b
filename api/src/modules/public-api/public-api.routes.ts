import { availabilityResponseSchema } from '@slotwise/shared/contract/availability.contract';
import {
  bookingResponseSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
  cancellationSchema,
  freeTimesQuerySchema,
  freeTimesSchema,
  rescheduleSchema,
} from '@slotwise/shared/contract/bookings.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import { eventTypeMessages, eventTypeResponseSchema } from '@slotwise/shared/contract/event-types.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { HttpError } from '../../lib/http-errors.util';
import { requireUserId } from '../../plugins/auth.plugin';
import { withChosenDuration } from '../scheduling/chosen-duration';
import { checkRange } from '../scheduling/public-free-times.service';
import { findEventTypeById } from '../scheduling/scheduling.repository';
import {
  availabilityExample,
  bookingExample,
  bookingsPageExample,
  cancelBodyExample,
  cancelledBookingExample,
  eventTypeExample,
  freeTimesExample,
  rescheduleBodyExample,
  rescheduledBookingExample,
} from './public-api.examples';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keyed = (tag: string) => ({ tags: [`v1 ${tag}`], security: [{ apiKeyAuth: [] }] });
const refused = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema };
/** The schema with an example: @fastify/swagger shows a one-item `examples` as the media type's `example`. */
const withExample = <T extends z.ZodType>(schema: T, example: z.input<T>) =>
  schema.meta({ examples: [example] });
const curl = (path: string, extra = '') =>
  `Example:\n\n    curl -H "Authorization: Bearer sw_live_..." ${extra}https://slotwise.example/api/v1${path}`;

/**
 * /api/v1: the public API for personal API keys (docs/product.md#api-keys). The same services,
 * rules and messages as the app's own routes; only an API key opens it (a session token does
 * not), and each key is rate limited.
 */
export default async function publicApiRoutes(app: FastifyInstance) {
  const { eventTypes, availability, hostBookings } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateApiKey);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get('/event-types', {
    schema: {
      ...keyed('event types'),
      summary: 'The event types, newest first',
      description: curl('/event-types'),
      response: {
        200: withExample(dataEnvelope(z.array(eventTypeResponseSchema)), { data: [eventTypeExample] }),
        401: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({ data: await eventTypes.list(requireUserId(request)) }),
  });

  r.get('/event-types/:id', {
    schema: {
      ...keyed('event types'),
      summary: 'One event type',
      description: curl('/event-types/3f2c...'),
      params: idParams,
      response: {
        200: withExample(dataEnvelope(eventTypeResponseSchema), { data: eventTypeExample }),
        401: errorSchema,
        404: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({ data: await eventTypes.get(requireUserId(request), request.params.id) }),
  });

  r.get('/event-types/:id/free-times', {
    schema: {
      ...keyed('event types'),
      summary: "The event type's free times, as its booking page shows them",
      description: curl(
        '/event-types/3f2c.../free-times?start=2026-12-01&end=2026-12-07&time_zone=Europe/Paris',
      ),
      params: idParams,
      querystring: freeTimesQuerySchema,
      response: { 200: withExample(dataEnvelope(freeTimesSchema), { data: freeTimesExample }), ...refused },
    },
    handler: async (request) => {
      checkRange(request.query);
      const eventType = UUID.test(request.params.id)
        ? await findEventTypeById(app.db, request.params.id)
        : null;
      if (!eventType?.isPublic || eventType.host.id !== requireUserId(request)) {
        throw new HttpError(404, { message: eventTypeMessages.notFound });
      }
      const { start, end, time_zone, duration } = request.query;
      return {
        data: await app.scheduling.freeTimes(
          withChosenDuration(eventType, duration),
          { startDate: start, endDate: end, timeZone: time_zone },
          new Date(),
        ),
      };
    },
  });

  r.get('/availabilities', {
    schema: {
      ...keyed('availability'),
      summary: 'The weekly schedules: the default first, then by name',
      description: curl('/availabilities'),
      response: {
        200: withExample(dataEnvelope(z.array(availabilityResponseSchema)), { data: [availabilityExample] }),
        401: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({ data: await availability.list(requireUserId(request)) }),
  });

  r.get('/availabilities/:id', {
    schema: {
      ...keyed('availability'),
      summary: 'One schedule',
      description: curl('/availabilities/9a1b...'),
      params: idParams,
      response: {
        200: withExample(dataEnvelope(availabilityResponseSchema), { data: availabilityExample }),
        401: errorSchema,
        404: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({ data: await availability.get(requireUserId(request), request.params.id) }),
  });

  r.get('/bookings', {
    schema: {
      ...keyed('bookings'),
      summary: 'The bookings, filtered and paged (as GET /api/bookings)',
      description: curl('/bookings?when=upcoming&per_page=20'),
      querystring: bookingsQuerySchema,
      response: {
        200: withExample(bookingsPageSchema, bookingsPageExample),
        401: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => hostBookings.list(requireUserId(request), request.query),
  });

  r.get('/bookings/:id', {
    schema: {
      ...keyed('bookings'),
      summary: 'One booking',
      description: curl('/bookings/5d7e...'),
      params: idParams,
      response: {
        200: withExample(bookingResponseSchema, bookingExample),
        401: errorSchema,
        404: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => hostBookings.get(requireUserId(request), request.params.id),
  });

  r.post('/bookings/:id/cancel', {
    schema: {
      ...keyed('bookings'),
      summary: 'Cancel a pending or confirmed, future booking (the attendee is e-mailed)',
      description: curl(
        '/bookings/5d7e.../cancel',
        `-X POST -H "Content-Type: application/json" -d '{"cancellation_reason":"Travelling"}' `,
      ),
      params: idParams,
      body: withExample(cancellationSchema.nullish(), cancelBodyExample),
      response: { 200: withExample(bookingResponseSchema, cancelledBookingExample), ...refused },
    },
    handler: async (request) =>
      hostBookings.cancel(requireUserId(request), request.params.id, request.body ?? {}),
  });

  r.get('/bookings/:id/free-times', {
    schema: {
      ...keyed('bookings'),
      summary: 'Free times to move the booking to',
      description: curl('/bookings/5d7e.../free-times?start=2026-12-01&end=2026-12-07&time_zone=UTC'),
      params: idParams,
      querystring: freeTimesQuerySchema,
      response: { 200: withExample(dataEnvelope(freeTimesSchema), { data: freeTimesExample }), ...refused },
    },
    handler: async (request) => ({
      data: await hostBookings.freeTimes(requireUserId(request), request.params.id, request.query),
    }),
  });

  r.post('/bookings/:id/reschedule', {
    schema: {
      ...keyed('bookings'),
      summary: 'Move a live, future booking to another free time (same id; the attendee is e-mailed)',
      description: curl(
        '/bookings/5d7e.../reschedule',
        `-X POST -H "Content-Type: application/json" -d '{"start_time":"2026-12-02T09:00:00Z"}' `,
      ),
      params: idParams,
      body: withExample(rescheduleSchema, rescheduleBodyExample),
      response: { 200: withExample(bookingResponseSchema, rescheduledBookingExample), ...refused },
    },
    handler: async (request) =>
      hostBookings.reschedule(requireUserId(request), request.params.id, request.body.start_time),
  });
}
