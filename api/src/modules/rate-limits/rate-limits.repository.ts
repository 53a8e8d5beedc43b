import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { rateLimits } from '../../db/schema/rate-limits.schema';

export interface Hit {
  key: string;
  count: number;
  windowStart: Date;
  /** Whole seconds until the key's window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on each key in one statement and returns the counts after it. Each row is
 * updated under its row lock, so concurrent hits on one key (from any replica) get distinct
 * counts 1, 2, 3... A key whose window has ended starts a new window at 1. Times come from the
 * database's clock, the one clock every replica shares.
 */
export async function countHits(
  db: DbExecutor,
  hits: { key: string; windowSeconds: number }[],
  /** Hits on each key at once (attempts batched by the limiter): the counts returned are the last's. */
  times = 1,
): Promise<Hit[]> {
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  // Milliseconds, like a JS Date: uncountHit matches the window start it was given.
  const now = sql`date_trunc('milliseconds', now())`;
  const rows = await db
    .insert(rateLimits)
    .values(
      hits.map(({ key, windowSeconds }) => ({
        key,
        count: times,
        windowStart: now,
        expiresAt: sql`${now} + make_interval(secs => ${windowSeconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN ${times}::int ELSE ${rateLimits.count} + ${times}::int END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      windowStart: rateLimits.windowStart,
      retryAfterSeconds: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM ${rateLimits.expiresAt} - now())))::int`,
    });
  return rows.map((row) => ({ ...row, retryAfterSeconds: Number(row.retryAfterSeconds) }));
}

/** Takes back one hit counted in the window that started at `windowStart` (not a later window's). */
export async function uncountHit(db: DbExecutor, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
}

export async function deleteRateLimit(db: DbExecutor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteExpiredRateLimits(db: DbExecutor): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, sql`now()`));
}
