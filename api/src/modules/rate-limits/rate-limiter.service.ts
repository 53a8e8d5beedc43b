import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import {
  countHits,
  deleteExpiredRateLimits,
  deleteRateLimit,
  type Hit,
  uncountHit,
} from './rate-limits.repository';

export interface LimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface LimitOutcome {
  /** The counted hits, to take back later (e.g. a successful sign-in). */
  hits: Hit[];
  /** Null when allowed; else the seconds until the first exhausted key's window ends. */
  refusedForSeconds: number | null;
}

interface PendingBatch {
  size: number;
  counted: Promise<{ hits: Hit[]; total: number }>;
}

/** Expired rows are swept by whichever request comes along, at most this often per process. */
const SWEEP_INTERVAL_MS = 60_000;

/** "15 minutes", "1 minute", "40 seconds": how long the client has to wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Rate limits counted in the database, so that any number of API replicas enforce one limit.
 * An attempt is counted before the work it guards (one atomic statement for all its keys); when
 * any key is then over its maximum the attempt is refused and taken back, so refused attempts
 * never count and concurrent attempts beyond the maximum are refused on every replica.
 */
export class RateLimiter {
  private lastSweep = 0;
  /** Attempts waiting to be counted together (countTogether). */
  private readonly batches = new Map<string, PendingBatch>();

  constructor(private readonly db: Db) {}

  async hit(rules: LimitRule[]): Promise<LimitOutcome> {
    // One row lock per key, always taken in key order: concurrent statements cannot deadlock.
    const byKey = new Map(rules.map((rule) => [rule.key, rule]));
    const sorted = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const hits = await this.countTogether(sorted);
    await this.sweep();
    let refusedForSeconds: number | null = null;
    for (const hit of hits) {
      const rule = byKey.get(hit.key);
      if (rule && hit.count > rule.max) {
        refusedForSeconds = Math.max(refusedForSeconds ?? 0, hit.retryAfterSeconds);
      }
    }
    if (refusedForSeconds !== null) await this.takeBack(hits);
    return { hits, refusedForSeconds };
  }

  /**
   * Attempts on the same keys arriving together (a burst on one booking page) are counted in one
   * statement: each key goes up by their number, and each attempt gets its own count, as if
   * counted one after the other (1, 2, 3...). Without this, every attempt's statement waits for
   * the row lock of the one before it to be committed: a burst of 100 took half a second. The
   * statement starts on the next turn of the event loop, after every attempt in it had arrived;
   * nothing is kept once it has started.
   */
  private countTogether(sorted: LimitRule[]): Promise<Hit[]> {
    const batchKey = sorted.map((rule) => `${rule.key}\n${rule.windowSeconds}`).join('\n');
    let batch = this.batches.get(batchKey);
    if (!batch) {
      const open: PendingBatch = { size: 0, counted: Promise.resolve({ hits: [], total: 0 }) };
      open.counted = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        this.batches.delete(batchKey);
        const total = open.size;
        return { hits: await countHits(this.db, sorted, total), total };
      });
      this.batches.set(batchKey, open);
      batch = open;
    }
    const position = batch.size;
    batch.size += 1;
    // The statement returns the count after the last attempt of the batch.
    return batch.counted.then(({ hits, total }) =>
      hits.map((hit) => ({ ...hit, count: hit.count - total + 1 + position })),
    );
  }

  /** Takes back counted hits (each only within the window it was counted in). */
  async takeBack(hits: Hit[]): Promise<void> {
    for (const hit of hits) await uncountHit(this.db, hit.key, hit.windowStart);
  }

  async reset(key: string): Promise<void> {
    await deleteRateLimit(this.db, key);
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = Date.now();
    await deleteExpiredRateLimits(this.db);
  }
}

/** A 429 in the API's error envelope, with Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number, withError = false): HttpError {
  return new HttpError(429, withError ? { message, error: message } : { message }, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * A route hook that counts the request against `rules(request)` and answers 429 with
 * `message(wait)` once any of them is used up.
 */
export function rateLimitHook(
  limiter: RateLimiter,
  rules: (request: FastifyRequest) => LimitRule[],
  message: (wait: string) => string,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const { refusedForSeconds } = await limiter.hit(rules(request));
    if (refusedForSeconds !== null) {
      throw tooManyRequests(message(waitText(refusedForSeconds)), refusedForSeconds);
    }
  };
}
