#!/usr/bin/env node
// Runs every src/**/*.test.ts with Node's test runner through tsx (Node 20's --test has no
// globs). Each file runs in its own process with its own database: PGlite in memory, or a
// fresh PostgreSQL database when TEST_DATABASE_URL is set. Ends with the files' wall times,
// slowest first, so CI time can be watched (docs/conventions.md#keeping-the-tests-fast).
// Usage: node scripts/run-tests.mjs [name-filter ...]
// API_TEST_CONCURRENCY=<n>: files run at once (default 2: CI has 2 cores, and much of a file's
// time is spent waiting, on timeouts, spawned servers, Radicale). 1 streams the output live.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const concurrency = Math.max(1, Number(process.env.API_TEST_CONCURRENCY) || 2);
console.log(
  `api tests on ${onPostgres ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite (in memory)'}, ${files.length} files, ${concurrency} at a time`,
);

/** @type {{ file: string, seconds: number, cpu: number | null, code: number }[]} */
const results = [];
const startedAt = Date.now();
// GNU time, when there, also gives each file's CPU seconds (user + system, its children
// included): on a shared machine they move far less with the load than wall times do.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const workDir = mkdtempSync(path.join(tmpdir(), 'slotwise-api-tests-'));
let fileCount = 0;

/**
 * One file in its own `node --test` (its own process, as before). With several files at once,
 * a file's output is held and written whole when it ends, so the logs do not interleave.
 */
function runFile(file) {
  return new Promise((resolve) => {
    const fileStart = Date.now();
    fileCount += 1;
    const timesFile = path.join(workDir, `${fileCount}.txt`);
    // A test that hangs (a lock never released, a promise never settled) fails after 10 minutes
    // instead of holding the whole CI run until its limit.
    const command = [process.execPath, '--import', 'tsx', '--test', '--test-timeout=600000', file];
    const [program, ...args] = gnuTime ? [gnuTime, '-f', '%U %S', '-o', timesFile, ...command] : command;
    const child = spawn(program, args, {
      cwd: apiDir,
      env: { ...process.env, ...childEnv },
      stdio: concurrency === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const out = [];
    /** @type {Buffer[]} */
    const err = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.stderr?.on('data', (chunk) => err.push(chunk));
    child.on('close', (code, signal) => {
      if (out.length > 0) process.stdout.write(Buffer.concat(out));
      if (err.length > 0) process.stderr.write(Buffer.concat(err));
      const result = {
        file,
        seconds: (Date.now() - fileStart) / 1000,
        cpu: cpuSeconds(timesFile),
        code: code ?? (signal ? 1 : 0),
      };
      results.push(result);
      if (result.code !== 0) console.log(`# FAILED: ${file} (exit ${result.code})`);
      resolve(result);
    });
  });
}

// One database migrated here, and each test app's database starts from it instead of initdb
// and every migration (src/testing/migrated-template.helper.ts): on PGlite a dump, on
// PostgreSQL a template database, dropped at the end.
/** @type {Record<string, string>} */
const childEnv = {};
/** Runs `call` (an expression over the helper `m`) in a tsx child; its output, or null on failure. */
function withTemplateHelper(call) {
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--eval', `import('./src/testing/migrated-template.helper.ts').then((m) => ${call})`],
    { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  return made.status === 0 ? made.stdout : null;
}
const templateStart = Date.now();
/** @type {string | null} */
let postgresTemplate = null;
if (onPostgres) {
  const adminUrl = JSON.stringify(process.env.TEST_DATABASE_URL);
  postgresTemplate =
    withTemplateHelper(`m.createPostgresTemplate(${adminUrl})`)?.trim().split('\n').at(-1) ?? null;
  if (postgresTemplate) childEnv.API_TEST_PG_TEMPLATE = postgresTemplate;
} else {
  const templateFile = path.join(workDir, 'pglite-template.tar');
  if (withTemplateHelper(`m.writePgliteTemplate(${JSON.stringify(templateFile)})`) !== null) {
    childEnv.API_TEST_PGLITE_TEMPLATE = templateFile;
  }
}
console.log(
  Object.keys(childEnv).length > 0
    ? `# migrated template database in ${((Date.now() - templateStart) / 1000).toFixed(1)} s`
    : '# no migrated template database (see above): each test app migrates its own',
);

/** User + system seconds GNU time wrote (its last line: a failing command adds a line before). */
function cpuSeconds(timesFile) {
  if (!gnuTime || !existsSync(timesFile)) return null;
  const last = readFileSync(timesFile, 'utf8').trim().split('\n').at(-1) ?? '';
  const [user, system] = last.split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : null;
}

const queue = [...files];
await Promise.all(
  Array.from({ length: Math.min(concurrency, files.length) }, async () => {
    while (queue.length > 0) {
      const file = /** @type {string} */ (queue.shift());
      await runFile(file);
    }
  }),
);

rmSync(workDir, { recursive: true, force: true });
if (postgresTemplate) {
  withTemplateHelper(
    `m.dropPostgresTemplate(${JSON.stringify(process.env.TEST_DATABASE_URL)}, ${JSON.stringify(postgresTemplate)})`,
  );
}
const failed = results.filter((r) => r.code !== 0);
const wall = (Date.now() - startedAt) / 1000;
const sum = results.reduce((total, r) => total + r.seconds, 0);
const cpu = results.reduce((total, r) => total + (r.cpu ?? 0), 0);
console.log(
  `\napi test files by wall time (${results.length} files, ${concurrency} at a time): ${wall.toFixed(1)} s wall, ${sum.toFixed(1)} s summed, ${gnuTime ? `${cpu.toFixed(1)} s CPU` : 'CPU not measured (no /usr/bin/time)'}`,
);
console.log('   wall       CPU  file');
for (const r of [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 25)) {
  const cpuText = r.cpu === null ? '-' : `${r.cpu.toFixed(1)} s`;
  console.log(
    `${r.seconds.toFixed(1).padStart(7)} s ${cpuText.padStart(8)}  ${r.code === 0 ? '' : 'FAILED '}${r.file}`,
  );
}
if (failed.length > 0) console.log(`\nfailed files: ${failed.map((r) => r.file).join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
