import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingMessages, type FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { and, eq } from 'drizzle-orm';
import { availabilityOverrides } from '../../db/schema/availability.schema';
import { bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// Collective types with max_participants (docs/product.md#teams): a time with seats is one shared
// meeting of every host; attendees join it while seats remain and every host is still free.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

type Host = Awaited<ReturnType<typeof seedHost>>;

function call(account: Host | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
  });
}

function book(eventTypeId: string, start: string, i: number) {
  return call(null, 'POST', '/api/public/bookings', {
    event_type_id: eventTypeId,
    start_time: start,
    attendee_name: `Seat ${i}`,
    attendee_email: `seat${i}@example.com`,
    timezone: 'UTC',
  });
}

async function times(teamSlug: string, slug: string, date: string) {
  const res = await call(
    null,
    'GET',
    `/api/public/teams/${teamSlug}/${slug}/free-times?start=${date}&end=${date}&time_zone=UTC`,
  );
  assert.equal(res.statusCode, 200, res.body);
  return new Map(
    (res.json().data as FreeTimes).days.flatMap((d) => d.times).map((x) => [x.start, x.seats_left]),
  );
}

describe('collective with max_participants', () => {
  test('seats are shared by every host, whoever holds host_id; a host busy again closes the time', async () => {
    const day = utcDate(6);
    const ten = utcInstant(day, '10:00');
    const tenThirty = utcInstant(day, '10:30');
    const hosts = [await seedHost(t.app), await seedHost(t.app), await seedHost(t.app)];
    const [owner, ...others] = hosts;
    const team = (await call(owner, 'POST', '/api/teams', { name: 'Seats team' })).json().data as {
      id: string;
      slug: string;
    };
    for (const other of others) {
      const invited = await call(owner, 'POST', `/api/teams/${team.id}/members`, { email: other.user.email });
      const accepted = await call(other, 'POST', `/api/teams/invitations/${invited.json().data.id}/accept`);
      assert.equal(accepted.statusCode, 200, accepted.body);
    }
    const body = {
      title: 'Seated workshop',
      slug: 'seated-workshop',
      event_type: 'collective',
      duration: 60,
      max_participants: 4,
      minimum_notice_minutes: 0,
    };
    const created = await call(owner, 'POST', '/api/event-types', { ...body, team_id: team.id });
    assert.equal(created.statusCode, 201, created.body);
    const eventType = created.json().data as { id: string; slug: string };

    const first = await book(eventType.id, ten, 1);
    assert.equal(first.statusCode, 201, first.body);
    const firstId = first.json().data.id as string;
    let free = await times(team.slug, eventType.slug, day);
    assert.equal(free.get(ten), 3, 'three seats left after one');
    assert.ok(!free.has(tenThirty), 'the meeting holds every host: no overlapping start');

    // The host holding bookings.host_id leaves the type's hosts: the other two still share the
    // meeting and its seats (they were read from the first host only).
    const [row] = await t.app.db
      .select({ hostId: bookings.hostId, seatKey: bookings.seatKey })
      .from(bookings)
      .where(eq(bookings.id, firstId));
    const remaining = hosts.filter((host) => host.user.id !== row.hostId);
    const edited = await call(owner, 'PUT', `/api/event-types/${eventType.id}`, {
      ...body,
      host_ids: remaining.map((host) => host.user.id),
    });
    assert.equal(edited.statusCode, 200, edited.body);
    free = await times(team.slug, eventType.slug, day);
    assert.equal(free.get(ten), 3, 'the seats taken still count');
    assert.ok(!free.has(tenThirty), 'the remaining hosts are still in the meeting');

    // A second attendee joins the same time: one meeting, same seat key.
    const second = await book(eventType.id, ten, 2);
    assert.equal(second.statusCode, 201, second.body);
    const [secondRow] = await t.app.db
      .select({ seatKey: bookings.seatKey })
      .from(bookings)
      .where(eq(bookings.id, second.json().data.id));
    assert.equal(secondRow.seatKey, row.seatKey, 'the same meeting');
    const held = await t.app.db
      .select({ hostId: bookingHosts.hostId })
      .from(bookingHosts)
      .where(eq(bookingHosts.bookingId, second.json().data.id));
    assert.deepEqual(held.map((h) => h.hostId).sort(), remaining.map((host) => host.user.id).sort());
    assert.equal((await times(team.slug, eventType.slug, day)).get(ten), 2);

    // One remaining host takes the day off: the time is no longer free, even with a seat left.
    const off = remaining[1];
    await t.app.db
      .insert(availabilityOverrides)
      .values({ availabilityId: off.scheduleId, date: day, unavailable: true });
    assert.ok(!(await times(team.slug, eventType.slug, day)).has(ten), 'a host is not free');
    const refused = await book(eventType.id, ten, 4);
    assert.equal(refused.statusCode, 409, refused.body);
    await t.app.db
      .delete(availabilityOverrides)
      .where(
        and(eq(availabilityOverrides.availabilityId, off.scheduleId), eq(availabilityOverrides.date, day)),
      );

    // The last two seats, then full: the time disappears and one more is refused.
    for (const i of [5, 6]) {
      const seat = await book(eventType.id, ten, i);
      assert.equal(seat.statusCode, 201, seat.body);
    }
    assert.ok(!(await times(team.slug, eventType.slug, day)).has(ten), 'full');
    const full = await book(eventType.id, ten, 7);
    assert.equal(full.statusCode, 409, full.body);
    assert.equal(full.json().message, bookingMessages.slotTaken);
  });
});
