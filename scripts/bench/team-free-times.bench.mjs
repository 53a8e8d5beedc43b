// Free times of a month for team event types (docs/product.md#teams): a 5-host collective and a
// 5-host round robin, each host with 1,000 bookings that month, beside a personal type with as
// many, on PostgreSQL with the answer cache off (every request computed). Goal: p99 <= 50 ms.
import { cpus, loadavg } from 'node:os';
import { createDatabase, LOAD_CONNECTIONS, loadRoute, startApi, utcDate } from './scheduling-api.mjs';

export const title = 'Team free times of a month (5 hosts x 1,000 bookings), PostgreSQL, cache off';
export const needsStack = false;

const ROUNDS = 3;
const ROUND_SECONDS = 2;
const HOSTS = 5;
const BOOKINGS = 1000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Every route measured in alternating rounds after a warm-up (as free-times.bench.mjs does). */
async function measure(urls) {
  for (const url of urls) await loadRoute(url, 1);
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

/**
 * Registers the hosts through the API (which migrates the fresh database), then, with the API
 * stopped: every-day 00:00-24:00 UTC schedules, a personal type of the first host, a team of all
 * five with a collective and a round-robin type, and 1,000 confirmed bookings per host over the
 * 30 days from tomorrow (7 of every 10 half hours, the same ones for every host).
 */
export async function seedTeam(database) {
  const api = await startApi({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const users = [];
  try {
    for (let i = 0; i < HOSTS; i += 1) {
      const response = await fetch(`${api.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench ${i}`,
          surname: null,
          username: `bench_team_${i}`,
          email: `bench.team.${i}@example.com`,
          password: 'Correct-Horse-9',
          password_confirmation: 'Correct-Horse-9',
          avatar: null,
          time_zone: 'UTC',
        }),
      });
      if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
      users.push((await response.json()).user);
    }
  } finally {
    await api.stop();
  }
  const ids = users.map((user) => user.id);
  const from = `${utcDate(1)}T00:00:00Z`;
  const [, , [personal], , , [collective], [roundRobin]] = await database.sql([
    [
      `DELETE FROM availability_slots WHERE availability_id IN (SELECT id FROM availabilities WHERE user_id = ANY($1))`,
      [ids],
    ],
    [
      `INSERT INTO availability_slots (availability_id, day_of_week, start_time, end_time)
       SELECT a.id, d, '00:00', '24:00' FROM availabilities a, generate_series(1, 7) d WHERE a.user_id = ANY($1)`,
      [ids],
    ],
    [
      `INSERT INTO event_types (user_id, title, slug, duration, minimum_notice_minutes, booking_window_days)
       VALUES ($1, 'Bench call', 'bench', 30, 0, 60) RETURNING id`,
      [ids[0]],
    ],
    [
      `INSERT INTO teams (name, slug, created_by) VALUES ('Bench team', 'bench-team', $1) RETURNING id`,
      [ids[0]],
    ],
    [
      `INSERT INTO team_members (team_id, user_id, email, role, status)
       SELECT (SELECT id FROM teams WHERE slug = 'bench-team'), u.id, u.email,
         CASE WHEN u.id = $1 THEN 'owner' ELSE 'member' END, 'active'
       FROM users u WHERE u.id = ANY($2)`,
      [ids[0], ids],
    ],
    [
      `INSERT INTO event_types (user_id, team_id, title, slug, event_type, duration, minimum_notice_minutes, booking_window_days)
       SELECT $1, id, 'Bench collective', 'collective', 'collective', 30, 0, 60 FROM teams WHERE slug = 'bench-team' RETURNING id`,
      [ids[0]],
    ],
    [
      `INSERT INTO event_types (user_id, team_id, title, slug, event_type, duration, minimum_notice_minutes, booking_window_days)
       SELECT $1, id, 'Bench round robin', 'round-robin', 'round_robin', 30, 0, 60 FROM teams WHERE slug = 'bench-team' RETURNING id`,
      [ids[0]],
    ],
  ]);
  await database.sql([
    [
      `INSERT INTO event_type_hosts (event_type_id, user_id) SELECT e, u FROM unnest($1::uuid[]) e, unnest($2::uuid[]) u`,
      [[collective.id, roundRobin.id], ids],
    ],
    [
      `INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
         seat_key, attendee_name, attendee_email, timezone)
       SELECT h, $2, 'confirmed', s, s + interval '30 minutes', s, s + interval '30 minutes',
         gen_random_uuid()::text, 'Booked', 'booked@example.com', 'UTC'
       FROM unnest($1::uuid[]) h,
         (SELECT $3::timestamptz + i * interval '30 minutes' AS s
          FROM generate_series(0, 1439) i WHERE i % 10 < 7 LIMIT $4) slots`,
      [ids, personal.id, from, BOOKINGS],
    ],
    ['ANALYZE', []],
  ]);
  return { username: users[0].username };
}

export async function run() {
  const database = await createDatabase('postgres');
  const rows = [];
  const notes = [];
  try {
    const { username } = await seedTeam(database);
    const api = await startApi({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      env: { FREE_TIMES_CACHE_SECONDS: '0' },
    });
    try {
      const query = `start=${utcDate(1)}&end=${utcDate(30)}&time_zone=America/New_York`;
      const routes = [
        ['personal (1 host)', `${api.url}/api/public/event-types/${username}/bench/free-times?${query}`],
        ['collective (5 hosts)', `${api.url}/api/public/teams/bench-team/collective/free-times?${query}`],
        ['round robin (5 hosts)', `${api.url}/api/public/teams/bench-team/round-robin/free-times?${query}`],
      ];
      for (const [name, url] of routes) {
        const sample = await (await fetch(url)).json();
        const times = sample.data.days.reduce((sum, day) => sum + day.times.length, 0);
        notes.push(`${name}: the month answer lists ${times} free times.`);
      }
      const loadBefore = loadavg()[0];
      // /api/health in the same rounds: the share of it is issue #30's goal (>= 5 %).
      const results = await measure([...routes.map(([, url]) => url), `${api.url}/api/health`]);
      const personal = results[0];
      const health = results[routes.length];
      rows.push(['postgres', 'GET /api/health', Math.round(health.rps), health.p50, health.p99, '-', '-']);
      for (const [i, [name]] of routes.entries()) {
        const { rps, p50, p99 } = results[i];
        const share = (100 * rps) / health.rps;
        rows.push([
          'postgres',
          name,
          Math.round(rps),
          p50,
          p99,
          i === 0
            ? '-'
            : `${((100 * rps) / personal.rps).toFixed(0)}% req/s, ${(p99 / personal.p99).toFixed(1)}x p99`,
          i === 0
            ? `${share.toFixed(1)}% of health`
            : `${share.toFixed(1)}% of health; >= 5%, p99 <= 50 ms: ${share >= 5 && p99 <= 50 ? 'met' : 'not met'}`,
        ]);
      }
      notes.push(
        `Machine load (1-minute average) before / after the measurement: ${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`,
      );
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
  notes.push(
    'Goal (issue #30): team free times >= 5 % of /api/health req/s and p99 <= 50 ms (cache off; team answers are never cached).',
  );
  notes.push(
    `Each figure: ${ROUNDS * ROUND_SECONDS} s in ${ROUNDS} rounds alternating with the other routes, after a 1 s warm-up; ${LOAD_CONNECTIONS} connections; API and load tool share the machine.`,
  );
  return {
    columns: ['database', 'free times of 30 days', 'req/s', 'p50 ms', 'p99 ms', 'vs personal', 'goal'],
    rows,
    notes,
  };
}
