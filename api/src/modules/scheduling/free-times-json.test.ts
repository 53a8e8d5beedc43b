import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeFreeTimes, type FreeTimesInput, freeTimesJson } from './free-times';

const MINUTE = 60_000;

test('freeTimesJson writes exactly JSON.stringify({ data }) of the answer', () => {
  const now = new Date('2026-03-02T08:17:00Z');
  const blocked: number[][] = [];
  for (let start = Date.parse('2026-03-03T00:00:00Z'); start < Date.parse('2026-04-10T00:00:00Z'); ) {
    blocked.push([start, start + 45 * MINUTE]);
    start += 110 * MINUTE;
  }
  const input = (timeZone: string, seated: boolean): FreeTimesInput => ({
    schedule: {
      timeZone,
      weekly: [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '07:30', endTime: '19:00' })),
      overrides: [{ date: '2026-03-10', unavailable: true, startTime: null, endTime: null }],
    },
    eventType: {
      id: '11111111-1111-4111-8111-111111111111',
      duration: 25,
      bufferBefore: 5,
      bufferAfter: 0,
      minimumNoticeMinutes: 90,
      bookingWindowDays: 30,
      seated,
      seatsPerSlot: seated ? 4 : 1,
    },
    bookings: [],
    blocked,
    seatGroups: seated
      ? [{ start: Date.parse('2026-03-04T09:00:00Z'), blockedStart: 0, blockedEnd: 0, seats: 3 }]
      : [],
    busy: [],
    now,
  });
  let compared = 0;
  for (const hostZone of ['Europe/Berlin', 'Asia/Kathmandu', 'America/St_Johns']) {
    for (const attendeeZone of ['America/New_York', 'Pacific/Apia', 'UTC']) {
      for (const seated of [false, true]) {
        const answer = computeFreeTimes(input(hostZone, seated), {
          startDate: '2026-03-01',
          endDate: '2026-04-11',
          timeZone: attendeeZone,
        });
        assert.ok(answer.days.some((day) => day.times.length > 0));
        assert.equal(freeTimesJson(answer), JSON.stringify({ data: answer }));
        compared += 1;
      }
    }
  }
  assert.equal(compared, 18);
  const empty = { time_zone: 'Etc/GMT+5', days: [{ date: '2026-03-01', times: [] }] };
  assert.equal(freeTimesJson(empty), JSON.stringify({ data: empty }));
  assert.equal(
    freeTimesJson({ time_zone: 'UTC', days: [] }),
    JSON.stringify({ data: { time_zone: 'UTC', days: [] } }),
  );
});
