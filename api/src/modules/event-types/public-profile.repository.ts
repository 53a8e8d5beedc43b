import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { eventTypes } from '../../db/schema/event-types.schema';
import { users } from '../../db/schema/users.schema';

const byUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

/** The public face of a host (the booking page shows the same), by username ignoring case. */
export async function findPublicHost(db: DbExecutor, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      avatar: users.avatar,
    })
    .from(users)
    .where(byUsername(username))
    .limit(1);
  return row ?? null;
}

/** The host's active personal event types (team types have their team's page), newest first. */
export async function listPublicEventTypeRows(db: DbExecutor, userId: string) {
  return db
    .select({
      title: eventTypes.title,
      slug: eventTypes.slug,
      description: eventTypes.description,
      duration: eventTypes.duration,
      location: eventTypes.location,
      kind: eventTypes.kind,
    })
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.userId, userId),
        eq(eventTypes.isPublic, true),
        isNull(eventTypes.teamId),
        // Secret and single-use types are listed nowhere (docs/product.md#private-sharing).
        eq(eventTypes.sharing, 'listed'),
      ),
    )
    .orderBy(desc(eventTypes.createdAt), desc(eventTypes.id));
}

/** Whether the host has an event type at this link that is inactive (public false). */
export async function isInactiveEventTypeLink(db: DbExecutor, username: string, slug: string) {
  const [row] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .where(and(byUsername(username), eq(eventTypes.slug, slug), eq(eventTypes.isPublic, false)))
    .limit(1);
  return row !== undefined;
}
