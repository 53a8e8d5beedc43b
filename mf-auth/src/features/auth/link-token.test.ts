import { tokenOfFragment } from './link-token';

describe('tokenOfFragment', () => {
  it('reads the token from the fragment only', () => {
    const token = 'a'.repeat(43);
    expect(tokenOfFragment(`#token=${token}`)).toBe(token);
    expect(tokenOfFragment(`#token=${token}&email=x`)).toBe(token);
    expect(tokenOfFragment('')).toBe('');
    expect(tokenOfFragment('#other=1')).toBe('');
  });
});
