import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type AssignmentCandidate, pickFairHost } from './fair-assignment';

const DAY = 86_400_000;

/** A small seeded generator (mulberry32): the same "random" sequence every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` bookings, one every `every` ms, through pickFairHost: each time the hosts `isFree`
 * lets through are the candidates, with their bookings in the trailing 30 days (as the booking
 * path reads them). Answers how many each host got.
 */
function simulate(
  hosts: { hostId: string; weight: number; priority: number }[],
  count: number,
  isFree: (hostId: string, index: number) => boolean,
  every = DAY / 10,
): Map<string, number> {
  const booked = new Map<string, number[]>(hosts.map((host) => [host.hostId, []]));
  const totals = new Map<string, number>(hosts.map((host) => [host.hostId, 0]));
  for (let i = 0; i < count; i += 1) {
    const now = i * every;
    const candidates: AssignmentCandidate[] = hosts
      .filter((host) => isFree(host.hostId, i))
      .map((host) => {
        const times = booked.get(host.hostId) ?? [];
        const recent = times.filter((time) => time >= now - 30 * DAY);
        return { ...host, recentCount: recent.length, lastBookedAt: times.at(-1) ?? null };
      });
    const choice = pickFairHost(candidates);
    if (!choice) continue;
    booked.get(choice.hostId)?.push(now);
    totals.set(choice.hostId, (totals.get(choice.hostId) ?? 0) + 1);
  }
  return totals;
}

function assertShareOfOneToTwo(totals: Map<string, number>) {
  const light = totals.get('light') ?? 0;
  const heavy = totals.get('heavy') ?? 0;
  const ratio = light / heavy;
  assert.ok(
    ratio >= 0.5 * 0.95 && ratio <= 0.5 * 1.05,
    `light:heavy = ${light}:${heavy} (${ratio.toFixed(3)}), want 1:2 ±5%`,
  );
}

describe('fair round robin (pickFairHost)', () => {
  const weighted = [
    { hostId: 'light', weight: 1, priority: 2 },
    { hostId: 'heavy', weight: 2, priority: 2 },
  ];

  test('1,000 bookings with weights 1:2 split 1:2 within 5%, both always free', () => {
    const totals = simulate(weighted, 1000, () => true);
    assertShareOfOneToTwo(totals);
    assert.equal((totals.get('light') ?? 0) + (totals.get('heavy') ?? 0), 1000);
  });

  test('1,000 bookings with weights 1:2 still split 1:2 within 5% when each host is busy a fifth of the time', () => {
    const random = seeded(28);
    const busy = new Set<string>();
    const totals = simulate(weighted, 1000, (hostId, index) => {
      const key = `${hostId}:${index}`;
      if (random() < 0.2) busy.add(key);
      return !busy.has(key);
    });
    assertShareOfOneToTwo(totals);
  });

  test('the highest priority among the free takes the booking, whatever its count', () => {
    const choice = pickFairHost([
      { hostId: 'a', weight: 1, priority: 2, recentCount: 0, lastBookedAt: null },
      { hostId: 'b', weight: 1, priority: 4, recentCount: 50, lastBookedAt: 5 },
      { hostId: 'c', weight: 5, priority: 3, recentCount: 0, lastBookedAt: null },
    ]);
    assert.equal(choice?.hostId, 'b');
    assert.equal(choice?.reason, 'priority');
    // When the high-priority host is not free, the next priority decides.
    const totals = simulate(
      [
        { hostId: 'top', weight: 1, priority: 4 },
        { hostId: 'low', weight: 1, priority: 0 },
      ],
      100,
      (hostId, index) => hostId !== 'top' || index % 4 !== 0,
    );
    assert.deepEqual(Object.fromEntries(totals), { top: 75, low: 25 });
  });

  test('the reason names the rule that decided', () => {
    const base = { weight: 1, priority: 2, recentCount: 0, lastBookedAt: null };
    assert.equal(pickFairHost([])?.reason, undefined);
    assert.equal(pickFairHost([{ ...base, hostId: 'a' }])?.reason, 'only_free');
    const fewest = pickFairHost([
      { ...base, hostId: 'a', recentCount: 3 },
      { ...base, hostId: 'b', weight: 2, recentCount: 5 },
    ]);
    assert.deepEqual([fewest?.hostId, fewest?.reason, fewest?.candidate.weight], ['b', 'fewest', 2]);
    const recent = pickFairHost([
      { ...base, hostId: 'a', recentCount: 2, lastBookedAt: 20 },
      { ...base, hostId: 'b', recentCount: 2, lastBookedAt: 10 },
    ]);
    assert.deepEqual([recent?.hostId, recent?.reason], ['b', 'least_recent']);
    const order = pickFairHost([
      { ...base, hostId: 'b' },
      { ...base, hostId: 'a' },
    ]);
    assert.deepEqual([order?.hostId, order?.reason, order?.candidates], ['a', 'order', 2]);
  });
});
