import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  computeFreeTimes,
  type DateOverride,
  type EventTypeRules,
  type FreeTimesInput,
  type LiveBooking,
  seatKeyFor,
  type WeeklyInterval,
} from './free-times';
import { dateOfDayNumber, dayNumberOf, isoWeekdayOfDayNumber, localTimeToInstant } from './zone-offset';

const EVENT_TYPE_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_TYPE_ID = '22222222-2222-4222-8222-222222222222';

function rules(overrides: Partial<EventTypeRules> = {}): EventTypeRules {
  return {
    id: EVENT_TYPE_ID,
    duration: 30,
    bufferBefore: 0,
    bufferAfter: 0,
    minimumNoticeMinutes: 0,
    bookingWindowDays: 3650,
    seated: false,
    seatsPerSlot: 1,
    ...overrides,
  };
}

function days(isoDays: number[], startTime: string, endTime: string): WeeklyInterval[] {
  return isoDays.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));
}
const everyDay = [1, 2, 3, 4, 5, 6, 7];

function input(options: {
  zone: string;
  weekly: WeeklyInterval[];
  overrides?: DateOverride[];
  eventType?: Partial<EventTypeRules>;
  bookings?: LiveBooking[];
  busy?: { start: string; end: string }[];
  now?: string;
}): FreeTimesInput {
  return {
    schedule: { timeZone: options.zone, weekly: options.weekly, overrides: options.overrides ?? [] },
    eventType: rules(options.eventType),
    bookings: options.bookings ?? [],
    busy: (options.busy ?? []).map((range) => ({ start: new Date(range.start), end: new Date(range.end) })),
    now: new Date(options.now ?? '2026-01-01T00:00:00Z'),
  };
}

function booking(start: string, end: string, extra: Partial<LiveBooking> = {}): LiveBooking {
  return {
    eventTypeId: OTHER_TYPE_ID,
    startTime: new Date(start),
    blockedStart: new Date(start),
    blockedEnd: new Date(end),
    seatKey: `booking-${start}`,
    seats: 1,
    ...extra,
  };
}

/** date -> start instants, the shape the assertions compare against. */
function starts(freeInput: FreeTimesInput, startDate: string, endDate: string, timeZone: string) {
  const result = computeFreeTimes(freeInput, { startDate, endDate, timeZone });
  assert.equal(result.time_zone, timeZone);
  return Object.fromEntries(result.days.map((day) => [day.date, day.times.map((t) => t.start)]));
}

const z = (time: string) => `${time.replace('Z', '')}.000Z`;

describe('local wall-clock to instant', () => {
  test('a spring-forward gap resolves to the end of the gap, a fall-back hour to either reading', () => {
    const at = (date: string, minutes: number, zone: string, prefer?: 'earliest' | 'latest') =>
      new Date(localTimeToInstant(date, minutes, zone, prefer)).toISOString();
    assert.equal(at('2026-03-08', 150, 'America/New_York'), z('2026-03-08T07:00:00Z'));
    assert.equal(at('2026-11-01', 90, 'America/New_York', 'earliest'), z('2026-11-01T05:30:00Z'));
    assert.equal(at('2026-11-01', 90, 'America/New_York', 'latest'), z('2026-11-01T06:30:00Z'));
    assert.equal(at('2026-10-04', 135, 'Australia/Lord_Howe'), z('2026-10-03T15:30:00Z'));
    assert.equal(at('2026-06-01', 1440, 'Asia/Kathmandu'), z('2026-06-01T18:15:00Z'));
  });
});

describe('dates as day numbers (issue #12)', () => {
  test('day numbers round-trip to the last day of the calendar and know their weekday', () => {
    for (const date of ['1970-01-01', '2026-03-08', '2000-02-29', '9999-12-31']) {
      assert.equal(dateOfDayNumber(dayNumberOf(date)), date);
    }
    assert.equal(dayNumberOf('1970-01-01'), 0);
    assert.equal(isoWeekdayOfDayNumber(dayNumberOf('1970-01-01')), 4);
    assert.equal(isoWeekdayOfDayNumber(dayNumberOf('1969-12-28')), 7);
    assert.equal(isoWeekdayOfDayNumber(dayNumberOf('2026-11-23')), 1);
    assert.equal(isoWeekdayOfDayNumber(dayNumberOf('9999-12-31')), 5);
  });

  test('the last days of the calendar are listed (empty beyond the window), in any zone', () => {
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const result = computeFreeTimes(input({ zone: 'UTC', weekly: days(everyDay, '00:00', '24:00') }), {
        startDate: '9999-12-30',
        endDate: '9999-12-31',
        timeZone: zone,
      });
      assert.deepEqual(result.days, [
        { date: '9999-12-30', times: [] },
        { date: '9999-12-31', times: [] },
      ]);
    }
  });
});

