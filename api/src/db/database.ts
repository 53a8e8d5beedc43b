import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ReadStandbys } from './read-standbys';

/** The Drizzle handle repositories use: PGlite and node-postgres share this interface. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: what repository functions accept. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * The handle for reads that may come from a standby (docs/database.md#reads-and-standbys): a
   * standby within DATABASE_READ_URL's lag bound, else the primary (always, without standbys).
   */
  read: () => Db;
  /** The standbys' router, when DATABASE_READ_URL names any. */
  standbys?: ReadStandbys;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar (PGlite's dumpDataDir), for pgliteLoadDataDir. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when null PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data folder; null keeps PGlite in memory. */
  pgliteDir: string | null;
  /**
   * In-memory PGlite only: start from this dump (Database.dumpDataDir of an already migrated
   * database) instead of an empty cluster. The migrations still run and apply what is missing.
   * The tests use it so that each app skips initdb and the migrations (seconds each).
   */
  pgliteLoadDataDir?: Blob | null;
  migrationsFolder: string;
  poolMax?: number;
  /** DATABASE_READ_URL: PostgreSQL streaming standbys for public reads. */
  readUrls?: string[];
  /** READ_MAX_LAG_MS: a standby further behind is bypassed. Default 1,000. */
  readMaxLagMs?: number;
  /** Errors of idle pooled connections (e.g. the server restarted); they must not crash the process. */
  onPoolError?: (error: Error) => void;
  /**
   * Apply pending migrations while opening (default true). The server migrates PostgreSQL
   * before building the app (see migratePostgres), so waiting for another replica's lock never
   * counts against Fastify's plugin timeout. PGlite always migrates here (one process).
   */
  migrate?: boolean;
  /** Told when another process holds the migration lock and this one starts waiting for it. */
  onWaitForLock?: () => void;
}

export interface MigrationResult {
  /** Migrations this call applied. */
  applied: number;
  /** Migrations recorded in the database afterwards. */
  total: number;
}

// Any constant works: it only serialises concurrent migrators (several replicas starting).
const MIGRATION_LOCK_ID = 727_101_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options, options.databaseUrl) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  // pg_trgm: the bookings search's trigram indexes (migration 0025), as on PostgreSQL.
  const extensions = { btree_gist, pg_trgm };
  let client: PGlite;
  if (options.pgliteDir) {
    // PGlite fails with ENOENT when the parent folder is missing.
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    client = await PGlite.create(options.pgliteDir, { extensions });
  } else {
    client = await PGlite.create({ extensions, loadDataDir: options.pgliteLoadDataDir ?? undefined });
  }
  try {
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    // PGlite never runs ANALYZE by itself; without statistics list queries ignore indexes.
    await db.execute(sql`ANALYZE`);
    return {
      db: db as unknown as Db,
      read: () => db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        if (!client.closed) await client.close();
      },
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/** Rows of drizzle's bookkeeping table (0 before the first migration). */
async function countApplied(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const { rows } = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!(rows[0] as { present: boolean }).present) return 0;
  const counted = await query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
  return Number((counted.rows[0] as { n: number | string }).n);
}

/**
 * Applies pending migrations on one dedicated connection holding an advisory lock, so that
 * replicas starting together do not apply the same migration twice. Waiting for the lock has
 * no time limit: another replica may be running a long migration.
 */
export async function migratePostgres(
  connectionString: string,
  migrationsFolder: string,
  onWaitForLock?: () => void,
): Promise<MigrationResult> {
  const migrationClient = new pg.Client({ connectionString });
  await migrationClient.connect();
  try {
    const { rows } = await migrationClient.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [MIGRATION_LOCK_ID],
    );
    if (!rows[0].locked) {
      onWaitForLock?.();
      await migrationClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    }
    const before = await countApplied((text) => migrationClient.query(text));
    await migrateNodePg(drizzleNodePg({ client: migrationClient }), { migrationsFolder });
    const total = await countApplied((text) => migrationClient.query(text));
    return { applied: total - before, total };
  } finally {
    await migrationClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await migrationClient.end();
  }
}

/** Applies pending migrations to a PGlite data folder (the release step without DATABASE_URL). */
export async function migratePgliteFolder(
  pgliteDir: string,
  migrationsFolder: string,
): Promise<MigrationResult> {
  mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const client = await PGlite.create(pgliteDir, { extensions: { btree_gist, pg_trgm } });
  try {
    const before = await countApplied((text) => client.query(text));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    const total = await countApplied((text) => client.query(text));
    return { applied: total - before, total };
  } finally {
    await client.close();
  }
}

async function openPostgres(options: DatabaseOptions, connectionString: string): Promise<Database> {
  if (options.migrate !== false) {
    await migratePostgres(connectionString, options.migrationsFolder, options.onWaitForLock);
  }
  const pool = new pg.Pool({ connectionString, max: options.poolMax ?? 10 });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  const standbys = options.readUrls?.length
    ? new ReadStandbys({
        primary: pool,
        primaryDb: db,
        urls: options.readUrls,
        maxLagMs: options.readMaxLagMs ?? 1000,
        poolMax: options.poolMax,
        onError: (error) => options.onPoolError?.(error),
      })
    : undefined;
  await standbys?.start();
  let ended = false;
  return {
    db,
    read: standbys ? () => standbys.reader() : () => db,
    standbys,
    kind: 'postgres',
    close: async () => {
      if (ended) return;
      ended = true;
      await standbys?.close();
      await pool.end();
    },
  };
}

const commitHooks = new WeakMap<object, { db: Db; hooks: (() => void)[] }>();

/** Runs `work` in one transaction; repositories receive the transaction as their executor. */
export async function inTransaction<T>(db: Db, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await db.transaction((tx) => {
    commitHooks.set(tx, { db, hooks });
    return work(tx);
  });
  // Only after COMMIT: what the hooks look for (e.g. queued jobs) is now visible to everyone.
  for (const hook of hooks) hook();
  return result;
}

/**
 * Calls `hook` once what `executor` wrote is committed: after the transaction of
 * `inTransaction`, or at once for a plain handle (its statements commit by themselves). A hook
 * of a rolled-back transaction never runs.
 */
export function afterCommit(executor: DbExecutor, hook: () => void): void {
  const entry = commitHooks.get(executor);
  if (entry) entry.hooks.push(hook);
  else hook();
}

/** The database handle behind an executor of `inTransaction` (itself for a plain handle). */
export function databaseOf(executor: DbExecutor): object {
  return commitHooks.get(executor)?.db ?? executor;
}
