import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from './testing/test-app.helper';

describe('app: errors, health, docs, headers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  test('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  test('GET /api/ready answers ready (database answers, migrations applied), 503 once draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready' });
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(draining.statusCode, 503);
      assert.deepEqual(draining.json(), { status: 'shutting down' });
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  test('unknown routes answer 404 with a message', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/unknown'],
      ['DELETE', '/api/auth/login'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(res.json(), { message: 'Not found' });
    }
  });

  test('malformed JSON answers 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "ada", "password": ',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { message: 'Malformed JSON in request body' });
  });

  test('a content type other than JSON answers 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=ada&password=x',
    });
    assert.equal(res.statusCode, 415);
    assert.match(res.json().message, /content type/i);
  });

  test('a missing body on a JSON route answers 422 with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.equal(body.message, 'Validation failed');
    assert.ok(body.errors.body?.length);
  });

  test('security headers are set on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.ok(res.headers['x-frame-options']);
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS on an http public URL');
  });

  test('/api/docs serves Swagger UI with a CSP that lets its own assets load', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /swagger-ui/i);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /default-src 'none'/);

    // Every script and stylesheet the page references is served.
    const assets = [...page.body.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    assert.ok(assets.length >= 2, `assets referenced: ${assets.join(', ')}`);
    for (const asset of assets) {
      const url = asset.startsWith('/') ? asset : `/api/docs/${asset}`;
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    assert.equal(initializer.statusCode, 200);
  });

  test('the OpenAPI document is generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.match(doc.openapi, /^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/google/redirect',
      '/api/auth/google/callback',
    ]) {
      assert.ok(doc.paths[path], `documents ${path}`);
    }
    const register = doc.paths['/api/auth/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    assert.ok(schema.properties.username, 'register body documented');
    assert.ok(schema.required.includes('password_confirmation'));
    assert.ok(register.responses['201']);
  });
});
