import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import type { CalendarProvider } from './calendar-provider';
import { combinedBusySource } from './combined-busy.service';

const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

function provider(
  kind: CalendarProvider['kind'],
  busyTimes: CalendarProvider['busyTimes'],
): CalendarProvider {
  return { kind, busyTimes, listCalendars: async () => [] };
}

test('every provider is asked in parallel; one that hangs or fails is left out after the bounded wait', async () => {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  const asked: string[] = [];
  const source = combinedBusySource(
    [
      provider('google', async (hostId) => {
        asked.push(`google:${hostId}`);
        return [range('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z')];
      }),
      provider('caldav', (hostId) => {
        asked.push(`caldav:${hostId}`);
        return new Promise(() => {}); // a server that never answers
      }),
      provider('microsoft', async () => {
        throw new Error('consent revoked');
      }),
    ],
    log,
    100,
  );
  const started = Date.now();
  const busy = await source('host-1', new Date('2026-12-01T00:00:00Z'), new Date('2026-12-02T00:00:00Z'));
  const waited = Date.now() - started;
  assert.deepEqual(busy, [range('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z')]);
  assert.deepEqual(asked.sort(), ['caldav:host-1', 'google:host-1']);
  assert.ok(waited >= 90 && waited < 2000, `bounded wait, not forever (${waited} ms)`);
  assert.equal(warnings.length, 2, 'the slow and the failing provider are logged');
});
