// 100 attendees booking the same time at once, over real HTTP: how long until all have their
// answer, and the outcomes (exactly one 201; the others 409 "That time was just booked").
import { cpus, loadavg } from 'node:os';
import { createDatabase, databaseKinds, seedHost, startApi, utcDate } from './scheduling-api.mjs';

export const title = 'Booking race: 100 simultaneous POST /api/public/bookings for one time';
export const needsStack = false;

const RACERS = 100;
const ROUNDS = 5;
/** Issue #30: on PostgreSQL the last of the 100 answers within 300 ms. */
const GOAL_MS = 300;

export async function run() {
  const rows = [];
  for (const kind of databaseKinds()) {
    const database = await createDatabase(kind);
    try {
      const host = await seedHost(database);
      const api = await startApi({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        // Round 0 warms the process up (its pool's connections, the JIT), as any running server
        // is; it is not counted.
        for (let round = 0; round <= ROUNDS; round += 1) {
          const start = `${utcDate(2)}T${String(8 + round).padStart(2, '0')}:00:00.000Z`;
          const loadBefore = loadavg()[0];
          const began = performance.now();
          // When the winner's answer came: the others wait for it (in the API process, or on its
          // row through the exclusion constraint) until it commits, so no 409 can come before it.
          let wonAt = null;
          const statuses = await Promise.all(
            Array.from({ length: RACERS }, (_, i) =>
              fetch(`${api.url}/api/public/bookings`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  event_type_id: host.eventTypeId,
                  start_time: start,
                  attendee_name: `Racer ${i}`,
                  attendee_email: `racer.${round}.${i}@example.com`,
                  timezone: 'UTC',
                }),
              }).then(async (response) => {
                await response.arrayBuffer();
                if (response.status === 201) wonAt = performance.now() - began;
                return response.status;
              }),
            ),
          );
          const ms = performance.now() - began;
          if (round === 0) continue;
          const count = (status) => statuses.filter((s) => s === status).length;
          const other = statuses.filter((s) => s !== 201 && s !== 409);
          rows.push([
            kind,
            round,
            Math.round(ms),
            wonAt === null ? '-' : Math.round(wonAt),
            count(201),
            count(409),
            other.length ? other.join(' ') : 0,
            `${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)}`,
            kind === 'postgres' ? `<= ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'met' : 'not met'}` : '-',
          ]);
        }
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
    }
  }
  return {
    columns: ['database', 'round', 'last answer ms', 'winner ms', '201', '409', 'other', 'load', 'goal'],
    rows,
    notes: [
      'Expected: exactly one 201 and 99 409 per round; never a 500.',
      `Goal (PostgreSQL): the last of the ${RACERS} answers within ${GOAL_MS} ms of sending them all.`,
      `Load: the 1-minute load average before / after each round, on ${cpus().length} cores (the API, PostgreSQL and this client share them). A warm-up round before round 1 is not counted.`,
    ],
  };
}
