import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { eventTypeHosts, eventTypes } from '../../db/schema/event-types.schema';
import { teamMembers, teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';
import type { EventTypeRow } from './event-types.repository';

export interface TeamRef {
  id: string;
  name: string;
  slug: string;
}

/** The hosts (user ids) of the given event types. */
export async function listHostRows(
  db: DbExecutor,
  eventTypeIds: string[],
): Promise<{ eventTypeId: string; userId: string }[]> {
  if (eventTypeIds.length === 0) return [];
  return db
    .select({ eventTypeId: eventTypeHosts.eventTypeId, userId: eventTypeHosts.userId })
    .from(eventTypeHosts)
    .where(inArray(eventTypeHosts.eventTypeId, eventTypeIds))
    .orderBy(asc(eventTypeHosts.userId));
}

export async function listTeamRefs(db: DbExecutor, teamIds: string[]): Promise<TeamRef[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({ id: teams.id, name: teams.name, slug: teams.slug })
    .from(teams)
    .where(inArray(teams.id, teamIds));
}

export async function replaceHosts(db: DbExecutor, eventTypeId: string, userIds: string[]): Promise<void> {
  await db.delete(eventTypeHosts).where(eq(eventTypeHosts.eventTypeId, eventTypeId));
  if (userIds.length === 0) return;
  await db.insert(eventTypeHosts).values(userIds.map((userId) => ({ eventTypeId, userId })));
}

/** User ids of the accepted (active) members of a team: the only possible hosts. */
export async function listActiveMemberIds(db: DbExecutor, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active'), isNotNull(teamMembers.userId)),
    )
    .orderBy(asc(teamMembers.userId));
  return rows.map((row) => row.userId as string);
}

/** The user's role in the team when they are an accepted member, else null. */
export async function findActiveRole(db: DbExecutor, teamId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')),
    )
    .limit(1);
  return row?.role ?? null;
}

/**
 * Team event types the user may see in their list: those they host, and every type of a team
 * they own or administer.
 */
export async function listVisibleTeamEventTypeRows(db: DbExecutor, userId: string): Promise<EventTypeRow[]> {
  const managed = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active'), ne(teamMembers.role, 'member')),
    );
  const hosted = db
    .select({ id: eventTypeHosts.eventTypeId })
    .from(eventTypeHosts)
    .where(eq(eventTypeHosts.userId, userId));
  return db
    .select()
    .from(eventTypes)
    .where(
      and(
        isNotNull(eventTypes.teamId),
        or(inArray(eventTypes.teamId, managed), inArray(eventTypes.id, hosted)),
      ),
    );
}

export async function findEventTypeRowById(db: DbExecutor, id: string): Promise<EventTypeRow | null> {
  const [row] = await db.select().from(eventTypes).where(eq(eventTypes.id, id)).limit(1);
  return row ?? null;
}

/** Whether another type of the team uses the slug (the team page's links must be unique). */
export async function isTeamSlugUsed(
  db: DbExecutor,
  teamId: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.teamId, teamId),
        eq(eventTypes.slug, slug),
        exceptId ? ne(eventTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Name and avatar of users, for public host lists. */
export async function listUserCards(
  db: DbExecutor,
  userIds: string[],
): Promise<{ id: string; name: string; surname: string | null; avatar: string | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.id));
}
