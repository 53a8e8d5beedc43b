// Free times of a host with three calendar connections (the Google fake, the Microsoft Graph fake
// and Radicale, two checked calendars each) beside a host with none, same API, same run (issue
// #25, docs/calendars.md):
// - warm: the busy answers cached (in PostgreSQL or PGlite), requests per second as a share of
//   the no-calendar host's; goal >= 40 %;
// - cold: every provider 100 ms further away (a delaying proxy in front of each), the first
//   answer of a window nothing is cached for; goal <= 400 ms.
// The free-times answer cache is off (FREE_TIMES_CACHE_SECONDS=0): every request computes, so
// what is measured is the busy cache, not the answer cache in front of it.
//
// A provider is one entry of `providers` below: start its server (behind the delaying proxy),
// give the API its settings, connect the host through the API as Settings does, tick a second
// calendar where only one comes checked, and check that two are checked. Each calendar has its
// own busy blocks. Radicale is left out (said in the notes) where it is not installed.
import { createServer, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { startFakeGoogle } from '../fake-google.mjs';
import { startFakeMicrosoft } from '../fake-microsoft.mjs';
import { radicaleInstalled, startRadicale } from '../testing/radicale.mjs';
import {
  createDatabase,
  databaseKinds,
  LOAD_CONNECTIONS,
  loadRoute,
  startApi,
  utcDate,
} from './scheduling-api.mjs';

export const title =
  'Free times with calendar connections (busy cache) vs a host without, autocannon 10 connections';
export const needsStack = false;

const LATENCY_MS = 100;
const WARM_GOAL = 40;
const COLD_GOAL_MS = 400;
const ROUNDS = 4;
const ROUND_SECONDS = 2;
const PASSWORD = 'Correct-Horse-9';
const DAY = 86_400_000;

/** A reverse proxy to `target` that holds every request `latencyMs` before passing it on. */
async function delayingProxy(target) {
  const to = new URL(target);
  const proxy = { latencyMs: 0, url: '' };
  const server = createServer((req, res) => {
    setTimeout(() => {
      const upstream = httpRequest(
        {
          host: to.hostname,
          port: to.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: to.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    }, proxy.latencyMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  proxy.url = `http://127.0.0.1:${port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
  return proxy;
}

/** Busy blocks over the 30 days from tomorrow: `count` one-hour meetings, spread out. */
function busyBlocks(count, offsetHours) {
  const first = Date.parse(`${utcDate(1)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const start = first + Math.floor((i * 30) / count) * DAY + ((offsetHours + i * 3) % 20) * 3_600_000;
    return { start: new Date(start), end: new Date(start + 3_600_000) };
  });
}

const stamp = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/**
 * The providers of the calendar host. Each entry: `name`, `available()` (false: left out, said
 * in the notes), and `start()` resolving with `{ env, proxy, blocks, connect(api, token), stop() }`
 * (`blocks`: every busy block it put in its calendars).
 */
const providers = [
  {
    name: 'Google (scripts/fake-google.mjs)',
    available: () => true,
    async start() {
      const fake = await startFakeGoogle();
      const proxy = await delayingProxy(fake.issuer);
      const email = 'bench.calendar@gmail.test';
      const team = 'bench.team@group.calendar.test';
      fake.user = { sub: 'bench-calendar', email, email_verified: true, name: 'Bench' };
      // Two calendars of the account (its primary and a second one), each with its own busy time.
      fake.addCalendar(email, { id: team, summary: 'Team', accessRole: 'owner' });
      const blocks = [];
      for (const [index, calendarId] of [email, team].entries())
        for (const block of busyBlocks(20, 1 + index)) {
          fake.addBusy(calendarId, block.start, block.end);
          blocks.push(block);
        }
      return {
        proxy,
        blocks,
        env: { ...fake.env(), GOOGLE_CALENDAR_API_URL: `${proxy.url}/calendar/v3` },
        async connect(api, token) {
          const auth = { authorization: `Bearer ${token}` };
          const base = `${api.url}/api/integrations/google-calendar`;
          const start = await fetch(`${base}/connect`, { headers: auth });
          if (start.status !== 200) throw new Error(`Google connect: ${start.status} ${await start.text()}`);
          const flow = /google_calendar_flow=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
          const consent = await fetch((await start.json()).redirect_url, { redirect: 'manual' });
          const back = new URL(String(consent.headers.get('location')));
          const callback = await fetch(`${api.url}${back.pathname}${back.search}`, {
            headers: { cookie: `google_calendar_flow=${flow}` },
            redirect: 'manual',
          });
          const landing = new URL(String(callback.headers.get('location')));
          if (landing.searchParams.get('success') !== 'calendar_connected')
            throw new Error(`Google connect: ${landing.href}`);
          // The primary calendar comes checked; the host ticks the second one, as in Settings.
          const [account] = (await (await fetch(base, { headers: auth })).json()).accounts;
          const listed = await fetch(`${base}/${account.id}/calendars`, { headers: auth });
          if (listed.status !== 200)
            throw new Error(`Google calendars: ${listed.status} ${await listed.text()}`);
          const second = (await listed.json()).data.find((calendar) => calendar.name === 'Team');
          if (!second) throw new Error('Google: the second calendar is not listed');
          const tick = await fetch(`${base}/${account.id}/calendars/${second.id}`, {
            method: 'PATCH',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ checked: true }),
          });
          if (tick.status !== 200) throw new Error(`Google tick: ${tick.status} ${await tick.text()}`);
          const checked = (await tick.json()).data.filter((calendar) => calendar.checked);
          if (checked.length !== 2) throw new Error(`Google: ${checked.length} checked calendars, not 2`);
        },
        async stop() {
          await proxy.close();
          await fake.close();
        },
      };
    },
  },
  {
    name: 'CalDAV (Radicale)',
    available: radicaleInstalled,
    async start() {
      const user = 'benchcal';
      const radicale = await startRadicale({ [user]: PASSWORD });
      const proxy = await delayingProxy(radicale.url);
      const blocks = [];
      for (const [index, name] of ['work', 'home'].entries()) {
        const calendarUrl = await radicale.createCalendar(user, name, name);
        for (const [i, block] of busyBlocks(20, 5 + index * 2).entries()) {
          blocks.push(block);
          const ics = [
            'BEGIN:VCALENDAR',
            'VERSION:2.0',
            'PRODID:-//slotwise//bench//EN',
            'BEGIN:VEVENT',
            `UID:bench-${name}-${i}`,
            'DTSTAMP:20260101T000000Z',
            `DTSTART:${stamp(block.start)}`,
            `DTEND:${stamp(block.end)}`,
            'END:VEVENT',
            'END:VCALENDAR',
            '',
          ].join('\r\n');
          await radicale.putEvent(user, calendarUrl, `bench-${i}.ics`, ics);
        }
      }
      return {
        proxy,
        blocks,
        // The CalDAV guard lets loopback through only on the test allow-list.
        env: { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' },
        async connect(api, token) {
          const response = await fetch(`${api.url}/api/integrations/caldav`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              provider: 'caldav',
              server_url: proxy.url,
              username: user,
              password: PASSWORD,
            }),
          });
          if (response.status !== 201)
            throw new Error(`CalDAV connect: ${response.status} ${await response.text()}`);
          const checked = (await response.json()).data.calendars.filter((calendar) => calendar.checked);
          if (checked.length !== 2) throw new Error(`CalDAV: ${checked.length} checked calendars, not 2`);
        },
        async stop() {
          await proxy.close();
          radicale.stop();
        },
      };
    },
  },
  {
    name: 'Microsoft Graph (scripts/fake-microsoft.mjs)',
    available: () => true,
    async start() {
      const fake = await startFakeMicrosoft({ port: 0 });
      // Both the identity platform and Graph sit behind the proxy (same server in the fake).
      const proxy = await delayingProxy(fake.authorityUrl);
      fake.user = { id: 'bench-ms', displayName: 'Bench', mail: 'bench.calendar@contoso.test' };
      const [main, work] = fake.calendarsOf('bench-ms');
      const blocks = [];
      for (const [index, calendar] of [main, work].entries())
        for (const block of busyBlocks(20, 9 + index * 2)) {
          fake.addEvent(calendar.id, { start: block.start.toISOString(), end: block.end.toISOString() });
          blocks.push(block);
        }
      return {
        proxy,
        blocks,
        env: { ...fake.env(), MICROSOFT_AUTHORITY_URL: proxy.url, MICROSOFT_GRAPH_URL: `${proxy.url}/v1.0` },
        async connect(api, token) {
          const auth = { authorization: `Bearer ${token}` };
          const base = `${api.url}/api/integrations/microsoft`;
          const start = await fetch(`${base}/connect`, { headers: auth });
          if (start.status !== 200)
            throw new Error(`Microsoft connect: ${start.status} ${await start.text()}`);
          const flow = /microsoft_calendar_flow=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
          const consent = await fetch((await start.json()).redirect_url, { redirect: 'manual' });
          const back = new URL(String(consent.headers.get('location')));
          const callback = await fetch(`${api.url}${back.pathname}${back.search}`, {
            headers: { cookie: `microsoft_calendar_flow=${flow}` },
            redirect: 'manual',
          });
          const landing = new URL(String(callback.headers.get('location')));
          if (landing.searchParams.get('microsoft') !== 'connected')
            throw new Error(`Microsoft connect: ${landing.href}`);
          // The default calendar comes checked; the host ticks "Work", as in Settings.
          const [connection] = (await (await fetch(base, { headers: auth })).json()).data;
          const second = connection.calendars.find((calendar) => calendar.name === 'Work');
          const tick = await fetch(`${base}/${connection.id}/calendars/${second.id}`, {
            method: 'PATCH',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ checked: true }),
          });
          if (tick.status !== 200) throw new Error(`Microsoft tick: ${tick.status} ${await tick.text()}`);
          const checked = (await tick.json()).data.calendars.filter((calendar) => calendar.checked);
          if (checked.length !== 2) throw new Error(`Microsoft: ${checked.length} checked calendars, not 2`);
        },
        async stop() {
          await proxy.close();
          await fake.close();
        },
      };
    },
  },
];

