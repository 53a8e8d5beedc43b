import {
  accountDataMessages,
  accountExportSchema,
  deleteAccountSchema,
  deletionRequirementsSchema,
} from '@slotwise/shared/contract/account.contract';
import { dataEnvelope, errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';
import { clearSessionCookies } from '../auth/auth.cookies';

const secured = { tags: ['account'], security: [{ bearerAuth: [] }] };

/**
 * /api/account: the signed-in user's own data (docs/product.md#your-data). Everything is scoped
 * to the session's account; the download needs the session too (no credential in a URL).
 */
export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get('/exports', {
    schema: {
      ...secured,
      summary: 'The exports still offered (24 hours), newest first',
      response: { 200: dataEnvelope(z.array(accountExportSchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await app.accountData.exports.list(requireUserId(request)) }),
  });

  r.post('/exports', {
    schema: {
      ...secured,
      summary: 'Ask for an export; a job prepares it (an export being prepared is answered instead)',
      response: { 202: dataEnvelope(accountExportSchema), 401: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(202).send({ data: await app.accountData.exports.request(requireUserId(request)) }),
  });

  r.get('/exports/:id/download', {
    schema: {
      ...secured,
      summary: 'The export archive (a zip of account.json and bookings.ics)',
      params: idParams,
      produces: ['application/zip'],
    },
    handler: async (request, reply) => {
      const { fileName, bytes } = await app.accountData.exports.download(
        requireUserId(request),
        request.params.id,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });

  r.get('/deletion', {
    schema: {
      ...secured,
      summary: 'What deleting the account asks for (password or e-mail address; a second factor)',
      response: { 200: dataEnvelope(deletionRequirementsSchema), 401: errorSchema },
    },
    handler: async (request) => ({
      data: await app.accountData.deletion.requirements(requireUserId(request)),
    }),
  });

  r.post('/delete', {
    schema: {
      ...secured,
      summary:
        'Delete the account: password (or, without one, the e-mail address) and the second factor when set',
      body: deleteAccountSchema,
      response: {
        200: messageSchema,
        401: errorSchema,
        409: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      await app.accountData.deletion.request(requireUserId(request), request.body, request.ip);
      clearSessionCookies(reply, app.config);
      return { message: accountDataMessages.deleted };
    },
  });
}
