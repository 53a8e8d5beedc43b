import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  attendeeEmailConfirmation,
  attendeeEmailConfirmationMessages,
} from '@slotwise/shared/contract/booking-email-confirmation.contract';
import {
  bookingMessages,
  type FreeTimes,
  type PublicBooking,
} from '@slotwise/shared/contract/bookings.contract';
import { and, eq, sql } from 'drizzle-orm';
import { bookingEmailConfirmations } from '../../db/schema/booking-email-confirmations.schema';
import { bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { sha256 } from '../../lib/tokens.util';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { CONFIRMATION_LINK, readOutbox, waitForMail } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { BOOKING_HOLD_RELEASE_JOB } from '../bookings/attendee-email-holds.service';

// docs/product.md#attendee-e-mail-confirmation

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const day = utcDate(4);
let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${process.pid}.${counter}@example.com`;
}

function book(eventTypeId: string, start: string, email: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Ada Lovelace',
      attendee_email: email,
      timezone: 'UTC',
      ...extra,
    },
  });
}

function confirm(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/public/booking-confirmations', payload: { token } });
}

async function freeStarts(username: string, slug: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/event-types/${username}/${slug}/free-times?start=${day}&end=${day}&time_zone=UTC`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: FreeTimes }).data.days.flatMap((d) => d.times.map((time) => time.start));
}

/** The link of the confirmation mail to `email` (the latest one), and its token. */
async function mailedLink(email: string): Promise<{ link: string; token: string; decoded: string }> {
  await t.app.jobs.idle();
  const mail = await waitForMail(t.config.outboxDir, email, 5000, /confirm-booking#token=/);
  const mails = readOutbox(t.config.outboxDir).filter(
    (one) => one.decoded.includes(`To: ${email}`) && /confirm-booking#token=/.test(one.decoded),
  );
  const decoded = (mails.at(-1) ?? mail).decoded;
  const link = decoded.match(/(http:\/\/localhost:3000\/confirm-booking#token=[A-Za-z0-9_-]+)/)?.[1];
  assert.ok(link, 'a confirmation link in the mail');
  return { link, token: decodeURIComponent(link.split('#token=')[1]), decoded };
}

/** Mails to `email`, but the sign-up's address confirmation. */
function mailsTo(email: string) {
  return readOutbox(t.config.outboxDir).filter(
    (mail) => mail.decoded.includes(`To: ${email}`) && !CONFIRMATION_LINK.test(mail.decoded),
  );
}

/**
 * Moves a hold's expiry into the past, as if its 15 minutes were over (no sleeping); the public
 * free-times answers (cached for 2 seconds) are dropped as those minutes would have.
 */
async function expire(bookingId: string) {
  const [row] = await t.app.db
    .update(bookingEmailConfirmations)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(bookingEmailConfirmations.bookingId, bookingId))
    .returning();
  assert.ok(row, 'a hold to expire');
  const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  t.app.freeTimesCache.dropHost(booking.hostId);
}

async function hostWithType(values: Record<string, unknown> = {}) {
  const host = await seedHost(t.app);
  const { eventType } = await seedEventType(t.app, host.user.id, { confirmAttendeeEmail: true, ...values });
  return { host, eventType };
}

describe('the event type option', () => {
  test('is stored, answered to the host and shown on the public event type', async () => {
    const host = await seedHost(t.app);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${host.accessToken}` },
        ...(payload ? { payload } : {}),
      });
    const created = await call('POST', '/api/event-types', {
      title: 'Checked call',
      slug: 'checked-call',
      confirm_attendee_email: true,
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().data.confirm_attendee_email, true);
    const fetched = await call('GET', `/api/event-types/${created.json().data.id}`);
    assert.equal(fetched.json().data.confirm_attendee_email, true);
    const publicType = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/checked-call`,
    });
    assert.equal(publicType.json().data.confirm_attendee_email, true);
    const plain = await call('POST', '/api/event-types', { title: 'Plain', slug: 'plain-call' });
    assert.equal(plain.json().data.confirm_attendee_email, false);
  });
});

