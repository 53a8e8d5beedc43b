// Build time of each app: `npm run build -w <app>` (Rsbuild, the prerendered pages of
// mf-marketing and mf-auth drawn in the same process, and precompression; the shell's also
// builds its server), one at a time, and of the API (its server and release command), beside
// the goals: each remote alone within 15 s, every app within 60 s.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { staticApps } from '../start.mjs';

export const title = 'Build time per app (npm run build -w <app>)';
export const needsStack = false;

const remoteGoalSeconds = 15;
const totalGoalSeconds = 60;

export async function run({ repoRoot }) {
  const rows = [];
  const loadBefore = loadavg()[0];
  // The shell last, as `npm run build` does not matter here: each app builds on its own.
  for (const app of [...staticApps, 'api']) {
    const start = process.hrtime.bigint();
    const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: repoRoot, encoding: 'utf8' });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (result.status !== 0) {
      throw new Error(`build of ${app} failed:\n${result.stdout}\n${result.stderr}`);
    }
    const goal = app.startsWith('mf-') ? remoteGoalSeconds : null;
    rows.push([app, seconds.toFixed(1), goal === null ? '-' : `<= ${goal}`, verdict(seconds, goal)]);
  }
  const total = rows.reduce((sum, row) => sum + Number(row[1]), 0);
  rows.push(['total', total.toFixed(1), `<= ${totalGoalSeconds}`, verdict(total, totalGoalSeconds)]);
  return {
    columns: ['app', 'seconds', 'goal (s)', 'within goal'],
    rows,
    notes: [
      // Build times follow the machine's load: say what it was.
      `${cpus().length} CPUs; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
    ],
  };
}

/** @param {number} seconds @param {number | null} goal */
function verdict(seconds, goal) {
  if (goal === null) return '-';
  return seconds <= goal ? 'yes' : 'no';
}
