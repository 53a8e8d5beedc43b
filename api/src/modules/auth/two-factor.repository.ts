import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { twoFactorRecoveryCodes } from '../../db/schema/auth.schema';
import { users } from '../../db/schema/users.schema';

export async function storePendingSecret(db: DbExecutor, userId: string, sealed: string): Promise<void> {
  await db
    .update(users)
    .set({ totpPendingSecret: sealed, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The pending secret becomes the account's; its first code's step is remembered. */
export async function enableTotp(
  db: DbExecutor,
  userId: string,
  sealed: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      totpSecret: sealed,
      totpPendingSecret: null,
      totpEnabledAt: sql`now()`,
      totpLastStep: step,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function disableTotp(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/**
 * Takes a code's time step once: false when this step (or a later one) was already used, so a
 * code seen over someone's shoulder cannot be replayed within its window.
 */
export async function claimTotpStep(db: DbExecutor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbExecutor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code atomically: true once. */
export async function consumeRecoveryCode(
  db: DbExecutor,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
