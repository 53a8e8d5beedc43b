// Free times of a month for a host with 1,000 bookings that month, against GET /api/health in
// the same run (same process, same load tool): requests per second, latency, and the ratio.
// Goal: free times at >= 40% of health's throughput, p99 < 25 ms. Measured with the answer
// cache on (the default, FREE_TIMES_CACHE_SECONDS=2) and off (every request computed).
import autocannon from 'autocannon';
import { createDatabase, databaseKinds, seedHost, startApi, utcDate } from './scheduling-api.mjs';

export const title = 'Free times of a month (1,000 bookings) vs /api/health, autocannon 10 connections';
export const needsStack = false;

const DURATION_SECONDS = 8;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: DURATION_SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(url) {
  // A short warm-up (JIT, caches, connections), then the measured run.
  await new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration: 2 }, (error) => (error ? reject(error) : resolve())),
  );
  const result = await load(url);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export async function run() {
  const rows = [];
  const notes = [];
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
          const health = await measure(`${api.url}/api/health`);
          const freeTimes = await measure(freeTimesUrl);
          const ratio = (100 * freeTimes.rps) / health.rps;
          const cache = cacheSeconds === '0' ? 'off' : `${cacheSeconds} s`;
          rows.push([kind, 'GET /api/health', '-', Math.round(health.rps), health.p50, health.p99, '100%']);
          rows.push([
            kind,
            'free times (30 days)',
            cache,
            Math.round(freeTimes.rps),
            freeTimes.p50,
            freeTimes.p99,
            `${ratio.toFixed(1)}%`,
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
    `Each figure: ${DURATION_SECONDS} s after a 2 s warm-up; latency in ms; API and load tool share the machine.`,
  );
  return {
    columns: ['database', 'route', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'vs health'],
    rows,
    notes,
  };
}
