import {
  cancellationSchema,
  createPublicBookingSchema,
  freeTimesQuerySchema,
  freeTimesSchema,
  idempotencyHeadersSchema,
  publicBookingSchema,
  rescheduleSchema,
} from '@slotwise/shared/contract/bookings.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPublicBooking } from '../bookings/attendee-bookings.service';
import { buildBookingInvite } from '../notifications/booking-invite.ics';
import { rateLimitHook } from '../rate-limits/rate-limiter.service';
import { freeStartsJson, freeTimesJson } from '../scheduling/free-times';

/**
 * The attendee's link: its secret, or the booking's id for links mailed before the secrets, until
 * the booking ends (docs/product.md#attendee-link-secrets).
 */
const bookingParams = z.object({
  id: z.string().max(64).describe("The attendee link's secret (or, until it ends, an older booking's id)"),
});
const createdBookingSchema = dataEnvelope(publicBookingSchema);
const rescheduledSchema = dataEnvelope(publicBookingSchema);

/** /api/public: the booking page and the cancel page; no sign-in (the link's secret is the capability). */
export default async function publicBookingRoutes(app: FastifyInstance) {
  const { bookings, idempotency } = app;
  const cache = app.freeTimesCache;
  const freeTimes = app.publicFreeTimes;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each address, and all addresses together per event type, may only book so often: a script
  // cannot fill a host's calendar or send mail in their name (counted in the database).
  const bookingLimits = app.config.publicBookingRateLimit ?? {
    maxPerIp: 20,
    maxPerEventType: 200,
    windowSeconds: 3600,
  };
  const limitBookings = rateLimitHook(
    app.rateLimiter,
    (request) => {
      const { windowSeconds } = bookingLimits;
      const eventTypeId = (request.body as { event_type_id: string }).event_type_id;
      return [
        { key: `booking:ip:${request.ip}`, max: bookingLimits.maxPerIp, windowSeconds },
        { key: `booking:event-type:${eventTypeId}`, max: bookingLimits.maxPerEventType, windowSeconds },
      ];
    },
    (wait) => `Too many booking attempts. Please try again in ${wait}.`,
  );

  // A reschedule mails both sides: per address and per booking, in the booking window's terms.
  const limitReschedules = rateLimitHook(
    app.rateLimiter,
    (request) => {
      const { windowSeconds } = bookingLimits;
      const bookingId = (request.params as { id: string }).id;
      return [
        { key: `reschedule:ip:${request.ip}`, max: bookingLimits.maxPerIp, windowSeconds },
        { key: `reschedule:booking:${bookingId}`, max: 10, windowSeconds },
      ];
    },
    (wait) => `Too many reschedule attempts. Please try again in ${wait}.`,
  );

  r.get('/event-types/:username/:slug/free-times', {
    schema: {
      tags: ['public booking'],
      summary: 'Free start times of an active event type, by day of the attendee zone (at most 42 days)',
      params: z.object({ username: z.string().max(100), slug: z.string().max(100) }),
      querystring: freeTimesQuerySchema,
      response: { 200: dataEnvelope(freeTimesSchema), 404: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      const { username, slug } = request.params;
      const { start, end, time_zone, duration } = request.query;
      // The chosen duration changes the answer (docs/product.md#several-durations).
      const key = [username.toLowerCase(), slug, start, end, time_zone, duration ?? ''].join('\n');
      const body = await cache.fetch(key, async () => {
        const answer = await freeTimes.freeTimes(username, slug, request.query);
        return { hostId: answer.hostId, body: freeStartsJson(answer.freeTimes) };
      });
      // Sent as a JSON string: Fastify neither serialises nor re-validates it (the schema documents it).
      return (reply as unknown as FastifyReply).send(body);
    },
  });

  r.post('/bookings', {
    // After validation: the event type of the body is one of the keys.
    preHandler: limitBookings,
    schema: {
      tags: ['public booking'],
      summary: 'Book a free time (409 when it was just taken)',
      description:
        'With an `Idempotency-Key` header, a retry with the same key and body answers the first answer ' +
        '(same status and body, header `Idempotent-Replayed: true`) and never books twice, for 24 hours; ' +
        'the same key with another body answers 422, and while the first request still runs 409.',
      headers: idempotencyHeadersSchema,
      body: createPublicBookingSchema,
      response: {
        201: createdBookingSchema,
        404: errorSchema,
        409: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      // The attendee's links, shown on the confirmation (and never in any other answer). A hold
      // awaiting the attendee's e-mail gets them only once confirmed (docs/product.md#attendee-e-mail-confirmation).
      const created = (details: Awaited<ReturnType<typeof bookings.create>>) => ({
        data: details.emailConfirmation
          ? toPublicBooking(details)
          : { ...toPublicBooking(details), link_secret: details.booking.linkSecret },
      });
      reply.header('cache-control', 'no-store');
      const key = request.headers['idempotency-key'];
      if (!key) {
        const details = await bookings.create(request.body);
        return reply.code(201).send(created(details));
      }
      // docs/product.md#idempotent-bookings: the answer commits with the booking.
      const answer = await idempotency.run(
        { scope: `public-booking:${request.body.event_type_id}`, key },
        request.body,
        async (complete) => {
          let body = '';
          await bookings.create(request.body, new Date(), {
            beforeCommit: async (tx, details) => {
              // As the route's serializer would write it (the schema's keys, in its order).
              body = await complete(tx, 201, createdBookingSchema.parse(created(details)));
            },
          });
          return { status: 201, body, replayed: false };
        },
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // The stored JSON text as it is: a replay is byte for byte the first answer.
      return (reply as unknown as FastifyReply)
        .code(answer.status)
        .type('application/json; charset=utf-8')
        .send(answer.body);
    },
  });

  r.get('/bookings/:id', {
    schema: {
      tags: ['public booking'],
      summary: 'A booking as its cancel page shows it',
      params: bookingParams,
      response: { 200: dataEnvelope(publicBookingSchema), 404: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = await bookings.idOfAttendeeLink(request.params.id);
      return { data: toPublicBooking(await bookings.findDetails(id)) };
    },
  });

  r.post('/bookings/:id/cancel', {
    schema: {
      tags: ['public booking'],
      summary: 'Cancel a booking (409 when already cancelled or past)',
      params: bookingParams,
      body: cancellationSchema.optional(),
      response: {
        200: dataEnvelope(publicBookingSchema),
        404: errorSchema,
        409: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = await bookings.idOfAttendeeLink(request.params.id);
      const details = await bookings.cancel(id, request.body ?? {}, 'attendee');
      return { data: toPublicBooking(details) };
    },
  });

  r.get('/bookings/:id/free-times', {
    schema: {
      tags: ['public booking'],
      summary: "Free start times to move a booking to: its event type's, the booking itself not busy",
      params: bookingParams,
      querystring: freeTimesQuerySchema,
      response: { 200: dataEnvelope(freeTimesSchema), 404: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      const id = await bookings.idOfAttendeeLink(request.params.id);
      // Sent as a JSON string, like the booking page's free times.
      return (reply as unknown as FastifyReply).send(
        freeTimesJson(await bookings.freeTimes(id, request.query)),
      );
    },
  });

  r.post('/bookings/:id/reschedule', {
    preHandler: limitReschedules,
    schema: {
      tags: ['public booking'],
      summary:
        'Move a booking to another free time (same id; 409 when cancelled, past, inside the minimum notice or taken)',
      description:
        'With an `Idempotency-Key` header, a retry with the same key and body answers the first answer ' +
        '(same status and body, header `Idempotent-Replayed: true`) and never moves or mails twice, for 24 ' +
        'hours; the same key with another body answers 422, and while the first request still runs 409. ' +
        'Keys are per booking.',
      headers: idempotencyHeadersSchema,
      params: bookingParams,
      body: rescheduleSchema,
      response: {
        200: rescheduledSchema,
        404: errorSchema,
        409: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = await bookings.idOfAttendeeLink(request.params.id);
      const key = request.headers['idempotency-key'];
      if (!key) {
        const details = await bookings.reschedule(id, request.body.start_time, 'attendee');
        return { data: toPublicBooking(details) };
      }
      // docs/product.md#idempotent-bookings: the answer commits with the move; keys are the
      // booking's own (its id, whichever link named it).
      const answer = await idempotency.run(
        { scope: `public-reschedule:${id}`, key },
        request.body,
        async (complete) => {
          let body = '';
          await bookings.reschedule(id, request.body.start_time, 'attendee', new Date(), undefined, {
            beforeCommit: async (tx, details) => {
              body = await complete(tx, 200, rescheduledSchema.parse({ data: toPublicBooking(details) }));
            },
          });
          return { status: 200, body, replayed: false };
        },
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return (reply as unknown as FastifyReply)
        .code(answer.status)
        .type('application/json; charset=utf-8')
        .send(answer.body);
    },
  });

  r.get('/bookings/:id/invite.ics', {
    schema: {
      tags: ['public booking'],
      summary: 'The booking as an iCalendar file (METHOD:REQUEST, or CANCEL once cancelled)',
      params: bookingParams,
    },
    handler: async (request, reply) => {
      const details = await bookings.findDetails(await bookings.idOfAttendeeLink(request.params.id));
      const cancelled = details.booking.status === 'cancelled';
      // The attendee's copy, in the language of the page they booked on.
      const ics = buildBookingInvite(
        details,
        app.config.publicUrl,
        cancelled ? 'cancelled' : 'created',
        'attendee',
        details.booking.language,
      );
      return reply
        .header('content-type', `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`)
        .header('content-disposition', 'attachment; filename="invite.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  });
}
