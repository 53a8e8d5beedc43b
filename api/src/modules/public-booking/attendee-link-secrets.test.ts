// The attendee's cancel and reschedule links carry a secret of their own, not the booking's id
// (docs/product.md#attendee-link-secrets). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { eq, sql } from 'drizzle-orm';
import { migrationsDir } from '../../config';
import { bookings } from '../../db/schema/bookings.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { insertBooking } from '../bookings/bookings.repository';

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const day = utcDate(4);
const migration = readFileSync(path.join(migrationsDir, '0021_attendee_link_secrets.sql'), 'utf8');

async function book(eventTypeId: string, start: string, email = 'grace@example.com') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Grace Hopper',
      attendee_email: email,
      timezone: 'UTC',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  // It carries the attendee's name and the link's secret: never stored by a cache.
  assert.equal(response.headers['cache-control'], 'no-store');
  return response.json().data as { id: string; link_secret: string };
}

/** Every attendee route of one link, as the pages and mails use them. */
function attendeeCalls(link: string) {
  return {
    read: () => t.app.inject({ method: 'GET', url: `/api/public/bookings/${link}` }),
    invite: () => t.app.inject({ method: 'GET', url: `/api/public/bookings/${link}/invite.ics` }),
    freeTimes: () =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/bookings/${link}/free-times?start=${day}&end=${day}&time_zone=UTC`,
      }),
    reschedule: (start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${link}/reschedule`,
        payload: { start_time: start },
      }),
    cancel: () => t.app.inject({ method: 'POST', url: `/api/public/bookings/${link}/cancel`, payload: {} }),
  };
}

/** Turns the bookings back into what they were before migration 0021, then applies it. */
async function replayMigration() {
  await t.app.db.execute(
    sql.raw('ALTER TABLE bookings DROP COLUMN link_secret, DROP COLUMN id_link_allowed'),
  );
  for (const statement of migration.split('--> statement-breakpoint')) {
    await t.app.db.execute(sql.raw(statement));
  }
}

describe("the attendee's links", () => {
  test('a new booking opens only by its secret: its id, however learned, opens nothing', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const booking = await book(eventType.id, utcInstant(day, '10:00'));
    assert.match(booking.link_secret, /^[0-9a-f]{64}$/);

    const byId = attendeeCalls(booking.id);
    for (const [name, call] of Object.entries({
      read: byId.read,
      invite: byId.invite,
      freeTimes: byId.freeTimes,
      reschedule: () => byId.reschedule(utcInstant(day, '11:00')),
      cancel: byId.cancel,
    })) {
      const response = await call();
      assert.equal(response.statusCode, 404, name);
      assert.equal(response.json().message, bookingMessages.notFound, name);
    }
    // Nothing moved or cancelled by those attempts.
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    assert.equal(row.status, 'confirmed');
    assert.equal(row.startTime.toISOString(), utcInstant(day, '10:00'));

    const bySecret = attendeeCalls(booking.link_secret);
    const read = await bySecret.read();
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.headers['cache-control'], 'no-store');
    // The secret is handed out once, with the booking; the pages have it in their address.
    assert.equal('link_secret' in read.json().data, false);
    assert.equal((await bySecret.invite()).statusCode, 200);
    assert.equal((await bySecret.freeTimes()).statusCode, 200);
    const moved = await bySecret.reschedule(utcInstant(day, '11:00'));
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().data.start_time, utcInstant(day, '11:00'));
    const cancelled = await bySecret.cancel();
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().data.status, 'cancelled');
  });

  test("a guessed or altered secret opens nothing, and another booking's secret opens only that one", async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const mine = await book(eventType.id, utcInstant(day, '12:00'), 'mine@example.com');
    const theirs = await book(eventType.id, utcInstant(day, '13:00'), 'theirs@example.com');
    const altered = mine.link_secret.slice(0, -1) + (mine.link_secret.endsWith('0') ? '1' : '0');
    for (const link of [
      altered,
      mine.link_secret.toUpperCase(),
      `${mine.link_secret.slice(0, 63)}`,
      '0'.repeat(64),
    ]) {
      const response = await attendeeCalls(link).read();
      assert.equal(response.statusCode, 404, link);
      assert.equal(response.json().message, bookingMessages.notFound);
    }
    const read = await attendeeCalls(theirs.link_secret).read();
    assert.equal(read.json().data.id, theirs.id);
  });

  test('mails, reminders and the .ics carry the secret, never the booking id', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      reminders: [{ time: '24h', method: 'email' }],
    });
    const email = 'links.in.mail@example.com';
    const booking = await book(eventType.id, utcInstant(utcDate(6), '14:00'), email);
    await t.app.jobs.idle();
    const mails = readOutbox(t.config.outboxDir).filter((mail) => mail.raw.includes(`To: ${email}`));
    assert.ok(mails.length > 0, 'the attendee got mail');
    for (const mail of mails) {
      assert.ok(mail.decoded.includes(`/cancel/${booking.link_secret}`), 'cancel link with the secret');
      assert.ok(
        mail.decoded.includes(`/reschedule/${booking.link_secret}`),
        'reschedule link with the secret',
      );
      assert.equal(mail.decoded.includes(`/cancel/${booking.id}`), false);
      assert.equal(mail.decoded.includes(`/reschedule/${booking.id}`), false);
    }
    const ics = await attendeeCalls(booking.link_secret).invite();
    const unfolded = ics.body.replace(/\r\n[ \t]/g, '');
    assert.ok(unfolded.includes(`/cancel/${booking.link_secret}`), 'the .ics: cancel link with the secret');
    assert.equal(unfolded.includes(`/cancel/${booking.id}`), false);
  });
});

