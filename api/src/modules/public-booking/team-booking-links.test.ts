import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Booking, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// The attendee pages link a team booking back to /team/{team_slug}/{slug} (docs/product.md#teams).

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

type Host = Awaited<ReturnType<typeof seedHost>>;

function call(account: Host | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
  });
}

const payload = (eventTypeId: string, start: string) => ({
  event_type_id: eventTypeId,
  start_time: start,
  attendee_name: 'Linked attendee',
  attendee_email: 'linked@example.com',
  timezone: 'UTC',
});

describe('public booking team_slug', () => {
  test('team bookings carry their team slug on create, read, cancel and reschedule; personal ones null', async () => {
    const day = utcDate(7);
    const owner = await seedHost(t.app);
    const other = await seedHost(t.app);
    const team = (await call(owner, 'POST', '/api/teams', { name: 'Linked Team' })).json().data as {
      id: string;
      slug: string;
    };
    const invited = await call(owner, 'POST', `/api/teams/${team.id}/members`, { email: other.user.email });
    await call(other, 'POST', `/api/teams/invitations/${invited.json().data.id}/accept`);
    for (const kind of ['round_robin', 'collective'] as const) {
      const created = await call(owner, 'POST', '/api/event-types', {
        title: `Linked ${kind}`,
        slug: `linked-${kind.replace('_', '-')}`,
        event_type: kind,
        team_id: team.id,
        minimum_notice_minutes: 0,
      });
      assert.equal(created.statusCode, 201, created.body);
      const booked = await call(
        null,
        'POST',
        '/api/public/bookings',
        payload(created.json().data.id, utcInstant(day, kind === 'collective' ? '10:00' : '12:00')),
      );
      assert.equal(booked.statusCode, 201, booked.body);
      assert.equal((booked.json().data as PublicBooking).team_slug, team.slug);
      const id = booked.json().data.id as string;
      const link = booked.json().data.link_secret as string;
      // The hosts' lists and details name the team.
      const listed = [
        ...((await call(owner, 'GET', '/api/bookings?per_page=100')).json().data as Booking[]),
        ...((await call(other, 'GET', '/api/bookings?per_page=100')).json().data as Booking[]),
      ];
      assert.ok(listed.some((row) => row.id === id));
      for (const row of listed.filter((one) => one.id === id))
        assert.equal(row.event_type.team_name, 'Linked Team', kind);
      for (const host of [owner, other]) {
        const hostView = await call(host, 'GET', `/api/bookings/${id}`);
        if (hostView.statusCode === 200)
          assert.equal((hostView.json() as Booking).event_type.team_name, 'Linked Team', kind);
      }
      const read = await call(null, 'GET', `/api/public/bookings/${link}`);
      assert.equal((read.json().data as PublicBooking).team_slug, team.slug, kind);
      const moved = await call(null, 'POST', `/api/public/bookings/${link}/reschedule`, {
        start_time: utcInstant(day, kind === 'collective' ? '14:00' : '15:00'),
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal((moved.json().data as PublicBooking).team_slug, team.slug);
      const cancelled = await call(null, 'POST', `/api/public/bookings/${link}/cancel`, {});
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal((cancelled.json().data as PublicBooking).team_slug, team.slug);
    }
    const { eventType: personal } = await seedEventType(t.app, owner.user.id);
    const mine = await call(
      null,
      'POST',
      '/api/public/bookings',
      payload(personal.id, utcInstant(day, '16:00')),
    );
    assert.equal(mine.statusCode, 201, mine.body);
    assert.equal((mine.json().data as PublicBooking).team_slug, null);
    const read = await call(null, 'GET', `/api/public/bookings/${mine.json().data.link_secret}`);
    assert.equal((read.json().data as PublicBooking).team_slug, null);
    const own = (await call(owner, 'GET', '/api/bookings?per_page=100')).json().data as Booking[];
    assert.equal(own.find((row) => row.id === mine.json().data.id)?.event_type.team_name ?? null, null);
  });
});
