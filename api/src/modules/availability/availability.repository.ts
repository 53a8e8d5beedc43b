import { asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { availabilities, availabilitySlots } from './availability.schema';

export const DEFAULT_SCHEDULE = {
  name: 'Working hours',
  /** ISO days: Monday (1) to Friday (5). */
  days: [1, 2, 3, 4, 5],
  startTime: '09:00',
  endTime: '17:00',
} as const;

/** The schedule every new account gets (decisions §4): Mon–Fri 09:00–17:00 in the given zone. */
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
