import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  type BusyCacheKey,
  type BusyCacheRow,
  claimFetch,
  deleteHostRows,
  deleteRowsFetchedBefore,
  listCoveringRows,
  listCoveringRowsOfHosts,
  markHostStale,
  markOverlappingStale,
  recordFailure,
  releaseLease,
  storeAnswer,
} from './calendar-busy-cache.repository';
import type { BusyTimeRange, CalendarProvider } from './calendar-provider';

const DAY = 86_400_000;
/** A provider that cannot be reached is stood in for by its last answer up to this old. */
export const BUSY_FALLBACK_MS = 10 * 60_000;
/** How long the booking waits for its re-read of busy time (then the rule above applies). */
export const BOOKING_REREAD_WAIT_MS = 2_000;
/** How often a process waiting for another one's fetch looks at the row. */
const POLL_MS = 40;
/** One store in this many also deletes rows nobody can use any more. */
const SWEEP_EVERY = 200;

export interface BusyReadOptions {
  /**
   * The booking's check (docs/calendars.md#the-booking-re-reads-busy-time): ask the providers again
   * rather than use a fresh answer, waiting at most `rereadWaitMs`.
   */
  reread?: boolean;
}

/** One source of busy time: a connection of a provider (or a provider without connections). */
interface BusySourceEntry {
  source: string;
  fetch: (from: Date, to: Date) => Promise<BusyTimeRange[]>;
}

type Answer = [number, number][];

/**
 * The scheduler's busy source over every provider, cached in PostgreSQL for every API process
 * (docs/calendars.md#caching):
 * - one row per host, connection and window of whole UTC days; an answer younger than
 *   `freshMs` is used as is (a row of a wider window serves a narrower one);
 * - on a miss, one process asks the provider (a lease in the row; the others wait for its
 *   answer, and within a process concurrent misses share one fetch), each bounded by `waitMs`;
 * - a provider that fails or does not answer in time is stood in for by its last answer up to
 *   10 minutes old; past that its calendars are unknown and count as busy for the whole window
 *   asked (no time is offered that may collide; the connection shows the error to the host);
 * - connect, disconnect and a calendar choice delete the host's rows; each booking of the
 *   host makes them stale (no longer fresh, still fit for the 10-minute rule).
 */
export class CalendarBusyCache {
  private readonly inFlight = new Map<string, Promise<Answer | null>>();
  private stores = 0;

