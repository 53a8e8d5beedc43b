// The hot paths as a host's bookings grow (issue #30, docs/database.md): three hosts with
// 1,000, 10,000 and 100,000 bookings in one PostgreSQL database, each path timed for each of
// them in one run, as a share of GET /api/health's req/s and as the 100k/1k cost ratio.
// Opt-in (`npm run bench -- --only growth`): seeding 111,000 bookings and timing 23 routes
// takes a few minutes, more than the rest of `npm run bench` should grow by.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { postgresInstalled } from '../postgres-cluster.mjs';
import { createDatabase, startApi, utcDate } from './scheduling-api.mjs';

export const title =
  'Growth: hot paths at 1,000 / 10,000 / 100,000 bookings of one host (PostgreSQL, cache off), share of /api/health';
export const needsStack = false;
/** Only with --only growth (bench.mjs). */
export const optIn = true;

const SIZES = [1_000, 10_000, 100_000];
const TEAM_HOSTS = 5;
const ROUNDS = 2;
const ROUND_SECONDS = 2;
const CONNECTIONS = 10;
const PASSWORD = 'Correct-Horse-9';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', ...headers },
      },
      (error, summary) => {
        if (error) return reject(error);
        if (summary.non2xx > 0 || summary.errors > 0) {
          return reject(new Error(`${url}: ${summary.non2xx} non-2xx answers, ${summary.errors} errors`));
        }
        resolve({ ok: summary['2xx'], seconds: summary.duration, times });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Every route in alternating rounds after a 1 s warm-up each, so the machine's load weighs alike. */
async function measure(routes) {
  for (const route of routes) await load(route.url, route.headers, 1);
  const totals = routes.map(() => ({ ok: 0, seconds: 0, times: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, route] of routes.entries()) {
      const { ok, seconds, times } = await load(route.url, route.headers, ROUND_SECONDS);
      totals[i].ok += ok;
      totals[i].seconds += seconds;
      for (const time of times) totals[i].times.push(time);
    }
  }
  return totals.map(({ ok, seconds, times }) => {
    const sorted = Float64Array.from(times).sort();
    return { rps: ok / seconds, p99: Math.round(percentile(sorted, 99) * 10) / 10 };
  });
}

async function register(api, username) {
  const response = await fetch(`${api.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: username,
      surname: null,
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      avatar: null,
      time_zone: 'UTC',
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return (await response.json()).user;
}

/**
 * Hosts g1000, g10000, g100000 (every-day 00:00-24:00 UTC schedules, a 30-minute type each), four
 * team mates with 1,000 bookings each, a collective type per size (its growth host and the four
 * mates), and a host whose month ahead holds 10,000 three-minute bookings. Each growth host's
 * bookings fill 7 of every 10 half hours of the 30 days from tomorrow (1,000 of them) and go
 * on into the past the same way: the month's free times read the same busy time at every
 * size, only the history grows. 7 in 10 confirmed, 2 pending, 1 cancelled; one in ten
 * thousand attendees (at least 10 per host) is a "Quokka", the search term.
 */
async function seed(database) {
  const api = await startApi({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const growth = [];
  const mates = [];
  let dense;
  try {
    for (const size of SIZES) growth.push({ size, user: await register(api, `g${size}`) });
    for (let i = 1; i < TEAM_HOSTS; i += 1) mates.push(await register(api, `gmate${i}`));
    dense = await register(api, 'gdense');
  } finally {
    await api.stop();
  }
  const all = [...growth.map((host) => host.user.id), ...mates.map((user) => user.id), dense.id];
  const from = `${utcDate(1)}T00:00:00Z`;
  // Bookings per host: [host, count, step minutes, length minutes].
  const plan = [
    ...growth.map((host) => [host.user.id, host.size, 30, 30]),
    ...mates.map((user) => [user.id, 1000, 30, 30]),
    [dense.id, 10_000, 4, 3],
  ];
  await database.sql([
    [
      `DELETE FROM availability_slots WHERE availability_id IN (SELECT id FROM availabilities WHERE user_id = ANY($1))`,
      [all],
    ],
    [
      `INSERT INTO availability_slots (availability_id, day_of_week, start_time, end_time)
       SELECT a.id, d, '00:00', '24:00' FROM availabilities a, generate_series(1, 7) d WHERE a.user_id = ANY($1)`,
      [all],
    ],
    [
      `INSERT INTO event_types (user_id, title, slug, duration, minimum_notice_minutes, booking_window_days)
       SELECT u, 'Growth call', 'bench', 30, 0, 60 FROM unnest($1::uuid[]) u`,
      [all],
    ],
    [
      `INSERT INTO teams (name, slug, created_by)
       SELECT 'Growth ' || s, 'growth-' || s, u FROM unnest($1::uuid[], $2::int[]) AS g(u, s)`,
      [growth.map((host) => host.user.id), SIZES],
    ],
    [
      `INSERT INTO team_members (team_id, user_id, email, role, status)
       SELECT t.id, u.id, u.email, CASE WHEN u.id = t.created_by THEN 'owner' ELSE 'member' END, 'active'
       FROM teams t JOIN users u ON u.id = t.created_by OR u.id = ANY($1)
       WHERE t.slug LIKE 'growth-%'`,
      [mates.map((user) => user.id)],
    ],
    [
      `INSERT INTO event_types (user_id, team_id, title, slug, event_type, duration, minimum_notice_minutes, booking_window_days)
       SELECT created_by, id, 'Growth collective', 'collective', 'collective', 30, 0, 60 FROM teams WHERE slug LIKE 'growth-%'`,
      [],
    ],
    [
      `INSERT INTO event_type_hosts (event_type_id, user_id)
       SELECT e.id, m.user_id FROM event_types e JOIN team_members m ON m.team_id = e.team_id WHERE e.slug = 'collective'`,
      [],
    ],
    // In bulk, as migration 0025 backfills: triggers off, the secondary indexes and the
    // exclusion constraint dropped, then built once from their own definitions.
    ['BEGIN', []],
    ['SET LOCAL session_replication_role = replica', []],
    ["SET LOCAL maintenance_work_mem = '256MB'", []],
    [
      `CREATE TEMP TABLE saved_indexes ON COMMIT DROP AS
       SELECT i.indrelid::regclass::text AS tbl, i.indexrelid::regclass::text AS name,
         pg_get_indexdef(i.indexrelid) AS def, c.conname, pg_get_constraintdef(c.oid) AS condef
       FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.contype IN ('x', 'u')
       WHERE i.indrelid IN ('bookings'::regclass, 'booking_hosts'::regclass) AND NOT i.indisprimary`,
      [],
    ],
    [
      `DO $$ DECLARE r record; BEGIN
         FOR r IN SELECT * FROM saved_indexes LOOP
           IF r.conname IS NOT NULL THEN EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
           ELSE EXECUTE format('DROP INDEX %s', r.name); END IF;
         END LOOP; END $$`,
      [],
    ],
    [
      `INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
         seat_key, attendee_name, attendee_email, timezone)
       SELECT p.host, e.id,
         CASE WHEN i % 10 < 7 THEN 'confirmed' WHEN i % 10 < 9 THEN 'pending' ELSE 'cancelled' END,
         s, s + p.len * interval '1 minute', s, s + p.len * interval '1 minute',
         gen_random_uuid()::text,
         CASE WHEN i % greatest(1, least(10000, p.n / 10)) = 7 THEN 'Quokka ' ELSE '' END || 'Attendee ' || i,
         'attendee' || i || '@example.com', 'UTC'
       FROM unnest($1::uuid[], $2::int[], $3::int[], $4::int[]) AS p(host, n, step, len)
       JOIN event_types e ON e.user_id = p.host AND e.slug = 'bench'
       CROSS JOIN LATERAL (
         SELECT i,
           CASE WHEN p.step = 30 THEN
             -- The month ahead first (slot k = i for i < 1,000), then back into the past.
             $5::timestamptz + (CASE WHEN i < 1000 THEN (i / 7) * 10 + i % 7 ELSE -1 - ((i - 1000) / 7) * 10 - (i - 1000) % 7 END)
               * interval '30 minutes'
           ELSE $5::timestamptz + i * p.step * interval '1 minute' END AS s
         FROM generate_series(0, p.n - 1) i
       ) slots`,
      [
        plan.map((row) => row[0]),
        plan.map((row) => row[1]),
        plan.map((row) => row[2]),
        plan.map((row) => row[3]),
        from,
      ],
    ],
    [
      `INSERT INTO booking_hosts (booking_id, host_id, blocked_start, blocked_end, seat_key, live,
         start_time, status, event_type_id)
       SELECT id, host_id, blocked_start, blocked_end, seat_key, status <> 'cancelled', start_time, status, event_type_id
       FROM bookings`,
      [],
    ],
    [
      `INSERT INTO booking_day_counts (host_id, status, day, event_type_id, n)
       SELECT host_id, status, (start_time AT TIME ZONE 'UTC')::date, event_type_id, count(*)
       FROM booking_hosts GROUP BY 1, 2, 3, 4`,
      [],
    ],
    [
      `INSERT INTO booking_host_totals (host_id, status, event_type_id, n)
       SELECT host_id, status, event_type_id, count(*) FROM booking_hosts GROUP BY 1, 2, 3`,
      [],
    ],
    [
      `DO $$ DECLARE r record; BEGIN
         FOR r IN SELECT * FROM saved_indexes LOOP
           IF r.conname IS NOT NULL THEN EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.conname, r.condef);
           ELSE EXECUTE r.def; END IF;
         END LOOP; END $$`,
      [],
    ],
    ['COMMIT', []],
    // What autovacuum does soon after a bulk insert: statistics and the visibility map.
    ['VACUUM ANALYZE', []],
  ]);
  return { growth, dense };
}

async function login(api, username) {
  const response = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${(await response.json()).access_token}` };
}

