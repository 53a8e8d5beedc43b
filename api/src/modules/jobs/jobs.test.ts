import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from '../bookings/booking-reminder.job';
import { BookingNotifications } from '../notifications/booking-notifications.service';
import { JobRunner } from './job-runner';
import { insertJobs, listBookingJobs, makeJobDue } from './jobs.repository';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function bookWithReminder(app: FastifyInstance, eventTypeId: string, start: string, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Remi',
      attendee_email: email,
      timezone: 'UTC',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  const id = response.json().data.id as string;
  const jobs = await listBookingJobs(app.db, id);
  assert.equal(jobs.length, 1);
  return { id, job: jobs[0] };
}

function reminderMailsTo(outboxDir: string, email: string) {
  return readOutbox(outboxDir).filter(
    (mail) => mail.raw.includes(`To: ${email}`) && /Subject: Reminder: /.test(mail.decoded),
  );
}

describe('job runner', () => {
  let t: TestApp;
  let second: FastifyInstance | null = null;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
    // On PostgreSQL a second API process on the same database; PGlite in memory has one
    // process, so there a second runner shares it.
    if (onPostgres) second = await buildApp({ ...t.config });
  });
  after(async () => {
    await second?.close();
    await t?.close();
  });

  test('two runners working the same table never send one reminder twice', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      reminders: [{ time: '1h', method: 'email' }],
    });
    const emails: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const email = `twice.${i}@example.com`;
      emails.push(email);
      const start = utcInstant(utcDate(2 + Math.floor(i / 8)), `${String(9 + (i % 8)).padStart(2, '0')}:00`);
      const { job } = await bookWithReminder(t.app, eventType.id, start, email);
      await makeJobDue(t.app.db, job.id);
    }
    // The confirmation mails went out on their own (each commit wakes the runner); only reminders are left.
    await t.app.jobs.idle();
    let runnerB: JobRunner;
    if (second) {
      runnerB = second.jobs;
    } else {
      runnerB = new JobRunner(t.app.db, t.app.log, { workers: { 'time-critical': 3 } });
      runnerB.register(
        BOOKING_REMINDER_JOB,
        bookingReminderHandler(t.app.db, new BookingNotifications(t.app.mailer, t.config, t.app.log)),
      );
    }
    // Only the reminders' lane: the mails they queue go out on their own (woken by the commits).
    const lane = [BOOKING_REMINDER_JOB];
    const counts = await Promise.all([
      t.app.jobs.runDue(lane),
      runnerB.runDue(lane),
      t.app.jobs.runDue(lane),
      runnerB.runDue(lane),
    ]);
    assert.equal(counts[0] + counts[1], 16, `ran ${counts.join(', ')}`);
    assert.equal(await t.app.jobs.runDue(lane), 0);
    assert.equal(await runnerB.runDue(lane), 0);
    await t.app.jobs.idle();
    await second?.jobs.idle();
    for (const email of emails) assert.equal(reminderMailsTo(t.config.outboxDir, email).length, 1, email);
  });

  test('a failing job is retried with a backoff, then marked failed with its error', async () => {
    const runner = new JobRunner(t.app.db, t.app.log, { maxAttempts: 2, retryBaseSeconds: 0 });
    let calls = 0;
    runner.register('always-fails', async () => {
      calls += 1;
      throw new Error('SMTP down');
    });
    await insertJobs(t.app.db, [{ kind: 'always-fails', runAt: new Date(Date.now() - 1000) }]);
    // Other runners must not take it: only this one knows the kind. (The app's runner does not poll
    // here.) With no backoff the retry is due at once, so one run makes both attempts.
    assert.equal(await runner.runDue(), 2);
    assert.equal(await runner.runDue(), 0);
    assert.equal(calls, 2);
    const rows = await t.app.db
      .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.kind, 'always-fails'));
    assert.deepEqual(rows, [{ status: 'failed', attempts: 2, lastError: 'SMTP down' }]);
  });
});

describe('reminders survive a restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-jobs-restart-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a reminder booked before a restart is sent by the restarted app', async () => {
    const t = await createTestApp({ jobPollSeconds: 0, pgliteDir: path.join(dataDir, 'pglite') });
    let restarted: FastifyInstance | null = null;
    try {
      const host = await seedHost(t.app);
      const { eventType } = await seedEventType(t.app, host.user.id, {
        reminders: [{ time: '2h', method: 'email' }],
      });
      const { id, job } = await bookWithReminder(
        t.app,
        eventType.id,
        utcInstant(utcDate(2), '10:00'),
        'restart@example.com',
      );
      await t.app.close();

      restarted = await buildApp({ ...t.config });
      await makeJobDue(restarted.db, job.id);
      assert.equal(await restarted.jobs.runDue(), 1);
      assert.equal(reminderMailsTo(t.config.outboxDir, 'restart@example.com').length, 1);
      const [after] = await listBookingJobs(restarted.db, id);
      assert.equal(after.status, 'done');
    } finally {
      await restarted?.close();
      await t.close().catch(() => {});
    }
  });
});
