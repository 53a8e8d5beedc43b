import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { pngWithText } from './avatar-image.fixtures';
import { S3AvatarStore } from './avatar-store';

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
      assert.deepEqual(await store.get('a.png'), Buffer.from('bytes'));
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
