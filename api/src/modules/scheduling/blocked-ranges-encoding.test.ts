import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { decodeBlocked, mergeBlocked, mergePairs } from './scheduling.repository';

// The free-times statement sends the busy ranges as the binary form of two timestamptz arrays
// (array_send, base64) instead of a text of epoch milliseconds; decodeBlocked must give exactly
// the numbers the text gave, `(date_part('epoch', bound) * 1000)::bigint`, for any timestamp the
// database holds: whole minutes, odd microseconds (halves rounded to even), before 2000 and 1970,
// far ahead. Both forms are computed by the database itself, here on PGlite or PostgreSQL.

let t: TestApp;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});

after(async () => {
  await t?.close();
});

/** The text form (as the statement sent it before) and the binary form of the same ranges. */
async function bothForms(
  ranges: [string, string][],
): Promise<{ text: string | null; binary: string | null }> {
  const values = ranges.length
    ? sql.join(
        ranges.map(([start, end], index) => sql`(${index}, ${start}::timestamptz, ${end}::timestamptz)`),
        sql`, `,
      )
    : sql`(0, now(), now())`;
  const { rows } = (await t.app.db.execute(sql`
    SELECT
      string_agg((date_part('epoch', r.s) * 1000)::bigint || ',' || (date_part('epoch', r.e) * 1000)::bigint, ',' ORDER BY r.i) AS text,
      encode(array_send(array_agg(r.s ORDER BY r.i)) || array_send(array_agg(r.e ORDER BY r.i)), 'base64') AS binary
    FROM (VALUES ${values}) AS r(i, s, e)
    WHERE ${ranges.length > 0}`)) as unknown as { rows: { text: string | null; binary: string | null }[] };
  return rows[0];
}

function textPairs(text: string | null): number[][] {
  if (!text) return [];
  const numbers = text.split(',').map(Number);
  const pairs: number[][] = [];
  for (let i = 0; i < numbers.length; i += 2) pairs.push([numbers[i], numbers[i + 1]]);
  return pairs;
}

test('decodeBlocked reads the binary arrays as exactly the milliseconds of the text form', async () => {
  const fixed: [string, string][] = [
    ['2026-06-01T09:00:00Z', '2026-06-01T09:30:00Z'],
    // Microseconds: below, at and above half a millisecond; a negative offset from 2000 and 1970.
    ['2026-06-01T10:00:00.000499Z', '2026-06-01T10:00:00.0005Z'],
    ['2026-06-01T10:00:00.0015Z', '2026-06-01T10:00:00.0025Z'],
    ['2026-06-01T10:00:00.123456Z', '2026-06-01T10:00:00.999999Z'],
    ['1999-12-31T23:59:59.9995Z', '2000-01-01T00:00:00.0005Z'],
    ['1969-12-31T23:59:59.9995Z', '1970-01-01T00:00:00.0015Z'],
    ['1901-03-04T05:06:07.000001Z', '1950-01-01T00:00:00Z'],
    ['9999-12-31T23:59:59.999999Z', '9999-12-31T23:59:59.999999Z'],
    ['2026-10-25T00:59:00+01:00', '2026-10-25T01:01:00+00:00'],
  ];
  // Deterministic pseudo-random instants over four centuries, with microseconds (xorshift).
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const random: [string, string][] = [];
  for (let i = 0; i < 300; i += 1) {
    const micros = Math.floor((next() - 0.3) * 1e16);
    const start = new Date(Math.floor(micros / 1000)).toISOString().replace('Z', '');
    const extra = String(((micros % 1000) + 1000) % 1000).padStart(3, '0');
    const end = new Date(Math.floor(micros / 1000) + Math.floor(next() * 86_400_000)).toISOString();
    random.push([`${start}${extra}Z`, end]);
  }
  for (const ranges of [fixed, random, fixed.slice(0, 1), []]) {
    const { text, binary } = await bothForms(ranges);
    assert.deepEqual(decodeBlocked(binary), textPairs(text), JSON.stringify(ranges.slice(0, 3)));
  }
});

test('decodeBlocked then mergePairs answers what mergeBlocked answered from the text', async () => {
  const ranges: [string, string][] = [
    ['2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z'],
    ['2026-06-01T09:00:00Z', '2026-06-01T09:30:00Z'],
    ['2026-06-01T09:30:00Z', '2026-06-01T10:00:00Z'],
    ['2026-06-01T10:20:00Z', '2026-06-01T10:40:00Z'],
    ['2026-06-01T13:00:00Z', '2026-06-01T13:00:00Z'],
    ['2026-06-01T11:10:00Z', '2026-06-01T11:20:00Z'],
  ];
  const { text, binary } = await bothForms(ranges);
  for (const gap of [0, 20 * 60_000, 21 * 60_000, 90 * 60_000]) {
    assert.deepEqual(mergePairs(decodeBlocked(binary), gap), mergeBlocked(text, gap), `gap ${gap}`);
  }
});

test('decodeBlocked refuses data that is not two timestamp arrays of one length', () => {
  assert.deepEqual(decodeBlocked(null), []);
  assert.throws(() => decodeBlocked(Buffer.from([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 20]).toString('base64')));
  // One array of one element and no second array.
  const one = Buffer.alloc(32);
  one.writeInt32BE(1, 0);
  one.writeInt32BE(1184, 8);
  one.writeInt32BE(1, 12);
  one.writeInt32BE(1, 16);
  one.writeInt32BE(8, 20);
  assert.throws(() => decodeBlocked(one.toString('base64')));
});
