import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import {
  type CreatedSingleUseLink,
  privateSharingMessages,
  type SingleUseLink,
} from '@slotwise/shared/contract/private-sharing.contract';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import { eq } from 'drizzle-orm';
import { singleUseLinks } from '../../db/schema/single-use-links.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// docs/product.md#private-sharing: secret types and single-use links.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

let counter = 0;
const email = () => `attendee.${process.pid}.${++counter}@example.com`;

async function newHost() {
  const account = await seedHost(t.app);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.accessToken}` },
      ...(payload === undefined ? {} : { payload }),
    });
  return { ...account, call };
}

const book = (eventTypeId: string, start: string, singleUseLink?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Grace Hopper',
      attendee_email: email(),
      timezone: 'UTC',
      ...(singleUseLink === undefined ? {} : { single_use_link: singleUseLink }),
    },
  });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const secretOf = (url: string) => url.split('/booking/')[1] as string;

describe('secret event types', () => {
  test('listed nowhere (host page, team page), bookable by their link, marked noindex', async () => {
    const host = await newHost();
    const base = {
      duration: 30,
      location: 'phone',
      location_details: { phone: '+33 1 23 45 67 89' },
      minimum_notice_minutes: 0,
    };
    const listed = await host.call('POST', '/api/event-types', { ...base, title: 'Listed', slug: 'listed' });
    assert.equal(listed.statusCode, 201, listed.body);
    const secret = await host.call('POST', '/api/event-types', {
      ...base,
      title: 'Secret',
      slug: 'secret',
      sharing: 'secret',
    });
    assert.equal(secret.statusCode, 201, secret.body);
    assert.equal(secret.json().data.sharing, 'secret');

    const profile = (await get(`/api/public/users/${host.user.username}`)).json().data as PublicProfile;
    assert.deepEqual(
      profile.event_types.map((type) => type.slug),
      ['listed'],
    );

    const page = await get(`/api/public/event-types/${host.user.username}/secret`);
    assert.equal(page.statusCode, 200, page.body);
    assert.equal((page.json().data as PublicEventType).noindex, true);
    assert.equal(
      (await get(`/api/public/event-types/${host.user.username}/listed`)).json().data.noindex,
      false,
    );
    const day = utcDate(2);
    const free = await get(
      `/api/public/event-types/${host.user.username}/secret/free-times?start=${day}&end=${day}&time_zone=UTC`,
    );
    assert.equal(free.statusCode, 200, free.body);
    const booked = await book(secret.json().data.id, utcInstant(day, '09:00'));
    assert.equal(booked.statusCode, 201, booked.body);

    // A team's secret type: not on the team page, still at its link.
    const team = await host.call('POST', '/api/teams', { name: `Secret team ${process.pid}` });
    assert.equal(team.statusCode, 201, team.body);
    const { id: teamId, slug: teamSlug } = team.json().data as { id: string; slug: string };
    for (const [slug, sharing] of [
      ['team-listed', 'listed'],
      ['team-secret', 'secret'],
      ['team-once', 'single_use'],
    ]) {
      const created = await host.call('POST', '/api/event-types', {
        ...base,
        title: slug,
        slug,
        event_type: 'round_robin',
        team_id: teamId,
        sharing,
      });
      assert.equal(created.statusCode, 201, created.body);
    }
    const teamPage = (await get(`/api/public/teams/${teamSlug}`)).json().data as {
      event_types: { slug: string }[];
    };
    assert.deepEqual(
      teamPage.event_types.map((type) => type.slug),
      ['team-listed'],
    );
    const teamSecret = await get(`/api/public/teams/${teamSlug}/team-secret`);
    assert.equal(teamSecret.statusCode, 200, teamSecret.body);
    assert.equal(teamSecret.json().data.noindex, true);
    assert.equal((await get(`/api/public/teams/${teamSlug}/team-once`)).statusCode, 404);
  });

  test('the sharing and the policy are checked and kept by the event-type API', async () => {
    const host = await newHost();
    const body = { title: 'Policy', slug: 'policy', duration: 30 };
    const bad = await host.call('POST', '/api/event-types', {
      ...body,
      sharing: 'hidden',
      change_policy: { cutoff_hours: 721 },
    });
    assert.equal(bad.statusCode, 422);
    assert.ok(bad.json().errors.sharing, bad.body);
    assert.ok(bad.json().errors['change_policy.cutoff_hours'], bad.body);
    const created = await host.call('POST', '/api/event-types', {
      ...body,
      sharing: 'single_use',
      change_policy: { attendee_changes: true, cutoff_hours: 24, reason_required: true },
    });
    assert.equal(created.statusCode, 201, created.body);
    const read = (await host.call('GET', `/api/event-types/${created.json().data.id}`)).json().data;
    assert.equal(read.sharing, 'single_use');
    assert.deepEqual(read.change_policy, { attendee_changes: true, cutoff_hours: 24, reason_required: true });
  });
});

describe('single-use links', () => {
  async function singleUseType() {
    const host = await newHost();
    const { eventType } = await seedEventType(t.app, host.user.id, { sharing: 'single_use' });
    const create = async (payload: object = {}) => {
      const response = await host.call('POST', `/api/single-use-links/${eventType.id}`, payload);
      assert.equal(response.statusCode, 201, response.body);
      return response.json().data as CreatedSingleUseLink;
    };
    return { host, eventType, create };
  }

  test('a single-use type opens only through a link; the link books once, then says it was used', async () => {
    const { host, eventType, create } = await singleUseType();
    const day = utcDate(3);
    // Without a link: not found anywhere.
    assert.equal(
      (await get(`/api/public/event-types/${host.user.username}/${eventType.slug}`)).statusCode,
      404,
    );
    const plainTimes = await get(
      `/api/public/event-types/${host.user.username}/${eventType.slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
    );
    assert.equal(plainTimes.statusCode, 404);
    const without = await book(eventType.id, utcInstant(day, '09:00'));
    assert.deepEqual([without.statusCode, without.json().message], [404, eventTypeMessages.notFound]);

    const link = await create({ label: 'Ada' });
    assert.equal(link.status, 'active');
    assert.match(link.url, /\/booking\/[A-Za-z0-9_-]{43}$/);
    const secret = secretOf(link.url);
    // Stored hashed: the row holds the SHA-256, never the secret.
    const [row] = await t.app.db.select().from(singleUseLinks).where(eq(singleUseLinks.id, link.id));
    assert.equal(row?.secretHash, createHash('sha256').update(secret).digest('hex'));
    assert.equal(JSON.stringify(row).includes(secret), false);
    // The list never shows the secret again.
    const listed = await host.call('GET', `/api/single-use-links/${eventType.id}`);
    assert.equal(listed.body.includes(secret), false);

    const opened = await get(`/api/public/links/${secret}`);
    assert.equal(opened.statusCode, 200, opened.body);
    assert.equal((opened.json().data as PublicEventType).id, eventType.id);
    assert.equal(opened.json().data.noindex, true);
    assert.equal(opened.headers['x-robots-tag'], 'noindex');
    const times = await get(`/api/public/links/${secret}/free-times?start=${day}&end=${day}&time_zone=UTC`);
    assert.equal(times.statusCode, 200, times.body);
    assert.ok(times.json().data.days[0].times.length > 0);

    const first = await book(eventType.id, utcInstant(day, '09:00'), secret);
    assert.equal(first.statusCode, 201, first.body);
    const second = await book(eventType.id, utcInstant(day, '10:00'), secret);
    assert.deepEqual([second.statusCode, second.json().message], [410, privateSharingMessages.linkUsed]);
    const reopened = await get(`/api/public/links/${secret}`);
    assert.deepEqual([reopened.statusCode, reopened.json().message], [410, privateSharingMessages.linkUsed]);
    assert.equal(
      (await get(`/api/public/links/${secret}/free-times?start=${day}&end=${day}&time_zone=UTC`)).statusCode,
      410,
    );

    const after = (await host.call('GET', `/api/single-use-links/${eventType.id}`)).json()
      .data as SingleUseLink[];
    assert.deepEqual(
      after.map((one) => [one.id, one.status, one.label, one.used_at !== null]),
      [[link.id, 'used', 'Ada', true]],
    );
  });

  test('two bookings through one link at once: exactly one wins', async () => {
    const { eventType, create } = await singleUseType();
    const secret = secretOf((await create()).url);
    const day = utcDate(4);
    const answers = await Promise.all(
      ['09:00', '10:00', '11:00', '12:00', '13:00'].map((time) =>
        book(eventType.id, utcInstant(day, time), secret),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [201, 410, 410, 410, 410], answers.map((a) => a.body).join('\n'));
  });

  test("expired, revoked, unknown, and another type's links are refused", async () => {
    const { host, eventType, create } = await singleUseType();
    const day = utcDate(5);
    const past = await host.call('POST', `/api/single-use-links/${eventType.id}`, {
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    assert.equal(past.statusCode, 422);

    const expiring = await create({ expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    await t.app.db
      .update(singleUseLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(singleUseLinks.id, expiring.id));
    const expired = secretOf(expiring.url);
    const page = await get(`/api/public/links/${expired}`);
    assert.deepEqual(
      [page.statusCode, page.json().message, page.json().error],
      [410, privateSharingMessages.linkExpired, undefined],
    );
    const late = await book(eventType.id, utcInstant(day, '09:00'), expired);
    assert.deepEqual([late.statusCode, late.json().message], [410, privateSharingMessages.linkExpired]);

    const revokedLink = await create();
    const revoked = await host.call('POST', `/api/single-use-links/${eventType.id}/${revokedLink.id}/revoke`);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json().data.status, 'revoked');
    assert.equal((await get(`/api/public/links/${secretOf(revokedLink.url)}`)).statusCode, 410);
    assert.equal(
      (await book(eventType.id, utcInstant(day, '10:00'), secretOf(revokedLink.url))).statusCode,
      410,
    );

    for (const guess of ['A'.repeat(43), 'short', `${'x'.repeat(43)}%2F..`]) {
      assert.equal((await get(`/api/public/links/${guess}`)).statusCode, 404, guess);
      assert.equal((await book(eventType.id, utcInstant(day, '11:00'), guess)).statusCode, 404, guess);
    }

    // A link books only its own type.
    const other = await seedEventType(t.app, host.user.id);
    const valid = secretOf((await create()).url);
    const wrongType = await book(other.eventType.id, utcInstant(day, '12:00'), valid);
    assert.equal(wrongType.statusCode, 404, wrongType.body);
    assert.equal(
      (await get(`/api/public/links/${valid}`)).statusCode,
      200,
      'the refused booking left it unused',
    );

    // Another host cannot list, make or revoke this type's links.
    const stranger = await newHost();
    assert.equal((await stranger.call('GET', `/api/single-use-links/${eventType.id}`)).statusCode, 404);
    assert.equal((await stranger.call('POST', `/api/single-use-links/${eventType.id}`, {})).statusCode, 404);
    const foreignRevoke = await stranger.call(
      'POST',
      `/api/single-use-links/${eventType.id}/${expiring.id}/revoke`,
    );
    assert.equal(foreignRevoke.statusCode, 404);
  });
});
