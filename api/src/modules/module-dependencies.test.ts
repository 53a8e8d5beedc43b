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

/** Domain -> the domains its production files import, with the files that do (`from->to`). */
function importGraph(): { edges: Map<string, Set<string>>; where: Map<string, string[]> } {
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
  return { edges, where };
}

/**
 * The cycles of a directed graph, of any length: one closed path (first node repeated at the
 * end) per strongly connected component of more than one node (Tarjan), so a knot of several
 * cycles is reported once.
 */
function findCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const nodes = [
    ...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])]),
  ].sort();
  const next = (node: string) => [...(edges.get(node) ?? [])].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  // A shortest closed path through each component's first node, by breadth-first search inside it.
  return components
    .map((component) => {
      const inside = new Set(component);
      const start = component[0];
      const cameFrom = new Map<string, string>();
      const queue = [start];
      while (queue.length > 0) {
        const node = queue.shift() as string;
        for (const target of next(node)) {
          if (!inside.has(target) || cameFrom.has(target)) continue;
          cameFrom.set(target, node);
          if (target === start) queue.length = 0;
          else queue.push(target);
        }
      }
      const path = [start];
      for (let node = cameFrom.get(start) as string; node !== start; node = cameFrom.get(node) as string) {
        path.unshift(node);
      }
      return [start, ...path];
    })
    .sort((a, b) => (String(a) < String(b) ? -1 : 1));
}

test('no two domain folders import each other', () => {
  const { edges, where } = importGraph();
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

test('no cycle of any length between domain folders', () => {
  const { edges, where } = importGraph();
  assert.ok(edges.size > 3, 'the scan found the domain folders and their imports');
  const cycles = findCycles(edges).map((cycle) =>
    cycle
      .slice(1)
      .map((to, i) => `${cycle[i]} -> ${to} (${where.get(`${cycle[i]}->${to}`)?.join(', ')})`)
      .join('\n  '),
  );
  assert.deepEqual(
    cycles,
    [],
    `domain folders importing each other in a circle:\n  ${cycles.join('\n\n  ')}`,
  );
});

test('the cycle finder finds a cycle of three, two, one, and none in a graph without', () => {
  const graph = (pairs: [string, string][]) => {
    const edges = new Map<string, Set<string>>();
    for (const [from, to] of pairs) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    return edges;
  };
  // bookings -> scheduling -> teams -> bookings, beside an acyclic tail and a second, separate knot.
  assert.deepEqual(
    findCycles(
      graph([
        ['bookings', 'scheduling'],
        ['scheduling', 'teams'],
        ['teams', 'bookings'],
        ['bookings', 'jobs'],
        ['notifications', 'jobs'],
        ['webhooks', 'users'],
        ['users', 'webhooks'],
      ]),
    ),
    [
      ['bookings', 'scheduling', 'teams', 'bookings'],
      ['users', 'webhooks', 'users'],
    ],
  );
  assert.deepEqual(findCycles(graph([['a', 'a']])), [['a', 'a']]);
  // A diamond is no cycle.
  assert.deepEqual(
    findCycles(
      graph([
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'd'],
        ['c', 'd'],
      ]),
    ),
    [],
  );
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
