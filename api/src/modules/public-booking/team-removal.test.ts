import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// docs/product.md#team-event-types: a member who leaves or is removed stops hosting; their
// existing bookings stay theirs. Non-members never see the team's bookings.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

type Host = Awaited<ReturnType<typeof seedHost>>;

function call(account: Host | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
  });
}

const book = (eventTypeId: string, start: string, i: number) =>
  call(null, 'POST', '/api/public/bookings', {
    event_type_id: eventTypeId,
    start_time: start,
    attendee_name: `Removal ${i}`,
    attendee_email: `removal${i}@example.com`,
    timezone: 'UTC',
  });

describe('removing a team member', () => {
  test('their round-robin bookings stay theirs; new bookings and free times no longer count them; outsiders get 404', async () => {
    const day = utcDate(11);
    const owner = await seedHost(t.app, {
      slots: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '12:00' })),
    });
    const member = await seedHost(t.app); // 09:00-17:00
    const stranger = await seedHost(t.app);
    const team = (await call(owner, 'POST', '/api/teams', { name: 'Removal team' })).json().data as {
      id: string;
      slug: string;
    };
    const invited = await call(owner, 'POST', `/api/teams/${team.id}/members`, { email: member.user.email });
    const memberRowId = invited.json().data.id as string;
    assert.equal(
      (await call(member, 'POST', `/api/teams/invitations/${memberRowId}/accept`)).statusCode,
      200,
    );
    const created = await call(owner, 'POST', '/api/event-types', {
      title: 'Removal call',
      slug: 'removal-call',
      event_type: 'round_robin',
      team_id: team.id,
      minimum_notice_minutes: 0,
    });
    assert.equal(created.statusCode, 201, created.body);
    const eventType = created.json().data as { id: string; slug: string };

    // 14:00: only the member is free, so the booking is theirs.
    const theirs = await book(eventType.id, utcInstant(day, '14:00'), 1);
    assert.equal(theirs.statusCode, 201, theirs.body);
    const id = theirs.json().data.id as string;
    assert.equal((await call(member, 'GET', `/api/bookings/${id}`)).statusCode, 200);
    assert.equal((await call(stranger, 'GET', `/api/bookings/${id}`)).statusCode, 404, 'a non-member');
    const strangerList = (await call(stranger, 'GET', '/api/bookings?per_page=100')).json().data as {
      id: string;
    }[];
    assert.ok(!strangerList.some((row) => row.id === id));

    const removed = await call(owner, 'DELETE', `/api/teams/${team.id}/members/${memberRowId}`);
    assert.equal(removed.statusCode, 200, removed.body);

    // The existing booking stays the member's: still live, still theirs, still listed.
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    assert.equal(row.hostId, member.user.id);
    assert.equal(row.status, 'confirmed');
    assert.equal((await call(member, 'GET', `/api/bookings/${id}`)).statusCode, 200);
    const memberList = (await call(member, 'GET', '/api/bookings?per_page=100')).json().data as {
      id: string;
    }[];
    assert.ok(memberList.some((one) => one.id === id));

    // Future assignment: only the owner's hours are offered, and a new booking goes to the owner.
    const res = await call(
      null,
      'GET',
      `/api/public/teams/${team.slug}/${eventType.slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    );
    assert.equal(res.statusCode, 200, res.body);
    const starts = (res.json().data as FreeTimes).days.flatMap((d) => d.times.map((time) => time.start));
    assert.ok(starts.length > 0);
    assert.ok(
      starts.every((start) => start < utcInstant(day, '12:00')),
      JSON.stringify(starts),
    );
    const refused = await book(eventType.id, utcInstant(day, '15:00'), 2);
    assert.equal(refused.statusCode, 409, refused.body);
    const next = await book(eventType.id, utcInstant(day, '10:00'), 3);
    assert.equal(next.statusCode, 201, next.body);
    const [nextRow] = await t.app.db.select().from(bookings).where(eq(bookings.id, next.json().data.id));
    assert.equal(nextRow.hostId, owner.user.id);
  });
});
