import { and, asc, eq, gte, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database';
import { eventTypes } from '../../db/schema/event-types.schema';
import { type OutOfOfficeRow, outOfOffice } from '../../db/schema/out-of-office.schema';
import { teamMembers } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

export interface TeammateRef {
  id: string;
  name: string;
  surname: string | null;
  username: string;
}

export interface OutOfOfficeWithTeammate extends OutOfOfficeRow {
  /** The named teammate while they still share an accepted team with the host, else null. */
  teammate: TeammateRef | null;
}

const mine = alias(teamMembers, 'mine');
const theirs = alias(teamMembers, 'theirs');
const teammateUser = alias(users, 'teammate');

/** True when both users are accepted members of one team. */
const sharesTeamSql = (userId: unknown, otherId: unknown) => sql`EXISTS (
  SELECT 1 FROM ${teamMembers} AS a JOIN ${teamMembers} AS b ON b.team_id = a.team_id
  WHERE a.user_id = ${userId} AND a.status = 'active' AND b.user_id = ${otherId} AND b.status = 'active')`;

function withTeammate(
  rows: { entry: OutOfOfficeRow; teammate: TeammateRef | null; shares: boolean | null }[],
) {
  return rows.map(({ entry, teammate, shares }) => ({
    ...entry,
    teammate: teammate?.id && shares ? teammate : null,
  }));
}

const selection = {
  entry: outOfOffice,
  teammate: {
    id: teammateUser.id,
    name: teammateUser.name,
    surname: teammateUser.surname,
    username: teammateUser.username,
  },
  shares: sql<boolean | null>`${sharesTeamSql(outOfOffice.userId, outOfOffice.teammateId)}`,
};

/** The host's periods, the earliest first. */
export async function listOutOfOffice(db: DbExecutor, userId: string): Promise<OutOfOfficeWithTeammate[]> {
  const rows = await db
    .select(selection)
    .from(outOfOffice)
    .leftJoin(teammateUser, eq(teammateUser.id, outOfOffice.teammateId))
    .where(eq(outOfOffice.userId, userId))
    .orderBy(asc(outOfOffice.startDate));
  return withTeammate(rows);
}

export async function findOutOfOffice(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<OutOfOfficeWithTeammate | null> {
  const rows = await db
    .select(selection)
    .from(outOfOffice)
    .leftJoin(teammateUser, eq(teammateUser.id, outOfOffice.teammateId))
    .where(and(eq(outOfOffice.userId, userId), eq(outOfOffice.id, id)));
  return withTeammate(rows)[0] ?? null;
}

export async function countOutOfOffice(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<string | number>`count(*)` })
    .from(outOfOffice)
    .where(eq(outOfOffice.userId, userId));
  return Number(row?.count ?? 0);
}

export interface OutOfOfficeValues {
  startDate: string;
  endDate: string;
  reason: string;
  teammateId: string | null;
}

export async function insertOutOfOffice(db: DbExecutor, userId: string, values: OutOfOfficeValues) {
  const [row] = await db
    .insert(outOfOffice)
    .values({ userId, ...values })
    .returning({ id: outOfOffice.id });
  return row.id;
}

/** Scoped to the host: false when the host has no such period. */
export async function updateOutOfOffice(
  db: DbExecutor,
  userId: string,
  id: string,
  values: OutOfOfficeValues,
): Promise<boolean> {
  const rows = await db
    .update(outOfOffice)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(outOfOffice.userId, userId), eq(outOfOffice.id, id)))
    .returning({ id: outOfOffice.id });
  return rows.length > 0;
}

export async function deleteOutOfOffice(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(outOfOffice)
    .where(and(eq(outOfOffice.userId, userId), eq(outOfOffice.id, id)))
    .returning({ id: outOfOffice.id });
  return rows.length > 0;
}

/** Every other user who is an accepted member of a team the user is an accepted member of. */
export async function listTeammates(db: DbExecutor, userId: string): Promise<TeammateRef[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name, surname: users.surname, username: users.username })
    .from(mine)
    .innerJoin(
      theirs,
      and(eq(theirs.teamId, mine.teamId), eq(theirs.status, 'active'), isNotNull(theirs.userId)),
    )
    .innerJoin(users, eq(users.id, theirs.userId))
    .where(and(eq(mine.userId, userId), eq(mine.status, 'active'), ne(users.id, userId)))
    .orderBy(asc(users.name), asc(users.username));
}

export async function sharesTeam(db: DbExecutor, userId: string, otherId: string): Promise<boolean> {
  const result = (await db.execute(sql`SELECT ${sharesTeamSql(userId, otherId)} AS shares`)) as unknown as {
    rows: { shares: boolean }[];
  };
  return result.rows[0]?.shares === true;
}

/**
 * The host's first period that has not ended by `today` and begins by `lastDate` (what the
 * booking page announces), with its teammate while they still share a team.
 */
export async function findAwayPeriod(
  db: DbExecutor,
  hostId: string,
  today: string,
  lastDate: string,
): Promise<OutOfOfficeWithTeammate | null> {
  const rows = await db
    .select(selection)
    .from(outOfOffice)
    .leftJoin(teammateUser, eq(teammateUser.id, outOfOffice.teammateId))
    .where(
      and(
        eq(outOfOffice.userId, hostId),
        gte(outOfOffice.endDate, today),
        lte(outOfOffice.startDate, lastDate),
      ),
    )
    .orderBy(asc(outOfOffice.startDate))
    .limit(1);
  return withTeammate(rows)[0] ?? null;
}

/** Whether the user has an active personal event type of this slug (the teammate's same kind of meeting). */
export async function hasActivePersonalType(db: DbExecutor, userId: string, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.userId, userId),
        eq(eventTypes.slug, slug),
        eq(eventTypes.isPublic, true),
        isNull(eventTypes.teamId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findUserTimeZone(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}
