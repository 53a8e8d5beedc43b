import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { FreeTimesCache } from './free-times.cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public free-times answers; every route that changes a host's bookings drops theirs. */
    freeTimesCache: FreeTimesCache;
  }
}

const DEFAULT_CACHE_SECONDS = 2;
/** The PostgreSQL channel carrying "this host's bookings changed"; the payload is the host id. */
export const FREE_TIMES_CHANNEL = 'slotwise_free_times';
const MAX_RECONNECT_DELAY_MS = 5000;

/**
 * Listens on FREE_TIMES_CHANNEL on a connection of its own (a pooled one would be handed to
 * queries) and drops the named host's answers. While the connection is down the cache is
 * suspended (another replica's booking could go unheard), and it reconnects with backoff.
 */
class InvalidationListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private delayMs = 100;

  constructor(
    private readonly connectionString: string,
    private readonly cache: FreeTimesCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.cache.suspend();
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    this.client = client;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.stopped) return;
      this.cache.suspend();
      this.log.warn({ err }, 'free-times invalidation channel lost: cache off until it is back');
      this.retryTimer = setTimeout(() => void this.connect(), this.delayMs);
      this.delayMs = Math.min(this.delayMs * 2, MAX_RECONNECT_DELAY_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === FREE_TIMES_CHANNEL && message.payload) this.cache.dropHost(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${FREE_TIMES_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (lost || this.stopped) return;
    this.delayMs = 100;
    this.cache.resume();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => {});
  }
}

/**
 * One cache per process, shared by the public booking routes and the host's bookings routes.
 * On PostgreSQL every invalidation is also sent with NOTIFY, so every replica drops the host's
 * answers within milliseconds; on PGlite (one process) dropping them here is enough.
 */
export default fp(
  async (app) => {
    const seconds = app.config.freeTimesCacheSeconds ?? DEFAULT_CACHE_SECONDS;
    const cache = new FreeTimesCache(seconds * 1000);
    app.decorate('freeTimesCache', cache);
    if (app.dbKind !== 'postgres' || !app.config.databaseUrl || seconds <= 0) return;

    cache.onInvalidate = (hostId) => {
      app.db.execute(sql`SELECT pg_notify(${FREE_TIMES_CHANNEL}, ${hostId})`).catch((err) => {
        app.log.error({ err, hostId }, 'free-times invalidation not sent to the other replicas');
      });
    };
    const listener = new InvalidationListener(app.config.databaseUrl, cache, app.log);
    await listener.start();
    app.addHook('onClose', async () => listener.stop());
  },
  { name: 'free-times-cache', dependencies: ['db'] },
);
