import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { locationMessages } from '@slotwise/shared/contract/locations.contract';
import { eq } from 'drizzle-orm';
import { type FakeGoogle, startFakeGoogle } from '../../../../scripts/fake-google.mjs';
import { bookings } from '../../db/schema/bookings.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, setCookie, type TestApp } from '../../testing/test-app.helper';
import { BOOKING_REMINDER_JOB } from '../bookings/booking-reminder.job';
import { CALENDAR_SYNC_JOB } from '../google-calendar/calendar-sync.job';
import { makeJobDue } from '../jobs/jobs.repository';
import { BOOKING_MAIL_JOB } from '../notifications/booking-mail.job';

type Host = Awaited<ReturnType<typeof seedHost>>;

const auth = (host: Host) => ({ authorization: `Bearer ${host.accessToken}` });

/** Mails in the outbox to `to` (raw, quoted-printable decoded). */
const mailsTo = (t: TestApp, to: string) =>
  readOutbox(t.config.outboxDir).filter(
    (mail) => mail.raw.includes(`To: ${to}`) && !mail.file.includes('-sms-'),
  );

/** Every due job ran, the ones woken by commits too. */
async function settle(t: TestApp) {
  await t.app.jobs.runDue();
  await t.app.jobs.idle();
}

async function book(t: TestApp, eventTypeId: string, extra: Record<string, unknown> = {}, day = 2) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: utcInstant(utcDate(day), '10:00'),
      attendee_name: 'Ada Lovelace',
      attendee_email: `ada.${Math.random().toString(36).slice(2, 8)}@example.com`,
      timezone: 'UTC',
      ...extra,
    },
  });
}

