// The "URL → code" table of docs/architecture.md, its pages' half (rows not under /api/; the
// API's rows: api/src/url-table.test.ts): every file it names exists, every prefix is served by
// the shell's router or server, and every route the shell serves has a row of the right remote.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteNames } from '@slotwise/shared/remote/remote-module';
import { routeRedirects, routeTable } from '@slotwise/shared/remote/route-table';
import { apiPrefix } from './serving-rules';

const repoRoot = join(__dirname, '..', '..');

interface UrlTableRow {
  prefixes: string[];
  files: string[];
}

/** The table's rows: every `code` span of the first cell is a prefix, of the second a file. */
function urlTableRows(markdown: string): UrlTableRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('URL → code'));
  if (!section) throw new Error('docs/architecture.md has no "## URL → code" section');
  const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(-|path prefix)/.test(line))
    .map((line) => line.split('|').slice(1, -1))
    .map(([prefixes, files]) => ({ prefixes: spans(prefixes ?? ''), files: spans(files ?? '') }));
}

const segments = (path: string) => path.split('/').filter(Boolean);
/**
 * Whether `prefix` is `path` or a whole-segment start of it (`/team` of `/team/:teamSlug`). The
 * row `/` is the landing page only, not every path.
 */
const isPrefixOf = (prefix: string, path: string) =>
  prefix === '/'
    ? segments(path).length === 0
    : segments(prefix).every((segment, i) => segments(path)[i] === segment);

/** The row of the longest prefix of `path`, as the table says a path is read. */
function rowOf(rows: UrlTableRow[], path: string): { row: UrlTableRow; prefix: string } | null {
  const matches = rows.flatMap((row) =>
    row.prefixes.filter((prefix) => isPrefixOf(prefix, path)).map((prefix) => ({ row, prefix })),
  );
  matches.sort((a, b) => segments(b.prefix).length - segments(a.prefix).length);
  return matches[0] ?? null;
}

/** The paths the shell's server answers itself: its own GET routes and the files of its build's public folder. */
function shellServerPaths(): string[] {
  const source = readFileSync(join(__dirname, 'shell-server.ts'), 'utf8');
  const routes = [...source.matchAll(/server\.get\('([^']+)'/g)].map((match) => match[1]);
  const publicFiles = readdirSync(join(__dirname, '..', 'public')).map((file) => `/${file}`);
  return [...routes, ...publicFiles];
}

const rows = urlTableRows(readFileSync(join(repoRoot, 'docs', 'architecture.md'), 'utf8')).filter(
  (row) => !row.prefixes.some((prefix) => prefix.startsWith(`${apiPrefix}/`)),
);
const remoteFolder = (remote: string) => remote.replace(/_/g, '-');

describe('the URL → code table of docs/architecture.md (pages)', () => {
  it('has rows, each with a prefix and a file', () => {
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.prefixes).not.toHaveLength(0);
      expect(row.files).not.toHaveLength(0);
    }
    const prefixes = rows.flatMap((row) => row.prefixes);
    expect(prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i)).toEqual([]);
  });

  it('names only files that exist', () => {
    const missing = rows.flatMap((row) => row.files).filter((file) => !existsSync(join(repoRoot, file)));
    expect(missing).toEqual([]);
  });

  it('names only prefixes the shell serves', () => {
    const served = [
      ...routeTable.map((route) => route.path),
      ...Object.keys(routeRedirects),
      ...shellServerPaths(),
    ];
    const unserved = rows
      .flatMap((row) => row.prefixes)
      .filter((prefix) => !served.some((path) => isPrefixOf(prefix, path)));
    expect(unserved).toEqual([]);
  });

  it('has a row for every route of the route table, naming code of the remote that serves it', () => {
    const wrong = routeTable.flatMap((route) => {
      const found = rowOf(rows, route.path);
      if (!found) return [`${route.path}: no row`];
      const folder = `${remoteFolder(route.remote)}/`;
      return found.row.files.every((file) => file.startsWith(folder))
        ? []
        : [`${route.path}: its row ${found.prefix} names ${found.row.files.join(', ')}, not ${folder}`];
    });
    expect(wrong).toEqual([]);
    // Every remote's pages are in the table (a remote added to the contract needs its rows).
    for (const remote of remoteNames) {
      expect(rows.some((row) => row.files.some((file) => file.startsWith(`${remoteFolder(remote)}/`)))).toBe(
        true,
      );
    }
  });

  it("has a row for every redirect and every path the shell's server answers itself", () => {
    const paths = [...Object.keys(routeRedirects), ...shellServerPaths()];
    expect(paths.filter((path) => !rowOf(rows, path))).toEqual([]);
  });
});
