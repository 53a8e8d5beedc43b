import { freeTimesQuerySchema, freeTimesSchema } from '@slotwise/shared/contract/bookings.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import { publicTeamEventTypeSchema, publicTeamSchema } from '@slotwise/shared/contract/public-teams.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { freeStartsJson } from '../scheduling/free-times';

const teamParams = z.object({ teamSlug: z.string().max(100) });
const typeParams = z.object({ teamSlug: z.string().max(100), slug: z.string().max(100) });

/** /api/public/teams: the team page and the booking pages of team event types (no sign-in). */
export default async function publicTeamsRoutes(app: FastifyInstance) {
  const teams = app.publicTeams;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/:teamSlug', {
    schema: {
      tags: ['public booking'],
      summary: "A team's public page: its active team event types and their hosts",
      params: teamParams,
      response: { 200: dataEnvelope(publicTeamSchema), 404: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await teams.team(request.params.teamSlug) };
    },
  });

  r.get('/:teamSlug/:slug', {
    schema: {
      tags: ['public booking'],
      summary: 'An active team event type with its questions, team and hosts (404 when inactive)',
      params: typeParams,
      response: { 200: dataEnvelope(publicTeamEventTypeSchema), 404: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await teams.eventType(request.params.teamSlug, request.params.slug) };
    },
  });

  // Not cached: a team type's free times change with every host's bookings.
  r.get('/:teamSlug/:slug/free-times', {
    schema: {
      tags: ['public booking'],
      summary:
        'Free start times of an active team event type (every host free, or any host free for round robin)',
      params: typeParams,
      querystring: freeTimesQuerySchema,
      response: { 200: dataEnvelope(freeTimesSchema), 404: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      const freeTimes = await teams.freeTimes(request.params.teamSlug, request.params.slug, request.query);
      // Sent as a JSON string, like the personal type's: Fastify neither serialises nor re-validates it.
      return (reply as unknown as FastifyReply).send(freeStartsJson(freeTimes));
    },
  });
}
