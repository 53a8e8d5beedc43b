import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { seedEventType, seedHost, utcDate } from '../testing/booking-seed.helper';
import { createTestApp, type TestApp } from '../testing/test-app.helper';

describe('compressed answers', () => {
  let t: TestApp;
  let url: string;
  before(async () => {
    t = await createTestApp();
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id);
    url = `/api/public/event-types/${host.user.username}/${eventType.slug}/free-times?start=${utcDate(1)}&end=${utcDate(42)}&time_zone=UTC`;
  });
  after(() => t.close());

  test('six weeks of free times go brotli- or gzip-compressed, as the client accepts, and read the same', async () => {
    const plain = await t.app.inject({ method: 'GET', url });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 4096, `the plain answer is ${plain.rawPayload.length} bytes`);

    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.rawPayload.length * 4 < plain.rawPayload.length, `brotli: ${br.rawPayload.length} bytes`);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), plain.json());
  });

  test('a small answer stays as it is', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(health.statusCode, 200);
    assert.equal(health.headers['content-encoding'], undefined);
  });
});
