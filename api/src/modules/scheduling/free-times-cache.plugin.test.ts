import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { FREE_TIMES_CHANNEL } from './free-times-cache.plugin';

const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'LISTEN/NOTIFY between processes needs PostgreSQL (TEST_DATABASE_URL); on PGlite local invalidation is all';

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('free-times cache invalidation channel (PostgreSQL)', { skip }, () => {
  let t: TestApp;
  let computed = 0;
  const compute = async () => {
    computed += 1;
    return { hostId: 'host-1', body: `answer ${computed}` };
  };
  /** Whether the cache answers from memory now: two fetches, one computation. */
  const caching = async () => {
    const before = computed;
    await t.app.freeTimesCache.fetch('probe', compute);
    await t.app.freeTimesCache.fetch('probe', compute);
    return computed - before <= 1;
  };
  const until = async (what: () => Promise<boolean>, label: string) => {
    const deadline = Date.now() + 5000;
    while (!(await what())) {
      assert.ok(Date.now() < deadline, label);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  before(async () => {
    t = await createTestApp({ freeTimesCacheSeconds: 60 });
  });
  after(async () => {
    await t?.close();
  });

  test("a NOTIFY from another process drops that host's answers", async () => {
    assert.equal(await caching(), true);
    const cached = await t.app.freeTimesCache.fetch('probe', compute);
    await t.app.db.execute(sql`SELECT pg_notify(${FREE_TIMES_CHANNEL}, 'host-1')`);
    await until(
      async () => (await t.app.freeTimesCache.fetch('probe', compute)) !== cached,
      'the notification did not drop the answer',
    );
  });

  test('when the listening connection drops, what was cached is dropped and it listens again', async () => {
    const listening = () =>
      rows<{ pid: number }>(
        t,
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = ${`LISTEN ${FREE_TIMES_CHANNEL}`}`,
      );
    const [listener] = await listening();
    assert.ok(listener, 'a connection listens on the channel');
    const cached = await t.app.freeTimesCache.fetch('probe', compute);
    await rows(t, sql`SELECT pg_terminate_backend(${listener.pid})`);
    // Notifications sent meanwhile are lost: nothing cached before may be served after.
    await until(async () => {
      const [again] = await listening();
      return Boolean(again && again.pid !== listener.pid);
    }, 'no new connection listens');
    await until(
      async () => (await t.app.freeTimesCache.fetch('probe', compute)) !== cached,
      'an answer cached before the drop is still served',
    );
    await until(caching, 'the cache did not come back after reconnecting');
  });
});
