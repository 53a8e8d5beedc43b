// Booking a 12-meeting recurring series (docs/product.md#recurring-series) against booking one
// meeting, in the same run over real HTTP: a series checks every meeting (one read of the span)
// and inserts them in one transaction, so it should stay under 3× one booking.
import { createDatabase, databaseKinds, seedHost, startApi, utcDate } from './scheduling-api.mjs';

export const title = 'Recurring series: POST /api/public/bookings of 12 weekly meetings vs one booking';
export const needsStack = false;

const SAMPLES = 8;
const WARMUP = 2;
const COUNT = 12;
const GOAL = 3;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function timedBooking(url, body) {
  const began = performance.now();
  const response = await fetch(`${url}/api/public/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - began;
  if (response.status !== 201) throw new Error(`booking: ${response.status} ${text}`);
  return ms;
}

export async function run() {
  const rows = [];
  for (const kind of databaseKinds()) {
    const database = await createDatabase(kind);
    try {
      const host = await seedHost(database);
      const [[series]] = await database.sql([
        [
          `INSERT INTO event_types (user_id, title, slug, duration, minimum_notice_minutes, booking_window_days,
             recurring, recurring_frequency, recurring_max_count)
           SELECT user_id, 'Bench series', 'bench-series', 30, 0, 60, true, 'weekly', ${COUNT}
           FROM event_types WHERE id = $1 RETURNING id`,
          [host.eventTypeId],
        ],
      ]);
      const api = await startApi({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        const single = [];
        const twelve = [];
        // Alternating, so both see the same warm caches and the same growing tables. Singles take
        // day 1 from midnight; each series its own hour of day 2 from 08:00, every week after.
        for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
          const one = await timedBooking(api.url, {
            event_type_id: host.eventTypeId,
            start_time: `${utcDate(1)}T${String(i).padStart(2, '0')}:00:00.000Z`,
            attendee_name: `Single ${i}`,
            attendee_email: `single.${i}@example.com`,
            timezone: 'UTC',
          });
          const many = await timedBooking(api.url, {
            event_type_id: series.id,
            start_time: `${utcDate(2)}T${String(8 + i).padStart(2, '0')}:00:00.000Z`,
            attendee_name: `Series ${i}`,
            attendee_email: `series.${i}@example.com`,
            timezone: 'UTC',
            series: { count: COUNT },
          });
          if (i >= WARMUP) {
            single.push(one);
            twelve.push(many);
          }
        }
        const ratio = median(twelve) / median(single);
        rows.push([
          kind,
          Math.round(median(single) * 10) / 10,
          Math.round(median(twelve) * 10) / 10,
          `${ratio.toFixed(2)}×`,
          `< ${GOAL}×`,
          ratio < GOAL ? 'met' : 'MISSED',
        ]);
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
    }
  }
  return {
    columns: [
      'database',
      'one booking ms (median)',
      `${COUNT}-meeting series ms (median)`,
      'ratio',
      'goal',
      '',
    ],
    rows,
    notes: [
      `Medians of ${SAMPLES} sequential bookings each (after ${WARMUP} of each to warm up), alternating.`,
      'Each series: one free-time read for the whole span, 12 bookings, 12 reminder and calendar jobs, one mail pair.',
    ],
  };
}
