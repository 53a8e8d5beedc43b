#!/usr/bin/env node
// `npm run bench`: the product's figures, one table per benchmark module in scripts/bench/.
// A module (`<name>.bench.mjs`) exports `title`, optional `needsStack` (true: it measures the
// running built stack, which this script starts once and stops after) and
// `run(context) -> { columns: string[], rows: unknown[][], notes?: string[] }`.
// Results are also written to bench-results/latest.json.
// Usage: node scripts/bench.mjs [--only <name part>] (modules exporting `optIn` run only with --only)
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { allocateStackPorts, createStackOnPorts } from './stack/free-port-stack.mjs';
import { missingBuilds, repoRoot } from './start.mjs';

const { values: flags } = parseArgs({ options: { only: { type: 'string' } } });

const benchDir = join(repoRoot, 'scripts', 'bench');
const modules = [];
for (const file of (await readdir(benchDir)).filter((f) => f.endsWith('.bench.mjs')).sort()) {
  if (flags.only && !file.includes(flags.only)) continue;
  const module = await import(pathToFileURL(join(benchDir, file)).href);
  // Opt-in modules (the growth bench: minutes of seeding) run only when --only names them.
  if (module.optIn && !flags.only) continue;
  modules.push({ file, ...module });
}
// Modules that build run first, so the stack serves what was just built.
modules.sort(
  (a, b) => Number(Boolean(a.needsStack)) - Number(Boolean(b.needsStack)) || (a.order ?? 0) - (b.order ?? 0),
);

/** Prints an aligned text table; numbers align right. */
export function printTable(title, { columns, rows, notes = [] }) {
  const cells = [
    columns,
    ...rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell)))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = columns.map((_, i) =>
    rows.every((row) => typeof row[i] === 'number' || /^[\d.,]+( \w+)?$/.test(String(row[i]))),
  );
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] && i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  console.log(`\n${title}\n${'-'.repeat(title.length)}`);
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
  for (const note of notes) console.log(`  ${note}`);
}

let stack = null;
let dataDir = null;
const results = {};
let failed = false;
try {
  for (const module of modules) {
    if (module.needsStack && !stack) {
      const missing = missingBuilds();
      if (missing.length > 0)
        throw new Error(`No build output for ${missing.join(', ')}: run npm run build first.`);
      dataDir = await mkdtemp(join(tmpdir(), 'slotwise-bench-'));
      console.log('\nstarting the built stack...');
      const { ports } = await allocateStackPorts();
      stack = createStackOnPorts(ports, { dataDir, output: 'ignore' });
      await stack.start();
      console.log(`stack running at ${stack.url}`);
    }
    console.log(`\nrunning ${module.file}...`);
    try {
      const table = await module.run({ repoRoot, stack });
      results[module.file.replace(/\.bench\.mjs$/, '')] = { title: module.title, ...table };
      printTable(module.title, table);
    } catch (error) {
      failed = true;
      console.error(`${module.file} failed: ${error instanceof Error ? error.stack : error}`);
    }
  }
} finally {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

const outDir = join(repoRoot, 'bench-results');
await mkdir(outDir, { recursive: true });
await writeFile(
  join(outDir, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
console.log(`\nwritten to bench-results/latest.json`);
process.exitCode = failed ? 1 : 0;
