import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import { publicProfileSchema } from '@slotwise/shared/contract/public-profile.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** /api/public/users: the host's public page /{username} (no sign-in). */
export default async function publicProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/:username', {
    schema: {
      tags: ['public booking'],
      summary: "A host's name, avatar and active event types (404 for an unknown username)",
      params: z.object({ username: z.string().max(100) }),
      response: { 200: dataEnvelope(publicProfileSchema), 404: errorSchema },
    },
    handler: async (request, reply) => {
      // Deactivating an event type must take it off the page at once.
      reply.header('cache-control', 'no-store');
      // A public read: a standby within the lag bound, else the primary.
      return { data: await app.publicProfilesReading(app.dbRead()).profile(request.params.username) };
    },
  });
}
