import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { apiKeys } from '../../db/schema/developer-access.schema';
import { users } from '../../db/schema/users.schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The user's keys not revoked, newest first. */
export async function listApiKeys(db: DbExecutor, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

export async function countLiveApiKeys(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertApiKey(db: DbExecutor, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created as ApiKeyRow;
}

export async function revokeApiKey(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key with this hash if it is usable now (not revoked, not expired, its account not disabled). */
export async function findUsableApiKey(db: DbExecutor, keyHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId })
    .from(apiKeys)
    // A disabled account's keys answer 401 (docs/product.md#instance-administration).
    .innerJoin(users, and(eq(users.id, apiKeys.userId), isNull(users.disabledAt)))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        sql`(${apiKeys.expiresAt} IS NULL OR ${apiKeys.expiresAt} > now())`,
      ),
    );
  return row ?? null;
}

/** Records use at most once a minute per key (no write on every request). */
export async function touchApiKey(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}

/** Revokes every live key of the user (docs/product.md#taking-credentials-back); returns how many. */
export async function revokeAllApiKeysOfUser(db: DbExecutor, userId: string): Promise<number> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length;
}
