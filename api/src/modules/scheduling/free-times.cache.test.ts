import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FreeTimesCache } from './free-times.cache';

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async () => {
      calls += 1;
      return { hostId: 'host-1', body: `answer ${calls}` };
    },
  };
}

test('fresh answers come from memory; concurrent misses share one computation', async () => {
  const cache = new FreeTimesCache(1000);
  const c = counter();
  const answers = await Promise.all([cache.fetch('k', c.compute, 0), cache.fetch('k', c.compute, 0)]);
  assert.deepEqual(answers, ['answer 1', 'answer 1']);
  assert.equal(await cache.fetch('k', c.compute, 500), 'answer 1');
  assert.equal(c.calls, 1);
});

test('a stale answer is sent once while it refreshes; a too old one is recomputed first', async () => {
  const cache = new FreeTimesCache(1000);
  const c = counter();
  const storedAt = Date.now();
  await cache.fetch('k', c.compute, storedAt);
  assert.equal(await cache.fetch('k', c.compute, storedAt + 1500), 'answer 1');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(c.calls, 2);
  assert.equal(await cache.fetch('k', c.compute, Date.now() + 500), 'answer 2');
  assert.equal(await cache.fetch('k', c.compute, Date.now() + 5000), 'answer 3');
});

test('invalidating a host drops its answers, and a computation running meanwhile is not kept', async () => {
  const cache = new FreeTimesCache(60_000);
  const c = counter();
  await cache.fetch('k', c.compute);
  cache.invalidateHost('host-1');
  assert.equal(await cache.fetch('k', c.compute), 'answer 2');
  let release: () => void = () => {};
  const slow = cache.fetch('slow', async () => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return { hostId: 'host-1', body: 'before the booking' };
  });
  cache.invalidateHost('host-1');
  release();
  assert.equal(await slow, 'before the booking');
  assert.equal(
    await cache.fetch('slow', async () => ({ hostId: 'host-1', body: 'after the booking' })),
    'after the booking',
  );
});

test('a TTL of 0 computes every time', async () => {
  const cache = new FreeTimesCache(0);
  const c = counter();
  await cache.fetch('k', c.compute);
  await cache.fetch('k', c.compute);
  assert.equal(c.calls, 2);
});

test('a local invalidation is passed on to the other replicas; one from them only drops here', async () => {
  const cache = new FreeTimesCache(60_000);
  const sent: string[] = [];
  cache.onInvalidate = (hostId) => sent.push(hostId);
  const c = counter();
  await cache.fetch('k', c.compute);
  cache.dropHost('host-1');
  assert.deepEqual(sent, []);
  assert.equal(await cache.fetch('k', c.compute), 'answer 2');
  cache.invalidateHost('host-1');
  assert.deepEqual(sent, ['host-1']);
  assert.equal(await cache.fetch('k', c.compute), 'answer 3');
});

test('while suspended (invalidation channel down) every request computes; resuming starts empty', async () => {
  const cache = new FreeTimesCache(60_000);
  const c = counter();
  await cache.fetch('k', c.compute);
  cache.suspend();
  assert.equal(await cache.fetch('k', c.compute), 'answer 2');
  assert.equal(await cache.fetch('k', c.compute), 'answer 3');
  cache.resume();
  assert.equal(await cache.fetch('k', c.compute), 'answer 4');
  assert.equal(await cache.fetch('k', c.compute), 'answer 4');
});
