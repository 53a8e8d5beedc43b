// Build time of each app: `npm run build -w <app>` (Rsbuild plus precompression; the shell's
// also builds its server), one at a time, and of the API (its server and release command).
import { spawnSync } from 'node:child_process';
import { staticApps } from '../start.mjs';

export const title = 'Build time per app (npm run build -w <app>)';
export const needsStack = false;

export async function run({ repoRoot }) {
  const rows = [];
  // The shell last, as `npm run build` does not matter here: each app builds on its own.
  for (const app of [...staticApps, 'api']) {
    const start = process.hrtime.bigint();
    const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: repoRoot, encoding: 'utf8' });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (result.status !== 0) {
      throw new Error(`build of ${app} failed:\n${result.stdout}\n${result.stderr}`);
    }
    rows.push([app, seconds.toFixed(1)]);
  }
  const total = rows.reduce((sum, row) => sum + Number(row[1]), 0);
  rows.push(['total', total.toFixed(1)]);
  return { columns: ['app', 'seconds'], rows };
}
