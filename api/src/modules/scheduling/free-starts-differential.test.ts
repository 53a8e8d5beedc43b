import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type BusyRange,
  computeFreeStarts,
  computeFreeTimes,
  dateBounds,
  type FreeStart,
  type FreeStartsByDate,
  type FreeTimesInput,
  freeStartsJson,
  freeTimesJson,
  groupByDate,
  type LiveBooking,
  seatKeyFor,
} from './free-times';
import { intersectFreeStarts, unionFreeStarts } from './team-free-times';
import { addDays } from './zone-offset';

// computeFreeStarts walks the busy time with a cursor and steps over a busy range at once; the
// answer must be what checking every start of the grid against the busy time gives (as the
// binary search per start did), over many zones, schedules, rules and dates around clock changes.
// The answer's text (freeStartsJson) must be JSON.stringify of the grouped answer, byte for byte.

const MINUTE = 60_000;
const DAY = 86_400_000;
const TYPE_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_TYPE_ID = '22222222-2222-4222-8222-222222222222';

// Zones with DST (northern and southern), 30-minute DST (Lord Howe), odd offsets, a skipped day
// in their history (Apia), and none.
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'Pacific/Apia',
  'America/Santiago',
  'Africa/Casablanca',
];
// Around 2026's clock changes: US and Europe in March and October/November, the south in April
// and September.
const AROUND = ['2026-03-07', '2026-03-28', '2026-04-04', '2026-09-26', '2026-10-24', '2026-10-31'];

