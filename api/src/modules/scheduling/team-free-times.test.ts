import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { computeFreeStarts, type DateOverride, type FreeTimesInput, type WeeklyInterval } from './free-times';
import {
  type AssignmentStats,
  assignmentOrder,
  intersectFreeStarts,
  unionFreeStarts,
} from './team-free-times';

const MINUTE = 60_000;
const DURATION = 30;
const BEFORE = 10;
const AFTER = 5;

interface HostFixture {
  zone: string;
  weekly: WeeklyInterval[];
  overrides: DateOverride[];
  /** Live bookings (blocked ranges) and Google busy blocks, UTC. */
  blocked: [string, string][];
  busy: [string, string][];
}

const weekdays = (days: number[], startTime: string, endTime: string) =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

// Berlin and New York change their clocks on different weekends (March 8 and 29, October 25 and
// November 1 2026); Kolkata never does. The shared hours move in UTC accordingly.
const hosts: HostFixture[] = [
  {
    zone: 'Europe/Berlin',
    weekly: weekdays([1, 2, 3, 4, 5], '09:00', '17:00'),
    overrides: [{ date: '2026-03-30', unavailable: true, startTime: null, endTime: null }],
    blocked: [],
    busy: [['2026-10-21T13:00:00Z', '2026-10-21T14:30:00Z']],
  },
  {
    zone: 'America/New_York',
    weekly: weekdays([1, 2, 3, 4, 5], '08:00', '16:00'),
    overrides: [{ date: '2026-10-26', unavailable: false, startTime: '09:00', endTime: '11:00' }],
    blocked: [],
    busy: [],
  },
  {
    zone: 'Asia/Kolkata',
    weekly: weekdays([1, 2, 3, 4, 5, 6], '14:00', '23:00'),
    overrides: [],
    blocked: [['2026-03-26T14:00:00Z', '2026-03-26T15:00:00Z']],
    busy: [],
  },
];

const now = new Date('2026-02-01T00:00:00Z');

function inputOf(host: HostFixture): FreeTimesInput {
  return {
    schedule: { timeZone: host.zone, weekly: host.weekly, overrides: host.overrides },
    eventType: {
      id: '11111111-1111-4111-8111-111111111111',
      duration: DURATION,
      bufferBefore: BEFORE,
      bufferAfter: AFTER,
      minimumNoticeMinutes: 0,
      bookingWindowDays: 365,
      seated: false,
      seatsPerSlot: 1,
    },
    bookings: [],
    blocked: host.blocked.map(([start, end]) => [Date.parse(start), Date.parse(end)]),
    busy: host.busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    now,
  };
}

