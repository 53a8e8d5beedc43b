#!/usr/bin/env node
// `npm test`: everything that must hold before a change is merged, in one command that works
// on a fresh Debian 12 machine with Node 20 and npm. Lint, types, unit tests of every
// workspace, the API tests on PGlite and on a real PostgreSQL 15, the production build, and
// the browser journeys against that build. Ends with one line: "N passed, N failed".
//
// Options: --skip-e2e, --skip-build (reuse the dist folders), --only=<step name part>.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postgresInstalled, startPostgresPair } from './postgres-cluster.mjs';
import { repoRoot } from './start.mjs';
import { radicaleInstalled } from './testing/radicale.mjs';

const { values: flags } = parseArgs({
  options: {
    'skip-e2e': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const startedAt = Date.now();

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, seconds: number, note?: string }[]} */
const results = [];
/** @type {import('node:child_process').ChildProcess | null} */
let currentChild = null;
/** @type {(() => void) | null} */
let stopPostgres = null;

function cleanUp() {
  currentChild?.kill('SIGTERM');
  stopPostgres?.();
  stopPostgres = null;
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping.`);
    cleanUp();
    process.exit(130);
  });
}

function banner(text) {
  console.log(`\n${'='.repeat(100)}\n== ${text}\n${'='.repeat(100)}`);
}

/**
 * Runs a command with its output shown live and kept for counting tests.
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    currentChild = child;
    let output = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      output += chunk.toString();
      // Only the tail is needed to read a runner's summary.
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('error', (error) => {
      output += `\n${error.message}`;
    });
    child.on('close', (code, signal) => {
      currentChild = null;
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/** Test counts from Jest's or node:test's summary, or null when the output has none. */
function countTests(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  const jest = [...text.matchAll(/^Tests:\s+(.*?)(\d+) total/gm)].at(-1);
  if (jest) {
    const part = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(jest[1])?.[1] ?? 0);
    return { passed: part('passed'), failed: part('failed') };
  }
  const nodePass = [...text.matchAll(/^(?:ℹ|#) pass (\d+)/gm)];
  if (nodePass.length > 0) {
    const sum = (pattern) => [...text.matchAll(pattern)].reduce((total, m) => total + Number(m[1]), 0);
    return {
      passed: sum(/^(?:ℹ|#) pass (\d+)/gm),
      failed: sum(/^(?:ℹ|#) fail (\d+)/gm) + sum(/^(?:ℹ|#) cancelled (\d+)/gm),
    };
  }
  return null;
}

/**
 * Runs one step and records its result. `body` returns the exit code and output, or throws.
 * @param {string} name
 * @param {() => Promise<{ code: number, output?: string, skipped?: string }>} body
 */
async function step(name, body) {
  if (flags.only && !name.toLowerCase().includes(flags.only.toLowerCase())) return true;
  banner(name);
  const stepStart = Date.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = { code: 1, output: '' };
  }
  const seconds = (Date.now() - stepStart) / 1000;
  if (outcome.skipped) {
    results.push({ name, status: 'skipped', passed: 0, failed: 0, seconds, note: outcome.skipped });
    console.log(`-- skipped: ${outcome.skipped}`);
    return true;
  }
  const counts = countTests(outcome.output ?? '');
  const ok = outcome.code === 0;
  let passed = counts ? counts.passed : ok ? 1 : 0;
  let failed = counts ? counts.failed : ok ? 0 : 1;
  // A runner that failed before reporting any failing test (a crash, a compile error) counts as one failure.
  if (!ok && failed === 0) failed = 1;
  if (ok && passed === 0 && failed === 0) passed = 1;
  results.push({
    name,
    status: ok ? 'passed' : 'failed',
    passed,
    failed,
    seconds,
    note: counts ? undefined : 'step',
  });
  console.log(`-- ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

let aptUpdated = false;
/** Installs Debian packages when we are root (the fresh-machine case); false otherwise. */
function aptInstall(packages) {
  if (!isRoot) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    console.log('apt-get update');
    if (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status !== 0) return false;
    aptUpdated = true;
  }
  console.log(`apt-get install -y ${packages.join(' ')}`);
  return (
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
      .status === 0
  );
}

function workspaces() {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  return root.workspaces.map((name) => ({
    name,
    scripts: JSON.parse(readFileSync(join(repoRoot, name, 'package.json'), 'utf8')).scripts ?? {},
  }));
}

const biome = join(repoRoot, 'node_modules', '.bin', 'biome');

await step('lint and format (biome check .)', () => run(biome, ['check', '.']));

await step('typecheck every workspace, scripts/ and e2e/', () => run(npm, ['run', 'typecheck']));

// scripts/'s own tests (the remotes manifest against its copies, scripts/ never importing e2e/),
// named one by one: `node --test scripts/` would also run this file (test.mjs). Those that drive
// Chromium run after the step that makes sure it is there (below), or they would skip on a
// clean machine.
const scriptTests = ['scripts', join('scripts', 'bench')].flatMap((folder) =>
  readdirSync(join(repoRoot, folder))
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => join(folder, file)),
);
const drivesChromium = (file) => readFileSync(join(repoRoot, file), 'utf8').includes('testing/chromium.mjs');
await step('unit tests: scripts (node:test)', () =>
  run(process.execPath, ['--test', ...scriptTests.filter((file) => !drivesChromium(file))]),
);