  constructor(
    private readonly deps: {
      db: Db;
      providers: CalendarProvider[];
      log: FastifyBaseLogger;
      /** GOOGLE_BUSY_CACHE_SECONDS (every provider): how long an answer is fresh; 0 asks every time. */
      freshMs: number;
      /** How long free times wait for one source. */
      waitMs: number;
      rereadWaitMs?: number;
      fallbackMs?: number;
      /** The clock (tests move it instead of sleeping). */
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  /** Busy time of every checked calendar of the host in [from, to); never rejects for a provider. */
  readonly busySource = async (
    hostId: string,
    from: Date,
    to: Date,
    options: BusyReadOptions = {},
  ): Promise<BusyTimeRange[]> => (await this.busyOfHosts([hostId], from, to, options)).get(hostId) ?? [];

  /**
   * busySource of several hosts (a team type's): their connections and cached answers are read
   * in one statement each for all of them, not one round trip per host.
   */
  readonly busyOfHosts = async (
    hostIds: string[],
    from: Date,
    to: Date,
    options: BusyReadOptions = {},
  ): Promise<Map<string, BusyTimeRange[]>> => {
    const windowFrom = new Date(Math.floor(from.getTime() / DAY) * DAY);
    const windowTo = new Date(Math.ceil(to.getTime() / DAY) * DAY);
    const busy = new Map<string, BusyTimeRange[]>();
    const sourcesByHost = await this.sourcesOfHosts(hostIds);
    const allSources = [...new Set([...sourcesByHost.values()].flat().map((entry) => entry.source))];
    if (allSources.length === 0) return busy;
    const rows = await listCoveringRowsOfHosts(
      this.deps.db,
      [...sourcesByHost.keys()].filter((hostId) => (sourcesByHost.get(hostId) ?? []).length > 0),
      allSources,
      from,
      to,
    );
    const fallbackMs = this.deps.fallbackMs ?? BUSY_FALLBACK_MS;
    const [lower, upper] = [from.getTime(), to.getTime()];
    await Promise.all(
      hostIds.map(async (hostId) => {
        const sources = sourcesByHost.get(hostId) ?? [];
        if (sources.length === 0) return;
        const hostRows = rows.filter((row) => row.hostId === hostId);
        const answers = await Promise.all(
          sources.map(async (entry) => {
            const last = newestAnswer(hostRows, entry.source);
            const age = last ? this.now() - (last.fetchedAt as Date).getTime() : Number.POSITIVE_INFINITY;
            if (last && !options.reread && !last.stale && age < this.deps.freshMs) return last.busy as Answer;
            const key: BusyCacheKey = { hostId, source: entry.source, windowFrom, windowTo };
            const waitMs = options.reread
              ? (this.deps.rereadWaitMs ?? BOOKING_REREAD_WAIT_MS)
              : this.deps.waitMs;
            const fetched = await this.fetchBounded(key, entry, waitMs, options.reread === true);
            if (fetched) return fetched;
            const lastAge = last ? this.now() - (last.fetchedAt as Date).getTime() : Number.POSITIVE_INFINITY;
            if (last && lastAge <= fallbackMs) {
              this.deps.log.warn(
                { hostId, source: entry.source, ageMs: lastAge },
                'calendar provider unavailable; its last answer stands in',
              );
              return last.busy as Answer;
            }
            this.deps.log.warn(
              { hostId, source: entry.source },
              'calendar provider unavailable and no answer within 10 minutes; its time counts as busy',
            );
            return [[from.getTime(), to.getTime()]] as Answer;
          }),
        );
        busy.set(
          hostId,
          answers
            .flat()
            .filter(([start, end]) => end > lower && start < upper)
            .map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
        );
      }),
    );
    return busy;
  };

  /**
   * Forgets the host's answers in every process. `booking`: they become stale (still fit for
   * the 10-minute rule); `connections` (connect, disconnect, a calendar ticked or unticked):
   * they are deleted, being answers about other calendars.
   */
  async invalidateHost(hostId: string, reason: 'booking' | 'connections'): Promise<void> {
    for (const key of this.inFlight.keys()) if (key.startsWith(`${hostId}|`)) this.inFlight.delete(key);
    if (reason === 'booking') await markHostStale(this.deps.db, hostId);
    else await deleteHostRows(this.deps.db, hostId);
  }

  /**
   * Every provider's sources for each host (one statement per provider for all of them); a
   * provider whose list fails is logged and skipped.
   */
  private async sourcesOfHosts(hostIds: string[]): Promise<Map<string, BusySourceEntry[]>> {
    const lists = await Promise.all(
      this.deps.providers.map(async (provider): Promise<Map<string, BusySourceEntry[]>> => {
        const byHost = new Map<string, BusySourceEntry[]>();
        if (!provider.busyConnections && !provider.busyConnectionsOf) {
          for (const hostId of hostIds)
            byHost.set(hostId, [
              { source: `${provider.kind}:*`, fetch: (from, to) => provider.busyTimes(hostId, from, to) },
            ]);
          return byHost;
        }
        try {
          const connections = provider.busyConnectionsOf
            ? await provider.busyConnectionsOf(hostIds)
            : new Map(
                await Promise.all(
                  hostIds.map(async (hostId) => [hostId, await provider.busyConnections?.(hostId)] as const),
                ),
              );
          for (const [hostId, list] of connections)
            byHost.set(
              hostId,
              (list ?? []).map((connection) => ({
                source: `${provider.kind}:${connection.id}`,
                fetch: (from: Date, to: Date) => connection.busyTimes(from, to),
              })),
            );
        } catch (err) {
          this.deps.log.error(
            { err, hostIds, provider: provider.kind },
            'calendar connections could not be listed',
          );
        }
        return byHost;
      }),
    );
    const sources = new Map<string, BusySourceEntry[]>();
    for (const hostId of hostIds)
      sources.set(
        hostId,
        lists.flatMap((byHost) => byHost.get(hostId) ?? []),
      );
    return sources;
  }

  /** The source's answer for the key, or null when it failed or took longer than `waitMs`. */
  private async fetchBounded(
    key: BusyCacheKey,
    entry: BusySourceEntry,
    waitMs: number,
    reread: boolean,
  ): Promise<Answer | null> {
    const id = `${key.hostId}|${key.source}|${key.windowFrom.getTime()}|${key.windowTo.getTime()}`;
    let loading = this.inFlight.get(id);
    if (!loading) {
      const started = this.load(key, entry, reread).finally(() => {
        if (this.inFlight.get(id) === started) this.inFlight.delete(id);
      });
      loading = started;
      this.inFlight.set(id, loading);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([loading, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Asks the provider under the key's lease and stores the answer; or, when another process
   * holds the lease, waits for its answer. Bounded by the lease: a provider that never answers
   * counts as failed when it ends.
   */
  private async load(key: BusyCacheKey, entry: BusySourceEntry, reread: boolean): Promise<Answer | null> {
    const leaseMs = Math.max(this.deps.waitMs, this.deps.rereadWaitMs ?? BOOKING_REREAD_WAIT_MS) + 1000;
    const now = this.now();
    const version = await claimFetch(this.deps.db, key, new Date(now), new Date(now + leaseMs));
    if (version === null) return this.answerOfOther(key, leaseMs);
    let timer: NodeJS.Timeout | undefined;
    try {
      const ranges = await Promise.race([
        entry.fetch(key.windowFrom, key.windowTo),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${leaseMs} ms`)), leaseMs);
        }),
      ]);
      const answer: Answer = ranges.map((range) => [range.start.getTime(), range.end.getTime()]);
      // Invalidated meanwhile: the answer may predate the change; this request still uses it.
      if (!(await storeAnswer(this.deps.db, key, version, answer, new Date(this.now()))))
        await releaseLease(this.deps.db, key);
      else if (reread) await markOverlappingStale(this.deps.db, key);
      this.stores += 1;
      if (this.stores % SWEEP_EVERY === 0) {
        const before = new Date(
          this.now() - Math.max(this.deps.fallbackMs ?? BUSY_FALLBACK_MS, this.deps.freshMs) * 2,
        );
        await deleteRowsFetchedBefore(this.deps.db, before);
      }
      return answer;
    } catch (err) {
      this.deps.log.warn(
        { err, hostId: key.hostId, source: key.source },
        'calendar busy time could not be read',
      );
      await recordFailure(
        this.deps.db,
        key,
        err instanceof Error ? err.message : String(err),
        new Date(this.now()),
      ).catch((error: unknown) => this.deps.log.error({ err: error }, 'calendar busy failure not recorded'));
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Another process is asking the provider: its answer when it stores one, null when it fails. */
  private async answerOfOther(key: BusyCacheKey, leaseMs: number): Promise<Answer | null> {
    const deadline = Date.now() + leaseMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const [row] = (
        await listCoveringRows(this.deps.db, key.hostId, [key.source], key.windowFrom, key.windowTo)
      ).filter(
        (candidate) =>
          candidate.windowFrom.getTime() === key.windowFrom.getTime() &&
          candidate.windowTo.getTime() === key.windowTo.getTime(),
      );
      if (!row) return null;
      if (row.fetchingUntil !== null && row.fetchingUntil.getTime() > this.now()) continue;
      const failed = row.lastErrorAt !== null && (!row.fetchedAt || row.lastErrorAt >= row.fetchedAt);
      return failed || !row.busy || row.stale ? null : row.busy;
    }
    return null;
  }
}

/** The source's newest answer among the rows read (any window covering the one asked). */
function newestAnswer(rows: BusyCacheRow[], source: string): BusyCacheRow | null {
  let newest: BusyCacheRow | null = null;
  for (const row of rows) {
    if (row.source !== source || row.busy === null || row.fetchedAt === null) continue;
    if (!newest || (newest.fetchedAt as Date) < row.fetchedAt) newest = row;
  }
  return newest;
}
