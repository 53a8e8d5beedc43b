import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bookings } from '../../db/schema/bookings.schema';
import { eventTypeQuestions, eventTypes } from '../../db/schema/event-types.schema';
import { type UserRow, users } from '../../db/schema/users.schema';

export type EventTypeRow = typeof eventTypes.$inferSelect;
export type NewEventTypeValues = Omit<
  typeof eventTypes.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type QuestionRow = typeof eventTypeQuestions.$inferSelect;
export type NewQuestion = Omit<typeof eventTypeQuestions.$inferInsert, 'id' | 'eventTypeId'>;

/** The host's event types, newest first. */
export async function listEventTypeRows(db: DbExecutor, userId: string): Promise<EventTypeRow[]> {
  return db
    .select()
    .from(eventTypes)
    .where(eq(eventTypes.userId, userId))
    .orderBy(desc(eventTypes.createdAt), desc(eventTypes.id));
}

export async function findEventTypeRow(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<EventTypeRow | null> {
  const [row] = await db
    .select()
    .from(eventTypes)
    .where(and(eq(eventTypes.id, id), eq(eventTypes.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Questions of the given event types, by sort_order. */
export async function listQuestionRows(
  db: DbExecutor,
  eventTypeIds: string[],
  onlyActive = false,
): Promise<QuestionRow[]> {
  if (eventTypeIds.length === 0) return [];
  return db
    .select()
    .from(eventTypeQuestions)
    .where(
      and(
        inArray(eventTypeQuestions.eventTypeId, eventTypeIds),
        onlyActive ? eq(eventTypeQuestions.active, true) : undefined,
      ),
    )
    .orderBy(asc(eventTypeQuestions.sortOrder), asc(eventTypeQuestions.id));
}

/** Active (public) personal event types of the host, optionally not counting one of them. */
export async function countActiveEventTypes(
  db: DbExecutor,
  userId: string,
  exceptId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.userId, userId),
        // Team types keep their creator in user_id but are the team's, not the Free plan's.
        isNull(eventTypes.teamId),
        eq(eventTypes.isPublic, true),
        exceptId ? ne(eventTypes.id, exceptId) : undefined,
      ),
    );
  return row.total;
}

export async function isSlugTaken(
  db: DbExecutor,
  userId: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(
      and(
        eq(eventTypes.userId, userId),
        eq(eventTypes.slug, slug),
        exceptId ? ne(eventTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertEventType(
  db: DbExecutor,
  userId: string,
  values: NewEventTypeValues,
): Promise<EventTypeRow> {
  const [row] = await db
    .insert(eventTypes)
    .values({ ...values, userId })
    .returning();
  return row;
}

export async function updateEventTypeRow(
  db: DbExecutor,
  id: string,
  values: NewEventTypeValues,
): Promise<void> {
  await db
    .update(eventTypes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(eventTypes.id, id));
}

/** Locks the host's event type row until the transaction ends; false when there is none. */
export async function lockEventTypeRow(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(and(eq(eventTypes.id, id), eq(eventTypes.userId, userId)))
    .for('update');
  return rows.length > 0;
}

/** Whether pending or confirmed bookings of the event type start after `now`. */
export async function hasUpcomingLiveBookings(
  db: DbExecutor,
  eventTypeId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventTypeId, eventTypeId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.startTime, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes the event type; its questions and its past or cancelled bookings go with it (foreign
 * keys cascade). Callers refuse first while live bookings lie ahead.
 */
export async function deleteEventTypeRow(db: DbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(eventTypes)
    .where(and(eq(eventTypes.id, id), eq(eventTypes.userId, userId)))
    .returning({ id: eventTypes.id });
  return rows.length > 0;
}

export async function replaceQuestions(
  db: DbExecutor,
  eventTypeId: string,
  questions: NewQuestion[],
): Promise<void> {
  await db.delete(eventTypeQuestions).where(eq(eventTypeQuestions.eventTypeId, eventTypeId));
  if (questions.length === 0) return;
  await db.insert(eventTypeQuestions).values(questions.map((question) => ({ ...question, eventTypeId })));
}

/** An active (public) event type by its host's username (any case) and its slug. */
export async function findPublicEventTypeRow(
  db: DbExecutor,
  username: string,
  slug: string,
  /** Include 'single_use' types, which only their links open (docs/product.md#private-sharing). */
  includeSingleUse = false,
): Promise<{ eventType: EventTypeRow; host: UserRow } | null> {
  const [row] = await db
    .select({ eventType: eventTypes, host: users })
    .from(eventTypes)
    .innerJoin(users, eq(users.id, eventTypes.userId))
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        eq(eventTypes.slug, slug),
        eq(eventTypes.isPublic, true),
        includeSingleUse ? undefined : ne(eventTypes.sharing, 'single_use'),
      ),
    )
    .limit(1);
  return row ?? null;
}
