import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  availabilities,
  availabilityOverrides,
  availabilitySlots,
} from '../../db/schema/availability.schema';
import { eventTypes } from '../../db/schema/event-types.schema';
import { users } from '../../db/schema/users.schema';

export const DEFAULT_SCHEDULE = {
  name: 'Working hours',
  /** ISO days: Monday (1) to Friday (5). */
  days: [1, 2, 3, 4, 5],
  startTime: '09:00',
  endTime: '17:00',
} as const;

/**
 * The schedule every new account gets (docs/product.md#availability): Mon–Fri 09:00–17:00 in the given zone.
 */
export async function insertDefaultSchedule(
  db: DbExecutor,
  userId: string,
  timeZone: string,
): Promise<string> {
  const [schedule] = await db
    .insert(availabilities)
    .values({ userId, name: DEFAULT_SCHEDULE.name, timeZone, isDefault: true })
    .returning({ id: availabilities.id });
  await db.insert(availabilitySlots).values(
    DEFAULT_SCHEDULE.days.map((dayOfWeek) => ({
      availabilityId: schedule.id,
      dayOfWeek,
      startTime: DEFAULT_SCHEDULE.startTime,
      endTime: DEFAULT_SCHEDULE.endTime,
    })),
  );
  return schedule.id;
}

export interface ScheduleWithSlots {
  id: string;
  name: string;
  timeZone: string;
  isDefault: boolean;
  slots: { dayOfWeek: number; startTime: string; endTime: string }[];
}

export async function listSchedulesWithSlots(db: DbExecutor, userId: string): Promise<ScheduleWithSlots[]> {
  const schedules = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.userId, userId))
    .orderBy(asc(availabilities.createdAt));
  if (schedules.length === 0) return [];
  const slots = await db
    .select()
    .from(availabilitySlots)
    .where(
      inArray(
        availabilitySlots.availabilityId,
        schedules.map((s) => s.id),
      ),
    )
    .orderBy(asc(availabilitySlots.dayOfWeek), asc(availabilitySlots.startTime));
  return schedules.map((s) => ({
    id: s.id,
    name: s.name,
    timeZone: s.timeZone,
    isDefault: s.isDefault,
    slots: slots
      .filter((slot) => slot.availabilityId === s.id)
      .map((slot) => ({ dayOfWeek: slot.dayOfWeek, startTime: slot.startTime, endTime: slot.endTime })),
  }));
}

// ---- schedules of the signed-in host ------------------------------------------------------

export type AvailabilityRow = typeof availabilities.$inferSelect;
export type SlotRow = typeof availabilitySlots.$inferSelect;
export type OverrideRow = typeof availabilityOverrides.$inferSelect;

export interface NewSlot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export interface NewOverrideRow {
  date: string;
  unavailable: boolean;
  startTime: string | null;
  endTime: string | null;
}

/**
 * Locks the host's user row until the transaction ends. Every change to a host's schedules
 * and event types takes it first, so their checks (one default, "in use", at most 5 active
 * event types, slot overlaps) see no concurrent change. NO KEY UPDATE does not block inserts
 * elsewhere that merely reference the user. False when the user does not exist.
 */
