import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingMessages, type FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import type { PublicTeam, PublicTeamEventType } from '@slotwise/shared/contract/public-teams.contract';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

type Host = Awaited<ReturnType<typeof seedHost>>;
let counter = 0;

function call(
  account: Host | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: account ? { authorization: `Bearer ${account.accessToken}` } : {},
  });
}

/** A team of the owner and the other hosts (each accepted), and a team type they all host. */
async function teamType(
  owner: Host,
  others: Host[],
  kind: 'round_robin' | 'collective',
  extra: Record<string, unknown> = {},
) {
  counter += 1;
  const team = (await call(owner, 'POST', '/api/teams', { name: `Team ${counter}` })).json().data as {
    id: string;
    slug: string;
  };
  for (const other of others) {
    const invited = await call(owner, 'POST', `/api/teams/${team.id}/members`, { email: other.user.email });
    const accepted = await call(other, 'POST', `/api/teams/invitations/${invited.json().data.id}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
  }
  const res = await call(owner, 'POST', '/api/event-types', {
    title: `Team type ${counter}`,
    slug: `team-type-${counter}`,
    event_type: kind,
    team_id: team.id,
    minimum_notice_minutes: 0,
    ...extra,
  });
  assert.equal(res.statusCode, 201, res.body);
  return { team, eventType: res.json().data as { id: string; slug: string; host_ids: string[] } };
}

function bookingPayload(eventTypeId: string, start: string, i = 0) {
  return {
    event_type_id: eventTypeId,
    start_time: start,
    attendee_name: `Attendee ${i}`,
    attendee_email: `attendee${i}@example.com`,
    timezone: 'UTC',
  };
}

async function teamStarts(
  teamSlug: string,
  slug: string,
  date: string,
): Promise<FreeTimes['days'][number]['times']> {
  const res = await call(
    null,
    'GET',
    `/api/public/teams/${teamSlug}/${slug}/free-times?start=${date}&end=${date}&time_zone=UTC`,
  );
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as FreeTimes).days.flatMap((d) => d.times);
}

const slots = (startTime: string, endTime: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

describe('public team pages', () => {
  test('the team page lists its active team types and hosts; the type page adds team and hosts; 404 otherwise', async () => {
    const owner = await seedHost(t.app);
    const other = await seedHost(t.app);
    const { team, eventType } = await teamType(owner, [other], 'round_robin');
    const page = await call(null, 'GET', `/api/public/teams/${team.slug}`);
    assert.equal(page.statusCode, 200, page.body);
    const body = page.json().data as PublicTeam;
    assert.equal(body.team.slug, team.slug);
    assert.deepEqual(
      body.event_types.map((type) => type.slug),
      [eventType.slug],
    );
    assert.equal(body.hosts.length, 2);
    assert.ok(!JSON.stringify(body).includes(owner.user.email), 'no e-mail addresses');
    const typePage = await call(null, 'GET', `/api/public/teams/${team.slug}/${eventType.slug}`);
    assert.equal(typePage.statusCode, 200, typePage.body);
    const type = typePage.json().data as PublicTeamEventType;
    assert.equal(type.team.slug, team.slug);
    assert.equal(type.hosts.length, 2);
    assert.equal((await call(null, 'GET', '/api/public/teams/no-such-team')).statusCode, 404);
    assert.equal((await call(null, 'GET', `/api/public/teams/${team.slug}/no-such-type`)).statusCode, 404);
  });
});

describe('collective', () => {
  test('free only when every host is free; the booking holds every host, across personal types too', async () => {
    const day = utcDate(5);
    const a = await seedHost(t.app, { slots: slots('09:00', '13:00') });
    const b = await seedHost(t.app, { slots: slots('10:00', '15:00') });
    const c = await seedHost(t.app, { slots: slots('08:00', '12:00') });
    const { team, eventType } = await teamType(a, [b, c], 'collective', { duration: 60 });
    const starts = (await teamStarts(team.slug, eventType.slug, day)).map((time) => time.start);
    // The intersection 10:00-12:00: 60-minute meetings every 30 minutes.
    assert.deepEqual(starts, [utcInstant(day, '10:00'), utcInstant(day, '10:30'), utcInstant(day, '11:00')]);

    const booked = await call(
      null,
      'POST',
      '/api/public/bookings',
      bookingPayload(eventType.id, utcInstant(day, '10:00')),
    );
    assert.equal(booked.statusCode, 201, booked.body);
    assert.equal((booked.json().data.hosts as unknown[]).length, 3, 'every host');
    // C's personal type cannot take that time: the collective booking holds C too.
    const { eventType: personal } = await seedEventType(t.app, c.user.id, { duration: 30 });
    const clash = await call(
      null,
      'POST',
      '/api/public/bookings',
      bookingPayload(personal.id, utcInstant(day, '10:30')),
    );
    assert.equal(clash.statusCode, 409, clash.body);
    // Every host sees it in their bookings.
    for (const host of [a, b, c]) {
      const list = (await call(host, 'GET', '/api/bookings?per_page=100')).json().data as { id: string }[];
      assert.ok(
        list.some((row) => row.id === booked.json().data.id),
        'listed for every host',
      );
    }
  });
});

describe('round robin', () => {
  test('a recurring team type shows its series on the team page and books it with one host (docs/product.md#recurring-series)', async () => {
    const hosts = [await seedHost(t.app), await seedHost(t.app)];
    const { team, eventType } = await teamType(hosts[0], hosts.slice(1), 'round_robin', {
      duration: 15,
      booking_window_days: 60,
      recurring: true,
      recurring_frequency: 'weekly',
      recurring_max_count: 4,
    });
    const page = (await call(null, 'GET', `/api/public/teams/${team.slug}/${eventType.slug}`)).json()
      .data as PublicTeamEventType;
    assert.deepEqual(page.recurrence, { frequency: 'weekly', max_count: 4, time_zone: 'UTC' });
    const [first] = await teamStarts(team.slug, eventType.slug, utcDate(8));
    const res = await call(null, 'POST', '/api/public/bookings', {
      ...bookingPayload(eventType.id, first?.start as string),
      series: { count: 3 },
    });
    assert.equal(res.statusCode, 201, res.body);
    const rows = await t.app.db
      .select({ hostId: bookings.hostId, start: bookings.startTime })
      .from(bookings)
      .where(eq(bookings.eventTypeId, eventType.id));
    assert.equal(rows.length, 3, 'three weekly meetings');
    assert.equal(new Set(rows.map((row) => row.hostId)).size, 1, 'one host holds the whole series');
    const starts = rows.map((row) => row.start.getTime()).sort((a, b) => a - b);
    assert.deepEqual(
      starts.map((at) => at - starts[0]),
      [0, 7, 14].map((days) => days * 86_400_000),
    );
  });

  test('free when any host is free; 30 bookings spread evenly (counts within one)', async () => {
    const day = utcDate(8);
    const hosts = [await seedHost(t.app), await seedHost(t.app), await seedHost(t.app)];
    const { team, eventType } = await teamType(hosts[0], hosts.slice(1), 'round_robin', { duration: 15 });
    const times = await teamStarts(team.slug, eventType.slug, day);
    assert.equal(times[0]?.seats_left, 3, 'three free hosts');
    for (let i = 0; i < 30; i += 1) {
      const res = await call(
        null,
        'POST',
        '/api/public/bookings',
        bookingPayload(eventType.id, times[i]?.start as string, i),
      );
      assert.equal(res.statusCode, 201, res.body);
      assert.equal((res.json().data.hosts as unknown[]).length, 1, 'one assigned host');
    }
    const rows = await t.app.db
      .select({ hostId: bookings.hostId })
      .from(bookings)
      .where(eq(bookings.eventTypeId, eventType.id));
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.hostId, (counts.get(row.hostId) ?? 0) + 1);
    assert.deepEqual([...counts.keys()].sort(), hosts.map((host) => host.user.id).sort());
    const values = [...counts.values()];
    assert.ok(Math.max(...values) - Math.min(...values) <= 1, JSON.stringify(values));
  });

  test('50 simultaneous bookings of one time, 3 free hosts of 4: exactly 3 succeed, each a different host; the busy host never', async () => {
    const day = utcDate(10);
    const start = utcInstant(day, '11:00');
    const hosts = [
      await seedHost(t.app),
      await seedHost(t.app),
      await seedHost(t.app),
      await seedHost(t.app),
    ];
    const { eventType } = await teamType(hosts[0], hosts.slice(1), 'round_robin');
    // The fourth host has a personal booking at that time.
    const { eventType: personal } = await seedEventType(t.app, hosts[3].user.id);
    const own = await call(null, 'POST', '/api/public/bookings', bookingPayload(personal.id, start));
    assert.equal(own.statusCode, 201, own.body);

    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${address}/api/public/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingPayload(eventType.id, start, i)),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { message?: string; data?: { id: string } },
        })),
      ),
    );
    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 409);
    assert.equal(created.length, 3, JSON.stringify(responses.filter((r) => r.status !== 409)));
    assert.equal(refused.length, 47);
    for (const response of refused) assert.equal(response.body.message, bookingMessages.slotTaken);
    // Each success holds a different host, never the busy fourth one.
    const assigned = await Promise.all(
      created.map(async (r) => {
        for (const host of hosts) {
          const res = await call(host, 'GET', `/api/bookings/${r.body.data?.id}`);
          if (res.statusCode === 200) return host.user.id;
        }
        return null;
      }),
    );
    assert.equal(new Set(assigned).size, 3);
    assert.ok(!assigned.includes(hosts[3].user.id), 'the busy host is never assigned');
    assert.ok(!assigned.includes(null));
  });
});
