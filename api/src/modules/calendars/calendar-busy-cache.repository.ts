import { and, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { calendarBusyCache } from '../../db/schema/calendar-busy-cache.schema';

export type BusyCacheRow = typeof calendarBusyCache.$inferSelect;

/** One cached answer: a host's source (`<provider>:<connection>`) over whole UTC days. */
export interface BusyCacheKey {
  hostId: string;
  source: string;
  windowFrom: Date;
  windowTo: Date;
}

const keyIs = (key: BusyCacheKey) =>
  and(
    eq(calendarBusyCache.hostId, key.hostId),
    eq(calendarBusyCache.source, key.source),
    eq(calendarBusyCache.windowFrom, key.windowFrom),
    eq(calendarBusyCache.windowTo, key.windowTo),
  );

/** The rows of these sources whose window covers [from, to) (a month's answer serves one day). */
export async function listCoveringRows(
  db: DbExecutor,
  hostId: string,
  sources: string[],
  from: Date,
  to: Date,
): Promise<BusyCacheRow[]> {
  if (sources.length === 0) return [];
  return db
    .select()
    .from(calendarBusyCache)
    .where(
      and(
        eq(calendarBusyCache.hostId, hostId),
        inArray(calendarBusyCache.source, sources),
        lte(calendarBusyCache.windowFrom, from),
        gte(calendarBusyCache.windowTo, to),
      ),
    );
}

/** listCoveringRows of several hosts in one statement (a team type's free times). */
export async function listCoveringRowsOfHosts(
  db: DbExecutor,
  hostIds: string[],
  sources: string[],
  from: Date,
  to: Date,
): Promise<BusyCacheRow[]> {
  if (hostIds.length === 0 || sources.length === 0) return [];
  return db
    .select()
    .from(calendarBusyCache)
    .where(
      and(
        inArray(calendarBusyCache.hostId, hostIds),
        inArray(calendarBusyCache.source, sources),
        lte(calendarBusyCache.windowFrom, from),
        gte(calendarBusyCache.windowTo, to),
      ),
    );
}

/**
 * Takes the lease to ask the provider for this key, unless another process holds an unexpired
 * one: the row's version when taken (the answer is stored only if no invalidation came since),
 * null when someone else is asking.
 */
export async function claimFetch(
  db: DbExecutor,
  key: BusyCacheKey,
  now: Date,
  leaseUntil: Date,
): Promise<number | null> {
  const rows = await db
    .insert(calendarBusyCache)
    .values({ ...key, fetchingUntil: leaseUntil })
    .onConflictDoUpdate({
      target: [
        calendarBusyCache.hostId,
        calendarBusyCache.source,
        calendarBusyCache.windowFrom,
        calendarBusyCache.windowTo,
      ],
      set: { fetchingUntil: leaseUntil },
      setWhere: or(isNull(calendarBusyCache.fetchingUntil), lt(calendarBusyCache.fetchingUntil, now)),
    })
    .returning({ version: calendarBusyCache.version });
  return rows[0]?.version ?? null;
}

/** Stores a provider's answer, unless the key was invalidated since the lease was taken. */
export async function storeAnswer(
  db: DbExecutor,
  key: BusyCacheKey,
  version: number,
  busy: [number, number][],
  fetchedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(calendarBusyCache)
    .set({ busy, fetchedAt, stale: false, fetchingUntil: null, lastError: null, lastErrorAt: null })
    .where(and(keyIs(key), eq(calendarBusyCache.version, version)))
    .returning({ version: calendarBusyCache.version });
  return rows.length > 0;
}

/**
 * The booking's re-read stored a newer answer for its narrow window: the source's other answers
 * overlapping it are no longer fresh (the page asks again and sees the change).
 */
export async function markOverlappingStale(db: DbExecutor, key: BusyCacheKey): Promise<void> {
  await db
    .update(calendarBusyCache)
    .set({ stale: true })
    .where(
      and(
        eq(calendarBusyCache.hostId, key.hostId),
        eq(calendarBusyCache.source, key.source),
        lt(calendarBusyCache.windowFrom, key.windowTo),
        gt(calendarBusyCache.windowTo, key.windowFrom),
        or(ne(calendarBusyCache.windowFrom, key.windowFrom), ne(calendarBusyCache.windowTo, key.windowTo)),
      ),
    );
}

/** Ends the lease without an answer (the key was invalidated while the provider was asked). */
export async function releaseLease(db: DbExecutor, key: BusyCacheKey): Promise<void> {
  await db.update(calendarBusyCache).set({ fetchingUntil: null }).where(keyIs(key));
}

/** The provider failed: the lease ends, the last answer stays (the 10-minute rule uses it). */
export async function recordFailure(
  db: DbExecutor,
  key: BusyCacheKey,
  error: string,
  at: Date,
): Promise<void> {
  await db
    .update(calendarBusyCache)
    .set({ fetchingUntil: null, lastError: error.slice(0, 500), lastErrorAt: at })
    .where(keyIs(key));
}

/**
 * A booking of the host: no answer is fresh any more (the next read asks the providers), but
 * each may still stand in for a provider that cannot be reached.
 */
export async function markHostStale(db: DbExecutor, hostId: string): Promise<void> {
  await db
    .update(calendarBusyCache)
    .set({ stale: true, version: sql`${calendarBusyCache.version} + 1` })
    .where(eq(calendarBusyCache.hostId, hostId));
}

/** A connection or a calendar choice changed: every answer of the host is wrong now. */
export async function deleteHostRows(db: DbExecutor, hostId: string): Promise<void> {
  await db.delete(calendarBusyCache).where(eq(calendarBusyCache.hostId, hostId));
}

/** Rows nobody can use any more (older than the 10-minute rule, no fetch running). */
export async function deleteRowsFetchedBefore(db: DbExecutor, before: Date): Promise<void> {
  await db
    .delete(calendarBusyCache)
    .where(
      and(
        or(isNull(calendarBusyCache.fetchedAt), lt(calendarBusyCache.fetchedAt, before)),
        or(isNull(calendarBusyCache.fetchingUntil), lt(calendarBusyCache.fetchingUntil, before)),
      ),
    );
}
