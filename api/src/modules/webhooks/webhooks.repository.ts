import { WEBHOOK_DELIVERIES_KEPT } from '@slotwise/shared/contract/developers.contract';
import { and, arrayContains, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/developer-access.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { teamMembers } from '../../db/schema/teams.schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function listEndpoints(db: DbExecutor, userId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function countEndpoints(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: DbExecutor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  return row ?? null;
}

export async function findEndpointById(db: DbExecutor, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function insertEndpoint(db: DbExecutor, row: typeof webhookEndpoints.$inferInsert) {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created as WebhookEndpointRow;
}

export async function updateEndpoint(
  db: DbExecutor,
  userId: string,
  id: string,
  changes: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'eventTypeIds' | 'active'>>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * Of the given event type ids, those the user may filter on: their own, or their team's when
 * they are the team's owner or admin.
 */
export async function manageableEventTypeIds(
  db: DbExecutor,
  userId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(
      and(
        inArray(eventTypes.id, ids),
        or(
          eq(eventTypes.userId, userId),
          inArray(
            eventTypes.teamId,
            db
              .select({ teamId: teamMembers.teamId })
              .from(teamMembers)
              .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.role, ['owner', 'admin']))),
          ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Active endpoints an event of this booking goes to: the host's endpoints without a filter, and
 * any endpoint (the host's or a team owner's/admin's) whose filter names the event type.
 */
export async function endpointsFor(
  db: DbExecutor,
  event: string,
  hostId: string,
  eventTypeId: string,
): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.active, true),
        arrayContains(webhookEndpoints.events, [event]),
        or(
          and(eq(webhookEndpoints.userId, hostId), sql`cardinality(${webhookEndpoints.eventTypeIds}) = 0`),
          arrayContains(webhookEndpoints.eventTypeIds, [eventTypeId]),
        ),
      ),
    );
}

export async function insertDelivery(db: DbExecutor, row: typeof webhookDeliveries.$inferInsert) {
  const [created] = await db.insert(webhookDeliveries).values(row).returning();
  // Only the last WEBHOOK_DELIVERIES_KEPT of an endpoint are kept.
  await db.execute(sql`
    DELETE FROM ${webhookDeliveries}
    WHERE ${webhookDeliveries.endpointId} = ${row.endpointId}
      AND ${webhookDeliveries.id} NOT IN (
        SELECT ${webhookDeliveries.id} FROM ${webhookDeliveries}
        WHERE ${webhookDeliveries.endpointId} = ${row.endpointId}
        ORDER BY ${webhookDeliveries.createdAt} DESC, ${webhookDeliveries.id} DESC
        LIMIT ${WEBHOOK_DELIVERIES_KEPT}
      )`);
  return created as WebhookDeliveryRow;
}

export async function listDeliveries(db: DbExecutor, endpointId: string): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_KEPT);
}

export async function findDelivery(db: DbExecutor, endpointId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row ?? null;
}

export async function findDeliveryById(db: DbExecutor, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

export async function recordAttempt(
  db: DbExecutor,
  id: string,
  outcome: Pick<WebhookDeliveryRow, 'status' | 'responseCode' | 'durationMs' | 'error' | 'nextAttemptAt'>,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...outcome, attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
}