describe('free times across daylight-saving changes', () => {
  test('New York host, Berlin attendee, US spring forward: 02:00-02:59 local never offered', () => {
    const free = input({
      zone: 'America/New_York',
      weekly: days(everyDay, '00:00', '04:00'),
      eventType: { duration: 60 },
    });
    assert.deepEqual(starts(free, '2026-03-08', '2026-03-08', 'Europe/Berlin'), {
      '2026-03-08': [
        z('2026-03-08T05:00:00Z'),
        z('2026-03-08T05:30:00Z'),
        z('2026-03-08T06:00:00Z'),
        z('2026-03-08T06:30:00Z'),
        z('2026-03-08T07:00:00Z'),
      ],
    });
  });

  test('an interval that starts inside the gap begins when the gap ends', () => {
    const free = input({ zone: 'America/New_York', weekly: days([7], '02:30', '05:00') });
    assert.deepEqual(starts(free, '2026-03-08', '2026-03-08', 'UTC'), {
      '2026-03-08': [
        z('2026-03-08T07:00:00Z'),
        z('2026-03-08T07:30:00Z'),
        z('2026-03-08T08:00:00Z'),
        z('2026-03-08T08:30:00Z'),
      ],
    });
  });

  test('New York host, Berlin attendee, US fall back: both 01:00 and both 01:30 are offered', () => {
    const free = input({ zone: 'America/New_York', weekly: days([7], '00:00', '03:00') });
    assert.deepEqual(starts(free, '2026-11-01', '2026-11-01', 'Europe/Berlin'), {
      '2026-11-01': [
        z('2026-11-01T04:00:00Z'),
        z('2026-11-01T04:30:00Z'),
        z('2026-11-01T05:00:00Z'),
        z('2026-11-01T05:30:00Z'),
        z('2026-11-01T06:00:00Z'),
        z('2026-11-01T06:30:00Z'),
        z('2026-11-01T07:00:00Z'),
        z('2026-11-01T07:30:00Z'),
      ],
    });
  });

  test('Berlin host, New York attendee, EU spring forward: times land on the attendee previous evening', () => {
    const free = input({ zone: 'Europe/Berlin', weekly: days([7], '01:00', '04:00') });
    assert.deepEqual(starts(free, '2026-03-28', '2026-03-29', 'America/New_York'), {
      '2026-03-28': [
        z('2026-03-29T00:00:00Z'),
        z('2026-03-29T00:30:00Z'),
        z('2026-03-29T01:00:00Z'),
        z('2026-03-29T01:30:00Z'),
      ],
      '2026-03-29': [],
    });
  });

  test('Berlin host, New York attendee, EU fall back: four real hours of availability', () => {
    const free = input({
      zone: 'Europe/Berlin',
      weekly: days([7], '01:00', '04:00'),
      eventType: { duration: 60 },
    });
    assert.deepEqual(starts(free, '2026-10-24', '2026-10-24', 'America/New_York'), {
      '2026-10-24': [
        z('2026-10-24T23:00:00Z'),
        z('2026-10-24T23:30:00Z'),
        z('2026-10-25T00:00:00Z'),
        z('2026-10-25T00:30:00Z'),
        z('2026-10-25T01:00:00Z'),
        z('2026-10-25T01:30:00Z'),
        z('2026-10-25T02:00:00Z'),
      ],
    });
  });

  test('Lord Howe Island: the 30-minute spring-forward and fall-back shifts', () => {
    const spring = input({ zone: 'Australia/Lord_Howe', weekly: days([7], '01:00', '04:00') });
    assert.deepEqual(starts(spring, '2026-10-03', '2026-10-03', 'UTC'), {
      '2026-10-03': [
        z('2026-10-03T14:30:00Z'),
        z('2026-10-03T15:00:00Z'),
        z('2026-10-03T15:30:00Z'),
        z('2026-10-03T16:00:00Z'),
        z('2026-10-03T16:30:00Z'),
      ],
    });
    const autumn = input({ zone: 'Australia/Lord_Howe', weekly: days([7], '01:00', '03:00') });
    assert.deepEqual(starts(autumn, '2026-04-04', '2026-04-04', 'UTC'), {
      '2026-04-04': [
        z('2026-04-04T14:00:00Z'),
        z('2026-04-04T14:30:00Z'),
        z('2026-04-04T15:00:00Z'),
        z('2026-04-04T15:30:00Z'),
        z('2026-04-04T16:00:00Z'),
      ],
    });
  });

  test('St. John’s (-3:30 then -2:30) host, Kolkata attendee, across the March change', () => {
    const free = input({ zone: 'America/St_Johns', weekly: days([1], '09:00', '10:00') });
    assert.deepEqual(starts(free, '2026-03-02', '2026-03-09', 'Asia/Kolkata'), {
      '2026-03-02': [z('2026-03-02T12:30:00Z'), z('2026-03-02T13:00:00Z')],
      '2026-03-03': [],
      '2026-03-04': [],
      '2026-03-05': [],
      '2026-03-06': [],
      '2026-03-07': [],
      '2026-03-08': [],
      '2026-03-09': [z('2026-03-09T11:30:00Z'), z('2026-03-09T12:00:00Z')],
    });
  });
});

