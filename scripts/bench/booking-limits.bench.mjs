// Free times of a month for a type with day and week limits (docs/product.md#booking-limits-and-start-times)
// and 1,000 bookings, beside the same type without limits, in the same run: the limits are set
// and cleared on the one type between alternating rounds, the answer cache off (every request
// computed). Goal: with limits >= 80% of the requests per second without.
import { cpus, loadavg } from 'node:os';
import {
  createDatabase,
  databaseKinds,
  LOAD_CONNECTIONS,
  loadRoute,
  seedHost,
  startApi,
  utcDate,
} from './scheduling-api.mjs';

export const title = 'Free times of a month with booking limits (1,000 bookings), cache off';
export const needsStack = false;

const ROUNDS = 3;
const ROUND_SECONDS = 2;
const BOOKINGS = 1000;
/** About 34 bookings a day and 235 a week are seeded: the counts are read, few periods are full. */
const LIMITS = { perDay: 40, perWeek: 240 };
const GOAL = 0.8;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary({ ok, seconds, times }) {
  const sorted = Float64Array.from(times).sort();
  const ms = (value) => Math.round(value * 10) / 10;
  return { rps: ok / seconds, p50: ms(percentile(sorted, 50)), p99: ms(percentile(sorted, 99)) };
}

async function setLimits(database, eventTypeId, limited) {
  await database.sql([
    [
      'UPDATE event_types SET limit_per_day = $2, limit_per_week = $3 WHERE id = $1',
      [eventTypeId, limited ? LIMITS.perDay : null, limited ? LIMITS.perWeek : null],
    ],
  ]);
}

async function measureKind(kind, notes) {
  const database = await createDatabase(kind);
  try {
    const host = await seedHost(database, { bookings: BOOKINGS });
    // PGlite is one process's file: the API must be stopped while the limits change.
    const sharedFile = kind === 'pglite';
    let api = await startApi({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      env: { FREE_TIMES_CACHE_SECONDS: '0' },
    });
    const restart = async (work) => {
      if (!sharedFile) return work();
      await api.stop();
      await work();
      api = await startApi({
        dataDir: database.dataDir,
        databaseUrl: undefined,
        env: { FREE_TIMES_CACHE_SECONDS: '0' },
      });
    };
    const query = `start=${utcDate(1)}&end=${utcDate(30)}&time_zone=America/New_York`;
    const url = () => `${api.url}/api/public/event-types/${host.username}/${host.slug}/free-times?${query}`;
    const totals = { plain: { ok: 0, seconds: 0, times: [] }, limited: { ok: 0, seconds: 0, times: [] } };
    const sizes = {};
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const variant of ['plain', 'limited']) {
          await restart(() => setLimits(database, host.eventTypeId, variant === 'limited'));
          if (round === 0) {
            const sample = await (await fetch(url())).json();
            sizes[variant] = sample.data.days.reduce((sum, day) => sum + day.times.length, 0);
            await loadRoute(url(), 1);
          }
          const { ok, seconds, times } = await loadRoute(url(), ROUND_SECONDS);
          totals[variant].ok += ok;
          totals[variant].seconds += seconds;
          for (const time of times) totals[variant].times.push(time);
        }
      }
    } finally {
      await api.stop();
    }
    notes.push(
      `${kind}: the month answer lists ${sizes.plain} free times without limits, ${sizes.limited} with.`,
    );
    return { plain: summary(totals.plain), limited: summary(totals.limited) };
  } finally {
    await database.drop();
  }
}

export async function run() {
  const rows = [];
  const notes = [];
  const loadBefore = loadavg()[0];
  for (const kind of databaseKinds()) {
    const { plain, limited } = await measureKind(kind, notes);
    const ratio = limited.rps / plain.rps;
    rows.push([kind, 'no limits', Math.round(plain.rps), plain.p50, plain.p99, '-', '-']);
    rows.push([
      kind,
      `${LIMITS.perDay}/day, ${LIMITS.perWeek}/week`,
      Math.round(limited.rps),
      limited.p50,
      limited.p99,
      `${(100 * ratio).toFixed(0)}%`,
      `>= ${GOAL * 100}%: ${ratio >= GOAL ? 'met' : 'not met'}`,
    ]);
  }
  notes.push(
    `Machine load (1-minute average) before / after: ${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`,
  );
  notes.push(
    `Goal (issue #26): free times with day and week limits >= ${GOAL * 100}% of the same type without.`,
  );
  notes.push(
    `Each figure: ${ROUNDS * ROUND_SECONDS} s in ${ROUNDS} rounds alternating with the other variant, after a 1 s warm-up; ${LOAD_CONNECTIONS} connections; API and load tool share the machine.`,
  );
  return {
    columns: ['database', 'limits', 'req/s', 'p50 ms', 'p99 ms', 'vs no limits', 'goal'],
    rows,
    notes,
  };
}
