import fp from 'fastify-plugin';
import { AvailabilityService } from './availability.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts' weekly availabilities and date overrides (the app's routes and /api/v1). */
    availability: AvailabilityService;
  }
}

export default fp(
  async (app) => {
    app.decorate('availability', new AvailabilityService(app.db));
  },
  { name: 'availability', dependencies: ['db'] },
);
