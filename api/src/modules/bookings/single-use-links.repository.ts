import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { eventTypes } from '../../db/schema/event-types.schema';
import { type SingleUseLinkRow, singleUseLinks } from '../../db/schema/single-use-links.schema';
import { teamMembers } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

/**
 * The event type if the user may manage its links: their own personal type, or a type of a
 * team they own or administer (docs/product.md#teams). Null otherwise, like an unknown id.
 */
export async function findManagedEventType(
  db: DbExecutor,
  userId: string,
  eventTypeId: string,
): Promise<{ id: string } | null> {
  const managedTeams = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        inArray(teamMembers.role, ['owner', 'admin']),
      ),
    );
  const [row] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.id, eventTypeId),
        or(
          and(eq(eventTypes.userId, userId), isNull(eventTypes.teamId)),
          inArray(eventTypes.teamId, managedTeams),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSingleUseLink(
  db: DbExecutor,
  values: { eventTypeId: string; secretHash: string; label: string | null; expiresAt: Date | null },
): Promise<SingleUseLinkRow> {
  const [row] = await db.insert(singleUseLinks).values(values).returning();
  return row;
}

/** The type's links, newest first (at most `limit`). */
export async function listSingleUseLinks(
  db: DbExecutor,
  eventTypeId: string,
  limit: number,
): Promise<SingleUseLinkRow[]> {
  return db
    .select()
    .from(singleUseLinks)
    .where(eq(singleUseLinks.eventTypeId, eventTypeId))
    .orderBy(desc(singleUseLinks.createdAt), desc(singleUseLinks.id))
    .limit(limit);
}

export async function countUnusedSingleUseLinks(db: DbExecutor, eventTypeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(singleUseLinks)
    .where(
      and(
        eq(singleUseLinks.eventTypeId, eventTypeId),
        isNull(singleUseLinks.usedAt),
        isNull(singleUseLinks.revokedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Revokes an unused link of the type; the row as it is afterwards (null: no such link). */
export async function revokeSingleUseLink(
  db: DbExecutor,
  eventTypeId: string,
  id: string,
  now: Date,
): Promise<SingleUseLinkRow | null> {
  await db
    .update(singleUseLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(singleUseLinks.id, id),
        eq(singleUseLinks.eventTypeId, eventTypeId),
        isNull(singleUseLinks.usedAt),
        isNull(singleUseLinks.revokedAt),
      ),
    );
  const [row] = await db
    .select()
    .from(singleUseLinks)
    .where(and(eq(singleUseLinks.id, id), eq(singleUseLinks.eventTypeId, eventTypeId)))
    .limit(1);
  return row ?? null;
}

/** A link by the hash of its secret, with its type's link (host username and slug). */
export async function findSingleUseLinkByHash(db: DbExecutor, secretHash: string) {
  const [row] = await db
    .select({
      link: singleUseLinks,
      eventType: { id: eventTypes.id, slug: eventTypes.slug, isPublic: eventTypes.isPublic },
      username: users.username,
    })
    .from(singleUseLinks)
    .innerJoin(eventTypes, eq(eventTypes.id, singleUseLinks.eventTypeId))
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .where(eq(singleUseLinks.secretHash, secretHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the link used by this booking, inside the booking's transaction: the row lock makes a
 * second booking through the same link wait, then find it used (docs/product.md#private-sharing).
 * False when the link is not (any more) usable for this event type.
 */
export async function consumeSingleUseLink(
  tx: DbExecutor,
  values: { secretHash: string; eventTypeId: string; bookingId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(singleUseLinks)
    .set({ usedAt: values.now, bookingId: values.bookingId })
    .where(
      and(
        eq(singleUseLinks.secretHash, values.secretHash),
        eq(singleUseLinks.eventTypeId, values.eventTypeId),
        isNull(singleUseLinks.usedAt),
        isNull(singleUseLinks.revokedAt),
        or(isNull(singleUseLinks.expiresAt), gt(singleUseLinks.expiresAt, values.now)),
      ),
    )
    .returning({ id: singleUseLinks.id });
  return rows.length === 1;
}
