// Helpers of start-test-postgres.mjs / stop-test-postgres.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** PostgreSQL's bin folder: PG_BIN, else pg_ctl on PATH, else the newest /usr/lib/postgresql/N/bin. */
export function findPgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v pg_ctl'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (onPath) return path.dirname(onPath);
  } catch {}
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  throw new Error('PostgreSQL binaries not found: install postgresql or set PG_BIN');
}

/** Runs a PostgreSQL tool, as the `postgres` user when we are root. */
export function runAsPostgres(command, args) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // Tool output goes to stderr: stdout carries only the URL.
  execFileSync(file, argv, { stdio: ['ignore', process.stderr, 'inherit'] });
}
