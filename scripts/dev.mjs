#!/usr/bin/env node
// Development mode: the API restarting on change (tsx watch) and every app's `rsbuild dev`
// server on the same ports as `npm start`, output prefixed with each name. Ctrl-C stops all.
// `FAKE_MICROSOFT=1 npm run dev` (or `npm run dev -- --fake-microsoft`) also runs the local fake
// of Microsoft identity and Graph (scripts/fake-microsoft.mjs) and points the API at it, so
// Settings > Integrations can connect a Microsoft calendar without a Microsoft app.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startFakeMicrosoft } from './fake-microsoft.mjs';
import { remoteUrlsFor } from './stack/remotes-manifest.mjs';
import { portsFromEnv, repoRoot, services } from './start.mjs';

const ports = portsFromEnv();
const apiOrigin = `http://127.0.0.1:${ports.api}`;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${ports.shell}`;
const remoteUrls = remoteUrlsFor(ports, process.env);
const withFakeMicrosoft = process.env.FAKE_MICROSOFT === '1' || process.argv.includes('--fake-microsoft');
const fakeMicrosoft = withFakeMicrosoft
  ? await startFakeMicrosoft({ port: Number(process.env.FAKE_MICROSOFT_PORT ?? 4011) })
  : null;
if (fakeMicrosoft) {
  console.log(
    `Fake Microsoft on ${fakeMicrosoft.authorityUrl}: "Connect" signs in ${fakeMicrosoft.user.mail}`,
  );
}

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const service of services) {
  const cwd = join(repoRoot, service.name);
  /** @type {Record<string, string | undefined>} */
  const env = { ...process.env, API_ORIGIN: apiOrigin, PUBLIC_URL: publicUrl, ...remoteUrls };
  const args =
    service.name === 'api'
      ? [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', 'src/server.ts']
      : [join(repoRoot, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'dev'];
  // Restarts on every change: no shutdown grace (it is for load balancers).
  if (service.name === 'api')
    Object.assign(env, {
      API_PORT: String(ports.api),
      SHUTDOWN_GRACE_SECONDS: env.SHUTDOWN_GRACE_SECONDS ?? '0',
      ...(fakeMicrosoft ? fakeMicrosoft.env() : {}),
    });
  // The shell's rsbuild config reads SHELL_PORT; a remote's reads PORT.
  else if (service.name === 'shell')
    Object.assign(env, { SHELL_PORT: String(ports.shell), PORT: String(ports.shell) });
  else env.PORT = String(ports[service.name]);
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = `${service.name.padEnd(14)}|`;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${tag} ${line}\n`));
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${service.name} stopped (exit code ${code}); stopping the others.`);
    stopAll(1);
  });
  children.push(child);
}
console.log(`Slotwise dev servers starting: open http://localhost:${ports.shell}`);