// shell/server/nginx-serving.test.ts runs the shell's nginx config in a real nginx (it skips
// itself, saying so, without one). In CI: Debian's nginx package (1.3 MB), downloaded and unpacked
// into a temporary folder, never installed (no service is started, nothing listens on :80).
await step("unit tests: nginx for shell's Docker edge test", async () => {
  const found = ['nginx', '/usr/sbin/nginx'].some((binary) => spawnSync(binary, ['-v']).status === 0);
  if (process.env.NGINX_BINARY || found) return { code: 0, skipped: 'nginx is already there' };
  if (!isCi) return { code: 0, skipped: 'no nginx: nginx-serving.test.ts will skip (CI=true fetches one)' };
  const dir = mkdtempSync(join(tmpdir(), 'slotwise-nginx-'));
  if (isRoot && !aptUpdated) aptUpdated = spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0;
  const download = spawnSync('apt-get', ['download', 'nginx'], { cwd: dir, stdio: 'inherit' });
  const deb = readdirSync(dir).find((file) => file.endsWith('.deb'));
  if (download.status !== 0 || !deb) throw new Error('apt-get download nginx failed');
  const unpacked = join(dir, 'root');
  const unpack = spawnSync('dpkg-deb', ['-x', join(dir, deb), unpacked], { stdio: 'inherit' });
  const binary = join(unpacked, 'usr', 'sbin', 'nginx');
  if (unpack.status !== 0 || !existsSync(binary))
    throw new Error(`dpkg-deb -x ${deb} gave no usr/sbin/nginx`);
  process.env.NGINX_BINARY = binary;
  return run(binary, ['-v']);
});

for (const workspace of workspaces().filter((w) => /\bjest\b/.test(w.scripts.test ?? ''))) {
  await step(`unit tests: ${workspace.name} (jest)`, () =>
    run(npm, ['test', '-w', workspace.name], { env: { CI: 'true' } }),
  );
}

// The CalDAV tests run against a real Radicale (api/src/modules/calendars/caldav.test.ts): Debian's
// package, installed here when missing like PostgreSQL and Chromium; required in CI.
await step('Radicale for the CalDAV tests', async () => {
  if (radicaleInstalled()) return { code: 0 };
  aptInstall(['radicale']);
  if (radicaleInstalled()) return { code: 0 };
  const why = isRoot ? 'apt-get install radicale failed' : 'Radicale is missing and only root can install it';
  if (isCi) throw new Error(`${why}: the CalDAV tests are required in CI.`);
  return { code: 0, skipped: `${why} (the CalDAV API tests skip)` };
});

