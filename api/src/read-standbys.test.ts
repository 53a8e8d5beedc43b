import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BookingsPage, FreeTimes } from '@slotwise/shared/contract/bookings.contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { lsnValue } from './db/read-standbys';
import { seedEventType, seedHost, utcDate, utcInstant } from './testing/booking-seed.helper';
import { createTestApp, type TestApp } from './testing/test-app.helper';

// Public reads from a real PostgreSQL streaming standby (docs/database.md#reads-and-standbys):
// scripts/test.mjs starts a primary and a standby (pg_basebackup -R) on loopback and passes
// TEST_STANDBY_URL. The standby's replay is paused to make it fall behind on purpose.
const skip =
  process.env.TEST_DATABASE_URL && process.env.TEST_STANDBY_URL
    ? false
    : 'needs a PostgreSQL primary and streaming standby (TEST_DATABASE_URL and TEST_STANDBY_URL, started by npm test)';

const MAX_LAG_MS = 1000;

describe('reads from a streaming standby', { skip }, () => {
  let t: TestApp;
  let standby: pg.Client;

  before(async () => {
    t = await createTestApp({
      jobPollSeconds: 0,
      freeTimesCacheSeconds: 0,
      withStandby: true,
      readMaxLagMs: MAX_LAG_MS,
    });
    standby = new pg.Client({ connectionString: process.env.TEST_STANDBY_URL });
    await standby.connect();
  });

  after(async () => {
    if (standby) {
      await standby.query('SELECT pg_wal_replay_resume()').catch(() => {});
      await standby.end();
    }
    await t?.close();
  });

  const onStandby = () => t.app.dbRead() !== t.app.db;

  async function until(condition: () => boolean, what: string, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > deadline) assert.fail(`not within ${ms} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function scenario() {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { duration: 30 });
    const day = utcDate(3);
    const url = `/api/public/event-types/${host.user.username}/${eventType.slug}/free-times?start=${day}&end=${day}&time_zone=UTC`;
    const starts = async () => {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json().data as FreeTimes).days.flatMap((d) => d.times.map((time) => time.start));
    };
    const book = (start: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: {
          event_type_id: eventType.id,
          start_time: start,
          attendee_name: 'Grace Hopper',
          attendee_email: email,
          timezone: 'UTC',
        },
      });
    return { host, day, starts, book };
  }

  test('a standby within the bound serves public reads; over the bound it is bypassed', async () => {
    const { day, starts, book } = await scenario();
    await until(onStandby, 'the standby is used once it has replayed the primary');
    const taken = utcInstant(day, '10:00');
    assert.ok((await starts()).includes(taken));

    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      assert.equal((await book(taken, 'grace@example.com')).statusCode, 201);
      // The standby has not replayed the booking: once its checked lag passes the bound, it is
      // no longer read, and the free times (from the primary) no longer offer the time.
      await until(() => !onStandby(), 'the paused standby is bypassed', MAX_LAG_MS * 3);
      assert.ok(!(await starts()).includes(taken), 'a read over the bound came from the stale standby');
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
    await until(onStandby, 'the standby is read again once it caught up');
    assert.ok(!(await starts()).includes(taken), 'the standby has the booking after catching up');
  });

  test('a booking made right after a stale read never double-books', async () => {
    const { host, day, starts, book } = await scenario();
    await until(onStandby, 'the standby is used');
    const time = utcInstant(day, '11:00');
    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      assert.equal((await book(time, 'first@example.com')).statusCode, 201);
      // Within the bound the standby may still offer the time: the attendee tries to book it.
      await starts();
      const second = await book(time, 'second@example.com');
      assert.equal(second.statusCode, 409, second.body);
      // The primary holds exactly one booking of that time, the first.
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/bookings?from=${encodeURIComponent(time)}&to=${encodeURIComponent(utcInstant(day, '11:30'))}`,
        headers: { authorization: `Bearer ${host.accessToken}` },
      });
      const page = list.json() as BookingsPage;
      assert.equal(page.total, 1);
      assert.equal(page.data[0].attendee_email, 'first@example.com');
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
  });

  test('the host sees their new booking at once, whatever the standby', async () => {
    const { host, day, book } = await scenario();
    await until(onStandby, 'the standby is used');
    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      const made = await book(utcInstant(day, '12:00'), 'ada@example.com');
      assert.equal(made.statusCode, 201);
      const headers = { authorization: `Bearer ${host.accessToken}` };
      // No wait: the host's lists read the primary (docs/database.md#reads-and-standbys).
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/bookings', headers })
      ).json() as BookingsPage;
      assert.deepEqual(
        list.data.map((booking) => booking.attendee_email),
        ['ada@example.com'],
      );
      const stats = (await t.app.inject({ method: 'GET', url: '/api/bookings/stats', headers })).json();
      assert.equal(stats.data.total, 1);
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
  });

  test("host lists and public pages read the standby; the host's own write moves them to the primary at once", async () => {
    // A wider bound, so the paused standby stays within it for the whole test.
    const wide = await createTestApp({
      jobPollSeconds: 0,
      freeTimesCacheSeconds: 0,
      withStandby: true,
      readMaxLagMs: 10_000,
    });
    try {
      const host = await seedHost(wide.app);
      const { eventType } = await seedEventType(wide.app, host.user.id, { duration: 30 });
      const day = utcDate(3);
      const headers = { authorization: `Bearer ${host.accessToken}` };
      const made = await wide.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: {
          event_type_id: eventType.id,
          start_time: utcInstant(day, '10:00'),
          attendee_name: 'Ada Lovelace',
          attendee_email: 'ada@example.com',
          timezone: 'UTC',
        },
      });
      assert.equal(made.statusCode, 201, made.body);
      const bookingId = made.json().data.id as string;
      // The attendee's booking recorded a write mark for the host.
      const mark = async () => {
        const { rows } = (await wide.app.db.execute(
          sql`SELECT lsn::text AS lsn FROM user_write_marks WHERE user_id = ${host.user.id}::uuid`,
        )) as unknown as { rows: { lsn: string }[] };
        return rows[0]?.lsn;
      };
      assert.ok(await mark(), 'no write mark for the booked host');
      const { eventType: spare } = await seedEventType(wide.app, host.user.id, { title: 'Spare type' });
      // A write of the host's session marks too (the attendee's booking above is not the host's).
      assert.equal(
        (await wide.app.inject({ method: 'GET', url: '/api/event-types', headers })).statusCode,
        200,
      );
      const standbys = wide.app.dbStandbys;
      assert.ok(standbys);
      // Everything so far (the spare type too) replayed before the standby is paused.
      const { rows: now } = (await wide.app.db.execute(
        sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`,
      )) as unknown as { rows: { lsn: string }[] };
      await until(
        () => standbys.reader(lsnValue(now[0].lsn)) !== wide.app.db,
        'the standby has replayed the set-up',
      );

      await standby.query('SELECT pg_wal_replay_pause()');
      try {
        // Changes nobody marked (as a job or another process without standbys could make):
        // a booking and an event type, written straight to the primary.
        await wide.app.db.execute(sql`
          INSERT INTO bookings (host_id, event_type_id, status, start_time, end_time, blocked_start, blocked_end,
            seat_key, attendee_name, attendee_email, timezone)
          VALUES (${host.user.id}::uuid, ${eventType.id}::uuid, 'confirmed', ${utcInstant(day, '14:00')}::timestamptz,
            ${utcInstant(day, '14:30')}::timestamptz, ${utcInstant(day, '14:00')}::timestamptz,
            ${utcInstant(day, '14:30')}::timestamptz, 'unmarked', 'Unmarked', 'unmarked@example.com', 'UTC')`);
        const { eventType: hidden } = await seedEventType(wide.app, host.user.id, { title: 'Unmarked type' });
        const emails = async () =>
          (
            (await wide.app.inject({ method: 'GET', url: '/api/bookings', headers })).json() as BookingsPage
          ).data.map((booking) => booking.attendee_email);
        const typeIds = async () =>
          (
            (await wide.app.inject({ method: 'GET', url: '/api/event-types', headers })).json().data as {
              id: string;
            }[]
          ).map((type) => type.id);
        const profileTypes = async () => {
          const response = await wide.app.inject({
            method: 'GET',
            url: `/api/public/users/${host.user.username}`,
          });
          assert.equal(response.statusCode, 200, response.body);
          return (response.json().data.event_types as { slug: string }[]).map((type) => type.slug);
        };
        const publicType = () =>
          wide.app.inject({
            method: 'GET',
            url: `/api/public/event-types/${host.user.username}/${hidden.slug}`,
          });
        // Served by the standby (within the bound, it has the host's mark): the unmarked
        // changes are not there yet. This is the staleness READ_MAX_LAG_MS allows.
        assert.deepEqual(await emails(), ['ada@example.com']);
        assert.ok(!(await typeIds()).includes(hidden.id));
        assert.ok(!(await profileTypes()).includes(hidden.slug));
        assert.equal((await publicType()).statusCode, 404);

        assert.ok((await typeIds()).includes(spare.id));

        // The host acts (an event type deleted: no booking involved): their next reads come
        // from the primary at once, with everything.
        const deleted = await wide.app.inject({
          method: 'DELETE',
          url: `/api/event-types/${spare.id}`,
          headers,
        });
        assert.equal(deleted.statusCode, 200, deleted.body);
        const ids = await typeIds();
        assert.ok(
          !ids.includes(spare.id) && ids.includes(hidden.id),
          'the host did not read their own write',
        );
        assert.deepEqual(await emails(), ['ada@example.com', 'unmarked@example.com']);
        const cancelled = await wide.app.inject({
          method: 'POST',
          url: `/api/bookings/${bookingId}/cancel`,
          headers,
          payload: {},
        });
        assert.equal(cancelled.statusCode, 200, cancelled.body);
        const list = (
          await wide.app.inject({ method: 'GET', url: '/api/bookings', headers })
        ).json() as BookingsPage;
        assert.deepEqual(
          list.data.map((booking) => [booking.attendee_email, booking.status]),
          // Upcoming, soonest first: 10:00, then 14:00.
          [
            ['ada@example.com', 'cancelled'],
            ['unmarked@example.com', 'confirmed'],
          ],
        );
        assert.ok((await typeIds()).includes(hidden.id));
        // Public pages are not the host's: they stay on the standby within the bound.
        assert.equal((await publicType()).statusCode, 404);
      } finally {
        await standby.query('SELECT pg_wal_replay_resume()');
      }
    } finally {
      await wide.close();
    }
  });
});