async function createType(t: TestApp, host: Host, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/event-types',
    headers: auth(host),
    payload: { title: 'Chat', slug: `chat-${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
}

describe('location details: event types, booking form, pages, mails and .ics', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
  });
  after(async () => t?.close());

  test('the host stores the details of the chosen location; the others are dropped', async () => {
    const host = await seedHost(t.app);
    const inPerson = await createType(t, host, {
      location: 'in_person',
      location_details: { address: ' 12 Rue de Rivoli, Paris ', meeting_url: 'https://zoom.us/j/1' },
    });
    assert.equal(inPerson.statusCode, 201, inPerson.body);
    assert.deepEqual(inPerson.json().data.location_details, {
      address: '12 Rue de Rivoli, Paris',
      phone: null,
      phone_from: 'host',
      meeting_url: null,
    });

    const zoom = await createType(t, host, {
      location: 'zoom',
      location_details: { meeting_url: 'https://zoom.us/j/123456', address: 'ignored' },
    });
    assert.equal(zoom.statusCode, 201, zoom.body);
    assert.deepEqual(zoom.json().data.location_details, {
      address: null,
      phone: null,
      phone_from: 'host',
      meeting_url: 'https://zoom.us/j/123456',
    });

    const phone = await createType(t, host, {
      location: 'phone',
      location_details: { phone: '+33 1 23 45 67 89', phone_from: 'host' },
    });
    assert.equal(phone.statusCode, 201, phone.body);
    assert.equal(phone.json().data.location_details.phone, '+33 1 23 45 67 89');

    // PUT replaces them: switching to Teams keeps only its URL.
    const id = phone.json().data.id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${id}`,
      headers: auth(host),
      payload: {
        title: 'Chat',
        slug: phone.json().data.slug,
        location: 'teams',
        location_details: {
          meeting_url: 'https://teams.microsoft.com/l/meetup-join/abc',
          phone: '+1 555 0100',
        },
      },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(moved.json().data.location_details, {
      address: null,
      phone: null,
      phone_from: 'host',
      meeting_url: 'https://teams.microsoft.com/l/meetup-join/abc',
    });
  });

  test('invalid details answer 422 with the field and the message', async () => {
    const host = await seedHost(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { location: 'zoom', location_details: { meeting_url: 'http://zoom.us/j/1' } },
        'location_details.meeting_url',
        locationMessages.urlInvalid,
      ],
      [
        { location: 'teams', location_details: { meeting_url: 'javascript:alert(1)' } },
        'location_details.meeting_url',
        locationMessages.urlInvalid,
      ],
      [
        { location: 'phone', location_details: { phone: 'call me maybe' } },
        'location_details.phone',
        locationMessages.phoneInvalid,
      ],
      [
        { location: 'in_person', location_details: { address: '   ' } },
        'location_details.address',
        locationMessages.addressRequired,
      ],
      [{ location: 'phone', location_details: { phone_from: 'nobody' } }, 'location_details.phone_from', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await createType(t, host, body);
      assert.equal(res.statusCode, 422, `${JSON.stringify(body)}: ${res.body}`);
      const errors = res.json().errors as Record<string, string[]>;
      assert.ok(errors[field], `${field} in ${res.body}`);
      if (message) assert.deepEqual(errors[field], [message]);
    }
  });

  test('the booking page shows the address, withholds URL and number, and says when a phone number is needed', async () => {
    const host = await seedHost(t.app);
    const publicType = async (slug: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/event-types/${host.user.username}/${slug}`,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data;
    };
    const { eventType: inPerson } = await seedEventType(t.app, host.user.id, {
      location: 'in_person',
      locationAddress: '1 Main St, Springfield',
    });
    const shown = await publicType(inPerson.slug);
    assert.equal(shown.location_details.address, '1 Main St, Springfield');
    assert.equal(shown.phone_required, false);
    assert.equal(shown.meet_link, false);

    const { eventType: zoom } = await seedEventType(t.app, host.user.id, {
      location: 'zoom',
      locationUrl: 'https://zoom.us/j/999',
    });
    assert.equal((await publicType(zoom.slug)).location_details.meeting_url, null);

    const { eventType: hostCalls } = await seedEventType(t.app, host.user.id, {
      location: 'phone',
      locationPhone: '+1 555 0100',
    });
    const hostCallsShown = await publicType(hostCalls.slug);
    assert.equal(hostCallsShown.location_details.phone, null);
    assert.equal(hostCallsShown.phone_required, false);

    const { eventType: attendeeGives } = await seedEventType(t.app, host.user.id, {
      location: 'phone',
      locationPhoneFrom: 'attendee',
    });
    assert.equal((await publicType(attendeeGives.slug)).phone_required, true);

    const { eventType: sms } = await seedEventType(t.app, host.user.id, {
      location: 'zoom',
      reminders: [{ time: '1h', method: 'sms' }],
    });
    assert.equal((await publicType(sms.slug)).phone_required, true);

    // Google Meet, and the host has no Google account at all: no Meet link is promised.
    const { eventType: meet } = await seedEventType(t.app, host.user.id, { location: 'google_meet' });
    assert.equal((await publicType(meet.slug)).meet_link, false);
  });

  test('the phone number is required exactly when the event type needs it, and checked', async () => {
    const host = await seedHost(t.app);
    const { eventType: attendeeGives } = await seedEventType(t.app, host.user.id, {
      location: 'phone',
      locationPhoneFrom: 'attendee',
    });
    const missing = await book(t, attendeeGives.id);
    assert.equal(missing.statusCode, 422, missing.body);
    assert.deepEqual(missing.json().errors, { attendee_phone: [locationMessages.phoneRequired] });
    const invalid = await book(t, attendeeGives.id, { attendee_phone: 'twelve' });
    assert.equal(invalid.statusCode, 422, invalid.body);
    assert.deepEqual(invalid.json().errors, { attendee_phone: [locationMessages.phoneInvalid] });

    const ok = await book(t, attendeeGives.id, { attendee_phone: '+44 20 7946 0958' });
    assert.equal(ok.statusCode, 201, ok.body);
    const created = ok.json().data;
    assert.equal(created.attendee_phone, '+44 20 7946 0958');
    assert.equal(created.location_details.phone_from, 'attendee');

    // The host sees the number in Booking Details.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${created.id}`,
      headers: auth(host),
    });
    assert.equal(details.statusCode, 200, details.body);
    assert.equal(details.json().attendee_phone, '+44 20 7946 0958');
    assert.equal(details.json().event_type.location_details.phone_from, 'attendee');

    // A type that does not ask keeps no number.
    const { eventType: zoom } = await seedEventType(t.app, host.user.id, { location: 'zoom' });
    const unasked = await book(t, zoom.id, { attendee_phone: '+1 555 0100' }, 3);
    assert.equal(unasked.statusCode, 201, unasked.body);
    assert.equal(unasked.json().data.attendee_phone, null);
  });

  test('the confirmation, cancel page, mails and .ics carry the details', async () => {
    const host = await seedHost(t.app);
    const { eventType: inPerson } = await seedEventType(t.app, host.user.id, {
      title: 'Site visit',
      location: 'in_person',
      locationAddress: '221B Baker Street, London',
    });
    const res = await book(t, inPerson.id);
    assert.equal(res.statusCode, 201, res.body);
    const booking = res.json().data;
    assert.equal(booking.location_details.address, '221B Baker Street, London');
    assert.equal(booking.meet_link_expected, false);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${booking.link_secret}` });
    assert.equal(page.json().data.location_details.address, '221B Baker Street, London');

    await settle(t);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const [toAttendee] = mailsTo(t, row.attendeeEmail);
    assert.ok(toAttendee, 'the attendee got the confirmation');
    assert.match(toAttendee.decoded, /In person: 221B Baker Street, London/);
    assert.match(
      toAttendee.decoded.replace(/\r?\n /g, ''),
      /LOCATION:In person: 221B Baker Street\\, London/,
    );
    const [toHost] = mailsTo(t, host.user.email).filter((mail) => mail.decoded.includes('Site visit'));
    assert.match(toHost.decoded, /In person: 221B Baker Street, London/);

    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booking.link_secret}/invite.ics`,
    });
    assert.match(ics.body.replace(/\r?\n /g, ''), /LOCATION:In person: 221B Baker Street\\, London/);

    const { eventType: zoom } = await seedEventType(t.app, host.user.id, {
      location: 'zoom',
      locationUrl: 'https://zoom.us/j/424242',
    });
    const zoomBooking = (await book(t, zoom.id, {}, 3)).json().data;
    assert.equal(zoomBooking.location_details.meeting_url, 'https://zoom.us/j/424242');
    const zoomIcs = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${zoomBooking.link_secret}/invite.ics`,
    });
    assert.match(zoomIcs.body, /LOCATION:Zoom: https:\/\/zoom.us\/j\/424242/);

    // The attendee's number reaches the host's mail (not a field the attendee's mail repeats).
    const { eventType: call } = await seedEventType(t.app, host.user.id, {
      title: 'Phone chat',
      location: 'phone',
      locationPhoneFrom: 'attendee',
    });
    const callBooking = (await book(t, call.id, { attendee_phone: '+49 30 1234567' }, 4)).json().data;
    await settle(t);
    const [hostCallMail] = mailsTo(t, host.user.email).filter((mail) => mail.decoded.includes('Phone chat'));
    assert.match(hostCallMail.decoded, /Phone: \+49 30 1234567/);
    assert.match(hostCallMail.decoded, /Phone call: \+49 30 1234567/);
    const callIcs = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${callBooking.link_secret}/invite.ics`,
    });
    assert.match(callIcs.body, /LOCATION:Phone call: \+49 30 1234567/);
  });

  test('SMS reminders go to the collected number, written to the outbox without a provider', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Texted',
      location: 'zoom',
      locationUrl: 'https://zoom.us/j/5',
      reminders: [{ time: '1h', method: 'sms' }],
    });
    const res = await book(t, eventType.id, { attendee_phone: '+1 555 0199' }, 5);
    assert.equal(res.statusCode, 201, res.body);
    const [reminder] = await t.app.db.select().from(jobs).where(eq(jobs.bookingId, res.json().data.id));
    assert.equal(reminder.kind, BOOKING_REMINDER_JOB);
    await makeJobDue(t.app.db, reminder.id);
    await settle(t);
    const sms = readOutbox(t.config.outboxDir).filter((mail) => mail.file.includes(`-sms-${reminder.id}`));
    assert.equal(sms.length, 1);
    assert.match(sms[0].raw, /^To: \+1 555 0199$/m);
    assert.match(sms[0].raw, /Reminder: Texted/);
    assert.match(sms[0].raw, /Zoom: https:\/\/zoom.us\/j\/5/);
  });

  test('an SMS reminder asks for the number too: required and checked, whatever the location', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      location: 'in_person',
      locationAddress: '1 Main St, Springfield',
      reminders: [{ time: '24h', method: 'sms' }],
    });
    const missing = await book(t, eventType.id, {}, 6);
    assert.equal(missing.statusCode, 422, missing.body);
    assert.deepEqual(missing.json().errors, { attendee_phone: [locationMessages.phoneRequired] });
    const invalid = await book(t, eventType.id, { attendee_phone: 'not a number' }, 6);
    assert.deepEqual(
      [invalid.statusCode, invalid.json().errors],
      [422, { attendee_phone: [locationMessages.phoneInvalid] }],
    );
    const ok = await book(t, eventType.id, { attendee_phone: '+33 6 12 34 56 78' }, 6);
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().data.attendee_phone, '+33 6 12 34 56 78');
  });
});

