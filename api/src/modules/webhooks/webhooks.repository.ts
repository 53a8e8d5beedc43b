import {
  WEBHOOK_DELIVERIES_KEPT,
  type WebhookPauseReason,
} from '@slotwise/shared/contract/developers.contract';
import {
  and,
  arrayContains,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookingHosts, bookings } from '../../db/schema/bookings.schema';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/developer-access.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { teamMembers, teams } from '../../db/schema/teams.schema';
import { users } from '../../db/schema/users.schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
/** An endpoint as its managers see it: with the name of its team (team endpoints). */
export type ListedEndpointRow = WebhookEndpointRow & { teamName: string | null };

/** Who an endpoint belongs to: a host, or a team (docs/webhooks.md#team-endpoints). */
export type EndpointOwner = { userId: string; teamId?: undefined } | { teamId: string; userId?: undefined };

/** The teams the user manages now: active owner or admin (read at each request, never cached). */
function managedTeamIds(db: DbExecutor, userId: string) {
  return db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        inArray(teamMembers.role, ['owner', 'admin']),
      ),
    );
}

/** The endpoints a user manages: their own and those of the teams they own or administer. */
function managedBy(db: DbExecutor, userId: string) {
  return or(
    eq(webhookEndpoints.userId, userId),
    inArray(webhookEndpoints.teamId, managedTeamIds(db, userId)),
  );
}

export async function isTeamManager(db: DbExecutor, userId: string, teamId: string): Promise<boolean> {
  const rows = await managedTeamIds(db, userId);
  return rows.some((row) => row.teamId === teamId);
}

export async function listEndpoints(db: DbExecutor, userId: string): Promise<ListedEndpointRow[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, teamName: teams.name })
    .from(webhookEndpoints)
    .leftJoin(teams, eq(teams.id, webhookEndpoints.teamId))
    .where(managedBy(db, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map((row) => ({ ...row.endpoint, teamName: row.teamName }));
}

export async function countEndpoints(db: DbExecutor, owner: EndpointOwner): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(
      owner.teamId
        ? eq(webhookEndpoints.teamId, owner.teamId)
        : eq(webhookEndpoints.userId, owner.userId as string),
    );
  return row?.n ?? 0;
}

/** An endpoint the user manages (their own, or their team's while they are its owner/admin). */
export async function findEndpoint(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<ListedEndpointRow | null> {
  const [row] = await db
    .select({ endpoint: webhookEndpoints, teamName: teams.name })
    .from(webhookEndpoints)
    .leftJoin(teams, eq(teams.id, webhookEndpoints.teamId))
    .where(and(eq(webhookEndpoints.id, id), managedBy(db, userId)));
  return row ? { ...row.endpoint, teamName: row.teamName } : null;
}

/**
 * The endpoint a delivery may be sent to now: null when it was deleted, or while it is paused
 * (docs/webhooks.md#paused-endpoints). A paused endpoint's deliveries are left as they are and
 * queued again when it is resumed (`heldDeliveryIds`).
 */
export async function findEndpointById(db: DbExecutor, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.pausedAt)));
  return row ?? null;
}

/**
 * Pauses every endpoint the user owns (their personal ones: a team's endpoint belongs to the
 * team, docs/webhooks.md#paused-endpoints). Returns how many were paused.
 */
export async function pauseEndpointsOfUser(
  db: DbExecutor,
  userId: string,
  reason: WebhookPauseReason,
): Promise<number> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ pausedAt: sql`now()`, pausedReason: reason, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.pausedAt)))
    .returning({ id: webhookEndpoints.id });
  return rows.length;
}

/** Resumes a paused endpoint the user manages; null when there is none such. */
export async function resumeEndpoint(db: DbExecutor, userId: string, id: string) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ pausedAt: null, pausedReason: null, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), isNotNull(webhookEndpoints.pausedAt), managedBy(db, userId)))
    .returning();
  return row ?? null;
}

/**
 * Deliveries of the endpoint still to be sent (pending or retrying) that no waiting job will
 * run: those whose job found the endpoint paused. A job leased right now may be one of them, so
 * it does not count (a delivery sent twice keeps its event id; receivers deduplicate on it).
 */
