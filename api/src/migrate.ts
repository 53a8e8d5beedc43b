// The release step: applies pending migrations and exits (0 when done, 1 on failure).
//   node --import tsx api/src/migrate.ts     or     npm run migrate -w api
// Reads only DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite): no secrets needed. With several
// replicas, run it once before starting them; they find nothing left to apply.
import path from 'node:path';
import { migrationsDir, repoRoot } from './config';
import { migratePgliteFolder, migratePostgres } from './db/database';

const databaseUrl = process.env.DATABASE_URL?.trim() || null;
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || path.join(repoRoot, '.data'));
const line = (msg: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: Date.now(), msg, ...extra }));

try {
  const result = databaseUrl
    ? await migratePostgres(databaseUrl, migrationsDir, () =>
        line('waiting for the migration lock held by another replica'),
      )
    : await migratePgliteFolder(path.join(dataDir, 'pglite'), migrationsDir);
  line('migrations applied', { database: databaseUrl ? 'postgres' : 'pglite', ...result });
  process.exit(0);
} catch (error) {
  console.error(`Slotwise migrate: ${(error as Error).message}`);
  process.exit(1);
}