describe('SMS through a Twilio-compatible HTTP provider', () => {
  let t: TestApp;
  const received: { auth: string | undefined; body: URLSearchParams }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ auth: request.headers.authorization, body: new URLSearchParams(body) });
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      jobPollSeconds: 0,
      sms: {
        url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC123/Messages.json`,
        accountSid: 'AC123',
        authToken: 'secret-token',
        from: '+15550000000',
      },
    });
  });
  after(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  test('posts To, From and Body with basic authentication; nothing lands in the outbox', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Texted call',
      location: 'phone',
      locationPhoneFrom: 'attendee',
      reminders: [{ time: '2h', method: 'sms' }],
    });
    const res = await book(t, eventType.id, { attendee_phone: '+33 6 12 34 56 78' });
    assert.equal(res.statusCode, 201, res.body);
    const [reminder] = await t.app.db.select().from(jobs).where(eq(jobs.bookingId, res.json().data.id));
    await makeJobDue(t.app.db, reminder.id);
    await settle(t);
    assert.equal(received.length, 1);
    assert.equal(received[0].auth, `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    assert.equal(received[0].body.get('To'), '+33 6 12 34 56 78');
    assert.equal(received[0].body.get('From'), '+15550000000');
    assert.match(received[0].body.get('Body') ?? '', /Reminder: Texted call/);
    const [done] = await t.app.db.select().from(jobs).where(eq(jobs.id, reminder.id));
    assert.equal(done.status, 'done');
    assert.equal(readOutbox(t.config.outboxDir).filter((mail) => mail.file.includes('-sms-')).length, 0);
  });
});

