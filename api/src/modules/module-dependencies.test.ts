import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// The dependency rules of the API's domain folders (docs/conventions.md#dependency-rules-and-how-they-are-enforced),
// read from the source: tests may use any module, production code may not.
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

interface SourceFile {
  domain: string;
  file: string;
  text: string;
}

function productionFiles(): SourceFile[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(modulesDir, entry.name))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => ({
          domain: entry.name,
          file: `${entry.name}/${file}`,
          text: readFileSync(path.join(modulesDir, entry.name, file), 'utf8'),
        })),
    );
}

/** `from '...'` specifiers of a file's import and export statements. */
function specifiers(text: string): { specifier: string; typeOnly: boolean }[] {
  return [...text.matchAll(/^(import|export)(\s+type)?[^;]*?from\s+'([^']+)'/gms)].map((match) => ({
    specifier: match[3],
    typeOnly: match[2] !== undefined,
  }));
}

test('no two domain folders import each other', () => {
  const edges = new Map<string, Set<string>>();
  const where = new Map<string, string[]>();
  for (const source of productionFiles()) {
    for (const { specifier } of specifiers(source.text)) {
      const target = /^\.\.\/([a-z-]+)\//.exec(specifier)?.[1];
      if (!target || target === source.domain) continue;
      if (!edges.has(source.domain)) edges.set(source.domain, new Set());
      edges.get(source.domain)?.add(target);
      const key = `${source.domain}->${target}`;
      where.set(key, [...(where.get(key) ?? []), source.file]);
    }
  }
  assert.ok(edges.size > 3, 'the scan found the domain folders and their imports');
  const mutual: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (from < to && edges.get(to)?.has(from)) {
        mutual.push(
          `${from} <-> ${to} (${where.get(`${from}->${to}`)?.join(', ')} / ${where.get(`${to}->${from}`)?.join(', ')})`,
        );
      }
    }
  }
  assert.deepEqual(mutual, [], `domain folders importing each other:\n${mutual.join('\n')}`);
});

test('only repositories and stores use the tables (types may be shared)', () => {
  const offenders = productionFiles()
    .filter((source) => !/\.repository\.ts$|-store\.ts$/.test(source.file))
    .filter((source) =>
      specifiers(source.text).some(
        ({ specifier, typeOnly }) => !typeOnly && specifier.includes('/db/schema/'),
      ),
    )
    .map((source) => source.file);
  assert.deepEqual(offenders, []);
});
