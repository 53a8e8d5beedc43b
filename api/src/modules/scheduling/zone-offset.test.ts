import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dateOfWallClock, isoStringOf } from './zone-offset';

const DAY = 86_400_000;

test('isoStringOf writes exactly what toISOString writes', () => {
  // Deterministic pseudo-random instants (xorshift) over 1970-2200, at whole minutes, seconds and
  // milliseconds, plus every edge: midnights, the last millisecond of a day, leap days, odd
  // inputs that fall back to toISOString (before 1970, beyond 9999, fractions).
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const instants: number[] = [
    0,
    DAY - 1,
    DAY,
    Date.UTC(2028, 1, 29, 23, 59, 59, 999),
    Date.UTC(2026, 2, 29, 1, 0),
    Date.UTC(2200, 0, 1),
    Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    Date.UTC(10000, 0, 1),
    Date.UTC(1969, 11, 31, 23, 59),
    -1,
    Date.UTC(2026, 5, 1, 12) + 0.5,
  ];
  const span = Date.UTC(2200, 0, 1);
  for (let i = 0; i < 20_000; i += 1) {
    const unit = [60_000, 1000, 1][i % 3];
    instants.push(Math.floor((next() * span) / unit) * unit);
  }
  // Runs of one day (the per-day memo) and back and forth between days.
  for (let start = Date.UTC(2026, 9, 25); start < Date.UTC(2026, 9, 27); start += 30 * 60_000)
    instants.push(start);
  for (const instant of instants) {
    assert.equal(isoStringOf(instant), new Date(instant).toISOString(), `instant ${instant}`);
  }
});

test('dateOfWallClock writes the date toISOString writes', () => {
  // Every day from 1970 to 2201 (leap years, centuries, 2100 not a leap year), at midnight and
  // just before the next one, and inputs outside 1970-9999 that fall back to toISOString.
  for (let day = 0; day <= 84_000; day += 1) {
    for (const wallClock of [day * DAY, day * DAY + DAY - 1]) {
      assert.equal(dateOfWallClock(wallClock), new Date(wallClock).toISOString().slice(0, 10));
    }
  }
  for (const wallClock of [
    -DAY,
    -1,
    Date.UTC(9999, 11, 31),
    Date.UTC(10000, 0, 1),
    Date.UTC(275760, 8, 12),
  ]) {
    assert.equal(dateOfWallClock(wallClock), new Date(wallClock).toISOString().slice(0, 10));
  }
});
