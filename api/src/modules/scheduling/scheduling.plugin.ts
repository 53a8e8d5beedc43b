import fp from 'fastify-plugin';
import { PublicFreeTimesService } from './public-free-times.service';
import { SchedulingService } from './scheduling.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Free times and the free-time check of a booking, with the hosts' calendar busy times (every provider). */
    scheduling: SchedulingService;
    /** The booking page's free times of an active event type, found by its link. */
    publicFreeTimes: PublicFreeTimesService;
  }
}

export default fp(
  async (app) => {
    // A provider without connections of its own (busyConnections) is asked for every host.
    const scheduling = new SchedulingService(
      app.db,
      app.calendars.busySource,
      app.calendars.providers.every((provider) => provider.busyConnections !== undefined),
      app.calendars.busyOfHosts,
    );
    app.decorate('scheduling', scheduling);
    app.decorate('publicFreeTimes', new PublicFreeTimesService(app.dbRead, scheduling));
  },
  { name: 'scheduling', dependencies: ['db', 'calendars'] },
);
