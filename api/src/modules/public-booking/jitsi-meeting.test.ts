import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Booking, PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { bookings } from '../../db/schema/bookings.schema';
import { googleAccounts } from '../../db/schema/google-calendar.schema';
import { jitsiBaseUrl, newJitsiRoom } from '../../lib/jitsi-room.util';
import { mimeParts, seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { type OutboxMail, readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { findBookingDetails } from '../bookings/bookings.repository';
import { bookingData } from '../webhooks/webhook-events';

// The Jitsi Meet location (docs/product.md#jitsi-meet): a room per booking, and the default
// location of new event types when Meet links cannot be made.

type Host = Awaited<ReturnType<typeof seedHost>>;
const auth = (host: Host) => ({ authorization: `Bearer ${host.accessToken}` });

/** A room on the public service: "slotwise-" and 32 base32 characters (160 random bits). */
const PUBLIC_ROOM = /^https:\/\/meet\.jit\.si\/slotwise-[a-z2-7]{32}$/;

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${process.pid}.${++counter}@example.com`;

async function book(t: TestApp, eventTypeId: string, day = 2, time = '10:00') {
  const email = uniqueEmail('ada');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: utcInstant(utcDate(day), time),
      attendee_name: 'Ada Lovelace',
      attendee_email: email,
      timezone: 'UTC',
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return { booking: res.json().data as PublicBooking & { link_secret: string }, email };
}

async function settle(t: TestApp) {
  await t.app.jobs.runDue();
  await t.app.jobs.idle();
}

const mailsTo = (t: TestApp, to: string): OutboxMail[] =>
  readOutbox(t.config.outboxDir).filter(
    (mail) => mail.raw.includes(`To: ${to}`) && !mail.file.includes('-sms-'),
  );

/** The VEVENT lines of a mail's .ics part, folded lines joined and text escapes undone. */
function inviteLines(mail: OutboxMail): string[] {
  const part = mimeParts(mail.raw).find((p) => /Content-Type: text\/calendar/i.test(p.headers));
  assert.ok(part, 'the mail carries an .ics part');
  return part.body
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1'));
}

async function createType(t: TestApp, host: Host, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/event-types',
    headers: auth(host),
    payload: { title: 'Chat', slug: `chat-${++counter}`, minimum_notice_minutes: 0, ...body },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string; location: string; slug: string };
}

describe('JITSI_BASE_URL', () => {
  test('defaults to the public service; a self-hosted base keeps its path, without a trailing slash', () => {
    assert.equal(jitsiBaseUrl(undefined), 'https://meet.jit.si');
    assert.equal(jitsiBaseUrl('  '), 'https://meet.jit.si');
    assert.equal(jitsiBaseUrl('https://video.example.org/'), 'https://video.example.org');
    assert.equal(jitsiBaseUrl('https://example.org/jitsi/'), 'https://example.org/jitsi');
    assert.equal(
      loadConfig({ JITSI_BASE_URL: 'https://example.org:8443/meet' }).jitsiBaseUrl,
      'https://example.org:8443/meet',
    );
    assert.equal(loadConfig({}).jitsiBaseUrl, 'https://meet.jit.si');
  });

  test('refuses at start anything but a plain https URL', () => {
    for (const bad of [
      'http://meet.jit.si',
      'meet.jit.si',
      'javascript:alert(1)',
      'https://meet.jit.si/?room=x',
      'https://meet.jit.si/#x',
      'https://user:pass@meet.jit.si',
      'ftp://meet.jit.si',
    ]) {
      assert.throws(() => loadConfig({ JITSI_BASE_URL: bad }), /JITSI_BASE_URL must be an https URL/, bad);
    }
  });

  test('room names are URL-safe and never repeat', () => {
    const rooms = new Set(Array.from({ length: 2000 }, () => newJitsiRoom()));
    assert.equal(rooms.size, 2000);
    for (const room of rooms) assert.match(room, /^slotwise-[a-z2-7]{32}$/);
  });
});

describe('a Jitsi Meet booking', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
  });
  after(async () => t?.close());

  test('gets its own unguessable room: in the answer, the pages, the host view, the mails and the .ics', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Jitsi chat',
      location: 'jitsi',
    });

    // The booking page promises a link but gives no room before booking.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${eventType.slug}`,
    });
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.json().data.location, 'jitsi');
    assert.equal(page.json().data.location_details.meeting_url, null);

    const first = await book(t, eventType.id, 2, '10:00');
    const second = await book(t, eventType.id, 2, '11:00');
    const link = first.booking.location_details?.meeting_url ?? '';
    assert.match(link, PUBLIC_ROOM);
    assert.match(second.booking.location_details?.meeting_url ?? '', PUBLIC_ROOM);
    assert.notEqual(second.booking.location_details?.meeting_url, link, 'one room per booking');

    // Stored on the booking, read back by the attendee's page and the host.
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, first.booking.id));
    assert.equal(row.jitsiLink, link);
    const attendeePage = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${first.booking.link_secret}`,
    });
    assert.equal((attendeePage.json().data as PublicBooking).location_details?.meeting_url, link);
    const hostView = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${first.booking.id}`,
      headers: auth(host),
    });
    assert.equal(hostView.statusCode, 200, hostView.body);
    assert.equal((hostView.json() as Booking).event_type.location_details?.meeting_url, link);

    // Another host learns nothing of it.
    const stranger = await seedHost(t.app);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${first.booking.id}`,
      headers: auth(stranger),
    });
    assert.equal(other.statusCode, 404);
    assert.equal(other.body.includes(link), false);
    const list = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: auth(stranger) });
    assert.equal(list.body.includes(link), false);

    // Both confirmation mails and their invites carry the room.
    await settle(t);
    const [toAttendee] = mailsTo(t, first.email);
    assert.ok(toAttendee, 'the attendee got the confirmation');
    assert.ok(toAttendee.decoded.includes(`Jitsi Meet: ${link}`), 'the mail names the room');
    const lines = inviteLines(toAttendee);
    assert.ok(lines.includes(`LOCATION:Jitsi Meet: ${link}`), lines.join('\n'));
    assert.ok(lines.includes(`URL;VALUE=URI:${link}`) || lines.includes(`URL:${link}`), lines.join('\n'));
    assert.ok(lines.some((line) => line.startsWith('DESCRIPTION:') && line.includes(link)));
    // The host's "new booking" mails: the one of this booking names this room.
    const toHost = mailsTo(t, host.user.email);
    assert.equal(
      toHost.filter((mail) => mail.decoded.includes(link)).length,
      1,
      "the host's mail carries the room",
    );
    // The second attendee's mail names their own room only.
    const [toSecond] = mailsTo(t, second.email);
    assert.equal(toSecond.decoded.includes(link), false);

    // The webhooks' payload gives it as the join URL.
    const details = await findBookingDetails(t.app.db, first.booking.id);
    assert.ok(details);
    const data = bookingData(details).booking;
    assert.deepEqual([data.location, data.join_url], ['jitsi', link]);
  });

  test('a reschedule keeps the room; a cancellation ends it everywhere', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Jitsi move',
      location: 'jitsi',
    });
    const { booking, email } = await book(t, eventType.id, 3, '10:00');
    const link = booking.location_details?.meeting_url ?? '';
    assert.match(link, PUBLIC_ROOM);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.link_secret}/reschedule`,
      payload: { start_time: utcInstant(utcDate(3), '14:00') },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((moved.json().data as PublicBooking).location_details?.meeting_url, link);
    await settle(t);
    const movedMail = mailsTo(t, email).find((mail) =>
      /rescheduled/i.test(mail.decoded.split('\n').find((l) => l.startsWith('Subject:')) ?? ''),
    );
    assert.ok(movedMail, 'the attendee got the reschedule mail');
    assert.ok(inviteLines(movedMail).includes(`LOCATION:Jitsi Meet: ${link}`));

    // Taken before the cancel: its mail may be sent as soon as the cancel commits.
    const before = new Set(mailsTo(t, email).map((mail) => mail.file));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.link_secret}/cancel`,
      payload: { cancellation_reason: 'Cannot make it' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${booking.link_secret}` });
    assert.equal(page.body.includes(link), false, 'the cancel page no longer gives the room');
    const hostView = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: auth(host),
    });
    assert.equal(hostView.body.includes(link), false, 'nor the host view');
    await settle(t);
    const cancelMails = mailsTo(t, email).filter((mail) => !before.has(mail.file));
    assert.ok(cancelMails.length > 0, 'the attendee got the cancellation');
    for (const mail of cancelMails)
      assert.equal(mail.decoded.includes(link), false, 'the cancellation names no room');
    const details = await findBookingDetails(t.app.db, booking.id);
    assert.ok(details);
    assert.equal(bookingData(details).booking.join_url, null);
  });
});