describe('the Meet link reaches the attendee: in the confirmation, or in one update mail', () => {
  let t: TestApp;
  let fake: FakeGoogle;
  before(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp({
      jobPollSeconds: 0,
      // Long enough that only the calendar job (or the test) releases the confirmation mails.
      meetLinkWaitSeconds: 60,
      google: {
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        issuer: fake.issuer,
        calendarApiUrl: fake.calendarApiUrl,
      },
    });
  });
  after(async () => {
    await t?.close();
    await fake?.close();
  });

  let accounts = 0;
  /** Connects a Google account through the fake's consent; the first one becomes the primary. */
  async function connectGoogle(host: Host): Promise<string> {
    accounts += 1;
    const email = `meet.host.${accounts}@gmail.test`;
    fake.user = { sub: `meet-sub-${accounts}`, email, email_verified: true, name: 'Meet Host' };
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/google-calendar/connect',
      headers: auth(host),
    });
    assert.equal(start.statusCode, 200, start.body);
    const flow = setCookie(start, 'google_calendar_flow');
    const consent = await fetch(new URL(start.json().redirect_url as string), { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { google_calendar_flow: String(flow?.value) },
    });
    assert.equal(callback.statusCode, 302, callback.body);
    return email;
  }

  const settleAll = () => settle(t);
  const pendingOf = async (kind: string) =>
    (await t.app.db.select().from(jobs).where(eq(jobs.kind, kind))).filter((job) => job.status === 'pending');

  test('Google answers in time: the confirmation mails of both sides carry the link; no update mail', async () => {
    const host = await seedHost(t.app);
    const calendar = await connectGoogle(host);
    // Not linked to the account: a Google Meet type uses the host's primary one.
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Meet fast',
      location: 'google_meet',
    });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/public/event-types/${host.user.username}/${eventType.slug}`,
    });
    assert.equal(shown.json().data.meet_link, true);

    const res = await book(t, eventType.id);
    assert.equal(res.statusCode, 201, res.body);
    const booking = res.json().data;
    assert.equal(booking.meet_link_expected, true);
    await settleAll();

    const [event] = fake.eventsOf(calendar);
    assert.ok(event?.hangoutLink, 'the event was created in the primary calendar with a Meet link');
    const link = event.hangoutLink as string;
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/public/bookings/${booking.link_secret}` })
    ).json().data;
    assert.equal(page.google_meet_link, link);
    assert.equal(page.meet_link_expected, false);

    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const toAttendee = mailsTo(t, row.attendeeEmail);
    const toHost = mailsTo(t, host.user.email).filter((mail) => mail.decoded.includes('Meet fast'));
    assert.equal(toAttendee.length, 1, 'one mail to the attendee');
    assert.equal(toHost.length, 1, 'one mail to the host');
    for (const mail of [...toAttendee, ...toHost]) {
      assert.ok(mail.decoded.includes(link), 'the confirmation carries the Meet link');
      assert.match(mail.decoded.replace(/\r?\n /g, ''), new RegExp(`LOCATION:${link}`));
    }
    // Nothing else is waiting to be sent about it.
    await settleAll();
    assert.equal(mailsTo(t, row.attendeeEmail).length, 1);
    assert.equal((await pendingOf(BOOKING_MAIL_JOB)).length, 0);
  });

  test('Google is late: the confirmations leave without the link, then one update mail each (same UID, next SEQUENCE)', async () => {
    const host = await seedHost(t.app);
    const calendar = await connectGoogle(host);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Meet late',
      location: 'google_meet',
    });
    fake.failNext(1, 503, '/events');
    const res = await book(t, eventType.id, {}, 3);
    assert.equal(res.statusCode, 201, res.body);
    const booking = res.json().data;
    await settleAll(); // the calendar job fails once and waits for its retry
    assert.equal(fake.eventsOf(calendar).length, 0);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    assert.equal(mailsTo(t, row.attendeeEmail).length, 0, 'the confirmation waits for the bound');

    // The bound runs out: the confirmations leave without the link.
    for (const job of await pendingOf(BOOKING_MAIL_JOB)) await makeJobDue(t.app.db, job.id);
    await settleAll();
    const first = mailsTo(t, row.attendeeEmail);
    assert.equal(first.length, 1);
    assert.doesNotMatch(first[0].decoded, /meet\.google\.com/);
    assert.match(first[0].decoded, /SEQUENCE:0/);

    // The calendar job's retry gets the link: one update mail to each side.
    for (const job of await pendingOf(CALENDAR_SYNC_JOB)) await makeJobDue(t.app.db, job.id);
    await settleAll();
    const link = fake.eventsOf(calendar)[0]?.hangoutLink as string;
    assert.ok(link);
    const toAttendee = mailsTo(t, row.attendeeEmail);
    const toHost = mailsTo(t, host.user.email).filter((mail) => mail.decoded.includes('Meet late'));
    assert.equal(toAttendee.length, 2, 'the confirmation and one update');
    assert.equal(toHost.length, 2, 'the host too');
    for (const update of [toAttendee[1], toHost[1]]) {
      assert.match(update.decoded, /Meeting link: Meet late/);
      assert.ok(update.decoded.includes(link));
      assert.match(update.decoded, /SEQUENCE:1/);
      assert.ok(update.decoded.includes(`UID:${booking.id}@slotwise`));
    }
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/public/bookings/${booking.link_secret}` })
    ).json().data;
    assert.equal(page.google_meet_link, link);

    // A re-run of the calendar sync (e.g. a later move) sends nothing more.
    for (const job of await pendingOf(CALENDAR_SYNC_JOB)) await makeJobDue(t.app.db, job.id);
    await settleAll();
    assert.equal(mailsTo(t, row.attendeeEmail).length, 2);
    assert.equal(mailsTo(t, host.user.email).filter((mail) => mail.decoded.includes('Meet late')).length, 2);
  });

  test('the attendee moves it: the same Google event moves, keeps its Meet link, and both updated invites carry it', async () => {
    const host = await seedHost(t.app);
    const calendar = await connectGoogle(host);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Meet moved',
      location: 'google_meet',
    });
    const attendee = `moved.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await book(t, eventType.id, { attendee_email: attendee }, 4);
    assert.equal(res.statusCode, 201, res.body);
    const booking = res.json().data;
    await settleAll();
    const [event] = fake.eventsOf(calendar);
    const link = event?.hangoutLink as string;
    assert.ok(link, 'the event has its Meet link');

    const target = utcInstant(utcDate(4), '14:00');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.link_secret}/reschedule`,
      payload: { start_time: target },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().data.google_meet_link, link);
    await settleAll();

    const events = fake.eventsOf(calendar);
    assert.equal(events.length, 1, 'moved, not copied');
    assert.deepEqual(
      [events[0].id, new Date(events[0].start.dateTime).toISOString(), events[0].hangoutLink],
      [event.id, target, link],
    );
    assert.ok(
      fake.calendarRequests.some(
        (call) => call.method === 'PATCH' && call.path.endsWith(`/events/${event.id}`),
      ),
      'the event was patched',
    );
    const toHost = mailsTo(t, host.user.email).filter((mail) => mail.decoded.includes('Meet moved'));
    for (const mails of [mailsTo(t, attendee), toHost]) {
      assert.equal(mails.length, 2, 'the confirmation, then the updated invite');
      const update = mails[1].decoded.replace(/\r?\n[ \t]/g, '');
      assert.ok(update.includes(`UID:${booking.id}@slotwise`), 'same UID');
      assert.match(update, /SEQUENCE:1/);
      assert.match(update, new RegExp(`DTSTART:${utcDate(4).replaceAll('-', '')}T140000Z`));
      assert.ok(update.includes(`LOCATION:${link}`), 'the updated invite keeps the Meet link');
    }
  });
});
