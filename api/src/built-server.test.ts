import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { apiDir, repoRoot } from './config';
import { freePort, type SpawnedProcess, spawnApiScript } from './testing/spawned-server.helper';
import { createTestDatabase, newAccount } from './testing/test-app.helper';

// Production runs the API as built JavaScript with plain node (scripts/build-server.mjs, part of
// `npm run build`): this builds it as `npm run build -w api` does, starts it as `npm start` and
// the image do, with no tsx, and checks that it finds what it needs from its new place (the
// migrations in api/drizzle, the packages in node_modules, argon2's native binding included).

const builtServer = path.join(apiDir, 'dist', 'server.js');
const builtMigrate = path.join(apiDir, 'dist', 'migrate.js');
const recorder = path.join(repoRoot, 'scripts', 'testing', 'module-load-recorder.mjs');
const secrets = { JWT_SECRET: 'j'.repeat(48), ENCRYPTION_KEY: 'e'.repeat(48) };

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Database variables for one spawned process: its own PostgreSQL database or PGlite folder. */
async function databaseEnv(): Promise<Record<string, string>> {
  const database = await createTestDatabase();
  if (database) cleanups.push(() => database.drop());
  return { DATA_DIR: tempDir('slotwise-built-api-'), ...(database ? { DATABASE_URL: database.url } : {}) };
}

/** Runs a built entry with plain node (source maps on, as npm start), recording every module it loads. */
function spawnBuilt(script: string, env: Record<string, string>) {
  const record = path.join(tempDir('slotwise-built-modules-'), 'modules.txt');
  const spawned = spawnApiScript(script, { ...env, MODULE_LOAD_RECORD: record }, [
    '--enable-source-maps',
    '--import',
    recorder,
  ]);
  cleanups.push(() => spawned.kill());
  return { spawned, loadedModules: () => readFileSync(record, 'utf8').trim().split('\n') };
}

async function waitForReady(spawned: SpawnedProcess, url: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (spawned.child.exitCode !== null) throw new Error(`the built API exited:\n${spawned.output()}`);
    if (Date.now() > deadline) throw new Error(`the built API was not ready in 90 s:\n${spawned.output()}`);
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Neither tsx nor a TypeScript file among the modules a process loaded. */
function assertPlainJavaScript(loaded: string[], entry: string) {
  assert.ok(loaded.includes(pathToFileURL(entry).href), `the record names the entry: ${loaded.join(', ')}`);
  assert.deepEqual(
    loaded.filter((url) => /\/node_modules\/tsx\/|\.[cm]?tsx?$/.test(url)),
    [],
    'no tsx and no TypeScript loaded',
  );
  // @slotwise/shared is inside the bundle, not read from its TypeScript sources.
  assert.deepEqual(
    loaded.filter((url) => url.includes('/shared/src/')),
    [],
  );
}

describe('the built API (plain node, no tsx)', () => {
  before(() => {
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-server.mjs'), 'api'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, `the API build failed:\n${build.stdout}\n${build.stderr}`);
  });

  test('starts, answers /api/health and /api/ready, registers an account (argon2), stops on SIGTERM', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { spawned, loadedModules } = spawnBuilt(builtServer, {
      ...(await databaseEnv()),
      ...secrets,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      LOG_LEVEL: 'error',
      JOB_POLL_SECONDS: '0',
      SHUTDOWN_GRACE_SECONDS: '0',
    });
    await waitForReady(spawned, url);

    const health = await fetch(`${url}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    // Ready: the database answers and every migration of api/drizzle is applied.
    const ready = await fetch(`${url}/api/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ready' });
    // The API's documentation page: @fastify/swagger-ui's files from node_modules.
    const docs = await fetch(`${url}/api/docs/`);
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /swagger-ui/i);
    // Registration hashes the password with argon2 (a native binding loaded from node_modules).
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount()),
    });
    assert.equal(registered.status, 201, await registered.text());
    // A client's mistake is still a 4xx from the built code, with the contract's shape.
    const refused = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(refused.status, 422);

    assertPlainJavaScript(loadedModules(), builtServer);
    spawned.child.kill('SIGTERM');
    assert.equal(await spawned.exited, 0, spawned.output());
  });

  test('the release command (dist/migrate.js) applies the migrations and exits 0', async () => {
    const { spawned, loadedModules } = spawnBuilt(builtMigrate, await databaseEnv());
    assert.equal(await spawned.exited, 0, spawned.output());
    assert.match(spawned.output(), /"msg":"migrations applied"/);
    assertPlainJavaScript(loadedModules(), builtMigrate);
  });

  test('the build carries source maps to the TypeScript sources', () => {
    assert.match(readFileSync(builtServer, 'utf8'), /\/\/# sourceMappingURL=server\.js\.map\s*$/);
    const map = JSON.parse(readFileSync(`${builtServer}.map`, 'utf8')) as { sources: string[] };
    assert.ok(map.sources.includes('../src/server.ts'), map.sources.slice(0, 5).join(', '));
    assert.ok(map.sources.some((source) => source.startsWith('../../shared/src/')));
    // Packages stay in node_modules: none is copied into the bundle.
    assert.deepEqual(
      map.sources.filter((source) => source.includes('node_modules')),
      [],
    );
  });
});
