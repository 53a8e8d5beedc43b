import { dataEnvelope, errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  teamInputSchema,
  teamInvitationResponseSchema,
  teamInviteSchema,
  teamMemberResponseSchema,
  teamMemberRoleSchema,
  teamMessages,
  teamResponseSchema,
} from '@slotwise/shared/contract/teams.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { TeamsService } from './teams.service';

const one = dataEnvelope(teamResponseSchema);
const oneMember = dataEnvelope(teamMemberResponseSchema);
/** Path ids are plain strings: a malformed id is an unknown resource (404), not a 422. */
const memberParams = z.object({ id: z.string(), memberId: z.string() });
const secured = { tags: ['teams'], security: [{ bearerAuth: [] }] };

/** /api/teams: the teams the signed-in user belongs to (docs/product.md#teams). */
export default async function teamsRoutes(app: FastifyInstance) {
  const teams = new TeamsService(app.db, app.config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a signed-out caller gets 401 before any body validation.
  app.addHook('onRequest', app.authenticate);
  const userId = (request: { userId: string | null }) => request.userId as string;

  r.get('/', {
    schema: {
      ...secured,
      summary: "The caller's teams (active memberships only; invitations are accepted explicitly)",
      response: { 200: dataEnvelope(z.array(teamResponseSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await teams.list(userId(request)) }),
  });

  // Static paths: registered beside '/:id', find-my-way matches them first.
  r.get('/invitations', {
    schema: {
      ...secured,
      summary: "Pending invitations to the caller's account email",
      response: { 200: dataEnvelope(z.array(teamInvitationResponseSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await teams.invitations(userId(request)) }),
  });

  r.post('/invitations/:id/accept', {
    schema: {
      ...secured,
      summary: 'Accept an invitation: the caller joins the team with the invited role',
      params: idParams,
      response: { 200: one, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({
      data: await teams.acceptInvitation(userId(request), request.params.id),
    }),
  });

  r.post('/invitations/:id/decline', {
    schema: {
      ...secured,
      summary: 'Decline an invitation (it is deleted)',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      await teams.declineInvitation(userId(request), request.params.id);
      return { message: teamMessages.invitationDeclined };
    },
  });

  r.post('/', {
    schema: {
      ...secured,
      summary: 'Create a team; the caller becomes its owner',
      body: teamInputSchema,
      response: { 201: one, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await teams.create(userId(request), request.body) }),
  });

  r.get('/:id', {
    schema: {
      ...secured,
      summary: 'One team',
      params: idParams,
      response: { 200: one, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({ data: await teams.get(userId(request), request.params.id) }),
  });

  r.put('/:id', {
    schema: {
      ...secured,
      summary: 'Rename a team (owner or admin)',
      params: idParams,
      body: teamInputSchema,
      response: { 200: one, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => ({
      data: await teams.update(userId(request), request.params.id, request.body),
    }),
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Delete a team (owner only)',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      await teams.remove(userId(request), request.params.id);
      return { message: teamMessages.deleted };
    },
  });

  r.post('/:id/members', {
    schema: {
      ...secured,
      summary:
        'Invite an email: a pending member until the invitee accepts; the same answer whether or not an account has it',
      params: idParams,
      body: teamInviteSchema,
      response: {
        201: oneMember,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await teams.invite(userId(request), request.params.id, request.body) }),
  });

  r.patch('/:id/members/:memberId', {
    schema: {
      ...secured,
      summary: "Change a member's role (owner or admin; the owner's role is fixed)",
      params: memberParams,
      body: teamMemberRoleSchema,
      response: { 200: oneMember, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => ({
      data: await teams.changeRole(
        userId(request),
        request.params.id,
        request.params.memberId,
        request.body.role,
      ),
    }),
  });

  r.delete('/:id/members/:memberId', {
    schema: {
      ...secured,
      summary:
        'Remove a member or revoke a pending invitation (owner or admin), or leave the team (the member themself)',
      params: memberParams,
      response: {
        200: messageSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => {
      await teams.removeMember(userId(request), request.params.id, request.params.memberId);
      return { message: teamMessages.memberRemoved };
    },
  });
}
