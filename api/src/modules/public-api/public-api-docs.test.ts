import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// docs/webhooks.md#api-keys-and-apiv1: every /api/v1 operation is in the OpenAPI document
// under a "v1 ..." tag, secured by apiKeyAuth, with a curl example carrying an API key.

interface Operation {
  tags?: string[];
  security?: Record<string, unknown>[];
  description?: string;
  responses?: Record<string, unknown>;
}

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

test('/api/v1 operations are documented with the API-key scheme and a curl example', () => {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components?: { securitySchemes?: Record<string, { scheme?: string }> };
  };
  assert.equal(doc.components?.securitySchemes?.apiKeyAuth?.scheme, 'bearer');
  const operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  // event types (list, one, free times), availability (list, one), bookings (list, one, free times,
  // cancel, reschedule).
  assert.ok(operations.length >= 10, `${operations.length} /api/v1 operations`);
  for (const { path, method, op } of operations) {
    const name = `${method.toUpperCase()} ${path}`;
    assert.ok(
      op.tags?.some((tag) => tag.startsWith('v1 ')),
      `${name}: a v1 tag`,
    );
    assert.deepEqual(op.security, [{ apiKeyAuth: [] }], `${name}: secured by an API key`);
    assert.match(op.description ?? '', /curl -H "Authorization: Bearer sw_live_\.\.\."/, `${name}: example`);
    assert.ok(op.responses?.['401'] && op.responses['429'], `${name}: 401 and 429 documented`);
  }
});
