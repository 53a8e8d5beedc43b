import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { type IdempotencyKeyRow, idempotencyKeys } from '../../db/schema/idempotency-keys.schema';

export interface KeyClaim {
  scope: string;
  key: string;
  fingerprint: string;
  owner: string;
  leaseSeconds: number;
  ttlSeconds: number;
}

/**
 * Claims a key for `owner` in one statement: a new key, an expired one, or a pending one whose
 * owner's lease ran out (same body only) becomes `owner`'s. The primary key's lock decides
 * between concurrent claims on any process; true when this claim won.
 */
export async function claimKey(db: DbExecutor, claim: KeyClaim): Promise<boolean> {
  const existing = idempotencyKeys;
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      fingerprint: claim.fingerprint,
      state: 'pending',
      owner: claim.owner,
      lockedUntil: sql`now() + make_interval(secs => ${claim.leaseSeconds})`,
      expiresAt: sql`now() + make_interval(secs => ${claim.ttlSeconds})`,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        state: 'pending',
        owner: sql`excluded.owner`,
        lockedUntil: sql`excluded.locked_until`,
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now()`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: or(
        lte(existing.expiresAt, sql`now()`),
        and(
          eq(existing.state, 'pending'),
          lte(existing.lockedUntil, sql`now()`),
          eq(existing.fingerprint, sql`excluded.fingerprint`),
        ),
      ),
    })
    .returning({ owner: idempotencyKeys.owner });
  return rows[0]?.owner === claim.owner;
}

export async function findKey(db: DbExecutor, scope: string, key: string): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Stores the answer of `owner`'s pending key; false when the key is no longer `owner`'s. */
export async function completeKey(
  db: DbExecutor,
  ref: { scope: string; key: string; owner: string },
  answer: { status: number; body: string },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(
      and(
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.owner, ref.owner),
        eq(idempotencyKeys.state, 'pending'),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Gives up `owner`'s pending key, so that a retry runs the request again. */
export async function releaseKey(
  db: DbExecutor,
  ref: { scope: string; key: string; owner: string },
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
        eq(idempotencyKeys.owner, ref.owner),
        eq(idempotencyKeys.state, 'pending'),
      ),
    );
}

export async function deleteExpiredKeys(db: DbExecutor): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, sql`now()`));
}
