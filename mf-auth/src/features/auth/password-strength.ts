import { limits } from '@slotwise/shared/contract/limits.contract';

export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

/** The meter's fill for each level (docs/product.md#password-strength-meter). */
export const strengthPercent: Record<PasswordStrength, number> = {
  none: 0,
  weak: 33,
  medium: 66,
  strong: 100,
};

/**
 * Register's password meter (docs/product.md#password-strength-meter): empty is none; medium needs 6+
 * characters with two of lowercase, uppercase and digit; strong needs 8+ with all three; anything else is
 * weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'none';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/].filter((kind) => kind.test(password)).length;
  if (password.length >= limits.strengthStrong && kinds === 3) return 'strong';
  if (password.length >= limits.strengthMedium && kinds >= 2) return 'medium';
  return 'weak';
}