describe('POST /api/public/bookings on a type that confirms the e-mail', () => {
  test('holds the time: pending, no links, no usual mails, and nobody else can book it', async () => {
    const { host, eventType } = await hostWithType();
    const start = utcInstant(day, '10:00');
    const email = uniqueEmail('held');
    const response = await book(eventType.id, start, email);
    assert.equal(response.statusCode, 201, response.body);
    const data = response.json().data as PublicBooking;
    assert.equal(data.status, 'pending');
    assert.equal(data.link_secret, undefined, 'no manage links before the address is proven');
    assert.ok(data.email_confirmation);
    assert.equal(data.email_confirmation.hold_id, data.id);
    const expiresIn = new Date(data.email_confirmation.expires_at).getTime() - Date.now();
    assert.ok(expiresIn > 14 * 60_000 && expiresIn <= 15 * 60_000, `${expiresIn}`);

    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, data.id));
    assert.equal(row.status, 'unverified');
    const [held] = await t.app.db.select().from(bookingHosts).where(eq(bookingHosts.bookingId, data.id));
    assert.equal(held.live, true, 'the no-double-booking constraint covers the hold');

    // The time is busy for everyone else, on the page and at the database.
    assert.ok(!(await freeStarts(host.user.username, eventType.slug)).includes(start));
    const other = await book(eventType.id, start, uniqueEmail('other'));
    assert.equal(other.statusCode, 409, other.body);
    assert.equal(other.json().message, bookingMessages.slotTaken);
    // Another type of the same host cannot take the time either.
    const { eventType: plain } = await seedEventType(t.app, host.user.id);
    assert.equal((await book(plain.id, start, uniqueEmail('plain'))).statusCode, 409);

    // The attendee got only the confirmation mail, in their language; the host got nothing.
    const { decoded, token } = await mailedLink(email);
    assert.match(decoded, /Confirm your booking: Intro call/);
    assert.equal(mailsTo(email).length, 1);
    assert.equal(mailsTo(host.user.email).length, 0);
    assert.ok(token.length >= 43, '256 random bits, base64url');
    const [link] = await t.app.db
      .select()
      .from(bookingEmailConfirmations)
      .where(eq(bookingEmailConfirmations.bookingId, data.id));
    assert.equal(link.tokenHash, sha256(token), 'only the hash is stored');
    assert.ok(!JSON.stringify(await t.app.db.select().from(jobs)).includes(token), 'the mail job is sealed');

    // The host neither lists nor opens it, and the figures leave it out.
    const hostCall = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${host.accessToken}` } });
    const list = await hostCall('/api/bookings');
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(list.json().data, []);
    assert.equal(list.json().total, 0);
    assert.equal((await hostCall(`/api/bookings/${data.id}`)).statusCode, 404);
    assert.equal((await hostCall('/api/bookings/stats')).json().data.total, 0);
  });

  test('the mail is in the language of the booking page', async () => {
    const { eventType } = await hostWithType();
    const email = uniqueEmail('french');
    const response = await book(eventType.id, utcInstant(day, '11:00'), email, { language: 'fr-FR' });
    assert.equal(response.statusCode, 201, response.body);
    const { decoded } = await mailedLink(email);
    assert.match(decoded, /Vous avez demandé à réserver Intro call/);
  });

  test('confirming within 15 minutes books it as usual: mails, links, reminders, webhook', async () => {
    const { host, eventType } = await hostWithType({ reminders: [{ time: '1h', method: 'email' }] });
    const start = utcInstant(day, '12:00');
    const email = uniqueEmail('confirmed');
    const id = (await book(eventType.id, start, email)).json().data.id as string;
    const { token } = await mailedLink(email);

    const response = await confirm(token);
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as PublicBooking;
    assert.equal(data.id, id);
    assert.equal(data.status, 'confirmed');
    assert.equal(data.email_confirmation, undefined);
    assert.match(data.link_secret ?? '', /^[0-9a-f]{64}$/);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    assert.equal(row.status, 'confirmed');
    const kinds = (await t.app.db.select().from(jobs).where(eq(jobs.bookingId, id))).map((job) => job.kind);
    assert.ok(kinds.includes('booking-reminder'), `reminders planned: ${kinds}`);

    // The usual confirmation mails to both sides.
    await t.app.jobs.idle();
    const toAttendee = await waitForMail(
      t.config.outboxDir,
      email,
      5000,
      /Confirmed: Intro call|Invitation|confirmed/i,
    );
    assert.ok(toAttendee);
    await waitForMail(t.config.outboxDir, host.user.email);
    // The host now sees it.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${host.accessToken}` },
    });
    assert.deepEqual(
      list.json().data.map((one: { id: string }) => one.id),
      [id],
    );

    // The link worked once.
    const again = await confirm(token);
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().message, attendeeEmailConfirmationMessages.used);
  });

  test('a type the host confirms stays pending for the host after the e-mail is confirmed', async () => {
    const { eventType } = await hostWithType({ requiresConfirmation: true });
    const email = uniqueEmail('for-host');
    await book(eventType.id, utcInstant(day, '13:00'), email);
    const { token } = await mailedLink(email);
    const response = await confirm(token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, 'pending');
  });

  test('a wrong token is refused; a token is never accepted in the query string', async () => {
    for (const token of ['not-a-token', 'a'.repeat(43), `${'A'.repeat(42)}_`]) {
      const response = await confirm(token);
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, attendeeEmailConfirmationMessages.invalid);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking-confirmations?token=abc',
      payload: {},
    });
    assert.equal(missing.statusCode, 422, missing.body);
  });
});

