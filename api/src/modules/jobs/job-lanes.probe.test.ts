import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/database';
import { webhookDeliveries } from '../../db/schema/developer-access.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { type SpawnedServer, startServer } from '../../testing/spawned-server.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { enqueueDelivery, testBody } from '../webhooks/webhook-events';
import { listBookingJobs } from './jobs.repository';

// The bounded probe of issue #23 ("jobs that no one can starve"): a webhook receiver that accepts
// connections and never answers, 500 deliveries queued to it, and 20 reminders falling due
// meanwhile. Every reminder must still go out within 15 s of its due time. On PostgreSQL two real
// API processes share the database and do the work; on PGlite the one in-process API does.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DELIVERIES = 500;
const REMINDERS = 20;
const WITHIN_MS = 15_000;

describe('a receiver that never answers does not delay reminders', { timeout: 150_000 }, () => {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let silent: Server;
  let t: TestApp;
  const servers: SpawnedServer[] = [];

  before(async () => {
    // Accepts every connection, reads what comes, never answers.
    silent = createServer((socket) => {
      accepted += 1;
      sockets.add(socket);
      socket.on('data', () => {});
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      jobPollSeconds: onPostgres ? 0 : 1,
      webhookAllowedNetworks: ['127.0.0.1/32'],
    });
    if (onPostgres) {
      // The test's own app only seeds; the two spawned processes run every job.
      await t.app.jobs.stop();
      const env = {
        DATABASE_URL: t.config.databaseUrl as string,
        DATA_DIR: t.config.dataDir,
        JWT_SECRET: t.config.jwtSecret,
        ENCRYPTION_KEY: t.config.encryptionKey,
        JOB_POLL_SECONDS: '1',
        WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32',
      };
      servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    }
  });

  after(async () => {
    // The hanging exchanges end now, so the runners stop at once.
    silent?.close();
    for (const socket of sockets) socket.destroy();
    if (process.env.PROBE_DEBUG) for (const server of servers) console.error(server.output());
    for (const server of servers) server.kill();
    await Promise.all(servers.map((server) => server.exited));
    await t?.close();
  });

  test(`${REMINDERS} reminders due while ${DELIVERIES} deliveries hang: each is sent within 15 s`, async (context) => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, {
      reminders: [{ time: '1h', method: 'email' }],
    });
    const port = (silent.address() as AddressInfo).port;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/developers/webhooks',
      headers: { authorization: `Bearer ${host.accessToken}` },
      payload: { url: `http://127.0.0.1:${port}/hook`, events: ['booking.created'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const endpointId = created.json().data.id as string;

    // The backlog: queued the way the product queues deliveries, before any reminder is due.
    for (let batch = 0; batch < DELIVERIES / 50; batch += 1) {
      await inTransaction(t.app.db, async (tx) => {
        for (let i = 0; i < 50; i += 1) await enqueueDelivery(tx, { id: endpointId }, testBody(endpointId));
      });
    }

    // 20 real bookings, each with its reminder job; their reminders are then made due within the
    // next seconds, a quarter of a second apart.
    const reminderJobs: { id: string; email: string }[] = [];
    for (let i = 0; i < REMINDERS; i += 1) {
      const email = `probe.${i}@example.com`;
      const slot = i % 10;
      const time = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
      const start = utcInstant(utcDate(3 + Math.floor(i / 10)), time);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: {
          event_type_id: eventType.id,
          start_time: start,
          attendee_name: 'Probe',
          attendee_email: email,
          timezone: 'UTC',
        },
      });
      assert.equal(response.statusCode, 201, response.body);
      const [job] = await listBookingJobs(t.app.db, response.json().data.id as string);
      assert.ok(job, 'the booking has its reminder job');
      reminderJobs.push({ id: job.id, email });
    }
    const firstDue = Date.now() + 2000;
    const due = new Map<string, number>();
    for (const [i, job] of reminderJobs.entries()) {
      const at = firstDue + i * 250;
      due.set(job.email, at);
      await t.app.db
        .update(jobs)
        .set({ runAt: new Date(at) })
        .where(eq(jobs.id, job.id));
    }

    // Watch the outbox until every reminder is there, or the last one is late.
    const sentAt = new Map<string, number>();
    const deadline = firstDue + (REMINDERS - 1) * 250 + WITHIN_MS + 1000;
    while (sentAt.size < REMINDERS && Date.now() < deadline) {
      for (const mail of readOutbox(t.config.outboxDir)) {
        if (!/Subject: Reminder: /.test(mail.decoded)) continue;
        const email = /^To: .*?(probe\.\d+@example\.com)/im.exec(mail.raw)?.[1];
        if (email && !sentAt.has(email)) {
          sentAt.set(email, statSync(path.join(t.config.outboxDir, mail.file)).mtimeMs);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const late = [...due].flatMap(([email, at]) => {
      const sent = sentAt.get(email);
      return sent !== undefined && sent - at <= WITHIN_MS
        ? []
        : [`${email}: ${sent === undefined ? 'not sent' : `${Math.round(sent - at)} ms late`}`];
    });
    assert.deepEqual(late, [], `reminders late behind the hanging deliveries`);
    const worst = Math.max(...[...due].map(([email, at]) => (sentAt.get(email) ?? at) - at));
    context.diagnostic(`the latest reminder went out ${Math.round(worst)} ms after its due time`);

    // The backlog really was there and still hanging: the deliveries lane was busy all along.
    const statuses = await t.app.db
      .select({ status: webhookDeliveries.status, error: webhookDeliveries.error, n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .groupBy(webhookDeliveries.status, webhookDeliveries.error);
    const deliveryJobs = await t.app.db
      .select({ status: jobs.status, attempts: jobs.attempts, error: jobs.lastError, n: count() })
      .from(jobs)
      .where(eq(jobs.kind, 'webhook-delivery'))
      .groupBy(jobs.status, jobs.attempts, jobs.lastError);
    const summary = JSON.stringify({ statuses, deliveryJobs });
    assert.ok(
      statuses.some((row) => row.status === 'pending' && row.n > 0),
      `deliveries were still waiting their turn: ${summary}`,
    );
    assert.ok(accepted > 0, `deliveries were sent to the receiver: ${summary}`);
  });
});
