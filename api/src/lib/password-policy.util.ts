import { passwordMessages } from '@slotwise/shared/contract/auth.contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused (the list is ordered by frequency). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

// zxcvbn-ts's common list (leaked-password frequency data, lower case); loaded on first use.
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common;
}

/**
 * Why a new password is refused, or null: one of the 10,000 most common passwords (any case),
 * or equal to the account's username, email or the email's local part (any case).
 */
export function passwordProblem(
  password: string,
  account: { username?: string | null; email?: string | null },
): string | null {
  const lower = password.trim().toLowerCase();
  const email = account.email?.trim().toLowerCase();
  const identifiers = [account.username?.trim().toLowerCase(), email, email?.split('@')[0]];
  if (identifiers.some((identifier) => identifier && identifier === lower)) {
    return passwordMessages.matchesIdentifier;
  }
  if (commonPasswords().has(lower)) return passwordMessages.common;
  return null;
}