export async function run() {
  if (!postgresInstalled()) {
    return { columns: ['path'], rows: [], notes: ['PostgreSQL is not installed: skipped.'] };
  }
  const database = await createDatabase('postgres');
  const rows = [];
  const notes = [];
  try {
    const seedStart = Date.now();
    const { growth, dense } = await seed(database);
    notes.push(`Seeded 111,000 + 14,000 bookings in ${Math.round((Date.now() - seedStart) / 1000)} s.`);
    const api = await startApi({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      env: { FREE_TIMES_CACHE_SECONDS: '0', ACCESS_TOKEN_TTL: '3600' },
    });
    try {
      const month = `start=${utcDate(1)}&end=${utcDate(30)}&time_zone=UTC`;
      /** @typedef {{ size: number, user: { username: string } }} GrowthHost */
      /** @type {{ name: string, path: (host: GrowthHost) => string, signedIn: boolean, goal: { rps?: number, p99?: number } | null }[]} */
      const paths = [
        {
          name: 'bookings list, page 1 of 15',
          path: () => '/api/bookings?page=1&per_page=15',
          signedIn: true,
          goal: { rps: 0.1, p99: 25 },
        },
        {
          name: 'bookings list, page 10 of 15',
          path: () => '/api/bookings?page=10&per_page=15',
          signedIn: true,
          goal: null,
        },
        {
          name: 'search (10 matches per host)',
          path: () => '/api/bookings?search=quokka&page=1&per_page=15',
          signedIn: true,
          goal: null,
        },
        { name: 'dashboard figures', path: () => '/api/bookings/stats', signedIn: true, goal: { p99: 50 } },
        {
          name: 'analytics (12 weeks)',
          path: () => '/api/bookings/analytics?weeks=12',
          signedIn: true,
          goal: { p99: 50 },
        },
        {
          name: 'free times, month (personal)',
          path: (h) => `/api/public/event-types/${h.user.username}/bench/free-times?${month}`,
          signedIn: false,
          goal: { rps: 0.1, p99: 25 },
        },
        {
          name: 'free times, month (collective, 5 hosts)',
          path: (h) => `/api/public/teams/growth-${h.size}/collective/free-times?${month}`,
          signedIn: false,
          goal: { rps: 0.05, p99: 50 },
        },
      ];
      const routes = [{ key: 'health', url: `${api.url}/api/health`, headers: {} }];
      const headersOf = await Promise.all(growth.map((host) => login(api, host.user.username)));
      // The sizes of one path side by side in each round: a change of the machine's load during
      // the run weighs on the three alike.
      for (const { name, path, signedIn } of paths) {
        for (const [i, host] of growth.entries()) {
          routes.push({
            key: `${name}|${host.size}`,
            url: `${api.url}${path(host)}`,
            headers: signedIn ? headersOf[i] : {},
          });
        }
      }
      routes.push({
        key: 'dense',
        url: `${api.url}/api/public/event-types/${dense.username}/bench/free-times?${month}`,
        headers: {},
      });
      // Every answer checked once before timing: the right host's data, not an error page.
      for (const route of routes) {
        const response = await fetch(route.url, { headers: route.headers });
        if (!response.ok) throw new Error(`${route.url}: ${response.status}`);
        const body = await response.json();
        if (route.key.startsWith('bookings list, page 1|')) {
          const size = Number(route.key.split('|')[1]);
          if (body.total !== size) throw new Error(`${route.key}: total ${body.total}, expected ${size}`);
        }
        if (route.key.startsWith('dashboard figures|')) {
          const size = Number(route.key.split('|')[1]);
          if (body.data.total !== size)
            throw new Error(`${route.key}: total ${body.data.total}, expected ${size}`);
        }
      }
      const loadBefore = loadavg()[0];
      const results = await measure(routes);
      const byKey = new Map(routes.map((route, i) => [route.key, results[i]]));
      const health = byKey.get('health');
      const share = (result) => `${((100 * result.rps) / health.rps).toFixed(1)}%`;
      rows.push(['GET /api/health', '-', Math.round(health.rps), health.p99, '100%', '-', '-']);
      for (const { name, goal } of paths) {
        const small = byKey.get(`${name}|${SIZES[0]}`);
        const large = byKey.get(`${name}|${SIZES[SIZES.length - 1]}`);
        for (const size of SIZES) {
          const result = byKey.get(`${name}|${size}`);
          const goals = [];
          if (goal?.rps && size === 10_000)
            goals.push(
              `>= ${goal.rps * 100}% of health: ${result.rps >= goal.rps * health.rps ? 'met' : 'not met'}`,
            );
          if (goal?.p99 && size >= 10_000)
            goals.push(`p99 <= ${goal.p99} ms: ${result.p99 <= goal.p99 ? 'met' : 'not met'}`);
          rows.push([
            name,
            size.toLocaleString('en-US'),
            Math.round(result.rps),
            result.p99,
            share(result),
            size === SIZES[SIZES.length - 1] ? `${(small.rps / large.rps).toFixed(2)}x` : '-',
            goals.join('; ') || '-',
          ]);
        }
      }
      const denseResult = byKey.get('dense');
      const monthOf1k = byKey.get(`free times, month (personal)|${SIZES[0]}`);
      rows.push([
        'free times, month holding 10,000 bookings',
        '10,000 in the month',
        Math.round(denseResult.rps),
        denseResult.p99,
        share(denseResult),
        `${(monthOf1k.rps / denseResult.rps).toFixed(2)}x vs 1,000 in the month`,
        `within 2x: ${monthOf1k.rps / denseResult.rps <= 2 ? 'met' : 'not met'}`,
      ]);
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
    '100k/1k: the 1,000-booking req/s over the 100,000-booking req/s (1.00x = flat). Goals (issue #30): list page 1 at 10,000 >= 10% of health, p99 <= 25 ms, 100k within 1.5x of 1k; figures and analytics p99 <= 50 ms at 100,000; free times >= 10% of health, p99 <= 25 ms; team >= 5%, p99 <= 50 ms; a month of 10,000 within 2x of 1,000.',
  );
  notes.push(
    `Each figure: ${ROUNDS} rounds of ${ROUND_SECONDS} s alternating over all routes after a 1 s warm-up; ${CONNECTIONS} connections; API, PostgreSQL and load tool share the machine.`,
  );
  return { columns: ['path', 'bookings', 'req/s', 'p99 ms', 'of health', '100k/1k', 'goal'], rows, notes };
}
