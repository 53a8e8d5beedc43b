import {
  confirmAttendeeEmailSchema,
  emailConfirmationHoldSchema,
  resendAttendeeEmailSchema,
} from '@slotwise/shared/contract/booking-email-confirmation.contract';
import { publicBookingSchema } from '@slotwise/shared/contract/bookings.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPublicBooking } from '../bookings/attendee-bookings.service';
import { rateLimitHook } from '../rate-limits/rate-limiter.service';

/**
 * /api/public/booking-confirmations: the attendee proves their address
 * (docs/product.md#attendee-e-mail-confirmation). The token comes in the body, never in a URL.
 */
export default async function publicBookingConfirmationsRoutes(app: FastifyInstance) {
  const { bookings, attendeeEmailHolds } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Tokens carry 256 random bits; the limit only keeps a script from hammering the table.
  const limitConfirmations = rateLimitHook(
    app.rateLimiter,
    (request) => [{ key: `booking-confirm:ip:${request.ip}`, max: 30, windowSeconds: 900 }],
    (wait) => `Too many attempts. Please try again in ${wait}.`,
  );
  const limitResends = rateLimitHook(
    app.rateLimiter,
    (request) => [{ key: `booking-hold-mail:ip:${request.ip}`, max: 10, windowSeconds: 3600 }],
    (wait) => `Too many confirmation e-mails. Please try again in ${wait}.`,
  );

  r.post('/', {
    preHandler: limitConfirmations,
    schema: {
      tags: ['public booking'],
      summary:
        "Confirm a held booking with the token of the attendee's mail (404 unknown, 409 used, 410 expired)",
      body: confirmAttendeeEmailSchema,
      response: {
        200: dataEnvelope(publicBookingSchema),
        404: errorSchema,
        409: errorSchema,
        410: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const details = await bookings.confirmAttendeeEmail(request.body.token);
      // The attendee proved the address: the confirmation shows their cancel and reschedule links.
      return { data: { ...toPublicBooking(details), link_secret: details.booking.linkSecret } };
    },
  });

  r.post('/resend', {
    preHandler: limitResends,
    schema: {
      tags: ['public booking'],
      summary: 'Mail a new confirmation link for a hold still open (the hold keeps its expiry)',
      body: resendAttendeeEmailSchema,
      response: {
        200: dataEnvelope(emailConfirmationHoldSchema),
        404: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await attendeeEmailHolds.resend(request.body.hold_id) };
    },
  });
}
