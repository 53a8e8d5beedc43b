/**
 * Attempts to book one time (event type and start) in this process: while one is in flight,
 * the next ones wait for it to finish, then all go on together. When it won, each of them is
 * answered by the overlap check (one index lookup) instead of the free-times computation and a
 * transaction that waits on the winner's row. Only the order changes: every answer still comes
 * from the database, and processes do not share this (the exclusion constraint decides among them).
 */
export class SameTimeAttempts {
  private readonly inFlight = new Map<string, { ahead: Promise<void>; after: SharedLookups }>();

  /** Waits for the attempt in flight at `key`, if any; the first one gets back its `done`. */
  async enter(key: string): Promise<(() => void) | null> {
    return (await this.turn(key)).done;
  }

  /**
   * enter(), and for the attempts that waited, the lookups they share: all of them waited for
   * the same attempt, so a lookup one of them starts once it is over was started after each of
   * them arrived, and answers them all (one overlap check for the 99 losers of a race, not 99).
   */
  async turn(key: string): Promise<{ done: (() => void) | null; shared: SharedLookups | null }> {
    const entry = this.inFlight.get(key);
    if (entry) {
      await entry.ahead;
      return { done: null, shared: entry.after };
    }
    let done = () => {};
    this.inFlight.set(key, {
      ahead: new Promise<void>((resolve) => {
        done = resolve;
      }),
      after: new SharedLookups(),
    });
    return {
      done: () => {
        this.inFlight.delete(key);
        done();
      },
      shared: null,
    };
  }
}

/** Lookups shared by the attempts that waited for one attempt (SameTimeAttempts.turn). */
export class SharedLookups {
  private readonly started = new Map<string, Promise<unknown>>();

  once<T>(key: string, lookup: () => Promise<T>): Promise<T> {
    let running = this.started.get(key) as Promise<T> | undefined;
    if (!running) {
      running = lookup();
      this.started.set(key, running);
    }
    return running;
  }
}
