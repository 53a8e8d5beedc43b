import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { mergeBlocked } from './scheduling.repository';

// The free-times statement hands over the raw blocked ranges and mergeBlocked merges them: its
// answer must be exactly what the database's merge (range_agg, then ranges closer than the gap
// joined) gave before, on every shape of input.

const MINUTE = 60_000;
const BASE = Date.UTC(2026, 5, 1);

let t: TestApp;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});

after(async () => {
  await t?.close();
});

/** The statement's merge as it was (range_agg and two window passes), on literal ranges. */
async function mergedBySql(ranges: number[][], gapMs: number): Promise<number[][]> {
  if (ranges.length === 0) return [];
  const values = sql.join(
    ranges.map(
      ([start, end]) => sql`(to_timestamp(${start / 1000}::float8), to_timestamp(${end / 1000}::float8))`,
    ),
    sql`, `,
  );
  const { rows } = (await t.app.db.execute(sql`
    SELECT string_agg(((date_part('epoch', joined.lo) * 1000)::bigint) || ',' || ((date_part('epoch', joined.hi) * 1000)::bigint), ',' ORDER BY joined.lo) AS blocked
    FROM (SELECT min(grouped.lo) AS lo, max(grouped.hi) AS hi
      FROM (SELECT spans.lo, spans.hi, count(*) FILTER (WHERE spans.apart) OVER (ORDER BY spans.lo) AS grp
        FROM (SELECT lower(merged) AS lo, upper(merged) AS hi,
            coalesce(lower(merged) - lag(upper(merged)) OVER (ORDER BY lower(merged)) >= ${gapMs} * interval '1 millisecond', true) AS apart
          FROM unnest((SELECT range_agg(tstzrange(r.s, r.e, '[)')) FROM (VALUES ${values}) AS r(s, e))) AS merged) AS spans) AS grouped
      GROUP BY grouped.grp) AS joined`)) as unknown as { rows: { blocked: string | null }[] };
  const text = rows[0]?.blocked;
  if (!text) return [];
  const numbers = text.split(',').map(Number);
  const pairs: number[][] = [];
  for (let i = 0; i < numbers.length; i += 2) pairs.push([numbers[i], numbers[i + 1]]);
  return pairs;
}

const text = (ranges: number[][]) => (ranges.length ? ranges.flat().join(',') : null);

test('mergeBlocked joins overlapping, touching and close ranges like the database did', async () => {
  const at = (minutes: number) => BASE + minutes * MINUTE;
  const cases: { ranges: number[][]; gap: number }[] = [
    { ranges: [], gap: 0 },
    // Touching [) ranges are one; a gap of one minute stays without a gap rule.
    {
      ranges: [
        [at(0), at(30)],
        [at(30), at(60)],
        [at(61), at(90)],
      ],
      gap: 0,
    },
    // A 29-minute hole under a 30-minute gap is filled, a 30-minute one is not.
    {
      ranges: [
        [at(0), at(30)],
        [at(59), at(90)],
        [at(120), at(150)],
      ],
      gap: 30 * MINUTE,
    },
    // Out of order, nested, and an empty range (holds nothing).
    {
      ranges: [
        [at(100), at(200)],
        [at(0), at(10)],
        [at(120), at(130)],
        [at(300), at(300)],
      ],
      gap: 0,
    },
  ];
  // Deterministic pseudo-random months of bookings (xorshift): overlapping seats, buffers.
  let seed = 0x9e3779b9;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  for (let round = 0; round < 40; round += 1) {
    const ranges: number[][] = [];
    const count = Math.floor(next() * 60);
    for (let i = 0; i < count; i += 1) {
      const start = at(Math.floor(next() * 3000));
      ranges.push([start, start + Math.floor(next() * 90) * MINUTE]);
    }
    if (round % 2 === 0) ranges.sort((a, b) => a[0] - b[0]);
    cases.push({ ranges, gap: [0, 15, 30, 75][round % 4] * MINUTE });
  }
  for (const { ranges, gap } of cases) {
    assert.deepEqual(
      mergeBlocked(text(ranges), gap),
      await mergedBySql(ranges, gap),
      JSON.stringify({ ranges, gap }),
    );
  }
});
