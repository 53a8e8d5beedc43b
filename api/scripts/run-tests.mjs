#!/usr/bin/env node
// Runs every src/**/*.test.ts with Node's test runner through tsx (Node 20's --test has no
// globs). Each file runs in its own process with its own database: PGlite in memory, or a
// fresh PostgreSQL database when TEST_DATABASE_URL is set.
// Usage: node scripts/run-tests.mjs [name-filter ...]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
const files = readdirSync(path.join(apiDir, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .map((file) => path.join('src', file))
  .sort();
if (files.length === 0) {
  console.error('No test files match.');
  process.exit(1);
}
console.log(
  `api tests on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite (in memory)'}`,
);
// A test that hangs (a lock never released, a promise never settled) fails after 10 minutes
// instead of holding the whole CI run until its limit.
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-timeout=600000', ...files], {
  cwd: apiDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
