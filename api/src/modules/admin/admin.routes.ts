import { errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import {
  adminAccountSchema,
  adminAccountsQuerySchema,
  adminInvitationSchema,
  adminMessages,
  adminSettingsSchema,
  adminSettingsUpdateSchema,
  auditEntrySchema,
} from '@slotwise/shared/contract/instance.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** /api/admin: the Admin tab (docs/product.md#instance-administration). Administrators only (403). */
export default async function adminRoutes(app: FastifyInstance) {
  const { admins } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const refusals = { 401: errorSchema, 403: errorSchema };
  const actor = (request: FastifyRequest) => admins.requireAdmin(request);

  r.get('/accounts', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'The accounts of the instance, newest first (search by name, username or address)',
      querystring: adminAccountsQuerySchema,
      response: { 200: z.object({ data: z.array(adminAccountSchema) }), ...refusals, 422: errorSchema },
    },
    handler: async (request) => {
      await actor(request);
      return { data: await admins.accounts(request.query.search) };
    },
  });

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    r.post(`/accounts/:id/${path}`, {
      preHandler: app.authenticate,
      schema: {
        ...secured,
        summary: disabled
          ? 'Disable an account: its sessions end and its API keys answer 401 at once; it cannot sign in'
          : 'Enable a disabled account again',
        params: z.object({ id: z.uuid() }),
        response: { 200: messageSchema, ...refusals, 404: errorSchema, 422: errorSchema },
      },
      handler: async (request) => {
        await admins.setDisabled(await actor(request), request.params.id, disabled);
        return { message: disabled ? adminMessages.accountDisabled : adminMessages.accountEnabled };
      },
    });
  }

  r.get('/settings', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'The sign-up mode (and SIGNUP_MODE, its default) and the mail transport in use',
      response: { 200: adminSettingsSchema, ...refusals },
    },
    handler: async (request) => {
      await actor(request);
      return admins.settings();
    },
  });

  r.put('/settings', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'Choose the sign-up mode: open, invitation (team and administrator invitations) or closed',
      body: adminSettingsUpdateSchema,
      response: { 200: adminSettingsSchema, ...refusals, 422: errorSchema },
    },
    handler: async (request) => {
      await admins.setSignupMode(await actor(request), request.body.signup_mode);
      return admins.settings();
    },
  });

  r.post('/test-mail', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: "Send a test mail to the administrator's own address through the mail queue",
      response: { 200: messageSchema, ...refusals, 429: errorSchema },
    },
    handler: async (request) => {
      await admins.sendTestMail(await actor(request));
      return { message: adminMessages.testMailQueued };
    },
  });

  r.post('/invitations', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'Mail an invitation link (single use, 7 days) that lets this address sign up',
      body: adminInvitationSchema,
      response: { 200: messageSchema, ...refusals, 422: errorSchema },
    },
    handler: async (request) => {
      await admins.invite(await actor(request), request.body.email);
      return { message: adminMessages.invitationSent };
    },
  });

  r.get('/audit-log', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'The last 100 administrator actions, newest first',
      response: { 200: z.object({ data: z.array(auditEntrySchema) }), ...refusals },
    },
    handler: async (request) => {
      await actor(request);
      return { data: await admins.auditLog() };
    },
  });
}