describe('links mailed before the secrets (migration 0021)', () => {
  test("give every booking its own secret, and keep an old booking's id working only until it ends", async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const upcoming = await book(eventType.id, utcInstant(day, '15:00'), 'old.link@example.com');
    const endedStart = new Date(Date.now() - 2 * 3_600_000);
    const ended = await insertBooking(t.app.db, {
      hostId: host.user.id,
      eventTypeId: eventType.id,
      status: 'confirmed',
      startTime: endedStart,
      endTime: new Date(endedStart.getTime() + 30 * 60_000),
      blockedStart: endedStart,
      blockedEnd: new Date(endedStart.getTime() + 30 * 60_000),
      seatKey: 'ended-before-secrets',
      attendeeName: 'Ended',
      attendeeEmail: 'ended@example.com',
      timezone: 'UTC',
    });
    await replayMigration();

    const rows = await t.app.db.select().from(bookings);
    assert.ok(rows.length >= 2);
    for (const row of rows) {
      assert.match(row.linkSecret, /^[0-9a-f]{64}$/);
      assert.equal(row.idLinkAllowed, true);
    }
    assert.equal(new Set(rows.map((row) => row.linkSecret)).size, rows.length, 'one secret per booking');
    const [upcomingRow] = rows.filter((row) => row.id === upcoming.id);
    assert.notEqual(upcomingRow.linkSecret, upcoming.link_secret, 'the replayed migration gave a new secret');

    // The upcoming booking answers to its mailed id link, and to its new secret.
    const byOldLink = attendeeCalls(upcoming.id);
    assert.equal((await byOldLink.read()).statusCode, 200);
    assert.equal((await byOldLink.freeTimes()).statusCode, 200);
    assert.equal((await attendeeCalls(upcomingRow.linkSecret).read()).statusCode, 200);
    // The ended one no longer answers to its id (its secret still shows it, with nothing to do).
    const endedById = await attendeeCalls(ended.id).read();
    assert.equal(endedById.statusCode, 404);
    assert.equal(endedById.json().message, bookingMessages.notFound);
    assert.equal((await attendeeCalls(ended.id).cancel()).statusCode, 404);
    const endedBySecret = await attendeeCalls(
      rows.find((row) => row.id === ended.id)?.linkSecret ?? '',
    ).read();
    assert.equal(endedBySecret.json().data.cancellable, false);

    // Once the old booking has ended, its id link stops too.
    await t.app.db
      .update(bookings)
      .set({
        startTime: new Date(Date.now() - 3_600_000),
        endTime: new Date(Date.now() - 60_000),
        blockedStart: new Date(Date.now() - 3_600_000),
        blockedEnd: new Date(Date.now() - 60_000),
      })
      .where(eq(bookings.id, upcoming.id));
    assert.equal((await byOldLink.read()).statusCode, 404);
    assert.equal((await byOldLink.invite()).statusCode, 404);

    // A booking made after the migration never answers to its id.
    const fresh = await book(eventType.id, utcInstant(day, '16:00'), 'fresh@example.com');
    const [freshRow] = await t.app.db.select().from(bookings).where(eq(bookings.id, fresh.id));
    assert.equal(freshRow.idLinkAllowed, false);
    assert.equal((await attendeeCalls(fresh.id).read()).statusCode, 404);
    assert.equal((await attendeeCalls(fresh.link_secret).read()).statusCode, 200);
  });
});
