#!/usr/bin/env node
// Runs the built product: the API and the six static servers (the shell and five remotes),
// each child's output prefixed with its name. The API and the shell's server run as built
// JavaScript with plain `node` (scripts/build-server.mjs, part of `npm run build`). Also a
// library: the journeys and the bench start the same stack on free ports of their own
// (scripts/stack/free-port-stack.mjs).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { serverEntry, serverNodeArgs } from './server-builds.mjs';
// Every server, its default port and env variables: the remotes manifest
// (shared/src/federation/remotes.manifest.json).
import { remoteUrlsFor, repoRoot, services, staticApps } from './stack/remotes-manifest.mjs';

export { repoRoot, services, staticApps };

/**
 * Ports from the environment (PORT, API_PORT, MF_*_PORT), else the defaults.
 * @returns {Record<string, number>} by service name
 */
export function portsFromEnv(env = process.env) {
  /** @type {Record<string, number>} */
  const ports = {};
  for (const { name, portEnv, defaultPort } of services) {
    const raw = env[portEnv];
    const port = raw === undefined || raw === '' ? defaultPort : Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${portEnv} must be a port number`);
    ports[name] = port;
  }
  return ports;
}

/**
 * What of the stack has no build output: the static apps' dist/ folders (the shell's and the
 * remotes'), and the built servers ('api', and the shell's server, reported as 'shell').
 * @param {string[]} [apps] the names to check (every static app and the API)
 */
export function missingBuilds(apps = [...staticApps, 'api']) {
  return apps.filter((app) => {
    if (app === 'api') return !existsSync(serverEntry('api', 'server'));
    const dist = join(repoRoot, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    return !existsSync(dist) || (app === 'shell' && !existsSync(serverEntry('shell', 'shell-server')));
  });
}

/**
 * The SHA-256 of every server module the local builds publish (`dist/server/<name>.json` names
 * each). `npm start` runs exactly these builds, so its shell trusts exactly these modules
 * (shell/server/server-module-trust.ts); a deployment pins its releases or configures the
 * release key's public half instead. A remote rebuilt while the stack runs is trusted after a
 * restart.
 */
export function localServerModuleDigests(apps = staticApps) {
  const digests = [];
  for (const app of apps) {
    const dir = join(repoRoot, app, 'dist', 'server');
    if (!existsSync(dir)) continue;
    for (const indexFile of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
      const { module } = JSON.parse(readFileSync(join(dir, indexFile), 'utf8'));
      const file = join(dir, module);
      if (typeof module === 'string' && existsSync(file)) {
        digests.push(createHash('sha256').update(readFileSync(file)).digest('hex'));
      }
    }
  }
  return digests;
}

/**
 * The API's credentials, which only the API process gets: the shell's page server runs a
 * remote's server module, and the static servers need none (docs/security.md).
 */
const apiSecretNames = [
  'DATABASE_URL',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'GOOGLE_CLIENT_SECRET',
  'SMTP_URL',
  'SMS_AUTH_TOKEN',
  'SMS_ACCOUNT_SID',
  'AVATAR_S3_ACCESS_KEY_ID',
  'AVATAR_S3_SECRET_ACCESS_KEY',
];

/** @param {string} name @param {Record<string, string | undefined>} env */
export function withoutApiSecrets(name, env) {
  if (name === 'api') return env;
  return Object.fromEntries(Object.entries(env).filter(([key]) => !apiSecretNames.includes(key)));
}

const colors = [36, 33, 35, 32, 34, 91, 96];
function prefixer(name, index, stream) {
  const tag = stream.isTTY
    ? `\x1b[${colors[index % colors.length]}m${name.padEnd(14)}\x1b[0m|`
    : `${name.padEnd(14)}|`;
  return (line) => stream.write(`${tag} ${line}\n`);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the stack and resolves once every server answers; `stop()` stops every server.
 * @param {Parameters<typeof createStack>[0]} [options]
 */
export async function startStack(options = {}) {
  const stack = createStack(options);
  await stack.start();
  return stack;
}

/**
 * The stack's servers, not started yet: `start()` spawns them all and waits until each
 * answers; `stop()` works at any time (a Ctrl-C during start-up included).
 * @param {object} [options]
 * @param {Partial<Record<string, number>>} [options.ports] per service name ('shell', 'api', 'mf-auth'...); defaults from env
 * @param {string} [options.host] the address every server listens on (127.0.0.1)
 * @param {string} [options.publicHost] the host name browsers use (localhost)
 * @param {Record<string, string>} [options.env] extra env for every child (API settings such as ACCESS_TOKEN_TTL)
 * @param {string} [options.dataDir] the API's DATA_DIR
 * @param {'inherit' | 'prefix' | 'ignore' | ((name: string, line: string) => void)} [options.output] child output ('prefix')
 * @param {(name: string, code: number | null, signal: string | null) => void} [options.onUnexpectedExit]
 * @param {number} [options.timeoutMs] how long to wait for every server (90 s)
 * @param {boolean} [options.fromSources] run the API and the shell's server from their
 *   TypeScript sources with tsx instead of their builds (the bench compares the two)
 */
export function createStack(options = {}) {
  const baseEnv = { ...process.env, ...options.env };
  const ports = { ...portsFromEnv(baseEnv), ...options.ports };
  const host = options.host ?? baseEnv.HOST ?? '127.0.0.1';
  const publicHost = options.publicHost ?? baseEnv.PUBLIC_HOST ?? 'localhost';
  const fromSources = options.fromSources ?? false;
  const missing = missingBuilds(fromSources ? staticApps : undefined);
  if (missing.length > 0) {
    throw new Error(`No build output for ${missing.join(', ')}: run npm run build first.`);
  }
  const output = options.output ?? 'prefix';
  const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const publicUrl = baseEnv.PUBLIC_URL ?? `http://${publicHost}:${ports.shell}`;
  const remoteUrls = remoteUrlsFor(ports, baseEnv, publicHost);
  const apiOrigin = `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${ports.api}`;

  const envFor = {
    api: {
      API_PORT: String(ports.api),
      API_HOST: host,
      PUBLIC_URL: publicUrl,
      // No load balancer to tell here: stop at once (the grace is for rolling restarts).
      SHUTDOWN_GRACE_SECONDS: baseEnv.SHUTDOWN_GRACE_SECONDS ?? '0',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    },
    shell: {
      PORT: String(ports.shell),
      PUBLIC_URL: publicUrl,
      API_ORIGIN: baseEnv.API_ORIGIN ?? apiOrigin,
      ...remoteUrls,
      ...(baseEnv.SERVER_MODULE_SHA256 || baseEnv.SERVER_MODULE_PUBLIC_KEYS
        ? {}
        : { SERVER_MODULE_SHA256: localServerModuleDigests().join(',') }),
    },
  };
  const readyUrl = (name) => {
    const origin = `http://${probeHost}:${ports[name]}`;
    if (name === 'api') return `${origin}/api/health`;
    if (name === 'shell') return `${origin}/`;
    return `${origin}/mf-manifest.json`;
  };

  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  const stopping = new Set();
  let stoppingAll = false;
  // Before every server answers, an exit is start()'s failure, not an unexpected stop.
  let started = false;

  function spawnService(name) {
    children.delete(name);
    const index = services.findIndex((s) => s.name === name);
    if (index < 0) throw new Error(`Unknown service ${name}`);
    const env = withoutApiSecrets(name, { ...baseEnv, ...envFor[name] });
    const command =
      name === 'api'
        ? { args: serverNodeArgs('api', 'server', { fromSources }), cwd: join(repoRoot, 'api') }
        : name === 'shell'
          ? {
              args: [
                ...serverNodeArgs('shell', 'shell-server', { fromSources }),
                '--port',
                String(ports[name]),
                '--host',
                host,
              ],
              cwd: repoRoot,
            }
          : {
              args: [
                join(repoRoot, 'scripts', 'serve-static.mjs'),
                '--app',
                name,
                '--port',
                String(ports[name]),
                '--host',
                host,
              ],
              cwd: repoRoot,
            };
    const child = spawn(process.execPath, command.args, {
      cwd: command.cwd,
      env,
      stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
    });
    if (output !== 'inherit') {
      const write =
        typeof output === 'function'
          ? () => (line) => output(name, line)
          : output === 'ignore'
            ? () => () => {}
            : (stream) => prefixer(name, index, stream);
      createInterface({ input: child.stdout }).on('line', write(process.stdout));
      createInterface({ input: child.stderr }).on('line', write(process.stderr));
    }
    child.on('exit', (code, signal) => {
      if (children.get(name) === child) children.delete(name);
      if (!started || stoppingAll || stopping.has(name)) return;
      options.onUnexpectedExit?.(name, code, signal);
    });
    children.set(name, child);
    return child;
  }

  async function waitUntilReady(name, timeoutMs = options.timeoutMs ?? 90_000) {
    const deadline = Date.now() + timeoutMs;
    const url = readyUrl(name);
    while (Date.now() < deadline) {
      const child = children.get(name);
      if (!child || child.exitCode !== null) throw new Error(`${name} exited before it answered on ${url}`);
      if (await answers(url)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${name} did not answer on ${url} within ${Math.round(timeoutMs / 1000)} s`);
  }

  function stopChild(child) {
    return new Promise((resolveStop) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolveStop();
      });
      child.kill('SIGTERM');
    });
  }

  /** Stops one server on purpose (not reported as an unexpected exit). */
  async function stopService(name) {
    const child = children.get(name);
    if (!child) return;
    stopping.add(name);
    await stopChild(child);
    stopping.delete(name);
  }

  /** Starts one server again (after stopService) and waits until it answers. */
  async function startService(name) {
    if (children.has(name)) return;
    spawnService(name);
    await waitUntilReady(name);
  }

  async function stop() {
    stoppingAll = true;
    await Promise.all([...children.values()].map((child) => stopChild(child)));
  }

  async function start() {
    try {
      for (const { name } of services) spawnService(name);
      await Promise.all(services.map(({ name }) => waitUntilReady(name)));
      started = true;
    } catch (error) {
      await stop();
      throw error;
    }
  }

  return {
    start,
    ports,
    host,
    /** The process id of a server that runs (the bench reads the API's memory). @param {string} name */
    pidOf: (name) => children.get(name)?.pid,
    /** Where a browser opens the app. */
    url: publicUrl,
    apiUrl: apiOrigin,
    remoteUrls,
    dataDir: options.dataDir ?? baseEnv.DATA_DIR ?? join(repoRoot, '.data'),
    stop,
    stopService,
    startService,
  };
}

async function main() {
  let stack;
  let exiting = false;
  const exit = async (code) => {
    if (exiting) return;
    exiting = true;
    await stack?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void exit(0));
  process.on('SIGTERM', () => void exit(0));
  try {
    stack = createStack({
      onUnexpectedExit: (name, code, signal) => {
        console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
        void exit(1);
      },
    });
    await stack.start();
  } catch (error) {
    if (exiting) return;
    console.error(`\nSlotwise could not start: ${error instanceof Error ? error.message : error}`);
    await exit(1);
    return;
  }
  if (exiting) return;
  console.log(`\nSlotwise is running at ${stack.url}`);
  console.log(`API at ${stack.apiUrl}/api (docs: ${stack.apiUrl}/api/docs). Press Ctrl-C to stop.\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
