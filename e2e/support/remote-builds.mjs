// Other builds of a remote for the independent-shipping journeys: a copy of its dist/ with
// text rewritten (a "new release" without touching the source), or a fresh build with other
// settings, each in a temporary folder (the app's own dist/ is never touched), served by the
// same static server as the real remotes.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/start.mjs';

/** @type {string[]} */
const temporaryDirs = [];

async function temporaryDir(label) {
  const dir = await mkdtemp(join(tmpdir(), `slotwise-${label}-`));
  temporaryDirs.push(dir);
  return dir;
}

/** Removes every folder made by this module. */
export async function removeRemoteBuilds() {
  await Promise.all(temporaryDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Copies `<app>/dist` without its precompressed files (they would still hold the old text) and
 * applies `rewrite` to every JavaScript file.
 * @param {string} app e.g. 'mf-marketing'
 * @param {(source: string) => string} rewrite
 * @returns {Promise<string>} the folder
 */
export async function copyRemoteBuild(app, rewrite) {
  const dir = await temporaryDir(`${app}-copy`);
  await cp(join(repoRoot, app, 'dist'), dir, {
    recursive: true,
    filter: (source) => !/\.(br|gz)$/.test(source),
  });
  let changed = 0;
  for (const file of (await filesUnder(dir)).filter((path) => path.endsWith('.js'))) {
    const source = await readFile(file, 'utf8');
    const rewritten = rewrite(source);
    if (rewritten !== source) {
      changed += 1;
      await writeFile(file, rewritten);
    }
  }
  if (changed === 0) throw new Error(`copyRemoteBuild(${app}): the rewrite changed no file`);
  return dir;
}

/**
 * Builds `app` again with extra environment (e.g. SHARED_VERSION_OVERRIDE) into a temporary
 * folder with `rsbuild build --dist-path`.
 * @param {string} app
 * @param {Record<string, string>} env
 * @returns {Promise<string>} the folder
 */
export async function buildRemoteVariant(app, env) {
  const dir = await temporaryDir(`${app}-build`);
  const rsbuild = join(repoRoot, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  const output = [];
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rsbuild, 'build', '--dist-path', dir, '--log-level', 'warn'], {
      cwd: join(repoRoot, app),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    throw new Error(`rsbuild build of ${app} (${JSON.stringify(env)}) failed:\n${Buffer.concat(output)}`);
  }
  return dir;
}

/**
 * Serves a remote build folder with scripts/serve-static.mjs on 127.0.0.1:`port`.
 * @param {string} app
 * @param {string} dir
 * @param {number} port
 */
export async function serveRemoteBuild(app, dir, port) {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'scripts', 'serve-static.mjs'), '--app', app, '--dir', dir, '--port', String(port)],
    { cwd: repoRoot, env: { ...process.env, HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const errors = [];
  child.stderr.on('data', (chunk) => errors.push(chunk));
  const origin = `http://localhost:${port}`;
  const manifest = `${origin}/mf-manifest.json`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve-static for ${dir} exited: ${Buffer.concat(errors)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`serve-static for ${dir} did not answer on ${manifest}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    origin,
    manifest,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
      }),
  };
}
