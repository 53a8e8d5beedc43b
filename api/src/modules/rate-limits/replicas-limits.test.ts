import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiDir } from '../../config';
import { createTestDatabase, newAccount } from '../../testing/test-app.helper';

// Two API processes on one PostgreSQL must enforce one limit between them.
const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): replicas share one database server, PGlite is in-process';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an API process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within the deadline`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('limits across two API processes on one PostgreSQL', { skip, timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-replicas-'));

  before(async () => {
    database = await createTestDatabase();
    const secrets = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          ...secrets,
          DATABASE_URL: database?.url,
          API_PORT: String(port),
          API_HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          JOB_POLL_SECONDS: '0',
          LOGIN_RATE_LIMIT_PER_IDENTIFIER: '5',
          LOGIN_RATE_LIMIT_PER_IP: '1000',
          AUTH_RATE_LIMIT_MAX: '5',
          TRUST_PROXY: 'loopback',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      urls.push(`http://127.0.0.1:${port}`);
    }
    const deadline = Date.now() + 120_000;
    await Promise.all(children.map((child, i) => waitForHealth(urls[i], child, deadline)));
  });

  after(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }),
    );
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** `total` concurrent POSTs, alternating between the two processes, from one forwarded address. */
  async function burst(route: string, total: number, body: (i: number) => object, address: string) {
    return Promise.all(
      Array.from({ length: total }, (_, i) =>
        fetch(`${urls[i % 2]}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body(i)),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
  }

  test('30 concurrent wrong passwords for one account on two processes: exactly 5 are checked', async () => {
    const account = newAccount();
    const created = await burst('/api/auth/register', 1, () => account, '10.40.0.1');
    assert.deepEqual(created, [201]);
    const statuses = await burst(
      '/api/auth/login',
      30,
      () => ({ login: account.username, password: 'Wrong-password-1' }),
      '10.40.0.2',
    );
    assert.equal(statuses.filter((s) => s === 401).length, 5, `statuses: ${statuses.join(',')}`);
    assert.equal(statuses.filter((s) => s === 429).length, 25);
  });

  test('16 concurrent registrations from one address on two processes: exactly 5 accepted', async () => {
    const statuses = await burst('/api/auth/register', 16, () => newAccount(), '10.40.0.3');
    assert.equal(statuses.filter((s) => s === 201).length, 5, `statuses: ${statuses.join(',')}`);
    assert.equal(statuses.filter((s) => s === 429).length, 11);
  });
});
