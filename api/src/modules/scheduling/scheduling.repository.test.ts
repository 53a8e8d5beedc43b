import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  availabilities,
  availabilityOverrides,
  availabilitySlots,
} from '../../db/schema/availability.schema';
import { seedEventType, seedHost } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { insertBooking } from '../bookings/bookings.repository';
import { loadHostsSchedulingData, loadSchedulingData } from './scheduling.repository';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

async function addSchedule(hostId: string, timeZone: string) {
  const [schedule] = await t.app.db
    .insert(availabilities)
    .values({ userId: hostId, name: 'Evenings', timeZone })
    .returning();
  await t.app.db
    .insert(availabilitySlots)
    .values({ availabilityId: schedule.id, dayOfWeek: 3, startTime: '18:00', endTime: '24:00' });
  return schedule.id;
}

describe('loadSchedulingData', () => {
  test("reads the host's default schedule, or the event type's own, never another host's", async () => {
    const host = await seedHost(t.app, { timeZone: 'UTC' });
    const other = await seedHost(t.app);
    const evenings = await addSchedule(host.user.id, 'Asia/Kolkata');
    const othersEvenings = await addSchedule(other.user.id, 'Europe/Berlin');
    const query = {
      hostId: host.user.id,
      fromDate: '2030-01-01',
      toDate: '2030-01-31',
      bookingsFrom: at('2030-01-01T00:00:00Z'),
      bookingsTo: at('2030-02-01T00:00:00Z'),
    };

    const byDefault = await loadSchedulingData(t.app.db, { ...query, availabilityId: null });
    assert.equal(byDefault?.schedule.timeZone, 'UTC');
    assert.equal(byDefault?.schedule.weekly.length, 7);
    assert.deepEqual(
      byDefault?.schedule.weekly.find((slot) => slot.dayOfWeek === 1),
      {
        dayOfWeek: 1,
        startTime: '09:00:00',
        endTime: '17:00:00',
      },
    );
    assert.deepEqual([byDefault?.blocked, byDefault?.seatGroups], [[], []]);

    const own = await loadSchedulingData(t.app.db, { ...query, availabilityId: evenings });
    assert.deepEqual(own?.schedule, {
      timeZone: 'Asia/Kolkata',
      weekly: [{ dayOfWeek: 3, startTime: '18:00:00', endTime: '24:00:00' }],
      overrides: [],
    });

    assert.equal(await loadSchedulingData(t.app.db, { ...query, availabilityId: othersEvenings }), null);
  });

  test('overrides of the asked dates only; live bookings overlapping the window, buffers counted', async () => {
    const host = await seedHost(t.app);
    const other = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const { eventType: othersType } = await seedEventType(t.app, other.user.id);
    await t.app.db.insert(availabilityOverrides).values([
      { availabilityId: host.scheduleId, date: '2030-03-09', unavailable: true },
      { availabilityId: host.scheduleId, date: '2030-03-10', startTime: '10:00', endTime: '12:00' },
      { availabilityId: host.scheduleId, date: '2030-03-10', startTime: '14:00', endTime: '15:30' },
      { availabilityId: host.scheduleId, date: '2030-03-12', unavailable: true },
      { availabilityId: host.scheduleId, date: '2030-03-13', unavailable: true },
    ]);
    const book = (
      start: string,
      minutes: number,
      extra: { before?: number; after?: number; status?: string; hostId?: string; eventTypeId?: string } = {},
    ) => {
      const startTime = at(start);
      const endTime = new Date(startTime.getTime() + minutes * MINUTE);
      return insertBooking(t.app.db, {
        hostId: extra.hostId ?? host.user.id,
        eventTypeId: extra.eventTypeId ?? eventType.id,
        status: extra.status ?? 'confirmed',
        startTime,
        endTime,
        blockedStart: new Date(startTime.getTime() - (extra.before ?? 0) * MINUTE),
        blockedEnd: new Date(endTime.getTime() + (extra.after ?? 0) * MINUTE),
        seatKey: `key-${start}`,
        seats: 1,
        attendeeName: 'Ada',
        attendeeEmail: 'ada@example.com',
        timezone: 'UTC',
      });
    };
    // The window is [2030-03-10 00:00, 2030-03-12 00:00).
    await book('2030-03-09T23:00:00Z', 30); // ends 23:30, before the window
    const tail = await book('2030-03-09T23:30:00Z', 15, { after: 20 }); // blocked until 00:05: in
    const inside = await book('2030-03-10T10:00:00Z', 60);
    const moved = await book('2030-03-10T13:00:00Z', 30);
    await book('2030-03-10T10:30:00Z', 30, { status: 'cancelled' });
    await book('2030-03-10T10:00:00Z', 30, { hostId: other.user.id, eventTypeId: othersType.id });
    const lead = await book('2030-03-12T00:10:00Z', 30, { before: 15 }); // blocked from 23:55: in
    await book('2030-03-12T00:40:00Z', 30); // after the window: out

    const data = await loadSchedulingData(t.app.db, {
      hostId: host.user.id,
      availabilityId: null,
      fromDate: '2030-03-10',
      toDate: '2030-03-12',
      bookingsFrom: at('2030-03-10T00:00:00Z'),
      bookingsTo: at('2030-03-12T00:00:00Z'),
      ignoreBookingId: moved.id,
    });
    assert.ok(data);
    const overrides = [...data.schedule.overrides].sort((a, b) =>
      `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`),
    );
    assert.deepEqual(overrides, [
      { date: '2030-03-10', unavailable: false, startTime: '10:00:00', endTime: '12:00:00' },
      { date: '2030-03-10', unavailable: false, startTime: '14:00:00', endTime: '15:30:00' },
      { date: '2030-03-12', unavailable: true, startTime: null, endTime: null },
    ]);
    const ms = (iso: string) => at(iso).getTime();
    // Merged by the database: the tail and the lead, and 10:00-11:00 (13:00 is being moved).
    assert.deepEqual(data.blocked, [
      [tail.blockedStart.getTime(), ms('2030-03-10T00:05:00Z')],
      [inside.blockedStart.getTime(), inside.blockedEnd.getTime()],
      [ms('2030-03-11T23:55:00Z'), lead.blockedEnd.getTime()],
    ]);
    // Busy ranges closer than mergeGapsUnderMs arrive as one (no meeting fits between).
    const merged = await loadSchedulingData(t.app.db, {
      hostId: host.user.id,
      availabilityId: null,
      fromDate: '2030-03-10',
      toDate: '2030-03-12',
      bookingsFrom: at('2030-03-10T00:00:00Z'),
      bookingsTo: at('2030-03-12T00:00:00Z'),
      mergeGapsUnderMs: 120 * MINUTE,
    });
    // 13:00-13:30 (not ignored now) is 2 h after 11:00: not under 2 h, so it stays apart.
    assert.deepEqual(merged?.blocked, [
      [tail.blockedStart.getTime(), ms('2030-03-10T00:05:00Z')],
      [inside.blockedStart.getTime(), inside.blockedEnd.getTime()],
      [moved.blockedStart.getTime(), moved.blockedEnd.getTime()],
      [ms('2030-03-11T23:55:00Z'), lead.blockedEnd.getTime()],
    ]);
    const wider = await loadSchedulingData(t.app.db, {
      hostId: host.user.id,
      availabilityId: null,
      fromDate: '2030-03-10',
      toDate: '2030-03-12',
      bookingsFrom: at('2030-03-10T00:00:00Z'),
      bookingsTo: at('2030-03-12T00:00:00Z'),
      mergeGapsUnderMs: 121 * MINUTE,
    });
    // Under 2 h 1 min: 10:00-11:00 and 13:00-13:30 become one range.
    assert.deepEqual(wider?.blocked, [
      [tail.blockedStart.getTime(), ms('2030-03-10T00:05:00Z')],
      [inside.blockedStart.getTime(), moved.blockedEnd.getTime()],
      [ms('2030-03-11T23:55:00Z'), lead.blockedEnd.getTime()],
    ]);
    assert.deepEqual(data.seatGroups, []);
  });
});

