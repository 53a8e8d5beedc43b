import fp from 'fastify-plugin';
import { IdempotencyService } from './idempotency.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored answers of requests sent with an Idempotency-Key (docs/product.md#idempotent-bookings). */
    idempotency: IdempotencyService;
  }
}

export default fp(
  async (app) => {
    app.decorate('idempotency', new IdempotencyService(app.db));
  },
  { name: 'idempotency', dependencies: ['db'] },
);
