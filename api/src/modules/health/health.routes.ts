import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsDir } from '../../config';

/** The `when` of the newest migration this code ships (drizzle records it as created_at). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * /api/health: liveness, a bare route (no database, no schema); load tests compare other routes
 * against it. /api/ready: readiness for a load balancer: 503 once the server is shutting down,
 * when the database does not answer, or when this code's migrations are not applied yet.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));

  const expected = newestMigration();
  let migrated = false;
  app.get('/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'shutting down' });
    try {
      const result = (await app.db.execute(
        sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { newest: string | number | null }[] };
      // Once applied, migrations stay applied: later checks only need the database to answer.
      migrated ||= Number(result.rows[0]?.newest ?? 0) >= expected;
    } catch (err) {
      app.log.warn({ err }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
    if (!migrated) return reply.code(503).send({ status: 'migrations pending' });
    return { status: 'ready' };
  });
}
