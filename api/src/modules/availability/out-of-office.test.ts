import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bookingMessages,
  type FreeTimes,
  type PublicEventType,
} from '@slotwise/shared/contract/bookings.contract';
import { type OutOfOffice, outOfOfficeMessages } from '@slotwise/shared/contract/out-of-office.contract';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import {
  bookingPayload,
  callAs,
  type SeededHost,
  seedTeam,
  seedTeamType,
} from '../../testing/team-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const call = (
  account: SeededHost | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => callAs(t.app, account, method, url, body);

async function starts(url: string, from: string, to = from): Promise<string[]> {
  const res = await call(null, 'GET', `${url}/free-times?start=${from}&end=${to}&time_zone=UTC`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as FreeTimes).days.flatMap((day) => day.times.map((time) => time.start));
}

async function setAway(host: SeededHost, body: Record<string, unknown>) {
  const res = await call(host, 'POST', '/api/out-of-office', { reason: 'vacation', ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as OutOfOffice;
}

describe('out of office', () => {
  test('a period empties the free times inside it, the booking page names the teammate, and bookings inside are refused', async () => {
    const host = await seedHost(t.app);
    const teammate = await seedHost(t.app);
    await seedTeam(t.app, host, [teammate]);
    const { eventType } = await seedEventType(t.app, host.user.id);
    // The teammate has the same kind of meeting (same slug).
    const { eventType: theirs } = await seedEventType(t.app, teammate.user.id, { slug: eventType.slug });
    const page = `/api/public/event-types/${host.user.username}/${eventType.slug}`;
    const [before, first, last, afterwards] = [utcDate(2), utcDate(3), utcDate(5), utcDate(6)];
    assert.ok((await starts(page, first)).length > 0, 'free before the period is set');

    const away = await setAway(host, { start_date: first, end_date: last, teammate_id: teammate.user.id });
    assert.equal(away.teammate?.username, teammate.user.username);
    assert.deepEqual(await starts(page, first, last), [], 'nothing free from the first to the last day');
    assert.ok((await starts(page, before)).length > 0, 'the day before stays free');
    assert.ok((await starts(page, afterwards)).length > 0, 'the day after is free again');

    const data = (await call(null, 'GET', page)).json().data as PublicEventType;
    assert.equal(data.away?.from, first);
    assert.equal(data.away?.until, last);
    assert.equal(data.away?.teammate?.path, `/${teammate.user.username}/${theirs.slug}`);
    assert.equal(data.away?.teammate?.name, away.teammate?.name);
    assert.ok(!JSON.stringify(data.away).includes('vacation'), 'the reason stays with the host');

    // A page loaded before the period was set still offers the time: the API refuses it.
    const stale = await call(
      null,
      'POST',
      '/api/public/bookings',
      bookingPayload(eventType.id, utcInstant(first, '10:00')),
    );
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json().message, bookingMessages.slotUnavailable);
    const outside = await call(
      null,
      'POST',
      '/api/public/bookings',
      bookingPayload(eventType.id, utcInstant(before, '10:00')),
    );
    assert.equal(outside.statusCode, 201, outside.body);

    // Deleting the period frees the days again.
    const removed = await call(host, 'DELETE', `/api/out-of-office/${away.id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.ok((await starts(page, first)).length > 0);
    assert.equal(((await call(null, 'GET', page)).json().data as PublicEventType).away, undefined);
  });

  test("without the same kind of meeting the link goes to the teammate's profile; a teammate who left the team is dropped", async () => {
    const owner = await seedHost(t.app);
    const host = await seedHost(t.app);
    const teammate = await seedHost(t.app);
    const team = await seedTeam(t.app, owner, [host, teammate]);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const page = `/api/public/event-types/${host.user.username}/${eventType.slug}`;
    await setAway(host, { start_date: utcDate(0), end_date: utcDate(4), teammate_id: teammate.user.id });
    const away = ((await call(null, 'GET', page)).json().data as PublicEventType).away;
    assert.equal(away?.teammate?.path, `/${teammate.user.username}`);
    assert.equal(away?.until, utcDate(4));

    const members = (await call(owner, 'GET', `/api/teams/${team.id}`)).json().data.members as {
      id: string;
      user_id: string | null;
    }[];
    const membership = members.find((member) => member.user_id === teammate.user.id);
    assert.ok(membership, JSON.stringify(members));
    const removed = await call(owner, 'DELETE', `/api/teams/${team.id}/members/${membership.id}`);
    assert.ok(removed.statusCode < 300, removed.body);
    const later = ((await call(null, 'GET', page)).json().data as PublicEventType).away;
    assert.equal(later?.teammate, null, 'no link to someone who no longer shares a team');
    const listed = (await call(host, 'GET', '/api/out-of-office')).json().data as OutOfOffice[];
    assert.equal(listed[0].teammate, null);
  });

  test('the rules: a shared team for the teammate, no overlap, not in the past, the owner only', async () => {
    const host = await seedHost(t.app);
    const stranger = await seedHost(t.app);
    const teammate = await seedHost(t.app);
    await seedTeam(t.app, host, [teammate]);

    const teammates = (await call(host, 'GET', '/api/out-of-office/teammates')).json().data as {
      id: string;
    }[];
    assert.deepEqual(
      teammates.map((one) => one.id),
      [teammate.user.id],
    );
    const refusedTeammate = await call(host, 'POST', '/api/out-of-office', {
      start_date: utcDate(1),
      end_date: utcDate(2),
      reason: 'travel',
      teammate_id: stranger.user.id,
    });
    assert.equal(refusedTeammate.statusCode, 422);
    assert.deepEqual(refusedTeammate.json().errors.teammate_id, [outOfOfficeMessages.teammateNotFound]);
    const self = await call(host, 'POST', '/api/out-of-office', {
      start_date: utcDate(1),
      end_date: utcDate(2),
      reason: 'travel',
      teammate_id: host.user.id,
    });
    assert.equal(self.statusCode, 422);

    const reversed = await call(host, 'POST', '/api/out-of-office', {
      start_date: utcDate(3),
      end_date: utcDate(2),
      reason: 'travel',
    });
    assert.equal(reversed.statusCode, 422);
    assert.deepEqual(reversed.json().errors.end_date, [outOfOfficeMessages.endBeforeStart]);
    const past = await call(host, 'POST', '/api/out-of-office', {
      start_date: utcDate(-5),
      end_date: utcDate(-2),
      reason: 'travel',
    });
    assert.equal(past.statusCode, 422);
    assert.deepEqual(past.json().errors.end_date, [outOfOfficeMessages.inThePast]);
    const badReason = await call(host, 'POST', '/api/out-of-office', {
      start_date: utcDate(1),
      end_date: utcDate(2),
      reason: 'because',
    });
    assert.equal(badReason.statusCode, 422);

    const away = await setAway(host, { start_date: utcDate(10), end_date: utcDate(12) });
    const overlap = await call(host, 'POST', '/api/out-of-office', {
      start_date: utcDate(12),
      end_date: utcDate(14),
      reason: 'sick_leave',
    });
    assert.equal(overlap.statusCode, 422, overlap.body);
    assert.deepEqual(overlap.json().errors.start_date, [outOfOfficeMessages.overlap]);
    // Another host's periods never overlap this one's.
    await setAway(stranger, { start_date: utcDate(10), end_date: utcDate(12) });

    // Only the owner sees, changes or deletes a period.
    const body = { start_date: utcDate(10), end_date: utcDate(11), reason: 'other' };
    assert.equal((await call(stranger, 'PUT', `/api/out-of-office/${away.id}`, body)).statusCode, 404);
    assert.equal((await call(stranger, 'DELETE', `/api/out-of-office/${away.id}`)).statusCode, 404);
    assert.equal((await call(host, 'DELETE', '/api/out-of-office/not-a-uuid')).statusCode, 404);
    assert.equal((await call(null, 'GET', '/api/out-of-office')).statusCode, 401);
    const strangerList = (await call(stranger, 'GET', '/api/out-of-office')).json().data as OutOfOffice[];
    assert.ok(!strangerList.some((one) => one.id === away.id));
    const changed = await call(host, 'PUT', `/api/out-of-office/${away.id}`, {
      ...body,
      teammate_id: teammate.user.id,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.end_date, utcDate(11));
    assert.equal(changed.json().data.reason, 'other');
  });

  test('round robin skips an away member; a collective type has no free times while any host is away', async () => {
    const a = await seedHost(t.app);
    const b = await seedHost(t.app);
    const team = await seedTeam(t.app, a, [b]);
    const roundRobin = await seedTeamType(t.app, a, team, 'round_robin');
    const collective = await seedTeamType(t.app, a, team, 'collective');
    const day = utcDate(4);
    await setAway(a, { start_date: day, end_date: day, teammate_id: b.user.id });

    const rrPage = `/api/public/teams/${team.slug}/${roundRobin.slug}`;
    assert.ok((await starts(rrPage, day)).length > 0, 'the other member is still free');
    assert.deepEqual(await starts(`/api/public/teams/${team.slug}/${collective.slug}`, day), []);
    assert.ok((await starts(`/api/public/teams/${team.slug}/${collective.slug}`, utcDate(5))).length > 0);

    for (const [i, time] of ['09:00', '10:00', '11:00'].entries()) {
      const res = await call(
        null,
        'POST',
        '/api/public/bookings',
        bookingPayload(roundRobin.id, utcInstant(day, time), i),
      );
      assert.equal(res.statusCode, 201, res.body);
      const id = res.json().data.id as string;
      assert.equal(
        (await call(b, 'GET', `/api/bookings/${id}`)).statusCode,
        200,
        'assigned to the member at work',
      );
      assert.equal((await call(a, 'GET', `/api/bookings/${id}`)).statusCode, 404, 'never to the away member');
    }
    const refused = await call(
      null,
      'POST',
      '/api/public/bookings',
      bookingPayload(collective.id, utcInstant(day, '14:00')),
    );
    assert.equal(refused.statusCode, 409);
  });

  test("days away follow the host's time zone", async () => {
    const host = await seedHost(t.app, {
      timeZone: 'Asia/Tokyo',
      slots: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '00:00', endTime: '24:00' })),
    });
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 60 });
    const page = `/api/public/event-types/${host.user.username}/${eventType.slug}`;
    const day = utcDate(5);
    await setAway(host, { start_date: day, end_date: day });
    const free = await starts(page, utcDate(4), utcDate(6));
    // Tokyo is UTC+9: the day away is [day-1 15:00Z, day 15:00Z).
    const previous = utcDate(4);
    assert.ok(free.includes(utcInstant(previous, '14:00')), 'the hour before the Tokyo midnight is free');
    assert.ok(!free.includes(utcInstant(previous, '15:00')), 'Tokyo midnight starts the day away');
    assert.ok(!free.includes(utcInstant(day, '14:00')), 'the last hour of the day away');
    assert.ok(free.includes(utcInstant(day, '15:00')), 'the next Tokyo day is free');
  });
});
