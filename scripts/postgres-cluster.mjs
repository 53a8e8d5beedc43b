// A throwaway PostgreSQL 15 cluster for tests: initdb in a temporary folder, listening only on
// 127.0.0.1 on a free port, trust authentication, removed again by stop(). As root the
// server runs as the `postgres` user (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const postgresBinDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export function postgresInstalled() {
  return existsSync(join(postgresBinDir, 'initdb')) && existsSync(join(postgresBinDir, 'pg_ctl'));
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function runTool(tool, args) {
  const binary = join(postgresBinDir, tool);
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${tool} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; resolves with its URL and a stop() that stops it and deletes its folder.
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => void }>}
 */
export async function startPostgresCluster() {
  if (!postgresInstalled()) throw new Error(`PostgreSQL binaries not found in ${postgresBinDir}`);
  const server = await serverFolder('slotwise-pg-');
  const { dir, dataDir, port, stop } = server;
  try {
    runTool('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--locale=C',
    ]);
    // fsync off: a test cluster trades durability for speed. WAL senders: a standby may follow.
    startServer(dir, dataDir, port, 'server.log');
    server.started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}

/**
 * A fresh folder (owned by `postgres` when run as root) for one server's data and log, a free
 * loopback port, and a stop() that stops the server once `started` is set and deletes the folder.
 * @param {string} prefix
 */
async function serverFolder(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  if (isRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const server = {
    dir,
    dataDir,
    port,
    started: false,
    stop: () => {
      if (server.started) {
        try {
          runTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch (error) {
          console.error(String(error));
        }
        server.started = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** pg_ctl start of a data folder on a loopback port, with the test clusters' settings. */
function startServer(dir, dataDir, port, logName) {
  runTool('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, logName),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off -c max_connections=200 -c hot_standby=on -c wal_level=replica -c max_wal_senders=5`,
    'start',
  ]);
}

/**
 * A primary and one streaming standby (docs/database.md#reads-and-standbys), both on loopback:
 * the primary as startPostgresCluster makes it, the standby copied from it by
 * `pg_basebackup -R` (which writes its primary_conninfo) and started as a hot standby.
 * `url` is the primary's, `standbyUrl` the standby's; stop() stops both and deletes them.
 * @returns {Promise<{ url: string, standbyUrl: string, port: number, standbyPort: number, dir: string, stop: () => void }>}
 */
export async function startPostgresPair() {
  const primary = await startPostgresCluster();
  const standby = await serverFolder('slotwise-pg-standby-');
  const { dir: standbyDir, dataDir, port: standbyPort } = standby;
  const stop = () => {
    standby.stop();
    primary.stop();
  };
  try {
    runTool('pg_basebackup', [
      '-D',
      dataDir,
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-R',
      '-X',
      'stream',
      '--no-sync',
      '-c',
      'fast',
    ]);
    startServer(standbyDir, dataDir, standbyPort, 'server.log');
    standby.started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: primary.url,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
    port: primary.port,
    standbyPort,
    dir: primary.dir,
    stop,
  };
}

// `node scripts/postgres-cluster.mjs [--standby]`: start one (or a primary and a standby) by
// hand, print the URL(s), remove it on Ctrl-C.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cluster = process.argv.includes('--standby')
    ? await startPostgresPair()
    : await startPostgresCluster();
  console.log(cluster.url);
  if ('standbyUrl' in cluster) console.log(cluster.standbyUrl);
  console.error('PostgreSQL is running; Ctrl-C stops it and deletes its folder.');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cluster.stop();
      process.exit(0);
    });
  }
  setInterval(() => undefined, 1 << 30);
}
