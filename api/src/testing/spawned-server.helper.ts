import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { apiDir } from '../config';

/** A free loopback port (closed again before it is handed out). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface SpawnedProcess {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL if still running (test clean-up). */
  kill(): void;
}

/**
 * Runs `node --import tsx <script>` in api/ with the given environment on top of ours (or other
 * node arguments: the built server runs without tsx).
 */
export function spawnApiScript(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = ['--import', 'tsx'],
): SpawnedProcess {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: apiDir,
    // The test runner's own variables must not leak into the process under test.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

export interface SpawnedServer extends SpawnedProcess {
  url: string;
}

/**
 * Starts the real server (`node --import tsx src/server.ts`) on a free loopback port and waits
 * until GET /api/ready answers 200. Defaults: error logs only, no job polling; a port taken
 * between the check and the bind (EADDRINUSE) is retried on another.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  attemptsLeft = 3,
): Promise<SpawnedServer> {
  const port = await freePort();
  const spawned = spawnApiScript('src/server.ts', {
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    // Errors only: a server that fails to start says why in the test's failure.
    LOG_LEVEL: 'error',
    JOB_POLL_SECONDS: '0',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void spawned.exited.then((code) => {
    exitCode = code;
  });
  for (;;) {
    if (exitCode !== undefined) {
      // The free port was taken by another test's process between the check and the bind.
      if (attemptsLeft > 1 && spawned.output().includes('EADDRINUSE'))
        return startServer(env, timeoutMs, attemptsLeft - 1);
      throw new Error(`server exited (${exitCode}) before ready:\n${spawned.output()}`);
    }
    if (Date.now() > deadline) {
      spawned.kill();
      throw new Error(`server not ready within ${timeoutMs} ms:\n${spawned.output()}`);
    }
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.status === 200) return { ...spawned, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