describe('loadSchedulingData: busy ranges merged by the database', () => {
  test('touching bookings and overlapping seats merge; a seated type gets its own times as seat groups', async () => {
    const host = await seedHost(t.app);
    const { eventType: group } = await seedEventType(t.app, host.user.id, {
      kind: 'group',
      maxParticipants: 5,
    });
    const { eventType: single } = await seedEventType(t.app, host.user.id);
    const book = (
      start: string,
      end: string,
      seatKey: string,
      extra: { eventTypeId?: string; seats?: number; before?: number } = {},
    ) =>
      insertBooking(t.app.db, {
        hostId: host.user.id,
        eventTypeId: extra.eventTypeId ?? single.id,
        status: 'confirmed',
        startTime: at(start),
        endTime: at(end),
        blockedStart: new Date(at(start).getTime() - (extra.before ?? 0) * MINUTE),
        blockedEnd: at(end),
        seatKey,
        seats: extra.seats ?? 1,
        attendeeName: 'Ada',
        attendeeEmail: 'ada@example.com',
        timezone: 'UTC',
      });
    await book('2030-04-01T09:00:00Z', '2030-04-01T09:30:00Z', 'a');
    await book('2030-04-01T09:30:00Z', '2030-04-01T10:00:00Z', 'b'); // touches: joins
    await book('2030-04-01T10:05:00Z', '2030-04-01T10:15:00Z', 'c', { before: 5 }); // touches: joins
    await book('2030-04-01T11:00:00Z', '2030-04-01T11:30:00Z', 'd');
    const seatKey = `${group.id}:2030-04-01T14:00:00.000Z`;
    await book('2030-04-01T14:00:00Z', '2030-04-01T15:00:00Z', seatKey, { eventTypeId: group.id, seats: 2 });
    await book('2030-04-01T14:00:00Z', '2030-04-01T15:00:00Z', seatKey, {
      eventTypeId: group.id,
      before: 10,
    });
    const query = {
      hostId: host.user.id,
      availabilityId: null,
      fromDate: '2030-03-30',
      toDate: '2030-04-03',
      bookingsFrom: at('2030-04-01T00:00:00Z'),
      bookingsTo: at('2030-04-02T00:00:00Z'),
    };
    const ms = (iso: string) => at(iso).getTime();
    const merged = [
      [ms('2030-04-01T09:00:00Z'), ms('2030-04-01T10:15:00Z')],
      [ms('2030-04-01T11:00:00Z'), ms('2030-04-01T11:30:00Z')],
    ];
    const asSingle = await loadSchedulingData(t.app.db, query);
    assert.deepEqual(asSingle?.blocked, [
      ...merged,
      [ms('2030-04-01T13:50:00Z'), ms('2030-04-01T15:00:00Z')],
    ]);
    assert.deepEqual(asSingle?.seatGroups, []);
    const asGroup = await loadSchedulingData(t.app.db, { ...query, seatKeyPrefix: `${group.id}:` });
    assert.deepEqual(asGroup?.blocked, merged);
    assert.deepEqual(asGroup?.seatGroups, [
      {
        start: ms('2030-04-01T14:00:00Z'),
        blockedStart: ms('2030-04-01T13:50:00Z'),
        blockedEnd: ms('2030-04-01T15:00:00Z'),
        seats: 3,
      },
    ]);
  });
});

