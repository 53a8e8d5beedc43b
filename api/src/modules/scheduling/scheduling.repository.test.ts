import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import {
  availabilities,
  availabilityOverrides,
  availabilitySlots,
} from '../../db/schema/availability.schema';
import { insertBooking } from '../bookings/bookings.repository';
import { seedEventType, seedHost } from '../../testing/booking-seed.helper';
import { loadSchedulingData } from './scheduling.repository';

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
    assert.deepEqual(byDefault?.bookings, []);

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
    const bookings = [...data.bookings].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
    assert.deepEqual(bookings, [
      {
        eventTypeId: eventType.id,
        startTime: tail.startTime,
        blockedStart: tail.blockedStart,
        blockedEnd: at('2030-03-10T00:05:00Z'),
        seatKey: tail.seatKey,
        seats: 1,
      },
      {
        eventTypeId: eventType.id,
        startTime: inside.startTime,
        blockedStart: inside.blockedStart,
        blockedEnd: inside.blockedEnd,
        seatKey: inside.seatKey,
        seats: 1,
      },
      {
        eventTypeId: eventType.id,
        startTime: lead.startTime,
        blockedStart: at('2030-03-11T23:55:00Z'),
        blockedEnd: lead.blockedEnd,
        seatKey: lead.seatKey,
        seats: 1,
      },
    ]);
  });
});
