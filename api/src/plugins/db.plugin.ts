import fp from 'fastify-plugin';
import { migrationsDir } from '../config';
import { type Db, openDatabase } from '../db/database';
import type { ReadStandbys } from '../db/read-standbys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL. Only repositories use it. */
    db: Db;
    /**
     * Reads that may come from a checked standby (docs/database.md#reads-and-standbys): public
     * free times and event type pages. The primary without DATABASE_READ_URL. Only repositories use it.
     */
    dbRead: () => Db;
    /** The standbys of DATABASE_READ_URL, or null (read-your-writes.plugin.ts picks from them). */
    dbStandbys: ReadStandbys | null;
    dbKind: 'pglite' | 'postgres';
  }
}

/** Opens the database, applies the migrations, and closes it when the app closes. */
export default fp(
  async (app) => {
    const { databaseUrl, pgliteDir } = app.config;
    const database = await openDatabase({
      databaseUrl,
      pgliteDir,
      pgliteLoadDataDir: app.config.pgliteLoadDataDir,
      migrationsFolder: migrationsDir,
      poolMax: app.config.databasePoolMax,
      readUrls: app.config.databaseUrl ? app.config.databaseReadUrls : [],
      readMaxLagMs: app.config.readMaxLagMs,
      migrate: !app.config.migrationsApplied,
      onWaitForLock: () => app.log.warn('waiting for the migration lock held by another replica'),
      onPoolError: (err) => app.log.error({ err }, 'idle database connection failed'),
    });
    app.decorate('db', database.db);
    app.decorate('dbRead', database.read);
    app.decorate('dbStandbys', database.standbys ?? null);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', async () => {
      await database.close();
    });
    app.log.debug({ kind: database.kind }, 'database ready');
  },
  { name: 'db' },
);
