#!/usr/bin/env node
// Stops the cluster started by start-test-postgres.mjs and (with --remove) deletes its folder.
//   node api/scripts/stop-test-postgres.mjs [dir=<tmp>/slotwise-pg-55432] [--remove]
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPgBin, runAsPostgres } from './test-postgres-lib.mjs';

const args = process.argv.slice(2);
const remove = args.includes('--remove');
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(tmpdir(), 'slotwise-pg-55432'));
try {
  runAsPostgres(path.join(findPgBin(), 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
} finally {
  if (remove) rmSync(dir, { recursive: true, force: true });
}
