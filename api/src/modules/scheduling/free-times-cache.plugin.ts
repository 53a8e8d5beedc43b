import fp from 'fastify-plugin';
import { FreeTimesCache } from './free-times.cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public free-times answers; every route that changes a host's bookings drops theirs. */
    freeTimesCache: FreeTimesCache;
  }
}

const DEFAULT_CACHE_SECONDS = 2;

/** One cache per process, shared by the public booking routes and the host's bookings routes. */
export default fp(
  async (app) => {
    const seconds = app.config.freeTimesCacheSeconds ?? DEFAULT_CACHE_SECONDS;
    app.decorate('freeTimesCache', new FreeTimesCache(seconds * 1000));
  },
  { name: 'free-times-cache' },
);
