import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { lsnValue } from '../db/read-standbys';
import { markUserWrites } from '../modules/users/user-write-marks.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The handle for a signed-in user's own lists (docs/database.md#reads-and-standbys): a
     * standby within the lag bound that has replayed the user's last write, else the primary.
     * The primary for a request whose write mark is unknown (not signed in with a session).
     */
    dbReadFor: (request: FastifyRequest) => Db;
    /**
     * Someone changed this user's data (e.g. an attendee booked them): their next lists must see
     * it. Recorded before the current write request's answer is sent. No-op without standbys.
     */
    noteUserWrite: (userId: string) => void;
  }
  interface FastifyRequest {
    /**
     * Set by app.authenticate: the WAL position of the user's last recorded write (null: none),
     * or undefined when the request did not authenticate with a session.
     */
    readAfterLsn: bigint | null | undefined;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read your own writes with standbys: a write request of a signed-in user (and a change of a
 * host's bookings by anyone) records the primary's WAL position before its answer goes out;
 * the user's lists then read only a standby that has replayed that far. Without
 * DATABASE_READ_URL nothing is recorded and every read is the primary's.
 */
export default fp(
  async (app) => {
    app.decorateRequest('readAfterLsn', undefined);
    const standbys = app.dbStandbys;
    app.decorate('dbReadFor', (request: FastifyRequest) => {
      const after = request.readAfterLsn;
      if (!standbys || after === undefined) return app.db;
      return standbys.reader(after);
    });
    const pending = new Set<Promise<void>>();
    const mark = (userIds: string[]) => {
      const done = markUserWrites(app.db, userIds)
        .catch((err) => {
          // Not fatal: without the mark the user's next lists may lag by up to READ_MAX_LAG_MS.
          app.log.error({ err }, 'recording a write mark failed');
        })
        .finally(() => pending.delete(done));
      pending.add(done);
    };
    app.decorate('noteUserWrite', (userId: string) => {
      if (standbys) mark([userId]);
    });
    if (!standbys) return;
    app.addHook('onSend', async (request) => {
      if (READS.has(request.method)) return;
      if (request.userId) mark([request.userId]);
      // This request's marks (and any other in flight, each a one-row upsert) are recorded
      // before its answer leaves: the next request of the user already sees them.
      if (pending.size > 0) await Promise.all([...pending]);
    });
  },
  { name: 'read-your-writes', dependencies: ['db'] },
);

/** The mark as read from the database ('16/B374D848' or null) as request.readAfterLsn. */
export function readAfterOf(lsn: string | null): bigint | null {
  return lsn === null ? null : lsnValue(lsn);
}
