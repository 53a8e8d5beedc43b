import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { availabilityMessages } from '@slotwise/shared/contract/availability.contract';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const workingHours = [1, 2, 3, 4, 5].map((day) => [day, '09:00', '17:00']);

describe('availabilities and slots', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  /** A signed-in host and a caller that sends its bearer token. */
  async function host(overrides: Record<string, unknown> = {}) {
    const account = await registerAccount(t.app, overrides);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${account.accessToken}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const list = async () => {
      const res = await call('GET', '/api/availabilities');
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as Schedule[];
    };
    const create = async (payload: object) => {
      const res = await call('POST', '/api/availabilities', payload);
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data as Schedule;
    };
    return { ...account, call, list, create };
  }

  interface Schedule {
    id: string;
    name: string;
    time_zone: string;
    is_default: boolean;
    slots: {
      id: string;
      availability_id: string;
      day_of_week: number;
      start_time: string;
      end_time: string;
    }[];
    overrides: {
      date: string;
      unavailable: boolean;
      intervals: { start_time: string; end_time: string }[];
    }[];
    event_types_count: number;
    created_at: string;
    updated_at: string;
  }

  const slotTriples = (schedule: Schedule) =>
    schedule.slots.map((slot) => [slot.day_of_week, slot.start_time, slot.end_time]);
  const defaults = (schedules: Schedule[]) => schedules.filter((s) => s.is_default).map((s) => s.name);

  test('a new host has the default "Working hours" schedule, in the { data } envelope', async () => {
    const a = await host({ time_zone: 'Europe/Berlin' });
    const res = await a.call('GET', '/api/availabilities');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body), ['data']);
    assert.equal(body.data.length, 1);
    const [schedule] = body.data as Schedule[];
    assert.deepEqual(Object.keys(schedule).sort(), [
      'created_at',
      'event_types_count',
      'id',
      'is_default',
      'name',
      'overrides',
      'slots',
      'time_zone',
      'updated_at',
    ]);
    assert.equal(schedule.name, 'Working hours');
    assert.equal(schedule.time_zone, 'Europe/Berlin');
    assert.equal(schedule.is_default, true);
    assert.equal(schedule.event_types_count, 0);
    assert.deepEqual(schedule.overrides, []);
    assert.deepEqual(slotTriples(schedule), workingHours, "times read back as 'HH:mm'");
    assert.ok(schedule.slots.every((slot) => slot.availability_id === schedule.id));
  });

  test('signed-out calls answer 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/availabilities'],
      ['POST', '/api/availabilities'],
      ['PUT', `/api/availabilities/${MISSING_ID}`],
      ['POST', '/api/slots'],
      ['DELETE', `/api/slots/${MISSING_ID}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });

  test('POST creates a schedule with sorted slots, grouped overrides and a round-tripping 24:00', async () => {
    const a = await host();
    const res = await a.call('POST', '/api/availabilities', {
      name: 'Evenings',
      time_zone: 'America/New_York',
      slots: [
        { day_of_week: 3, start_time: '18:00', end_time: '24:00' },
        { day_of_week: 1, start_time: '13:00', end_time: '14:00' },
        { day_of_week: 1, start_time: '08:00', end_time: '12:00' },
        { day_of_week: 7, start_time: '00:00', end_time: '00:30' },
      ],
      overrides: [
        {
          date: '2031-05-02',
          intervals: [
            { start_time: '15:00', end_time: '16:00' },
            { start_time: '10:00', end_time: '11:30' },
          ],
        },
        { date: '2031-04-30', unavailable: true },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    const schedule = res.json().data as Schedule;
    assert.equal(schedule.name, 'Evenings');
    assert.equal(schedule.time_zone, 'America/New_York');
    assert.equal(schedule.is_default, false, 'the host already had a default');
    assert.deepEqual(slotTriples(schedule), [
      [1, '08:00', '12:00'],
      [1, '13:00', '14:00'],
      [3, '18:00', '24:00'],
      [7, '00:00', '00:30'],
    ]);
    assert.deepEqual(schedule.overrides, [
      { date: '2031-04-30', unavailable: true, intervals: [] },
      {
        date: '2031-05-02',
        unavailable: false,
        intervals: [
          { start_time: '10:00', end_time: '11:30' },
          { start_time: '15:00', end_time: '16:00' },
        ],
      },
    ]);
    const fetched = await a.call('GET', `/api/availabilities/${schedule.id}`);
    assert.equal(fetched.statusCode, 200);
    assert.deepEqual(fetched.json(), { data: schedule });
    assert.deepEqual(defaults(await a.list()), ['Working hours']);
  });

  test('the list puts the default first, then sorts by name', async () => {
    const a = await host();
    await a.create({ name: 'zeta', time_zone: 'UTC' });
    await a.create({ name: 'Alpha', time_zone: 'UTC' });
    await a.create({ name: 'Mid', time_zone: 'UTC', is_default: true });
    assert.deepEqual(
      (await a.list()).map((s) => s.name),
      ['Mid', 'Alpha', 'Working hours', 'zeta'],
    );
  });

  test('POST with is_default true makes it the only default', async () => {
    const a = await host();
    const created = await a.create({ name: 'Focus', time_zone: 'UTC', is_default: true });
    assert.equal(created.is_default, true);
    assert.deepEqual(defaults(await a.list()), ['Focus']);
  });

  test('set-default leaves exactly one default', async () => {
    const a = await host();
    const other = await a.create({ name: 'Other', time_zone: 'UTC' });
    const res = await a.call('POST', `/api/availabilities/${other.id}/set-default`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.is_default, true);
    assert.deepEqual(defaults(await a.list()), ['Other']);
    // Again on the default: still exactly one.
    assert.equal((await a.call('POST', `/api/availabilities/${other.id}/set-default`)).statusCode, 200);
    assert.deepEqual(defaults(await a.list()), ['Other']);
  });

  test('concurrent set-default calls still leave exactly one default', async () => {
    const a = await host();
    const schedules = [];
    for (const name of ['One', 'Two', 'Three', 'Four'])
      schedules.push(await a.create({ name, time_zone: 'UTC' }));
    const results = await Promise.all(
      schedules.map((s) => a.call('POST', `/api/availabilities/${s.id}/set-default`)),
    );
    assert.deepEqual(
      results.map((r) => r.statusCode),
      [200, 200, 200, 200],
    );
    assert.equal(defaults(await a.list()).length, 1);
  });

  test('PUT renames, replaces given slots and overrides, keeps omitted ones, and moves the default', async () => {
    const a = await host();
    const schedule = await a.create({
      name: 'Draft',
      time_zone: 'UTC',
      slots: [{ day_of_week: 2, start_time: '09:00', end_time: '10:00' }],
      overrides: [{ date: '2031-01-01', unavailable: true }],
    });
    const renamed = await a.call('PUT', `/api/availabilities/${schedule.id}`, {
      name: 'Final',
      time_zone: 'Asia/Tokyo',
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const kept = renamed.json().data as Schedule;
    assert.equal(kept.name, 'Final');
    assert.equal(kept.time_zone, 'Asia/Tokyo');
    assert.equal(kept.is_default, false);
    assert.deepEqual(slotTriples(kept), [[2, '09:00', '10:00']], 'slots omitted: kept');
    assert.equal(kept.overrides.length, 1, 'overrides omitted: kept');

    const replaced = await a.call('PUT', `/api/availabilities/${schedule.id}`, {
      name: 'Final',
      time_zone: 'Asia/Tokyo',
      is_default: true,
      slots: [
        { day_of_week: 4, start_time: '12:00', end_time: '13:00' },
        { day_of_week: 4, start_time: '07:00', end_time: '08:00' },
      ],
      overrides: [],
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    const after = replaced.json().data as Schedule;
    assert.deepEqual(slotTriples(after), [
      [4, '07:00', '08:00'],
      [4, '12:00', '13:00'],
    ]);
    assert.deepEqual(after.overrides, []);
    assert.equal(after.is_default, true);
    assert.deepEqual(defaults(await a.list()), ['Final']);
  });

  test('PUT is_default false on the default is refused; on another schedule it changes nothing', async () => {
    const a = await host();
    const [working] = await a.list();
    const refused = await a.call('PUT', `/api/availabilities/${working.id}`, {
      name: 'Working hours',
      time_zone: 'UTC',
      is_default: false,
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json(), {
      message: availabilityMessages.keepOneDefault,
      errors: { is_default: ['Make another schedule the default first'] },
    });
    const other = await a.create({ name: 'Other', time_zone: 'UTC' });
    const fine = await a.call('PUT', `/api/availabilities/${other.id}`, {
      name: 'Other',
      time_zone: 'UTC',
      is_default: false,
    });
    assert.equal(fine.statusCode, 200);
    assert.deepEqual(defaults(await a.list()), ['Working hours']);
  });

  test('DELETE: in use -> 409, last schedule -> 409, default -> the oldest other becomes default', async () => {
    const a = await host();
    const [working] = await a.list();
    const last = await a.call('DELETE', `/api/availabilities/${working.id}`);
    assert.equal(last.statusCode, 409);
    assert.deepEqual(last.json(), { message: availabilityMessages.lastSchedule });

    const older = await a.create({ name: 'Older', time_zone: 'UTC' });
    const newer = await a.create({ name: 'Newer', time_zone: 'UTC' });
    const eventType = await a.call('POST', '/api/event-types', {
      title: 'Chat',
      slug: 'chat',
      availability_id: newer.id,
    });
    assert.equal(eventType.statusCode, 201, eventType.body);
    const counted = (await a.list()).find((s) => s.id === newer.id);
    assert.equal(counted?.event_types_count, 1);

    const inUse = await a.call('DELETE', `/api/availabilities/${newer.id}`);
    assert.equal(inUse.statusCode, 409);
    assert.deepEqual(inUse.json(), { message: availabilityMessages.inUse });
    // The same id in upper case names the same schedule (it answered 500 on PGlite).
    const upper = await a.call('DELETE', `/api/availabilities/${newer.id.toUpperCase()}`);
    assert.equal(upper.statusCode, 409, upper.body);
    assert.deepEqual(upper.json(), { message: availabilityMessages.inUse });

    const deleted = await a.call('DELETE', `/api/availabilities/${working.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(deleted.json(), { message: 'Availability deleted' });
    assert.equal((await a.call('GET', `/api/availabilities/${working.id}`)).statusCode, 404);
    const remaining = await a.list();
    assert.deepEqual(
      remaining.map((s) => [s.name, s.is_default]),
      [
        ['Older', true],
        ['Newer', false],
      ],
    );
    assert.equal(older.is_default, false);

    // Freed from its event type, a non-last schedule can go.
    assert.equal((await a.call('DELETE', `/api/event-types/${eventType.json().data.id}`)).statusCode, 200);
    assert.equal((await a.call('DELETE', `/api/availabilities/${newer.id}`)).statusCode, 200);
    const [only] = await a.list();
    assert.equal((await a.call('DELETE', `/api/availabilities/${only.id}`)).statusCode, 409);
  });

  test('body validation answers 422 with field errors', async () => {
    const a = await host();
    const [working] = await a.list();
    const base = { name: 'Valid', time_zone: 'UTC' };
    const cases: [string, object, Record<string, string[]>][] = [
      ['missing name', { time_zone: 'UTC' }, { name: ['Value is required'] }],
      ['blank name', { ...base, name: '   ' }, { name: ['Value is required'] }],
      [
        'bad zone',
        { ...base, time_zone: 'Mars/Olympus' },
        { time_zone: ['Please choose a valid time zone'] },
      ],
      [
        'bad time format',
        { ...base, slots: [{ day_of_week: 1, start_time: '9:00', end_time: '25:00' }] },
        {
          'slots.0.start_time': [availabilityMessages.timeFormat],
          'slots.0.end_time': [availabilityMessages.timeFormat],
        },
      ],
      [
        'minutes out of range',
        { ...base, slots: [{ day_of_week: 1, start_time: '09:60', end_time: '10:00' }] },
        { 'slots.0.start_time': [availabilityMessages.timeFormat] },
      ],
      [
        'end before start',
        { ...base, slots: [{ day_of_week: 1, start_time: '10:00', end_time: '09:00' }] },
        { 'slots.0.end_time': [availabilityMessages.endAfterStart] },
      ],
      [
        'empty interval',
        { ...base, slots: [{ day_of_week: 1, start_time: '10:00', end_time: '10:00' }] },
        { 'slots.0.end_time': [availabilityMessages.endAfterStart] },
      ],
      [
        'bad day',
        { ...base, slots: [{ day_of_week: 8, start_time: '10:00', end_time: '11:00' }] },
        { 'slots.0.day_of_week': ['Choose a day from 1 (Monday) to 7 (Sunday)'] },
      ],
      [
        'overlap within a day',
        {
          ...base,
          slots: [
            { day_of_week: 2, start_time: '09:00', end_time: '12:00' },
            { day_of_week: 3, start_time: '09:00', end_time: '12:00' },
            { day_of_week: 2, start_time: '11:00', end_time: '13:00' },
          ],
        },
        { 'slots.2': [availabilityMessages.overlap] },
      ],
      [
        'duplicate override dates',
        {
          ...base,
          overrides: [
            { date: '2031-03-01', unavailable: true },
            { date: '2031-03-01', intervals: [{ start_time: '09:00', end_time: '10:00' }] },
          ],
        },
        { 'overrides.1.date': [availabilityMessages.duplicateOverrideDate] },
      ],
      [
        'unavailable with hours',
        {
          ...base,
          overrides: [
            {
              date: '2031-03-01',
              unavailable: true,
              intervals: [{ start_time: '09:00', end_time: '10:00' }],
            },
          ],
        },
        { 'overrides.0.intervals': [availabilityMessages.unavailableHasNoHours] },
      ],
      [
        'override without hours',
        { ...base, overrides: [{ date: '2031-03-01' }] },
        { 'overrides.0.intervals': [availabilityMessages.overrideNeedsHours] },
      ],
      [
        'overlapping override hours',
        {
          ...base,
          overrides: [
            {
              date: '2031-03-01',
              intervals: [
                { start_time: '09:00', end_time: '11:00' },
                { start_time: '10:00', end_time: '12:00' },
              ],
            },
          ],
        },
        { 'overrides.0.intervals.1': [availabilityMessages.overrideOverlap] },
      ],
      [
        'a date that does not exist',
        { ...base, overrides: [{ date: '2031-02-30', unavailable: true }] },
        { 'overrides.0.date': [availabilityMessages.dateFormat] },
      ],
      [
        'bad date format',
        { ...base, overrides: [{ date: '01/03/2031', unavailable: true }] },
        { 'overrides.0.date': [availabilityMessages.dateFormat] },
      ],
      ['unknown field', { ...base, color: 'red' }, { color: ['This field is not allowed'] }],
    ];
    for (const [label, payload, errors] of cases) {
      for (const [method, url] of [
        ['POST', '/api/availabilities'],
        ['PUT', `/api/availabilities/${working.id}`],
      ] as const) {
        const res = await a.call(method, url, payload);
        assert.equal(res.statusCode, 422, `${label} (${method}): ${res.body}`);
        assert.deepEqual(res.json(), { message: 'Validation failed', errors }, `${label} (${method})`);
      }
    }
    assert.equal((await a.list()).length, 1, 'nothing was created');
    assert.deepEqual(slotTriples((await a.list())[0]), workingHours, 'nothing was changed');
  });

  test('malformed or unknown ids answer 404', async () => {
    const a = await host();
    const valid = { name: 'X', time_zone: 'UTC' };
    for (const id of ['not-a-uuid', '123', MISSING_ID]) {
      for (const [method, url, payload] of [
        ['GET', `/api/availabilities/${id}`, undefined],
        ['PUT', `/api/availabilities/${id}`, valid],
        ['DELETE', `/api/availabilities/${id}`, undefined],
        ['POST', `/api/availabilities/${id}/set-default`, undefined],
        ['PUT', `/api/slots/${id}`, { day_of_week: 1, start_time: '09:00', end_time: '10:00' }],
        ['DELETE', `/api/slots/${id}`, undefined],
      ] as const) {
        const res = await a.call(method, url, payload);
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
        assert.match(res.json().message, /^(Availability|Slot) not found$/);
      }
    }
    const unknownSchedule = await a.call('POST', '/api/slots', {
      availability_id: MISSING_ID,
      day_of_week: 1,
      start_time: '18:00',
      end_time: '19:00',
    });
    assert.equal(unknownSchedule.statusCode, 404);
    assert.deepEqual(unknownSchedule.json(), { message: availabilityMessages.notFound });
  });

  test('slots: create, overlap refused, adjacent allowed, update, delete', async () => {
    const a = await host();
    const [working] = await a.list();
    const create = (payload: object) =>
      a.call('POST', '/api/slots', { availability_id: working.id, ...payload });

    const late = await create({ day_of_week: 1, start_time: '20:00', end_time: '24:00' });
    assert.equal(late.statusCode, 201, late.body);
    const slot = late.json().data;
    assert.deepEqual(Object.keys(slot).sort(), [
      'availability_id',
      'day_of_week',
      'end_time',
      'id',
      'start_time',
    ]);
    assert.deepEqual(
      { ...slot, id: undefined },
      { id: undefined, availability_id: working.id, day_of_week: 1, start_time: '20:00', end_time: '24:00' },
    );

    const overlap = await create({ day_of_week: 1, start_time: '16:30', end_time: '18:00' });
    assert.equal(overlap.statusCode, 422);
    assert.deepEqual(overlap.json(), {
      message: 'Validation failed',
      errors: { start_time: [availabilityMessages.overlap] },
    });
    const inside = await create({ day_of_week: 1, start_time: '10:00', end_time: '11:00' });
    assert.equal(inside.statusCode, 422, 'an interval inside another overlaps');

    const adjacent = await create({ day_of_week: 1, start_time: '17:00', end_time: '18:00' });
    assert.equal(adjacent.statusCode, 201, 'touching intervals do not overlap');
    const otherDay = await create({ day_of_week: 6, start_time: '16:30', end_time: '18:00' });
    assert.equal(otherDay.statusCode, 201, 'the same hours on another day are fine');

    const bad = await create({ day_of_week: 2, start_time: '18:00', end_time: '17:00' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, { end_time: [availabilityMessages.endAfterStart] });
    const unknownField = await create({ day_of_week: 2, start_time: '18:00', end_time: '19:00', note: 'x' });
    assert.equal(unknownField.statusCode, 422);
    assert.deepEqual(unknownField.json().errors, { note: ['This field is not allowed'] });
    const badSchedule = await a.call('POST', '/api/slots', {
      availability_id: 'nope',
      day_of_week: 2,
      start_time: '18:00',
      end_time: '19:00',
    });
    assert.equal(badSchedule.statusCode, 422);
    assert.deepEqual(badSchedule.json().errors, { availability_id: [availabilityMessages.notFound] });

    // Update: its own old hours do not count as an overlap; another slot's do.
    const moved = await a.call('PUT', `/api/slots/${slot.id}`, {
      day_of_week: 1,
      start_time: '19:00',
      end_time: '23:30',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(moved.json().data, {
      id: slot.id,
      availability_id: working.id,
      day_of_week: 1,
      start_time: '19:00',
      end_time: '23:30',
    });
    const clash = await a.call('PUT', `/api/slots/${slot.id}`, {
      day_of_week: 1,
      start_time: '17:30',
      end_time: '23:30',
    });
    assert.equal(clash.statusCode, 422);
    assert.deepEqual(clash.json().errors, { start_time: [availabilityMessages.overlap] });
    const toSaturday = await a.call('PUT', `/api/slots/${slot.id}`, {
      day_of_week: 6,
      start_time: '17:00',
      end_time: '24:00',
    });
    assert.equal(toSaturday.statusCode, 422, 'Saturday already has 16:30-18:00');
    const badPut = await a.call('PUT', `/api/slots/${slot.id}`, {
      availability_id: working.id,
      day_of_week: 1,
      start_time: '19:00',
      end_time: '20:00',
    });
    assert.equal(badPut.statusCode, 422, 'PUT takes the slot fields only');

    const schedule = (await a.call('GET', `/api/availabilities/${working.id}`)).json().data as Schedule;
    assert.deepEqual(
      slotTriples(schedule).filter(([day]) => day === 1 || day === 6),
      [
        [1, '09:00', '17:00'],
        [1, '17:00', '18:00'],
        [1, '19:00', '23:30'],
        [6, '16:30', '18:00'],
      ],
    );

    const removed = await a.call('DELETE', `/api/slots/${slot.id}`);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { message: availabilityMessages.slotDeleted });
    assert.equal((await a.call('DELETE', `/api/slots/${slot.id}`)).statusCode, 404);
    const afterDelete = (await a.call('GET', `/api/availabilities/${working.id}`)).json().data as Schedule;
    assert.ok(!afterDelete.slots.some((s) => s.id === slot.id));
  });

  test('another host gets 404 on every schedule and slot of mine, and changes nothing', async () => {
    const a = await host();
    const b = await host();
    const [schedule] = await a.list();
    const slotId = schedule.slots[0].id;
    const before = await a.list();
    const valid = { name: 'Stolen', time_zone: 'UTC', is_default: true };
    for (const [method, url, payload] of [
      ['GET', `/api/availabilities/${schedule.id}`, undefined],
      ['PUT', `/api/availabilities/${schedule.id}`, valid],
      ['DELETE', `/api/availabilities/${schedule.id}`, undefined],
      ['POST', `/api/availabilities/${schedule.id}/set-default`, undefined],
      [
        'POST',
        '/api/slots',
        { availability_id: schedule.id, day_of_week: 6, start_time: '09:00', end_time: '10:00' },
      ],
      ['PUT', `/api/slots/${slotId}`, { day_of_week: 6, start_time: '09:00', end_time: '10:00' }],
      ['DELETE', `/api/slots/${slotId}`, undefined],
    ] as const) {
      const res = await b.call(method, url, payload);
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    }
    assert.deepEqual(await a.list(), before);
    assert.ok(!(await b.list()).some((s) => s.id === schedule.id));
  });
});
