import fp from 'fastify-plugin';
import { RateLimiter } from './rate-limiter.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database rate limiter every limited route and service counts through. */
    rateLimiter: RateLimiter;
  }
}

export default fp(
  async (app) => {
    app.decorate('rateLimiter', new RateLimiter(app.db));
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
