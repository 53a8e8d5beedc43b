import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { pngWithText } from './avatar-image.fixtures';
import { avatarEtag, DbAvatarStore, S3AvatarStore } from './avatar-store';
import { AVATAR_FILE_PATTERN } from './settings.service';

/** The smallest S3-compatible server the SDK talks to: path-style PUT, GET and DELETE of objects. */
function startFakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, Buffer>;
  requests: string[];
}> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (request, response) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    requests.push(`${request.method} ${key} ${request.headers.authorization ? 'signed' : 'unsigned'}`);
    if (request.method === 'PUT') {
      objects.set(key, await body(request));
      response.writeHead(200, { etag: '"fake"' }).end();
    } else if (request.method === 'GET' && objects.has(key)) {
      const bytes = objects.get(key) as Buffer;
      response
        .writeHead(200, { 'content-length': bytes.length, 'content-type': 'application/octet-stream' })
        .end(bytes);
    } else if (request.method === 'GET') {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        requests,
      }),
    ),
  );
}

describe('avatars in an S3-compatible bucket (AVATAR_S3_*)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let t: TestApp;
  const s3Config = () => ({
    bucket: 'pictures',
    prefix: 'avatars/',
    region: 'us-east-1',
    endpoint: s3.url,
    forcePathStyle: true,
    credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  });

  before(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ avatarS3: s3Config() });
  });
  after(async () => {
    await t?.close();
    s3?.server.close();
  });

  test('the store writes, reads and deletes signed objects under the prefix; a missing one is null', async () => {
    const store = new S3AvatarStore(s3Config());
    try {
      await store.put('a.png', Buffer.from('bytes'), 'image/png');
      assert.deepEqual(s3.objects.get('/pictures/avatars/a.png'), Buffer.from('bytes'));
      assert.deepEqual((await store.get('a.png'))?.bytes, Buffer.from('bytes'));
      assert.equal(await store.get('missing.png'), null);
      await store.delete('a.png');
      assert.equal(s3.objects.has('/pictures/avatars/a.png'), false);
      assert.ok(
        s3.requests.every((line) => line.endsWith(' signed')),
        s3.requests.join('\n'),
      );
    } finally {
      store.close();
    }
  });

  test('an upload lands in the bucket, is served by the API, and is removed from the bucket on delete', async () => {
    const account = await registerAccount(t.app);
    const boundary = '----slotwise-s3-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pngWithText(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const auth = { authorization: `Bearer ${account.accessToken}` };
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/avatar',
      payload,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const url: string = uploaded.json().avatar;
    const name = url.slice('/api/avatars/'.length);
    const stored = s3.objects.get(`/pictures/avatars/${name}`);
    assert.ok(stored, `object for ${name} in ${[...s3.objects.keys()].join(', ')}`);

    const served = await t.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.deepEqual(served.rawPayload, stored);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/avatar', headers: auth });
    assert.ok(removed.statusCode < 300, removed.body);
    assert.equal(s3.objects.has(`/pictures/avatars/${name}`), false);
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404);
  });
});

describe('avatars in the database (the default store)', () => {
  const legacyName = '0b7d8f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b-0123456789abcdef0123456789abcdef.png';
  let t: TestApp;

  before(async () => {
    // A data folder from before the database store: its pictures are imported at start.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'slotwise-avatars-'));
    mkdirSync(path.join(dataDir, 'avatars'));
    writeFileSync(path.join(dataDir, 'avatars', legacyName), pngWithText());
    writeFileSync(path.join(dataDir, 'avatars', 'notes.txt'), 'not a picture');
    t = await createTestApp({ dataDir });
  });
  after(async () => {
    await t?.close();
  });

  test('the store writes, replaces, reads and deletes rows with type and ETag; a missing one is null', async () => {
    const store = new DbAvatarStore(t.app.db);
    const bytes = Buffer.from([0, 1, 2, 255, 0, 128]);
    await store.put('b.png', bytes, 'image/png');
    assert.deepEqual(await store.get('b.png'), { bytes, contentType: 'image/png', etag: avatarEtag(bytes) });
    const other = Buffer.from('other bytes');
    await store.put('b.png', other, 'image/jpeg');
    assert.deepEqual(await store.get('b.png'), {
      bytes: other,
      contentType: 'image/jpeg',
      etag: avatarEtag(other),
    });
    assert.notEqual(avatarEtag(bytes), avatarEtag(other));
    assert.equal(await store.get('missing.png'), null);
    await store.delete('b.png');
    await store.delete('b.png');
    assert.equal(await store.get('b.png'), null);
  });

  test('pictures left in DATA_DIR/avatars are imported at start and the folder kept as avatars.imported', async () => {
    const served = await t.app.inject({ method: 'GET', url: `/api/avatars/${legacyName}` });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.deepEqual(served.rawPayload, pngWithText());
    const dir = path.join(t.config.dataDir, 'avatars');
    assert.equal(existsSync(dir), false);
    assert.ok(existsSync(path.join(`${dir}.imported`, legacyName)));
    // Once imported there is nothing left to do (another replica, or a restart).
    const store = new DbAvatarStore(t.app.db);
    assert.equal(await store.importFolder(dir, AVATAR_FILE_PATTERN, t.app.log), 0);
  });
});
