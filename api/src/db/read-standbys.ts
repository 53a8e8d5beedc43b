import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './database';

/**
 * Reads from PostgreSQL streaming standbys (DATABASE_READ_URL, docs/database.md) whose replay lag
 * is checked, not assumed. Every `checkMs` the primary's WAL position is sampled with its time,
 * then each standby's replayed position: a standby that has replayed the primary's position of
 * sample k holds every commit made before that sample's time, so its lag is at most
 * now - (time of the latest sample it has replayed). That bound only grows between checks, so a
 * standby that stops answering (or stops replaying) falls over READ_MAX_LAG_MS by itself and
 * is bypassed until it catches up again.
 */
export interface ReadStandbysOptions {
  primary: pg.Pool;
  primaryDb: Db;
  urls: string[];
  maxLagMs: number;
  /** Sampling period; default a quarter of the bound, at most 250 ms. */
  checkMs?: number;
  poolMax?: number;
  onError?: (error: Error, url: string) => void;
}

interface Standby {
  url: string;
  pool: pg.Pool;
  db: Db;
  /** Time (ms) before which every commit of the primary is replayed here; null: unknown. */
  safeAt: number | null;
  /** The WAL position replayed here at the last check (only grows while in recovery). */
  replayed: bigint | null;
}

interface Sample {
  at: number;
  lsn: bigint;
}

/** '16/B374D848' -> a comparable number. */
export function lsnValue(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export class ReadStandbys {
  private readonly standbys: Standby[];
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | null = null;
  private next = 0;
  private checking: Promise<void> | null = null;

  constructor(private readonly options: ReadStandbysOptions) {
    this.standbys = options.urls.map((url) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: options.poolMax ?? 10,
        // A standby that does not answer must not hold a request: it is bypassed instead.
        connectionTimeoutMillis: Math.max(500, options.maxLagMs),
      });
      pool.on('error', (error) => options.onError?.(error, url));
      return {
        url,
        pool,
        db: drizzleNodePg({ client: pool }) as unknown as Db,
        safeAt: null,
        replayed: null,
      };
    });
  }

  get checkMs(): number {
    return this.options.checkMs ?? Math.min(250, Math.max(20, Math.floor(this.options.maxLagMs / 4)));
  }

  /** Starts the periodic check (its first round before resolving). */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => {
      this.checking ??= this.check().finally(() => {
        this.checking = null;
      });
    }, this.checkMs);
    this.timer.unref();
  }

  /** One round: sample the primary, then every standby's replayed position. */
  async check(): Promise<void> {
    const at = Date.now();
    try {
      const { rows } = await this.options.primary.query<{ lsn: string }>(
        'SELECT pg_current_wal_lsn()::text AS lsn',
      );
      this.samples.push({ at, lsn: lsnValue(rows[0].lsn) });
    } catch (error) {
      this.options.onError?.(error as Error, 'primary');
    }
    // Samples older than the bound can no longer make a standby fresh enough.
    const oldest = Date.now() - this.options.maxLagMs * 2;
    while (this.samples.length > 1 && this.samples[0].at < oldest) this.samples.shift();
    await Promise.all(
      this.standbys.map(async (standby) => {
        try {
          const { rows } = await standby.pool.query<{ lsn: string | null; recovery: boolean }>(
            'SELECT pg_last_wal_replay_lsn()::text AS lsn, pg_is_in_recovery() AS recovery',
          );
          const { lsn, recovery } = rows[0];
          // Not a standby (promoted, or a wrong URL): never read from it as one.
          if (!recovery || lsn === null) {
            standby.safeAt = null;
            standby.replayed = null;
            return;
          }
          const replayed = lsnValue(lsn);
          standby.replayed = replayed;
          let safeAt = standby.safeAt;
          for (const sample of this.samples) {
            if (sample.lsn <= replayed && (safeAt === null || sample.at > safeAt)) safeAt = sample.at;
          }
          standby.safeAt = safeAt;
        } catch (error) {
          this.options.onError?.(error as Error, standby.url);
        }
      }),
    );
  }

  /** Upper bound of a standby's lag now (Infinity when unknown). */
  lagMs(index: number, now = Date.now()): number {
    const { safeAt } = this.standbys[index];
    return safeAt === null ? Number.POSITIVE_INFINITY : now - safeAt;
  }

  /**
   * A standby within the bound (in turns), or the primary when none is. With `after` (a WAL
   * position of the primary: the reader's last write, docs/database.md#reads-and-standbys) only
   * a standby that had replayed at least that far at its last check.
   */
  reader(after: bigint | null = null): Db {
    const now = Date.now();
    for (let i = 0; i < this.standbys.length; i += 1) {
      const index = (this.next + i) % this.standbys.length;
      const { replayed } = this.standbys[index];
      if (after !== null && (replayed === null || replayed < after)) continue;
      if (this.lagMs(index, now) < this.options.maxLagMs) {
        this.next = index + 1;
        return this.standbys[index].db;
      }
    }
    return this.options.primaryDb;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking?.catch(() => {});
    await Promise.all(this.standbys.map((standby) => standby.pool.end().catch(() => {})));
  }
}
