// The "URL → code" table of docs/architecture.md, its API half (rows under /api/; the pages'
// rows: shell/server/url-table.test.ts): every file it names exists, every prefix is served by
// the app `buildApp()` builds, and every route of that app has a row naming API code.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from './testing/test-app.helper';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface UrlTableRow {
  prefixes: string[];
  files: string[];
}

/** The table's rows: every `code` span of the first cell is a prefix, of the second a file. */
function urlTableRows(markdown: string): UrlTableRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('URL → code'));
  if (!section) throw new Error('docs/architecture.md has no "## URL → code" section');
  const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(-|path prefix)/.test(line))
    .map((line) => line.split('|').slice(1, -1))
    .map(([prefixes, files]) => ({ prefixes: spans(prefixes ?? ''), files: spans(files ?? '') }));
}

const segments = (route: string) => route.split('/').filter(Boolean);
/** Whether `prefix` is `route` or a whole-segment start of it (`/api/teams` of `/api/teams/:id`). */
const isPrefixOf = (prefix: string, route: string) =>
  segments(prefix).every((segment, i) => segments(route)[i] === segment);

const rows = urlTableRows(readFileSync(path.join(repoRoot, 'docs', 'architecture.md'), 'utf8')).filter(
  (row) => row.prefixes.some((prefix) => prefix.startsWith('/api/')),
);

describe('the URL → code table of docs/architecture.md (API)', () => {
  let t: TestApp;
  /** Every route of the OpenAPI document, in Fastify's spelling (`/api/teams/:id`). */
  let routes: string[];

  before(async () => {
    t = await createTestApp();
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    routes = Object.keys(doc.paths).map((route) => route.replace(/\{([^}]+)\}/g, ':$1'));
  });

  after(async () => {
    await t?.close();
  });

  test('has rows, each with prefixes under /api/ and files under api/', () => {
    assert.ok(rows.length > 10, `only ${rows.length} API rows`);
    for (const row of rows) {
      assert.deepEqual(
        row.prefixes.filter((prefix) => !prefix.startsWith('/api/')),
        [],
        `a row mixes API and page prefixes: ${row.prefixes.join(', ')}`,
      );
      assert.ok(row.files.length > 0, `${row.prefixes.join(', ')}: no file`);
      assert.deepEqual(
        row.files.filter((file) => !file.startsWith('api/')),
        [],
        `${row.prefixes.join(', ')} names code outside api/`,
      );
    }
    const prefixes = rows.flatMap((row) => row.prefixes);
    const twice = prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i);
    assert.deepEqual(twice, [], `prefixes in two rows: ${twice.join(', ')}`);
  });

  test('names only files that exist', () => {
    const missing = rows.flatMap((row) => row.files).filter((file) => !existsSync(path.join(repoRoot, file)));
    assert.deepEqual(missing, [], `the table names files that do not exist: ${missing.join(', ')}`);
  });

  test('names only prefixes the API serves', () => {
    const unserved = rows
      .flatMap((row) => row.prefixes)
      // A prefix some documented route starts with, or a route itself (the docs pages are not in
      // the document they serve).
      .filter(
        (prefix) =>
          !routes.some((route) => isPrefixOf(prefix, route)) &&
          !t.app.hasRoute({ method: 'GET', url: prefix }),
      );
    assert.deepEqual(unserved, [], `the table names prefixes the API does not serve: ${unserved.join(', ')}`);
  });

  test('has a row for every route the API serves', () => {
    assert.ok(routes.includes('/api/health'), 'the OpenAPI document lists no routes');
    const prefixes = rows.flatMap((row) => row.prefixes);
    const missing = routes.filter((route) => !prefixes.some((prefix) => isPrefixOf(prefix, route)));
    assert.deepEqual(
      missing,
      [],
      `add a row to docs/architecture.md, "URL → code", for: ${missing.join(', ')}`,
    );
  });
});
