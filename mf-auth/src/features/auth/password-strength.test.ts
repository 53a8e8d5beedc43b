import { passwordStrength, strengthPercent } from './password-strength';

describe('passwordStrength', () => {
  it('is none for an empty password', () => {
    expect(passwordStrength('')).toBe('none');
    expect(strengthPercent.none).toBe(0);
  });

  it.each([
    ['a', 'weak'],
    ['abcdefghij', 'weak'], // long, but one kind only
    ['abcD1', 'weak'], // all three kinds, but under 6 characters
    ['abcdeF', 'medium'], // 6 characters, lower + upper
    ['abcde1', 'medium'], // 6 characters, lower + digit
    ['ABCDE1', 'medium'], // 6 characters, upper + digit
    ['abcdE1x', 'medium'], // all three kinds, 7 characters
    ['abcdefgh1', 'medium'], // 8+ characters, two kinds
    ['abcdeF1x', 'strong'], // 8 characters, all three kinds
    ['Passw0rd-with-more', 'strong'],
  ])('rates %p as %p', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('fills the meter at 33%, 66% and 100%', () => {
    expect(strengthPercent[passwordStrength('x')]).toBe(33);
    expect(strengthPercent[passwordStrength('abcde1')]).toBe(66);
    expect(strengthPercent[passwordStrength('abcdeF1x')]).toBe(100);
  });
});
