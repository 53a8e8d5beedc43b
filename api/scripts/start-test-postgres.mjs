#!/usr/bin/env node
// Starts a throwaway PostgreSQL 15 cluster for the API tests, listening on 127.0.0.1 only.
//   node api/scripts/start-test-postgres.mjs [port=55432] [dir=<tmp>/slotwise-pg-<port>]
// Prints the connection URL (last line of stdout) to use as TEST_DATABASE_URL.
// Stop it with: node api/scripts/stop-test-postgres.mjs <dir>
// When running as root, initdb and the server run as the `postgres` user (PostgreSQL refuses
// root). Installing PostgreSQL is the caller's job (Debian: apt-get install postgresql).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPgBin, runAsPostgres } from './test-postgres-lib.mjs';

const port = Number(process.argv[2] ?? 55432);
const dir = path.resolve(process.argv[3] ?? path.join(tmpdir(), `slotwise-pg-${port}`));
const dataDir = path.join(dir, 'data');
const bin = findPgBin();

mkdirSync(dir, { recursive: true });
if (process.getuid?.() === 0) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
}
if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
  runAsPostgres(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
}
runAsPostgres(path.join(bin, 'pg_ctl'), [
  '-D',
  dataDir,
  '-l',
  path.join(dir, 'postgres.log'),
  '-o',
  `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  '-w',
  '-t',
  '60',
  'start',
]);
console.log(`postgres://postgres@127.0.0.1:${port}/postgres`);
