import { dataEnvelope, errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  teamInputSchema,
  teamInvitationResponseSchema,
  teamInvitationTokenSchema,
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
import { requireUserId } from '../../plugins/auth.plugin';

const one = dataEnvelope(teamResponseSchema);
const oneMember = dataEnvelope(teamMemberResponseSchema);
/** Path ids are plain strings: a malformed id is an unknown resource (404), not a 422. */
const memberParams = z.object({ id: z.string(), memberId: z.string() });
const secured = { tags: ['teams'], security: [{ bearerAuth: [] }] };

/** /api/teams: the teams the signed-in user belongs to (docs/product.md#teams). */
export default async function teamsRoutes(app: FastifyInstance) {
  const { teams } = app;
  const oneInvitation = dataEnvelope(teamInvitationResponseSchema);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a signed-out caller gets 401 before any body validation.
  app.addHook('onRequest', app.authenticate);

  r.get('/', {
    schema: {
      ...secured,
      summary: "The caller's teams (active memberships only; invitations are accepted explicitly)",
      response: { 200: dataEnvelope(z.array(teamResponseSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await teams.list(requireUserId(request)) }),
  });

  // Static paths: registered beside '/:id', find-my-way matches them first.
  r.get('/invitations', {
    schema: {
      ...secured,
      summary: "Pending invitations to the caller's account email",
      response: { 200: dataEnvelope(z.array(teamInvitationResponseSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await teams.invitations(requireUserId(request)) }),
  });

  // The mail's link: its secret travels in the body, never in an API URL (docs/product.md#team-invitations).
  r.post('/invitations/link', {
    schema: {
      ...secured,
      summary: "The invitation an invitation mail's link names (404 unknown or used, 410 expired)",
      body: teamInvitationTokenSchema,
      response: {
        200: oneInvitation,
        401: errorSchema,
        404: errorSchema,
        410: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => ({ data: await teams.invitationByLink(request.body.token) }),
  });

  r.post('/invitations/link/accept', {
    schema: {
      ...secured,
      summary:
        "Accept with the mail link's single-use secret: the signed-in caller (any address) joins with the invited role",
      body: teamInvitationTokenSchema,
      response: {
        200: one,
        401: errorSchema,
        404: errorSchema,
        409: errorSchema,
        410: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => ({
      data: await teams.acceptByLink(requireUserId(request), request.body.token),
    }),
  });

  r.post('/invitations/link/decline', {
    schema: {
      ...secured,
      summary: "Decline with the mail link's secret (the invitation is deleted)",
      body: teamInvitationTokenSchema,
      response: {
        200: messageSchema,
        401: errorSchema,
        404: errorSchema,
        410: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request) => {
      await teams.declineByLink(request.body.token);
      return { message: teamMessages.invitationDeclined };
    },
  });

  r.post('/invitations/:id/accept', {
    schema: {
      ...secured,
      summary:
        'Accept an invitation to the verified address of the caller: the caller joins the team with the invited role',
      params: idParams,
      response: { 200: one, 401: errorSchema, 403: errorSchema, 404: errorSchema, 410: errorSchema },
    },
    handler: async (request) => ({
      data: await teams.acceptInvitation(requireUserId(request), request.params.id),
    }),
  });

  r.post('/invitations/:id/decline', {
    schema: {
      ...secured,
      summary: 'Decline an invitation to the verified address of the caller (it is deleted)',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      await teams.declineInvitation(requireUserId(request), request.params.id);
      return { message: teamMessages.invitationDeclined };
    },
  });

  r.post('/', {
    schema: {
      ...secured,
      summary: 'Create a team; the caller becomes its owner (at most 20 owned teams)',
      body: teamInputSchema,
      response: { 201: one, 401: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await teams.create(requireUserId(request), request.body) }),
  });

  r.get('/:id', {
    schema: {
      ...secured,
      summary: 'One team',
      params: idParams,
      response: { 200: one, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => ({ data: await teams.get(requireUserId(request), request.params.id) }),
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
      data: await teams.update(requireUserId(request), request.params.id, request.body),
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
      await teams.remove(requireUserId(request), request.params.id);
      return { message: teamMessages.deleted };
    },
  });

  r.post('/:id/members', {
    schema: {
      ...secured,
      summary:
        'Invite an email: a pending member until the invitee accepts; the same answer whether or not an account has it. Re-inviting a pending address resends it (once a day)',
      params: idParams,
      body: teamInviteSchema,
      response: {
        201: oneMember,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await teams.invite(requireUserId(request), request.params.id, request.body) }),
  });

  r.post('/:id/members/:memberId/resend', {
    schema: {
      ...secured,
      summary:
        'Send a pending or expired invitation again (owner or admin): a new link, valid 7 days; at most once a day per address',
      params: memberParams,
      response: {
        200: oneMember,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({
      data: await teams.resend(requireUserId(request), request.params.id, request.params.memberId),
    }),
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
        requireUserId(request),
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
      await teams.removeMember(requireUserId(request), request.params.id, request.params.memberId);
      return { message: teamMessages.memberRemoved };
    },
  });
}
