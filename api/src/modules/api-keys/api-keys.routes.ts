import {
  apiKeyInputSchema,
  apiKeySchema,
  createdApiKeySchema,
} from '@slotwise/shared/contract/developers.contract';
import { dataEnvelope, errorSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../http/route-schemas';
import { requireUserId } from '../../plugins/auth.plugin';

const secured = { tags: ['api keys'], security: [{ bearerAuth: [] }] };

/**
 * /api/developers/api-keys: the signed-in host's personal API keys. Signed-in users only: a key
 * cannot manage keys (it is not a session token, so app.authenticate refuses it with 401).
 */
export default async function apiKeysRoutes(app: FastifyInstance) {
  const keys = app.apiKeys;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get('/', {
    schema: {
      ...secured,
      summary: 'The API keys not revoked, newest first (prefix, last use, expiry; never the key)',
      response: { 200: dataEnvelope(z.array(apiKeySchema)), 401: errorSchema },
    },
    handler: async (request) => ({ data: await keys.list(requireUserId(request)) }),
  });

  r.post('/', {
    schema: {
      ...secured,
      summary: 'Create a key; the answer holds the key itself, shown this once',
      body: apiKeyInputSchema,
      response: {
        201: dataEnvelope(createdApiKeySchema),
        401: errorSchema,
        403: errorSchema,
        409: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await keys.create(requireUserId(request), request.body) }),
  });

  r.delete('/:id', {
    schema: {
      ...secured,
      summary: 'Revoke a key (refused with 401 from then on)',
      params: idParams,
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await keys.revoke(requireUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