describe('free times in half- and quarter-hour zones and across the date line', () => {
  test('Kolkata (+5:30) host, Kathmandu (+5:45) attendee', () => {
    const free = input({ zone: 'Asia/Kolkata', weekly: days([1, 2, 3, 4, 5], '09:00', '10:00') });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-01', 'Asia/Kathmandu'), {
      '2026-06-01': [z('2026-06-01T03:30:00Z'), z('2026-06-01T04:00:00Z')],
    });
  });

  test('Apia (+13) host: a Tuesday morning is a Monday for a Honolulu attendee', () => {
    const free = input({
      zone: 'Pacific/Apia',
      weekly: days([2], '09:00', '11:00'),
      eventType: { duration: 60 },
    });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-02', 'Pacific/Honolulu'), {
      '2026-06-01': [z('2026-06-01T20:00:00Z'), z('2026-06-01T20:30:00Z'), z('2026-06-01T21:00:00Z')],
      '2026-06-02': [],
    });
  });

  test('Apia skipped 30 December 2011 entirely: nothing is offered on a day that did not exist', () => {
    const free = input({
      zone: 'Pacific/Apia',
      weekly: days(everyDay, '09:00', '10:00'),
      eventType: { duration: 60 },
      now: '2011-12-01T00:00:00Z',
    });
    assert.deepEqual(starts(free, '2011-12-29', '2011-12-30', 'UTC'), {
      '2011-12-29': [z('2011-12-29T19:00:00Z')],
      '2011-12-30': [z('2011-12-30T19:00:00Z')],
    });
  });
});