describe('after 15 minutes', () => {
  test('the time is free again before the release job runs, the link says it expired, and the job releases it', async () => {
    const { host, eventType } = await hostWithType();
    const start = utcInstant(day, '14:00');
    const email = uniqueEmail('late');
    const id = (await book(eventType.id, start, email)).json().data.id as string;
    const { token } = await mailedLink(email);
    assert.ok(!(await freeStarts(host.user.username, eventType.slug)).includes(start));

    await expire(id);
    // The release job has not run (it is due in 15 minutes): free times already skip the hold.
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, BOOKING_HOLD_RELEASE_JOB), sql`${jobs.payload}->>'bookingId' = ${id}`));
    assert.equal(job.status, 'pending');
    assert.ok(job.runAt.getTime() > Date.now() + 14 * 60_000);
    assert.ok((await freeStarts(host.user.username, eventType.slug)).includes(start));

    // The job, run late, deletes the hold; the link keeps saying it expired.
    await t.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, job.id));
    await t.app.jobs.runDue();
    assert.deepEqual(await t.app.db.select().from(bookings).where(eq(bookings.id, id)), []);
    const response = await confirm(token);
    assert.equal(response.statusCode, 410, response.body);
    assert.equal(response.json().message, attendeeEmailConfirmationMessages.expired);
    assert.equal(mailsTo(host.user.email).length, 0, 'the host never heard of it');
  });

  test('a new booking takes over an expired hold at once, and the old link cannot take it back', async () => {
    const { host, eventType } = await hostWithType();
    const start = utcInstant(day, '15:00');
    const first = uniqueEmail('first');
    const heldId = (await book(eventType.id, start, first)).json().data.id as string;
    const { token } = await mailedLink(first);
    await expire(heldId);

    const { eventType: plain } = await seedEventType(t.app, host.user.id);
    const second = await book(plain.id, start, uniqueEmail('second'));
    assert.equal(second.statusCode, 201, second.body);
    assert.equal(second.json().data.status, 'confirmed');
    assert.deepEqual(await t.app.db.select().from(bookings).where(eq(bookings.id, heldId)), []);

    const late = await confirm(token);
    assert.equal(late.statusCode, 410, late.body);
    // The release job finds nothing left to do.
    await t.app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.kind, BOOKING_HOLD_RELEASE_JOB), sql`${jobs.payload}->>'bookingId' = ${heldId}`));
    await t.app.jobs.runDue();
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.id, second.json().data.id));
    assert.equal(kept.status, 'confirmed');
  });

  test('opening the link after expiry releases the hold even if its job is late', async () => {
    const { host, eventType } = await hostWithType();
    const start = utcInstant(day, '16:00');
    const email = uniqueEmail('opened-late');
    const id = (await book(eventType.id, start, email)).json().data.id as string;
    const { token } = await mailedLink(email);
    await expire(id);
    assert.equal((await confirm(token)).statusCode, 410);
    assert.deepEqual(await t.app.db.select().from(bookings).where(eq(bookings.id, id)), []);
    assert.ok((await freeStarts(host.user.username, eventType.slug)).includes(start));
  });
});

