import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { type UserRow, users } from '../../db/schema/users.schema';

/** Another account already uses this username (case-insensitively, uses the lower() index). */
export async function isUsernameTakenByOther(
  db: DbExecutor,
  username: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface ProfileChanges {
  name: string;
  surname: string | null;
  username: string;
  timeZone: string;
  language: string;
  /** Left as it is when absent. */
  locale?: string | null;
}

export async function updateProfile(
  db: DbExecutor,
  userId: string,
  changes: ProfileChanges,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** Sets (or clears) the avatar and returns the previous value (row locked in between). */
export async function replaceAvatar(
  db: DbExecutor,
  userId: string,
  avatar: string | null,
): Promise<{ previous: string | null } | null> {
  const [current] = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  if (!current) return null;
  await db.update(users).set({ avatar, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return { previous: current.avatar };
}

/** The host's own meeting limits (docs/product.md#booking-limits-and-start-times); null: no such user. */
export async function findMeetingLimits(
  db: DbExecutor,
  userId: string,
): Promise<{ maxPerDay: number | null; maxPerWeek: number | null } | null> {
  const [row] = await db
    .select({ maxPerDay: users.maxMeetingsPerDay, maxPerWeek: users.maxMeetingsPerWeek })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateMeetingLimits(
  db: DbExecutor,
  userId: string,
  limits: { maxPerDay: number | null; maxPerWeek: number | null },
): Promise<{ maxPerDay: number | null; maxPerWeek: number | null } | null> {
  const [row] = await db
    .update(users)
    .set({
      maxMeetingsPerDay: limits.maxPerDay,
      maxMeetingsPerWeek: limits.maxPerWeek,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ maxPerDay: users.maxMeetingsPerDay, maxPerWeek: users.maxMeetingsPerWeek });
  return row ?? null;
}
