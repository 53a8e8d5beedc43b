// What the shell takes of a server module's render (previewOf): the module runs aside and its
// answer goes into the page, so its hydration state is taken only as a small plain JSON object
// (docs/attendee-pages.md#hydration).
import { previewOf } from './attendee-preview.source';

const drawn = { html: '<main><h1>Intro</h1></main>', css: '' };

describe('a server module’s hydration state', () => {
  it('is taken as a copy of plain JSON', () => {
    const state = { now: 1_700_000_000_000, form: { token: 't', idempotencyKey: 'k' } };
    const preview = previewOf({ ...drawn, hydration: state });
    expect(preview?.hydration).toEqual(state);
    expect(preview?.hydration).not.toBe(state);
    // Only what JSON carries (a function is no state).
    expect(previewOf({ ...drawn, hydration: { now: 1, run: () => 1 } })?.hydration).toEqual({ now: 1 });
  });

  it('is left out when it is no object, cannot be written as JSON, or is over 16 KB: the page is then replaced, not hydrated', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const hydration of ['yes', 1, true, null, [1, 2], cyclic, { padding: 'x'.repeat(17_000) }]) {
      const preview = previewOf({ ...drawn, hydration });
      expect(preview).toEqual(drawn);
    }
    expect(previewOf({ ...drawn, hydration: { padding: 'x'.repeat(15_000) } })?.hydration).toBeDefined();
  });
});

describe('a server module’s robots rule', () => {
  it('keeps a secret page’s noindex and nothing else', () => {
    expect(previewOf({ ...drawn, robots: 'noindex' })?.robots).toBe('noindex');
    expect(previewOf({ ...drawn, robots: 'index' })).toEqual(drawn);
    expect(previewOf(drawn)).toEqual(drawn);
  });
});
