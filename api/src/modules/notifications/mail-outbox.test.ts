import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { inTransaction } from '../../db/database';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { JobRunner } from '../jobs/job-runner';
import { claimDueJobs, type JobRow } from '../jobs/jobs.repository';
import { enqueueMail, MAIL_JOB, mailJobHandler, mailSeal } from './mail.job';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A logger that keeps what it is given, to check what a failure logs. */
function recordingLog() {
  const entries: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown> | string, msg?: string) => {
    if (typeof fields === 'string') entries.push({ level, fields: {}, msg: fields });
    else entries.push({ level, fields, msg: msg ?? '' });
  };
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, entries };
}

/** A loopback port nothing listens on: an SMTP server that refuses every connection. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const mailJobsWhere = (t: TestApp, condition: ReturnType<typeof sql>) =>
  t.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), condition));

function book(app: FastifyInstance, eventTypeId: string, start: string, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventTypeId,
      start_time: start,
      attendee_name: 'Outbox Olga',
      attendee_email: email,
      timezone: 'UTC',
    },
  });
}

describe('mails are jobs committed with their change (outbox)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
  });
  after(async () => {
    await t?.close();
  });

  test('a booking commits its two mails; each is sent once, named after its job, with a stable Message-ID', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const response = await book(t.app, eventType.id, utcInstant(utcDate(2), '09:00'), 'olga@example.com');
    assert.equal(response.statusCode, 201, response.body);
    const id = response.json().data.id as string;
    const queued = await mailJobsWhere(t, sql`${jobs.payload}->>'bookingId' = ${id}`);
    assert.deepEqual(queued.map((job) => job.payload.template).sort(), [
      'booking-created:attendee',
      'booking-created:host',
    ]);
    // No poll in this app: the commit itself woke the runner.
    await t.app.jobs.idle();
    const sent = await mailJobsWhere(t, sql`${jobs.payload}->>'bookingId' = ${id}`);
    assert.deepEqual(
      sent.map((job) => [job.status, job.attempts]),
      [
        ['done', 1],
        ['done', 1],
      ],
    );
    for (const job of sent) {
      const files = readOutbox(t.config.outboxDir).filter((mail) => mail.file.endsWith(`-${job.id}.eml`));
      assert.equal(files.length, 1, `one file for job ${job.id}`);
      assert.match(files[0].raw, new RegExp(`^Message-ID: <${job.id}@localhost>`, 'im'));
    }
  });

  test('a refused booking and a rolled-back transaction leave no mail job', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    const start = utcInstant(utcDate(2), '11:00');
    assert.equal((await book(t.app, eventType.id, start, 'first@example.com')).statusCode, 201);
    assert.equal((await book(t.app, eventType.id, start, 'second@example.com')).statusCode, 409);
    const toSecond = sql`${jobs.payload}->'message'->>'to' = 'second@example.com'`;
    assert.deepEqual(await mailJobsWhere(t, toSecond), []);

    await assert.rejects(
      inTransaction(t.app.db, async (tx) => {
        await enqueueMail(tx, { to: 'rolled.back@example.com', subject: 'Never', text: 'Never' });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    await t.app.jobs.idle();
    assert.deepEqual(
      await mailJobsWhere(t, sql`${jobs.payload}->'message'->>'to' = 'rolled.back@example.com'`),
      [],
    );
    assert.equal(readOutbox(t.config.outboxDir).filter((mail) => /rolled\.back@/.test(mail.raw)).length, 0);
  });

  test('the password-reset mail is sealed in its job, and sent', async () => {
    const account = await registerAccount(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.payload.email },
    });
    assert.equal(response.statusCode, 200, response.body);
    const [job] = await mailJobsWhere(t, sql`${jobs.payload}->>'template' = 'password-reset'`);
    assert.ok(job, 'a password-reset job');
    assert.equal(JSON.stringify(job.payload).includes('reset-password'), false, 'no link in the table');
    assert.equal(JSON.stringify(job.payload).includes(account.payload.email), false, 'no address either');
    await t.app.jobs.idle();
    const mail = readOutbox(t.config.outboxDir).find((m) => m.file.endsWith(`-${job.id}.eml`));
    assert.ok(mail?.decoded.includes('/reset-password#token='), 'the mail has the link');
  });

  test('running one mail job again rewrites its file: the file outbox holds it exactly once', async () => {
    await inTransaction(t.app.db, async (tx) => {
      await enqueueMail(tx, { to: 'twice@example.com', subject: 'Once', text: 'Once only' });
    });
    await t.app.jobs.idle();
    const [job] = await mailJobsWhere(t, sql`${jobs.payload}->'message'->>'to' = 'twice@example.com'`);
    // A crash after the file was written but before the job was marked done: the job runs again.
    await mailJobHandler(t.app.mailer, mailSeal(t.config.encryptionKey))(job);
    const files = readOutbox(t.config.outboxDir).filter((mail) => /To: twice@example\.com/.test(mail.raw));
    assert.deepEqual(
      files.map((mail) => mail.file),
      [`${job.createdAt.toISOString().replace(/[:.]/g, '-')}-${job.id}.eml`],
    );
  });

  test('a job claimed by a runner that died is taken over once its lease runs out, and sent once', async () => {
    await t.app.jobs.stop(); // only the runners of this test work the table now
    await inTransaction(t.app.db, async (tx) => {
      await enqueueMail(tx, { to: 'orphan@example.com', subject: 'Orphan', text: 'Taken over' });
    });
    // The dead runner: it claimed the job (lease 1 s) and never finished it.
    const [claimed] = await claimDueJobs(t.app.db, 10, 1, 'mail', [MAIL_JOB]);
    assert.equal(
      claimed.payload.message && (claimed.payload.message as { to: string }).to,
      'orphan@example.com',
    );
    const survivor = new JobRunner(t.app.db, t.app.log, { leaseSeconds: 30 });
    survivor.register(MAIL_JOB, mailJobHandler(t.app.mailer, mailSeal(t.config.encryptionKey)));
    assert.equal(await survivor.runDue(), 0, 'a live lease is respected');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal(await survivor.runDue(), 1, 'an expired lease is taken over');
    const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, claimed.id));
    assert.deepEqual([row.status, row.attempts], ['done', 2]);
    assert.equal(readOutbox(t.config.outboxDir).filter((mail) => /To: orphan@/.test(mail.raw)).length, 1);
  });

  test('a live runner renews its lease: a handler slower than the lease is not taken over', async () => {
    await inTransaction(t.app.db, async (tx) => {
      await enqueueMail(tx, { to: 'slow@example.com', subject: 'Slow', text: 'Slow server' });
    });
    const runs: string[] = [];
    const slow = new JobRunner(t.app.db, t.app.log, { leaseSeconds: 1 });
    slow.register(MAIL_JOB, async (job) => {
      runs.push(`slow:${job.id}`);
      await new Promise((resolve) => setTimeout(resolve, 1800));
    });
    const other = new JobRunner(t.app.db, t.app.log, { leaseSeconds: 1 });
    other.register(MAIL_JOB, async (job) => {
      runs.push(`other:${job.id}`);
    });
    const slowRun = slow.runDue([MAIL_JOB]);
    await new Promise((resolve) => setTimeout(resolve, 1300)); // past the first lease
    assert.equal(await other.runDue([MAIL_JOB]), 0);
    assert.equal(await slowRun, 1);
    assert.equal(runs.length, 1, runs.join(', '));
    assert.match(runs[0], /^slow:/);
  });
});

describe('two runners racing for the same mail jobs', () => {
  let t: TestApp;
  let second: FastifyInstance | null = null;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
    // On PostgreSQL a second API process on the same database; PGlite has one, shared.
    if (onPostgres) second = await buildApp({ ...t.config });
  });
  after(async () => {
    await second?.close();
    await t?.close();
  });

  test('each job is handled by exactly one of them', async () => {
    await t.app.jobs.stop();
    await second?.jobs.stop();
    await inTransaction(t.app.db, async (tx) => {
      for (let i = 0; i < 24; i += 1) {
        await enqueueMail(tx, { to: `race.${i}@example.com`, subject: `Race ${i}`, text: 'Race' });
      }
    });
    const handled = new Map<string, number>();
    const counting = async (job: JobRow) => {
      handled.set(job.id, (handled.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const runnerA = new JobRunner(t.app.db, t.app.log, { workers: { mail: 3 } });
    const runnerB = new JobRunner(second ? second.db : t.app.db, t.app.log, { workers: { mail: 3 } });
    runnerA.register(MAIL_JOB, counting);
    runnerB.register(MAIL_JOB, counting);
    const counts = await Promise.all([
      runnerA.runDue(),
      runnerB.runDue(),
      runnerA.runDue(),
      runnerB.runDue(),
    ]);
    assert.equal(counts[0] + counts[1], 24, `ran ${counts.join(', ')}`);
    assert.equal(handled.size, 24);
    assert.deepEqual([...new Set(handled.values())], [1]);
    const left = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.status, 'pending')));
    assert.deepEqual(left, []);
  });
});

describe('mail failures', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await t.app.jobs.stop(); // the runner under test works alone
  });
  after(async () => {
    await t?.close();
  });

  test('a failing SMTP server: retried with exponential backoff, logged, then marked failed', async () => {
    const { log, entries } = recordingLog();
    const runner = new JobRunner(t.app.db, log, { maxAttempts: 3, retryBaseSeconds: 60 });
    runner.register(MAIL_JOB, mailJobHandler(t.app.mailer, mailSeal(t.config.encryptionKey)));
    await inTransaction(t.app.db, async (tx) => {
      await enqueueMail(tx, { to: 'down@example.com', subject: 'Down', text: 'SMTP is down' });
    });
    const [{ id }] = await t.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, MAIL_JOB));
    const row = async () => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = Date.now();
      assert.equal(await runner.runDue(), 1, `attempt ${attempt} runs`);
      const job = await row();
      assert.equal(job.attempts, attempt);
      assert.match(job.lastError ?? '', /ECONNREFUSED|connect/i);
      if (attempt < 3) {
        assert.equal(job.status, 'pending');
        delays.push(Math.round((job.runAt.getTime() - before) / 1000));
        assert.equal(await runner.runDue(), 0, 'not before its backoff');
        await t.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
      } else {
        assert.equal(job.status, 'failed');
      }
    }
    // 60 s, then 120 s (a second either way for the clocks).
    assert.ok(Math.abs(delays[0] - 60) <= 1 && Math.abs(delays[1] - 120) <= 1, `delays ${delays.join(', ')}`);
    const failures = entries.filter((entry) => entry.fields.jobId === id);
    assert.deepEqual(
      failures.map((entry) => [entry.level, entry.fields.kind, entry.fields.attempt, entry.msg]),
      [
        ['warn', MAIL_JOB, 1, 'job failed; will retry'],
        ['warn', MAIL_JOB, 2, 'job failed; will retry'],
        ['error', MAIL_JOB, 3, 'job failed for good'],
      ],
    );
    for (const entry of failures) assert.ok(entry.fields.err instanceof Error, 'the error is logged');
  });
});
