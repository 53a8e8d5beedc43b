/**
 * Attempts to book one time (event type and start) in this process: while one is in flight,
 * the next ones wait for it to finish, then all go on together. When it won, each of them is
 * answered by the overlap check (one index lookup) instead of the free-times computation and a
 * transaction that waits on the winner's row. Only the order changes: every answer still comes
 * from the database, and processes do not share this (the exclusion constraint decides among them).
 */
export class SameTimeAttempts {
  private readonly inFlight = new Map<string, Promise<void>>();

  /** Waits for the attempt in flight at `key`, if any; the first one gets back its `done`. */
  async enter(key: string): Promise<(() => void) | null> {
    const ahead = this.inFlight.get(key);
    if (ahead) {
      await ahead;
      return null;
    }
    let done = () => {};
    this.inFlight.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    return () => {
      this.inFlight.delete(key);
      done();
    };
  }
}
