// The remotes manifest (shared/src/federation/remotes.manifest.json) for scripts/: every server
// of the stack with its default port and the env variables that move it. The builds and the
// shell's server read the same file (shared/src/federation/remotes-manifest.ts).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const remotesManifestFile = join(repoRoot, 'shared', 'src', 'federation', 'remotes.manifest.json');

/**
 * @typedef {{ app: string, name: string, port: number, portEnv: string, urlEnv: string, exposes: Record<string, string> }} RemoteEntry
 * @type {{ shell: { app: string, port: number, portEnv: string }, api: { app: string, port: number, portEnv: string }, remotes: RemoteEntry[] }}
 */
export const remotesManifest = JSON.parse(readFileSync(remotesManifestFile, 'utf8'));

/**
 * Every server of the stack: its name (its folder), the env variable of its port, its default
 * port and, for a remote, the env variable that points the shell at it. The API first, the
 * shell last.
 * @type {{ name: string, portEnv: string, defaultPort: number, remote?: string, urlEnv?: string }[]}
 */
export const services = [
  { name: 'api', portEnv: remotesManifest.api.portEnv, defaultPort: remotesManifest.api.port },
  ...remotesManifest.remotes.map((remote) => ({
    name: remote.app,
    portEnv: remote.portEnv,
    defaultPort: remote.port,
    remote: remote.name,
    urlEnv: remote.urlEnv,
  })),
  { name: 'shell', portEnv: remotesManifest.shell.portEnv, defaultPort: remotesManifest.shell.port },
];

/** The shell and the remotes: the apps served from a dist/ folder. */
export const staticApps = services.filter((service) => service.name !== 'api').map((service) => service.name);

/** Where a browser finds a remote's manifest on `port` of `host`. */
export const remoteManifestUrl = (port, host = 'localhost') => `http://${host}:${port}/mf-manifest.json`;

/**
 * The env variables that point the shell at every remote: each from `env` when set there, else
 * the remote on its port of `host`.
 * @param {Record<string, number>} ports by service name
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [host]
 * @returns {Record<string, string>}
 */
export function remoteUrlsFor(ports, env = {}, host = 'localhost') {
  return Object.fromEntries(
    remotesManifest.remotes.map((remote) => [
      remote.urlEnv,
      env[remote.urlEnv] ?? remoteManifestUrl(ports[remote.app], host),
    ]),
  );
}
