import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { inactiveEventType, type PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import { eq } from 'drizzle-orm';
import { eventTypes } from '../../db/schema/event-types.schema';
import { teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';
import { seedEventType } from '../../testing/booking-seed.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

// The host's public page /{username} and the booking link of an inactive event type (issue #14).
describe('GET /api/public/users/{username} and inactive booking links', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('lists the name, avatar and active personal event types only, of that host only', async () => {
    const a = await registerAccount(t.app, { name: 'Ada', surname: 'Lovelace' });
    const b = await registerAccount(t.app, { name: 'Bob' });
    await t.app.db.update(users).set({ avatar: '/api/avatars/ada.png' }).where(eq(users.id, a.user.id));
    const older = await seedEventType(t.app, a.user.id, {
      title: 'Intro',
      slug: 'intro',
      description: 'A first talk',
      duration: 15,
      location: 'zoom',
      createdAt: new Date(Date.now() - 60_000),
    });
    await seedEventType(t.app, a.user.id, { title: 'Deep dive', slug: 'deep-dive', duration: 60 });
    await seedEventType(t.app, a.user.id, { title: 'Secret', slug: 'secret', isPublic: false });
    const [team] = await t.app.db
      .insert(teams)
      .values({ name: 'Core', slug: `core-${a.user.id.slice(0, 8)}`, createdBy: a.user.id })
      .returning();
    await seedEventType(t.app, a.user.id, { title: 'Team sync', slug: 'team-sync', teamId: team.id });
    await seedEventType(t.app, b.user.id, { title: 'Bob call', slug: 'bob-call' });

    // Any case of the username, as the booking link.
    const res = await get(`/api/public/users/${a.user.username.toUpperCase()}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const profile: PublicProfile = res.json().data;
    assert.deepEqual(profile, {
      host: { name: 'Ada', surname: 'Lovelace', username: a.user.username, avatar: '/api/avatars/ada.png' },
      event_types: [
        {
          title: 'Deep dive',
          slug: 'deep-dive',
          description: null,
          duration: 60,
          location: 'google_meet',
          event_type: 'one_on_one',
        },
        {
          title: 'Intro',
          slug: older.eventType.slug,
          description: 'A first talk',
          duration: 15,
          location: 'zoom',
          event_type: 'one_on_one',
        },
      ],
    } satisfies PublicProfile);
    assert.doesNotMatch(
      res.body,
      /Secret|Team sync|Bob call|@/,
      'no inactive, team or other host data, no e-mail',
    );

    const empty: PublicProfile = (await get(`/api/public/users/${b.user.username}`)).json().data;
    assert.deepEqual(
      empty.event_types.map((type) => type.slug),
      ['bob-call'],
    );
  });

  test('an unknown username answers 404', async () => {
    for (const username of ['nobody-at-all', 'x'.repeat(100), '%E2%9C%93']) {
      const res = await get(`/api/public/users/${username}`);
      assert.equal(res.statusCode, 404, username);
      assert.equal(res.json().error, undefined);
    }
  });

  test('an inactive event type says it is not available; an unknown one stays not found', async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    const hidden = await seedEventType(t.app, a.user.id, {
      title: 'Hidden call',
      slug: 'hidden',
      isPublic: false,
    });
    await seedEventType(t.app, b.user.id, { title: 'Open call', slug: 'open' });
    const lookup = (username: string, slug: string) => get(`/api/public/event-types/${username}/${slug}`);

    const inactive = await lookup(a.user.username, 'HIDDEN');
    assert.equal(inactive.statusCode, 404);
    assert.deepEqual(inactive.json(), { ...inactiveEventType });
    assert.doesNotMatch(inactive.body, /Hidden call/, 'nothing of the type itself');

    const notFound = { message: eventTypeMessages.notFound };
    for (const [username, slug] of [
      [a.user.username, 'open'], // another host's slug
      [b.user.username, 'hidden'], // another host's inactive slug
      ['nobody-at-all', 'hidden'],
      [a.user.username, 'nope'],
    ]) {
      const res = await lookup(username, slug);
      assert.equal(res.statusCode, 404, `${username}/${slug}`);
      assert.deepEqual(res.json(), notFound, `${username}/${slug}`);
    }

    // Turned on again: the booking page works at once.
    await t.app.db.update(eventTypes).set({ isPublic: true }).where(eq(eventTypes.id, hidden.eventType.id));
    const active = await lookup(a.user.username, 'hidden');
    assert.equal(active.statusCode, 200, active.body);
    assert.equal((active.json().data as PublicEventType).title, 'Hidden call');
  });
});