export async function heldDeliveryIds(
  db: DbExecutor,
  endpointId: string,
  jobKind: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, ['pending', 'retrying']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(
              and(
                eq(jobs.kind, jobKind),
                eq(jobs.status, 'pending'),
                sql`${jobs.payload}->>'deliveryId' = ${webhookDeliveries.id}::text`,
                or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
              ),
            ),
        ),
      ),
    )
    .orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);
  return rows.map((row) => row.id);
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
    .where(and(eq(webhookEndpoints.id, id), managedBy(db, userId)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), managedBy(db, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * Of the given event type ids, those an endpoint of this owner may filter on: the host's own
 * (personal) event types, or the team's event types for a team's endpoint.
 */
export async function manageableEventTypeIds(
  db: DbExecutor,
  owner: EndpointOwner,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(
      and(
        inArray(eventTypes.id, ids),
        owner.teamId
          ? eq(eventTypes.teamId, owner.teamId)
          : and(eq(eventTypes.userId, owner.userId as string), isNull(eventTypes.teamId)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Active endpoints subscribed to an event of this booking (docs/webhooks.md#team-endpoints): the
 * personal endpoints of each host the booking holds, and the endpoints of the event type's team;
 * an endpoint with a filter only when it names the event type.
 */
export async function endpointsFor(
  db: DbExecutor,
  event: string,
  booking: { bookingId: string; hostIds: string[] | null },
  eventTypeId: string,
): Promise<WebhookEndpointRow[]> {
  const hosts = booking.hostIds
    ? inArray(webhookEndpoints.userId, booking.hostIds)
    : or(
        inArray(
          webhookEndpoints.userId,
          db.select({ id: bookings.hostId }).from(bookings).where(eq(bookings.id, booking.bookingId)),
        ),
        inArray(
          webhookEndpoints.userId,
          db
            .select({ id: bookingHosts.hostId })
            .from(bookingHosts)
            .where(eq(bookingHosts.bookingId, booking.bookingId)),
        ),
      );
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.active, true),
        arrayContains(webhookEndpoints.events, [event]),
        or(
          sql`cardinality(${webhookEndpoints.eventTypeIds}) = 0`,
          arrayContains(webhookEndpoints.eventTypeIds, [eventTypeId]),
        ),
        or(
          hosts,
          inArray(
            webhookEndpoints.teamId,
            db.select({ teamId: eventTypes.teamId }).from(eventTypes).where(eq(eventTypes.id, eventTypeId)),
          ),
        ),
      ),
    );
}

/** A user as a webhook payload names a host (docs/webhooks.md#payload). */
export interface WebhookHostRow {
  id: string;
  name: string;
  surname: string | null;
  username: string;
}

/**
 * What a payload says of a booking beyond its details (docs/webhooks.md#payload): the team of its
 * event type, and every host it holds (booking_hosts: the host_id row and a collective's others),
 * its own host first, then by user id.
 */
export async function bookingTeamAndHosts(
  db: DbExecutor,
  booking: { id: string; hostId: string },
  eventTypeId: string,
): Promise<{ team: { id: string; name: string; slug: string } | null; hosts: WebhookHostRow[] }> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name, slug: teams.slug })
    .from(eventTypes)
    .innerJoin(teams, eq(teams.id, eventTypes.teamId))
    .where(eq(eventTypes.id, eventTypeId))
    .limit(1);
  const hosts = await db
    .select({ id: users.id, name: users.name, surname: users.surname, username: users.username })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.hostId))
    .where(eq(bookingHosts.bookingId, booking.id))
    .orderBy(sql`${users.id} <> ${booking.hostId}`, users.id);
  return { team: team ?? null, hosts };
}

/** Of these endpoints, the ones that already have a delivery of the event (a rerun's check). */
export async function endpointsWithEvent(
  db: DbExecutor,
  endpointIds: string[],
  eventId: string,
): Promise<Set<string>> {
  if (endpointIds.length === 0) return new Set();
  // Served by webhook_deliveries_endpoint_created_idx: an endpoint keeps a bounded number.
  const rows = await db
    .select({ endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.endpointId, endpointIds), eq(webhookDeliveries.eventId, eventId)));
  return new Set(rows.map((row) => row.endpointId));
}

export async function insertDelivery(db: DbExecutor, row: typeof webhookDeliveries.$inferInsert) {
  const [created] = await db.insert(webhookDeliveries).values(row).returning();
  // Beyond the last WEBHOOK_DELIVERIES_KEPT of an endpoint, finished deliveries (succeeded, or
  // failed for good) are pruned; a pending or retrying one stays until it finishes, so its job
  // still has it to send and to log.
  await db.execute(sql`
    DELETE FROM ${webhookDeliveries}
    WHERE ${webhookDeliveries.endpointId} = ${row.endpointId}
      AND ${webhookDeliveries.status} IN ('succeeded', 'failed')
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
