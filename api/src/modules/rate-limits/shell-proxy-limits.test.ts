import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../../config';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';

// The shell's server (its /api proxy) in front of a real API, on loopback: the proxy must hand
// the API the TCP peer's address, whatever X-Forwarded-For the client sends.
const SHELL_SERVER = path.join(repoRoot, 'shell', 'server', 'shell-server.ts');

/** POST through the proxy from a chosen local address (127.0.0.2 is another peer on Linux loopback). */
function post(
  port: number,
  url: string,
  body: object,
  options: { localAddress?: string; forwardedFor?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        localAddress: options.localAddress ?? '127.0.0.1',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

describe('per-address limits through the shell proxy', { timeout: 120_000 }, () => {
  let t: TestApp;
  let shell: ChildProcess | undefined;
  let shellPort = 0;
  const dist = mkdtempSync(path.join(tmpdir(), 'slotwise-shell-dist-'));

  before(async () => {
    t = await createTestApp({
      trustProxy: 'loopback',
      loginRateLimit: { maxPerIdentifier: 100, maxPerIp: 5, windowSeconds: 900 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (t.app.server.address() as AddressInfo).port;
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>t</title><!--runtime-config--><div id="root"></div>',
    );
    shell = spawn(process.execPath, ['--import', 'tsx', SHELL_SERVER, '--dir', dist, '--port', '0'], {
      env: {
        ...process.env,
        API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Fastify logs the address it listens on (port 0: the system picks a free one).
    let output = '';
    const listening = new Promise<number>((resolve, reject) => {
      shell?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      shell?.once('exit', (code) => reject(new Error(`the shell's server exited (${code}): ${output}`)));
    });
    shellPort = await listening;
  });

  after(async () => {
    if (shell && shell.exitCode === null) {
      shell.kill('SIGTERM');
      await once(shell, 'exit');
    }
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('spoofed X-Forwarded-For headers all count against the real peer; another peer is not locked out', async () => {
    const account = await registerAccount(t.app);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          shellPort,
          '/api/auth/login',
          { login: `ghost-${i}`, password: 'Wrong-password-1' },
          { forwardedFor: `203.0.113.${i + 1}` },
        ),
      ),
    );
    assert.equal(statuses.filter((s) => s === 401).length, 5, `statuses: ${statuses.join(',')}`);
    assert.equal(statuses.filter((s) => s === 429).length, 7);

    const good = { login: account.payload.username, password: account.payload.password };
    // The locked-out peer stays locked out, whatever it claims to be...
    assert.equal(await post(shellPort, '/api/auth/login', good, { forwardedFor: '198.51.100.7' }), 429);
    // ...and a different real peer signs in.
    assert.equal(await post(shellPort, '/api/auth/login', good, { localAddress: '127.0.0.2' }), 200);
  });
});
