import { prefillFromAddress, themeColourOf } from './embed-bridge';

describe('the embed’s address parameters', () => {
  it('reads the prefill and a six-digit theme colour, nothing else', () => {
    expect(prefillFromAddress('?name=Ann&email=a%40b.test')).toEqual({ name: 'Ann', email: 'a@b.test' });
    expect(prefillFromAddress('')).toEqual({ name: '', email: '' });
    expect(themeColourOf('?theme=%230f766e')).toBe('#0f766e');
    expect(themeColourOf('?theme=0F766E')).toBe('#0F766E');
    expect(themeColourOf('?theme=red;}body{display:none')).toBeNull();
    expect(themeColourOf('')).toBeNull();
  });
});
