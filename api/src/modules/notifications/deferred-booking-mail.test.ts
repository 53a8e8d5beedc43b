import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { jobsOfBooking } from '../../testing/booking-jobs.helper';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { findBookingDetailsWithSeries } from '../bookings/booking-series.repository';
import { JobRunner } from '../jobs/job-runner';
import { MAIL_JOB, mailJobHandler, mailSeal } from './mail.job';

// docs/database.md#the-booking-race: a new booking's transaction writes its mails' job rows
// unrendered; their jobs render them. A crash right after the commit still sends them (the rows
// committed with the booking), and they say what they would have said at the commit.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

const mailJobsOf = (bookingId: string) => jobsOfBooking(t, MAIL_JOB, bookingId);

/** The runner of a process started after the crash: the app's own handler, nothing of the first process. */
function restartedRunner(): JobRunner {
  const runner = new JobRunner(t.app.db, t.app.log);
  runner.register(
    MAIL_JOB,
    mailJobHandler(t.app.mailer, mailSeal(t.config.encryptionKey), {
      db: t.app.db,
      renderer: {
        loadDetails: findBookingDetailsWithSeries,
        render: (details, mail) => t.app.bookingNotifications.deferredMailMessage(details, mail),
        renderSnapshot: (details, mail) => t.app.bookingNotifications.snapshotMailMessage(details, mail),
      },
    }),
  );
  return runner;
}

