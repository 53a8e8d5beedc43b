import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/developer-access.schema';
import { jobsOfBooking } from '../../testing/booking-jobs.helper';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { JobRunner } from '../jobs/job-runner';
import { WEBHOOK_EVENT_JOB, webhookEventHandler } from './webhook-events';

// docs/database.md#the-booking-race: a booking's transaction writes one `webhook-event` job row
// holding the booking as committed; the job finds the endpoints and writes their deliveries. A
// crash right after the commit still delivers (the row committed with the booking), the body
// says what was committed, and a rerun of the job does not deliver twice.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const eventJobsOf = (bookingId: string) => jobsOfBooking(t, WEBHOOK_EVENT_JOB, bookingId);

/** The runner of a process started after the crash: only the fan-out, nothing of the first process. */
function restartedRunner(): JobRunner {
  const runner = new JobRunner(t.app.db, t.app.log);
  runner.register(WEBHOOK_EVENT_JOB, webhookEventHandler(t.app.db));
  return runner;
}

describe('booking webhooks fanned out outside the booking transaction', () => {
  test('a crash after the commit still delivers what was committed, once', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { title: 'Hooked chat' });
    const [endpoint] = await t.app.db
      .insert(webhookEndpoints)
      .values({
        userId: host.user.id,
        url: 'https://receiver.example.com/hook',
        events: ['booking.created', 'booking.cancelled'],
        sealedSecret: t.app.webhookSeal.seal('secret'),
      })
      .returning();
    // The "crash": this process runs no job from now on (the commit's wake-up goes nowhere).
    await t.app.jobs.stop();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings',
      payload: {
        event_type_id: eventType.id,
        start_time: utcInstant(utcDate(3), '10:00'),
        attendee_name: 'Hook Hanna',
        attendee_email: 'hanna@example.com',
        timezone: 'UTC',
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const id = response.json().data.id as string;
    const [queued] = await eventJobsOf(id);
    assert.equal(queued?.status, 'pending', 'the event job committed with the booking');
    const deliveriesOf = () =>
      t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    assert.equal((await deliveriesOf()).length, 0, 'no delivery written while booking');

    // Cancelled before the event ran: the created event still says "confirmed".
    await t.app.bookings.cancel(id, {}, 'attendee');
    const runner = restartedRunner();
    await runner.runDue();
    await runner.idle();
    const written = await deliveriesOf();
    const byType = new Map(written.map((one) => [one.eventType, JSON.parse(one.body)]));
    assert.deepEqual([...byType.keys()].sort(), ['booking.cancelled', 'booking.created']);
    const created = byType.get('booking.created');
    assert.equal(created.data.booking.id, id);
    assert.equal(created.data.booking.status, 'confirmed');
    assert.equal(created.data.booking.attendee.name, 'Hook Hanna');
    assert.equal(created.data.booking.event_type.title, 'Hooked chat');
    assert.equal(created.id, queued?.payload.eventId, 'the event id chosen at the commit');
    assert.equal(created.created_at, queued?.payload.at);
    assert.equal(byType.get('booking.cancelled').data.booking.status, 'cancelled');

    // A rerun (the job crashed before it was marked done) writes nothing twice.
    await webhookEventHandler(t.app.db)(queued as NonNullable<typeof queued>);
    assert.equal((await deliveriesOf()).length, 2);
  });
});
