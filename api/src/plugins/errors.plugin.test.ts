import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-errors.util';
import errorsPlugin from './errors.plugin';

/** The errors plugin alone, on a bare Fastify with routes that fail in each way. */
async function appWithFailingRoutes() {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/boom', async () => {
    throw new Error('database exploded: secret detail');
  });
  r.get('/teapot', async () => {
    throw new HttpError(409, { message: 'Already done', error: 'Already done' }, { 'x-extra': '1' });
  });
  r.post(
    '/nested',
    { schema: { body: z.strictObject({ a: z.strictObject({ b: z.string({ error: 'B please' }) }) }) } },
    async () => ({ ok: true }),
  );
  return { app, logs };
}

describe('errors plugin', () => {
  test('unexpected errors answer 500 {message: "Internal server error"} and are logged', async () => {
    const { app, logs } = await appWithFailingRoutes();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { message: 'Internal server error' });
    assert.ok(
      logs.some((line) => line.includes('database exploded')),
      'the error is logged',
    );
    await app.close();
  });

  test('HttpError keeps its status, body and headers', async () => {
    const { app } = await appWithFailingRoutes();
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { message: 'Already done', error: 'Already done' });
    assert.equal(res.headers['x-extra'], '1');
    await app.close();
  });

  test('nested fields and unknown nested keys are reported with dotted paths', async () => {
    const { app } = await appWithFailingRoutes();
    const res = await app.inject({ method: 'POST', url: '/nested', payload: { a: { c: 1 } } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), {
      message: 'Validation failed',
      errors: { 'a.b': ['B please'], 'a.c': ['This field is not allowed'] },
    });
    await app.close();
  });

  test('framework client errors keep their 4xx status with a message', async () => {
    const { app } = await appWithFailingRoutes();
    const big = await app.inject({
      method: 'POST',
      url: '/nested',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"a":{"b":"x"}}',
    });
    assert.ok(big.statusCode >= 400 && big.statusCode < 500, String(big.statusCode));
    assert.equal(typeof big.json().message, 'string');
    const empty = await app.inject({
      method: 'POST',
      url: '/nested',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(typeof empty.json().message, 'string');
    await app.close();
  });
});
