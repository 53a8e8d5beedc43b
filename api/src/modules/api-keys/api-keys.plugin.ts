import fp from 'fastify-plugin';
import { ApiKeysService } from './api-keys.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in host's personal API keys. */
    apiKeys: ApiKeysService;
  }
}

export default fp(
  async (app) => {
    app.decorate('apiKeys', new ApiKeysService(app.db));
  },
  { name: 'api-keys', dependencies: ['db'] },
);