export async function lockHost(db: DbExecutor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

/** The host's schedules: the default first, then by name. */
export async function listAvailabilityRows(db: DbExecutor, userId: string): Promise<AvailabilityRow[]> {
  return db
    .select()
    .from(availabilities)
    .where(eq(availabilities.userId, userId))
    .orderBy(
      desc(availabilities.isDefault),
      sql`lower(${availabilities.name})`,
      asc(availabilities.createdAt),
      asc(availabilities.id),
    );
}

export async function findAvailabilityRow(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<AvailabilityRow | null> {
  const [row] = await db
    .select()
    .from(availabilities)
    .where(and(eq(availabilities.id, id), eq(availabilities.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findDefaultAvailabilityId(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: availabilities.id })
    .from(availabilities)
    .where(and(eq(availabilities.userId, userId), eq(availabilities.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

export async function countAvailabilities(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(availabilities)
    .where(eq(availabilities.userId, userId));
  return row.total;
}

/** The oldest schedule of the host other than `exceptId`, or null. */
export async function findOldestOtherAvailabilityId(
  db: DbExecutor,
  userId: string,
  exceptId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: availabilities.id })
    .from(availabilities)
    .where(and(eq(availabilities.userId, userId), ne(availabilities.id, exceptId)))
    .orderBy(asc(availabilities.createdAt), asc(availabilities.id))
    .limit(1);
  return row?.id ?? null;
}

export async function listSlotRows(db: DbExecutor, availabilityIds: string[]): Promise<SlotRow[]> {
  if (availabilityIds.length === 0) return [];
  return db
    .select()
    .from(availabilitySlots)
    .where(inArray(availabilitySlots.availabilityId, availabilityIds))
    .orderBy(asc(availabilitySlots.dayOfWeek), asc(availabilitySlots.startTime), asc(availabilitySlots.id));
}

export async function listOverrideRows(db: DbExecutor, availabilityIds: string[]): Promise<OverrideRow[]> {
  if (availabilityIds.length === 0) return [];
  return db
    .select()
    .from(availabilityOverrides)
    .where(inArray(availabilityOverrides.availabilityId, availabilityIds))
    .orderBy(asc(availabilityOverrides.date), asc(availabilityOverrides.startTime));
}

/** How many event types use each of the given schedules. */
export async function countEventTypesBySchedule(
  db: DbExecutor,
  availabilityIds: string[],
): Promise<Map<string, number>> {
  if (availabilityIds.length === 0) return new Map();
  const rows = await db
    .select({ availabilityId: eventTypes.availabilityId, total: count() })
    .from(eventTypes)
    .where(inArray(eventTypes.availabilityId, availabilityIds))
    .groupBy(eventTypes.availabilityId);
  return new Map(rows.map((row) => [row.availabilityId as string, row.total]));
}

export async function insertAvailability(
  db: DbExecutor,
  values: { userId: string; name: string; timeZone: string; isDefault: boolean },
): Promise<AvailabilityRow> {
  const [row] = await db.insert(availabilities).values(values).returning();
  return row;
}

export async function updateAvailabilityRow(
  db: DbExecutor,
  id: string,
  values: { name?: string; timeZone?: string; isDefault?: boolean },
): Promise<void> {
  await db
    .update(availabilities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(availabilities.id, id));
}

/** Clears the host's default flag (before another schedule takes it: one default per user). */
export async function clearDefaultAvailability(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(availabilities)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(availabilities.userId, userId), eq(availabilities.isDefault, true)));
}

export async function deleteAvailabilityRow(db: DbExecutor, id: string): Promise<void> {
  await db.delete(availabilities).where(eq(availabilities.id, id));
}

export async function replaceSlots(db: DbExecutor, availabilityId: string, slots: NewSlot[]): Promise<void> {
  await db.delete(availabilitySlots).where(eq(availabilitySlots.availabilityId, availabilityId));
  if (slots.length === 0) return;
  await db.insert(availabilitySlots).values(slots.map((slot) => ({ ...slot, availabilityId })));
}

export async function replaceOverrides(
  db: DbExecutor,
  availabilityId: string,
  overrides: NewOverrideRow[],
): Promise<void> {
  await db.delete(availabilityOverrides).where(eq(availabilityOverrides.availabilityId, availabilityId));
  if (overrides.length === 0) return;
  await db.insert(availabilityOverrides).values(overrides.map((row) => ({ ...row, availabilityId })));
}

/** A slot, only when its schedule belongs to the host. */
export async function findSlotRow(db: DbExecutor, userId: string, slotId: string): Promise<SlotRow | null> {
  const [row] = await db
    .select({ slot: availabilitySlots })
    .from(availabilitySlots)
    .innerJoin(availabilities, eq(availabilities.id, availabilitySlots.availabilityId))
    .where(and(eq(availabilitySlots.id, slotId), eq(availabilities.userId, userId)))
    .limit(1);
  return row?.slot ?? null;
}

/** The slots of one day of a schedule, optionally without one of them. */
export async function listDaySlotRows(
  db: DbExecutor,
  availabilityId: string,
  dayOfWeek: number,
  exceptSlotId?: string,
): Promise<SlotRow[]> {
  return db
    .select()
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.availabilityId, availabilityId),
        eq(availabilitySlots.dayOfWeek, dayOfWeek),
        exceptSlotId ? ne(availabilitySlots.id, exceptSlotId) : undefined,
      ),
    );
}

export async function insertSlot(db: DbExecutor, availabilityId: string, slot: NewSlot): Promise<SlotRow> {
  const [row] = await db
    .insert(availabilitySlots)
    .values({ ...slot, availabilityId })
    .returning();
  return row;
}

export async function updateSlotRow(db: DbExecutor, slotId: string, slot: NewSlot): Promise<SlotRow> {
  const [row] = await db
    .update(availabilitySlots)
    .set(slot)
    .where(eq(availabilitySlots.id, slotId))
    .returning();
  return row;
}

export async function deleteSlotRow(db: DbExecutor, slotId: string): Promise<void> {
  await db.delete(availabilitySlots).where(eq(availabilitySlots.id, slotId));
}

/** Marks a schedule as changed (its slots changed). */
export async function touchAvailability(db: DbExecutor, id: string): Promise<void> {
  await db.update(availabilities).set({ updatedAt: sql`now()` }).where(eq(availabilities.id, id));
}
