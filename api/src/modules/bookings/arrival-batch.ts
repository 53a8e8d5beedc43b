/**
 * One database read for the requests that ask for the same key at about the same moment (the
 * 100 attempts of a race at one event type, docs/database.md#the-booking-race). The read starts
 * on the next turn of the event loop, after every request that joined it had arrived, so each
 * gets an answer read after it came in, as its own read would have been; a request that comes
 * once the read has started waits for the next one. Nothing is kept: the entry is gone as soon
 * as its read starts. Callers must not change what they get (it is shared).
 */
export class ArrivalBatch<T> {
  private readonly open = new Map<string, Promise<T>>();

  constructor(private readonly read: (key: string) => Promise<T>) {}

  get(key: string): Promise<T> {
    const joined = this.open.get(key);
    if (joined) return joined;
    const batch = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.open.delete(key);
      return this.read(key);
    });
    this.open.set(key, batch);
    return batch;
  }
}
