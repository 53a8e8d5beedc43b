// The Intl warm-up the after-paint loader runs (browser/intl-warm-up.browser.js): one step per
// task, in the page's language, and the zone read without Intl where Temporal exists.
import { browserZone, intlWarmUpSteps, warmIntl } from './browser/intl-warm-up.browser.js';

type Temporalish = { Temporal?: unknown };
type Constructor = new (...args: never[]) => object;
const names = ['Locale', 'PluralRules', 'NumberFormat', 'DateTimeFormat'] as const;
const originals = Object.fromEntries(names.map((name) => [name, Intl[name]]));
let calls: { name: string; args: unknown[] }[] = [];

beforeEach(() => {
  calls = [];
  // Each Intl constructor the warm-up uses, recording how it was called.
  for (const name of names) {
    const Original = originals[name] as unknown as Constructor;
    const Recording = class extends Original {
      constructor(...args: never[]) {
        super(...args);
        calls.push({ name, args });
      }
    };
    Object.defineProperty(Intl, name, { value: Recording, configurable: true, writable: true });
  }
});

afterEach(() => {
  for (const name of names)
    Object.defineProperty(Intl, name, { value: originals[name], configurable: true, writable: true });
  delete (globalThis as Temporalish).Temporal;
});

test('each step is its own task: nothing runs before the first task, then one step per task', () => {
  const tasks: (() => void)[] = [];
  warmIntl('fr', (run) => tasks.push(run));
  expect(calls).toEqual([]);
  expect(tasks).toHaveLength(1);
  tasks.shift()?.();
  expect(calls.map((call) => call.name)).toEqual(['Locale']);
  expect(tasks).toHaveLength(1);
  tasks.shift()?.();
  expect(calls.map((call) => call.name)).toEqual(['Locale', 'PluralRules']);
  while (tasks.length > 0) tasks.shift()?.();
  expect(calls.map((call) => call.name)).toEqual([
    'Locale',
    'PluralRules',
    'NumberFormat',
    'DateTimeFormat',
    // The zone (no Temporal here), then the formatter the page makes.
    'DateTimeFormat',
    'DateTimeFormat',
  ]);
  expect(calls.every((call) => call.args[0] === 'fr' || call.args.length === 0)).toBe(true);
  expect(calls.at(-1)?.args[1]).toEqual(expect.objectContaining({ timeZone: browserZone() }));
  expect(intlWarmUpSteps('fr')).toHaveLength(5);
});

test('a step that throws (an old browser) ends the warm-up without an error', () => {
  const tasks: (() => void)[] = [];
  Object.defineProperty(Intl, 'Locale', {
    value: () => {
      throw new TypeError('no Intl.Locale');
    },
    configurable: true,
    writable: true,
  });
  warmIntl('en', (run) => tasks.push(run));
  expect(() => tasks.shift()?.()).not.toThrow();
  expect(tasks).toHaveLength(0);
  expect(calls).toEqual([]);
});

test('the zone comes from Temporal where there is one, without an Intl formatter', () => {
  (globalThis as Temporalish).Temporal = { Now: { timeZoneId: () => 'Pacific/Chatham' } };
  expect(browserZone()).toBe('Pacific/Chatham');
  expect(calls).toEqual([]);
});

test("without Temporal, the zone is Intl's resolved one", () => {
  expect(browserZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  // That one formatter, and the test's own.
  expect(calls.map((call) => call.name)).toEqual(['DateTimeFormat', 'DateTimeFormat']);
});
