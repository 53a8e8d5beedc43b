import { teamLimits } from '@slotwise/shared/contract/teams.contract';
import { and, asc, eq, getTableColumns, gt, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database';
import { eventTypeHosts, eventTypes } from '../../db/schema/event-types.schema';
import { type TeamMemberRow, type TeamRow, teamMembers, teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

/** A member row with the account it belongs to (null for a pending invitation). */
export interface TeamMemberWithUser extends TeamMemberRow {
  userName: string | null;
  userSurname: string | null;
  userAvatar: string | null;
}

/** Teams where the user is an active member, oldest first. */
export async function listTeamRowsOfUser(db: DbExecutor, userId: string): Promise<TeamRow[]> {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      description: teams.description,
      createdBy: teams.createdBy,
      createdAt: teams.createdAt,
      updatedAt: teams.updatedAt,
    })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

export async function findTeamRow(db: DbExecutor, id: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row ?? null;
}

/** The members of the given teams, owners first, then by joining time. */
export async function listMemberRows(db: DbExecutor, teamIds: string[]): Promise<TeamMemberWithUser[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({
      member: teamMembers,
      userName: users.name,
      userSurname: users.surname,
      userAvatar: users.avatar,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(
      sql`CASE ${teamMembers.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`,
      asc(teamMembers.createdAt),
      asc(teamMembers.email),
    );
  return rows.map((row) => ({
    ...row.member,
    userName: row.userName,
    userSurname: row.userSurname,
    userAvatar: row.userAvatar,
  }));
}

export async function findMemberRow(
  db: DbExecutor,
  teamId: string,
  memberId: string,
): Promise<TeamMemberRow | null> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)))
    .limit(1);
  return row ?? null;
}

/** The caller's active membership of a team, if any. */
export async function findActiveMembership(
  db: DbExecutor,
  teamId: string,
  userId: string,
): Promise<TeamMemberRow | null> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')),
    )
    .limit(1);
  return row ?? null;
}

export async function insertTeam(
  db: DbExecutor,
  values: { name: string; slug: string; description: string | null; createdBy: string },
): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(values).returning();
  return row as TeamRow;
}

export async function updateTeamRow(
  db: DbExecutor,
  id: string,
  values: { name: string; description: string | null; slug?: string },
): Promise<void> {
  await db
    .update(teams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teams.id, id));
}

