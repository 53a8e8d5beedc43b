import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  type AdminAuditRow,
  adminAuditLog,
  instanceInvitations,
  instanceSettings,
} from '../../db/schema/instance.schema';
import { teamMembers } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

// ---- settings -------------------------------------------------------------------------------

export async function findStoredSignupMode(db: DbExecutor): Promise<string | null> {
  const [row] = await db
    .select({ signupMode: instanceSettings.signupMode })
    .from(instanceSettings)
    .where(eq(instanceSettings.id, 1));
  return row?.signupMode ?? null;
}

export async function storeSignupMode(db: DbExecutor, mode: string): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ id: 1, signupMode: mode })
    .onConflictDoUpdate({ target: instanceSettings.id, set: { signupMode: mode, updatedAt: sql`now()` } });
}

/** Whether any account exists: the first one may always be made (it becomes the administrator). */
export async function instanceHasAccounts(db: DbExecutor): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}

// ---- invitations ----------------------------------------------------------------------------

export async function insertInstanceInvitation(
  db: DbExecutor,
  values: { email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<void> {
  await db.insert(instanceInvitations).values(values);
}

/**
 * Uses up an administrator's invitation for this address, atomically: succeeds once, only while
 * unexpired. With a token hash only that invitation counts; without one (Google sign-up, whose
 * address Google proved) any open invitation to the address does.
 */
export async function consumeInstanceInvitation(
  db: DbExecutor,
  email: string,
  tokenHash: string | null,
): Promise<boolean> {
  const [open] = await db
    .select({ id: instanceInvitations.id })
    .from(instanceInvitations)
    .where(
      and(
        sql`lower(${instanceInvitations.email}) = ${email.toLowerCase()}`,
        tokenHash ? eq(instanceInvitations.tokenHash, tokenHash) : undefined,
        isNull(instanceInvitations.usedAt),
        gt(instanceInvitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!open) return false;
  const rows = await db
    .update(instanceInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(instanceInvitations.id, open.id), isNull(instanceInvitations.usedAt)))
    .returning({ id: instanceInvitations.id });
  return rows.length === 1;
}

/**
 * A pending, unexpired team invitation to this address (with a token hash: that one only). It is
 * not used up here: the new account accepts or declines it afterwards (docs/product.md#team-invitations).
 */
export async function hasPendingTeamInvitation(
  db: DbExecutor,
  email: string,
  tokenHash: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.email, email.toLowerCase()),
        eq(teamMembers.status, 'invited'),
        tokenHash ? eq(teamMembers.inviteTokenHash, tokenHash) : undefined,
        gt(teamMembers.inviteExpiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- audit log ------------------------------------------------------------------------------

export async function insertAuditEntry(
  db: DbExecutor,
  values: {
    actorId: string;
    actorLabel: string;
    action: string;
    targetLabel: string | null;
    details: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(adminAuditLog).values(values);
}

export async function listAuditEntries(db: DbExecutor, limit: number): Promise<AdminAuditRow[]> {
  return db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}