describe('a confirmation racing the release', () => {
  test('exactly one wins, and the booking agrees with the answer', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { eventType } = await hostWithType();
      const start = utcInstant(utcDate(5 + round), '10:00');
      const email = uniqueEmail(`race-${round}`);
      const id = (await book(eventType.id, start, email)).json().data.id as string;
      const { token } = await mailedLink(email);
      const [link] = await t.app.db
        .select()
        .from(bookingEmailConfirmations)
        .where(eq(bookingEmailConfirmations.bookingId, id));
      // The confirmation's clock is a moment before the expiry, the release's a moment after:
      // each alone would succeed, so only the database's row lock decides.
      const before = new Date(link.expiresAt.getTime() - 1);
      const afterExpiry = new Date(link.expiresAt.getTime() + 1);
      const confirming = t.app.bookings.confirmAttendeeEmail(token, before).then(
        () => 'confirmed' as const,
        (error: { statusCode?: number }) => error.statusCode,
      );
      const releasing = (async () => {
        const { inTransaction } = await import('../../db/database');
        const { releaseExpiredHolds } = await import('../bookings/attendee-email-holds.repository');
        return inTransaction(t.app.db, (tx) => releaseExpiredHolds(tx, { bookingId: id }, afterExpiry));
      })();
      const [confirmed, released] = await Promise.all([confirming, releasing]);
      const rows = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
      if (confirmed === 'confirmed') {
        assert.deepEqual(released, [], `round ${round}: released a confirmed booking`);
        assert.equal(rows[0]?.status, 'confirmed');
      } else {
        assert.equal(confirmed, 410, `round ${round}: ${confirmed}`);
        assert.equal(released.length, 1);
        assert.deepEqual(rows, []);
      }
    }
  });
});

describe('resending and limits', () => {
  test('a resend mails a new link, the old one stops working, and the hold keeps its expiry', async () => {
    const { eventType } = await hostWithType();
    const email = uniqueEmail('resend');
    const created = (await book(eventType.id, utcInstant(day, '09:00'), email)).json().data as PublicBooking;
    const { token: first } = await mailedLink(email);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/booking-confirmations/resend',
        payload: { hold_id: created.id },
      });
    const response = await resend();
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.expires_at, created.email_confirmation?.expires_at);
    await t.app.jobs.idle();
    const { token: second } = await mailedLink(email);
    assert.notEqual(second, first);
    assert.equal((await confirm(first)).statusCode, 404);
    // mailsPerHold mails in all: the next resend is refused (counted in the database).
    for (let i = 2; i < attendeeEmailConfirmation.mailsPerHold; i += 1)
      assert.equal((await resend()).statusCode, 200);
    const refused = await resend();
    assert.equal(refused.statusCode, 429, refused.body);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Unknown holds and confirmed bookings get nothing.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking-confirmations/resend',
      payload: { hold_id: '00000000-0000-4000-8000-000000000000' },
    });
    assert.equal(unknown.statusCode, 404);
  });

  test('one address cannot be made to receive hold after hold', async () => {
    const { eventType } = await hostWithType();
    const email = uniqueEmail('victim');
    for (let i = 0; i < attendeeEmailConfirmation.holdsPerAddressPerHour; i += 1) {
      const response = await book(eventType.id, utcInstant(utcDate(20 + i), '10:00'), email);
      assert.equal(response.statusCode, 201, response.body);
    }
    const refused = await book(eventType.id, utcInstant(utcDate(30), '10:00'), email.toUpperCase());
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(refused.json().message, /Too many bookings for this e-mail address/);
  });
});
