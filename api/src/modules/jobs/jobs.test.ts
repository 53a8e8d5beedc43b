import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from '../bookings/booking-reminder.job';
import { CALENDAR_SYNC_JOB } from '../google-calendar/calendar-sync.job';
import { BOOKING_MAIL_JOB } from '../notifications/booking-mail.job';
import { BookingNotifications } from '../notifications/booking-notifications.service';
import { MAIL_JOB } from '../notifications/mail.job';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { WEBHOOK_DELIVERY_JOB } from '../webhooks/webhook-events';
import { laneOf } from './job-lanes';
import { JobRunner } from './job-runner';
import { dueJobIds, insertJobs, listBookingJobs, makeJobDue } from './jobs.repository';

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
        bookingReminderHandler(
          t.app.db,
          new BookingNotifications(t.app.mailer, t.config, t.app.log, new RateLimiter(t.app.db)),
        ),
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

describe('job lanes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
    await t.app.jobs.stop(); // only the runners of these tests work the table
  });
  after(async () => {
    await t?.close();
  });

  test('each kind is queued in its lane: reminders and calendar sync apart from mails and webhooks', async () => {
    assert.equal(laneOf(BOOKING_REMINDER_JOB), 'time-critical');
    assert.equal(laneOf(CALENDAR_SYNC_JOB), 'time-critical');
    assert.equal(laneOf(MAIL_JOB), 'mail');
    assert.equal(laneOf(BOOKING_MAIL_JOB), 'mail');
    assert.equal(laneOf(WEBHOOK_DELIVERY_JOB), 'deliveries');
    assert.equal(laneOf('something-new'), 'default');
    await insertJobs(t.app.db, [{ kind: CALENDAR_SYNC_JOB, runAt: new Date(Date.now() + 3600_000) }]);
    const [row] = await t.app.db.select().from(jobs).where(eq(jobs.kind, CALENDAR_SYNC_JOB));
    assert.equal(row?.lane, 'time-critical');
  });

  test('a lane whose jobs never finish holds back no other lane', async () => {
    const runner = new JobRunner(t.app.db, t.app.log, { workers: { deliveries: 2 } });
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    runner.register(WEBHOOK_DELIVERY_JOB, async () => {
      started += 1;
      await stuck; // a receiver that never answers
    });
    const ran: string[] = [];
    runner.register('quick-test', async (job) => {
      ran.push(job.id);
    });
    const past = new Date(Date.now() - 1000);
    await insertJobs(
      t.app.db,
      Array.from({ length: 6 }, () => ({ kind: WEBHOOK_DELIVERY_JOB, runAt: past })),
    );
    const slowRun = runner.runDue([WEBHOOK_DELIVERY_JOB]);
    for (let i = 0; i < 100 && started < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(started, 2, 'the deliveries lane runs its 2 workers');
    await insertJobs(t.app.db, [{ kind: 'quick-test', runAt: new Date() }]);
    assert.equal(await runner.runDue(['quick-test']), 1, 'the default lane ran while deliveries hang');
    assert.equal(ran.length, 1);
    assert.equal(started, 2, 'no third delivery at once');
    release();
    assert.equal(await slowRun, 6);
  });

  test('the claim reads one lane from jobs_lane_due_idx, however long another lane is', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 86_400_000);
    for (let batch = 0; batch < 10; batch += 1) {
      await t.app.db.insert(jobs).values([
        ...Array.from({ length: 300 }, () => ({ kind: 'backlog-test', lane: 'deliveries', runAt: past })),
        ...Array.from({ length: 100 }, () => ({
          kind: 'later-test',
          lane: 'time-critical',
          runAt: future,
        })),
      ]);
    }
    await t.app.db.execute(sql`ANALYZE jobs`);
    const plan = await t.app.db.execute(
      sql`EXPLAIN ${dueJobIds(t.app.db, 1, 'time-critical', [BOOKING_REMINDER_JOB, CALENDAR_SYNC_JOB])}`,
    );
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    assert.match(text, /jobs_lane_due_idx/, text);
    assert.doesNotMatch(text, /Seq Scan/, text);
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
      // The booking's jobs due now (its mails, its webhook and calendar fan-outs) finish before
      // the shutdown: only the reminder, due in two days, is left for the restarted app.
      await t.app.jobs.runDue();
      await t.app.jobs.idle();
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