describe('free times: rules', () => {
  test('buffers widen both the candidate and the existing booking', () => {
    const free = input({
      zone: 'UTC',
      weekly: days([1], '09:00', '12:00'),
      eventType: { bufferBefore: 15, bufferAfter: 10 },
      bookings: [
        {
          ...booking('2026-06-01T10:00:00Z', '2026-06-01T10:40:00Z'),
          blockedStart: new Date('2026-06-01T09:45:00Z'),
        },
      ],
    });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-01', 'UTC'), {
      '2026-06-01': [z('2026-06-01T09:00:00Z'), z('2026-06-01T11:00:00Z'), z('2026-06-01T11:30:00Z')],
    });
  });

  test('minimum notice: the first start is the first step at or after now + notice', () => {
    const free = input({
      zone: 'UTC',
      weekly: days([1], '09:00', '12:00'),
      eventType: { minimumNoticeMinutes: 60 },
      now: '2026-06-01T08:50:00Z',
    });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-01', 'UTC'), {
      '2026-06-01': [
        z('2026-06-01T10:00:00Z'),
        z('2026-06-01T10:30:00Z'),
        z('2026-06-01T11:00:00Z'),
        z('2026-06-01T11:30:00Z'),
      ],
    });
  });

  test('booking window: nothing at or after now + window days; past days are empty', () => {
    const free = input({
      zone: 'UTC',
      weekly: days(everyDay, '09:00', '10:00'),
      eventType: { duration: 60, bookingWindowDays: 2 },
      now: '2026-06-01T00:00:00Z',
    });
    assert.deepEqual(starts(free, '2026-05-31', '2026-06-04', 'UTC'), {
      '2026-05-31': [],
      '2026-06-01': [z('2026-06-01T09:00:00Z')],
      '2026-06-02': [z('2026-06-02T09:00:00Z')],
      '2026-06-03': [],
      '2026-06-04': [],
    });
  });

  test('overrides: a day off, a day with its own hours, and own hours crossing the attendee midnight', () => {
    const free = input({
      zone: 'Europe/Berlin',
      weekly: days([1, 2, 3, 4, 5], '09:00', '10:00'),
      overrides: [
        { date: '2026-06-02', unavailable: true, startTime: null, endTime: null },
        { date: '2026-06-03', unavailable: false, startTime: '14:00:00', endTime: '15:00:00' },
        { date: '2026-06-06', unavailable: false, startTime: '20:00', endTime: '21:00' },
      ],
    });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-07', 'Asia/Kolkata'), {
      '2026-06-01': [z('2026-06-01T07:00:00Z'), z('2026-06-01T07:30:00Z')],
      '2026-06-02': [],
      '2026-06-03': [z('2026-06-03T12:00:00Z'), z('2026-06-03T12:30:00Z')],
      '2026-06-04': [z('2026-06-04T07:00:00Z'), z('2026-06-04T07:30:00Z')],
      '2026-06-05': [z('2026-06-05T07:00:00Z'), z('2026-06-05T07:30:00Z')],
      '2026-06-06': [z('2026-06-06T18:00:00Z')],
      '2026-06-07': [z('2026-06-06T18:30:00Z')],
    });
  });

  test('intervals touching at midnight (22:00-24:00 and 00:00-02:00) allow a meeting across midnight', () => {
    const free = input({
      zone: 'UTC',
      weekly: [
        { dayOfWeek: 1, startTime: '22:00', endTime: '24:00' },
        { dayOfWeek: 2, startTime: '00:00', endTime: '02:00' },
      ],
      eventType: { duration: 60 },
    });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-02', 'UTC'), {
      '2026-06-01': [
        z('2026-06-01T22:00:00Z'),
        z('2026-06-01T22:30:00Z'),
        z('2026-06-01T23:00:00Z'),
        z('2026-06-01T23:30:00Z'),
      ],
      '2026-06-02': [z('2026-06-02T00:00:00Z'), z('2026-06-02T00:30:00Z'), z('2026-06-02T01:00:00Z')],
    });
  });

  test('a Tokyo host booking that crosses midnight for a UTC attendee blocks both sides', () => {
    const free = input({
      zone: 'Asia/Tokyo',
      weekly: days([2], '08:00', '12:00'),
      bookings: [booking('2026-06-01T23:30:00Z', '2026-06-02T00:30:00Z')],
    });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-02', 'UTC'), {
      '2026-06-01': [z('2026-06-01T23:00:00Z')],
      '2026-06-02': [
        z('2026-06-02T00:30:00Z'),
        z('2026-06-02T01:00:00Z'),
        z('2026-06-02T01:30:00Z'),
        z('2026-06-02T02:00:00Z'),
        z('2026-06-02T02:30:00Z'),
      ],
    });
  });

  test('seats: a group time stays offered with the seats left until full', () => {
    const group = (start: string, seats: number): LiveBooking => ({
      eventTypeId: EVENT_TYPE_ID,
      startTime: new Date(start),
      blockedStart: new Date(start),
      blockedEnd: new Date(new Date(start).getTime() + 60 * 60_000),
      seatKey: seatKeyFor(EVENT_TYPE_ID, new Date(start)),
      seats,
    });
    const free = input({
      zone: 'UTC',
      weekly: days([1], '09:00', '12:00'),
      eventType: { duration: 60, seated: true, seatsPerSlot: 3 },
      bookings: [
        group('2026-06-01T09:00:00Z', 2),
        group('2026-06-01T10:00:00Z', 1),
        group('2026-06-01T10:00:00Z', 2),
      ],
    });
    const result = computeFreeTimes(free, {
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      timeZone: 'UTC',
    });
    // 09:00 has one seat left; 09:30 and 10:30 overlap other seated times; 10:00 is full.
    assert.deepEqual(result.days[0].times, [
      { start: z('2026-06-01T09:00:00Z'), seats_left: 1 },
      { start: z('2026-06-01T11:00:00Z'), seats_left: 3 },
    ]);
  });

  test('ranges and seat groups merged by the database give the same answer as the bookings', () => {
    const ms = (iso: string) => new Date(iso).getTime();
    const base = {
      zone: 'UTC',
      weekly: days([1], '09:00', '13:00'),
      eventType: { duration: 60, seated: true, seatsPerSlot: 3 },
    };
    const own = (start: string, seats: number): LiveBooking => ({
      eventTypeId: EVENT_TYPE_ID,
      startTime: new Date(start),
      blockedStart: new Date(start),
      blockedEnd: new Date(ms(start) + 60 * 60_000),
      seatKey: seatKeyFor(EVENT_TYPE_ID, new Date(start)),
      seats,
    });
    const fromBookings = input({
      ...base,
      bookings: [
        own('2026-06-01T09:00:00Z', 2),
        own('2026-06-01T09:00:00Z', 1),
        booking('2026-06-01T11:00:00Z', '2026-06-01T11:30:00Z'),
        booking('2026-06-01T11:30:00Z', '2026-06-01T12:00:00Z'),
      ],
    });
    const fromDatabase: FreeTimesInput = {
      ...input(base),
      blocked: [[ms('2026-06-01T11:00:00Z'), ms('2026-06-01T12:00:00Z')]],
      seatGroups: [
        {
          start: ms('2026-06-01T09:00:00Z'),
          blockedStart: ms('2026-06-01T09:00:00Z'),
          blockedEnd: ms('2026-06-01T10:00:00Z'),
          seats: 3,
        },
      ],
    };
    const range = { startDate: '2026-06-01', endDate: '2026-06-01', timeZone: 'UTC' };
    // 09:00 is full and 09:30 overlaps it; 10:30 and 11:00-11:30 overlap the busy 11:00-12:00.
    const expected = [
      { start: z('2026-06-01T10:00:00Z'), seats_left: 3 },
      { start: z('2026-06-01T12:00:00Z'), seats_left: 3 },
    ];
    assert.deepEqual(computeFreeTimes(fromBookings, range).days[0].times, expected);
    assert.deepEqual(computeFreeTimes(fromDatabase, range).days[0].times, expected);
  });

  test('a one-on-one type treats another type’s seated booking as busy', () => {
    const free = input({
      zone: 'UTC',
      weekly: days([1], '09:00', '10:00'),
      bookings: [
        booking('2026-06-01T09:00:00Z', '2026-06-01T09:30:00Z', {
          seatKey: seatKeyFor(OTHER_TYPE_ID, new Date('2026-06-01T09:00:00Z')),
        }),
      ],
    });
    const result = computeFreeTimes(free, {
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      timeZone: 'UTC',
    });
    assert.deepEqual(result.days[0].times, [{ start: z('2026-06-01T09:30:00Z'), seats_left: 1 }]);
  });

  test('fully booked and fully busy days are listed with no times', () => {
    const free = input({
      zone: 'UTC',
      weekly: days([1, 2, 3, 4, 5], '09:00', '10:00'),
      busy: [{ start: '2026-06-02T00:00:00Z', end: '2026-06-03T00:00:00Z' }],
      bookings: [
        booking('2026-06-03T09:00:00Z', '2026-06-03T09:30:00Z'),
        booking('2026-06-03T09:30:00Z', '2026-06-03T10:00:00Z'),
      ],
    });
    assert.deepEqual(starts(free, '2026-06-01', '2026-06-03', 'UTC'), {
      '2026-06-01': [z('2026-06-01T09:00:00Z'), z('2026-06-01T09:30:00Z')],
      '2026-06-02': [],
      '2026-06-03': [],
    });
  });

  test('time grows about linearly with bookings (no quadratic scan)', () => {
    const withBookings = (count: number) => {
      const bookings: LiveBooking[] = [];
      const spacing = Math.floor((42 * 24 * 60) / count);
      for (let i = 0; i < count; i += 1) {
        const start = Date.UTC(2026, 5, 1) + i * spacing * 60_000;
        bookings.push(booking(new Date(start).toISOString(), new Date(start + 5 * 60_000).toISOString()));
      }
      return input({ zone: 'Europe/Berlin', weekly: days(everyDay, '00:00', '24:00'), bookings });
    };
    const fastest = (freeInput: FreeTimesInput) => {
      const samples: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        const began = performance.now();
        computeFreeTimes(freeInput, {
          startDate: '2026-06-01',
          endDate: '2026-07-12',
          timeZone: 'America/New_York',
        });
        samples.push(performance.now() - began);
      }
      return Math.min(...samples);
    };
    const few = withBookings(250);
    const many = withBookings(4000);
    // Warm both up well and take the fastest run: the large input's first runs vary tenfold while
    // V8 settles and other processes take the core (seen on a loaded 2-core machine once
    // formatting the answers got cheaper than reading the bookings).
    for (let i = 0; i < 6; i += 1) {
      fastest(few);
      fastest(many);
    }
    // 16 times the bookings: a scan of every booking per candidate would take about 16 times as long.
    const ratio = fastest(many) / fastest(few);
    assert.ok(ratio < 8, `4,000 bookings took ${ratio.toFixed(1)} times as long as 250`);
  });
});
