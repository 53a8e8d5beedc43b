import { dataEnvelope } from '@slotwise/shared/contract/envelope.contract';
import { instanceInfoSchema } from '@slotwise/shared/contract/instance.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InstanceSettings } from './instance.service';

/** GET /api/instance: public; the register page says when sign-up is closed or by invitation. */
export default async function instanceRoutes(app: FastifyInstance) {
  const instance = new InstanceSettings(app.config);
  app.withTypeProvider<ZodTypeProvider>().get('/', {
    schema: {
      tags: ['server'],
      summary: 'How accounts are made on this server: sign-up open, by invitation only, or closed',
      response: { 200: dataEnvelope(instanceInfoSchema) },
    },
    handler: async () => ({ data: { signup_mode: await instance.signupMode(app.db) } }),
  });
}
