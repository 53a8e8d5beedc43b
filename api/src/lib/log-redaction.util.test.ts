import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactedUrl } from './log-redaction.util';

test('a single-use link secret never reaches the log line; other paths stay as they are', () => {
  const secret = 'Ab3_-xYz0123456789012345678901234567890123';
  assert.equal(redactedUrl(`/api/public/links/${secret}`), '/api/public/links/[secret]');
  assert.equal(
    redactedUrl(`/api/public/links/${secret}/free-times?start=2026-01-01`),
    '/api/public/links/[secret]/free-times?start=2026-01-01',
  );
  assert.equal(redactedUrl('/api/public/event-types/ana/intro'), '/api/public/event-types/ana/intro');
});
