import fp from 'fastify-plugin';
import { EventTypesService } from './event-types.service';
import { PublicProfileService } from './public-profile.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts' event types (the app, /api/v1 and the booking page's event type). */
    eventTypes: EventTypesService;
    /** The host's public page /{username}. */
    publicProfiles: PublicProfileService;
  }
}

export default fp(
  async (app) => {
    app.decorate('eventTypes', new EventTypesService(app.db));
    app.decorate('publicProfiles', new PublicProfileService(app.db));
  },
  { name: 'event-types', dependencies: ['db'] },
);