describe('a recurring series on Jitsi Meet', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
  });
  after(async () => t?.close());

  test('shares one room across its meetings, and only its own', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      location: 'jitsi',
      recurring: true,
      recurringFrequency: 'weekly',
      recurringMaxCount: 4,
      bookingWindowDays: 365,
    });
    const other = await book(t, eventType.id, 1, '15:00');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventType.id,
        start_time: utcInstant(utcDate(2), '10:00'),
        attendee_name: 'Ada Lovelace',
        attendee_email: uniqueEmail('series'),
        timezone: 'UTC',
        series: { count: 3 },
      },
    });
    assert.equal(res.statusCode, 201, res.body);
    const link = (res.json().data as PublicBooking).location_details?.meeting_url ?? '';
    assert.match(link, PUBLIC_ROOM);
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.eventTypeId, eventType.id));
    const meetings = rows.filter((row) => row.seriesId !== null);
    assert.equal(meetings.length, 3);
    assert.deepEqual(
      meetings.map((row) => row.jitsiLink),
      [link, link, link],
    );
    assert.notEqual(other.booking.location_details?.meeting_url, link);
  });
});

describe('a self-hosted Jitsi', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      jobPollSeconds: 0,
      jitsiBaseUrl: loadConfig({ JITSI_BASE_URL: 'https://video.example.org/jitsi/' }).jitsiBaseUrl,
    });
  });
  after(async () => t?.close());

  test('rooms are made under its base URL and path', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { location: 'jitsi' });
    const { booking } = await book(t, eventType.id);
    assert.match(
      booking.location_details?.meeting_url ?? '',
      /^https:\/\/video\.example\.org\/jitsi\/slotwise-[a-z2-7]{32}$/,
    );
  });
});

