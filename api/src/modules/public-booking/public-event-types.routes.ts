import { publicEventTypeSchema } from '@slotwise/shared/contract/bookings.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.util';

/** /api/public/event-types: what the booking page /{username}/{slug} shows (no sign-in). */
export default async function publicEventTypesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/:username/:slug', {
    schema: {
      tags: ['public booking'],
      summary:
        "An active event type with its active questions and its host (404; error 'event_type_inactive' when inactive)",
      params: z.object({ username: z.string(), slug: z.string() }),
      response: { 200: dataEnvelope(publicEventTypeSchema), 404: errorSchema },
    },
    handler: async (request, reply) => {
      // Deactivating must take effect at once: no cache may keep serving the page.
      reply.header('cache-control', 'no-store');
      const { username, slug } = request.params;
      // A public read: a standby within the lag bound, else the primary.
      const reads = app.dbRead();
      try {
        return { data: await app.eventTypesReading(reads).findPublic(username, slug) };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw await app.publicProfilesReading(reads).notFoundError(username, slug, error);
        }
        throw error;
      }
    },
  });
}
