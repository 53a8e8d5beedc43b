import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { answerTypes, eventTypeKinds } from '@slotwise/shared/contract/event-types.contract';
import { eventLocations } from '@slotwise/shared/contract/locations.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@slotwise/shared/contract/envelope.contract';
import { EventTypesService } from './event-types.service';

const publicEventTypeSchema: z.ZodType<PublicEventType> = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  duration: z.int(),
  location: z.enum(eventLocations),
  event_type: z.enum(eventTypeKinds),
  max_participants: z.int().nullable(),
  requires_confirmation: z.boolean(),
  questions: z.array(
    z.object({
      id: z.uuid(),
      question_text: z.string(),
      required: z.boolean(),
      answer_type: z.enum(answerTypes),
      sort_order: z.int(),
    }),
  ),
  host: z.object({
    name: z.string(),
    surname: z.string().nullable(),
    username: z.string(),
    avatar: z.string().nullable(),
  }),
});

/** /api/public/event-types: what the booking page /{username}/{slug} shows (no sign-in). */
export default async function publicEventTypesRoutes(app: FastifyInstance) {
  const eventTypes = new EventTypesService(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/:username/:slug', {
    schema: {
      tags: ['public booking'],
      summary: 'An active event type with its active questions and its host (404 when inactive)',
      params: z.object({ username: z.string(), slug: z.string() }),
      response: { 200: z.object({ data: publicEventTypeSchema }), 404: errorSchema },
    },
    handler: async (request, reply) => {
      // Deactivating must take effect at once: no cache may keep serving the page.
      reply.header('cache-control', 'no-store');
      return { data: await eventTypes.findPublic(request.params.username, request.params.slug) };
    },
  });
}
