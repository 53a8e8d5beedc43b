interface Entry {
  hostId: string;
  body: string;
  storedAt: number;
}

export interface ComputedAnswer {
  hostId: string;
  body: string;
}

/**
 * Serialised free-times answers, kept for a few seconds: the booking page asks for the same
 * month again and again, and computing it (schedule, a month of bookings) costs far more than
 * sending it.
 * - Fresh for `ttlMs`; for as long again a stale answer is still sent while one refresh runs
 *   in the background (no request waits for a recomputation under steady traffic).
 * - Concurrent misses of one key share one computation.
 * - This process drops a host's entries at once when it creates or cancels one of their
 *   bookings, and `onInvalidate` tells the other replicas (PostgreSQL NOTIFY, see
 *   free-times-cache.plugin.ts), which call `dropHost`. While that channel is down the cache
 *   is `suspend`ed: every request computes. Booking never reads this cache: it checks the
 *   time afresh and the database constraint has the last word.
 */
export class FreeTimesCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Bumped by every invalidation: a computation that started before must not be stored. */
  private generation = 0;
  private suspended = false;
  /** Told of every local invalidation, to pass it on to the other replicas. */
  onInvalidate: ((hostId: string) => void) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async fetch(key: string, compute: () => Promise<ComputedAnswer>, now = Date.now()): Promise<string> {
    if (this.ttlMs <= 0 || this.suspended) return (await compute()).body;
    const entry = this.entries.get(key);
    if (entry) {
      const age = now - entry.storedAt;
      if (age < this.ttlMs) return entry.body;
      if (age < 2 * this.ttlMs) {
        // A failed refresh (e.g. the event type was deactivated) drops the entry: the next
        // request computes, and gets the error.
        this.load(key, compute).catch(() => this.entries.delete(key));
        return entry.body;
      }
    }
    return this.load(key, compute);
  }

  /** A booking of this host changed here: drop its answers, here and on every replica. */
  invalidateHost(hostId: string): void {
    this.dropHost(hostId);
    this.onInvalidate?.(hostId);
  }

  /** Drops this host's answers in this process only (another replica's change, or ours echoed). */
  dropHost(hostId: string): void {
    this.generation += 1;
    this.inFlight.clear();
    for (const [key, entry] of this.entries) if (entry.hostId === hostId) this.entries.delete(key);
  }

  /**
   * Invalidations from other replicas may be missed (their channel is down): drop everything
   * and compute every request until `resume`.
   */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** The channel is back; what was cached before it dropped is already gone. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  private clear(): void {
    this.generation += 1;
    this.inFlight.clear();
    this.entries.clear();
  }

  private load(key: string, compute: () => Promise<ComputedAnswer>): Promise<string> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const loading = compute()
      .then(({ hostId, body }) => {
        if (generation === this.generation) this.store(key, { hostId, body, storedAt: Date.now() });
        return body;
      })
      .finally(() => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
      });
    this.inFlight.set(key, loading);
    return loading;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
  }
}