describe('confirmation mails rendered outside the booking transaction', () => {
  test('the transaction writes unrendered rows; a process started after a crash renders and sends them', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { title: 'Deferred chat' });
    // The "crash": this process runs no job from now on (the commit's wake-up goes nowhere).
    await t.app.jobs.stop();
    const notifications = t.app.bookingNotifications;
    const original = notifications.deferredMailMessage.bind(notifications);
    let rendered = 0;
    notifications.deferredMailMessage = (...args) => {
      rendered += 1;
      return original(...args);
    };
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: {
          event_type_id: eventType.id,
          start_time: utcInstant(utcDate(3), '10:00'),
          attendee_name: 'Dora Deferred',
          attendee_email: 'dora@example.com',
          timezone: 'UTC',
          guests: ['guest.gus@example.com'],
        },
      });
      assert.equal(response.statusCode, 201, response.body);
      const id = response.json().data.id as string;
      assert.equal(rendered, 0, 'nothing was rendered while booking');
      const queued = await mailJobsOf(id);
      assert.deepEqual(queued.map((job) => job.payload.template).sort(), [
        'booking-created:attendee',
        'booking-created:guest',
        'booking-created:host',
      ]);
      for (const job of queued) {
        assert.equal(job.status, 'pending');
        assert.equal(job.payload.message, undefined, 'no rendered message in the row');
      }
      // The booking is cancelled before its mails leave: the confirmation still says "created".
      await t.app.bookings.cancel(id, {}, 'attendee');

      const runner = restartedRunner();
      await runner.runDue();
      await runner.idle();
      assert.equal(rendered, 3);
      const sent = await mailJobsOf(id);
      const created = sent.filter((job) => String(job.payload.template).startsWith('booking-created'));
      assert.deepEqual(
        created.map((job) => job.status),
        ['done', 'done', 'done'],
      );
      const outbox = readOutbox(t.config.outboxDir);
      const fileOf = (template: string) => {
        const job = created.find((one) => one.payload.template === template);
        const mail = outbox.find((one) => job && one.file.endsWith(`-${job.id}.eml`));
        assert.ok(mail, `${template} was sent`);
        return mail.decoded.replace(/\r?\n /g, '');
      };
      const toAttendee = fileOf('booking-created:attendee');
      assert.match(toAttendee, /^To: dora@example\.com/m);
      assert.match(toAttendee, /Deferred chat/);
      assert.match(toAttendee, /METHOD:REQUEST/);
      assert.match(toAttendee, /SEQUENCE:0/);
      assert.doesNotMatch(toAttendee, /METHOD:CANCEL/);
      const toHost = fileOf('booking-created:host');
      assert.match(toHost, new RegExp(`^To: ${host.user.email.replace(/[.+]/g, '\\$&')}`, 'm'));
      assert.match(toHost, /Dora Deferred/);
      const toGuest = fileOf('booking-created:guest');
      assert.match(toGuest, /^To: guest\.gus@example\.com/m);
      assert.match(toGuest, /METHOD:REQUEST/);
    } finally {
      notifications.deferredMailMessage = original;
    }
  });

  test('a booking deleted before its mails ran sends nothing, and the jobs end', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const created = await t.app.bookings.create({
      event_type_id: eventType.id,
      start_time: utcInstant(utcDate(3), '12:00'),
      attendee_name: 'Gone Gina',
      attendee_email: 'gina@example.com',
      timezone: 'UTC',
      answers: [],
      additional_attendees: [],
    });
    await t.app.db.execute(sql`DELETE FROM bookings WHERE id = ${created.booking.id}`);
    const runner = restartedRunner();
    await runner.runDue();
    await runner.idle();
    const ended = await mailJobsOf(created.booking.id);
    assert.deepEqual(
      ended.map((job) => job.status),
      ['done', 'done'],
    );
    assert.equal(
      readOutbox(t.config.outboxDir).filter((mail) => /gina@example\.com/.test(mail.raw)).length,
      0,
    );
  });

  test('cancel, move and confirm mails: rows only in the change; after a crash they say what each change committed', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Snapshot chat',
      requiresConfirmation: true,
    });
    const book = async (time: string, email: string) =>
      t.app.bookings.create({
        event_type_id: eventType.id,
        start_time: utcInstant(utcDate(4), time),
        attendee_name: 'Sam Snapshot',
        attendee_email: email,
        timezone: 'UTC',
        answers: [],
        additional_attendees: [],
        guests: ['guest.gwen@example.com'],
      });
    const moved = await book('10:00', 'moved@example.com');
    const cancelled = await book('13:00', 'cancelled@example.com');
    // The "crash": this process runs no job from now on.
    await t.app.jobs.stop();
    const notifications = t.app.bookingNotifications;
    const original = notifications.snapshotMailMessage.bind(notifications);
    let rendered = 0;
    notifications.snapshotMailMessage = (...args) => {
      rendered += 1;
      return original(...args);
    };
    try {
      await t.app.hostBookings.confirm(host.user.id, moved.booking.id);
      await t.app.bookings.reschedule(moved.booking.id, utcInstant(utcDate(4), '11:00'), 'host');
      await t.app.bookings.cancel(cancelled.booking.id, {}, 'attendee');
      assert.equal(rendered, 0, 'nothing was rendered in the changes');
      // After the commits: moved again, and the cancelled booking deleted (its account went).
      await t.app.bookings.reschedule(moved.booking.id, utcInstant(utcDate(4), '15:00'), 'host');
      await t.app.db.execute(sql`DELETE FROM bookings WHERE id = ${cancelled.booking.id}`);

      const rowsOf = async (id: string) =>
        (await mailJobsOf(id)).filter((job) => !String(job.payload.template).startsWith('booking-created'));
      const pending = [...(await rowsOf(moved.booking.id)), ...(await rowsOf(cancelled.booking.id))];
      for (const job of pending) {
        assert.equal(job.status, 'pending');
        assert.equal(job.payload.message, undefined, 'no rendered message in the row');
        assert.ok(job.payload.snapshot, 'the booking as committed is in the row');
      }
      const runner = restartedRunner();
      await runner.runDue();
      await runner.idle();
      assert.ok(rendered >= 6, `rendered by the jobs (${rendered})`);
      const outbox = readOutbox(t.config.outboxDir);
      const sentFor = async (id: string, template: string) => {
        const jobsOf = (await rowsOf(id)).filter((one) => one.payload.template === template);
        assert.ok(jobsOf.length > 0, `${template} queued`);
        return jobsOf.map((job) => {
          assert.equal(job.status, 'done', `${template} sent`);
          const mail = outbox.find((one) => one.file.endsWith(`-${job.id}.eml`));
          assert.ok(mail, `${template} in the outbox`);
          return mail.decoded.replace(/\r?\n /g, '');
        });
      };
      const [confirmedMail] = await sentFor(moved.booking.id, 'booking-confirmed');
      assert.match(confirmedMail, /^To: moved@example\.com/m);
      assert.match(confirmedMail, /METHOD:REQUEST/);
      // Confirmed at 10:00: the invite says 10:00, not where it is now.
      assert.match(confirmedMail, /DTSTART:\d{8}T100000Z/);
      const moves = await sentFor(moved.booking.id, 'booking-rescheduled');
      assert.equal(moves.length, 2, 'one mail per move');
      const starts = moves.map((one) => one.match(/DTSTART:\d{8}T(\d{6})Z/)?.[1]).sort();
      assert.deepEqual(starts, ['110000', '150000'], 'each move says its own time');
      const [cancelMail] = await sentFor(cancelled.booking.id, 'booking-cancelled:attendee');
      assert.match(cancelMail, /^To: cancelled@example\.com/m);
      assert.match(cancelMail, /METHOD:CANCEL/);
      assert.match(cancelMail, /Snapshot chat/);
      const [guestCancel] = await sentFor(cancelled.booking.id, 'booking-cancelled:guest');
      assert.match(guestCancel, /^To: guest\.gwen@example\.com/m);
      assert.match(guestCancel, /METHOD:CANCEL/);
    } finally {
      notifications.snapshotMailMessage = original;
    }
  });
});