/** Local date, ISO weekday and minutes of an instant, by Intl (independent of zone-offset.ts). */
function local(instant: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const clock = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/** The oracle: is the host free for a meeting starting at `start` (no DST change inside the hours)? */
function hostFree(host: HostFixture, start: number): boolean {
  const at = local(start, host.zone);
  const overrides = host.overrides.filter((row) => row.date === at.date);
  const intervals = overrides.length
    ? overrides
        .filter((row) => !row.unavailable)
        .map((row) => [row.startTime as string, row.endTime as string])
    : host.weekly.filter((row) => row.dayOfWeek === at.weekday).map((row) => [row.startTime, row.endTime]);
  const inside = intervals.some(
    ([from, to]) =>
      at.minutes >= clock(from) &&
      at.minutes + DURATION <= clock(to) &&
      (at.minutes - clock(from)) % 30 === 0,
  );
  if (!inside) return false;
  const blockedStart = start - BEFORE * MINUTE;
  const blockedEnd = start + (DURATION + AFTER) * MINUTE;
  return [...host.blocked, ...host.busy].every(
    ([from, to]) => Date.parse(to) <= blockedStart || Date.parse(from) >= blockedEnd,
  );
}

const iso = (ms: number) => new Date(ms).toISOString();

for (const [label, first, last] of [
  ['March (both clock changes)', '2026-03-02', '2026-04-01'],
  ['October (both clock changes)', '2026-10-19', '2026-11-03'],
] as const) {
  describe(`team free times over three zones, ${label}`, () => {
    const from = Date.parse(`${first}T00:00:00Z`);
    const to = Date.parse(`${last}T00:00:00Z`);
    const perHost = hosts.map((host) => computeFreeStarts(inputOf(host), from, to));
    const grid: number[] = [];
    for (let start = from; start < to; start += 30 * MINUTE) grid.push(start);

    test('collective: exactly the starts where every host is free', () => {
      const expected = grid.filter((start) => hosts.every((host) => hostFree(host, start))).map(iso);
      const actual = intersectFreeStarts(perHost).map((free) => iso(free.start));
      assert.ok(expected.length > 50, 'the hosts share hours');
      assert.deepEqual(actual, expected);
    });

    test('round robin: exactly the starts where at least one host is free, with the free hosts', () => {
      const union = unionFreeStarts(perHost);
      const expected = grid
        .map((start) => ({
          start: iso(start),
          hosts: hosts.flatMap((host, index) => (hostFree(host, start) ? [index] : [])),
        }))
        .filter((row) => row.hosts.length > 0);
      assert.deepEqual(
        union.map((free) => ({ start: iso(free.start), hosts: free.hosts })),
        expected,
      );
      assert.ok(union.every((free) => free.seatsLeft === free.hosts.length));
    });
  });
}

describe('shared hours move with the clocks', () => {
  const startsOn = (date: string) => {
    const from = Date.parse(`${date}T00:00:00Z`);
    const perHost = hosts.map((host) => computeFreeStarts(inputOf(host), from, from + 86_400_000));
    return intersectFreeStarts(perHost).map((free) => iso(free.start).slice(11, 16));
  };

  test('New York on summer time, Berlin not yet (March 23): 12:00-16:00 UTC', () => {
    assert.deepEqual(startsOn('2026-03-23'), [
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
  });
  test('both on summer time (March 31): Berlin ends at 15:00 UTC', () => {
    assert.deepEqual(startsOn('2026-03-31'), ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30']);
  });
  test("a Berlin day off (March 30) and Kolkata's booking with buffers (March 26) remove times", () => {
    assert.deepEqual(startsOn('2026-03-30'), []);
    // Kolkata is booked 14:00-15:00 UTC: 13:30 ends at 14:00 but its 5-minute buffer overlaps; 15:00's 10-minute buffer too.
    assert.deepEqual(startsOn('2026-03-26'), ['12:00', '12:30', '13:00', '15:30']);
  });
  test("Berlin's Google busy block (October 21) and New York's override (October 26)", () => {
    // Both on summer time: 12:00-15:00 UTC, minus 13:00-14:30 busy widened by the buffers.
    assert.deepEqual(startsOn('2026-10-21'), ['12:00']);
    // Berlin back on winter time (16:00 UTC end); New York only 09:00-11:00 local = 13:00-15:00 UTC.
    assert.deepEqual(startsOn('2026-10-26'), ['13:00', '13:30', '14:00', '14:30']);
  });
});

describe('round-robin assignment order', () => {
  test('fewest recent bookings, then least recently booked (never first), then user id', () => {
    const stats: AssignmentStats[] = [
      { hostId: 'c', recentCount: 2, lastBookedAt: 10 },
      { hostId: 'b', recentCount: 1, lastBookedAt: 50 },
      { hostId: 'a', recentCount: 1, lastBookedAt: 20 },
      { hostId: 'd', recentCount: 1, lastBookedAt: null },
      { hostId: 'e', recentCount: 1, lastBookedAt: null },
    ];
    assert.deepEqual(assignmentOrder(stats), ['d', 'e', 'a', 'b', 'c']);
  });

  test('30 bookings over three equally free hosts: counts within one of each other', () => {
    const stats: AssignmentStats[] = ['h3', 'h1', 'h2'].map((hostId) => ({
      hostId,
      recentCount: 0,
      lastBookedAt: null,
    }));
    for (let i = 0; i < 30; i += 1) {
      const [first] = assignmentOrder(stats);
      const chosen = stats.find((stat) => stat.hostId === first) as AssignmentStats;
      chosen.recentCount += 1;
      chosen.lastBookedAt = i;
    }
    assert.deepEqual(
      stats.map((stat) => stat.recentCount),
      [10, 10, 10],
    );
  });
});
