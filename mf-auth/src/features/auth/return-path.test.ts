import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('continues to the page the guard came from', () => {
    expect(returnPathOf({ from: '/dashboard/teams?invitation=abc' })).toBe('/dashboard/teams?invitation=abc');
  });

  it('falls back to the dashboard for anything but a path of this site', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 42 },
      { from: 'https://evil.example/' },
      { from: '//evil.example/x' },
      { from: '/\\evil.example' },
      { from: 'dashboard' },
    ]) {
      expect(returnPathOf(state)).toBe('/dashboard');
    }
  });
});
