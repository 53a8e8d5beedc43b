import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { EventTypesService } from './event-types.service';
import { PublicProfileService } from './public-profile.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts' event types (the app, /api/v1 and the booking page's event type). */
    eventTypes: EventTypesService;
    /** The host's public page /{username}. */
    publicProfiles: PublicProfileService;
    /** The same services over one read handle: a checked standby or the primary (docs/database.md#reads-and-standbys). */
    eventTypesReading: (db: Db) => EventTypesService;
    publicProfilesReading: (db: Db) => PublicProfileService;
  }
}

export default fp(
  async (app) => {
    const { clientId, clientSecret } = app.config.google;
    const googleConfigured = Boolean(clientId && clientSecret);
    app.decorate('eventTypes', new EventTypesService(app.db, { googleConfigured }));
    app.decorate('publicProfiles', new PublicProfileService(app.db));
    // Per request: the services only hold their handle, and the handle is picked per request.
    app.decorate('eventTypesReading', (db: Db) =>
      db === app.db ? app.eventTypes : new EventTypesService(db, { googleConfigured }),
    );
    app.decorate('publicProfilesReading', (db: Db) =>
      db === app.db ? app.publicProfiles : new PublicProfileService(db),
    );
  },
  { name: 'event-types', dependencies: ['db'] },
);
