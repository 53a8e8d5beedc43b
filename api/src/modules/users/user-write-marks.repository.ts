import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { sessions } from '../../db/schema/auth.schema';
import { userWriteMarks } from '../../db/schema/user-write-marks.schema';
import { users } from '../../db/schema/users.schema';

/**
 * sessionIsCurrent's check (users.repository.ts) in the same statement as the user's write mark
 * (migration 0027): null when the token no longer counts, else the WAL position a standby must
 * have replayed before it may serve this user's lists (null: no write recorded).
 */
export async function currentSessionWriteMark(
  db: DbExecutor,
  subject: { userId: string; tokenVersion: number; sessionId: string },
): Promise<{ lsn: string | null } | null> {
  const [row] = await db
    .select({ lsn: sql<string | null>`${userWriteMarks.lsn}::text` })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .leftJoin(userWriteMarks, eq(userWriteMarks.userId, users.id))
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
  return row ? { lsn: row.lsn } : null;
}

/**
 * Records the primary's WAL insert position, taken after the caller's writes committed, as the
 * users' write mark: every record of those commits lies before it, so a standby that replayed
 * this far holds them. GREATEST: marks of racing requests only move forward. Deleted users are
 * skipped (no row to mark).
 */
export async function markUserWrites(db: DbExecutor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${userWriteMarks} (user_id, lsn)
    SELECT u.id, pg_current_wal_insert_lsn() FROM ${users} u WHERE u.id = ANY(${`{${userIds.join(',')}}`}::uuid[])
    ORDER BY u.id
    ON CONFLICT (user_id) DO UPDATE SET lsn = GREATEST(user_write_marks.lsn, EXCLUDED.lsn)`);
}
