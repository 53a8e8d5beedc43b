// `npm start` the way it ran before the servers were built (the API and the shell's server from
// their TypeScript sources through tsx) and the way it runs now (their built JavaScript with
// plain node), in the same run: time until every server of the stack answers, and the memory
// (resident set) of the API's and the shell server's processes once it does. Rounds alternate
// the two ways, after a warm-up start of each (tsx's transform cache filled, the database
// migrated), so both are measured warm, as a restart is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allocateStackPorts, createStackOnPorts } from '../stack/free-port-stack.mjs';
import { missingBuilds } from '../start.mjs';

export const title =
  'npm start: time to serving and memory after start, tsx (before) vs built JavaScript (now)';
export const needsStack = false;

const ROUNDS = 3;
const ways = [
  { name: 'tsx (before)', fromSources: true },
  { name: 'built JavaScript (now)', fromSources: false },
];

/** A process's resident set in MiB (Linux: /proc; elsewhere ps). @param {number} pid */
function rssMiB(pid) {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(ps.stdout.trim()) / 1024;
}

/** Starts the whole stack one way; the seconds until every server answered and the memory then. */
async function startOnce(way, dataDir) {
  const { ports } = await allocateStackPorts();
  const stack = createStackOnPorts(ports, { fromSources: way.fromSources, dataDir, output: 'ignore' });
  const started = performance.now();
  try {
    await stack.start();
    const seconds = (performance.now() - started) / 1000;
    // Memory once start-up's work is done (the first requests answered), not mid-start.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const apiPid = stack.pidOf('api');
    const shellPid = stack.pidOf('shell');
    if (!apiPid || !shellPid) throw new Error('a server of the stack is not running');
    return { seconds, apiMiB: rssMiB(apiPid), shellMiB: rssMiB(shellPid) };
  } finally {
    await stack.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  const missing = missingBuilds();
  if (missing.length > 0)
    throw new Error(`No build output for ${missing.join(', ')}: run npm run build first.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'slotwise-bench-start-'));
  try {
    for (const way of ways) await startOnce(way, dataDir);
    /** @type {Map<string, { seconds: number, apiMiB: number, shellMiB: number }[]>} */
    const samples = new Map(ways.map((way) => [way.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating which way goes first, so a burst of other work weighs on both alike.
      const order = round % 2 === 0 ? ways : [...ways].reverse();
      for (const way of order) samples.get(way.name)?.push(await startOnce(way, dataDir));
    }
    const rows = ways.map((way) => {
      const list = samples.get(way.name) ?? [];
      const seconds = list.map((s) => s.seconds);
      return [
        way.name,
        median(seconds).toFixed(2),
        `${Math.min(...seconds).toFixed(2)}-${Math.max(...seconds).toFixed(2)}`,
        median(list.map((s) => s.apiMiB)).toFixed(0),
        median(list.map((s) => s.shellMiB)).toFixed(0),
      ];
    });
    return {
      columns: ['servers run as', 'to serving (s)', 'range (s)', 'API RSS (MiB)', 'shell server RSS (MiB)'],
      rows,
      notes: [
        `median of ${ROUNDS} warm starts of the whole stack each (PGlite, migrated), readiness polled every 200 ms`,
        'memory: the resident set of the process 1 s after every server answered',
      ],
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
