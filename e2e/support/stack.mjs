// Starts the whole product for one journey file: the built apps, the API on a fresh temporary
// DATA_DIR (PGlite, mail written to DATA_DIR/outbox) and a local OpenID provider as Google,
// all on loopback ports of their own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../scripts/start.mjs';
import { googleClient, startOidcProvider } from './oidc-provider.mjs';
import { allocatePorts } from './ports.mjs';

const keptLogLines = 300;

/**
 * @param {{ env?: Record<string, string> }} [options] extra API settings, e.g. ACCESS_TOKEN_TTL
 */
export async function startE2eStack(options = {}) {
  const [shell, api, marketing, auth, bookings, eventTypes, settings, oidcPort] = await allocatePorts(8);
  const dataDir = await mkdtemp(join(tmpdir(), 'slotwise-e2e-'));
  const oidc = await startOidcProvider(oidcPort);
  const log = [];
  const verbose = process.env.E2E_VERBOSE === '1';
  const publicUrl = `http://localhost:${shell}`;
  const remote = (port) => `http://localhost:${port}/mf-manifest.json`;
  let stack;
  try {
    stack = await startStack({
      ports: {
        shell,
        api,
        'mf-marketing': marketing,
        'mf-auth': auth,
        'mf-bookings': bookings,
        'mf-event-types': eventTypes,
        'mf-settings': settings,
      },
      host: '127.0.0.1',
      dataDir,
      env: {
        // Whatever the calling shell sets, the journeys run on their own fresh stack.
        PUBLIC_URL: publicUrl,
        REMOTE_MARKETING_URL: remote(marketing),
        REMOTE_AUTH_URL: remote(auth),
        REMOTE_BOOKINGS_URL: remote(bookings),
        REMOTE_EVENT_TYPES_URL: remote(eventTypes),
        REMOTE_SETTINGS_URL: remote(settings),
        API_ORIGIN: `http://127.0.0.1:${api}`,
        DATABASE_URL: '',
        SMTP_URL: '',
        JWT_SECRET: '',
        ENCRYPTION_KEY: '',
        GOOGLE_ISSUER: oidc.issuer,
        GOOGLE_CLIENT_ID: googleClient.id,
        GOOGLE_CLIENT_SECRET: googleClient.secret,
        LOG_LEVEL: 'warn',
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
