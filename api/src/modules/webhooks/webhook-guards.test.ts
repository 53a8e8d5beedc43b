import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { developerMessages } from '@slotwise/shared/contract/developers.contract';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.schema';
import { seedHost } from '../../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { JobRunner } from '../jobs/job-runner';
import { insertJobs } from '../jobs/jobs.repository';
import { WEBHOOK_RETRY, webhookDeliveryHandler } from './webhook-delivery.job';
import { WEBHOOK_DELIVERY_JOB } from './webhook-events';
import { AddressRefusedError, ResolveError, WebhookHttpClient } from './webhook-http.client';
import { findDeliveryById, insertDelivery } from './webhooks.repository';
import { sendLimitMessage } from './webhooks.service';

// Issue #23, "jobs that no one can starve": the network guard's IPv6 forms, plain http only to
// WEBHOOK_ALLOWED_NETWORKS, DNS failures retried, bounded connect and answer times, and the
// rate limit of "Send test" and "Redeliver".

let strict: TestApp; // no allowlist: the production default
let local: TestApp; // allowlists 127.0.0.1, small send limits
let receiver: HttpServer;
let receiverPort: number;
let hits = 0;

before(async () => {
  receiver = createHttpServer((_request, response) => {
    hits += 1;
    response.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  strict = await createTestApp({ jobPollSeconds: 0 });
  local = await createTestApp({
    jobPollSeconds: 0,
    webhookAllowedNetworks: ['127.0.0.1/32'],
    webhookSendRateLimit: { maxPerEndpoint: 3, maxPerAccount: 5, windowSeconds: 600 },
  });
});

after(async () => {
  await strict?.close();
  await local?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const resolvingTo = (addresses: string[]) => async () =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

function createEndpoint(app: TestApp, token: string, url: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/developers/webhooks',
    headers: auth(token),
    payload: { url, events: ['booking.created'] },
  });
}

// Every IPv6 form that carries an internal IPv4 address, as written in a URL and as a DNS answer.
const EMBEDDED_INTERNAL = [
  '::127.0.0.1', // IPv4-compatible (the URL parser writes it ::7f00:1)
  '::7f00:1',
  '::10.0.0.1',
  '::169.254.169.254',
  '::ffff:127.0.0.1', // IPv4-mapped
  '::ffff:10.0.0.1',
  '::ffff:0:127.0.0.1', // IPv4-translated
  '64:ff9b::127.0.0.1', // NAT64
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::a00:1', // local-use NAT64
  '2002:7f00:1::1', // 6to4 of 127.0.0.1
  '2002:a00:1::1', // 6to4 of 10.0.0.1
  '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo (client 127.0.0.1)
];

describe('SSRF guard: IPv6 forms of internal IPv4 addresses', () => {
  test('each is refused when an endpoint is saved', async () => {
    const host = await seedHost(strict.app);
    for (const address of EMBEDDED_INTERNAL) {
      const response = await createEndpoint(strict, host.accessToken, `https://[${address}]/hook`);
      assert.equal(response.statusCode, 422, `${address}: ${response.body}`);
      assert.deepEqual(response.json().errors, { url: [developerMessages.urlPrivate] }, address);
    }
    // A public IPv6 address is not caught by the same rules.
    const fine = await createEndpoint(strict, host.accessToken, 'https://[2606:4700:4700::1111]/hook');
    assert.equal(fine.statusCode, 201, fine.body);
  });

  test('each is refused as a DNS answer, before any connection', async () => {
    for (const address of EMBEDDED_INTERNAL) {
      const client = new WebhookHttpClient({ resolve: resolvingTo([address]) });
      await assert.rejects(client.post('https://hooks.example/x', '{}', {}), AddressRefusedError, address);
      assert.notEqual(client.refusal(address), null, address);
    }
    const client = new WebhookHttpClient();
    assert.match(client.refusal('::7f00:1') ?? '', /IPv4-compatible/);
    assert.match(client.refusal('64:ff9b::a00:1') ?? '', /NAT64/);
    assert.match(client.refusal('2002:a00:1::1') ?? '', /6to4/);
    assert.equal(client.refusal('2606:4700:4700::1111'), null);
    assert.equal(client.refusal('93.184.216.34'), null);
  });
});

describe('plain http only to WEBHOOK_ALLOWED_NETWORKS', () => {
  test('saving: http to a listed address is accepted; to any other address, refused', async () => {
    const host = await seedHost(local.app);
    const listed = await createEndpoint(local, host.accessToken, `http://127.0.0.1:${receiverPort}/hook`);
    assert.equal(listed.statusCode, 201, listed.body);
    for (const url of ['http://93.184.216.34/hook', 'http://[2606:4700:4700::1111]/hook']) {
      const response = await createEndpoint(local, host.accessToken, url);
      assert.equal(response.statusCode, 422, `${url}: ${response.body}`);
      assert.deepEqual(response.json().errors, { url: [developerMessages.urlInvalid] }, url);
    }
    // The same public address over https is fine.
    const https = await createEndpoint(local, host.accessToken, 'https://93.184.216.34/hook');
    assert.equal(https.statusCode, 201, https.body);
  });

  test('delivering: a host name must resolve only into the listed networks for http', async () => {
    const client = new WebhookHttpClient({
      allowedNetworks: ['127.0.0.1/32'],
      resolve: resolvingTo(['127.0.0.1', '93.184.216.34']),
    });
    // Refused before connecting (the first address is the local receiver: nothing reaches it).
    const before = hits;
    await assert.rejects(
      client.post(`http://mixed.example:${receiverPort}/x`, '{}', {}),
      (error: Error) => error instanceof AddressRefusedError && /plain http/.test(error.message),
    );
    assert.equal(hits, before);
    // https towards the same answers passes the check (the public address is not internal).
    assert.deepEqual(await client.checkedAddress('mixed.example'), { address: '127.0.0.1', family: 4 });
    await assert.rejects(client.checkedAddress('mixed.example', true), AddressRefusedError);
    // A host resolving to the listed network alone is delivered to over http.
    const onlyLocal = new WebhookHttpClient({
      allowedNetworks: ['127.0.0.1/32'],
      resolve: resolvingTo(['127.0.0.1']),
    });
    const result = await onlyLocal.post(`http://local.example:${receiverPort}/x`, '{}', {});
    assert.equal(result.status, 200);
    assert.equal(hits, before + 1);
  });
});

describe('DNS failures are retried, not final', () => {
  for (const code of ['ENOTFOUND', 'EAI_AGAIN']) {
    test(`${code}: the delivery is retrying and its job pending with a backoff`, async () => {
      const host = await seedHost(strict.app);
      // A loopback name: if anything but this test's client ran the job, it would be refused.
      const created = await createEndpoint(strict, host.accessToken, 'https://localhost/hook');
      assert.equal(created.statusCode, 201, created.body);
      const endpointId = created.json().data.id as string;
      const delivery = await insertDelivery(strict.app.db, {
        endpointId,
        eventId: '33333333-3333-4333-8333-333333333333',
        eventType: 'webhook.test',
        body: '{"type":"webhook.test"}',
      });
      await insertJobs(strict.app.db, [
        { kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: delivery.id }, runAt: new Date() },
      ]);
      const failing = new WebhookHttpClient({
        resolve: async (name) => {
          throw Object.assign(new Error(`getaddrinfo ${code} ${name}`), { code });
        },
      });
      await assert.rejects(failing.checkedAddress('localhost'), ResolveError);
      const runner = new JobRunner(strict.app.db, strict.app.log);
      runner.register(
        WEBHOOK_DELIVERY_JOB,
        webhookDeliveryHandler(strict.app.db, failing, strict.app.webhookSeal),
        WEBHOOK_RETRY,
      );
      assert.equal(await runner.runDue([WEBHOOK_DELIVERY_JOB]), 1);
      const after = await findDeliveryById(strict.app.db, delivery.id);
      assert.equal(after?.status, 'retrying');
      assert.equal(after?.error, `localhost could not be resolved (${code})`);
      assert.ok(after?.nextAttemptAt);
      const [job] = await strict.app.db
        .select({
          status: jobs.status,
          attempts: jobs.attempts,
          wait: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8`,
        })
        .from(jobs)
        .where(sql`${jobs.payload}->>'deliveryId' = ${delivery.id}`);
      assert.equal(job?.status, 'pending');
      assert.equal(job?.attempts, 1);
      assert.ok(job && job.wait > 20 && job.wait <= 30, `retried in ~30 s (${job?.wait})`);
      await strict.app.inject({
        method: 'DELETE',
        url: `/api/developers/webhooks/${endpointId}`,
        headers: auth(host.accessToken),
      });
    });
  }
});

/**
 * A loopback port whose connections are never accepted: a listener with a backlog of 0 (held by
 * a perl child, since Node accepts every connection) and one connection filling it, so a
 * further SYN is dropped and connecting hangs as it would towards a host that drops packets.
 */
async function unacceptingPort(): Promise<{ port: number; close(): void }> {
  const child: ChildProcess = spawn(
    'perl',
    [
      '-MSocket',
      '-e',
      'socket(S, PF_INET, SOCK_STREAM, 0) or die; bind(S, pack_sockaddr_in(0, inet_aton("127.0.0.1"))) or die;' +
        ' listen(S, 0) or die; $| = 1; print((unpack_sockaddr_in(getsockname(S)))[0], "\\n"); sleep 60;',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('error', reject);
  });
  const filler: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    filler.once('connect', () => resolve());
    filler.once('error', reject);
  });
  return {
    port,
    close() {
      filler.destroy();
      child.kill('SIGKILL');
    },
  };
}

describe('bounded times', () => {
  test('connecting gives up after the connect timeout (3 s by default), long before the answer timeout', async () => {
    const blackhole = await unacceptingPort();
    try {
      const quick = new WebhookHttpClient({
        allowedNetworks: ['127.0.0.1/32'],
        connectTimeoutMs: 300,
        timeoutMs: 8000,
      });
      let started = Date.now();
      await assert.rejects(quick.post(`http://127.0.0.1:${blackhole.port}/`, '{}', {}), /connect timed out/);
      assert.ok(Date.now() - started < 2000, `${Date.now() - started} ms`);
      const byDefault = new WebhookHttpClient({ allowedNetworks: ['127.0.0.1/32'] });
      started = Date.now();
      await assert.rejects(
        byDefault.post(`http://127.0.0.1:${blackhole.port}/`, '{}', {}),
        /connect timed out after 3000 ms/,
      );
      const took = Date.now() - started;
      assert.ok(took >= 2900 && took < 6000, `${took} ms`);
    } finally {
      blackhole.close();
    }
  });

  test('a receiver that accepts and never answers holds a delivery no longer than the timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const client = new WebhookHttpClient({ allowedNetworks: ['127.0.0.1/32'], timeoutMs: 600 });
      const started = Date.now();
      await assert.rejects(
        client.post(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, '{}', {}),
        /timed out/,
      );
      const took = Date.now() - started;
      assert.ok(took >= 500 && took < 3000, `${took} ms`);
      assert.equal(sockets.size, 1, 'it did connect');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('"Send test" and "Redeliver" are rate limited', () => {
  test('per endpoint, then per account; 429 with Retry-After and nothing queued', async () => {
    const host = await seedHost(local.app);
    const other = await seedHost(local.app);
    const endpointIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const created = await createEndpoint(local, host.accessToken, `http://127.0.0.1:${receiverPort}/${i}`);
      assert.equal(created.statusCode, 201, created.body);
      endpointIds.push(created.json().data.id as string);
    }
    const [first, second] = endpointIds as [string, string];
    const sendTest = (id: string, token = host.accessToken) =>
      local.app.inject({ method: 'POST', url: `/api/developers/webhooks/${id}/test`, headers: auth(token) });
    const redeliver = (id: string, deliveryId: string) =>
      local.app.inject({
        method: 'POST',
        url: `/api/developers/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
        headers: auth(host.accessToken),
      });
    const queued = async () =>
      (await local.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, WEBHOOK_DELIVERY_JOB)))
        .length;

    // Someone else's attempts on this endpoint are 404s and use up nothing.
    for (let i = 0; i < 4; i += 1) assert.equal((await sendTest(first, other.accessToken)).statusCode, 404);

    const sent = await sendTest(first);
    assert.equal(sent.statusCode, 202, sent.body);
    const deliveryId = sent.json().data.id as string;
    assert.equal((await redeliver(first, deliveryId)).statusCode, 202);
    assert.equal((await sendTest(first)).statusCode, 202);
    // The endpoint's 3 are used (tests and redeliveries count together).
    const before = await queued();
    for (const refused of [await sendTest(first), await redeliver(first, deliveryId)]) {
      assert.equal(refused.statusCode, 429, refused.body);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`);
      assert.equal(refused.json().message, sendLimitMessage('10 minutes'));
    }
    assert.equal(await queued(), before, 'a refused request queues nothing');

    // The account's 5: two more on the other endpoint, then that one is refused too.
    assert.equal((await sendTest(second)).statusCode, 202);
    assert.equal((await sendTest(second)).statusCode, 202);
    const overAccount = await sendTest(second);
    assert.equal(overAccount.statusCode, 429, overAccount.body);
    assert.match(overAccount.json().message, /^Too many test and redelivery requests\. Please try again in /);
    // Another account is not held back.
    const theirs = await createEndpoint(local, other.accessToken, `http://127.0.0.1:${receiverPort}/theirs`);
    assert.equal((await sendTest(theirs.json().data.id as string, other.accessToken)).statusCode, 202);
  });
});
