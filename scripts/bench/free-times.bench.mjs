// Free times of a month for a host with 1,000 bookings that month, against GET /api/health in
// the same run (same process, same load tool): requests per second, latency, and the ratio.
// Goal: free times at >= 40% of health's throughput, p99 < 25 ms. Measured with the answer
// cache on (the default, FREE_TIMES_CACHE_SECONDS=2) and off (every request computed).
import { cpus, loadavg } from 'node:os';
import { createDatabase, databaseKinds, loadRoute, seedHost, startApi, utcDate } from './scheduling-api.mjs';

export const title = 'Free times of a month (1,000 bookings) vs /api/health, autocannon 10 connections';
export const needsStack = false;

const ROUNDS = 4;
const ROUND_SECONDS = 2;
const DURATION_SECONDS = ROUNDS * ROUND_SECONDS;

/** The cache-off goal of a database, and whether a measurement meets it. */
const cacheOffGoals = {
  postgres: { text: '>= 10% of health, p99 <= 25 ms', met: ({ share, p99 }) => share >= 10 && p99 <= 25 },
  pglite: { text: 'p99 <= 60 ms', met: ({ p99 }) => p99 <= 60 },
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Both routes measured in alternating rounds (A B A B ...) after a warm-up of each (JIT,
 * caches, connections): other work on the machine then weighs on both alike, where one long run
 * after the other let a burst of it land on one route only and swing the ratio either way.
 */
async function measurePair(urls) {
  for (const url of urls) await loadRoute(url, 2);
  const totals = urls.map(() => ({ ok: 0, seconds: 0, times: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, url] of urls.entries()) {
      const { ok, seconds, times } = await loadRoute(url, ROUND_SECONDS);
      totals[i].ok += ok;
      totals[i].seconds += seconds;
      for (const time of times) totals[i].times.push(time);
    }
  }
  return totals.map(({ ok, seconds, times }) => {
    const sorted = Float64Array.from(times).sort();
    const ms = (value) => Math.round(value * 10) / 10;
    return { rps: ok / seconds, p50: ms(percentile(sorted, 50)), p99: ms(percentile(sorted, 99)) };
  });
}

export async function run() {
  const rows = [];
  const notes = [];
  const loads = [];
  for (const kind of databaseKinds()) {
    const database = await createDatabase(kind);
    try {
      const host = await seedHost(database, { bookings: 1000 });
      const query = `start=${utcDate(1)}&end=${utcDate(30)}&time_zone=America/New_York`;
      for (const cacheSeconds of ['2', '0']) {
        const api = await startApi({
          dataDir: database.dataDir,
          databaseUrl: database.databaseUrl,
          env: { FREE_TIMES_CACHE_SECONDS: cacheSeconds },
        });
        try {
          const freeTimesUrl = `${api.url}/api/public/event-types/${host.username}/${host.slug}/free-times?${query}`;
          const sample = await (await fetch(freeTimesUrl)).json();
          const times = sample.data.days.reduce((sum, day) => sum + day.times.length, 0);
          const loadBefore = loadavg()[0];
          const [health, freeTimes] = await measurePair([`${api.url}/api/health`, freeTimesUrl]);
          loads.push(
            `${kind} cache ${cacheSeconds === '0' ? 'off' : 'on'} ${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)}`,
          );
          const ratio = (100 * freeTimes.rps) / health.rps;
          const cache = cacheSeconds === '0' ? 'off' : `${cacheSeconds} s`;
          const goal = cacheSeconds === '0' ? cacheOffGoals[kind] : null;
          rows.push([
            kind,
            'GET /api/health',
            '-',
            Math.round(health.rps),
            health.p50,
            health.p99,
            '100%',
            '-',
          ]);
          rows.push([
            kind,
            'free times (30 days)',
            cache,
            Math.round(freeTimes.rps),
            freeTimes.p50,
            freeTimes.p99,
            `${ratio.toFixed(1)}%`,
            goal ? `${goal.text}: ${goal.met({ ...freeTimes, share: ratio }) ? 'met' : 'not met'}` : '-',
          ]);
          if (cacheSeconds !== '0')
            notes.push(
              `${kind}: the month answer lists ${times} free times (${Math.round(JSON.stringify(sample).length / 1024)} KB).`,
            );
        } finally {
          await api.stop();
        }
      }
    } finally {
      await database.drop();
    }
  }
  notes.push(
    'Goal: free times >= 40% of /api/health requests per second and p99 < 25 ms (with the cache on).',
  );
  notes.push(
    'Goal with the cache off (FREE_TIMES_CACHE_SECONDS=0, issue #30): PostgreSQL >= 10% of /api/health req/s and p99 <= 25 ms; PGlite p99 <= 60 ms.',
  );
  notes.push(
    `Machine load (1-minute average) before / after each pair, on ${cpus().length} cores: ${loads.join('; ')}.`,
  );
  notes.push(
    `Each figure: ${DURATION_SECONDS} s in ${ROUNDS} rounds alternating with the other route, after a 2 s warm-up; latency in ms; API and load tool share the machine.`,
  );
  return {
    columns: ['database', 'route', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'vs health', 'goal (cache off)'],
    rows,
    notes,
  };
}
