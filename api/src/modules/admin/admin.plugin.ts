import fp from 'fastify-plugin';
import { Admins } from './admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who administers the instance, and what they can do (docs/product.md#instance-administration). */
    admins: Admins;
  }
}

export default fp(
  async (app) => {
    app.decorate('admins', new Admins(app.db, app.config));
  },
  { name: 'admins', dependencies: ['db'] },
);
