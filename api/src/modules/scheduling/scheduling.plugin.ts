import fp from 'fastify-plugin';
import { SchedulingService } from './scheduling.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Free times and the free-time check of a booking, with the hosts' Google busy times. */
    scheduling: SchedulingService;
  }
}

export default fp(
  async (app) => {
    app.decorate('scheduling', new SchedulingService(app.db, app.googleCalendar.busyTimes.busySource));
  },
  { name: 'scheduling', dependencies: ['db', 'google-calendar'] },
);