describe('the default location of a new event type', () => {
  test('without a Google client on the server: Jitsi Meet; a location given is kept', async () => {
    const t = await createTestApp({ jobPollSeconds: 0 });
    try {
      const host = await seedHost(t.app);
      assert.equal((await createType(t, host)).location, 'jitsi');
      assert.equal((await createType(t, host, { location: 'google_meet' })).location, 'google_meet');
      assert.equal(
        (await createType(t, host, { location: 'in_person', location_details: { address: 'Here' } }))
          .location,
        'in_person',
      );
    } finally {
      await t.close();
    }
  });

  test('with a Google client: Google Meet for a host with a Google account, Jitsi Meet for one without', async () => {
    const t = await createTestApp({
      jobPollSeconds: 0,
      google: {
        clientId: 'client-id.apps.googleusercontent.test',
        clientSecret: 'secret',
        issuer: 'https://accounts.google.com',
      },
    });
    try {
      const without = await seedHost(t.app);
      assert.equal((await createType(t, without)).location, 'jitsi');
      const withGoogle = await seedHost(t.app);
      await t.app.db.insert(googleAccounts).values({
        userId: withGoogle.user.id,
        googleSubject: `sub-${counter}`,
        email: 'host@gmail.test',
        scopes: { calendar: true, calendar_events: true, profile: true, email: true, meet: true },
        accessTokenSealed: 'sealed',
        isPrimary: true,
      });
      assert.equal((await createType(t, withGoogle)).location, 'google_meet');
      // Another host's account does not count.
      assert.equal((await createType(t, without)).location, 'jitsi');
    } finally {
      await t.close();
    }
  });
});
