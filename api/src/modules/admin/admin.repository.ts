import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { type UserRow, users } from '../../db/schema/users.schema';

/** Accounts for the Admin tab: newest first, matching name, username or address when searched. */
export async function listAccounts(db: DbExecutor, search: string | null, limit: number): Promise<UserRow[]> {
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select()
    .from(users)
    .where(
      pattern
        ? or(
            sql`lower(${users.email}) LIKE ${pattern}`,
            sql`lower(${users.username}) LIKE ${pattern}`,
            sql`lower(${users.name} || ' ' || coalesce(${users.surname}, '')) LIKE ${pattern}`,
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit);
}

/** Sets or clears the account's disabled mark; false when it already was so. */
export async function setAccountDisabled(
  db: DbExecutor,
  userId: string,
  disabled: boolean,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), disabled ? isNull(users.disabledAt) : isNotNull(users.disabledAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}