/** Registers the two hosts, then (API stopped) gives each every day 00:00-24:00 and a 30-minute type. */
async function seedHosts(database) {
  const api = await startApi({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const users = {};
  try {
    for (const username of ['bench_plain', 'bench_calendar']) {
      const response = await fetch(`${api.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench',
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
      users[username] = (await response.json()).user;
    }
  } finally {
    await api.stop();
  }
  for (const user of Object.values(users)) {
    await database.sql([
      [
        `DELETE FROM availability_slots WHERE availability_id IN (SELECT id FROM availabilities WHERE user_id = $1)`,
        [user.id],
      ],
      [
        `INSERT INTO availability_slots (availability_id, day_of_week, start_time, end_time)
         SELECT a.id, d, '00:00', '24:00' FROM availabilities a, generate_series(1, 7) d WHERE a.user_id = $1`,
        [user.id],
      ],
      [
        `INSERT INTO event_types (user_id, title, slug, duration, minimum_notice_minutes, booking_window_days)
         VALUES ($1, 'Bench call', 'bench', 30, 0, 60)`,
        [user.id],
      ],
    ]);
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Both routes in alternating rounds after a warm-up of each (as free-times.bench.mjs does). */
async function measurePair(urls) {
  for (const url of urls) await loadRoute(url, 2);
  const totals = urls.map(() => ({ ok: 0, seconds: 0, times: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Which host goes first alternates too, so neither always follows the other's load.
    const order = round % 2 === 0 ? [...urls.keys()] : [...urls.keys()].reverse();
    for (const i of order) {
      const { ok, seconds, times } = await loadRoute(urls[i], ROUND_SECONDS);
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

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms: Math.round(performance.now() - started), body };
}

export async function run() {
  const rows = [];
  const notes = [];
  const used = providers.filter((provider) => provider.available());
  for (const provider of providers.filter((candidate) => !candidate.available()))
    notes.push(`${provider.name} left out: not available on this machine.`);
  for (const kind of databaseKinds()) {
    const database = await createDatabase(kind);
    const started = [];
    let api = null;
    try {
      await seedHosts(database);
      for (const provider of used) started.push(await provider.start());
      api = await startApi({
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        env: Object.assign({ FREE_TIMES_CACHE_SECONDS: '0' }, ...started.map((one) => one.env)),
      });
      const login = await fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'bench_calendar', password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
      const token = (await login.json()).access_token;
      for (const one of started) await one.connect(api, token);
      for (const one of started) one.proxy.latencyMs = LATENCY_MS;

      const freeTimesUrl = (username, first, last) =>
        `${api.url}/api/public/event-types/${username}/bench/free-times?start=${utcDate(first)}&end=${utcDate(last)}&time_zone=UTC`;
      // Cold: windows nothing has read yet (connecting deleted the host's answers).
      const cold = [];
      for (const [first, last] of [
        [1, 14],
        [15, 28],
        [29, 42],
      ])
        cold.push(await timed(freeTimesUrl('bench_calendar', first, last)));
      const plainCold = await timed(freeTimesUrl('bench_plain', 43, 56));
      // Every calendar's busy time is applied: the host has exactly the free times of the host
      // without calendars that overlap none of the blocks put in the six calendars.
      const starts = (body) =>
        body.data.days.flatMap((day) => day.times.map((time) => Date.parse(time.start)));
      const withCalendars = starts((await timed(freeTimesUrl('bench_calendar', 1, 14))).body).length;
      const plainStarts = starts((await timed(freeTimesUrl('bench_plain', 1, 14))).body);
      const without = plainStarts.length;
      const blocks = started.flatMap((one) => one.blocks);
      const expected = plainStarts.filter(
        (start) =>
          !blocks.some((block) => start < block.end.getTime() && start + 30 * 60_000 > block.start.getTime()),
      ).length;
      if (expected >= without) throw new Error('no busy block falls in the window: nothing measured');
      if (withCalendars !== expected)
        throw new Error(
          `${withCalendars} free times with the calendars, ${expected} expected: busy time missed`,
        );

      const loadBefore = loadavg()[0];
      const [plain, calendar] = await measurePair([
        freeTimesUrl('bench_plain', 1, 30),
        freeTimesUrl('bench_calendar', 1, 30),
      ]);
      const share = (100 * calendar.rps) / plain.rps;
      // Each window's first answer is a cold one; the very first also pays the process's first
      // use of the providers' code (printed beside it).
      const coldMs = cold.map((one) => one.ms);
      const medianCold = [...coldMs].sort((x, y) => x - y)[1];
      rows.push([kind, 'no calendar', 'warm', Math.round(plain.rps), plain.p50, plain.p99, '100%', '-']);
      rows.push([
        kind,
        `${used.length} connections`,
        'warm',
        Math.round(calendar.rps),
        calendar.p50,
        calendar.p99,
        `${share.toFixed(1)}%`,
        `>= ${WARM_GOAL}%: ${share >= WARM_GOAL ? 'met' : 'not met'}`,
      ]);
      rows.push([
        kind,
        `${used.length} connections`,
        `cold +${LATENCY_MS} ms`,
        '-',
        medianCold,
        Math.max(...coldMs),
        '-',
        `first answer <= ${COLD_GOAL_MS} ms: ${medianCold <= COLD_GOAL_MS ? 'met' : 'not met'}`,
      ]);
      notes.push(
        `${kind}: cold first answers of three 14-day windows (median in the table, max as p99): ${coldMs.join(', ')} ms (the host without calendars: ${plainCold.ms} ms); ${withCalendars} vs ${without} free times in 14 days. Load ${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)}.`,
      );
    } finally {
      await api?.stop();
      for (const one of started) await one.stop();
      await database.drop();
    }
  }
  notes.push(`Providers: ${used.map((provider) => provider.name).join(', ')}; two checked calendars each.`);
  notes.push(
    `Goals (issue #25): warm >= ${WARM_GOAL}% of the no-calendar host's req/s; cold (each provider ${LATENCY_MS} ms further away) first answer <= ${COLD_GOAL_MS} ms.`,
  );
  notes.push(
    `Warm: ${ROUNDS} rounds of ${ROUND_SECONDS} s alternating the two hosts (and which goes first) after a 2 s warm-up, ${LOAD_CONNECTIONS} connections, FREE_TIMES_CACHE_SECONDS=0, busy answers fresh for 60 s; ${cpus().length} cores shared with the load tool.`,
  );
  return {
    columns: ['database', 'host', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'vs no calendar', 'goal'],
    rows,
    notes,
  };
}
