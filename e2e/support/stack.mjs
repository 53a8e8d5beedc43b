// Starts the whole product for one journey file: the built apps, the API on a fresh temporary
// DATA_DIR (PGlite, mail written to DATA_DIR/outbox) and a local OpenID provider as Google,
// all on loopback ports of their own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allocateStackPorts, createStackOnPorts } from '../../scripts/stack/free-port-stack.mjs';
import { googleClient, startOidcProvider } from './oidc-provider.mjs';

const keptLogLines = 300;

/**
 * @param {{ env?: Record<string, string> }} [options] extra API settings, e.g. ACCESS_TOKEN_TTL
 */
export async function startE2eStack(options = {}) {
  const {
    ports,
    extra: [oidcPort],
  } = await allocateStackPorts(1);
  const dataDir = await mkdtemp(join(tmpdir(), 'slotwise-e2e-'));
  const oidc = await startOidcProvider(oidcPort);
  const log = [];
  const verbose = process.env.E2E_VERBOSE === '1';
  let stack;
  try {
    // Whatever the calling shell sets, the journeys run on their own fresh stack.
    stack = createStackOnPorts(ports, {
      host: '127.0.0.1',
      dataDir,
      env: {
        SMTP_URL: '',
        JWT_SECRET: '',
        ENCRYPTION_KEY: '',
        GOOGLE_ISSUER: oidc.issuer,
        GOOGLE_CLIENT_ID: googleClient.id,
        GOOGLE_CLIENT_SECRET: googleClient.secret,
        // Every journey signs in from 127.0.0.1: the per-address limits would trip.
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_MAX: '1000',
        PUBLIC_BOOKING_RATE_LIMIT_PER_IP: '1000',
        ...options.env,
      },
      output: (name, line) => {
        const entry = `${name.padEnd(14)}| ${line}`;
        if (verbose) console.log(entry);
        log.push(entry);
        if (log.length > keptLogLines) log.shift();
      },
    });
    await stack.start();
  } catch (error) {
    await oidc.stop();
    console.error(log.join('\n'));
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.url,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    stack,
    oidc,
    /** The last lines the servers printed (shown when a journey fails). */
    recentLog: () => log.join('\n'),
    async stop() {
      await stack.stop();
      await oidc.stop();
      if (process.env.E2E_KEEP_DATA !== '1') await rm(dataDir, { recursive: true, force: true });
    },
  };
}
