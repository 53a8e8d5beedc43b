import {
  emailTakenMessage,
  emailVerificationMessages,
  reservedUsernames,
  type User,
  usernameMessages,
} from '@slotwise/shared/contract/auth.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors.util';
import type { UserRow } from '../../db/schema/users.schema';
import { type FieldErrors, HttpError, validationFailed } from '../../lib/http-errors.util';
import { insertDefaultSchedule } from '../availability/availability.repository';
import {
  findUserById,
  findUsernamesStartingWith,
  insertUser,
  isEmailTaken,
  isFirstAccount,
  isUsernameTaken,
} from './users.repository';

/** The user object of the API (docs/product.md#user-fields). */
export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    time_zone: row.timeZone,
    language: row.language,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewAccount {
  name: string;
  surname: string | null;
  username: string;
  email: string;
  passwordHash: string | null;
  avatar: string | null;
  timeZone: string;
  language: string;
  /** A locale of `language` (en-GB), or null: the language's usual style. */
  locale?: string | null;
  googleSubject?: string | null;
  /** The address is already proven (Google said `email_verified`). */
  emailVerified?: boolean;
}

/** 422 errors for a username or email another account already has (case-insensitively). */
export async function findTakenFields(db: Db, username: string, email: string): Promise<FieldErrors> {
  const [usernameTaken, emailTaken] = await Promise.all([
    isUsernameTaken(db, username),
    isEmailTaken(db, email),
  ]);
  const errors: FieldErrors = {};
  if (usernameTaken) errors.username = [usernameMessages.taken];
  if (emailTaken) errors.email = [emailTakenMessage];
  return errors;
}

/**
 * Creates the user and the default "Working hours" schedule in one transaction. A concurrent
 * sign-up that wins the race on the unique indexes becomes the same 422 as the pre-check.
 */
export async function createAccount(
  db: Db,
  { emailVerified, ...account }: NewAccount,
  /** More work committed with the account (its verification mail), in the same transaction. */
  withAccount?: (tx: DbExecutor, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  try {
    return await inTransaction(db, async (tx) => {
      const isAdmin = await isFirstAccount(tx);
      const user = await insertUser(tx, {
        ...account,
        isAdmin,
        emailVerifiedAt: emailVerified ? new Date() : null,
      });
      await insertDefaultSchedule(tx, user.id, account.timeZone);
      await withAccount?.(tx, user);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) {
      throw validationFailed({ username: [usernameMessages.taken] });
    }
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      throw validationFailed({ email: [emailTakenMessage] });
    }
    throw error;
  }
}

/**
 * A free, valid, non-reserved username from an email's local part (Google sign-up):
 * "Jane.Doe+x@..." -> "jane-doe-x", then "jane-doe-x2", "jane-doe-x3"...
 */
export async function deriveUsername(db: Db, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, limits.usernameMax - 6);
  if (base.length < 3) base = `user-${base}`.replace(/-+$/, '') || 'user';
  const taken = await findUsernamesStartingWith(db, base);
  const free = (candidate: string) => !taken.has(candidate) && !reservedUsernames.has(candidate);
  if (free(base)) return base;
  for (let n = 2; n < 100_000; n += 1) {
    if (free(`${base}${n}`)) return `${base}${n}`;
  }
  throw new Error('No free username found');
}

/** 403 for what an account may do only once its address is proven (docs/product.md#verified-e-mail-addresses). */
export function emailUnverified(): HttpError {
  return new HttpError(403, { message: emailVerificationMessages.required });
}

export async function assertEmailVerified(db: DbExecutor, userId: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user?.emailVerifiedAt) throw emailUnverified();
}
