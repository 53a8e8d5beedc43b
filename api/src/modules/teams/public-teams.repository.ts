import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { eventTypeHosts, eventTypeQuestions, eventTypes } from '../../db/schema/event-types.schema';
import { type TeamRow, teamMembers, teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

const teamKinds = ['round_robin', 'collective'];

export async function findTeamBySlug(db: DbExecutor, slug: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.slug, slug)).limit(1);
  return row ?? null;
}

export type PublicTeamEventTypeRow = typeof eventTypes.$inferSelect;

/** The team's active (public) round-robin and collective types, by title. */
export async function listActiveTeamEventTypes(
  db: DbExecutor,
  teamId: string,
): Promise<PublicTeamEventTypeRow[]> {
  return db
    .select()
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.teamId, teamId),
        eq(eventTypes.isPublic, true),
        inArray(eventTypes.kind, teamKinds),
        // Secret and single-use types are listed nowhere (docs/product.md#private-sharing).
        eq(eventTypes.sharing, 'listed'),
      ),
    )
    .orderBy(asc(eventTypes.title), asc(eventTypes.id));
}

/** The active team type at /team/{teamSlug}/{slug}. */
export async function findActiveTeamEventType(
  db: DbExecutor,
  teamId: string,
  slug: string,
): Promise<PublicTeamEventTypeRow | null> {
  const [row] = await db
    .select()
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.teamId, teamId),
        eq(eventTypes.slug, slug),
        eq(eventTypes.isPublic, true),
        inArray(eventTypes.kind, teamKinds),
        // A single-use type opens only from its links (docs/product.md#private-sharing).
        ne(eventTypes.sharing, 'single_use'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Distinct hosts (still accepted members) of the given types, by name: what the team page shows. */
export async function listPublicHosts(
  db: DbExecutor,
  teamId: string,
  eventTypeIds: string[],
): Promise<{ id: string; name: string; surname: string | null; avatar: string | null }[]> {
  if (eventTypeIds.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, name: users.name, surname: users.surname, avatar: users.avatar })
    .from(eventTypeHosts)
    .innerJoin(users, eq(users.id, eventTypeHosts.userId))
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.userId, users.id), eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active')),
    )
    .where(inArray(eventTypeHosts.eventTypeId, eventTypeIds))
    .orderBy(asc(users.name), asc(users.id));
}

export async function listPublicQuestions(db: DbExecutor, eventTypeId: string) {
  return db
    .select()
    .from(eventTypeQuestions)
    .where(and(eq(eventTypeQuestions.eventTypeId, eventTypeId), eq(eventTypeQuestions.active, true)))
    .orderBy(asc(eventTypeQuestions.sortOrder), asc(eventTypeQuestions.id));
}

export async function findUserCard(db: DbExecutor, id: string) {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, username: users.username, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
