import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { migrationsDir } from '../config';
import { migratePostgres, openDatabase } from '../db/database';

/**
 * The API test runner (scripts/run-tests.mjs) migrates one database before the files run and
 * names it to them: on PGlite a dump of a migrated in-memory database (API_TEST_PGLITE_TEMPLATE,
 * a file), on PostgreSQL a migrated database used as CREATE DATABASE's TEMPLATE
 * (API_TEST_PG_TEMPLATE). createTestApp() starts each app's database from it, skipping initdb
 * and the migrations; the migrations still run when the app opens and find nothing to apply.
 * Without the variables (a file run by hand) each app migrates an empty database, as before.
 */
export const PGLITE_TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'API_TEST_PG_TEMPLATE';

/** Writes a dump of a fresh in-memory PGlite with every migration applied (and analysed). */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({
    databaseUrl: null,
    pgliteDir: null,
    migrationsFolder: migrationsDir,
  });
  try {
    const dump = await (database.dumpDataDir as () => Promise<Blob>)();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

let pgliteDump: Blob | null | undefined;
/** The runner's PGlite dump (read once per process), or null when there is none. */
export function pgliteTemplate(): Blob | null {
  if (pgliteDump === undefined) {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    pgliteDump = file ? new Blob([readFileSync(file)]) : null;
  }
  return pgliteDump;
}

/** The runner's migrated PostgreSQL database to clone, or undefined. */
export function postgresTemplate(): string | undefined {
  return process.env[PG_TEMPLATE_ENV] || undefined;
}

/** Creates and migrates a database on `adminUrl`'s server; prints and returns its name. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `slotwise_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migratePostgres(url.toString(), migrationsDir);
  console.log(name);
  return name;
}

export async function dropPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}"`);
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