describe('loadHostsSchedulingData: every host of a team type in one statement', () => {
  test('answers, per host and in order, what loadSchedulingData answers for that host', async () => {
    const hosts = [
      await seedHost(t.app),
      await seedHost(t.app),
      await seedHost(t.app),
      await seedHost(t.app),
    ];
    const ids = hosts.map((host) => host.user.id);
    const { eventType: group } = await seedEventType(t.app, ids[0], { kind: 'group', maxParticipants: 4 });
    const { eventType: single } = await seedEventType(t.app, ids[1]);
    const evenings = await addSchedule(ids[2], 'Asia/Kolkata');
    await t.app.db.insert(availabilityOverrides).values([
      { availabilityId: hosts[1].scheduleId, date: '2030-05-06', unavailable: true },
      { availabilityId: hosts[3].scheduleId, date: '2030-05-07', startTime: '10:00', endTime: '12:00' },
    ]);
    // Deterministic pseudo-random bookings (xorshift): every host, both types, cancelled ones,
    // buffers, touching and overlapping seat groups, some just outside the window.
    let seed = 0x1f2e3d4c;
    const next = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const windowStart = at('2030-05-05T00:00:00Z').getTime();
    const booked = [];
    for (let i = 0; i < 120; i += 1) {
      const hostIndex = next(4);
      const seated = next(3) === 0;
      const startTime = new Date(windowStart - 6 * 60 * MINUTE + next(4 * 24 * 4) * 15 * MINUTE);
      const endTime = new Date(startTime.getTime() + (1 + next(4)) * 15 * MINUTE);
      const seatKey = seated ? `${group.id}:${startTime.toISOString()}` : `k-${i}`;
      try {
        booked.push(
          await insertBooking(t.app.db, {
            hostId: ids[hostIndex],
            eventTypeId: seated ? group.id : single.id,
            status: next(5) === 0 ? 'cancelled' : 'confirmed',
            startTime,
            endTime,
            blockedStart: new Date(startTime.getTime() - next(3) * 5 * MINUTE),
            blockedEnd: new Date(endTime.getTime() + next(3) * 5 * MINUTE),
            seatKey,
            seats: 1 + next(2),
            attendeeName: 'Ada',
            attendeeEmail: 'ada@example.com',
            timezone: 'UTC',
          }),
        );
      } catch {
        // Overlaps another live booking of the host (the exclusion constraint): skip it.
      }
    }
    assert.ok(booked.length > 40, `${booked.length} bookings placed`);
    const base = {
      fromDate: '2030-05-04',
      toDate: '2030-05-08',
      bookingsFrom: at('2030-05-05T00:00:00Z'),
      bookingsTo: at('2030-05-07T12:00:00Z'),
    };
    const variants = [
      { ...base, availabilityId: null },
      { ...base, availabilityId: null, seatKeyPrefix: `${group.id}:` },
      { ...base, availabilityId: null, ignoreBookingId: booked[3].id },
      { ...base, availabilityId: evenings },
      { ...base, availabilityId: evenings, sharedSchedule: true, seatKeyPrefix: `${group.id}:` },
    ];
    let nonEmpty = 0;
    for (const query of variants) {
      const together = await loadHostsSchedulingData(t.app.db, ids, query);
      const alone = await Promise.all(
        ids.map((hostId) => loadSchedulingData(t.app.db, { ...query, hostId })),
      );
      assert.deepEqual(together, alone);
      nonEmpty += alone.filter((data) => data && data.blocked.length > 0).length;
    }
    assert.ok(nonEmpty >= 10, 'the hosts have busy ranges to compare');
    // Only the schedule's owner has it unless it is shared; the order follows the ids given.
    const own = await loadHostsSchedulingData(t.app.db, [ids[3], ids[2]], variants[3]);
    assert.equal(own[0], null);
    assert.equal(own[1]?.schedule.timeZone, 'Asia/Kolkata');
    assert.deepEqual(await loadHostsSchedulingData(t.app.db, [], variants[0]), []);
  });
});
