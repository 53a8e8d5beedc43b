import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findNulField } from './input-guard.plugin';

describe('findNulField', () => {
  test('names the first field whose key or string value holds U+0000', () => {
    assert.equal(findNulField({ a: 'ok', b: ['x', { c: 'y\u0000' }] }), 'b.1.c');
    assert.equal(findNulField({ 'k\u0000ey': 1 }), 'key');
    assert.equal(findNulField('\u0000'), 'body');
    assert.equal(findNulField({ a: 'fine', n: 1, z: null, t: true }), null);
    assert.equal(findNulField(undefined), null);
  });
});
