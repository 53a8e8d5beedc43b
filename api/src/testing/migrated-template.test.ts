import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../config';
import { type Db, migratePostgres, openDatabase } from '../db/database';
import { postgresTemplate } from './migrated-template.helper';
import { createTestDatabase } from './test-app.helper';

// The test apps start from one migrated database (scripts/run-tests.mjs); this checks that such a
// start is the same database as migrating an empty one, so no test proves less for it.

/** Tables, columns, indexes, constraints and applied migrations of the public and drizzle schemas. */
async function shapeOf(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows.map((row) => JSON.stringify(row));
  return {
    columns:
      await rows(sql`SELECT table_schema, table_name, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle') ORDER BY 1, 2, 3`),
    indexes: await rows(sql`SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes
      WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2, 3`),
    constraints:
      await rows(sql`SELECT conrelid::regclass::text AS on_table, conname, pg_get_constraintdef(oid) AS def
      FROM pg_constraint WHERE connamespace IN ('public'::regnamespace, 'drizzle'::regnamespace) ORDER BY 1, 2`),
    triggers: await rows(sql`SELECT tgrelid::regclass::text AS on_table, tgname FROM pg_trigger
      WHERE NOT tgisinternal ORDER BY 1, 2`),
    migrations: await rows(sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`),
  };
}

describe('test databases start from one migrated template', () => {
  test('PGlite: a database loaded from the dump is the migrated one, and opening it applies nothing', async () => {
    const fresh = await openDatabase({ databaseUrl: null, pgliteDir: null, migrationsFolder: migrationsDir });
    try {
      // Outside the compared schemas: only a start from the dump has it.
      await fresh.db.execute(sql`CREATE SCHEMA dumped_marker`);
      const dump = await (fresh.dumpDataDir as () => Promise<Blob>)();
      const loaded = await openDatabase({
        databaseUrl: null,
        pgliteDir: null,
        pgliteLoadDataDir: dump,
        migrationsFolder: migrationsDir,
      });
      try {
        const expected = await shapeOf(fresh.db);
        assert.ok(expected.columns.length > 100 && expected.migrations.length > 30, 'a migrated database');
        assert.deepEqual(await shapeOf(loaded.db), expected);
        const marker = await loaded.db.execute(
          sql`SELECT to_regnamespace('dumped_marker') IS NOT NULL AS present`,
        );
        assert.deepEqual(
          (marker as unknown as { rows: unknown[] }).rows,
          [{ present: true }],
          'started from the dump',
        );
      } finally {
        await loaded.close();
      }
    } finally {
      await fresh.close();
    }
  });

  test('PostgreSQL: a copy of the runner template equals a database migrated from empty', {
    skip:
      !postgresTemplate() &&
      'needs PostgreSQL and the runner template (scripts/run-tests.mjs sets API_TEST_PG_TEMPLATE)',
  }, async () => {
    const empty = await createTestDatabase();
    const copy = await createTestDatabase({ migrated: true });
    assert.ok(empty && copy);
    try {
      assert.equal((await migratePostgres(empty.url, migrationsDir)).applied > 30, true);
      assert.equal((await migratePostgres(copy.url, migrationsDir)).applied, 0, 'the copy was migrated');
      const [a, b] = await Promise.all(
        [empty, copy].map(async (database) => {
          const opened = await openDatabase({
            databaseUrl: database.url,
            pgliteDir: null,
            migrationsFolder: migrationsDir,
            migrate: false,
          });
          try {
            return await shapeOf(opened.db);
          } finally {
            await opened.close();
          }
        }),
      );
      assert.deepEqual(b, a);
    } finally {
      await empty.drop();
      await copy.drop();
    }
  });
});