await step('api tests on PGlite', () => run(npm, ['test', '-w', 'api'], { env: { TEST_DATABASE_URL: '' } }));

await step('api tests on PostgreSQL 15', async () => {
  if (!postgresInstalled()) {
    if (!isCi) {
      return {
        code: 0,
        skipped: 'PostgreSQL 15 is not installed (CI=true installs it and makes this step required)',
      };
    }
    aptInstall(['postgresql']);
    if (!postgresInstalled()) {
      const why = isRoot
        ? 'apt-get install postgresql failed'
        : 'PostgreSQL 15 is missing and only root can install it';
      if (isCi) throw new Error(`${why}: the PostgreSQL tests are required in CI.`);
      return { code: 0, skipped: why };
    }
  }
  // A primary and a streaming standby: the standby-read tests (read-standbys.test.ts) run on them.
  const cluster = await startPostgresPair();
  stopPostgres = cluster.stop;
  console.log(
    `throwaway PostgreSQL primary on 127.0.0.1:${cluster.port} in ${cluster.dir}, standby on 127.0.0.1:${cluster.standbyPort}`,
  );
  try {
    return await run(npm, ['test', '-w', 'api'], {
      env: { TEST_DATABASE_URL: cluster.url, TEST_STANDBY_URL: cluster.standbyUrl },
    });
  } finally {
    cluster.stop();
    stopPostgres = null;
  }
});

let built = flags['skip-build'];
if (!flags['skip-build']) {
  built = await step('build every app (npm run build)', () => run(npm, ['run', 'build']));
}

const journeysDir = join(repoRoot, 'e2e', 'journeys');
const journeyFiles = existsSync(journeysDir)
  ? readdirSync(journeysDir)
      .filter((file) => file.endsWith('.test.mjs'))
      .sort()
  : [];
if (!flags['skip-e2e'] && journeyFiles.length > 0) {
  const chromiumReady = await step('Chromium for the browser journeys', async () => {
    const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
    if (!existsSync(path)) {
      if (process.env.CHROME_PATH || !aptInstall(['chromium', 'fonts-liberation'])) {
        throw new Error(
          `No Chromium at ${path}: install Debian's chromium (as root: apt-get install chromium) or set CHROME_PATH.`,
        );
      }
    }
    return run(path, ['--version']);
  });
  await step('unit tests in Chromium: scripts (node:test)', () => {
    if (!chromiumReady) throw new Error('no Chromium, so these tests cannot run');
    return run(process.execPath, ['--test', ...scriptTests.filter(drivesChromium)]);
  });
  for (const file of journeyFiles) {
    const name = `journeys: ${file.replace(/\.test\.mjs$/, '')}`;
    await step(name, async () => {
      if (!built) throw new Error('the build failed, so the journeys cannot run');
      if (!chromiumReady) throw new Error('no Chromium, so the journeys cannot run');
      return run(process.execPath, ['--test', '--test-reporter=spec', join('journeys', file)], {
        cwd: join(repoRoot, 'e2e'),
      });
    });
  }
}

// Summary
const minutes = ((Date.now() - startedAt) / 60000).toFixed(1);
banner(`summary (${minutes} min)`);
const width = Math.max(...results.map((r) => r.name.length), 10);
for (const result of results) {
  const mark = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' }[result.status];
  const detail =
    result.status === 'skipped'
      ? result.note
      : result.note === 'step'
        ? ''
        : `${result.passed} passed, ${result.failed} failed`;
  console.log(`${mark}  ${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(6)} s  ${detail}`);
}
const passed = results.reduce((total, r) => total + r.passed, 0);
const failed = results.reduce((total, r) => total + r.failed, 0);
console.log('\n(counts are tests where a runner reports them, otherwise one per step)');
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