/** Slugs in use that equal `base` or extend it with a dash suffix (for picking a free one). */
export async function listSlugsLike(db: DbExecutor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: teams.slug })
    .from(teams)
    .where(or(eq(teams.slug, base), like(teams.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

/** Whether another team uses this slug. */
export async function isTeamSlugTaken(db: DbExecutor, slug: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.slug, slug), ne(teams.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A member who leaves or is removed stops hosting the team's event types (future assignment);
 * the bookings they already have stay theirs.
 */
export async function removeHostFromTeamEventTypes(db: DbExecutor, teamId: string, userId: string) {
  await db
    .delete(eventTypeHosts)
    .where(
      and(
        eq(eventTypeHosts.userId, userId),
        inArray(
          eventTypeHosts.eventTypeId,
          db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.teamId, teamId)),
        ),
      ),
    );
}

export async function deleteTeamRow(db: DbExecutor, id: string): Promise<void> {
  await db.delete(teams).where(eq(teams.id, id));
}

export async function insertMember(
  db: DbExecutor,
  values: {
    teamId: string;
    userId: string | null;
    email: string;
    role: 'owner' | 'admin' | 'member';
    status: 'active' | 'invited';
    invitedBy?: string | null;
    /** For an invitation: the sha256 of its link's secret; it is sent now and expires in 7 days. */
    inviteTokenHash?: string;
  },
): Promise<TeamMemberRow> {
  const { inviteTokenHash, ...rest } = values;
  const [row] = await db
    .insert(teamMembers)
    .values({
      ...rest,
      email: values.email.toLowerCase(),
      ...(inviteTokenHash
        ? { inviteTokenHash, inviteSentAt: sql`now()`, inviteExpiresAt: invitationExpiry }
        : {}),
    })
    .returning();
  return row as TeamMemberRow;
}

/** Times come from the database's clock, the one every replica shares. */
const invitationExpiry = sql`now() + make_interval(days => ${teamLimits.invitationDays})`;
const notExpired = gt(teamMembers.inviteExpiresAt, sql`now()`);

/**
 * Sends a pending (or expired) invitation again: a new secret, 7 new days, the given role. Only
 * when its last send is at least a day old (one atomic statement, so concurrent resends on any
 * replica send one mail); null otherwise, or when it is no longer an invitation.
 */
export async function renewInvitation(
  db: DbExecutor,
  memberId: string,
  values: { inviteTokenHash: string; role: 'admin' | 'member' | 'owner'; invitedBy: string },
): Promise<TeamMemberRow | null> {
  const [row] = await db
    .update(teamMembers)
    .set({ ...values, inviteSentAt: sql`now()`, inviteExpiresAt: invitationExpiry })
    .where(
      and(
        eq(teamMembers.id, memberId),
        eq(teamMembers.status, 'invited'),
        or(
          isNull(teamMembers.inviteSentAt),
          lte(teamMembers.inviteSentAt, sql`now() - make_interval(hours => ${teamLimits.resendAfterHours})`),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Locks the account's row until the transaction ends (serialises its team creations). */
export async function lockUserRow(db: DbExecutor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Teams the account owns. */
export async function countOwnedTeams(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'owner'), eq(teamMembers.status, 'active')),
    );
  return Number(row?.count ?? 0);
}

export async function updateMemberRole(db: DbExecutor, memberId: string, role: 'admin' | 'member') {
  await db.update(teamMembers).set({ role }).where(eq(teamMembers.id, memberId));
}

export async function deleteMemberRow(db: DbExecutor, memberId: string): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.id, memberId));
}

/** The member row of a team with this (lower-cased) email, active or invited. */
export async function findMemberRowByEmail(
  db: DbExecutor,
  teamId: string,
  email: string,
): Promise<TeamMemberRow | null> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email.toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** A pending invitation with its team's name and the inviter's name. */
export interface InvitationRow {
  id: string;
  teamId: string;
  teamName: string;
  role: string;
  inviterName: string | null;
  inviterSurname: string | null;
  email: string;
  expiresAt: Date | null;
  /** Whether it can still be accepted, by the database's clock. */
  live: boolean;
  createdAt: Date;
}

const inviters = alias(users, 'inviters');
const invitationColumns = {
  id: teamMembers.id,
  teamId: teams.id,
  teamName: teams.name,
  role: teamMembers.role,
  inviterName: inviters.name,
  inviterSurname: inviters.surname,
  email: teamMembers.email,
  expiresAt: teamMembers.inviteExpiresAt,
  live: sql<boolean>`coalesce(${teamMembers.inviteExpiresAt} > now(), false)`,
  createdAt: teamMembers.createdAt,
};

/** The unexpired invitations waiting for this email (member rows still 'invited'), oldest first. */
export async function listInvitationRows(db: DbExecutor, email: string): Promise<InvitationRow[]> {
  return db
    .select(invitationColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(inviters, eq(inviters.id, teamMembers.invitedBy))
    .where(and(eq(teamMembers.email, email.toLowerCase()), eq(teamMembers.status, 'invited'), notExpired))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
}

/** The pending invitation whose link secret has this sha256 (expired or not), if any. */
export async function findInvitationByTokenHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(inviters, eq(inviters.id, teamMembers.invitedBy))
    .where(and(eq(teamMembers.inviteTokenHash, tokenHash), eq(teamMembers.status, 'invited')))
    .limit(1);
  return row ?? null;
}

/** The pending invitation with this id addressed to this email (expired or not), if any. */
export async function findInvitationRow(
  db: DbExecutor,
  id: string,
  email: string,
): Promise<(TeamMemberRow & { live: boolean }) | null> {
  const [row] = await db
    .select({ ...getTableColumns(teamMembers), live: invitationColumns.live })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.id, id),
        eq(teamMembers.email, email.toLowerCase()),
        eq(teamMembers.status, 'invited'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Makes a pending, unexpired invitation the account's membership under the account's address, and
 * spends its secret; false when it is no longer pending or has expired meanwhile.
 */
export async function activateInvitation(
  db: DbExecutor,
  id: string,
  userId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .update(teamMembers)
    .set({
      userId,
      email: email.toLowerCase(),
      status: 'active',
      inviteTokenHash: null,
      inviteSentAt: null,
      inviteExpiresAt: null,
    })
    .where(and(eq(teamMembers.id, id), eq(teamMembers.status, 'invited'), notExpired))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Deletes a pending invitation by id (whoever it was addressed to); false when there was none. */
export async function deleteInvitationById(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.status, 'invited')))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Deletes a pending invitation addressed to this email; false when there was none. */
export async function deleteInvitationRow(db: DbExecutor, id: string, email: string): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.id, id),
        eq(teamMembers.email, email.toLowerCase()),
        eq(teamMembers.status, 'invited'),
      ),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}
