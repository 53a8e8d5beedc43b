import {
  freeTimesQuerySchema,
  freeTimesSchema,
  publicEventTypeSchema,
} from '@slotwise/shared/contract/bookings.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The secret is a path segment, as in a shareable link (docs/security.md#single-use-links); the
// booking itself carries it in its body.
const linkParams = z.object({ secret: z.string().max(64).describe("The single-use link's secret") });

/** /api/public/links: the booking page of a single-use link /booking/{secret} (no sign-in; the secret is the capability). */
export default async function publicSingleUseLinksRoutes(app: FastifyInstance) {
  const { singleUseLinks, eventTypes } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/:secret', {
    schema: {
      tags: ['public booking'],
      summary: 'The event type a single-use link books (404 unknown; 410 used, expired or revoked)',
      params: linkParams,
      response: { 200: dataEnvelope(publicEventTypeSchema), 404: errorSchema, 410: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const { username, slug } = await singleUseLinks.open(request.params.secret);
      return { data: await eventTypes.findPublic(username, slug, { viaSingleUseLink: true }) };
    },
  });

  r.get('/:secret/free-times', {
    schema: {
      tags: ['public booking'],
      summary: 'Free start times of the event type a usable single-use link books',
      params: linkParams,
      querystring: freeTimesQuerySchema,
      response: { 200: dataEnvelope(freeTimesSchema), 404: errorSchema, 410: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await singleUseLinks.freeTimes(request.params.secret, request.query) };
    },
  });
}
