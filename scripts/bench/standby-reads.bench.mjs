// Public free times with reads on a streaming standby vs primary-only, in the same run (issue
// #30, docs/database.md#reads-and-standbys): one primary and one standby on loopback
// (startPostgresPair), two API processes over them, one with DATABASE_READ_URL, and the same
// free-times route loaded on each in alternating rounds. Goal: >= 1.6x with the standby.

import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresInstalled, startPostgresPair } from '../postgres-cluster.mjs';
import { loadRoute, seedHost, startApi, utcDate } from './scheduling-api.mjs';

export const title =
  'Standby reads: public free times (1,000 bookings, cache off) on the standby vs primary-only, autocannon 10 connections';
export const needsStack = false;

const ROUNDS = 4;
const ROUND_SECONDS = 2;
const GOAL = 1.6;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU time (clock ticks, user + system) a process has used so far; 0 once it is gone. */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * The CPU used during `work` by the API process, the primary's client backends and this process
 * (the load tool), in clock ticks: what each side costs per request on these shared cores.
 */
async function cpuSplit(apiPid, primaryUrl, work) {
  const backends = async () =>
    (
      await query(
        primaryUrl,
        "SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      )
    ).map((row) => Number(row.pid));
  const before = new Map((await backends()).map((pid) => [pid, cpuTicks(pid)]));
  const api = cpuTicks(apiPid);
  const own = process.cpuUsage();
  const result = await work();
  const ownUsed = process.cpuUsage(own);
  let database = 0;
  for (const pid of new Set([...before.keys(), ...(await backends())])) {
    database += cpuTicks(pid) - (before.get(pid) ?? 0);
  }
  // Ticks are 1/100 s on Linux; the load tool's microseconds are put in the same unit.
  return {
    result,
    api: cpuTicks(apiPid) - api,
    database,
    loadTool: (ownUsed.user + ownUsed.system) / 10_000,
  };
}

/** @returns {Promise<Record<string, any>[]>} */
async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until the standby has replayed everything the primary has written so far. */
async function caughtUp(primaryUrl, standbyUrl) {
  const [{ lsn }] = await query(primaryUrl, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [{ behind }] = await query(standbyUrl, 'SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind', [
      lsn,
    ]);
    if (!behind) return;
    if (Date.now() > deadline) throw new Error('the standby did not catch up within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function run() {
  if (!postgresInstalled()) {
    return { columns: ['note'], rows: [['PostgreSQL is not installed: skipped']] };
  }
  const pair = await startPostgresPair();
  const dataDir = await mkdtemp(join(tmpdir(), 'slotwise-bench-standby-'));
  const apis = [];
  try {
    const database = {
      kind: 'postgres',
      dataDir,
      databaseUrl: pair.url,
      async sql(statements) {
        const client = new pg.Client({ connectionString: pair.url });
        await client.connect();
        try {
          const results = [];
          for (const [text, params] of statements) results.push((await client.query(text, params)).rows);
          return results;
        } finally {
          await client.end();
        }
      },
    };
    const host = await seedHost(database, { bookings: 1000 });
    await caughtUp(pair.url, pair.standbyUrl);
    // The standby has its own statistics only from the primary's: ANALYZE there was replayed.
    const env = { FREE_TIMES_CACHE_SECONDS: '0' };
    const primaryOnly = await startApi({ dataDir, databaseUrl: pair.url, env });
    apis.push(primaryOnly);
    const withStandby = await startApi({
      dataDir,
      databaseUrl: pair.url,
      env: { ...env, DATABASE_READ_URL: pair.standbyUrl, READ_MAX_LAG_MS: '1000' },
    });
    apis.push(withStandby);
    const path = `/api/public/event-types/${host.username}/${host.slug}/free-times?start=${utcDate(1)}&end=${utcDate(30)}&time_zone=America/New_York`;
    const routes = [
      { name: 'GET /api/health (primary-only process)', url: `${primaryOnly.url}/api/health` },
      { name: 'free times, primary-only', url: `${primaryOnly.url}${path}` },
      { name: 'free times, reads on the standby', url: `${withStandby.url}${path}` },
    ];
    // Both answer the same (the standby has replayed the seed).
    const [a, b] = await Promise.all(routes.slice(1).map(async (route) => (await fetch(route.url)).text()));
    if (a !== b) throw new Error('the standby answered other free times than the primary');
    const loadBefore = loadavg()[0];
    for (const route of routes) await loadRoute(route.url, 2);
    const totals = routes.map(() => ({ ok: 0, seconds: 0, times: [] }));
    const cpu = { api: 0, database: 0, loadTool: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, route] of routes.entries()) {
        // Primary-only free times: how the CPU per request splits between the API, PostgreSQL
        // and the load tool (what a standby on cores of its own could take away).
        const split = await cpuSplit(primaryOnly.pid, pair.url, () => loadRoute(route.url, ROUND_SECONDS));
        if (i === 1)
          for (const side of /** @type {const} */ (['api', 'database', 'loadTool'])) cpu[side] += split[side];
        const { ok, seconds, times } = split.result;
        totals[i].ok += ok;
        totals[i].seconds += seconds;
        for (const time of times) totals[i].times.push(time);
      }
    }
    const loadAfter = loadavg()[0];
    const measured = totals.map(({ ok, seconds, times }) => {
      const sorted = Float64Array.from(times).sort();
      return { rps: ok / seconds, p99: Math.round(percentile(sorted, 99) * 10) / 10 };
    });
    const ratio = measured[2].rps / measured[1].rps;
    // With every core busy, req/s follows the CPU per request. A standby on cores of its own
    // takes the database's share away from these cores: at most 1 / (1 - share) as many.
    const used = cpu.api + cpu.database + cpu.loadTool;
    const databaseShare = used > 0 ? cpu.database / used : 0;
    const ceiling = 1 / (1 - databaseShare);
    const rows = routes.map((route, i) => [
      route.name,
      Math.round(measured[i].rps),
      measured[i].p99,
      i === 2 ? `${ratio.toFixed(2)}x` : i === 1 ? '1.00x' : '-',
      i === 2 ? `>= ${GOAL}x: ${ratio >= GOAL ? 'met' : 'not met'}` : '-',
    ]);
    return {
      columns: ['route', 'req/s', 'p99 ms', 'vs primary-only', 'goal'],
      rows,
      notes: [
        `Machine: ${cpus().length} cores, load (1-minute average) ${loadBefore.toFixed(1)} before / ${loadAfter.toFixed(1)} after.`,
        cpus().length <= 2
          ? 'On a 2-core machine the API process, the load tool, the primary and the standby all share the same two cores: the standby moves the reads off the primary but adds no CPU, so this run can only show what the standby path costs; the >= 1.6x needs the standby on cores (a machine) of its own.'
          : `The API process, the load tool and both servers share these ${cpus().length} cores: the ratio is what the standby's own CPU adds here.`,
        `What the machine allows: in the primary-only rounds PostgreSQL used ${Math.round(databaseShare * 100)} % of the CPU (API process ${Math.round((cpu.api / used) * 100)} %, load tool ${Math.round((cpu.loadTool / used) * 100)} %). Here the standby runs on the same cores, so its reads cost the same CPU: about 1.0x is all these cores allow. A standby on cores of its own could at most take the database's share away: ${ceiling.toFixed(2)}x (${ceiling >= GOAL ? 'the goal is within reach there' : 'below the goal even there: the API process and the load tool are most of the work'}).`,
        `Each figure: ${ROUNDS * ROUND_SECONDS} s in ${ROUNDS} rounds alternating between the routes after a 2 s warm-up; both processes stay up.`,
      ],
    };
  } finally {
    for (const api of apis) await api.stop();
    pair.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
