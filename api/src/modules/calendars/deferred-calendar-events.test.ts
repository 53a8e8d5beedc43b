import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type FakeGoogle, startFakeGoogle } from '../../../../scripts/fake-google.mjs';
import { jobsOfBooking } from '../../testing/booking-jobs.helper';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, setCookie, type TestApp } from '../../testing/test-app.helper';
import { CALENDAR_SYNC_JOB } from '../google-calendar/calendar-sync.job';
import { JobRunner } from '../jobs/job-runner';
import { BOOKING_CALENDAR_EVENTS_JOB, bookingCalendarEventsHandler } from './booking-calendar-events';

// docs/database.md#the-booking-race: a new booking whose location takes no link from a calendar
// writes one `booking-calendar-events` job row; the job looks up the host's calendars and
// queues their jobs. A crash right after the commit still writes the event. A Meet location is
// asked at once (its mails wait for the link).

let t: TestApp;
let fake: FakeGoogle;
before(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp({
    jobPollSeconds: 0,
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

/** Connects a Google account through the fake consent (the browser's part of it). */
async function connectGoogle(accessToken: string): Promise<string> {
  fake.user = {
    sub: 'deferred-sub',
    email: 'deferred.host@gmail.test',
    email_verified: true,
    name: 'Deferred Host',
    picture: 'https://example.test/h.png',
  };
  const headers = { authorization: `Bearer ${accessToken}` };
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/integrations/google-calendar/connect',
    headers,
  });
  const flow = setCookie(start, 'google_calendar_flow');
  const consent = await fetch(new URL(start.json().redirect_url as string), { redirect: 'manual' });
  const back = new URL(String(consent.headers.get('location')));
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { google_calendar_flow: flow?.value ?? '' },
  });
  assert.equal(callback.statusCode, 302, callback.body);
  const list = await t.app.inject({ method: 'GET', url: '/api/integrations/google-calendar', headers });
  return list.json().accounts[0].id as string;
}

const jobsOf = (kind: string, bookingId: string) => jobsOfBooking(t, kind, bookingId);

async function book(eventTypeId: string, time: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: utcInstant(utcDate(3), time),
      attendee_name: 'Cal Carla',
      attendee_email: 'carla@example.com',
      timezone: 'UTC',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.id as string;
}

describe("a new booking's calendar events queued by a job", () => {
  test('the booking commits the job row only; a process started after a crash queues the event', async () => {
    const host = await seedHost(t.app);
    const accountId = await connectGoogle(host.accessToken);
    const { eventType: meet } = await seedEventType(t.app, host.user.id, {
      location: 'google_meet',
      connectedGoogleAccountId: accountId,
    });
    const { eventType } = await seedEventType(t.app, host.user.id, {
      location: 'jitsi',
      connectedGoogleAccountId: accountId,
    });
    // The "crash": this process runs no job from now on.
    await t.app.jobs.stop();

    // Meet: asked in the booking's transaction, as before (its mails wait for the link).
    const withMeet = await book(meet.id, '09:00');
    assert.equal((await jobsOf(CALENDAR_SYNC_JOB, withMeet)).length, 1);
    assert.equal((await jobsOf(BOOKING_CALENDAR_EVENTS_JOB, withMeet)).length, 0);

    const id = await book(eventType.id, '11:00');
    const [queued] = await jobsOf(BOOKING_CALENDAR_EVENTS_JOB, id);
    assert.equal(queued?.status, 'pending', 'the job row committed with the booking');
    assert.equal((await jobsOf(CALENDAR_SYNC_JOB, id)).length, 0, 'no provider lookup while booking');

    // Meet, but nobody has an account that could create the link: nothing to wait for.
    const plain = await seedHost(t.app);
    const { eventType: meetless } = await seedEventType(t.app, plain.user.id, { location: 'google_meet' });
    const noAccount = await book(meetless.id, '12:00');
    assert.equal((await jobsOf(BOOKING_CALENDAR_EVENTS_JOB, noAccount)).length, 1);

    const runner = new JobRunner(t.app.db, t.app.log);
    runner.register(BOOKING_CALENDAR_EVENTS_JOB, bookingCalendarEventsHandler(t.app.db));
    await runner.runDue([BOOKING_CALENDAR_EVENTS_JOB]);
    await runner.idle();
    assert.equal((await jobsOf(BOOKING_CALENDAR_EVENTS_JOB, id))[0]?.status, 'done');
    const [sync] = await jobsOf(CALENDAR_SYNC_JOB, id);
    assert.equal(sync?.status, 'pending', "the provider's job is queued for the booking");
    assert.equal(sync?.payload.action, 'upsert');
  });
});
