import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  emailVerificationTokens,
  passwordResetTokens,
  refreshTokens,
  type SessionRow,
  sessions,
} from '../../db/schema/auth.schema';
import { users } from '../../db/schema/users.schema';

// ---- refresh tokens -------------------------------------------------------------------------

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbExecutor,
  values: { userId: string; familyId: string; tokenVersion: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The token with this hash and whether it was issued under the user's current token version. */
export async function findRefreshTokenByHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<(RefreshTokenRow & { current: boolean }) | null> {
  const [row] = await db
    .select({
      token: refreshTokens,
      // Current: the account's token version, not disabled, its session not ended.
      current: sql<boolean>`${users.tokenVersion} = ${refreshTokens.tokenVersion} AND ${users.disabledAt} IS NULL AND ${sessions.revokedAt} IS NULL`,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.token, current: row.current } : null;
}

/**
 * Marks a token used, only if it was still unused and not revoked. Returns false when another
 * request used it first (the caller then treats it as reuse).
 */
export async function markRefreshTokenUsed(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: DbExecutor, familyId: string): Promise<void> {
  // The family is the session: it ends with its tokens (docs/product.md#sessions).
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokensOfUser(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// ---- password reset tokens ------------------------------------------------------------------

export async function insertPasswordResetToken(
  db: DbExecutor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Consumes a reset token atomically: succeeds once, only while unexpired. Returns the user id.
 */
export async function consumePasswordResetToken(db: DbExecutor, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function invalidatePasswordResetTokensOfUser(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// ---- e-mail verification tokens ---------------------------------------------------------------

export async function insertEmailVerificationToken(
  db: DbExecutor,
  values: { userId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/**
 * Consumes a verification token atomically: succeeds once, only while unexpired. Returns the
 * account and the address the link was sent to.
 */
export async function consumeEmailVerificationToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  return row ?? null;
}

/** Once the address is proven, the account's other outstanding links stop working. */
export async function invalidateEmailVerificationTokensOfUser(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

// ---- sessions (docs/product.md#sessions) ----------------------------------------------------

export async function insertSession(
  db: DbExecutor,
  values: { id: string; userId: string; userAgent: string | null; ipPrefix: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A refresh rotated: the session was just seen and lasts as long as its newest token. */
export async function touchSession(db: DbExecutor, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()`, expiresAt }).where(eq(sessions.id, id));
}

/** The account's sessions still in force, newest activity first. */
export async function listLiveSessions(db: DbExecutor, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one session of the account (its refresh tokens with it); false when none was live. */
export async function revokeSession(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (rows.length === 0) return false;
  await revokeRefreshFamily(db, id);
  return true;
}

/** Ends every session of the account but `keep` (null: every one). */
export async function revokeSessionsOfUser(
  db: DbExecutor,
  userId: string,
  keep: string | null,
): Promise<void> {
  const others = keep ? ne(sessions.id, keep) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
}
