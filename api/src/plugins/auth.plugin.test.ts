import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { requireUserId } from './auth.plugin';
import errorsPlugin from './errors.plugin';

describe('requireUserId', () => {
  test('gives the id app.authenticate set', () => {
    assert.equal(
      requireUserId({ userId: '6f1c2d3e-0000-4000-8000-000000000001' }),
      '6f1c2d3e-0000-4000-8000-000000000001',
    );
  });

  test('a route without the sign-in hook answers the usual 401, not a 500 nor a null user', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.decorateRequest('userId', null);
    let reached = false;
    app.get('/mine', async (request) => {
      const userId = requireUserId(request);
      reached = true;
      return { userId };
    });
    const res = await app.inject({ method: 'GET', url: '/mine' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { message: 'Unauthenticated.' });
    assert.equal(reached, false);
    await app.close();
  });
});
