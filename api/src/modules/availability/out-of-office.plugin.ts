import fp from 'fastify-plugin';
import { OutOfOfficeService } from './out-of-office.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts' days away (docs/product.md#out-of-office). */
    outOfOffice: OutOfOfficeService;
  }
}

export default fp(
  async (app) => {
    app.decorate('outOfOffice', new OutOfOfficeService(app.db));
  },
  { name: 'out-of-office', dependencies: ['db'] },
);