let seed = 0x12345678;
function random(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
const int = (below: number) => Math.floor(random() * below);
const clock = (minutes: number) =>
  minutes === 1440
    ? '24:00'
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function randomInterval(): { startTime: string; endTime: string } {
  const start = int(96) * 15;
  const end = Math.min(1440, start + 15 + int(48) * 15);
  return { startTime: clock(start), endTime: clock(end) };
}

function randomCase(): { input: FreeTimesInput; from: number; to: number; attendeeZone: string } {
  const zone = pick(ZONES);
  const around = pick(AROUND);
  const now = Date.parse(`${around}T00:00:00Z`) + int(4 * 24 * 60) * MINUTE - 2 * DAY;
  const weekly = [];
  for (let day = 1; day <= 7; day += 1) {
    for (let n = int(3); n > 0; n -= 1) weekly.push({ dayOfWeek: day, ...randomInterval() });
  }
  const overrides = [];
  for (let n = int(4); n > 0; n -= 1) {
    const date = addDays(around, int(7) - 2);
    overrides.push(
      random() < 0.4
        ? { date, unavailable: true, startTime: null, endTime: null }
        : { date, unavailable: false, ...randomInterval() },
    );
  }
  const seated = random() < 0.25;
  const seatsPerSlot = seated ? 2 + int(4) : 1;
  const duration = pick([5, 15, 20, 25, 30, 45, 60, 90, 120, 720]);
  const fixedWindow = random() < 0.15;
  const eventType = {
    id: TYPE_ID,
    duration,
    bufferBefore: pick([0, 0, 5, 10, 15, 240]),
    bufferAfter: pick([0, 0, 5, 10, 30]),
    minimumNoticeMinutes: pick([0, 0, 30, 60, 1440]),
    bookingWindowDays: pick([1, 3, 30, 365]),
    seated,
    seatsPerSlot,
    slotInterval: pick([null, null, null, 5, 10, 15, 20, 30, 60, 90]),
    windowStart: fixedWindow ? now + int(3) * DAY : null,
    windowEnd: fixedWindow ? now + (3 + int(5)) * DAY : null,
  };
  const span = 9 * DAY;
  const base = now - DAY;
  // Busy time as the repository hands it: merged, sorted, disjoint; some odd milliseconds.
  const raw: number[][] = [];
  for (let n = int(120); n > 0; n -= 1) {
    const start = base + int(span / MINUTE) * MINUTE + (random() < 0.1 ? int(MINUTE) : 0);
    raw.push([start, start + (1 + int(180)) * MINUTE]);
  }
  raw.sort((a, b) => a[0] - b[0]);
  const blocked: number[][] = [];
  for (const range of raw) {
    const last = blocked[blocked.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else blocked.push([...range]);
  }
  const busy: BusyRange[] = [];
  for (let n = int(6); n > 0; n -= 1) {
    const start = base + int(span / MINUTE) * MINUTE;
    // An empty range now and then (a calendar's zero-length event).
    const end = start + (random() < 0.2 ? 0 : (1 + int(600)) * MINUTE);
    busy.push({ start: new Date(start), end: new Date(end) });
  }
  const bookings: LiveBooking[] = [];
  const seatGroups = [];
  if (seated) {
    for (let n = int(8); n > 0; n -= 1) {
      const start = new Date(base + int(span / (15 * MINUTE)) * 15 * MINUTE);
      const blockedStart = new Date(start.getTime() - eventType.bufferBefore * MINUTE);
      const blockedEnd = new Date(start.getTime() + (duration + eventType.bufferAfter) * MINUTE);
      const own = random() < 0.7;
      bookings.push({
        eventTypeId: own ? TYPE_ID : OTHER_TYPE_ID,
        startTime: start,
        blockedStart,
        blockedEnd,
        seatKey: own ? seatKeyFor(TYPE_ID, start) : `other-${n}`,
        seats: 1 + int(2),
      });
    }
    for (let n = int(3); n > 0; n -= 1) {
      const start = base + int(span / (15 * MINUTE)) * 15 * MINUTE;
      seatGroups.push({
        start,
        blockedStart: start - eventType.bufferBefore * MINUTE,
        blockedEnd: start + (duration + eventType.bufferAfter) * MINUTE,
        seats: 1 + int(seatsPerSlot),
      });
    }
  }
  // A limit that says no to some starts (as booking limits do), or none.
  const excludeStart =
    random() < 0.3 ? (start: number, seatsLeft: number) => (start / MINUTE + seatsLeft) % 7 === 3 : undefined;
  const from = now - int(2) * DAY + int(24) * 30 * MINUTE;
  const to = from + (1 + int(8)) * DAY;
  return {
    input: {
      schedule: { timeZone: zone, weekly, overrides },
      eventType,
      bookings,
      blocked,
      seatGroups,
      busy,
      now: new Date(now),
      excludeStart,
    },
    from,
    to,
    attendeeZone: pick(ZONES),
  };
}

/**
 * The reference: the grid's starts with no busy time at all (the seats and the limits still
 * apply), then each one checked against every range that blocks outright (another type's seats,
 * the busy time, the blocked ranges), merged as computeFreeStarts merges them.
 */
function referenceFreeStarts(input: FreeTimesInput, from: number, to: number): FreeStart[] {
  const { eventType } = input;
  const ownPrefix = `${eventType.id}:`;
  const own = (booking: LiveBooking) => eventType.seated && booking.seatKey.startsWith(ownPrefix);
  const unblocked = computeFreeStarts(
    { ...input, blocked: [], busy: [], bookings: input.bookings.filter(own) },
    from,
    to,
  );
  const hard: number[][] = [
    ...input.busy.map((range) => [range.start.getTime(), range.end.getTime()]),
    ...(input.blocked ?? []).map((range) => [...range]),
    ...input.bookings
      .filter((booking) => !own(booking))
      .map((booking) => [booking.blockedStart.getTime(), booking.blockedEnd.getTime()]),
  ].sort((a, b) => a[0] - b[0]);
  const merged: number[][] = [];
  for (const range of hard) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const before = eventType.bufferBefore * MINUTE;
  const length = (eventType.bufferBefore + eventType.duration + eventType.bufferAfter) * MINUTE;
  return unblocked.filter(({ start }) =>
    merged.every(
      ([busyStart, busyEnd]) => !(busyEnd > start - before && busyStart < start - before + length),
    ),
  );
}

test('computeFreeStarts answers what checking every start against the busy time answers', () => {
  let withTimes = 0;
  for (let round = 0; round < 600; round += 1) {
    const { input, from, to } = randomCase();
    const actual = computeFreeStarts(input, from, to);
    const expected = referenceFreeStarts(input, from, to);
    assert.deepEqual(
      actual,
      expected,
      `round ${round}: ${JSON.stringify({ ...input, excludeStart: !!input.excludeStart, from, to })}`,
    );
    if (actual.length > 0) withTimes += 1;
  }
  // The cases are not all empty (nor all full: the reference removes busy starts).
  assert.ok(withTimes > 300, `${withTimes} cases with free times`);
});

test('freeStartsJson writes exactly JSON.stringify({ data }) of the answer grouped by date', () => {
  for (let round = 0; round < 200; round += 1) {
    const { input, from, attendeeZone } = randomCase();
    const startDate = new Date(from - DAY).toISOString().slice(0, 10);
    const range = { startDate, endDate: addDays(startDate, 1 + int(10)), timeZone: attendeeZone };
    const dates = dateBounds(range);
    const list: FreeStartsByDate = {
      ...dates,
      starts: computeFreeStarts(input, dates.bounds[0], dates.bounds[dates.bounds.length - 1]),
    };
    const grouped = groupByDate(list);
    assert.deepEqual(grouped, computeFreeTimes(input, range));
    assert.equal(freeStartsJson(list), JSON.stringify({ data: grouped }));
    assert.equal(freeStartsJson(list), freeTimesJson(grouped));
  }
  // Starts off the minute, outside the dates, before 1970 and past 9999 take the general path;
  // seats of any size.
  const dates = dateBounds({ startDate: '1969-12-31', endDate: '1970-01-02', timeZone: 'America/St_Johns' });
  const odd: FreeStart[] = [
    { start: dates.bounds[0] - 1, seatsLeft: 1 },
    { start: dates.bounds[0], seatsLeft: 12 },
    { start: -1, seatsLeft: 3 },
    { start: 0, seatsLeft: 1 },
    { start: 90_061_001, seatsLeft: 1 },
    { start: dates.bounds[3] - 1, seatsLeft: 100 },
    { start: dates.bounds[3], seatsLeft: 1 },
  ];
  const oddList = { ...dates, starts: odd };
  assert.equal(freeStartsJson(oddList), JSON.stringify({ data: groupByDate(oddList) }));
  const far = dateBounds({ startDate: '9999-12-31', endDate: '9999-12-31', timeZone: 'Pacific/Kiritimati' });
  const farList = {
    ...far,
    starts: [
      { start: far.bounds[0], seatsLeft: 1 },
      { start: far.bounds[1] - MINUTE, seatsLeft: 2 },
    ],
  };
  assert.equal(freeStartsJson(farList), JSON.stringify({ data: groupByDate(farList) }));
  const none = {
    ...dateBounds({ startDate: '2026-03-08', endDate: '2026-03-09', timeZone: 'UTC' }),
    starts: [],
  };
  assert.equal(freeStartsJson(none), JSON.stringify({ data: groupByDate(none) }));
});

test('a round robin is the union of its hosts, a collective their intersection, as start by start', () => {
  for (let round = 0; round < 200; round += 1) {
    const perHost = Array.from({ length: 1 + int(5) }, () => {
      const { input, from, to } = randomCase();
      return computeFreeStarts(input, from, to);
    });
    const starts = [...new Set(perHost.flatMap((list) => list.map((free) => free.start)))].sort(
      (a, b) => a - b,
    );
    const union = starts.map((start) => {
      const hosts = perHost.flatMap((list, index) =>
        list.some((free) => free.start === start) ? [index] : [],
      );
      return { start, seatsLeft: hosts.length, hosts };
    });
    assert.deepEqual(unionFreeStarts(perHost), union);
    const intersection = starts
      .filter((start) => perHost.every((list) => list.some((free) => free.start === start)))
      .map((start) => ({
        start,
        seatsLeft: Math.min(
          ...perHost.map((list) => list.find((free) => free.start === start)?.seatsLeft ?? 0),
        ),
        hosts: perHost.map((_, index) => index),
      }));
    assert.deepEqual(intersectFreeStarts(perHost), intersection);
  }
});
