import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { sessions } from '../../db/schema/auth.schema';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users.schema';

const lower = (value: string) => value.toLowerCase();

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The access token's account exists, is not disabled, its token version is current and its
 * session has not ended (docs/product.md#sessions).
 */
export async function sessionIsCurrent(
  db: DbExecutor,
  subject: { userId: string; tokenVersion: number; sessionId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(users.id, subject.userId),
        eq(users.tokenVersion, subject.tokenVersion),
        isNull(users.disabledAt),
        eq(sessions.id, subject.sessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Ends every session of the user: tokens signed with an older version are refused. Returns the new one. */
export async function bumpTokenVersion(db: DbExecutor, id: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`user ${id} not found`);
  return row.tokenVersion;
}

export async function findUserByLogin(db: DbExecutor, login: string): Promise<UserRow | null> {
  const value = lower(login);
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)}`)
    .limit(1);
  return row ?? null;
}

export async function findUserByGoogleSubject(db: DbExecutor, subject: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row ?? null;
}

export async function isUsernameTaken(db: DbExecutor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${lower(username)}`)
    .limit(1);
  return rows.length > 0;
}

export async function isEmailTaken(db: DbExecutor, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}

/** Lower-cased usernames that start with `prefix` (to derive a free one). */
export async function findUsernamesStartingWith(db: DbExecutor, prefix: string): Promise<Set<string>> {
  const pattern = `${lower(prefix).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) LIKE ${pattern}`);
  return new Set(rows.map((row) => lower(row.username)));
}

export async function insertUser(db: DbExecutor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/**
 * Whether the instance has no account yet. When it has none, a transaction-scoped advisory lock
 * is taken first and the answer read again, so two first sign-ups at once cannot both become
 * the administrator (docs/product.md#instance-administration).
 */
export async function isFirstAccount(db: DbExecutor): Promise<boolean> {
  const any = async () => (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
  if (await any()) return false;
  await db.execute(sql`SELECT pg_advisory_xact_lock(7150023)`);
  return !(await any());
}

export async function recordSignIn(db: DbExecutor, userId: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, userId));
}

export async function updatePasswordHash(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Links a Google identity to an existing account (and takes its picture if there is none). */
export async function linkGoogleSubject(
  db: DbExecutor,
  userId: string,
  subject: string,
  picture: string | null,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      googleSubject: subject,
      avatar: picture ? sql`coalesce(${users.avatar}, ${picture})` : undefined,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Drops the linked Google sign-in identity (its picture stays). */
export async function unlinkGoogleSubject(db: DbExecutor, userId: string): Promise<void> {
  await db.update(users).set({ googleSubject: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Marks the account's current address as proven (docs/product.md#verified-e-mail-addresses). */
export async function markEmailVerified(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Marks the address proven only while it is still the account's address (case-insensitively):
 * a link mailed to an earlier address proves nothing about the current one. True when it is.
 */
export async function markEmailVerifiedIfCurrent(
  db: DbExecutor,
  userId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${lower(email)}`))
    .returning({ id: users.id });
  return rows.length === 1;
}
