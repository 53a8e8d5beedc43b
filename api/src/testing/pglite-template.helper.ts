import { readFileSync, writeFileSync } from 'node:fs';
import { migrationsDir } from '../config';
import { openDatabase } from '../db/database';

/**
 * The API test runner (scripts/run-tests.mjs) migrates one in-memory PGlite before the files
 * run and names its dump in API_TEST_PGLITE_TEMPLATE; createTestApp() starts each PGlite app from
 * it, skipping initdb and the migrations (about 3 s of CPU per app). The migrations still run on
 * open and find nothing to apply. Without the variable (a file run by hand) each app starts empty.
 */
export const PGLITE_TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';

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

let template: Blob | null | undefined;
/** The runner's dump (read once per process), or null when there is none. */
export function pgliteTemplate(): Blob | null {
  if (template === undefined) {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    template = file ? new Blob([readFileSync(file)]) : null;
  }
  return template;
}
